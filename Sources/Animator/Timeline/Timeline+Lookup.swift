/// Live editing: removing, replacing, killing, moving and retiming children of a timeline that may
/// be playing or paused, as GSAP's `remove`, `kill`, `killTweensOf` and `shiftChildren` and the Web
/// Animations API's `updateTiming` and `setKeyframes` do.
///
/// Every edit either throws a typed error and changes nothing, or changes the structure and then
/// shows the values the edited timeline has where the playhead is. An edit moves no playhead and
/// fires no event: the events of later moves are the crossings of the edited timeline, each once.
/// (If the edit shortens the timeline below the playhead, the playhead moves back to the new end
/// without firing events.)
///
/// While the timeline is active, an edit other than a kill records the tweens and springs of the
/// whole tree again from the values the properties had before the timeline recorded them, so the
/// edited timeline shows what a timeline built that way from the start would show. While it is
/// inactive, an edit forgets the start values an earlier run recorded (as ``Timeline/invalidate()``
/// does): the next run records afresh.
extension Timeline {
  /// The first child named `name`, in timeline order, or `nil`.
  ///
  /// - Parameter name: The name given when the child was added.
  /// - Returns: The child.
  public func child(named name: String) -> TimelineChild? {
    children.first { $0.name == name }
  }

  /// Every child of this timeline and of the timelines nested in it, depth first in timeline order
  /// (GSAP's `getChildren(true)`): a nested timeline's child comes right after the nested timeline.
  public var allChildren: [TimelineChild] {
    var all: [TimelineChild] = []
    for child in children {
      all.append(child)
      if let nested = child.nestedTimeline { all.append(contentsOf: nested.allChildren) }
    }
    return all
  }

  /// The children of this timeline and of the timelines nested in it that animate `property`
  /// (GSAP's `getTweensOf`): tweens made with ``addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``,
  /// springs, and, once the timeline has recorded them, tween blocks that set the property.
  ///
  /// ```swift
  /// let moving = timeline.children(animating: card.$opacity)
  /// ```
  ///
  /// - Parameter property: The property.
  /// - Returns: The children, depth first in timeline order.
  public func children<Value>(animating property: AnimatedProperty<Value>) -> [TimelineChild] {
    let id = ObjectIdentifier(property)
    return allChildren.filter { $0.animates(id) }
  }
}

extension TimelineChild {
  /// Whether the child animates the property `id` names.
  func animates(_ id: ObjectIdentifier) -> Bool {
    switch content {
    case .tween(let tween):
      // A tween of a property that went names an address another property may have now.
      if tween.target == id && !tween.hasLostTarget { return true }
      return tween.block?.properties.contains { ObjectIdentifier($0) == id } ?? false
    case .spring(let spring):
      return spring.targetIdentity == id
    case .animator, .timeline, .callback:
      return false
    }
  }
}
