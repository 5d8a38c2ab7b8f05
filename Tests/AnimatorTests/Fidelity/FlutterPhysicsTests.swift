import Animator
import Foundation
import Testing

/// Flutter's `packages/flutter/test/physics/spring_simulation_test.dart` (flutter/flutter, read at
/// 25a15c8). A `SpringSimulation` is the package's ``Spring`` in closed form, and its `snapToEnd`
/// a ``SpringAnimation`` that shows exactly its target once it has settled within its threshold.
@Suite("Flutter: spring_simulation_test.dart")
struct FlutterSpringSimulationTests {
  @Test("spring_simulation_test.dart: 'When snapToEnd is set, value is exactly `end` after completion'")
  func snapToEnd() throws {
    // SpringDescription.withDampingRatio(mass: 1, stiffness: 400): ratio 1, c = 2√(km) = 40.
    let spring = try Spring(mass: 1, stiffness: 400, damping: 40)
    #expect(spring.value(target: 1.0, time: 0.4) < 1)
    #expect(spring.velocity(target: 1.0, time: 0.4) > 0)

    let rig = TestRig()
    let card = Card()
    let animation = try SpringAnimation(
      card.$opacity, to: 1, spring: spring, settlingThreshold: 0.1, engine: rig.engine)
    try animation.startAnimation()
    rig.advance(toSeconds: 0.4)
    #expect(card.$opacity.presentationValue == 1)
    #expect(card.$opacity.velocity == 0)
  }

  @Test("spring_simulation_test.dart: 'creates spring with expected results'")
  func withDurationAndBounce() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(spring.stiffness.isApproximatelyEqual(to: 157.91, absoluteTolerance: 0.01))
    #expect(spring.damping.isApproximatelyEqual(to: 17.59, absoluteTolerance: 0.01))
  }

  @Test("spring_simulation_test.dart: 'creates spring with negative bounce'")
  func negativeBounce() throws {
    let spring = try Spring(duration: 0.5, bounce: -0.3)
    #expect(spring.mass == 1)
    #expect(spring.stiffness.isApproximatelyEqual(to: 157.91, absoluteTolerance: 0.01))
    #expect(spring.damping.isApproximatelyEqual(to: 35.90, absoluteTolerance: 0.01))
  }

  @Test("spring_simulation_test.dart: 'get duration and bounce based on mass and stiffness'")
  func durationAndBounce() throws {
    let spring = try Spring(mass: 1, stiffness: 157.91, damping: 17.59)
    #expect((spring.duration * 1000).rounded() == 500)
    #expect(spring.bounce.isApproximatelyEqual(to: 0.3, absoluteTolerance: 0.001))
  }

  @Test("spring_simulation_test.dart: 'duration <= 0 should fail'")
  func nonPositiveDuration() {
    #expect(throws: AnimationError.self) { try Spring(duration: -1, bounce: 0.3) }
    #expect(throws: AnimationError.self) { try Spring(duration: 0, bounce: 0.3) }
  }
}

/// Flutter's `packages/flutter/test/physics/friction_simulation_test.dart` (flutter/flutter, read
/// at 1d88827). A `FrictionSimulation` with drag `d` keeps the fraction `d` of its velocity each
/// second: the package's ``Decay`` with the deceleration rate `d^(1/1000)` per millisecond.
///
/// Not ported, with the reason: the `timeAtX` rows (the package has no time-at-position for a
/// decay) and "Friction simulation constant deceleration" (no constant-deceleration friction).
@Suite("Flutter: friction_simulation_test.dart")
struct FlutterFrictionSimulationTests {
  static func friction(drag: Double, position: Double, velocity: Double) throws -> Decay<Double> {
    try Decay(position: position, velocity: velocity, decelerationRate: try DecelerationRate(pow(drag, 0.001)))
  }

  @Test("friction_simulation_test.dart: 'Friction simulation positive velocity'")
  func positiveVelocity() throws {
    let friction = try Self.friction(drag: 0.135, position: 100, velocity: 100)
    #expect(friction.value(at: 0).isApproximatelyEqual(to: 100))
    #expect(friction.velocity(at: 0).isApproximatelyEqual(to: 100))
    #expect(friction.value(at: 0.1).isApproximatelyEqual(to: 110, absoluteTolerance: 1))
    #expect(friction.value(at: 0.5).isApproximatelyEqual(to: 131, absoluteTolerance: 1))
    #expect(friction.value(at: 2).isApproximatelyEqual(to: 149, absoluteTolerance: 1))
    #expect(friction.restingPosition.isApproximatelyEqual(to: 149, absoluteTolerance: 1))
  }

  @Test("friction_simulation_test.dart: 'Friction simulation negative velocity'")
  func negativeVelocity() throws {
    let friction = try Self.friction(drag: 0.135, position: 100, velocity: -100)
    #expect(friction.value(at: 0).isApproximatelyEqual(to: 100))
    #expect(friction.velocity(at: 0).isApproximatelyEqual(to: -100))
    #expect(friction.value(at: 0.1).isApproximatelyEqual(to: 91, absoluteTolerance: 1))
    #expect(friction.value(at: 0.5).isApproximatelyEqual(to: 68, absoluteTolerance: 1))
    #expect(friction.value(at: 2).isApproximatelyEqual(to: 51, absoluteTolerance: 1))
    #expect(friction.restingPosition.isApproximatelyEqual(to: 50, absoluteTolerance: 1))
  }
}
