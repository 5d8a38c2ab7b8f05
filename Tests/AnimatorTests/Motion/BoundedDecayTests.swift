import Animator
import Foundation
import Testing

@Suite("BoundedDecay")
struct BoundedDecayTests {
  @Test("a decay that comes to rest inside the bounds is just the decay")
  func inside() throws {
    let fling = try BoundedDecay(position: 100, velocity: 500, bounds: 0...1000)
    #expect(fling.handOff == nil)
    for t in [0, 0.1, 1, 5] { #expect(fling.value(at: t) == fling.decay.value(at: t)) }
    #expect(fling.restingPosition == 100 + project(velocity: 500.0))
  }

  @Test(
    "the hand-off time solves x(t) = bound in closed form, with v = v0 + 1000·ln r·(bound − x0)",
    arguments: [
      (900.0, 1500.0, DecelerationRate.normal), (100, -1500, .normal), (990, 1000, .fast), (1000, 10, .normal),
      (500, 40_000, .fast),
    ])
  func handOffTime(position: Double, velocity: Double, rate: DecelerationRate) throws {
    let fling = try BoundedDecay(position: position, velocity: velocity, bounds: 0...1000, decelerationRate: rate)
    let handOff = try #require(fling.handOff)
    let bound = velocity > 0 ? 1000.0 : 0
    let k = 1000 * log(rate.rawValue)
    #expect(handOff.bound == bound && handOff.position == bound)
    #expect(agrees(handOff.time, log(1 + k * (bound - position) / velocity) / k, relative: 1e-12))
    #expect(agrees(fling.decay.value(at: handOff.time), bound, relative: 1e-12, scale: 1000))
    #expect(agrees(fling.decay.velocity(at: handOff.time), handOff.velocity, relative: 1e-9))
    #expect(agrees(handOff.velocity, velocity + k * (bound - position), relative: 1e-15))
  }

  @Test("the hand-off is continuous in position and velocity", arguments: threeRegimes)
  func continuous(spring: Spring) throws {
    let fling = try BoundedDecay(position: 900, velocity: 1500, bounds: 0...1000, spring: spring)
    let handOff = try #require(fling.handOff)
    #expect(fling.value(at: handOff.time) == 1000)
    #expect(fling.velocity(at: handOff.time) == handOff.velocity)
    // Either side of the hand-off the value moves by the handed-over velocity times the step.
    let h = 1e-12
    #expect(agrees(fling.value(at: handOff.time - h), 1000 - handOff.velocity * h, relative: 1e-12))
    #expect(agrees(fling.value(at: handOff.time + h), 1000 + handOff.velocity * h, relative: 1e-12))
    #expect(agrees(fling.velocity(at: handOff.time + h), handOff.velocity, relative: 1e-9))
    #expect(agrees(fling.velocity(at: handOff.time - h), handOff.velocity, relative: 1e-9))
  }

  @Test("after the hand-off the spring brings it back to the bound", arguments: threeRegimes)
  func spring(spring: Spring) throws {
    let fling = try BoundedDecay(position: 900, velocity: 1500, bounds: 0...1000, spring: spring)
    let handOff = try #require(fling.handOff)
    for elapsed in [0.01, 0.1, 0.3, 1] {
      let state = spring.displacement(at: elapsed, initialDisplacement: 0, initialVelocity: handOff.velocity)
      // (time + elapsed) − time is elapsed to rounding, so the spring's state agrees to rounding.
      #expect(agrees(fling.value(at: handOff.time + elapsed), 1000 + state.position, relative: 1e-12))
      #expect(agrees(fling.velocity(at: handOff.time + elapsed), state.velocity, relative: 1e-9, scale: 1300))
    }
    #expect(fling.value(at: handOff.time + 0.05) > 1000, "it goes past the edge first")
    #expect(fling.restingPosition == 1000 && fling.value(at: .infinity) == 1000)
  }

  @Test("released past an edge, the spring takes over at once towards the nearer bound")
  func releasedOutside() throws {
    let fling = try BoundedDecay(position: -60, velocity: -200, bounds: 0...1000)
    let handOff = try #require(fling.handOff)
    #expect(handOff.time == 0 && handOff.bound == 0 && handOff.position == -60 && handOff.velocity == -200)
    #expect(fling.value(at: 0) == -60 && fling.velocity(at: 0) == -200)
    #expect(abs(fling.value(at: 10)) < 1e-6)
  }

  @Test("released on a bound and moving out, it hands over at once, at time 0")
  func releasedOnBound() throws {
    let fling = try BoundedDecay(position: 1000, velocity: 300, bounds: 0...1000)
    let handOff = try #require(fling.handOff)
    #expect(handOff.time == 0 && handOff.time.sign == .plus && handOff.velocity == 300)
    #expect(fling.value(at: 0) == 1000 && fling.velocity(at: 0) == 300)
  }

  @Test("rejects infinite bounds and a NaN release")
  func rejects() {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "bounds", value: "0.0...inf", requirement: .other("finite bounds"))
    ) { try BoundedDecay(position: 0, velocity: 10, bounds: 0 ... .infinity) }
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "nan", requirement: .finite)) {
      try BoundedDecay(position: 0, velocity: .nan, bounds: 0...1)
    }
  }
}
