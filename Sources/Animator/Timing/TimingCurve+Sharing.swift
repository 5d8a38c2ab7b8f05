extension TimingCurve {
  /// Whether `other` gives the same value and slope as this curve at every time, to the last bit,
  /// judged from what each case's evaluation reads: so that one evaluation can serve both.
  ///
  /// Numbers are compared by their bits (so `0` and `-0` differ), which makes the answer exact;
  /// custom functions never qualify, since their results are not known to be pure.
  ///
  /// - Complexity: O(1): a few comparisons.
  @inline(__always)
  func evaluatesLike(_ other: TimingCurve) -> Bool {
    shape.evaluatesLike(other.shape)
  }
}

extension TimingCurve.Shape {
  /// ``TimingCurve/evaluatesLike(_:)``, switching on the shapes handed in rather than on stored
  /// ones, which would be copied (see ``TimingCurve/Shape``'s evaluation).
  @inline(__always)
  func evaluatesLike(_ other: TimingCurve.Shape) -> Bool {
    switch self {
    case .linear:
      if case .linear = other { return true }
      return false
    case .easing(let easing):
      if case .easing(let otherEasing) = other { return easing == otherEasing }
      return false
    case .cubicBezier(let curve):
      if case .cubicBezier(let otherCurve) = other { return curve.evaluatesLike(otherCurve) }
      return false
    case .spring(let curve):
      if case .spring(let otherCurve) = other { return curve.evaluatesLike(otherCurve) }
      return false
    case .steps(let steps):
      if case .steps(let otherSteps) = other { return steps == otherSteps }
      return false
    case .custom:
      return false
    }
  }
}

extension CubicBezier {
  /// Whether `other` has the same control points, bit for bit: everything the curve's evaluation
  /// is computed from.
  @inline(__always)
  func evaluatesLike(_ other: CubicBezier) -> Bool {
    controlPoint1.x.bitPattern == other.controlPoint1.x.bitPattern
      && controlPoint1.y.bitPattern == other.controlPoint1.y.bitPattern
      && controlPoint2.x.bitPattern == other.controlPoint2.x.bitPattern
      && controlPoint2.y.bitPattern == other.controlPoint2.y.bitPattern
  }
}

extension SpringCurve {
  /// Whether `other` has the same spring, initial velocity and span, bit for bit: everything the
  /// curve's evaluation is computed from (its oscillator is a function of the spring).
  @inline(__always)
  func evaluatesLike(_ other: SpringCurve) -> Bool {
    duration.bitPattern == other.duration.bitPattern
      && initialVelocity.bitPattern == other.initialVelocity.bitPattern
      && spring.stiffness.bitPattern == other.spring.stiffness.bitPattern
      && spring.damping.bitPattern == other.spring.damping.bitPattern
      && spring.mass.bitPattern == other.spring.mass.bitPattern
  }
}
