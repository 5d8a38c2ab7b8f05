import Animator
import Foundation
import Testing

/// A frame loop of 16 ms frames for the ports of AndroidX DynamicAnimation's instrumented tests,
/// which run on a device's real frame clock: the package runs the same animations on a manual
/// clock, frame by frame.
struct FrameRig {
  let rig = TestRig()
  private(set) var now = 0.0

  /// Advances one 16 ms frame.
  mutating func frame() {
    now += 0.016
    rig.advance(toSeconds: now)
  }

  /// Runs frames until `done` or `limit` seconds, calling `each` after every frame.
  mutating func run(until done: () -> Bool, limit: Double = 10, each: () -> Void = {}) {
    while !done() && now < limit {
      frame()
      each()
    }
  }
}

/// AndroidX DynamicAnimation's `SpringTests.java` (androidx/androidx,
/// `dynamicanimation/dynamicanimation/src/androidTest/java/androidx/dynamicanimation/tests/`,
/// read at 049cbe6). A `SpringAnimation` is the package's ``SpringAnimation``, a `SpringForce` of
/// stiffness `k` and damping ratio `ζ` the ``Spring`` of mass 1 with those, and the value
/// threshold DynamicAnimation derives from a property's minimum visible change (0.75 of it: 0.75
/// for pixels, 0.075 for degrees) its settling threshold. The suite's end times come from the
/// device's clock; here they are the frames at which each spring settles.
///
/// Not ported, with the reason (listed in `Documentation/Fidelity.md`): "testSetMinMax" (the
/// package's springs have no value bounds), "testAllProperties" (Android view properties),
/// the three tests of calls from another thread and "testCustomHandler" (Android loopers and frame
/// schedulers), "testInvalidStartingCondition" (a spring needs a target to be made, and has no
/// bounds), "testDurationScaleChangeListener" (the system's animator duration scale), and
/// "testScaleMinChange", which the suite does not run (it has no `@Test`).
@Suite("AndroidX DynamicAnimation: SpringTests.java")
struct DynamicAnimationSpringTests {
  static func force(stiffness: Double, dampingRatio: Double) throws -> Spring {
    try Spring(mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
  }

  /// SpringForce's defaults: STIFFNESS_MEDIUM and DAMPING_RATIO_MEDIUM_BOUNCY.
  static let medium = try! force(stiffness: 1500, dampingRatio: 0.5)

  @Test("SpringTests.java: testCustomProperties")
  func customProperties() throws {
    var frames = FrameRig()
    let card = Card()
    var last = 0.0
    let animation = try SpringAnimation(
      card.$opacity, to: 1, spring: Self.medium, settlingThreshold: 0.75, engine: frames.rig.engine)
    var ended: [AnimatingPosition] = []
    animation.addCompletion { ended.append($0) }
    try animation.startAnimation()
    frames.run(
      until: { animation.state == .inactive },
      each: {
        #expect(card.$opacity.presentationValue >= last)
        last = card.$opacity.presentationValue
      })
    #expect(ended == [.end])
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("SpringTests.java: testFloatValueHolder")
  func floatValueHolder() throws {
    var frames = FrameRig()
    let card = Card()
    var last = 0.0
    var below = 0
    let animation = try SpringAnimation(
      card.$opacity, to: 1000, spring: try Self.force(stiffness: 1500, dampingRatio: 1.2), settlingThreshold: 0.75,
      engine: frames.rig.engine)
    try animation.startAnimation()
    frames.run(
      until: { animation.state == .inactive },
      each: {
        let value = card.$opacity.presentationValue
        #expect(value >= last)
        last = value
        if value < 1000 { below += 1 }
      })
    #expect(below >= 10)
    #expect(card.$opacity.presentationValue == 1000)
  }

  @Test("SpringTests.java: testCancelAfterAnimateToFinalPosition")
  func cancelAfterRetarget() throws {
    let rig = TestRig()
    let card = Card()
    let animation = try SpringAnimation(card.$opacity, to: 0, spring: Self.medium, engine: rig.engine)
    var ended: [AnimatingPosition] = []
    animation.addCompletion { ended.append($0) }
    try animation.startAnimation()
    #expect(animation.isRunning)
    try animation.retarget(to: 200)
    // cancel(): ends where it is, at 0, cancelled.
    try animation.stopAnimation(false)
    try animation.finishAnimation(at: .current)
    #expect(card.$opacity.presentationValue == 0)
    // animateToFinalPosition(−200), then skipToEnd().
    try animation.retarget(to: -200)
    try animation.startAnimation()
    animation.addCompletion { ended.append($0) }
    try animation.stopAnimation(false)
    try animation.finishAnimation(at: .end)
    #expect(card.$opacity.presentationValue == -200)
    #expect(ended == [.current, .end])
  }

  @Test("SpringTests.java: testGetFinalPosition")
  func finalPosition() throws {
    let rig = TestRig()
    let animation = try SpringAnimation(Card().$opacity, to: 20, engine: rig.engine)
    #expect(animation.target == 20)
  }

  /// Runs springs of `springs` from `start` to 0 (with `velocity`) side by side, frame by frame,
  /// calling `each` with their values after every frame; returns the frame each settled on.
  static func race(
    _ springs: [Spring], from start: Double, velocity: Double = 0, threshold: Double,
    each: ([Double]) -> Void = { _ in }
  ) throws -> [Int] {
    var frames = FrameRig()
    let cards = springs.map { _ in Card(opacity: start) }
    let animations = try zip(cards, springs).map { card, spring in
      try SpringAnimation(
        card.$opacity, to: 0, velocity: velocity, spring: spring, settlingThreshold: threshold,
        engine: frames.rig.engine)
    }
    for animation in animations { try animation.startAnimation() }
    var ends = springs.map { _ in -1 }
    var frame = 0
    frames.run(
      until: { animations.allSatisfy { $0.state == .inactive } },
      each: {
        frame += 1
        for (index, animation) in animations.enumerated() where ends[index] < 0 && animation.state == .inactive {
          ends[index] = frame
        }
        each(cards.map(\.$opacity.presentationValue))
      })
    return ends
  }

  @Test("SpringTests.java: testDampingRatioOverAndCriticallyDamped")
  func overAndCriticallyDamped() throws {
    let springs = try [1.0, 1.5, 2].map { try Self.force(stiffness: 10_000, dampingRatio: $0) }
    let ends = try Self.race(springs, from: 800, threshold: 0.75) { values in
      guard values[0] != 0 else { return }
      #expect(values[1] > values[0])
      #expect(values[2] > values[1])
      #expect(800 > values[2])
    }
    #expect(ends[0] > 0)
    #expect(ends[1] > ends[0])
    #expect(ends[2] > ends[1])
  }

  @Test("SpringTests.java: testDampingRatioUnderDamped")
  func underDamped() throws {
    let springs = try [0.3, 0.5, 1].map { try Self.force(stiffness: 1500, dampingRatio: $0) }
    var previous = [360.0, 360, 360]
    var velocities = [0.0, 0, 0]
    var bounces = [0, 0]
    let ends = try Self.race(springs, from: 360, threshold: 0.075) { values in
      for index in 0..<2 {
        let velocity = values[index] - previous[index]
        if velocity > 0 && velocities[index] < 0 { bounces[index] += 1 }
        velocities[index] = velocity
      }
      previous = values
    }
    #expect(bounces[0] > bounces[1])
    #expect(ends[1] > ends[2])
    #expect(ends[0] > ends[1])
  }

  @Test("SpringTests.java: testStiffness")
  func stiffness() throws {
    for ratio in [0.3, 0.5, 1, 5] {
      let springs = try [50.0, 500, 1500, 5000].map { try Self.force(stiffness: $0, dampingRatio: ratio) }
      let ends = try Self.race(springs, from: 0, velocity: 500, threshold: 0.75)
      for index in 1..<ends.count {
        #expect(ends[index - 1] > ends[index], "damping ratio \(ratio), stiffness \(index)")
      }
    }
  }

  @Test("SpringTests.java: testInvalidStiffness")
  func invalidStiffness() {
    #expect(throws: AnimationError.self) { try Spring(mass: 1, stiffness: -5, damping: 1) }
  }

  @Test("SpringTests.java: testInvalidDampingRatio")
  func invalidDampingRatio() {
    #expect(throws: AnimationError.self) { try Spring(response: 0.5, dampingRatio: -5) }
  }

  @Test("SpringTests.java: testRemoveListeners")
  func removeListeners() throws {
    var frames = FrameRig()
    let card = Card()
    let animation = try SpringAnimation(card.$opacity, to: 0.5, spring: Self.medium, engine: frames.rig.engine)
    var kept = 0
    var removed = 0
    let keptObservation = animation.observe { _ in kept += 1 }
    let removedObservation = animation.observe { _ in removed += 1 }
    removedObservation.cancel()
    try animation.startAnimation()
    frames.run(until: { animation.state == .inactive })
    #expect(card.$opacity.presentationValue == 0.5)
    #expect(kept >= 2)
    #expect(removed == 0)
    keptObservation.cancel()
  }

  @Test("SpringTests.java: testGetStiffness")
  func getStiffness() throws {
    #expect(try Spring(stiffness: 1, damping: 1).stiffness == 1)
    #expect(try Spring(stiffness: 2, damping: 1).stiffness == 2)
  }

  @Test("SpringTests.java: testGetDampingRatio")
  func getDampingRatio() throws {
    #expect(
      try Spring(response: 0.5, dampingRatio: 1).dampingRatio.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
    #expect(
      try Spring(response: 0.5, dampingRatio: 2).dampingRatio.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12))
  }

