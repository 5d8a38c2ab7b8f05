/// Momentum that dies away, as a scroll view coasts after a fling: UIKit's deceleration model, in
/// closed form.
///
/// The velocity keeps the fraction `r` (the ``decelerationRate``) of itself each millisecond:
///
///     v(t) = v0 · r^(1000·t) = v0 · e^(k·t),   with k = 1000 · ln r < 0
///
/// and the position is its integral from 0 to `t`:
///
///     x(t) = x0 + v0 · (r^(1000·t) − 1) / (1000 · ln r) = x0 + v0 · (e^(k·t) − 1) / k
///
/// which comes to rest at `x0 − v0/k` = `x0 +` ``project(velocity:decelerationRate:)``. Every
/// component of the value decays at the same rate, so a two-dimensional fling keeps its direction
/// and decays on each axis.
///
/// ```swift
/// let fling = try Decay(position: Point2D(x: 0, y: 0), velocity: Point2D(x: 1200, y: -300))
/// fling.value(at: 0.25)          // where the content is a quarter of a second later
/// fling.velocity(at: 0.25)       // how fast it moves then, per second
/// fling.restingPosition          // (599.4, -149.85): where it stops
/// try fling.settlingDuration()   // 3.9 s: when its speed falls below 0.5 per second
/// ```
///
/// The model is continuous: time is not cut into milliseconds, so the motion is the same whatever
/// the frame rate. UIKit's own projection (WWDC 2018, "Designing Fluid Interfaces") sums the
/// per-millisecond steps instead, `v0/1000 · r/(1 − r)`, which is shorter by `(1 − r)/2` of the
/// distance: 0.1% at ``DecelerationRate/normal``, 0.5% at ``DecelerationRate/fast``.
public struct Decay<Value: Animatable> {
  /// The value at time 0.
  public let position: Value

  /// The rate of change of the value at time 0, in value units per second.
  public let velocity: Value.AnimatableData

  /// The fraction of the velocity kept each millisecond.
  public let decelerationRate: DecelerationRate

  /// The speed, in value units per second, below which ``settlingDuration(speedThreshold:)``
  /// considers a decay to have stopped: 0.5.
  ///
  /// What is left to travel from a speed `s` is `s/(−k)`: at ``DecelerationRate/normal`` a speed
  /// of 0.5 points per second leaves 0.25 points, half a pixel on a 2× screen, so stopping there
  /// cannot be seen; at ``DecelerationRate/fast`` it leaves 0.05 points.
  public static var defaultSpeedThreshold: Double { 0.5 }

  /// Makes the decay of a value thrown with a velocity.
  ///
  /// ```swift
  /// let fling = try Decay(position: 120.0, velocity: -800, decelerationRate: .fast)
  /// ```
  ///
  /// - Parameters:
  ///   - position: The value at time 0.
  ///   - velocity: Its rate of change at time 0, in value units per second, for example a pan
  ///     gesture's velocity in points per second.
  ///   - decelerationRate: The fraction of the velocity kept each millisecond. Defaults to
  ///     ``DecelerationRate/normal``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"position"` or `"velocity"` when a component is NaN or infinite.
  public init(position: Value, velocity: Value.AnimatableData, decelerationRate: DecelerationRate = .normal)
    throws(AnimationError)
  {
    try AnimationError.requireFinite(vector: position.animatableData, "position")
    try AnimationError.requireFinite(vector: velocity, "velocity")
    self.position = position
    self.velocity = velocity
    self.decelerationRate = decelerationRate
  }

  /// The value at a time.
  ///
  /// - Parameter time: Seconds since time 0. Negative times and NaN are treated as 0; an infinite
  ///   time gives ``restingPosition``.
  /// - Returns: `x0 + v0·(e^(k·t) − 1)/k`, component by component.
  /// - Complexity: O(1): one exponential and a few vector operations.
  public func value(at time: Double) -> Value {
    Self.rebuild(position, position.animatableData + velocity.scaled(by: distanceFactor(at: time)))
  }

