/// What a ``ScrollSource`` moves when its offset changes: a ``ScrollDriver`` or a
/// ``ScrollTrigger``.
protocol ScrollFollowing: AnyObject {
  /// The follower's place in its source's index.
  var place: ScrollPlace { get set }
  /// Moves the follower from `old` to `new` (both offsets already in the scrollable distance).
  /// `old` is `nil` when the follower has no previous reading: just attached, or its range or
  /// the geometry changed.
  func scrolled(from old: ScrollPlace.Side?, to offset: Double)
}
