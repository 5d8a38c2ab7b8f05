import Animator

/// The reference model's timing curves, from the named curves' control points as the library
/// documents them, solved by plain bisection: slow, but obviously correct, and independent of the
/// library's solver.
enum ModelCurve: String, Hashable, Sendable, CaseIterable {
  case linear
  case easeIn
  case easeOut
  case easeInOut

  /// The control points `(x1, y1)(x2, y2)` of the curve.
  var controlPoints: (Double, Double, Double, Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    }
  }

  /// The library's curve of the same name, for the animator under test.
  var timingCurve: TimingCurve {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    }
  }

  /// One coordinate of the Bézier curve at parameter `s`, for control values `a` and `b`.
  private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
  }

  /// The parameter `s` in `0...1` at which the increasing coordinate with controls `a`, `b` reaches
  /// `target`, by bisection to the last bit.
  private static func solve(_ target: Double, _ a: Double, _ b: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if middle == low || middle == high { break }
      if bezier(middle, a, b) < target { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The progress at unit time `u` (clamped to `0...1`).
  func value(at u: Double) -> Double {
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    if self == .linear { return u }
    let (x1, y1, x2, y2) = controlPoints
    return Self.bezier(Self.solve(u, x1, x2), y1, y2)
  }

  /// The unit time at which the curve reaches `progress` (clamped to `0...1`): its inverse.
  func time(forValue progress: Double) -> Double {
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    if self == .linear { return progress }
    let (x1, y1, x2, y2) = controlPoints
    return Self.bezier(Self.solve(progress, y1, y2), x1, x2)
  }
}
