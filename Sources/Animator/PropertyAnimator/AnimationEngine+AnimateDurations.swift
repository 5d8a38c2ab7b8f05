extension AnimationEngine {
  /// ``animate(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``, UIKit's
  /// spelling kept for migration, with the times as `Duration`s.
  ///
  /// ```swift
  /// try engine.animate(withDuration: .milliseconds(300), delay: .milliseconds(100)) { card.opacity = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The length of the animation, zero or more.
  ///   - delay: How long to wait before it starts, zero or more.
  ///   - options: A curve (ease-in-out by default) and the other ``AnimationOptions``.
  ///   - animations: Sets the properties to animate.
  ///   - completion: Called when the animation ends, with `true` if it ran to its end.
  /// - Throws: What the seconds form throws, for the times in seconds; nothing is animated.
  @_disfavoredOverload
  public func animate(
    withDuration duration: Duration, delay: Duration = .zero, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) {
    try animate(
      withDuration: duration.inSeconds, delay: delay.inSeconds, options: options, animations: animations,
      completion: completion)
  }

  /// ``animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)-(Double,_,_,_,_,_,_)``,
  /// UIKit's spelling kept for migration, with the times as `Duration`s.
  ///
  /// - Parameters:
  ///   - duration: The length of the animation, zero or more; the spring settles within it.
  ///   - delay: How long to wait before it starts, zero or more.
  ///   - dampingRatio: 1 settles without overshoot; values towards 0 oscillate more.
  ///   - velocity: The initial velocity: 1 is the whole distance per second.
  ///   - options: The ``AnimationOptions`` other than a curve.
  ///   - animations: Sets the properties to animate.
  ///   - completion: Called when the animation ends, with `true` if it ran to its end.
  /// - Throws: What the seconds form throws; nothing is animated.
  @_disfavoredOverload
  public func animate(
    withDuration duration: Duration, delay: Duration = .zero, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) {
    try animate(
      withDuration: duration.inSeconds, delay: delay.inSeconds, usingSpringWithDamping: dampingRatio,
      initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
  }

  /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``
  /// with the times as `Duration`s.
  ///
  /// - Parameters:
  ///   - duration: The length of the animation, zero or more.
  ///   - delay: How long to wait before it starts, zero or more.
  ///   - options: A curve (ease-in-out by default) and the other ``AnimationOptions``.
  ///   - animations: Sets the properties to animate.
  ///   - completion: Called with the position where the animation ended.
  /// - Returns: The running animator.
  /// - Throws: What the seconds form throws; nothing is animated.
  @_disfavoredOverload
  @discardableResult
  public func runningPropertyAnimator(
    withDuration duration: Duration, delay: Duration = .zero, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) throws(AnimationError) -> PropertyAnimator {
    try runningPropertyAnimator(
      withDuration: duration.inSeconds, delay: delay.inSeconds, options: options, animations: animations,
      completion: completion)
  }
}
