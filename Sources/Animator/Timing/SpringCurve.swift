/// A spring as a timing function: the progress of a spring animation from 0 to 1 over a span of
/// `duration` seconds.
///
/// The curve is the motion of ``spring`` pulled from displacement 1 to rest, read as progress:
/// `value(at: u) = 1 − x(u × duration)`, with `x(0) = 1` and `x'(0) = −initialVelocity`. It
/// overshoots 1 when the spring bounces.
///
/// ```swift
/// let curve = try SpringCurve(spring: .bouncy, duration: 1)
/// curve.value(at: 0.35)     // 1.0459…: past the target
/// curve.value(at: 1)        // exactly 1
/// ```
///
/// At `u = 1` the progress is exactly 1, whatever is left of the motion: the residual is dropped.
/// When `duration` is at least the spring's settling duration, as it is for the curves
/// ``TimingCurve/spring(dampingRatio:initialVelocity:duration:)`` makes, that residual is below 0.001 of the distance.
struct SpringCurve: Hashable, Sendable {
  /// The spring that moves the progress.
  let spring: Spring

  /// The speed towards the target at the start, in UIKit's normalised units: 1 is the whole
  /// distance per second.
  ///
  /// So to continue a gesture moving at 100 points per second into an animation that travels 200
  /// points, pass 0.5. Negative values move away from the target first.
  let initialVelocity: Double

  /// The span in seconds that unit time `0...1` covers.
  ///
  /// An animator on this curve (`.curve(.spring(curve))`) runs for this span, whatever duration
  /// it was made with: the spring's settling duration for ``init(spring:initialVelocity:)``, the
  /// span given to ``init(spring:initialVelocity:duration:)``. In a timeline, a tween's own
  /// duration wins and the curve is drawn over it.
  let duration: Double

  /// The spring's closed form, computed once.
  private let oscillator: SpringOscillator

  /// Makes the curve of a spring over `duration` seconds.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second
  ///     (UIKit's normalised units). Defaults to 0.
  ///   - duration: The span in seconds, a finite number greater than zero. A zero span has no
  ///     shape to describe, so it is rejected: an animation of length 0 jumps to its end without
  ///     a curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"initialVelocity"` when it is not finite, or `"duration"` when it is not finite and
  ///   greater than zero.
  init(spring: Spring, initialVelocity: Double = 0, duration: Double) throws(AnimationError) {
    try AnimationError.requireFinite(initialVelocity, "initialVelocity")
    try AnimationError.requirePositive(duration, "duration")
    self.spring = spring
    self.initialVelocity = initialVelocity
    self.duration = duration
    self.oscillator = spring.oscillator
  }

  /// Makes the curve of a spring over the time it takes to come to rest: its settling duration
  /// (``Spring/settlingDuration(initialVelocity:epsilon:)`` with epsilon 0.001).
  ///
  /// An undamped spring never comes to rest; its curve ends at its second arrival at the target,
  /// after one overshoot, so that progress reaches 1 without a jump (only the motion stops).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"initialVelocity"` when it is not finite.
  init(spring: Spring, initialVelocity: Double = 0) throws(AnimationError) {
    try AnimationError.requireFinite(initialVelocity, "initialVelocity")
    try self.init(
      spring: spring, initialVelocity: initialVelocity,
      duration: spring.animationDuration(initialVelocity: initialVelocity))
  }

  /// Makes the curve of a spring of damping ratio `dampingRatio` stiffened to come to rest
  /// (within 0.001 of the distance) exactly at the end of `duration` seconds, as UIKit fits
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` to an animator's duration.
  ///
  /// - Parameters:
  ///   - dampingRatio: 0 or more.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///   - duration: The span in seconds, finite and greater than zero.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"` or `"initialVelocity"` when they are not accepted, or `"duration"` when
  ///   it is not above zero or no spring of that damping ratio settles in it.
  init(fittingDampingRatio dampingRatio: Double, initialVelocity: Double, duration: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(dampingRatio, "dampingRatio")
    try AnimationError.requireFinite(initialVelocity, "initialVelocity")
    try AnimationError.requirePositive(duration, "duration")
    guard let spring = Spring.fitted(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
    else {
      throw .invalidArgument(
        parameter: "duration", value: "\(duration)",
        requirement: .other(
          "a duration in which a spring of damping ratio \(dampingRatio) can settle with finite stiffness"))
    }
    try self.init(spring: spring, initialVelocity: initialVelocity, duration: duration)
  }

  /// The progress at unit time `time`: `1 − x(time × duration)`.
  ///
  /// - Parameter time: How far through the span, from 0 to 1. Times outside `0...1` are clamped to
  ///   it, and NaN is treated as 0.
  /// - Returns: The progress: 0 at time 0, exactly 1 at time 1, and above 1 while a bouncy spring
  ///   overshoots.
  /// - Complexity: O(1).
  func value(at time: Double) -> Double {
    progress(atSeconds: Self.clamped(time) * duration)
  }

  /// The rate of change of ``value(at:)`` per unit time, the spring's velocity times `duration`.
  ///
  /// At time 1 this is the spring's velocity at the end of the span (the derivative from the
  /// left); it is not zeroed with the residual that ``value(at:)`` drops there.
  ///
  /// - Parameter time: How far through the span, clamped to `0...1`; NaN is treated as 0.
  /// - Returns: Progress per unit time. Divide by ``duration`` for progress per second.
  /// - Complexity: O(1).
  func velocity(at time: Double) -> Double {
    velocity(atSeconds: Self.clamped(time) * duration) * duration
  }

  /// The progress `seconds` into the span, the same as `value(at: seconds / duration)` without
  /// the rounding of the division.
  ///
  /// - Parameter seconds: Time since the start of the span, clamped to `0...duration`; NaN is
  ///   treated as 0.
  /// - Returns: The progress; exactly 1 from `duration` on.
  /// - Complexity: O(1).
  func progress(atSeconds seconds: Double) -> Double {
    guard seconds < duration else { return seconds.isNaN ? 0 : 1 }
    return 1 - oscillator.state(at: seconds, x0: 1, v0: -initialVelocity).position
  }

  /// The rate of change of the progress per second, `seconds` into the span.
  ///
  /// - Parameter seconds: Time since the start of the span, clamped to `0...duration`; NaN is
  ///   treated as 0.
  /// - Returns: Progress per second: ``initialVelocity`` at 0, the spring's velocity at `duration`
  ///   (the derivative from the left).
  /// - Complexity: O(1).
  func velocity(atSeconds seconds: Double) -> Double {
    let time = seconds.isNaN ? 0 : min(seconds, duration)
    return -oscillator.state(at: time, x0: 1, v0: -initialVelocity).velocity
  }

  /// ``value(at:)`` and ``velocity(at:)`` from one propagator: the same results to the last bit.
  func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    let seconds = Self.clamped(time) * duration
    let state = oscillator.state(at: min(seconds, duration), x0: 1, v0: -initialVelocity)
    return (seconds < duration ? 1 - state.position : 1, -state.velocity * duration)
  }

  /// `time` clamped to `0...1`, with NaN as 0.
  private static func clamped(_ time: Double) -> Double {
    time.isNaN ? 0 : min(max(time, 0), 1)
  }
}
