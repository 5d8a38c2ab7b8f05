extension AnimationEngine {
  /// Sets a property of an object you already have (a game node, a view of another framework)
  /// through a key path, as setting an ``Animated`` property does: inside an animation block it
  /// animates from what is shown to `value`, outside one it changes the value at once.
  ///
  /// ```swift
  /// try engine.animate(duration: .milliseconds(300)) {
  ///   engine.set(\.position, on: node, to: Point2D(x: 100, y: 0))
  ///   engine.set(\.alpha, on: node, to: 1)
  /// }
  /// ```
  ///
  /// Inside a block of a ``PropertyAnimator``, a quick animation
  /// (``animate(duration:curve:animations:completion:)-(Duration,_,_,_)``) or a timeline's tween, the key path
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
}
