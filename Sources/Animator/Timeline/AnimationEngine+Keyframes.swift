extension AnimationEngine {
  /// Animates the keyframes added in `animations`, as UIKit's
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`, and returns the
  /// running timeline, which can be paused, scrubbed and reversed like any animator.
  ///
  /// ```swift
  /// try engine.animateKeyframes(withDuration: 1) { keyframes in
  ///   keyframes.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { mask.size = 50 }
  ///   keyframes.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { mask.size = 2000 }
  /// }
  /// ```
  ///
  /// Each keyframe is a tween of the returned ``Timeline``, in the order of the start times, so a
  /// property changed in several keyframes goes from one value to the next. Properties changed in
  /// `animations` outside any keyframe are animated over the whole duration.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - delay: Seconds before the animation starts, a finite number >= 0.
  ///   - options: The calculation mode, ``KeyframeAnimationOptions/repeat``,
  ///     ``KeyframeAnimationOptions/autoreverse``.
  ///   - animations: Adds the keyframes with the builder it receives.
  ///   - completion: Called when the animation ends, with `true` if it ran to its end.
  /// - Returns: The running timeline.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a duration or
  ///   delay that is NaN, infinite or negative, or a keyframe fraction that is not finite; nothing is
  ///   animated.
  @discardableResult
  public func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    animations: (KeyframeBuilder) -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) -> Timeline {
    try AnimationError.requireNonNegative(duration, "duration")
    try AnimationError.requireNonNegative(delay, "delay")
    for (name, value) in [("duration", duration), ("delay", delay)] where value > Self.maximumSeconds {
      throw .invalidArgument(parameter: name, value: "\(value)", requirement: .range(0...Self.maximumSeconds))
    }
    let builder = KeyframeBuilder()
    let outer = AnimationBlock()
    outer.beginsFromCurrentState = options.contains(.beginFromCurrentState)
    // Recorded before the timeline exists: inside `AnimationScope.add { }`, with the journal of the
    // scope that collects the timeline.
    AnimationRecording.record(into: outer, journal: AnimationScope.collecting?.journal) { animations(builder) }
    if let error = builder.error {
      outer.takeEachProperty { property in
        property.suspend(outer, atWeight: 0)
        property.resolve(outer, atWeight: 0)
      }
      throw error
    }
    var timing = EffectTiming()
    if options.contains(.autoreverse) {
      timing.direction = .alternate
      timing.iterations = 2
      timing.fill = .backwards
    }
    if options.contains(.repeat) { timing.iterations = .infinity }
    let timeline = Timeline(engine: self, name: "keyframes")
    try timeline.setTiming(timing)
    if !outer.properties.isEmpty {
      try timeline.addPrerecordedTween(outer, duration: duration)
    }
    let curve: TimingCurve = options.isDiscrete ? .steps(.stepStart) : .linear
    for keyframe in builder.keyframes.sorted(by: { $0.start < $1.start }) {
      let child = try timeline.addTween(
        duration: keyframe.duration * duration, curve: curve, at: .at(keyframe.start * duration), keyframe.animations)
      if options.contains(.beginFromCurrentState), case .tween(let tween) = child.content {
        tween.beginsFromCurrentState = true
      }
    }
    if let completion { timeline.addCompletion { completion($0 != .current) } }
    try timeline.startAnimation(afterDelay: .seconds(delay))
    return timeline
  }
}
