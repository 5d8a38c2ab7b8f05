/// The motion of a flung playhead, in closed form of the seconds since the release: a spring to a
/// time, or a decay that stops at the timeline's start or end.
struct PlayheadMotion {
  /// How it moves.
  enum Kind {
    /// A spring towards `rest`.
    case spring(Spring)
    /// A decay; it stops at `rest` at `settlingTime` if that is where it reaches the start or end.
    case decay(Decay<Double>)
  }

  var kind: Kind
  /// The time at the release, and the velocity.
  var start: Double
  var velocity: Double
  /// Where it rests and when it is over.
  var rest: Double
  var settlingTime: Double
  /// The timeline's length: what it shows stays within `0...end`.
  var end: Double

  /// A spring from `start` moving at `velocity` to `rest`, over once it stays within `threshold`.
  static func spring(
    _ spring: Spring, from start: Double, velocity: Double, to rest: Double, end: Double, threshold: Double
  ) -> PlayheadMotion {
    let settling = spring.oscillator.settlingTime(x0: start - rest, v0: velocity, epsilon: threshold)
    return PlayheadMotion(
      kind: .spring(spring), start: start, velocity: velocity, rest: rest, settlingTime: settling, end: end)
  }

  /// A decay from `start` at `velocity`, stopped at 0 or `end` if it would pass them, over once
  /// what it has left to travel is within `threshold` (or when it reaches 0 or `end`).
  static func coast(
    _ decay: Decay<Double>, end: Double, threshold: Double
  ) -> PlayheadMotion {
    let k = decay.decelerationRate.decayConstant
    let start = decay.position
    let velocity = decay.velocity
    let free = decay.restingPosition
    let bound = free < 0 ? 0 : free > end ? end : free
    let rest: Double
    let settling: Double
    if bound != free {
      // x(t) = b  ⇔  e^(k·t) − 1 = k·(b − x0)/v0 (as BoundedDecay's hand-off).
      let fraction = k * (bound - start) / velocity
      rest = bound
      // fraction is in (−1, 0]; only rounding puts it at −1 or below, for a resting point within an
      // ulp of the bound: it then stops at the bound as the decay settles.
      settling =
        fraction == 0
        ? 0
        : fraction > -1
          ? Math.log1p(fraction) / k : (try? decay.settlingDuration(speedThreshold: -k * threshold)) ?? 0
    } else {
      // Left to travel at speed s: s/(−k); within the threshold once s ≤ −k·threshold.
      rest = free
      settling = (try? decay.settlingDuration(speedThreshold: -k * threshold)) ?? 0
    }
    return PlayheadMotion(
      kind: .decay(decay), start: start, velocity: velocity, rest: rest, settlingTime: settling, end: end)
  }

  /// The time shown `time` seconds after the release, within `0...end`.
  func value(at time: Double) -> Double {
    guard time > 0 else { return start }  // also NaN
    guard time < settlingTime else { return rest }
    let raw: Double
    switch kind {
    case .spring(let spring):
      raw = rest + spring.displacement(at: time, initialDisplacement: start - rest, initialVelocity: velocity).position
    case .decay(let decay):
      raw = decay.value(at: time)
    }
    return min(max(raw, 0), end)
  }

  /// The derivative of ``value(at:)``.
  func velocity(at time: Double) -> Double {
    guard time > 0 else { return velocity }  // also NaN
    guard time < settlingTime else { return 0 }
    switch kind {
    case .spring(let spring):
      let state = spring.displacement(at: time, initialDisplacement: start - rest, initialVelocity: velocity)
      let raw = rest + state.position
      return raw < 0 || raw > end ? 0 : state.velocity
    case .decay(let decay):
      return decay.velocity(at: time)
    }
  }
}
