/// A fling inside bounds, as a scroll view's content coasts and bounces off its edge: a ``Decay``
/// that, on reaching a bound, hands over to a spring at that bound with the velocity it has there.
///
/// The motion is a piecewise function of time, each piece in closed form. While the decay is
/// inside the bounds, `x(t) = x0 + v0·(e^(k·t) − 1)/k` with `k = 1000·ln r`. If it would come to
/// rest past a bound `b`, it reaches `b` at the *hand-off time*, solved exactly from `x(t) = b`:
///
///     t_b = ln(1 + k·(b − x0)/v0) / k        (with log1p, accurate for a hand-off near 0)
///
/// and its velocity there is `v_b = v0·e^(k·t_b) = v0 + k·(b − x0)`. From then on a spring with rest
/// position `b` takes over from displacement 0 and velocity `v_b`:
/// `x(t) = b + spring displacement at (t − t_b)`. Released outside the bounds (a drag that was
/// rubber-banding), the spring takes over at once, from where the value is, towards the nearer
/// bound.
///
/// ```swift
/// // Content at 900 of a 0...1000 scroll range, flung on at 1500 points per second.
/// let fling = try BoundedDecay(position: 900, velocity: 1500, bounds: 0...1000)
/// fling.handOff?.time       // 0.0716: it reaches 1000 after 72 ms…
/// fling.handOff?.velocity   // 1299.8: …still moving at 1300 points per second
/// fling.value(at: 0.2)      // past the edge, bouncing back
/// fling.restingPosition     // 1000
/// ```
///
/// A bounded decay moves one number; a two-dimensional scroll view bounds each axis with its own.
public struct BoundedDecay: Hashable, Sendable {
  /// The moment a bounded decay hands over to its spring.
  public struct HandOff: Hashable, Sendable {
    /// The time of the hand-off, in seconds since the release: 0 when released outside the bounds.
    public let time: Double
    /// The bound, the spring's rest position.
    public let bound: Double
    /// The value at the hand-off: the bound, or the release position when released outside the
    /// bounds.
    public let position: Double
    /// The velocity handed to the spring, in value units per second.
    public let velocity: Double
  }

  /// The decay from the release, as if nothing bounded it.
  public let decay: Decay<Double>

  /// The values the motion may come to rest at.
  public let bounds: ClosedRange<Double>

  /// The spring that takes over at a bound.
  public let spring: Spring

  /// The hand-off to the spring, or `nil` when the decay comes to rest inside the bounds (the
  /// bound itself included).
  public let handOff: HandOff?

  /// Makes the motion of a value flung inside bounds.
  ///
  /// - Parameters:
  ///   - position: The value at the release.
  ///   - velocity: Its velocity then, in value units per second.
  ///   - bounds: The values it may come to rest at.
  ///   - decelerationRate: The fraction of the velocity kept each millisecond. Defaults to
  ///     ``DecelerationRate/normal``.
  ///   - spring: The spring that takes over at a bound. Defaults to ``Spring/smooth``, critically
  ///     damped: the content comes back without oscillating, as a scroll view's does.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"position"` or `"velocity"` when it is NaN or infinite, or `"bounds"` when a bound is
  ///   infinite.
  public init(
    position: Double, velocity: Double, bounds: ClosedRange<Double>, decelerationRate: DecelerationRate = .normal,
    spring: Spring = .smooth
  ) throws(AnimationError) {
    decay = try Decay(position: position, velocity: velocity, decelerationRate: decelerationRate)
    guard bounds.lowerBound.isFinite, bounds.upperBound.isFinite else {
      throw .invalidArgument(parameter: "bounds", value: "\(bounds)", requirement: .other("finite bounds"))
    }
    self.bounds = bounds
    self.spring = spring
    let k = decelerationRate.decayConstant
    if position < bounds.lowerBound || position > bounds.upperBound {
      let bound = position < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
      handOff = HandOff(time: 0, bound: bound, position: position, velocity: velocity)
      return
    }
    let rest = decay.restingPosition
    guard rest < bounds.lowerBound || rest > bounds.upperBound else {
      handOff = nil
      return
    }
    let bound = rest < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
    // x(t) = b  ⇔  e^(k·t) − 1 = k·(b − x0)/v0, in (−1, 0] because b lies before the resting point.
    let fraction = k * (bound - position) / velocity
    guard fraction > -1 else {
      // Only rounding puts a resting point within an ulp of the bound on its far side: it never
      // reaches the bound, so it rests there as a decay.
      handOff = nil
      return
    }
    let time = fraction == 0 ? 0 : Math.log1p(fraction) / k  // released on the bound, moving out: 0, not −0
    handOff = HandOff(time: time, bound: bound, position: bound, velocity: velocity + k * (bound - position))
  }

  /// The value at a time.
  ///
  /// - Parameter time: Seconds since the release. Negative times and NaN are treated as 0; an
  ///   infinite time gives ``restingPosition``.
  /// - Returns: The decay's value before the hand-off, the spring's after it.
  /// - Complexity: O(1).
  public func value(at time: Double) -> Double {
    guard let handOff, time >= handOff.time else { return decay.value(at: time) }
    let state = spring.displacement(
      at: time - handOff.time, initialDisplacement: handOff.position - handOff.bound,
      initialVelocity: handOff.velocity)
    return handOff.bound + state.position
  }

  /// The rate of change of the value at a time, in value units per second.
  ///
  /// - Parameter time: Seconds since the release. Negative times and NaN are treated as 0; an
  ///   infinite time gives 0.
  /// - Returns: The decay's velocity before the hand-off, the spring's from it on (exactly the
  ///   handed-over velocity at the hand-off).
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Double {
    guard let handOff, time >= handOff.time else { return decay.velocity(at: time) }
    return spring.displacement(
      at: time - handOff.time, initialDisplacement: handOff.position - handOff.bound,
      initialVelocity: handOff.velocity
    ).velocity
  }

  /// Where the motion comes to rest: the bound it hands over at, or the decay's resting position.
  public var restingPosition: Double { handOff?.bound ?? decay.restingPosition }
}
