// A block's reads without the check for `nil`: its property index while it is being made, and the
// sampling store's lane while it has a row there.

extension AnimationBlock {
  /// Whether ``propertyIndex``, which exists, holds `identity`: read in place, without the check
  /// for `nil` (made in debug builds).
  @_transparent
  func indexContains(_ identity: ObjectIdentifier) -> Bool {
    assert(propertyIndex != nil, "the block indexes its properties")
    return propertyIndex.unsafelyUnwrapped.contains(identity)
  }

  /// The sampling store's lane (``lane``), which a block with a row (``laneProgress``) knows and
  /// the store holds while the row lives: read without the check for `nil` (made in debug builds).
  @_transparent
  var storeLane: PropertyLane {
    assert(lane != nil, "a block with a row knows the store's lane")
    return lane.unsafelyUnwrapped.object
  }
}
