import Testing

@testable import Animator

/// Every easing: ten families in three modes.
let allEasings: [Easing] = Easing.Family.allCases.flatMap { family in
  Easing.Mode.allCases.map { Easing(family, $0) }
}

@Suite("Easing")
struct EasingTests {
  @Test("every easing is exactly 0 at time 0 and exactly 1 at time 1", arguments: allEasings)
  func exactEnds(_ easing: Easing) {
    #expect(easing.value(at: 0) == 0)
    #expect(easing.value(at: 1) == 1)
  }

  @Test("easeInOutCubic is exactly p < 0.5 ? 4p³ : 1 − (−2p + 2)³ / 2")
  func cubicInOutFormula() {
    for index in 0...10_000 {
      let p = Double(index) / 10_000
      let f = -2 * p + 2
      let expected = p < 0.5 ? 4 * p * p * p : 1 - f * f * f / 2
      #expect(Easing.easeInOutCubic.value(at: p) == expected)
    }
  }

  @Test("velocity agrees with a central difference of the value", arguments: allEasings)
  func velocityMatchesDifference(_ easing: Easing) {
    let h = 1e-6
    // Bounce's parabolas meet at corners; the slope is one-sided there.
    let corners = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]
    let bounceCorners = Set(corners + corners.map { 1 - $0 } + corners.flatMap { [(1 + $0) / 2, (1 - $0) / 2] })
    for index in 1..<500 {
      let t = Double(index) / 500
      if easing.family == .bounce, bounceCorners.contains(where: { abs($0 - t) < 2 * h }) { continue }
      if easing.mode == .inOut, abs(t - 0.5) < 2 * h { continue }
      let difference = (easing.value(at: t + h) - easing.value(at: t - h)) / (2 * h)
      let velocity = easing.velocity(at: t)
      #expect(abs(velocity - difference) <= 1e-5 * max(1, abs(velocity)), "\(easing) at \(t)")
    }
  }

  @Test("velocity is finite everywhere, vertical tangents included", arguments: allEasings)
  func finiteVelocity(_ easing: Easing) {
    for index in 0...1_000 {
      #expect(easing.velocity(at: Double(index) / 1_000).isFinite)
    }
    #expect(easing.velocity(at: .nan).isFinite)
  }

  @Test("the circular easings report their vertical tangents as the largest finite slope")
  func circularTangents() {
    #expect(Easing.easeInCirc.velocity(at: 1) == .greatestFiniteMagnitude)
    #expect(Easing.easeOutCirc.velocity(at: 0) == .greatestFiniteMagnitude)
    #expect(Easing.easeInOutCirc.velocity(at: 0.5) == .greatestFiniteMagnitude)
  }

  @Test("isMonotonic is true exactly for the families that never go back", arguments: allEasings)
  func monotonicity(_ easing: Easing) {
    var decreases = false
    var previous = easing.value(at: 0)
    for index in 1...10_000 {
      let value = easing.value(at: Double(index) / 10_000)
      if value < previous - 1e-15 { decreases = true }
      previous = value
    }
    #expect(easing.isMonotonic == !decreases)
    #expect(easing.isMonotonic == ![.back, .elastic, .bounce].contains(easing.family))
  }

  @Test("time(forValue:) inverts the monotonic easings", arguments: allEasings.filter(\.isMonotonic))
  func inverse(_ easing: Easing) throws {
    for index in 0...1_000 {
      let p = Double(index) / 1_000
      let time = try #require(easing.time(forValue: p))
      #expect((0...1).contains(time))
      let value = easing.value(at: time)
      if easing.family == .expo, abs(value - p) > 1e-9 {
        // Expo jumps by 2⁻¹⁰ at its ends: the inverse is the time of the jump, the first time the
        // progress reaches p.
        #expect(time == 0 || time == 1, "\(easing) at \(p)")
        #expect(value >= p || time == 1, "\(easing) at \(p)")
        continue
      }
      #expect(value.isApproximatelyEqual(to: p, absoluteTolerance: 1e-9), "\(easing) at \(p)")
    }
  }

  @Test("time(forValue:) is nil for the easings that go back", arguments: allEasings.filter { !$0.isMonotonic })
  func noInverse(_ easing: Easing) {
    #expect(easing.time(forValue: 0.5) == nil)
  }

  @Test("input is clamped to 0...1 and NaN is treated as 0", arguments: allEasings)
  func clamping(_ easing: Easing) {
    #expect(easing.value(at: -1) == 0)
    #expect(easing.value(at: .nan) == 0)
    #expect(easing.value(at: 2) == 1)
    #expect(easing.velocity(at: -1) == easing.velocity(at: 0))
    #expect(easing.velocity(at: 2) == easing.velocity(at: 1))
    if easing.isMonotonic {
      #expect(easing.time(forValue: -1) == 0)
      #expect(easing.time(forValue: .nan) == 0)
      #expect(easing.time(forValue: 2) == 1)
    }
  }

  @Test("back and elastic overshoot; bounce stays within 0...1")
  func overshoot() {
    #expect(Easing.easeInBack.value(at: 0.2) < 0)
    #expect(Easing.easeOutBack.value(at: 0.7) > 1)
    #expect(Easing.easeOutElastic.value(at: 0.1) > 1)
    for index in 0...1_000 {
      #expect((0...1).contains(Easing.easeInOutBounce.value(at: Double(index) / 1_000)))
    }
  }
}
