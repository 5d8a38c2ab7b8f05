/// Live editing: removing, replacing, killing, moving and retiming children of a timeline that may
/// be playing or paused, as GSAP's `remove`, `kill`, `killTweensOf` and `shiftChildren` and the Web
/// Animations API's `updateTiming` and `setKeyframes` do.
///
/// Every edit either throws a typed error and changes nothing, or changes the structure and then
/// shows the values the edited timeline has where the playhead is. An edit moves no playhead and
/// fires no event: the events of later moves are the crossings of the edited timeline, each once.
/// (If the edit shortens the timeline below the playhead, the playhead moves back to the new end
/// without firing events.)
///
/// While the timeline is active, an edit other than a kill records the tweens and springs of the
/// whole tree again from the values the properties had before the timeline recorded them, so the
/// edited timeline shows what a timeline built that way from the start would show. While it is
/// inactive, an edit forgets the start values an earlier run recorded (as ``Timeline/invalidate()``
/// does): the next run records afresh.
extension Timeline {
  /// Replaces a child's timing (the Web Animations API's `updateTiming`): delay, iterations,
  /// direction, fill, playback rate and easing.
  ///
  /// - Parameters:
  ///   - timing: The new timing; for a nested timeline its easing must be linear.
  ///   - child: A child of this timeline.
  /// - Throws: What ``remove(_:)`` throws; ``AnimationError/invalidArgument(parameter:value:requirement:)``
  ///   for a field ``EffectTiming/validate()`` rejects, or a negative playback rate on a child that
  ///   never ends. Nothing changes.
  public func setTiming(_ timing: EffectTiming, of child: TimelineChild) throws(AnimationError) {
    try requireEditable(child)
    if child.kind == .timeline {
      try Self.validateTimelineTiming(timing)
    }
    try Self.validateChildTiming(timing, intrinsicDuration: child.intrinsicDuration)
    let old = child.timing
    try applyEdit { () throws(AnimationError) in
      child.timing = timing
      invalidateLayout()
      let problem = child.nestedTimeline?.infiniteReversal() ?? infiniteReversal()
      if let problem {
        child.timing = old
        invalidateLayout()
        throw problem
      }
    }
  }

  /// Replaces a child's easing, keeping the rest of its timing.
  ///
  /// ```swift
  /// try timeline.setCurve(.easeInOut, of: fade)
  /// ```
  ///
  /// - Parameters:
  ///   - curve: The new easing; linear for a nested timeline.
  ///   - child: A child of this timeline.
  /// - Throws: What ``setTiming(_:of:)`` throws. Nothing changes.
  public func setCurve(_ curve: TimingCurve, of child: TimelineChild) throws(AnimationError) {
    try requireEditable(child)
    var timing = child.timing
    timing.easing = curve
    try setTiming(timing, of: child)
  }

  /// Replaces a tween's duration.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - child: A tween of this timeline.
  /// - Throws: What ``remove(_:)`` throws; ``AnimationError/invalidArgument(parameter:value:requirement:)``
  ///   for a bad duration or a child that is not a tween of a block. Nothing changes.
  public func setDuration(_ duration: Double, of child: TimelineChild) throws(AnimationError) {
    let tween = try requireTween(child)
    try Self.validateTweenDuration(duration)
    try Self.validateChildTiming(child.timing, intrinsicDuration: duration)
    let old = tween.duration
    try applyEdit { () throws(AnimationError) in
      tween.duration = duration
      invalidateLayout()
      if let problem = infiniteReversal() {
        tween.duration = old
        invalidateLayout()
        throw problem
      }
    }
  }

  /// Replaces what a tween animates (the Web Animations API's `setKeyframes`): the block runs again
  /// when the timeline records, at once if it is active.
  ///
  /// ```swift
  /// try timeline.setAnimations(of: fade) { card.opacity = 0.5 }
  /// ```
  ///
  /// - Parameters:
  ///   - child: A tween of this timeline.
  ///   - animations: Sets the properties to animate.
  /// - Throws: What ``setDuration(_:of:)`` throws. Nothing changes.
  public func setAnimations(of child: TimelineChild, _ animations: @escaping () -> Void) throws(AnimationError) {
    let tween = try requireTween(child)
    try applyEdit { () throws(AnimationError) in
      tween.animations = animations
      tween.target = nil
    }
  }

  private func requireTween(_ child: TimelineChild) throws(AnimationError) -> TweenChild {
    try requireEditable(child)
    guard case .tween(let tween) = child.content, tween.block?.beginsFromCurrentState != true else {
      throw .invalidArgument(
        parameter: "child", value: child.name ?? "\(child.kind)", requirement: .other("a tween of a block"))
    }
    return tween
  }

  /// What ``insert`` checks of a child's timing.
  static func validateChildTiming(_ timing: EffectTiming, intrinsicDuration: Double) throws(AnimationError) {
    try timing.validate()
    if timing.playbackRate < 0 && timing.endTime(intrinsicDuration: intrinsicDuration).isInfinite {
      throw .invalidArgument(
        parameter: "playbackRate", value: "\(timing.playbackRate)",
        requirement: .other("positive for a child that never ends"))
    }
  }
}
