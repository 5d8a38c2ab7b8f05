/// The closed-form motion of a damped harmonic oscillator `x'' + 2ζω₀·x' + ω₀²·x = 0`: the one
/// piece of spring maths that ``Spring``, ``SpringCurve`` and ``TimingCurve/spring(dampingRatio:initialVelocity:duration:)`` share.
///
/// The motion is linear in the initial state, so it is kept as a *propagator*, four coefficients
/// that take the state at time 0 to the state at time `t`:
///
///     x(t) = xx·x₀ + xv·v₀        v(t) = vx·x₀ + vv·v₀
///
/// Every regime is written so that no formula divides by a quantity that vanishes near critical
/// damping and no exponential grows:
///
/// - underdamped (`ζ < 1`): `e^(−αt)·(cos ωd·t, sin(ωd·t)/ωd)`. Near `ζ = 1`, `sin(ωd·t)/ωd`
///   tends to `t` without cancelling, because `sin` is accurate for small arguments.
/// - critically damped (`ζ = 1`): `e^(−ω₀t)·(1, t)`.
/// - overdamped (`ζ > 1`): both modes are written relative to the slow one,
///   `e^(−λ₁t)·(1 + e^(−2γt))/2` and `e^(−λ₁t)·(1 − e^(−2γt))/(2γ)`, with `1 − e^(−2γt)` from
///   `expm1`. Near `ζ = 1` that quotient tends to `t`; for large `ζ` nothing overflows, because
///   `cosh` and `sinh` are never formed.
///
/// Here `α = ζω₀`, `ωd = ω₀√(1 − ζ²)`, `γ = ω₀√(ζ² − 1)`, and the slow and fast decay rates are
/// `λ₁ = ω₀/(ζ + √(ζ² − 1))` (computed without cancelling) and `λ₂ = ω₀(ζ + √(ζ² − 1))`.
struct SpringOscillator: Hashable, Sendable {
  /// How the oscillator moves, with the rates each regime needs.
  enum Regime: Hashable, Sendable {
    /// `ζ < 1`: oscillates at the damped frequency `ωd > 0`.
    case underdamped(dampedFrequency: Double)
    /// `ζ = 1` (or so close to it that `ωd` or `γ` is exactly zero).
    case criticallyDamped
    /// `ζ > 1`: two decaying modes, with `γ = ω₀√(ζ² − 1) > 0` and the slow and fast rates.
    case overdamped(gamma: Double, slowRate: Double, fastRate: Double)
  }

  /// The state map from time 0 to time `t`: `x(t) = xx·x₀ + xv·v₀`, `v(t) = vx·x₀ + vv·v₀`.
  struct Propagator: Hashable, Sendable {
    var xx: Double
    var xv: Double
    var vx: Double
    var vv: Double

    /// The map at time 0.
    static let identity = Propagator(xx: 1, xv: 0, vx: 0, vv: 1)
    /// The map once the motion has died out: every state goes to rest.
    static let rest = Propagator(xx: 0, xv: 0, vx: 0, vv: 0)
  }

  /// ω₀ = √(k/m), in radians per second; finite and greater than zero.
  let naturalFrequency: Double
  /// ζ = c/(2√(km)); finite and not negative.
  let dampingRatio: Double
  /// α = ζω₀ = c/(2m): the rate at which the envelope of the motion decays.
  let decayRate: Double
  /// The regime and its rates.
  let regime: Regime

  /// Makes the oscillator with natural frequency `ω₀ > 0` and damping ratio `ζ >= 0`, both finite.
  init(naturalFrequency: Double, dampingRatio: Double) {
    let omega = naturalFrequency
    let zeta = dampingRatio
    self.naturalFrequency = omega
    self.dampingRatio = zeta
    self.decayRate = zeta * omega
    if zeta < 1 {
      // (1 − ζ)(1 + ζ) rather than 1 − ζ²: 1 − ζ is exact for ζ in [0.5, 1].
      let dampedFrequency = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
      regime = dampedFrequency > 0 ? .underdamped(dampedFrequency: dampedFrequency) : .criticallyDamped
    } else if zeta > 1 {
      // √(ζ − 1)·√(ζ + 1) does not overflow for large ζ, and ζ − 1 is exact for ζ in [1, 2].
      let root = (zeta - 1).squareRoot() * (zeta + 1).squareRoot()
      let gamma = omega * root
      let slowRate = omega / (zeta + root)
      let fastRate = omega * (zeta + root)
      if gamma > 0, fastRate.isFinite {
        regime = .overdamped(gamma: gamma, slowRate: slowRate, fastRate: fastRate)
      } else {
        regime = .criticallyDamped
      }
    } else {
      regime = .criticallyDamped
    }
  }

  /// The propagator at time `t` seconds after the initial state.
  ///
  /// Negative times and NaN are treated as 0. Once the decaying factor underflows to zero, and at
  /// infinite time or a time so large that the phase `ωd·t` overflows (for an undamped oscillator
  /// too), the result is ``Propagator/rest``.
  ///
  /// - Complexity: O(1): one or two exponentials and, when underdamped, a sine and a cosine.
  func propagator(at t: Double) -> Propagator {
    guard t > 0 else { return .identity }  // also catches NaN
    guard t < .infinity else { return .rest }
    let omegaSquared = naturalFrequency * naturalFrequency
    switch regime {
    case .underdamped(let dampedFrequency):
      let envelope = Math.exp(-decayRate * t)
      guard envelope > 0 else { return .rest }
      let angle = dampedFrequency * t
      guard angle.isFinite else { return .rest }  // a phase beyond any double: as at infinite time
      let c = Math.cos(angle)
      let s = Math.sin(angle) / dampedFrequency
      return Propagator(
        xx: envelope * (c + decayRate * s),
        xv: envelope * s,
        vx: -omegaSquared * envelope * s,
        vv: envelope * (c - decayRate * s)
      )
    case .criticallyDamped:
      let envelope = Math.exp(-naturalFrequency * t)
      guard envelope > 0 else { return .rest }
      return Propagator(
        xx: envelope * (1 + naturalFrequency * t),
        xv: envelope * t,
        vx: -omegaSquared * envelope * t,
        vv: envelope * (1 - naturalFrequency * t)
      )
    case .overdamped(let gamma, let slowRate, let fastRate):
      let envelope = Math.exp(-slowRate * t)
      guard envelope > 0 else { return .rest }
      let m = Math.expm1(-2 * gamma * t)  // e^(−2γt) − 1, in (−1, 0]
      let f = 1 + m  // e^(−2γt): the fast mode relative to the slow one
      let q = -m / (2 * gamma)  // (1 − e^(−2γt))/(2γ): tends to t as γ → 0
      // vv = (f·λ₂ − λ₁)/(2γ) = 1 − λ₂·q. The first form is accurate once the fast mode has died
      // out (it cancels near ζ = 1, where 2γ is small); the second one before that.
      let vv = f < 0.5 ? (f * fastRate - slowRate) / (2 * gamma) : 1 - fastRate * q
      return Propagator(
        xx: envelope * (1 + slowRate * q),
        xv: envelope * q,
        vx: -omegaSquared * envelope * q,
        vv: envelope * vv
      )
    }
  }

  /// The displacement and velocity at time `t` from the initial displacement `x0` and velocity
  /// `v0`.
  ///
  /// - Complexity: O(1).
  func state(at t: Double, x0: Double, v0: Double) -> (position: Double, velocity: Double) {
    if x0 == 0 && v0 == 0 { return (0, 0) }
    let p = propagator(at: t)
    return (p.xx * x0 + p.xv * v0, p.vx * x0 + p.vv * v0)
  }
}
