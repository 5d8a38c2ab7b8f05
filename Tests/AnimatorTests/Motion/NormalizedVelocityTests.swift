import Animator
import Testing

@Suite("Normalised spring velocity")
struct NormalizedVelocityTests {
  @Test("is UIKit's velocity over distance: 50 points per second with 100 to go is 0.5")
  func uikitExample() throws {
    // UISpringTimingParameters: "1 is defined as traveling the total animation distance in a
    // second"; WWDC 2014's example: at x = 50, target 150, moving at 50 pt/s, pass 0.5.
    #expect(try 50.0.normalizedVelocity(from: 50, to: 150) == 0.5)
    #expect(try (-50.0).normalizedVelocity(from: 50, to: 150) == -0.5)
  }

  @Test("divides each component by its own distance")
  func perComponent() throws {
    let velocity = Point2D(x: 300, y: -1000)
    let normalized = try velocity.normalizedVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 400, y: 100))
    #expect(normalized == Point2D(x: 1, y: 2))
    #expect(normalized.valueVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 400, y: 100)) == velocity)
  }

  @Test("a component with no distance to go gets 0, and a spring in value units keeps its velocity")
  func zeroDistance() throws {
    let from = Point2D(x: 100, y: 600)
    let to = Point2D(x: 100, y: 100)
    let velocity = Point2D(x: 300, y: -1000)
    #expect(try velocity.normalizedVelocity(from: from, to: to) == Point2D(x: 0, y: 2))
    #expect(try 5.0.normalizedVelocity(from: 0, to: .leastNonzeroMagnitude) == 0, "a quotient that overflows")
    let motion = try SpringTrajectory(spring: .smooth, from: from, velocity: velocity, to: to)
    #expect(motion.velocity(at: 0) == velocity)
    #expect(motion.value(at: 0.05).x > 100, "it moves off along x with its velocity")
    #expect(agrees(motion.value(at: 10).x, 100, relative: 1e-9), "and comes back")
  }

  @Test("round-trips through value units wherever a component has a distance")
  func roundTrip() throws {
    let from = Rect2D(x: 0, y: 10, width: 100, height: 40)
    let to = Rect2D(x: 250, y: -30, width: 80, height: 400)
    let velocity = Rect2D(x: 900, y: 45, width: -3, height: 1e4)
    let normalized = try velocity.normalizedVelocity(from: from, to: to)
    #expect(normalized.valueVelocity(from: from, to: to).isApproximatelyEqual(to: velocity, absoluteTolerance: 1e-9))
  }

  @Test(
    "a normalised spring run per component moves as the spring in value units, and hands the velocity over per axis",
    arguments: threeRegimes)
  func handOffPerAxis(spring: Spring) throws {
    // Each component runs value_i = from_i + d_i·p_i(t), with p_i the unit spring from 0 to 1 with
    // normalised velocity n_i: the player's form. Its velocity at 0 is d_i·n_i = v_i.
    let from = Point2D(x: 40, y: 500)
    let to = Point2D(x: 340, y: 100)
    let velocity = Point2D(x: 1200, y: 300)
    let n = try velocity.normalizedVelocity(from: from, to: to)
    let d = to - from
    let motion = try SpringTrajectory(spring: spring, from: from, velocity: velocity, to: to)
    for t in [0, 1e-12, 0.01, 0.1, 0.4, 1] {
      let px = spring.value(target: 1.0, initialValue: 0, initialVelocity: n.x, time: t)
      let py = spring.value(target: 1.0, initialValue: 0, initialVelocity: n.y, time: t)
      let vx = spring.velocity(target: 1.0, initialValue: 0, initialVelocity: n.x, time: t)
      let vy = spring.velocity(target: 1.0, initialValue: 0, initialVelocity: n.y, time: t)
      let value = Point2D(x: from.x + d.x * px, y: from.y + d.y * py)
      let speed = Point2D(x: d.x * vx, y: d.y * vy)
      #expect(agrees(value, motion.value(at: t), scale: 500), "t = \(t)")
      #expect(agrees(speed, motion.velocity(at: t), scale: 1200), "t = \(t)")
      if t <= 1e-12 { #expect(agrees(speed, velocity), "the velocity just after is the one handed over") }
    }
  }

  @Test("rejects a NaN or infinite velocity, start or end")
  func rejects() {
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(nan, 0.0)", requirement: .finite)) {
      try Point2D(x: .nan, y: 0).normalizedVelocity(from: .zero, to: Point2D(x: 1, y: 1))
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "to", value: "inf", requirement: .finite)) {
      try 1.0.normalizedVelocity(from: 0, to: .infinity)
    }
  }
}
