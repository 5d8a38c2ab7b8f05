/// A spring or a decay in an ``AnimationScope``: its start takes its property over without a
/// recorded block, so it notes the property in its scope's journal itself, before the takeover.
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
}
