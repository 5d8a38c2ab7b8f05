/// A spring pulling a value towards a target, from any position and velocity, in value units and
/// closed form: the maths of a spring that can be retargeted mid-flight (SwiftUI's and Wave's
/// model).
///
/// From the state at ``startTime``, every component moves as ``Spring`` says, with the
/// displacement `value − target`:
///
///     x(t) = target + (x0 − target)·P_xx(t − t0) + v0·P_xv(t − t0)
///     v(t) =          (x0 − target)·P_vx(t − t0) + v0·P_vv(t − t0)
///
/// where `P` is the spring's closed-form state map (underdamped, critically damped or overdamped).
/// Velocities are in value units per second, per component, so a two-dimensional throw needs no
/// normalising, and a component with no distance to go keeps its velocity.
///
/// Retargeting starts a new solution from the state at that instant, so it costs O(1) however
/// many retargets came before, the position and the velocity are exactly the same at the instant,
/// and the spring may change too:
///
/// ```swift
/// var motion = try SpringTrajectory(from: Point2D(x: 0, y: 0), velocity: Point2D(x: 0, y: 800), to: Point2D(x: 300, y: 0))
/// motion.value(at: 0.1)                                   // on its way
/// motion = try motion.retargeted(to: Point2D(x: 300, y: 200), spring: .bouncy, at: 0.1)
/// motion.value(at: 0.1)                                   // where it was: nothing jumps
/// ```
public struct SpringTrajectory<Value: Animatable> {
  /// The spring.
  public let spring: Spring

  /// The value the spring pulls towards.
  public let target: Value

  /// The time, in seconds, of the initial state.
  public let startTime: Double

  /// The value at ``startTime``, as its animatable data.
  public let initialValue: Value.AnimatableData

  /// The rate of change of the value at ``startTime``, in value units per second.
  public let initialVelocity: Value.AnimatableData

  /// The spring's closed form, made once rather than at every evaluation.
  let oscillator: SpringOscillator

  /// Makes the motion of a value that a spring pulls towards a target.
  ///
  /// ```swift
  /// // A card released at y = 420 moving down at 1200 points per second snaps back to 0.
  /// let motion = try SpringTrajectory(spring: .snappy, from: 420.0, velocity: 1200, to: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring. Defaults to ``Spring/default``.
  ///   - value: The value at `startTime`.
  ///   - velocity: Its rate of change then, in value units per second (a gesture's velocity as it
  ///     is). Defaults to zero.
  ///   - target: The value the spring pulls towards.
  ///   - startTime: The time of the initial state, in seconds on any clock you like. Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"value"`, `"velocity"`, `"target"` or `"startTime"` when it is (or has a component that
  ///   is) NaN or infinite.
  public init(
    spring: Spring = .default, from value: Value, velocity: Value.AnimatableData = .zero, to target: Value,
    at startTime: Double = 0
  ) throws(AnimationError) {
    let initial = value.animatableData
    try AnimationError.requireFinite(vector: initial, "value")
    try AnimationError.requireFinite(vector: velocity, "velocity")
    try AnimationError.requireFinite(vector: target.animatableData, "target")
    try AnimationError.requireFinite(startTime, "startTime")
    self.init(spring: spring, target: target, startTime: startTime, initialValue: initial, initialVelocity: velocity)
  }

  /// Makes a motion from parts already checked.
  init(
    spring: Spring, target: Value, startTime: Double, initialValue: Value.AnimatableData,
    initialVelocity: Value.AnimatableData
  ) {
    self.spring = spring
    self.target = target
    self.startTime = startTime
    self.initialValue = initialValue
    self.initialVelocity = initialVelocity
    self.oscillator = spring.oscillator
  }

  /// The value at a time.
  ///
  /// - Parameter time: The time in seconds. Times before ``startTime`` (and NaN) give the initial
  ///   value, exactly; an infinite time gives the target.
  /// - Returns: The value.
  /// - Complexity: O(1): the spring's closed form and a few vector operations.
  public func value(at time: Double) -> Value {
    Decay<Value>.rebuild(target, data(at: time))
  }

  /// The rate of change of the value at a time, in value units per second: the exact derivative of
  /// ``value(at:)``.
  ///
  /// - Parameter time: The time in seconds. Times before ``startTime`` (and NaN) give the initial
  ///   velocity, exactly; an infinite time gives zero.
  /// - Returns: The velocity.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Value.AnimatableData {
    state(at: time).velocity
  }

  /// The motion that starts from this one's state at `time` and pulls towards another target,
  /// optionally with another spring.
  ///
  /// It costs the same however many retargets came before, and at `time` the new motion's
  /// ``value(at:)`` and ``velocity(at:)`` are exactly this one's: the state is handed over, not
  /// recomputed.
  ///
  /// ```swift
  /// // Follow a finger: one retarget per frame.
  /// motion = try motion.retargeted(to: fingerPosition, at: now)
  /// ```
  ///
  /// - Parameters:
  ///   - newTarget: The new target.
  ///   - newSpring: The new spring, or `nil` (the default) to keep this one's.
  ///   - time: The instant of the retarget, in seconds.
  /// - Returns: The new motion, whose ``startTime`` is `time`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"target"`
  ///   or `"time"` when it is (or has a component that is) NaN or infinite.
  /// - Complexity: O(1).
  public func retargeted(to newTarget: Value, spring newSpring: Spring? = nil, at time: Double) throws(AnimationError)
    -> SpringTrajectory
  {
    try AnimationError.requireFinite(vector: newTarget.animatableData, "target")
    try AnimationError.requireFinite(time, "time")
    let now = state(at: time)
    return SpringTrajectory(
      spring: newSpring ?? spring, target: newTarget, startTime: time, initialValue: now.value,
      initialVelocity: now.velocity)
  }

  /// The animatable data of the value at `time`.
  func data(at time: Double) -> Value.AnimatableData {
    let elapsed = time - startTime
    guard elapsed > 0 else { return initialValue }  // also catches NaN
    let p = oscillator.propagator(at: elapsed)
    let goal = target.animatableData
    return goal + (initialValue - goal).scaled(by: p.xx) + initialVelocity.scaled(by: p.xv)
  }

  /// The animatable data of the value and its velocity at `time`, from one evaluation of the
  /// spring: exactly what ``data(at:)`` and ``velocity(at:)`` give.
  func state(at time: Double) -> (value: Value.AnimatableData, velocity: Value.AnimatableData) {
    let elapsed = time - startTime
    guard elapsed > 0 else { return (initialValue, initialVelocity) }  // also catches NaN
    let p = oscillator.propagator(at: elapsed)
    let goal = target.animatableData
    let displacement = initialValue - goal
    return (
      goal + displacement.scaled(by: p.xx) + initialVelocity.scaled(by: p.xv),
      displacement.scaled(by: p.vx) + initialVelocity.scaled(by: p.vv)
    )
  }
}

extension SpringTrajectory: Sendable where Value: Sendable {}

extension SpringTrajectory: Equatable where Value: Equatable {}
