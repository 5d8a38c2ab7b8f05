/// One value a ``ScopeJournal`` puts back: a target's model value from before its scope first
/// changed it, and how to reach the target again without keeping it alive.
///
/// The kinds of target each have their entry, made by the property (``AnimatedProperty/journalEntry(restoring:sequence:)``):
/// an ``Animated`` property is held weakly (its owner keeps it; once the owner has let it go there
/// is nothing to restore), a key path's object weakly with the key path (``KeyPathJournalEntry``:
/// the property that stands for it lives only while something animates it), and a closure
/// target's property strongly, since nothing else keeps it once its animation ends (the closure is
/// the only way to reach what it writes).
class ScopeJournalEntry {
  /// What an entry restores, as its journal files it: the property, or the key path on its object.
  enum Key: Hashable {
    case property(ObjectIdentifier)
    case keyPath(ObjectIdentifier, AnyKeyPath)
  }

  /// What the entry restores.
  let key: Key
  /// When the entry was noted, among every journal's entries: a later entry has a larger number.
  let sequence: UInt64

  init(key: Key, sequence: UInt64) {
    self.key = key
    self.sequence = sequence
  }

  /// Whether the target lives, so that ``restore()`` can reach it.
  var isAlive: Bool { false }

  /// Sets the target's model value back, outside any animation block: animations of the target
  /// that are still running carry on relative to it, as after any set outside a block.
  func restore() {}
}
