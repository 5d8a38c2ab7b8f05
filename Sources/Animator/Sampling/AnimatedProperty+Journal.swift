extension AnimatedProperty {
  /// The sink that stands for the property's target: while the property reports its changes, the
  /// one the change reporter passes values on to.
  private var targetSink: PropertySink<Value>? {
    if let reporter = changeReporter { return reporter.targetSink }
    return sink
  }

  /// What a scope's journal files the property's target under (``ScopeJournal``).
  var journalKey: ScopeJournalEntry.Key {
    targetSink?.journalKey ?? .property(ObjectIdentifier(self))
  }

  /// A journal entry that puts the model value the property has now back in its target.
  func journalEntry(sequence: UInt64) -> ScopeJournalEntry {
    let target = targetSink
    if let entry = target?.journalEntry(restoring: model, sequence: sequence) { return entry }
    return PropertyJournalEntry(self, value: model, keeping: target?.journalKeepsProperty ?? false, sequence: sequence)
  }

  /// Notes the model value in the journal of the recording that runs now: called, before the
  /// change, by each change of a property in a journaled block
  /// (``AnimationBlock/Recording/journaled``).
  @inline(never)
  func noteInCurrentJournal() {
    ScopeJournal.current?.note(self)
  }

  /// Sets the model value to `value` outside any animation block, keeping the layers: what a
  /// scope's revert does with a journaled value. With no layer left, the presentation value is
  /// `value`, to the bit.
  func restoreModel(_ value: Value) {
    setModelKeepingLayers(value)
  }
}
