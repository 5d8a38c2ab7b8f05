extension PropertyAnimator {
  /// Animates a value from `from` to `to`, handing each presentation value to `update`: the target
  /// for values that live nowhere the animator can reach.
  ///
  /// ```swift
  /// try animator.addAnimation(from: 0.0, to: 1.0) { alpha in sprite.alpha = Float(alpha) }
  /// ```
  ///
  /// `update` is called with `from` when the animation starts and on every tick after, ending with
  /// `to` (or wherever the animation ends). Animations made this way do not add up with others: each
  /// has its own value.
  ///
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The end value.
  ///   - delayFactor: As in ``addAnimations(_:delayFactor:)``.
  ///   - update: Receives the presentation value. It may act on this animator or others; it is
  ///     never re-entered: a value that changes while it runs is handed to it after it returns.
  /// - Throws: What ``addAnimations(_:delayFactor:)`` throws.
  public func addAnimation<Value: Animatable>(
    from: Value, to: Value, delayFactor: Double = 0, update: @escaping (Value) -> Void
  ) throws(AnimationError) {
    try addAnimations(
      {
        let property = AnimatedProperty(from, sink: update)
        property.modelValue = to
      }, delayFactor: delayFactor)
  }
}
