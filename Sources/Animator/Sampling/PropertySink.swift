/// Receives an ``AnimatedProperty``'s presentation value at each refresh: a closure target's
/// closure (``ClosureSink``), a key path's writer, or the change reporter.
///
/// A class rather than a closure, so that a property keeps one reference (one word, not a
/// closure's two) and a key-path writer is its own sink, with no closure context beside it.
class PropertySink<Value> {
  /// Hands `value`, the property's presentation value, to the target.
  func receive(_ value: Value) {}

  /// What a scope's journal files the target under, when it is not the property itself (a key
  /// path on an object); `nil` for the property.
  var journalKey: ScopeJournalEntry.Key? { nil }

  /// The journal entry that puts `value` back in the target, when the property is not the way to
  /// reach it later (a key path's object); `nil` for an entry of the property itself.
  func journalEntry(restoring value: Value, sequence: UInt64) -> ScopeJournalEntry? { nil }

  /// Whether the target is gone, so that the property's value reaches no one: a key path's object
  /// that was let go of. An animation whose every target is gone ends.
  var targetIsGone: Bool { false }

  /// Whether a scope's journal keeps the property alive to restore it: a closure target's, which
  /// nothing else keeps once its animation ends.
  var journalKeepsProperty: Bool { false }
}
