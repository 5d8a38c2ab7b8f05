import Animator
import Testing

/// Whether `a` and `b` agree to `tolerance` relative to the larger of them.
private func agree(_ a: Double, _ b: Double, relative tolerance: Double = 1e-12) -> Bool {
  a == b || abs(a - b) <= tolerance * max(abs(a), abs(b))
}

@Suite("Spring conversions")
struct SpringConversionsTests {
  static let durations = [0.05, 0.3, 0.5, 0.63, 1, 2.5, 10]
  static let bounces = [-0.9, -0.5, -0.25, -0.1, -0.01, 0, 0.01, 0.15, 0.3, 0.5, 0.7, 0.99, 1]

  @Test("Apple's first example: duration 0.5, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6")
  func appleDurationBounceExample() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
    #expect((spring.damping * 10).rounded() / 10 == 17.6)
    // The exact values behind the printed ones: (2π/0.5)² and 4π·0.7/0.5.
    #expect(agree(spring.stiffness, 16 * Double.pi * Double.pi, relative: 1e-15))
    #expect(agree(spring.damping, 5.6 * Double.pi, relative: 1e-15))
  }

  @Test("Apple's second example: mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5")
  func applePhysicalExample() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect((spring.duration * 100).rounded() / 100 == 0.63)
    #expect(agree(spring.duration, 2 * Double.pi / 10, relative: 1e-15))
    #expect(spring.bounce == 0.5)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.naturalFrequency == 10)
    #expect(spring.response == spring.duration)
  }

  @Test("duration and bounce survive the trip through mass, stiffness and damping", arguments: durations)
  func durationBounceRoundTrip(duration: Double) throws {
    for bounce in Self.bounces {
      let spring = try Spring(duration: duration, bounce: bounce)
      #expect(spring.mass == 1)
      #expect(agree(spring.duration, duration), "duration \(duration), bounce \(bounce): \(spring.duration)")
      #expect(agree(spring.bounce, bounce), "duration \(duration), bounce \(bounce): \(spring.bounce)")
      // And back again from the physical parameters.
      let rebuilt = try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      #expect(rebuilt == spring)
    }
  }

  @Test("mass, stiffness and damping survive the trip through duration and bounce")
  func physicalRoundTrip() throws {
    for mass in [0.25, 1, 3] {
      for stiffness in [10.0, 100, 381.5, 5000] {
        for damping in [0.0, 1, 10, 26, 90, 700] {
          let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
          let perceptual = try Spring(duration: spring.duration, bounce: spring.bounce)
          // The same motion with mass 1: the same k/m and c/m.
          #expect(agree(perceptual.stiffness, stiffness / mass), "\(mass), \(stiffness), \(damping)")
          #expect(agree(perceptual.damping, damping / mass), "\(mass), \(stiffness), \(damping)")
          #expect(agree(perceptual.naturalFrequency, spring.naturalFrequency))
          #expect(agree(perceptual.dampingRatio, spring.dampingRatio))
        }
      }
    }
  }

  @Test("response and damping ratio survive the trip, and match duration and bounce", arguments: durations)
  func responseDampingRatioRoundTrip(response: Double) throws {
    for ratio in [0, 0.1, 0.5, 0.825, 1, 1.25, 2, 10] {
      let spring = try Spring(response: response, dampingRatio: ratio)
      #expect(agree(spring.response, response))
      #expect(agree(spring.dampingRatio, ratio))
      let perceptual = try Spring(duration: spring.duration, bounce: spring.bounce)
      #expect(agree(perceptual.stiffness, spring.stiffness))
      #expect(agree(perceptual.damping, spring.damping))
      #expect(try Spring(response: response, dampingFraction: ratio) == spring)
    }
  }

  @Test("bounce is 1 − ζ up to critical damping and 1/ζ − 1 beyond it")
  func bounceFormula() throws {
    #expect(try Spring(response: 1, dampingRatio: 0.25).bounce == 0.75)
    #expect(try Spring(response: 1, dampingRatio: 0).bounce == 1)
    #expect(agree(try Spring(response: 1, dampingRatio: 4).bounce, -0.75))
    #expect(agree(try Spring(duration: 1, bounce: -0.75).dampingRatio, 4))
    #expect(agree(try Spring(duration: 1, bounce: 0.2).dampingRatio, 0.8))
    #expect(try Spring(duration: 1, bounce: 1).damping == 0)
  }

  @Test("defaults are SwiftUI's: duration 0.5 and bounce 0")
  func defaults() throws {
    #expect(try Spring() == Spring(duration: 0.5, bounce: 0))
    #expect(try Spring().dampingRatio == 1)
  }

  @Test(
    "rejects out-of-range perceptual parameters, naming them",
    arguments: [
      (0.0, 0.0, "duration"), (-1, 0, "duration"), (.nan, 0, "duration"), (.infinity, 0, "duration"),
      (1e-160, 0, "duration"),  // the stiffness would overflow
      (0.5, -1, "bounce"), (0.5, -1.5, "bounce"), (0.5, 1.0000001, "bounce"), (0.5, .nan, "bounce"),
    ])
  func rejectsBadPerceptualParameters(duration: Double, bounce: Double, parameter: String) {
    #expect {
      try Spring(duration: duration, bounce: bounce)
    } throws: { error in
      guard case AnimationError.invalidArgument(let name, _, _) = error else { return false }
      return name == parameter
    }
  }

  @Test("rejects out-of-range response parameters, naming them")
  func rejectsBadResponseParameters() {
    #expect(throws: AnimationError.invalidArgument(parameter: "response", value: "0.0", requirement: .positive)) {
      try Spring(response: 0, dampingRatio: 1)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "dampingRatio", value: "-0.5", requirement: .nonNegative))
    {
      try Spring(response: 1, dampingRatio: -0.5)
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "dampingFraction", value: "nan", requirement: .nonNegative)
    ) {
      try Spring(response: 1, dampingFraction: .nan)
    }
  }
}
