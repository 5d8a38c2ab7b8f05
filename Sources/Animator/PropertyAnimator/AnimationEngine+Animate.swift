extension AnimationEngine {
  /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`, kept so that code
  /// moving from UIKit reads the same: animates the changes made in `animations` and returns
  /// nothing, as UIKit's does.
  ///
  /// ```swift
  /// try engine.animate(withDuration: 1, delay: 0.6, options: .curveEaseOut) {
  ///   button.opacity = 1
  ///   button.transform = .identity
  /// }
  /// ```
  ///
  /// It makes and starts a ``PropertyAnimator`` (which carries the delay and the options' repeats),
  /// so it costs what an animator costs. Written fresh, fire and forget with
  /// ``animate(duration:curve:animations:completion:)-(Duration,_,_,_)``, the cheapest animation,
  /// whose handle can still end it early; for an animation you will pause, scrub or reverse, keep
  /// the animator that ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``
  /// returns.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - delay: Seconds before the animation starts, a finite number >= 0.
  ///   - options: A curve (ease-in-out by default), ``AnimationOptions/repeat``,
  ///     ``AnimationOptions/autoreverse``, ``AnimationOptions/beginFromCurrentState``.
  ///   - animations: Sets the properties to animate.
  ///   - completion: Called when the animation ends, with `true` if it ran to its end (or start)
  ///     and `false` if it was stopped and finished where it was.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a duration or
  ///   delay that is NaN, infinite or negative; nothing is animated.
  public func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) {
    _ = try animate(
      duration: duration, delay: delay, options: options, timing: .curve(options.curve), animations: animations,
      completion: completion.map { completion in { position in completion(position != .current) } })
  }

  /// UIKit's
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`,
  /// kept so that code moving from UIKit reads the same: animates the changes made in `animations`
  /// on a spring and returns nothing, as UIKit's does.
  ///
  /// The spring settles within `duration`. As in UIKit, a curve given in `options` is ignored. It
  /// makes and starts a ``PropertyAnimator`` (which carries the delay and the options), so it costs
  /// what an animator costs. Written fresh, fire and forget with
  /// ``animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and a curve of
  /// ``TimingCurve/spring(dampingRatio:initialVelocity:duration:)-(_,_,Double)``; for an animation
  /// you will pause, scrub or reverse, make a ``PropertyAnimator`` with
  /// ``TimingParameters/spring(dampingRatio:initialVelocity:)``.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - delay: Seconds before the animation starts, a finite number >= 0.
  ///   - dampingRatio: 1 settles without overshoot; values towards 0 oscillate more.
  ///   - velocity: The initial velocity: 1 is the whole distance per second.
  ///   - options: ``AnimationOptions/repeat``, ``AnimationOptions/autoreverse``,
  ///     ``AnimationOptions/beginFromCurrentState``.
  ///   - animations: Sets the properties to animate.
  ///   - completion: Called when the animation ends, as in
  ///     ``animate(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a duration, delay,
  ///   damping ratio or velocity it does not accept; nothing is animated.
  public func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) {
    _ = try animate(
      duration: duration, delay: delay, options: options,
      timing: .spring(dampingRatio: dampingRatio, initialVelocity: velocity), animations: animations,
      completion: completion.map { completion in { position in completion(position != .current) } })
  }

  /// Makes and starts an animator, as UIKit's
  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - delay: Seconds before the animation starts, a finite number >= 0.
  ///   - options: A curve (ease-in-out by default) and the other ``AnimationOptions``.
  ///   - animations: Sets the properties to animate.
  ///   - completion: Called with the position where the animation ended.
  /// - Returns: The running animator.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a duration or delay
  ///   it does not accept; nothing is animated.
  @discardableResult
  public func runningPropertyAnimator(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) throws(AnimationError) -> PropertyAnimator {
    try animate(
      duration: duration, delay: delay, options: options, timing: .curve(options.curve), animations: animations,
      completion: completion)
  }

  private func animate(
    duration: Double, delay: Double, options: AnimationOptions, timing: TimingParameters,
    animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)?
  ) throws(AnimationError) -> PropertyAnimator {
    try AnimationError.requireNonNegative(duration, "duration")
    try AnimationError.requireNonNegative(delay, "delay")
    for (name, value) in [("duration", duration), ("delay", delay)] where value > Self.maximumSeconds {
      throw .invalidArgument(parameter: name, value: "\(value)", requirement: .range(0...Self.maximumSeconds))
    }
    let animator = PropertyAnimator(duration: .seconds(duration), timingParameters: timing, engine: self)
    animator.repeats = options.repeats
    animator.beginsFromCurrentState = options.contains(.beginFromCurrentState)
    animator.pendingBlocks.append(PropertyAnimator.PendingBlock(animations: animations, delayFactor: 0))
    if let completion { animator.addCompletion(completion) }
    try animator.startAnimation(afterDelay: .seconds(delay))
    return animator
  }
}
