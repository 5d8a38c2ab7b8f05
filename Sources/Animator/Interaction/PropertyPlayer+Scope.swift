/// A spring or a decay in an ``AnimationScope``: its start takes its property over without a
/// recorded block, so it notes the property in its scope's journal itself, before the takeover.
extension PropertyPlayer where Self: ScopedMember {
  /// Always: no timeline holds a spring or a decay.
  var canJoinScope: Bool { true }

  /// Notes the property's model value in the journal of the scope the player is in, if any.
  func noteInScopeJournal() {
    scope?.journal.note(property)
  }
}
