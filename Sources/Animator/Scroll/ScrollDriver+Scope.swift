/// A scroll driver in an ``AnimationScope``: the scope's cancel and revert detach it, leaving its
/// player where it is; its finish detaches it and finishes the player at its end.
extension ScrollDriver: ScopedMember {
  var canJoinScope: Bool { true }

  var scopedPlayer: (any Animating)? { nil }

  func scopeCancel() -> Bool {
    detach()
    return false
  }

  func scopeFinish() -> Bool {
    detach()
    if let member = player as? any ScopedMember {
      _ = member.scopeFinish()
    } else {
      AnimationScope.end(foreign: player, finishing: true)
    }
    return false
  }
}
