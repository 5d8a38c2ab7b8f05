/// A journal entry for an ``AnimatedProperty`` reached directly: weakly, or, for a closure
/// target, strongly.
final class PropertyJournalEntry<Value: Animatable>: ScopeJournalEntry {
  private weak var property: AnimatedProperty<Value>?
  /// The property, for a closure target, which nothing else keeps.
  private let kept: AnimatedProperty<Value>?
  private let value: Value

  init(_ property: AnimatedProperty<Value>, value: Value, keeping: Bool, sequence: UInt64) {
    self.property = keeping ? nil : property
    kept = keeping ? property : nil
    self.value = value
    super.init(key: .property(ObjectIdentifier(property)), sequence: sequence)
  }

  override var isAlive: Bool { kept != nil || property != nil }

  override func restore() {
    (kept ?? property)?.restoreModel(value)
  }
}