  /// The rate of change of the value at a time, in value units per second: the exact derivative
  /// of ``value(at:)``.
  ///
  /// - Parameter time: Seconds since time 0. Negative times and NaN are treated as 0; an infinite
  ///   time gives zero.
  /// - Returns: `v0·e^(k·t)`, component by component.
  /// - Complexity: O(1): one exponential and a vector scaling.
  public func velocity(at time: Double) -> Value.AnimatableData {
    guard time > 0 else { return velocity }
    return velocity.scaled(by: Math.exp(decelerationRate.decayConstant * time))
  }

  /// Where the value comes to rest: `x0 +` ``project(velocity:decelerationRate:)``, to the last
  /// bit, and what ``value(at:)`` gives at an infinite time.
  public var restingPosition: Value { value(at: .infinity) }

  /// The time after which the speed (the length of the velocity) stays below a threshold: when a
  /// decay counts as finished.
  ///
  /// The speed is `|v0|·e^(k·t)`, so it falls below `s` at `ln(s/|v0|)/k`.
  ///
  /// ```swift
  /// let fling = try Decay(position: 0.0, velocity: 1000)
  /// try fling.settlingDuration()                       // 3.8 s at .normal
  /// try fling.settlingDuration(speedThreshold: 10)     // 2.3 s
  /// ```
  ///
  /// - Parameter speedThreshold: The speed in value units per second. Defaults to
  ///   ``defaultSpeedThreshold`` (0.5).
  /// - Returns: The time in seconds; 0 when the decay starts at or below the threshold.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"speedThreshold"` when it is not a finite number greater than zero: a decay never stops
  ///   exactly.
  public func settlingDuration(speedThreshold: Double = Self.defaultSpeedThreshold) throws(AnimationError) -> Double {
    try AnimationError.requirePositive(speedThreshold, "speedThreshold")
    let speed = velocity.magnitudeSquared.squareRoot()
    guard speed > speedThreshold else { return 0 }
    return Math.log(speedThreshold / speed) / decelerationRate.decayConstant
  }

  /// `(e^(k·t) − 1)/k`: the distance travelled by time `t` per unit of initial velocity.
  private func distanceFactor(at time: Double) -> Double {
    guard time > 0 else { return 0 }  // also catches NaN
    let k = decelerationRate.decayConstant
    // At an infinite time expm1 gives −1, so this is −1/k, the factor `project` uses, bit for bit.
    return Math.expm1(k * time) / k
  }

  /// `template` with its animatable data replaced by `data`.
  static func rebuild(_ template: Value, _ data: Value.AnimatableData) -> Value {
    var value = template
    value.animatableData = data
    return value
  }
}

extension Decay: Sendable where Value: Sendable {}

extension Decay: Equatable where Value: Equatable {}

extension Decay: Hashable where Value: Hashable, Value.AnimatableData: Hashable {}

/// How far a motion thrown with a velocity travels before it comes to rest under a
/// ``DecelerationRate``: where a gesture that ends now would leave its content, the point to pick a
/// snap target from (WWDC 2018, "Designing Fluid Interfaces").
///
/// ```swift
/// let release = Point2D(x: 40, y: 300)
/// let offset = project(velocity: Point2D(x: 0, y: 1500))     // (0, 749.25)
/// let index = try snapPoints.index(nearest: release + offset)   // the snap point nearest the projection
/// ```
///
/// The projection is the resting offset of the continuous model that ``Decay`` follows,
/// `v/(−1000·ln r)`, and equals a decay's ``Decay/restingPosition`` minus its position to the last
/// bit. Apple's sample code sums the per-millisecond steps, `v/1000 · r/(1 − r)`, which is shorter by
/// `(1 − r)/2` of the distance (0.1% at ``DecelerationRate/normal``); Animator keeps one model so
/// that a snap target chosen by projection is exactly where a decay would stop.
///
/// - Parameters:
///   - velocity: The velocity in value units per second. Components that are NaN or infinite give
///     NaN or infinite components.
///   - decelerationRate: The fraction of the velocity kept each millisecond. Defaults to
///     ``DecelerationRate/normal``.
/// - Returns: The offset from the current position to the resting one, component by component.
/// - Complexity: O(1).
public func project<V: VectorArithmetic>(velocity: V, decelerationRate: DecelerationRate = .normal) -> V {
  velocity.scaled(by: -1 / decelerationRate.decayConstant)
}
