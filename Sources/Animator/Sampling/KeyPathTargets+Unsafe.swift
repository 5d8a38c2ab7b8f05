// The registry's unchecked downcast: a key path's table has the key path's types.

extension KeyPathTargets {
  /// The table of `keyPath`, made the first time.
  ///
  /// The table filed under a key path was made for it, with its root and value types, so it is
  /// downcast unchecked: a checked cast would ask the runtime on every set through a key path.
  func table<Root: AnyObject, Value: Animatable>(
    of keyPath: ReferenceWritableKeyPath<Root, Value>
  ) -> KeyPathTable<Root, Value> {
    if let table = tables[keyPath] { return unsafeDowncast(table, to: KeyPathTable<Root, Value>.self) }
    let table = KeyPathTable(keyPath: keyPath, targets: self)
    tables[keyPath] = table
    return table
  }
}
