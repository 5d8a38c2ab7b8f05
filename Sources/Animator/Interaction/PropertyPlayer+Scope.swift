/// A spring or a decay in an ``AnimationScope``: its start takes its property over without a
/// recorded block, so it notes the property in its scope's journal itself, before the takeover;
/// and it ends, as every player does, once its property went with its owner.
extension PropertyPlayer where Self: ScopedMember {
  /// Always: no timeline holds a spring or a decay.
  var canJoinScope: Bool { true }

  /// Notes the property's model value in the journal of the scope the player is in, if any.
  func noteInScopeJournal() {
    if let property { scope?.journal.note(property) }
  }

  /// Ends the run where it is shown, with no completion, once the property went with its owner (or
  /// the object of its key path was let go of): what a scope's cancel does. The property's
  /// `deinit` raised the engine's flag through the block (``AnimationBlock/forget(_:reason:)``); a
  /// start or resume of a player whose property had gone raises it itself (``ForwardPlayer``).
  ///
  /// - Complexity: O(1); the engine asks only after a tick in which some target went.
  func endIfPropertyGone() {
    guard drivenProperty.isGone else { return }
    _ = scopeCancel()
  }

  /// Ends the player once its property went with its owner (``endIfPropertyGone()``).
  func engineEndIfTargetsGone() { endIfPropertyGone() }

  /// Whether the property went with its owner while the player's layer was in it, or before the run
  /// was made (``AnimationBlock/lostTargets``): a start or a resume then raises the engine's flag,
  /// so that the engine ends the player after its next tick. Chosen over ``ForwardPlayer``'s
  /// default, which says never, as the more constrained of the two.
  var hasLostTarget: Bool { block.lostTargets }

  /// Completes the run that reached its end, unless the property went: the player then ends where
  /// it is shown, with no completion, as the engine's scan after the tick would end it.
  func engineComplete() {
    if hasLostTarget && drivenProperty.isGone {
      _ = scopeCancel()
      return
    }
    coreReachEnd(since: snapshot, pausing: false)
  }
}
