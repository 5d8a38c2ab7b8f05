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
  /// Inside any animation block, ``AnimationEngine/set(_:on:to:)`` sets a key path the same way, so
  /// that one block (of an animator, a timeline or a fire-and-forget
  /// ``AnimationEngine/quickAnimate(duration:curve:animations:completion:)``) can set key paths and
  /// ``Animated`` properties together.
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
    let animation = { engine.withTarget(object, keyPath) { property in property.modelValue = value } }
    try AnimationError.requireFinite(delayFactor, "delayFactor")
    guard try !playback.machine.addAnimations() else {
      try addAnimations(animation, delayFactor: delayFactor)
      return
    }
    addPendingKeyPathAnimation(animation, delayFactor: min(max(delayFactor, 0), 1))
  }

  /// Adds a key-path animation to an inactive animator: to the block waiting last, if key-path
  /// animations with the same delay made it, or as a new waiting block.
  ///
  /// Key-path animations added one after another with one delay are recorded as one block when the
  /// animator starts, as if one ``addAnimations(_:delayFactor:)`` block had set them all: their
  /// blocks would have had the same progress at every instant, so the values shown, their
  /// velocities and the ends are the same, and each key path costs no block of its own (a block,
  /// its list of properties and its place in the animator's list of blocks).
  private func addPendingKeyPathAnimation(_ animation: @escaping () -> Void, delayFactor: Double) {
    let batches = engine.attachment(KeyPathBatches.init)
    if let batch = batches.open, batch.animator == ObjectIdentifier(self), !batch.hasRun,
      batch.pendingCount == pendingBlocks.count, batch.delayFactor == delayFactor
    {
      batch.animations.append(animation)
      return
    }
    let batch = KeyPathBatch(animator: ObjectIdentifier(self), delayFactor: delayFactor, first: animation)
    pendingBlocks.append(PendingBlock(animations: batch.run, delayFactor: delayFactor))
    batch.pendingCount = pendingBlocks.count
    batches.open = batch
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
