/// A timeline in an ``AnimationScope``: a root timeline joins a scope, and everything its tree
/// records (tweens, springs, nested timelines, the animators it holds) notes what it changes in
/// that scope's journal; a nested timeline is acted on through its root.
extension Timeline: ScopedMember {
  /// A nested timeline is acted on through the timeline that holds it.
  var canJoinScope: Bool { parentTimeline == nil }

  /// The journal the timeline's recordings note their properties in: its scope's, for a root in a
  /// scope. Read on the root (``root``).
  var scopeJournal: ScopeJournal? { scope?.journal }

  /// What the scope's cancel does to every player, then the waiters of the nested timelines, whose
  /// completions the end of a stopped timeline lets go of uncalled, resumed with `nil`.
  func scopeCancel() -> Bool {
    do {
      guard try coreCancelForScope() else { return false }
      dropWaiters()
      return false
    } catch {
      engine.report(error)
      return true
    }
  }
}
