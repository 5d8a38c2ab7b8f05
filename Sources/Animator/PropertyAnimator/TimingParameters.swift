/// The timing of an animator's run, as UIKit's `UITimingCurveProvider` gives it: a curve over the
/// animator's duration, or a spring fitted to that duration by its damping ratio.
///
/// ```swift
/// let splash = PropertyAnimator(duration: .seconds(0.7), timingParameters: .curve(.easeOut), engine: engine)
/// let settle = PropertyAnimator(
///   duration: .seconds(2.5), timingParameters: try .spring(dampingRatio: 0.8), engine: engine)
/// try settle.continueAnimation(withTimingParameters: try .spring(dampingRatio: 1, initialVelocity: 2), durationFactor: 0.5)
/// ```
///
/// One rule decides how long a run lasts: a curve with a span of its own (a spring given by its
/// physics, ``TimingCurve/spring(_:initialVelocity:duration:)-(_,_,Double?)``) runs for that span; every other
/// curve, and a spring given by its damping ratio, runs for the animator's duration.
///
/// | UIKit | Animator |
/// | --- | --- |
/// | `UICubicTimingParameters(animationCurve: .easeOut)` | `.curve(.easeOut)` |
/// | `UICubicTimingParameters(controlPoint1:controlPoint2:)` | `.curve(try .cubicBezier(x1, y1, x2, y2))` |
/// | `UICubicTimingParameters()` | ``default`` |
/// | `UISpringTimingParameters(dampingRatio:initialVelocity:)` | ``spring(dampingRatio:initialVelocity:)`` |
/// | `UISpringTimingParameters()` | `try .spring(dampingRatio: 1)` |
/// | `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` | `.curve(try .spring(Spring(mass:stiffness:damping:), initialVelocity: v))` |
/// | `UISpringTimingParameters(duration:bounce:initialVelocity:)` | `.curve(try .spring(Spring(duration:bounce:), initialVelocity: v))` |
public struct TimingParameters: Hashable, Sendable {
  /// What the parameters hold.
  enum Form: Hashable, Sendable {
    /// A curve; a spring curve brings its own span.
    case curve(TimingCurve)
    /// A spring of this damping ratio, stiffened to settle at the end of the animator's duration.
    case fittedSpring(dampingRatio: Double, initialVelocity: Double)
  }

  /// What the parameters hold.
  let form: Form

  /// A curve over the animator's duration, or over its own span for a spring given by its physics:
  /// UIKit's `UICubicTimingParameters`, and every other ``TimingCurve``.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The parameters.
  public static func curve(_ curve: TimingCurve) -> TimingParameters {
    TimingParameters(form: .curve(curve))
  }

  /// A spring fitted to the animator's duration: UIKit's
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
  ///
  /// The spring's stiffness is chosen so that it comes to rest (within 0.001 of the distance)
  /// exactly at the end of the animator's duration; a damping ratio of 1 settles without
  /// overshooting, values towards 0 oscillate more.
  ///
  /// - Parameters:
  ///   - dampingRatio: 0 or more: 1 is critically damped, 0 undamped (it arrives for the second
  ///     time exactly at the end).
  ///   - initialVelocity: The speed towards the target at the start, in UIKit's units: 1 is the
  ///     whole distance per second, so a gesture moving at 100 points per second towards a target
  ///     200 points away is 0.5. Negative values move away first. Defaults to 0.
  /// - Returns: The parameters.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"` when it is negative or not finite, or `"initialVelocity"` when it is not
  ///   finite.
  public static func spring(dampingRatio: Double, initialVelocity: Double = 0) throws(AnimationError)
    -> TimingParameters
  {
    try AnimationError.requireNonNegative(dampingRatio, "dampingRatio")
    try AnimationError.requireFinite(initialVelocity, "initialVelocity")
    return TimingParameters(form: .fittedSpring(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
  }

  /// UIKit's `UICubicTimingParameters()`: Core Animation's default curve, (0.25, 0.1)(0.25, 1).
  public static let `default` = TimingParameters.curve(.default)

  /// The curve, when the parameters are one; `nil` for a spring fitted by its damping ratio.
  public var curve: TimingCurve? {
    if case .curve(let curve) = form { return curve }
    return nil
  }

  /// The damping ratio of a spring fitted to the animator's duration; `nil` for a curve.
  public var dampingRatio: Double? {
    if case .fittedSpring(let ratio, _) = form { return ratio }
    return nil
  }

  /// The unit curve and the duration of a run, for an animator made with `duration` seconds.
  func resolved(duration: Double) -> (curve: TimingCurve, duration: Double) {
    switch form {
    case .curve(let curve):
      // A spring curve brings its own span: its settling duration, or the span it was made with.
      if case .spring(let spring) = curve.shape { return (curve, spring.duration) }
      return (curve, duration)
    case .fittedSpring(let ratio, let velocity):
      // Only a zero-length (or absurdly long) run has no spring that fits: it changes at once.
      guard let curve = try? SpringCurve(fittingDampingRatio: ratio, initialVelocity: velocity, duration: duration)
      else { return (.linear, duration) }
      return (.spring(curve), duration)
    }
  }
}
