/// An animator in an ``AnimationScope``: the scope is kept, weakly, in the animator's ``Extras``
/// (made for it; an animator in no scope keeps none), and the blocks of its runs note what they
/// change in the scope's journal.
extension PropertyAnimator: ScopedMember {
  var scopeLink: ScopeLink? {
    get { extras?.scopeLink }
    set {
      if let newValue {
        makeExtras().scopeLink = newValue
      } else {
        extras?.scopeLink = nil
      }
    }
  }

  /// An animator that a timeline holds is acted on through the timeline.
  var canJoinScope: Bool { parentTimelineObject == nil }

  /// The journal the animator's blocks note their properties in: its scope's, if it is in one.
  var scopeJournal: ScopeJournal? { extras?.scopeLink?.scope?.journal }
}