  @Test("SpringTests.java: testAnimateToFinalPosition")
  func animateToFinalPosition() throws {
    var frames = FrameRig()
    // SCALE_Y of a view at its natural scale, 1.
    let card = Card(opacity: 1)
    let animation = try SpringAnimation(card.$opacity, to: 0, spring: Self.medium, engine: frames.rig.engine)
    var ended: [AnimatingPosition] = []
    animation.addCompletion { ended.append($0) }
    try animation.startAnimation()
    #expect(animation.isRunning)
    for _ in 0..<6 { frames.frame() }
    try animation.retarget(to: 1)
    #expect(animation.isRunning)
    frames.run(until: { animation.state == .inactive })
    #expect(ended == [.end])
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("SpringTests.java: testSkipToEnd")
  func skipToEnd() throws {
    var frames = FrameRig()
    let card = Card(opacity: 200)
    let animation = try SpringAnimation(card.$opacity, to: 10, spring: Self.medium, engine: frames.rig.engine)
    var ended: [AnimatingPosition] = []
    animation.addCompletion { ended.append($0) }
    try animation.startAnimation()
    #expect(animation.isRunning)
    // skipToEnd(): Android moves the value at the next frame; the package at the call.
    try animation.stopAnimation(false)
    try animation.finishAnimation(at: .end)
    #expect(ended == [.end])
    #expect(card.$opacity.presentationValue == 10)
    // The next run is not affected: it takes its time to get to 1010.
    try animation.retarget(to: 1010)
    try animation.startAnimation()
    for _ in 0..<18 { frames.frame() }
    #expect(animation.isRunning)
    frames.run(until: { animation.state == .inactive })
    #expect(card.$opacity.presentationValue == 1010)
  }

  @Test("SpringTests.java: testUndampedSpring")
  func undamped() throws {
    // Android refuses skipToEnd() on an undamped spring, which never settles. The package's
    // undamped spring runs until its second arrival at the target, and finishing it at its end is
    // allowed like any other (Documentation/Fidelity.md).
    let rig = TestRig()
    let card = Card()
    let animation = try SpringAnimation(
      card.$opacity, to: 10, spring: try Spring(stiffness: 1500, damping: 0), engine: rig.engine)
    try animation.startAnimation()
    try animation.stopAnimation(false)
    try animation.finishAnimation(at: .end)
    #expect(card.$opacity.presentationValue == 10)
  }
}

/// AndroidX DynamicAnimation's `FlingTests.java` (androidx/androidx, same folder, read at
/// 13d32f9). A `FlingAnimation` with friction `f` keeps `e^(−4.2 f t)` of its velocity after `t`
/// seconds: the package's ``DecayAnimation`` with a deceleration rate of `e^(−4.2 f/1000)` per
/// millisecond; it ends when its speed falls below 62.5 times the minimum visible change (1 pixel
/// by default), the decay's speed threshold.
@Suite("AndroidX DynamicAnimation: FlingTests.java")
struct DynamicAnimationFlingTests {
  static func rate(friction: Double) throws -> DecelerationRate {
    try DecelerationRate(exp(-4.2 * friction / 1000))
  }

