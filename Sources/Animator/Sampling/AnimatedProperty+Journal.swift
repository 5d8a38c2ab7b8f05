extension AnimatedProperty {
  /// What a scope's journal files the property's target under (``ScopeJournal``).
  var journalKey: ScopeJournalEntry.Key {
    targetSink?.journalKey ?? .property(ObjectIdentifier(self))
  }

  /// A journal entry that puts `value`, a model value of the property, back in its target.
  func journalEntry(restoring value: Value, sequence: UInt64) -> ScopeJournalEntry {
    let target = targetSink
    if let entry = target?.journalEntry(restoring: value, sequence: sequence) { return entry }
    return PropertyJournalEntry(self, value: value, keeping: target?.journalKeepsProperty ?? false, sequence: sequence)
  }

  /// Notes `value`, the model value before a change, in the journal of the recording that runs
  /// now: called by a change of a property in a journaled block
  /// (``AnimationBlock/Recording/journaled``) that cannot wait for the block to adopt it (a takeover,
  /// which makes what is shown the model first).
  @inline(never)
  func noteInCurrentJournal(before value: Value) {
    ScopeJournal.current?.note(self, before: value)
  }

  func noteNewestLayerInJournal() {
    guard layerCount != 0 else { return }
    ScopeJournal.current?.note(self, before: layers[Int(layerCount) - 1].from)
  }

  /// Sets the model value to `value` outside any animation block, keeping the layers: what a
  /// scope's revert does with a journaled value. With no layer left, the presentation value is
  /// `value`, to the bit.
  func restoreModel(_ value: Value) {
    setModelKeepingLayers(value)
  }
}
