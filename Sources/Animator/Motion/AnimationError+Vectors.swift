extension AnimationError {
  /// Checks that every component of `value` is finite, or makes the error that says it is not.
  ///
  /// A vector's components are not reachable through ``VectorArithmetic``, but its
  /// ``VectorArithmetic/magnitudeSquared`` is NaN or infinite as soon as one of them is; it also
  /// overflows for components beyond about 1.34e154, which no animation has a use for: such a value
  /// is refused with that bound (``largestVectorRequirement``), not as infinite.
  static func requireFinite<V: VectorArithmetic>(
    vector value: V, _ parameter: @autoclosure () -> String
  ) throws(AnimationError) {
    guard value.magnitudeSquared.isFinite else {
      // Scaled far down, finite components no longer overflow: then the bound, not finiteness, is
      // what the value breaks, and the error says so.
      let finite = value.scaled(by: 0x1p-600).magnitudeSquared.isFinite
      throw .invalidArgument(
        parameter: parameter(), value: "\(value)", requirement: finite ? largestVectorRequirement : .finite)
    }
  }

  /// What a vector with finite components too large to square is refused for: the real bound.
  static let largestVectorRequirement = Requirement.other(
    "finite components whose squares sum to a finite number (each within about ±1.34e154)")
}
