/// The timing of an animator's run: a curve, or a spring, as UIKit's `UITimingCurveProvider`
/// (`UICubicTimingParameters`, `UISpringTimingParameters`).
///
/// ```swift
/// let splash = PropertyAnimator(duration: .seconds(0.7), timingParameters: .curve(.easeOut), engine: engine)
/// let bouncy = PropertyAnimator(
///   duration: .seconds(2.5), timingParameters: .spring(try SpringTimingParameters(dampingRatio: 0.8)),
///   engine: engine)
/// ```
///
/// A curve spans the animator's duration. A spring given by damping ratio honours the duration too
/// (it is stiffened so that it settles in time); a spring given by mass, stiffness and damping
/// replaces the duration with its own settling duration, as UIKit's does.
public enum TimingParameters: Hashable, Sendable {
  /// A timing curve over the animator's duration: UIKit's `UICubicTimingParameters`, and every other
  /// ``TimingCurve``.
  case curve(TimingCurve)
  /// A spring: UIKit's `UISpringTimingParameters`.
  case spring(SpringTimingParameters)

  /// UIKit's `UICubicTimingParameters()`: Core Animation's default curve, (0.25, 0.1)(0.25, 1).
  public static let `default` = TimingParameters.curve(.default)

  /// UIKit's `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
  ///
  /// - Parameters:
  ///   - controlPoint1: The first control point; its `x` must be in `0...1`.
  ///   - controlPoint2: The second control point; its `x` must be in `0...1`.
  /// - Returns: The parameters of a cubic Bézier curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a control point
  ///   that is not finite or whose `x` is outside `0...1`.
  public static func cubic(controlPoint1: Point2D, controlPoint2: Point2D) throws(AnimationError) -> TimingParameters {
    .curve(.cubicBezier(try CubicBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2)))
  }

  /// The unit curve and the duration of a run, for an animator made with `duration` seconds.
  func resolved(duration: Double) -> (curve: TimingCurve, duration: Double) {
    switch self {
    case .curve(let curve):
      return (curve, duration)
    case .spring(let spring):
      // Only a zero-length (or absurdly long) run has no spring that fits: it changes at once.
      guard let resolved = try? spring.resolved(forAnimatorDuration: duration) else { return (.linear, duration) }
      return (.spring(resolved.curve), resolved.duration)
    }
  }
}
