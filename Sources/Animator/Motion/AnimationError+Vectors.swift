extension AnimationError {
  /// Checks that every component of `value` is finite, or makes the error that says it is not.
  ///
  /// A vector's components are not reachable through ``VectorArithmetic``, but its
  /// ``VectorArithmetic/magnitudeSquared`` is NaN or infinite as soon as one of them is; it also
  /// overflows for components beyond about 1e154, which no animation has a use for.
  static func requireFinite<V: VectorArithmetic>(vector value: V, _ parameter: String) throws(AnimationError) {
    guard value.magnitudeSquared.isFinite else {
      throw .invalidArgument(parameter: parameter, value: "\(value)", requirement: .finite)
    }
  }
}
