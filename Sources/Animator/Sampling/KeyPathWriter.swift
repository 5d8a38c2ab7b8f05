/// Writes a key-path target's presentation value into its object: the sink of the property that
/// stands for the key path, and what holds the object (until the property goes).
///
/// It is the property's sink itself, with no closure beside it; and since only its property holds
/// it, its `deinit` is the property's end, which takes the property's entry out of the registry.
final class KeyPathWriter<Root: AnyObject, Value: Animatable>: PropertySink<Value> {
  /// The object written to.
  let object: Root
  /// The property of `object` written.
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  /// The registry that lists the property.
  let targets: KeyPathTargets

  /// Makes the writer of `keyPath` on `object`, listed in `targets`.
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, targets: KeyPathTargets) {
    self.object = object
    self.keyPath = keyPath
    self.targets = targets
  }

  /// Hands `value` to the object.
  override func receive(_ value: Value) {
    object[keyPath: keyPath] = value
  }

  override var journalKey: ScopeJournalEntry.Key? { .keyPath(ObjectIdentifier(object), keyPath) }

  /// An entry that holds the object weakly: the property that stands for the key path goes with
  /// the animations that hold it.
  override func journalEntry(restoring value: Value, sequence: UInt64) -> ScopeJournalEntry? {
    KeyPathJournalEntry(object: object, keyPath: keyPath, targets: targets, value: value, sequence: sequence)
  }

  deinit {
    // The property is going: only it holds its sink. It was the one property of this key, so the
    // entry is its own.
    targets.forget(ObjectIdentifier(object), keyPath)
  }
}
