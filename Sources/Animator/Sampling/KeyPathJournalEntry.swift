/// A journal entry for a key path on an object (``AnimationEngine/set(_:on:to:)``): the object and
/// the registry of its engine, both weakly. The property that stands for the key path may have
/// gone with the animation that made it; the entry then writes the object.
final class KeyPathJournalEntry<Root: AnyObject, Value: Animatable>: ScopeJournalEntry {
  private weak var object: Root?
  private let keyPath: ReferenceWritableKeyPath<Root, Value>
  private weak var targets: KeyPathTargets?
  private let value: Value

  init(
    object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, targets: KeyPathTargets, value: Value,
    sequence: UInt64
  ) {
    self.object = object
    self.keyPath = keyPath
    self.targets = targets
    self.value = value
    super.init(key: .keyPath(ObjectIdentifier(object), keyPath), sequence: sequence)
  }

  override var isAlive: Bool { object != nil }

  override func restore() {
    guard let object else { return }
    // The property that stands for the key path while something animates it takes the value as
    // its model, as `engine.set(_:on:to:)` outside a block does; with none, the object is written.
    if let targets, let entry = targets.property(of: ObjectIdentifier(object), keyPath),
      let property = entry.object as? AnimatedProperty<Value>,
      (property.targetSink as? KeyPathWriter<Root, Value>)?.writes(to: object) ?? true
    {
      property.restoreModel(value)
    } else {
      object[keyPath: keyPath] = value
    }
  }
}
