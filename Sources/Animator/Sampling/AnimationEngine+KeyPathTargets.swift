extension AnimationEngine {
  /// Sets a property of an object you already have (a game node, a view of another framework)
  /// through a key path, as setting an ``Animated`` property does: inside an animation block it
  /// animates from what is shown to `value`, outside one it changes the value at once.
  ///
  /// ```swift
  /// try engine.quickAnimate(duration: .milliseconds(300)) {
  ///   engine.set(\.position, on: node, to: Point2D(x: 100, y: 0))
  ///   engine.set(\.alpha, on: node, to: 1)
  /// }
  /// ```
  ///
  /// Inside a block of a ``PropertyAnimator``, a quick animation
  /// (``quickAnimate(duration:curve:animations:completion:)``) or a timeline's tween, the key path
  /// takes a layer in that block, exactly as
  /// ``PropertyAnimator/addAnimation(of:on:to:delayFactor:)`` gives it: what animates it writes
  /// the presentation value into the object on every tick, animations of the same key path on the
  /// same object set through this engine add up, and the object is held until they end. The key
  /// paths a block sets share that block, so a quick animation of four key paths costs one block
  /// and one run, not four.
  ///
  /// Outside a block, a key path that something animates takes `value` as its model value and the
  /// animations carry on from there, as an ``Animated`` property's do; one that nothing animates
  /// is written at once, with nothing kept.
  ///
  /// - Parameters:
  ///   - keyPath: The property to set.
  ///   - object: The object that has it.
  ///   - value: The new value.
  /// - Complexity: O(1) on average, and O(l) in the layers of the key path's property when it has
  ///   some.
  public func set<Root: AnyObject, Value: Animatable>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, to value: Value
  ) {
    // One look in the registry: a key path that something animates takes the value as its model.
    let targets = attachment(KeyPathTargets.init)
    if let property = existingTarget(object, keyPath, in: targets) {
      property.modelValue = value
    } else if AnimationRecording.activeBlock != nil {
      makeTarget(object, keyPath, in: targets).modelValue = value
    } else {
      object[keyPath: keyPath] = value
    }
  }

  /// Runs `body` with the property that stands for `keyPath` on `object`, making it if needed;
  /// what animates it keeps it.
  func withTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ body: (AnimatedProperty<Value>) -> Void
  ) {
    let targets = attachment(KeyPathTargets.init)
    // Held while `body` runs: `body` may end the animations that hold it.
    let property = existingTarget(object, keyPath, in: targets) ?? makeTarget(object, keyPath, in: targets)
    body(property)
  }

  /// The property that stands for `keyPath` on `object` in `targets`, if one lives.
  ///
  /// A property found idle (no layer, nothing suspended: held only by a block whose layer another
  /// block took over) first takes up the object's current value without writing it, as a new
  /// property would read it.
  func existingTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, in targets: KeyPathTargets
  ) -> AnimatedProperty<Value>? {
    guard let entry = targets.property(of: ObjectIdentifier(object), keyPath),
      let existing = entry.object as? AnimatedProperty<Value>
    else { return nil }
    if existing.isIdle { existing.takeUpIdle(object[keyPath: keyPath]) }
    return existing
  }

  /// A new property standing for `keyPath` on `object`, with the object's current value, filed in
  /// `targets`; its writer takes it out when it goes.
  func makeTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, in targets: KeyPathTargets
  ) -> AnimatedProperty<Value> {
    let writer = KeyPathWriter(object: object, keyPath: keyPath, targets: targets)
    let property = AnimatedProperty(object[keyPath: keyPath], target: writer)
    targets.register(_UnsafeUnretained(property), of: ObjectIdentifier(object), keyPath)
    return property
  }
}
