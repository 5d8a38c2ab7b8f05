/// A spring in an ``AnimationScope``: it is cancelled and finished as every player is, and notes
/// its property in the scope's journal at each start (``PropertyPlayer/noteInScopeJournal()``).
extension SpringAnimation: ScopedMember {
  /// Ends the spring once its property went with its owner (``PropertyPlayer/endIfPropertyGone()``).
  func engineEndIfTargetsGone() { endIfPropertyGone() }

  /// Whether the property went with its owner while the spring's layer was in it, or before the run
  /// was made (``AnimationBlock/lostTargets``): a start or a resume then raises the engine's flag,
  /// so that the engine ends the spring after its next tick.
  var hasLostTarget: Bool { block.lostTargets }

  /// Completes the run that reached its end, unless the property went: the spring then ends where it
  /// is shown, with no completion, as the engine's scan after the tick would end it.
  func engineComplete() {
    if hasLostTarget && drivenProperty.isGone {
      _ = scopeCancel()
      return
    }
    coreReachEnd(since: snapshot, pausing: false)
  }
}
