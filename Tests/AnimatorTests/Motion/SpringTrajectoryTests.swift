import Animator
import Testing

@Suite("SpringTrajectory")
struct SpringTrajectoryTests {
  @Test("moves as the spring's closed form from its initial state", arguments: threeRegimes)
  func closedForm(spring: Spring) throws {
    let motion = try SpringTrajectory(
      spring: spring, from: Point2D(x: 10, y: 400), velocity: Point2D(x: -600, y: 250), to: Point2D(x: 300, y: 0), at: 2
    )
    for elapsed in [0.0, 0.01, 0.1, 0.3, 1] {
      let expected = spring.value(
        target: Point2D(x: 300, y: 0), initialValue: Point2D(x: 10, y: 400), initialVelocity: Point2D(x: -600, y: 250),
        time: elapsed)
      let speed = spring.velocity(
        target: Point2D(x: 300, y: 0), initialValue: Point2D(x: 10, y: 400), initialVelocity: Point2D(x: -600, y: 250),
        time: elapsed)
      #expect(agrees(motion.value(at: 2 + elapsed), expected, scale: 400), "elapsed \(elapsed)")
      #expect(agrees(motion.velocity(at: 2 + elapsed), speed, scale: 600), "elapsed \(elapsed)")
    }
    #expect(motion.value(at: 1) == Point2D(x: 10, y: 400), "before its start it is at its initial state")
    #expect(motion.velocity(at: .nan) == Point2D(x: -600, y: 250))
    #expect(motion.value(at: .infinity) == Point2D(x: 300, y: 0))
  }

  @Test("a retarget keeps the position and the velocity exactly, whatever the spring", arguments: threeRegimes)
  func retargetKeepsState(spring: Spring) throws {
    let motion = try SpringTrajectory(
      spring: .bouncy, from: Point2D(x: 0, y: 0), velocity: Point2D(x: 0, y: 800), to: Point2D(x: 300, y: 0))
    for time in [0.0, 0.037, 0.1, 0.45] {
      let retargeted = try motion.retargeted(to: Point2D(x: -50, y: 220), spring: spring, at: time)
      #expect(retargeted.value(at: time) == motion.value(at: time))
      #expect(retargeted.velocity(at: time) == motion.velocity(at: time))
      #expect(retargeted.startTime == time && retargeted.spring == spring)
      // Just after, the velocity is the one handed over (the acceleration changes, not the velocity).
      let after = retargeted.velocity(at: time + 1e-12)
      #expect(agrees(after, motion.velocity(at: time), scale: 800), "time \(time)")
    }
    #expect(try motion.retargeted(to: .zero, at: 0.1).spring == .bouncy, "keeps its spring unless given one")
  }

  @Test("retargeting to the same target every tick for 10,000 ticks follows the one motion", arguments: threeRegimes)
  func retargetEveryTick(spring: Spring) throws {
    let whole = try SpringTrajectory(spring: spring, from: 0.0, velocity: 3000, to: 100)
    var piece = whole
    let tick = 1.0 / 6000  // 10,000 ticks over 10/6 s
    for index in 1...10_000 {
      piece = try piece.retargeted(to: 100, at: Double(index) * tick)
    }
    #expect(piece.startTime == 10_000 * tick)
    let end = 10_000 * tick
    #expect(agrees(piece.value(at: end), whole.value(at: end), relative: 1e-9, scale: 100))
    #expect(agrees(piece.velocity(at: end), whole.velocity(at: end), relative: 1e-9, scale: 3000))
  }

  @Test("the values at a time do not depend on the ticks that led there")
  func independentOfTicks() throws {
    // Retargets at the same instants, sampled at 60 and at 240 frames per second: the same motion.
    func run(fps: Double) throws -> [Double] {
      var motion = try SpringTrajectory(spring: .snappy, from: 0.0, to: 100)
      var samples: [Double] = []
      var frame = 0
      while Double(frame) / fps <= 1 {
        let t = Double(frame) / fps
        if t >= 0.25 && motion.startTime < 0.25 { motion = try motion.retargeted(to: -40, spring: .bouncy, at: 0.25) }
        if t >= 0.5 && motion.startTime < 0.5 { motion = try motion.retargeted(to: 70, at: 0.5) }
        if (t * 4).rounded() == t * 4 { samples.append(motion.value(at: t)) }
        frame += 1
      }
      return samples
    }
    #expect(try run(fps: 60) == run(fps: 240))
  }

  @Test("a component with no distance keeps its velocity: it moves off and comes back")
  func zeroDistanceComponent() throws {
    let motion = try SpringTrajectory(
      spring: .smooth, from: Point2D(x: 0, y: 0), velocity: Point2D(x: 500, y: 0), to: Point2D(x: 0, y: 200))
    #expect(motion.value(at: 0.1).x > 0)
    #expect(abs(motion.value(at: 5).x) < 1e-9)
  }

  @Test("moves an Animatable value through its animatable data")
  func animatableValue() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let motion = try SpringTrajectory(from: red, to: blue)
    #expect(motion.value(at: 0) == red)
    #expect(motion.value(at: .infinity) == blue)
  }

  @Test("rejects NaN or infinite states, targets and times, changing nothing")
  func rejects() throws {
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "inf", requirement: .finite)) {
      try SpringTrajectory(from: 0.0, velocity: .infinity, to: 1)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "startTime", value: "nan", requirement: .finite)) {
      try SpringTrajectory(from: 0.0, to: 1, at: .nan)
    }
    let motion = try SpringTrajectory(from: 0.0, to: 1)
    #expect(throws: AnimationError.invalidArgument(parameter: "time", value: "nan", requirement: .finite)) {
      try motion.retargeted(to: 2, at: .nan)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "target", value: "nan", requirement: .finite)) {
      try motion.retargeted(to: .nan, at: 0.5)
    }
  }
}
