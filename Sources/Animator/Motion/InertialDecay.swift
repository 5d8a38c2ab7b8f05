/// An offset that decays to zero over a blend time with no jump in value, velocity or
/// acceleration: the inertialization of an animation graph's transitions.
///
/// From an offset `x₀` moving at `v₀` at its start, over the blend time `T`, with `s = τ/T` for the
/// time `τ` since the start:
///
///     o(τ)  = (1 − s)⁴ · [x₀·(1 + 4s) + v₀·T·s]
///     o′(τ) = (1 − s)³ · [v₀·(1 − 5s) − 20·x₀·s/T]
///
/// the quintic with `o(0) = x₀`, `o′(0) = v₀`, an initial acceleration of `−(8·v₀·T + 20·x₀)/T²`
/// (Bollo's choice, which keeps the curve from turning back when `x₀` and `v₀` agree), and
/// `o = o′ = o″ = 0` at `T`. From `τ = T` on the offset is exactly zero. It is linear in
/// `(x₀, v₀)`, so it works on any value type through addition and scaling alone, with no
/// per-component clamp; a large velocity against the offset overshoots zero and comes back.
struct InertialDecay<Data: VectorArithmetic>: Sendable {
  /// The offset at the start.
  let offset: Data
  /// The offset's velocity at the start, per second.
  let velocity: Data
  /// The blend time, in seconds; 0 gives no offset at all.
  let duration: Double

  /// The offset `time` seconds after the start: `offset` at 0 and before, zero from ``duration``.
  func value(at time: Double) -> Data {
    guard duration > 0, time < duration else { return .zero }
    guard time > 0 else { return offset }
    let s = time / duration
    let u = 1 - s
    let u2 = u * u
    return (offset.scaled(by: 1 + 4 * s) + velocity.scaled(by: duration * s)).scaled(by: u2 * u2)
  }

  /// The derivative of ``value(at:)``: `velocity` at 0 and before, zero from ``duration``.
  func velocity(at time: Double) -> Data {
    guard duration > 0, time < duration else { return .zero }
    guard time > 0 else { return velocity }
    let s = time / duration
    let u = 1 - s
    return (velocity.scaled(by: 1 - 5 * s) - offset.scaled(by: 20 * s / duration)).scaled(by: u * u * u)
  }
}
