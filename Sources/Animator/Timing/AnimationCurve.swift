/// UIKit's four built-in curves, `UIView.AnimationCurve`, with its raw values.
///
/// ```swift
/// let curve = AnimationCurve.easeOut.bezier  // (0, 0)(0.58, 1)
/// ```
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Slow at the start and the end: ``CubicBezier/easeInOut``. UIKit's default.
  case easeInOut = 0
  /// Slow at the start: ``CubicBezier/easeIn``.
  case easeIn = 1
  /// Slow at the end: ``CubicBezier/easeOut``.
  case easeOut = 2
  /// Even: ``CubicBezier/linear``.
  case linear = 3

  /// The Bézier curve UIKit uses for this case.
  public var bezier: CubicBezier {
    switch self {
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }

  /// The case's name, as UIKit spells it: `easeInOut`, `easeIn`, `easeOut` or `linear`.
  public var description: String {
    switch self {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    }
  }
}
