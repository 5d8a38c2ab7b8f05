/// A change of spring spread over time, as SwiftUI's `blendDuration`: the motion starts like the
/// old spring and ends like the new one, both pulling towards the new target, with no jump in
/// position or velocity.
///
/// SwiftUI documents `blendDuration` only as blending "the response values between springs over a
/// time period"; a spring whose stiffness changes with time has no closed form, so Animator blends
/// the two closed-form solutions instead. From the state `(x0, v0)` at the retarget instant `t0`,
/// let `a(t)` be the old spring's motion towards the new target and `b(t)` the new spring's (two
/// ``SpringTrajectory`` values), `s = (t − t0)/B` for the blend duration `B`, and
/// `w = 3s² − 2s³` (smoothstep, so `w` and `w'` are 0 at `s = 0` and `w = 1`, `w' = 0` at `s = 1`):
///
///     x(t) = a(t) + (b(t) − a(t))·w
///     v(t) = a'(t) + (b'(t) − a'(t))·w + (b(t) − a(t))·w'/B
///
/// At `t0` both motions start from the same state and `w = w' = 0`, so the position and velocity
/// are exactly `(x0, v0)`; from `t0 + B` on it is `b(t)` alone, and `w' = 0` there too, so the
/// velocity is continuous at both ends. With `B = 0` it is the new spring at once.
///
/// ```swift
/// let drag = try SpringTrajectory(spring: .smooth, from: 0.0, to: 300)
/// // Released: change to a bouncier spring over 0.2 s, towards 500.
/// let release = try SpringBlend(from: drag, to: 500, spring: .bouncy, blendDuration: 0.2, at: 0.4)
/// release.value(at: 0.4)     // drag.value(at: 0.4), exactly
/// release.value(at: 0.7)     // the bouncy spring's motion alone
/// ```
public struct SpringBlend<Value: Animatable> {
  /// The old spring's motion from the retarget towards the new target.
  public let outgoing: SpringTrajectory<Value>

  /// The new spring's motion from the retarget towards the new target: the whole motion once the
  /// blend is over.
  public let incoming: SpringTrajectory<Value>

  /// How long the blend lasts, in seconds; zero or more.
  public let blendDuration: Double

  /// Makes the blend from a motion's state at a time to a new spring and target.
  ///
  /// - Parameters:
  ///   - trajectory: The motion until now; its spring is the old spring.
  ///   - newTarget: The target from now on.
  ///   - newSpring: The spring the motion ends with.
  ///   - blendDuration: How long the change of spring takes, in seconds; 0 changes at once.
  ///   - time: The instant of the change, in seconds.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"blendDuration"` when it is negative, NaN or infinite, or `"target"` or `"time"` as
  ///   ``SpringTrajectory/retargeted(to:spring:at:)`` does.
  public init(
    from trajectory: SpringTrajectory<Value>, to newTarget: Value, spring newSpring: Spring, blendDuration: Double,
    at time: Double
  ) throws(AnimationError) {
    try AnimationError.requireNonNegative(blendDuration, "blendDuration")
    outgoing = try trajectory.retargeted(to: newTarget, at: time)
    incoming = try trajectory.retargeted(to: newTarget, spring: newSpring, at: time)
    self.blendDuration = blendDuration
  }

  /// The value at a time.
  ///
  /// - Parameter time: The time in seconds. Times before the change (and NaN) give the state at
  ///   the change, exactly.
  /// - Returns: `a + (b − a)·w` during the blend, the new spring's value after it.
  /// - Complexity: O(1): two closed-form springs and a few vector operations.
  public func value(at time: Double) -> Value {
    Decay<Value>.rebuild(incoming.target, data(at: time))
  }

  /// The rate of change of the value at a time, in value units per second: the exact derivative
  /// of ``value(at:)``.
  ///
  /// - Parameter time: The time in seconds. Times before the change (and NaN) give the velocity at
  ///   the change, exactly.
  /// - Returns: `a' + (b' − a')·w + (b − a)·w'/B` during the blend, the new spring's velocity after
  ///   it.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Value.AnimatableData {
    guard let s = progress(at: time) else { return incoming.velocity(at: time) }
    let (a, va) = outgoing.state(at: time)
    let (b, vb) = incoming.state(at: time)
    let weight = s * s * (3 - 2 * s)
    let slope = 6 * s * (1 - s) / blendDuration
    return va + (vb - va).scaled(by: weight) + (b - a).scaled(by: slope)
  }

  /// A further change from this blend's state at `time`: the blend from the spring this one ends
  /// with to `newSpring`, towards `newTarget`.
  ///
  /// It costs O(1): the state is handed over, and the old spring of the new blend is this one's
  /// new spring (a blend interrupted halfway forgets the spring it was leaving).
  ///
  /// - Parameters:
  ///   - newTarget: The target from now on.
  ///   - newSpring: The spring the motion ends with, or `nil` (the default) to keep this one's.
  ///   - blendDuration: How long the change of spring takes, in seconds.
  ///   - time: The instant of the change, in seconds.
  /// - Returns: The new blend.
  /// - Throws: As ``init(from:to:spring:blendDuration:at:)``.
  /// - Complexity: O(1).
  public func retargeted(
    to newTarget: Value, spring newSpring: Spring? = nil, blendDuration: Double, at time: Double
  ) throws(AnimationError) -> SpringBlend {
    try AnimationError.requireFinite(vector: newTarget.animatableData, "target")
    try AnimationError.requireFinite(time, "time")
    let state = SpringTrajectory(
      spring: incoming.spring, target: newTarget, startTime: time, initialValue: data(at: time),
      initialVelocity: velocity(at: time))
    return try SpringBlend(
      from: state, to: newTarget, spring: newSpring ?? incoming.spring, blendDuration: blendDuration, at: time)
  }

  /// The animatable data of the value at `time`.
  private func data(at time: Double) -> Value.AnimatableData {
    guard let s = progress(at: time) else { return incoming.data(at: time) }
    let a = outgoing.data(at: time)
    return a + (incoming.data(at: time) - a).scaled(by: s * s * (3 - 2 * s))
  }

  /// `s = (t − t0)/B` while the blend is under way, `nil` before it starts and after it ends (and
  /// for NaN), when the new spring's motion alone is the answer.
  private func progress(at time: Double) -> Double? {
    let s = (time - incoming.startTime) / blendDuration  // B = 0 gives ±infinity or NaN
    return s > 0 && s < 1 ? s : nil
  }
}

extension SpringBlend: Sendable where Value: Sendable {}

extension SpringBlend: Equatable where Value: Equatable {}
