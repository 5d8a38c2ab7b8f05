/// A follower's range and where it stood at the last offset its source read.
struct ScrollPlace {
  /// Before the range, inside it, or after it.
  enum Side: Int, Comparable {
    case before, inside, after
    static func < (a: Side, b: Side) -> Bool { a.rawValue < b.rawValue }
  }

  let axis: ScrollAxis
  var range: ScrollRange
  /// The range's offsets in the current geometry, or `nil` while it is inactive.
  var offsets: ScrollRange.Offsets?
  /// Where the follower stood at the source's last offset; `nil` while inactive.
  var side: Side?
  /// The order in which it was attached: ties between equal offsets go to the earlier one.
  var sequence = 0
  /// The last move of the index that took the follower as a candidate, so that it is taken once.
  var stamp = 0
  /// Whether the follower is attached to its source.
  var isAttached = true

  /// The side of the range that `offset` lies on. A range without length (or whose end comes
  /// before its start) is a step at its start: before it, or after it.
  func side(at offset: Double) -> Side? {
    guard let offsets else { return nil }
    if offset < offsets.start { return .before }
    if offsets.end > offsets.start && offset <= offsets.end { return .inside }
    return .after
  }
}
