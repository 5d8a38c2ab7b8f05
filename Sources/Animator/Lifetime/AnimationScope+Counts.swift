extension AnimationScope {
  /// The number of quick animations the scope holds that still run; a child scope's are in its
  /// own count.
  ///
  /// ```swift
  /// try animations.add { () throws(AnimationError) in
  ///   try engine.animate(duration: 0.3) { card.opacity = 1 }
  /// }
  /// animations.runningQuickAnimationCount   // 1, until it ends
  /// ```
  ///
  /// - Complexity: O(n) for the n entries the scope keeps.
  public var runningQuickAnimationCount: Int {
    memberships.count { $0.quickRuns != nil && $0.isLive(in: self) }
  }

  /// The number of values ``revert()`` would put back now: the properties and key paths the scope
  /// and its children changed, counted once each, whose targets live.
  ///
  /// ```swift
  /// try animations.add { () throws(AnimationError) in
  ///   try engine.animate(duration: 0.3) { card.opacity = 1; card.position = .zero }
  /// }
  /// animations.revertibleValueCount   // 2
  /// animations.revert()
  /// animations.revertibleValueCount   // 0
  /// ```
  ///
  /// - Complexity: O(v) for the v values the scope and its children noted.
  public var revertibleValueCount: Int {
    var keys = Set<ScopeJournalEntry.Key>()
    collectLiveJournalKeys(into: &keys)
    return keys.count
  }

  /// Adds the keys of the live journal entries of this scope and its children to `keys`.
  private func collectLiveJournalKeys(into keys: inout Set<ScopeJournalEntry.Key>) {
    for entry in journal.entries where entry.isAlive { keys.insert(entry.key) }
    for child in childScopes { child.collectLiveJournalKeys(into: &keys) }
  }
}