  @Test("FlingTests.java: testCustomProperties")
  func customProperties() throws {
    var frames = FrameRig()
    let card = Card(opacity: 100)
    var last = 100.0
    let fling = try DecayAnimation(
      card.$opacity, velocity: 2000, decelerationRate: try Self.rate(friction: 1), speedThreshold: 62.5,
      engine: frames.rig.engine)
    try fling.startAnimation()
    frames.run(
      until: { fling.state == .inactive },
      each: {
        let value = card.$opacity.presentationValue
        #expect(value > last || fling.state == .inactive)
        #expect(value >= 100)
        last = value
      })
    #expect(card.$opacity.presentationValue > 110)
  }

  @Test("FlingTests.java: testFloatValueHolder")
  func floatValueHolder() throws {
    var frames = FrameRig()
    let card = Card()
    let fling = try DecayAnimation(
      card.$opacity, velocity: -2500, decelerationRate: try Self.rate(friction: 1), speedThreshold: 62.5,
      engine: frames.rig.engine)
    try fling.startAnimation()
    frames.run(until: { fling.state == .inactive })
    #expect(card.$opacity.presentationValue < -50)
  }

  @Test("FlingTests.java: testFriction")
  func friction() throws {
    var frames = FrameRig()
    let low = Card()
    let high = Card()
    let lowFriction = try DecayAnimation(
      low.$opacity, velocity: 5000, decelerationRate: try Self.rate(friction: 0.5), speedThreshold: 62.5,
      engine: frames.rig.engine)
    let highFriction = try DecayAnimation(
      high.$opacity, velocity: 5000, decelerationRate: try Self.rate(friction: 2), speedThreshold: 62.5,
      engine: frames.rig.engine)
    try highFriction.startAnimation()
    try lowFriction.startAnimation()
    frames.run(until: { highFriction.state == .inactive })
    #expect(high.$opacity.presentationValue > 200)
    #expect(lowFriction.isRunning)
  }

  @Test("FlingTests.java: testVelocityThreshold")
  func velocityThreshold() throws {
    var frames = FrameRig()
    let low = Card()
    let high = Card()
    let rate = try Self.rate(friction: 1)
    let highThreshold = try DecayAnimation(
      high.$opacity, velocity: 2000, decelerationRate: rate, speedThreshold: 10 * 62.5, engine: frames.rig.engine)
    let lowFling = try DecayAnimation(
      low.$opacity, velocity: 2000, decelerationRate: rate, speedThreshold: 5 * 62.5, engine: frames.rig.engine)
    try highThreshold.startAnimation()
    try lowFling.startAnimation()
    frames.run(
      until: { highThreshold.state == .inactive },
      each: {
        if highThreshold.state != .inactive {
          #expect(high.$opacity.velocity >= 10 * 62.5)
        }
      })
    #expect(high.$opacity.presentationValue > 200)
    #expect(lowFling.isRunning)
  }
}
