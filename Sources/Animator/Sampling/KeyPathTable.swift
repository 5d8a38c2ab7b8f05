/// ``KeyPathTableBase`` for a key path of a known type.
final class KeyPathTable<Root: AnyObject, Value: Animatable>: KeyPathTableBase {
  /// The key path whose properties the table files.
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(keyPath: ReferenceWritableKeyPath<Root, Value>, targets: KeyPathTargets) {
    self.keyPath = keyPath
    super.init(keyPath: keyPath, targets: targets)
  }
}
