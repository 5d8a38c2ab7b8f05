import Animator
import Testing

@Suite("Spring motion")
struct SpringMotionTests {
  static let springs: [Spring] = [
    .bouncy, .smooth,
    try! Spring(mass: 1, stiffness: 100, damping: 0),  // undamped
    try! Spring(duration: 0.4, bounce: -0.6),  // overdamped
    try! Spring(mass: 2, stiffness: 300, damping: 1),
  ]

  @Test("the public motion matches a Runge–Kutta integration, mass included", arguments: springs)
  func matchesIntegration(spring: Spring) {
    let samples = rungeKutta4(
      naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio, x0: -0.4, v0: 3,
      sampleEvery: 0.1, end: 1)
    for sample in samples {
      let state = spring.displacement(at: sample.time, initialDisplacement: -0.4, initialVelocity: 3)
      #expect(state.position.isApproximatelyEqual(to: sample.position, absoluteTolerance: 1e-9))
      #expect(state.velocity.isApproximatelyEqual(to: sample.velocity, absoluteTolerance: 1e-9))
    }
  }

  @Test("the velocity is the derivative of the displacement", arguments: springs)
  func velocityIsDerivative(spring: Spring) {
    let h = 1e-6
    for t in [0.0, 0.05, 0.2, 0.6] {
      let later = spring.displacement(at: t + 2 * h, initialDisplacement: 1, initialVelocity: -2).position
      let state = spring.displacement(at: t + h, initialDisplacement: 1, initialVelocity: -2)
      let earlier = spring.displacement(at: t, initialDisplacement: 1, initialVelocity: -2).position
      let slope = (later - earlier) / (2 * h)
      #expect(state.velocity.isApproximatelyEqual(to: slope, absoluteTolerance: 1e-4 * max(1, abs(slope))))
    }
  }

  @Test("value starts at the initial value with the initial velocity, and comes to the target")
  func valueEnds() {
    let spring = Spring.snappy
    let target = Point2D(x: 100, y: -50)
    let start = Point2D(x: 10, y: 20)
    let velocity = Point2D(x: 300, y: 40)
    #expect(spring.value(target: target, initialValue: start, initialVelocity: velocity, time: 0) == start)
    #expect(spring.velocity(target: target, initialValue: start, initialVelocity: velocity, time: 0) == velocity)
    #expect(spring.value(target: target, initialValue: start, initialVelocity: velocity, time: 10) == target)
    #expect(
      spring.velocity(target: target, initialValue: start, initialVelocity: velocity, time: 10)
        .isApproximatelyEqual(to: .zero, absoluteTolerance: 1e-30))
  }

  @Test("every component moves as the scalar displacement does")
  func componentsMoveIndependently() {
    let spring = Spring.bouncy
    let target = SIMD2<Double>(100, -50)
    let start = SIMD2<Double>(10, 20)
    let velocity = SIMD2<Double>(300, 40)
    for t in [0.01, 0.1, 0.25, 0.4] {
      let value = spring.value(target: target, initialValue: start, initialVelocity: velocity, time: t)
      let rate = spring.velocity(target: target, initialValue: start, initialVelocity: velocity, time: t)
      for lane in 0..<2 {
        let state = spring.displacement(
          at: t, initialDisplacement: start[lane] - target[lane], initialVelocity: velocity[lane])
        #expect(value[lane].isApproximatelyEqual(to: target[lane] + state.position, absoluteTolerance: 1e-12))
        #expect(rate[lane].isApproximatelyEqual(to: state.velocity, absoluteTolerance: 1e-12))
      }
    }
  }

  @Test("with no initial value, the value goes from zero to the target, as SwiftUI's")
  func swiftUIShape() {
    let spring = Spring.smooth
    #expect(spring.value(target: 1.0, time: 0) == 0)
    let halfway = spring.value(target: 2.0, time: 0.1)
    let state = spring.displacement(at: 0.1, initialDisplacement: -2, initialVelocity: 0)
    #expect(halfway.isApproximatelyEqual(to: 2 + state.position, absoluteTolerance: 1e-15))
    #expect(spring.velocity(target: 2.0, time: 0.1) == state.velocity)
  }

  @Test("many small updates land where one large one does, even when the target moves")
  func updateIsExact() {
    let spring = Spring.bouncy
    var value = Point2D(x: 0, y: 0)
    var velocity = Point2D(x: 50, y: -20)
    for _ in 0..<30 {
      spring.update(value: &value, velocity: &velocity, target: Point2D(x: 100, y: 100), deltaTime: 1.0 / 120)
    }
    let expectedValue = spring.value(
      target: Point2D(x: 100, y: 100), initialValue: .zero, initialVelocity: Point2D(x: 50, y: -20), time: 0.25)
    #expect(value.isApproximatelyEqual(to: expectedValue, absoluteTolerance: 1e-9))
    // Retarget: the motion carries on from the current value with the current velocity.
    let (valueNow, velocityNow) = (value, velocity)
    spring.update(value: &value, velocity: &velocity, target: Point2D(x: -40, y: 0), deltaTime: 0.1)
    let expected = spring.value(
      target: Point2D(x: -40, y: 0), initialValue: valueNow, initialVelocity: velocityNow, time: 0.1)
    #expect(value == expected)
    spring.update(value: &value, velocity: &velocity, target: .zero, deltaTime: -1)
    #expect(value == expected)
  }
}
