import Animator

extension Double {
  /// Whether two numbers agree within an absolute tolerance (or are both NaN, or the same infinity).
  func isApproximatelyEqual(to other: Double, absoluteTolerance: Double = 1e-9) -> Bool {
    if self == other { return true }
    if isNaN && other.isNaN { return true }
    return abs(self - other) <= absoluteTolerance
  }
}

extension VectorArithmetic {
  /// Whether two values agree within an absolute tolerance on their distance.
  func isApproximatelyEqual(to other: Self, absoluteTolerance: Double = 1e-9) -> Bool {
    (self - other).magnitudeSquared <= absoluteTolerance * absoluteTolerance
  }
}
