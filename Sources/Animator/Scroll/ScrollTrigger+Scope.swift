/// A scroll trigger in an ``AnimationScope``: each of the scope's endings detaches it, leaving its
/// player as it is (a player the scope holds ends with the scope on its own).
extension ScrollTrigger: ScopedMember {
  var canJoinScope: Bool { true }

  var scopedPlayer: (any Animating)? { nil }

  func scopeCancel() -> Bool {
    detach()
    return false
  }

  func scopeFinish() -> Bool {
    detach()
    return false
  }
}
