/// What an ``AnimationScope`` must put back when it reverts: for each target its players changed,
/// the model value it had just before the scope's first change of it.
///
/// A scope's players record their blocks with the scope's journal
/// (``AnimationRecording/record(into:deferringRefresh:journal:_:)``), which marks each block
/// ``AnimationBlock/Recording/journaled`` and makes the journal ``current`` on the thread for the
/// recording's length; as such a block adopts a property it set, it notes the new layer's start
/// value here, the model from before the set (``AnimationBlock/adopt(_:)``), and a takeover notes
/// the model before it makes what is shown the model. Players that take a property over without a
/// recorded block (a spring, a decay) note it themselves (``note(_:)``). An unscoped recording pays
/// one compare of its block's recording byte per adoption: its blocks are plain, and the direct
/// path of a first layer takes only plain ones.
///
/// Only the first change of a target is noted: a later one finds its entry. Entries are keyed by
/// what they restore (a property, or a key path on an object) and checked for life, so a target
/// whose address a new one reuses starts a new entry. Each entry carries a number that increases
/// across every journal in the process, so that a scope reverting with its nested scopes puts the
/// oldest value of a target back last, whichever scope noted it.
///
/// A journal belongs to the isolation domain of its scope: it is not `Sendable`.
final class ScopeJournal {
  /// The entries, in the order they were noted.
  private(set) var entries: [ScopeJournalEntry] = []
  /// The index in ``entries`` of each target's latest entry.
  private var index: [ScopeJournalEntry.Key: Int] = [:]

  /// The journal entered on this thread for the recording that runs now, if any.
  private static let slot = ThreadSlot<ScopeJournal>()

  /// The last number handed to an entry, across every journal (entries of nested scopes may be
  /// noted on several threads over a scope's life, one at a time).
  private static let lastSequence = Locked<UInt64>(0)

  /// Makes an empty journal.
  init() {}

  /// Whether the journal has no entry.
  var isEmpty: Bool { entries.isEmpty }

  /// The number of entries.
  var count: Int { entries.count }

  /// Notes `property`'s model value, unless an entry for its target already lives.
  ///
  /// - Complexity: O(1) on average.
  func note<Value>(_ property: AnimatedProperty<Value>) {
    note(property, before: property.modelValue)
  }

  /// Notes `value` as `property`'s model value from before a change that is being made, unless an
  /// entry for its target already lives.
  ///
  /// - Complexity: O(1) on average.
  func note<Value>(_ property: AnimatedProperty<Value>, before value: Value) {
    let key = property.journalKey
    if let existing = index[key], entries[existing].isAlive { return }
    let sequence = Self.lastSequence.withLock { last in
      last += 1
      return last
    }
    index[key] = entries.count
    entries.append(property.journalEntry(restoring: value, sequence: sequence))
  }

  /// Takes every entry out, leaving the journal empty.
  func takeEntries() -> [ScopeJournalEntry] {
    index.removeAll()
    defer { entries.removeAll() }
    return entries
  }

  /// Drops the entries whose target has gone.
  ///
  /// - Complexity: O(entries).
  func dropGoneEntries() {
    guard entries.contains(where: { !$0.isAlive }) else { return }
    entries.removeAll { !$0.isAlive }
    index.removeAll(keepingCapacity: true)
    for (position, entry) in entries.enumerated() { index[entry.key] = position }
  }
}

extension ScopeJournal {
  /// The journal entered for the recording that runs on this thread, if any.
  static var current: ScopeJournal? { slot.current }

  /// Makes `journal` ``current`` on this thread, for a recording; the caller keeps it alive until
  /// ``leave(restoring:)``.
  ///
  /// - Returns: The journal it replaces, for ``leave(restoring:)``.
  static func enter(_ journal: ScopeJournal) -> _UnsafeUnretained<ScopeJournal>? {
    slot.enter(journal)
  }

  /// Puts back what ``enter(_:)`` found.
  static func leave(restoring previous: _UnsafeUnretained<ScopeJournal>?) {
    slot.leave(restoring: previous)
  }
}

@available(*, unavailable)
extension ScopeJournal: Sendable {}
