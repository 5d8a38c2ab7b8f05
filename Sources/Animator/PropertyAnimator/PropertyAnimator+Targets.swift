extension PropertyAnimator {
  /// Animates a property of an object you already have (a game node, a view of another framework)
  /// through a key path, as if a block had set it.
  ///
  /// ```swift
  /// try animator.addAnimation(of: \.position, on: node, to: Point2D(x: 100, y: 0))
  /// ```
  ///
  /// The animator writes the presentation value into the object on every tick, so the object always
  /// shows the animation. Animations of the same key path on the same object by several animators
  /// of one engine add up, as animations of ``Animated`` properties do. The object is held until
  /// the animation ends.
  ///
  /// Writing through a key path costs more than updating an ``Animated`` property; for thousands of
  /// objects per frame, prefer ``Animated`` properties or ``addAnimation(from:to:delayFactor:update:)``.
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - object: The object that has it.
  ///   - value: The end value.
  ///   - delayFactor: As in ``addAnimations(_:delayFactor:)``.
  /// - Throws: What ``addAnimations(_:delayFactor:)`` throws.
  public func addAnimation<Root: AnyObject, Value: Animatable>(
    of keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, to value: Value, delayFactor: Double = 0
  ) throws(AnimationError) {
    let engine = self.engine
    try addAnimations(
      {
        engine.withTarget(object, keyPath) { property in property.modelValue = value }
      }, delayFactor: delayFactor)
  }

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
