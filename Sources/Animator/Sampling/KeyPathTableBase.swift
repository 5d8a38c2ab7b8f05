/// The properties of one key path on the objects of one engine (``KeyPathTargets``), and the key
/// path itself, which the writers of those properties read from here.
class KeyPathTableBase {
  /// The property of each object, unretained: an `AnimatedProperty<Value>` for the key path's value
  /// type, alive while it is here.
  var properties: [ObjectIdentifier: _UnsafeUnretained<AnyObject>] = [:]
  /// The registry that files this table while it files some property: the writers reach it here.
  let targets: KeyPathTargets
  /// The key path, type-erased: the table's key in the registry.
  let anyKeyPath: AnyKeyPath

  init(keyPath: AnyKeyPath, targets: KeyPathTargets) {
    self.anyKeyPath = keyPath
    self.targets = targets
  }

  /// Takes out the property of the object `object`, and the table from the registry once empty.
  func forget(_ object: ObjectIdentifier) {
    properties[object] = nil
    if properties.isEmpty { targets.dropIfEmpty(self) }
  }
}
