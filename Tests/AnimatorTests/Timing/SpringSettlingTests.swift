import Testing

@testable import Animator

/// The last time, on a grid of `step` seconds, that a unit displacement thrown towards rest at
/// `initialVelocity` is farther than `epsilon` from rest.
private func bruteForceSettling(
  _ spring: Spring, initialVelocity: Double, epsilon: Double = 0.001, until end: Double, step: Double = 1e-5
) -> Double {
  var last = 0.0
  var index = 0
  while Double(index) * step <= end {
    let t = Double(index) * step
    if abs(spring.displacement(at: t, initialDisplacement: 1, initialVelocity: -initialVelocity).position) > epsilon {
      last = t
    }
    index += 1
  }
  return last
}

@Suite("Spring settling")
struct SpringSettlingTests {
  static let cases: [(Double, Double)] = [
    (0.05, 0), (0.3, 0), (0.3, 10), (0.3, -4), (0.7, 2), (0.8, 10), (0.95, -1), (0.999999, 3),
    (1, 0), (1, 8), (1, -8), (1.000001, 3), (2, 0), (2, 25), (8, -2),
  ]

  @Test("the settling duration matches a brute-force scan to the scan's step", arguments: cases)
  func matchesScan(dampingRatio: Double, initialVelocity: Double) throws {
    let spring = try Spring(response: 0.5, dampingRatio: dampingRatio)
    let settling = spring.settlingDuration(initialVelocity: initialVelocity)
    let scanned = bruteForceSettling(spring, initialVelocity: initialVelocity, until: settling * 1.5 + 0.5)
    #expect(settling >= scanned - 1e-12 && settling <= scanned + 1e-5 + 1e-12, "\(settling) vs \(scanned)")
  }

  @Test("a critically damped spring settles where (1 + ω₀t)·e^(−ω₀t) = 0.001")
  func criticalClosedForm() {
    let spring = Spring.smooth
    let t = spring.settlingDuration()
    let w = spring.naturalFrequency * t
    #expect(((1 + w) * Math.exp(-w)).isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-15))
    #expect(t.isApproximatelyEqual(to: 0.734_771_698_194_295_9, absoluteTolerance: 1e-12))
  }

  @Test("the last crossing counts, not the first: a peak just outside the band delays settling")
  func lastCrossingCounts() throws {
    // With ζ = 0.6 the turning points are at n half periods, each e^(−πζ/√(1 − ζ²)) ≈ 0.095 times
    // as far out as the one before: 0.095, 0.0090, 0.00085. The third is inside 0.001, the second
    // is not, so the spring settles on the way from the second to the zero after it, at
    // (atan(0.75) + π/2)/π ≈ 0.7048 half periods past it.
    let spring = try Spring(response: 1, dampingRatio: 0.6)
    let settling = spring.settlingDuration()
    let halfPeriod = Double.pi / (spring.naturalFrequency * (1 - 0.36).squareRoot())
    #expect(settling > halfPeriod * 2 && settling < halfPeriod * 2.7048)
    // With a band of 0.01 the second turning point is inside, so settling comes a half period
    // earlier.
    let wider = spring.settlingDuration(epsilon: 0.01)
    #expect(wider > halfPeriod * 1 && wider < halfPeriod * 1.7048)
  }

  @Test("the settling duration is continuous in the damping ratio across critical damping")
  func continuousAcrossCritical() throws {
    for velocity in [0.0, 4, -4] {
      let critical = try Spring(response: 0.5, dampingRatio: 1).settlingDuration(initialVelocity: velocity)
      for ratio in [1 - 1e-9, 1 + 1e-9] {
        let nearby = try Spring(response: 0.5, dampingRatio: ratio).settlingDuration(initialVelocity: velocity)
        #expect(nearby.isApproximatelyEqual(to: critical, absoluteTolerance: 1e-7))
      }
    }
  }

  @Test("a larger tolerance settles sooner")
  func toleranceOrder() {
    let spring = Spring.bouncy
    #expect(spring.settlingDuration(epsilon: 0.01) < spring.settlingDuration())
    #expect(spring.settlingDuration() < spring.settlingDuration(epsilon: 1e-6))
  }

  @Test("an undamped spring never settles; bad input answers infinity and never traps")
  func neverSettles() throws {
    let undamped = try Spring(duration: 1, bounce: 1)
    #expect(undamped.settlingDuration() == .infinity)
    #expect(undamped.settlingDuration(initialVelocity: 5) == .infinity)
    #expect(Spring.smooth.settlingDuration(initialVelocity: .nan) == .infinity)
    #expect(Spring.smooth.settlingDuration(initialVelocity: .infinity) == .infinity)
    #expect(Spring.smooth.settlingDuration(epsilon: 0) == .infinity)
    #expect(Spring.smooth.settlingDuration(epsilon: .nan) == .infinity)
    #expect(Spring.smooth.settlingDuration(epsilon: 1) == 0)
  }

  @Test("the default epsilon is 0.001")
  func defaultEpsilon() {
    #expect(Spring.defaultSettlingEpsilon == 0.001)
    #expect(Spring.bouncy.settlingDuration() == Spring.bouncy.settlingDuration(epsilon: 0.001))
  }
}
