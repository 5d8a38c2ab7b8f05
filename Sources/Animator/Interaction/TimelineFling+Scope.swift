/// A fling in an ``AnimationScope``: it joins its timeline's scope when it is made (or the scope
/// collecting then), and is cancelled and finished as every player is. It records nothing: the
/// timeline it moves notes what that changes.
extension TimelineFling: ScopedMember {
  /// Always: a fling is never nested in a timeline.
  var canJoinScope: Bool { true }
}
