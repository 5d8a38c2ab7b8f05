/// Writes a key-path target's presentation value into its object: the sink of the property that
/// stands for the key path.
///
/// It is the property's sink itself, with no closure beside it; and since only its property holds
/// it, its `deinit` is the property's end, which takes the property's entry out of the registry.
///
/// It holds the object weakly: an animation keeps no object it moves through a key path alive. A
/// write that finds the object gone writes nothing and reports the loss to the registry, once; the
/// engine ends the animations whose targets are all gone after that tick's sampling pass and
/// completions.
final class KeyPathWriter<Root: AnyObject, Value: Animatable>: PropertySink<Value> {
  /// The object written to, until it goes.
  weak var object: Root?
  /// The table of the key path written (``KeyPathTable/keyPath``), in the registry that lists the
  /// property.
  let table: KeyPathTable<Root, Value>
  /// The object's identity, under which the table files the property; `nil` once the table files
  /// another property there (the object went, and another object took its address).
  private(set) var filedUnder: ObjectIdentifier?

  /// Makes the writer of the key path of `table` on `object`.
  init(object: Root, table: KeyPathTable<Root, Value>) {
    self.object = object
    self.table = table
    filedUnder = ObjectIdentifier(object)
  }

  /// Hands `value` to the object, or reports that it is gone.
  override func receive(_ value: Value) {
    guard let object else {
      table.targets.noteLost(ObjectIdentifier(self))
      return
    }
    object[keyPath: table.keyPath] = value
  }

  override var targetIsGone: Bool { object == nil }

  override var journalKey: ScopeJournalEntry.Key? {
    guard let object else { return nil }
    return .keyPath(ObjectIdentifier(object), table.keyPath)
  }

  /// An entry that holds the object weakly: the property that stands for the key path goes with
  /// the animations that hold it.
  override func journalEntry(restoring value: Value, sequence: UInt64) -> ScopeJournalEntry? {
    guard let object else { return nil }
    return KeyPathJournalEntry(
      object: object, keyPath: table.keyPath, targets: table.targets, value: value, sequence: sequence)
  }

  /// Whether the table files this writer's property under `object`'s identity: the object is alive
  /// and is this writer's.
  func writes(to object: Root) -> Bool { self.object === object }

  /// Stops the table from filing the property under the object's identity, which another object
  /// now has: the table files that object's property there instead.
  func unfile() { filedUnder = nil }

  deinit {
    // The property is going: only it holds its sink. It was the one property of this key, so the
    // entry is its own, unless another object's took its place.
    if let filedUnder { table.forget(filedUnder) }
    table.targets.forgetLost(ObjectIdentifier(self))
  }
}
