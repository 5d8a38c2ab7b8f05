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
  /// try animator.addAnimations({ engine.set(\.position, on: node, to: .zero) }, delayFactor: 0.5)
  /// ```
  ///
  /// This is the door to animate an object you do not own: inside a block of a
  /// ``PropertyAnimator`` (``PropertyAnimator/addAnimations(_:delayFactor:)``), of a quick animation
  /// (``animate(duration:curve:animations:completion:)-(Duration,_,_,_)``) or of a timeline's tween,
  /// the key path takes a layer in that block: what animates it writes the presentation value into
  /// the object on every tick, animations of the same key path on the same object set through this
  /// engine add up, as animations of ``Animated`` properties do, and the object is not held: once it
  /// goes, what animates it ends at the next tick (as soon as every target it moves is gone). The key paths a block sets share that block, so an animation of four key paths costs one
  /// block, not four. A timeline's ``Timeline/addTween(of:on:from:to:duration:curve:timing:at:name:)-(_,_,_,_,Double,_,_,_,_)``
  /// spells one tween of one key path.
  ///
  /// Writing through a key path costs more than updating an ``Animated`` property; for thousands
  /// of objects per frame, prefer ``Animated`` properties or
  /// ``PropertyAnimator/addAnimation(from:to:delayFactor:update:)``.
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
    let targets = keyPathTargets
    if let property = existingTarget(object, keyPath, in: targets) {
      property.modelValue = value
    } else if AnimationRecording.activeBlock != nil {
      makeTarget(object, keyPath, in: targets).modelValue = value
    } else {
      object[keyPath: keyPath] = value
    }
  }

  /// The registry of the properties that stand for key paths on this engine, made the first time.
  var keyPathTargets: KeyPathTargets {
    attachment { KeyPathTargets(losses: targetLosses) }
  }

  /// Runs `body` with the property that stands for `keyPath` on `object`, making it if needed;
  /// what animates it keeps it.
  func withTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ body: (AnimatedProperty<Value>) -> Void
  ) {
    let targets = keyPathTargets
    // Held while `body` runs: `body` may end the animations that hold it.
    let property = existingTarget(object, keyPath, in: targets) ?? makeTarget(object, keyPath, in: targets)
    body(property)
  }

  /// The property that stands for `keyPath` on `object` in `targets`, if one lives.
  ///
  /// A property found idle (no layer, nothing suspended: held by something that does not animate
  /// it now, such as a timeline's recording of a tween that ended) first takes up the object's
  /// current value without writing it, as a new property would read it. A property filed under the object's identity for an object that went
  /// (whose address `object` now has) is not `object`'s: it is unfiled, and `nil` returned.
  func existingTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, in targets: KeyPathTargets
  ) -> AnimatedProperty<Value>? {
    guard let entry = targets.property(of: ObjectIdentifier(object), keyPath),
      let existing = entry.object as? AnimatedProperty<Value>
    else { return nil }
    if let writer = existing.targetSink as? KeyPathWriter<Root, Value>, !writer.writes(to: object) {
      writer.unfile()
      writer.table.forget(ObjectIdentifier(object))
      return nil
    }
    if existing.isIdle { existing.takeUpIdle(object[keyPath: keyPath]) }
    return existing
  }

  /// A new property standing for `keyPath` on `object`, with the object's current value, filed in
  /// `targets`; its writer takes it out when it goes.
  func makeTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, in targets: KeyPathTargets
  ) -> AnimatedProperty<Value> {
    let table = targets.table(of: keyPath)
    let writer = KeyPathWriter(object: object, table: table)
    let property = AnimatedProperty(object[keyPath: keyPath], target: writer)
    table.properties[ObjectIdentifier(object)] = _UnsafeUnretained(property)
    return property
  }
}
