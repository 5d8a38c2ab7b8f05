import Testing

@testable import Animator

@Suite("SpringOscillator settling")
struct SpringOscillatorSettlingTests {
  @Test("the settling time is the exact last crossing of the band, for any initial state")
  func exactCrossing() {
    let states: [(Double, Double)] = [(1, 0), (-2, 0), (0, 5), (0, -5), (0.3, 9), (-1, -20), (1, 40)]
    for zeta in [0.1, 0.6, 0.999999, 1, 1.000001, 4] {
      let oscillator = SpringOscillator(naturalFrequency: 7, dampingRatio: zeta)
      for (x0, v0) in states {
        let t = oscillator.settlingTime(x0: x0, v0: v0, epsilon: 1e-3)
        #expect(t > 0 && t.isFinite)
        // Inside the band at the answer, outside a hair before it.
        #expect(abs(oscillator.state(at: t, x0: x0, v0: v0).position) <= 1e-3)
        #expect(abs(oscillator.state(at: t * (1 - 1e-12), x0: x0, v0: v0).position) > 1e-3)
      }
    }
  }

  @Test("over random springs and states, the answer is a crossing: inside the band, one double before it outside")
  func randomCrossings() {
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<3000 {
      let zeta = [0.05, 0.3, 0.7, 1, 1.5, 4].randomElement(using: &generator)!
      let oscillator = SpringOscillator(
        naturalFrequency: Double.random(in: 0.5...60, using: &generator), dampingRatio: zeta)
      let x0 = Double.random(in: -1000...1000, using: &generator)
      let v0 = Double.random(in: -5000...5000, using: &generator)
      let epsilon = [1e-3, 1e-6, 0.5].randomElement(using: &generator)!
      let t = oscillator.settlingTime(x0: x0, v0: v0, epsilon: epsilon)
      guard t > 0 else { continue }
      #expect(t.isFinite)
      #expect(abs(oscillator.state(at: t, x0: x0, v0: v0).position) <= epsilon)
      #expect(abs(oscillator.state(at: t.nextDown, x0: x0, v0: v0).position) > epsilon)
    }
  }

  @Test("a motion that never leaves the band has settled at once")
  func neverLeaves() {
    let oscillator = SpringOscillator(naturalFrequency: 3, dampingRatio: 0.4)
    #expect(oscillator.settlingTime(x0: 0, v0: 0, epsilon: 1e-3) == 0)
    #expect(oscillator.settlingTime(x0: 1e-4, v0: 0, epsilon: 1e-3) == 0)
    #expect(oscillator.settlingTime(x0: 1, v0: 0, epsilon: 2) == 0)
    #expect(oscillator.settlingTime(x0: 1, v0: 0, epsilon: .infinity) == 0)
  }

  @Test("bad tolerances and initial states answer infinity, never NaN or a hang")
  func badInput() {
    let oscillator = SpringOscillator(naturalFrequency: 3, dampingRatio: 0.4)
    for epsilon: Double in [0, -1, .nan, -.infinity] {
      #expect(oscillator.settlingTime(x0: 1, v0: 0, epsilon: epsilon) == .infinity)
    }
    for (x0, v0) in [(Double.nan, 0.0), (1, .infinity), (.infinity, 0)] {
      #expect(oscillator.settlingTime(x0: x0, v0: v0, epsilon: 1e-3) == .infinity)
    }
  }

  @Test("an undamped oscillator never settles unless it stays inside the band")
  func undamped() {
    let oscillator = SpringOscillator(naturalFrequency: 5, dampingRatio: 0)
    #expect(oscillator.settlingTime(x0: 1, v0: 0, epsilon: 1e-3) == .infinity)
    #expect(oscillator.settlingTime(x0: 1, v0: 0, epsilon: 1) == 0)
    #expect(oscillator.settlingTime(x0: 1e-4, v0: 1e-4, epsilon: 1e-3) == 0)
  }

  @Test("a barely damped oscillator settles late but in finite time")
  func barelyDamped() {
    // ζ = 1e-4, ω₀ = 10: the envelope falls to 1e-3 after ln(1000)/(ζω₀) ≈ 6908 s.
    let t = SpringOscillator(naturalFrequency: 10, dampingRatio: 1e-4).settlingTime(x0: 1, v0: 0, epsilon: 1e-3)
    #expect(t > 6900 && t < 6908 + 1)
    // So small a damping that the time overflows: never.
    #expect(
      SpringOscillator(naturalFrequency: 1, dampingRatio: .leastNonzeroMagnitude * 2000).settlingTime(
        x0: 1, v0: 0, epsilon: 1e-3) > 1e300)
  }

  @Test("the second arrival comes after one overshoot", arguments: [0.0, 3, -3, 40])
  func secondArrival(v0: Double) {
    let oscillator = SpringOscillator(naturalFrequency: 2, dampingRatio: 0)
    let t = oscillator.secondArrivalTime(v0: v0)
    #expect(abs(oscillator.state(at: t, x0: 1, v0: v0).position) < 1e-12)
    // Exactly one other arrival before it.
    var arrivals = 0
    var previous = 1.0
    for step in 1...10_000 {
      let position = oscillator.state(at: t * Double(step) / 10_000 * (1 - 1e-9), x0: 1, v0: v0).position
      if position.sign != previous.sign { arrivals += 1 }
      previous = position
    }
    #expect(arrivals == 1)
  }
}
