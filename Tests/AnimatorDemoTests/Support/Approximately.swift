/// Floating-point comparisons with an explicit tolerance.
extension Double {
  /// Whether `self` is within `tolerance` of `other`.
  func isApproximatelyEqual(to other: Double, tolerance: Double = 1e-9) -> Bool {
    abs(self - other) <= tolerance
  }
}
