import Testing

@testable import Animator

/// Integrates `x'' = −2ζω₀x' − ω₀²x` with the classic fourth-order Runge–Kutta method and a fixed
/// step, and reports the state at each multiple of `sampleEvery` up to `end`.
///
/// With a step of 1e-5 s its error is far below 1e-9 for the springs tested here (the stiffest
/// has `λ·h ≈ 0.013`), so it is an independent reference for the closed form.
func rungeKutta4(
  naturalFrequency omega: Double, dampingRatio zeta: Double, x0: Double, v0: Double,
  step: Double = 1e-5, sampleEvery: Double = 0.05, end: Double = 2
) -> [(time: Double, position: Double, velocity: Double)] {
  func acceleration(_ x: Double, _ v: Double) -> Double { -2 * zeta * omega * v - omega * omega * x }
  let stepsPerSample = Int((sampleEvery / step).rounded())
  let samples = Int((end / sampleEvery).rounded())
  var x = x0
  var v = v0
  var result = [(time: 0.0, position: x0, velocity: v0)]
  for sample in 1...samples {
    for _ in 0..<stepsPerSample {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + 0.5 * step * k1v
      let k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
      let k3x = v + 0.5 * step * k2v
      let k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
      let k4x = v + step * k3v
      let k4v = acceleration(x + step * k3x, v + step * k3v)
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    result.append((Double(sample * stepsPerSample) * step, x, v))
  }
  return result
}

@Suite("SpringOscillator")
struct SpringOscillatorTests {
  /// The regimes against the numerical reference: (damping ratio, initial displacement, initial
  /// velocity), all at the pace of `Spring(duration: 0.5)` (ω₀ = 4π).
  static let regimes: [(Double, Double, Double)] = [
    (0, 1, -3),  // undamped
    (0.05, 1, 4),  // lightly damped
    (0.3, 1, -10),  // underdamped, thrown towards rest
    (0.7, -0.5, 6),
    (0.999999, 1, -2),  // just below critical: ωd ≈ 0.018 rad/s
    (1, 1, 5),  // critical
    (1.000001, 1, -2),  // just above critical: γ ≈ 0.018 1/s
    (2, 0, 3),  // overdamped, velocity only
    (50, 1, -40),  // heavily overdamped: fast rate ≈ 1257 1/s
  ]

  @Test("the closed form matches a Runge–Kutta integration to 1e-9 in every regime", arguments: regimes)
  func matchesIntegration(zeta: Double, x0: Double, v0: Double) {
    let omega = 4 * Double.pi
    let oscillator = SpringOscillator(naturalFrequency: omega, dampingRatio: zeta)
    var worstPosition = 0.0
    var worstVelocity = 0.0
    for sample in rungeKutta4(naturalFrequency: omega, dampingRatio: zeta, x0: x0, v0: v0) {
      let state = oscillator.state(at: sample.time, x0: x0, v0: v0)
      worstPosition = max(worstPosition, abs(state.position - sample.position))
      worstVelocity = max(worstVelocity, abs(state.velocity - sample.velocity))
    }
    #expect(worstPosition < 1e-9, "position off by \(worstPosition)")
    #expect(worstVelocity < 1e-9, "velocity off by \(worstVelocity)")
  }

  @Test("each regime is chosen by the damping ratio")
  func regimesByDampingRatio() {
    #expect(
      SpringOscillator(naturalFrequency: 1, dampingRatio: 0.5).regime
        == .underdamped(dampedFrequency: 0.75.squareRoot()))
    #expect(SpringOscillator(naturalFrequency: 1, dampingRatio: 1).regime == .criticallyDamped)
    guard
      case .overdamped(let gamma, let slow, let fast) = SpringOscillator(naturalFrequency: 2, dampingRatio: 1.25).regime
    else {
      Issue.record("expected overdamped")
      return
    }
    // ζ = 1.25: √(ζ² − 1) = 0.75, so γ = 1.5, λ₁ = 2(1.25 − 0.75) = 1, λ₂ = 2(1.25 + 0.75) = 4.
    #expect(gamma.isApproximatelyEqual(to: 1.5, absoluteTolerance: 1e-15))
    #expect(slow.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
    #expect(fast.isApproximatelyEqual(to: 4, absoluteTolerance: 1e-15))
  }

  @Test("the motion is continuous in the damping ratio across critical damping")
  func continuousAcrossCritical() {
    let times = [0.01, 0.1, 0.3, 0.7, 1.5]
    let critical = SpringOscillator(naturalFrequency: 4 * .pi, dampingRatio: 1)
    for offset in [1e-15, 1e-12, 1e-9, 1e-6] {
      let below = SpringOscillator(naturalFrequency: 4 * .pi, dampingRatio: 1 - offset)
      let above = SpringOscillator(naturalFrequency: 4 * .pi, dampingRatio: 1 + offset)
      for t in times {
        let c = critical.state(at: t, x0: 1, v0: -7)
        for state in [below.state(at: t, x0: 1, v0: -7), above.state(at: t, x0: 1, v0: -7)] {
          // The derivative with respect to ζ is of order ω₀t·x, so the change is about offset·10.
          #expect(abs(state.position - c.position) <= 20 * offset + 1e-15)
          #expect(abs(state.velocity - c.velocity) <= 400 * offset + 1e-13)
        }
      }
    }
  }

  @Test("a heavily damped oscillator creeps without overflow or cancellation")
  func largeDampingRatio() {
    // ζ = 1e6: the slow rate is ω₀/(2ζ) to first order, so x ≈ e^(−t/(2ζ)) for ω₀ = 1.
    let oscillator = SpringOscillator(naturalFrequency: 1, dampingRatio: 1e6)
    for t in [1.0, 1e3, 1e6, 1e7] {
      let state = oscillator.state(at: t, x0: 1, v0: 0)
      let slow = 1 / (1e6 + (1e12 - 1).squareRoot())
      #expect(state.position.isApproximatelyEqual(to: Math.exp(-slow * t), absoluteTolerance: 1e-6))
      #expect(state.velocity.isFinite && state.velocity <= 0)
    }
    let late = SpringOscillator(naturalFrequency: 1e3, dampingRatio: 50).state(at: 1e4, x0: 1, v0: 1e3)
    #expect(late.position.isFinite && late.velocity.isFinite)
  }

  @Test("huge and infinite times give the rest state, never NaN")
  func hugeTimes() {
    for zeta in [0.0, 1e-3, 0.5, 1, 2, 50] {
      let oscillator = SpringOscillator(naturalFrequency: 10, dampingRatio: zeta)
      for t in [1e6, 1e300, .greatestFiniteMagnitude, .infinity] {
        let state = oscillator.state(at: t, x0: 1, v0: 1e10)
        #expect(!state.position.isNaN && !state.velocity.isNaN)
        if zeta > 0 || t == .infinity {
          #expect(state.position == 0 && state.velocity == 0)
        } else {
          #expect(abs(state.position) <= 1e9 + 1)
        }
      }
    }
  }

  @Test("negative and NaN times give the initial state")
  func earlyTimes() {
    let oscillator = SpringOscillator(naturalFrequency: 10, dampingRatio: 0.3)
    for t: Double in [0, -1, -.infinity, .nan] {
      let state = oscillator.state(at: t, x0: 0.25, v0: -3)
      #expect(state.position == 0.25 && state.velocity == -3)
    }
  }

  @Test("atanh(y)/y and log1p are accurate near zero")
  func helpers() {
    #expect(SpringOscillator.atanhOverArgument(0) == 1)
    #expect(SpringOscillator.atanhOverArgument(1e-10).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
    // atanh(0.5) = log(3)/2
    #expect(
      (SpringOscillator.atanhOverArgument(0.5) * 0.5).isApproximatelyEqual(
        to: Math.log(3) / 2, absoluteTolerance: 1e-15))
    #expect(SpringOscillator.log1p(1e-20) == 1e-20)
    #expect(SpringOscillator.log1p(1).isApproximatelyEqual(to: Math.log(2), absoluteTolerance: 1e-16))
  }
}
