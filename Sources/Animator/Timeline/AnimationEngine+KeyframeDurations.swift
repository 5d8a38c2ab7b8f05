extension AnimationEngine {
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)`` with
  /// the times as `Duration`s.
  ///
  /// - Parameters:
  ///   - duration: The length of the whole animation, zero or more.
  ///   - delay: How long to wait before it starts, zero or more.
  ///   - options: The ``KeyframeAnimationOptions``.
  ///   - animations: Adds the keyframes with the builder it receives.
  ///   - completion: Called when the animation ends, with `true` if it ran to its end.
  /// - Returns: The running timeline.
  /// - Throws: What the seconds form throws; nothing is animated.
  @_disfavoredOverload
  @discardableResult
  public func animateKeyframes(
    withDuration duration: Duration, delay: Duration = .zero, options: KeyframeAnimationOptions = [],
    animations: (KeyframeBuilder) -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) -> Timeline {
    try animateKeyframes(
      withDuration: duration.inSeconds, delay: delay.inSeconds, options: options, animations: animations,
      completion: completion)
  }
}
