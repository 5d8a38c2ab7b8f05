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
/// One rule decides how long a run lasts: a spring given a duration honours it, and a spring given
/// by its physics takes its own time, in every spelling.
///
/// | timing | the run lasts |
/// | --- | --- |
/// | `.curve(c)` for any curve but a spring | the animator's duration |
/// | `.curve(.spring(c))` | the curve's own span, ``SpringCurve/duration``: the spring's settling duration for ``SpringCurve/init(spring:initialVelocity:)``, the span given to ``SpringCurve/init(spring:initialVelocity:duration:)`` |
/// | `.spring(p)` with a damping ratio (``SpringTimingParameters/usesAnimatorDuration``) | the animator's duration: the spring is stiffened so that it settles in time |
/// | `.spring(p)` with a spring (mass, stiffness and damping; duration and bounce; ``Spring``) | the spring's settling duration, as UIKit's |
///
/// A ``SpringCurve`` already has a span of its own, so the animator runs it over that span
/// rather than stretching or squeezing the spring into the animator's duration (which would
/// change its stiffness while it still claimed to be, say, ``Spring/bouncy``).
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
    case .curve(.spring(let spring)):
      // A spring curve brings its own span: its settling duration, or the span it was made with.
      return (.spring(spring), spring.duration)
    case .curve(let curve):
      return (curve, duration)
    case .spring(let spring):
      // Only a zero-length (or absurdly long) run has no spring that fits: it changes at once.
      guard let resolved = try? spring.resolved(forAnimatorDuration: duration) else { return (.linear, duration) }
      return (.spring(resolved.curve), resolved.duration)
    }
  }
}
