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

  /// Animates a value from `from` to `to`, handing `owner` and each presentation value to `update`:
  /// a closure target tied to the object it writes to, which the animation does not keep alive.
  ///
  /// ```swift
  /// try animator.addAnimation(from: 0.0, to: 1.0, on: sprite) { sprite, alpha in sprite.alpha = Float(alpha) }
  /// ```
  ///
  /// The animator holds `owner` weakly. Once it goes, the values reach no one, and once every
  /// target the animator moves is gone, the engine ends the animator at the next tick, where it is
  /// shown: no completion runs, ``finished()`` returns `nil`, and observers see what
  /// ``stopAnimation(_:)`` with `true` sends. Capture `owner` in `update` only through its first
  /// argument: a closure that captures it strongly keeps it alive.
  ///
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The end value.
  ///   - owner: The object `update` writes to; held weakly.
  ///   - delayFactor: As in ``addAnimations(_:delayFactor:)``.
  ///   - update: Receives `owner` and the presentation value, as the `update` of
  ///     ``addAnimation(from:to:delayFactor:update:)`` does, while `owner` lives.
  /// - Throws: What ``addAnimations(_:delayFactor:)`` throws.
  public func addAnimation<Owner: AnyObject, Value: Animatable>(
    from: Value, to: Value, on owner: Owner, delayFactor: Double = 0, update: @escaping (Owner, Value) -> Void
  ) throws(AnimationError) {
    let losses = engine.targetLosses
    try addAnimations(
      { [weak owner] in
        guard let owner else { return }
        let property = AnimatedProperty(from, target: OwnedClosureSink(owner: owner, losses: losses, body: update))
        property.modelValue = to
      }, delayFactor: delayFactor)
  }
}
