import Animator
import Testing

private final class Knob {
  @Animated var position = Counted(value: 0, counter: nil)
}

@MainActor
@Suite("SpringAnimation: a retargetable spring on a property")
struct SpringAnimationTests {
  /// The closed form of one component (`Spring.displacement(at:initialDisplacement:initialVelocity:)`,
  /// the damped harmonic oscillator): `x(t) = g + X(t)` for the displacement `X` from `x0 − g`, `v0`.
  static func closedForm(_ spring: Spring, from x0: Double, velocity v0: Double, to goal: Double, at time: Double)
    -> (value: Double, velocity: Double)
  {
    let state = spring.displacement(at: time, initialDisplacement: x0 - goal, initialVelocity: v0)
    return (goal + state.position, state.velocity)
  }

  /// Whether `a` and `b` agree within `relative` of `b`'s magnitude.
  static func close(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * abs(b)
  }

  @Test("starts from the shown value with the velocity handed over, per axis, and follows the closed form")
  func velocityHandOffPerAxis() throws {
    let rig = TestRig()
    let card = Card()
    card.position = Point2D(x: 10, y: 20)
    let handed = Point2D(x: 120, y: -800)
    let spring = try SpringAnimation(
      card.$position, to: Point2D(x: 300, y: 20), velocity: handed, spring: .snappy, engine: rig.engine)
    try spring.startAnimation()
    // At the start instant the property moves at exactly the velocity handed over, per component.
    #expect(card.$position.velocity == handed)
    #expect(card.$position.presentationValue == Point2D(x: 10, y: 20))
    #expect(card.position == Point2D(x: 300, y: 20), "the model is the target")
    // Just after: within 1e-9 relative on each axis (the acceleration over 1e-12 s is far smaller).
    let after = spring.velocity(at: 1e-12)
    #expect(abs(after.x - handed.x) <= 1e-9 * abs(handed.x))
    #expect(abs(after.y - handed.y) <= 1e-9 * abs(handed.y))
    // Each axis follows its own closed form: the y axis has no distance to go but keeps its velocity.
    rig.advance(milliseconds: 100)
    let x = Self.closedForm(.snappy, from: 10, velocity: 120, to: 300, at: 0.1)
    let y = Self.closedForm(.snappy, from: 20, velocity: -800, to: 20, at: 0.1)
    let shown = card.$position.presentationValue
    #expect(Self.close(shown.x, x.value, relative: 1e-12))
    #expect(Self.close(shown.y, y.value, relative: 1e-12))
    #expect(Self.close(card.$position.velocity.x, x.velocity, relative: 1e-12))
    #expect(Self.close(card.$position.velocity.y, y.velocity, relative: 1e-12))
  }

  @Test("a retarget keeps the position and velocity exactly, with a new spring and with a blend", arguments: [0, 0.2])
  func retargetIsContinuous(blendDuration: Double) throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(
      card.$position, to: Point2D(x: 300, y: 0), velocity: Point2D(x: 0, y: 900), spring: .smooth, engine: rig.engine)
    try spring.startAnimation()
    rig.advance(milliseconds: 130)
    let time = spring.elapsedTime
    let value = spring.value(at: time)
    let velocity = card.$position.velocity
    let shown = card.$position.presentationValue
    try spring.retarget(to: Point2D(x: -50, y: 400), spring: .bouncy, blendDuration: blendDuration)
    // The course: the same bits on both sides of the retarget.
    #expect(spring.value(at: time) == value)
    #expect(spring.velocity(at: time) == velocity)
    #expect(card.$position.velocity == velocity)
    // The property: the model moved to the new target, so the sum model + contribution is rounded
    // anew; it agrees to the last few bits.
    #expect(card.position == Point2D(x: -50, y: 400))
    #expect(card.$position.presentationValue.x.isApproximatelyEqual(to: shown.x, absoluteTolerance: 1e-12))
    #expect(card.$position.presentationValue.y.isApproximatelyEqual(to: shown.y, absoluteTolerance: 1e-12))
    #expect(spring.spring == .bouncy)
    #expect(spring.segmentCount == 2)
    // After the blend the new spring alone: the closed form from the state handed over.
    rig.advance(milliseconds: 400)
    let now = spring.elapsedTime
    let x = Self.closedForm(.bouncy, from: value.x, velocity: velocity.x, to: -50, at: now - time)
    #expect(Self.close(spring.value(at: now).x, x.value, relative: 1e-9))
  }

  @Test("a retarget every tick for 10,000 ticks does the same work each time: O(1)")
  func retargetCostIsConstant() throws {
    let rig = TestRig()
    let knob = Knob()
    let tally = OperationCounter()
    func tallied(_ value: Double) -> Counted { Counted(value: value, counter: tally) }
    let spring = try SpringAnimation(
      knob.$position, to: tallied(100), velocity: tallied(2000), spring: .snappy, engine: rig.engine)
    try spring.startAnimation()
    var retargetCosts: [Int] = []
    var tickCosts: [Int] = []
    for index in 1...10_000 {
      var before = tally.count
      rig.advance(milliseconds: 8)
      tickCosts.append(tally.count - before)
      before = tally.count
      try spring.retarget(to: tallied(100 + 50 * Double(index % 37)))
      retargetCosts.append(tally.count - before)
    }
    #expect(spring.segmentCount == 10_001)
    // The ten-thousandth retarget (and tick) costs what the first does: nothing grows with history.
    #expect(retargetCosts.allSatisfy { $0 == retargetCosts[0] }, "\(retargetCosts.min()!)...\(retargetCosts.max()!)")
    #expect(tickCosts.dropFirst().allSatisfy { $0 == tickCosts[1] }, "\(tickCosts.min()!)...\(tickCosts.max()!)")
    #expect(retargetCosts[0] < 100)
  }

  @Test("scrubbing back through retargets shows what was shown")
  func scrubBackShowsWhatWasShown() throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(card.$opacity, to: 1, velocity: 3, spring: .bouncy, engine: rig.engine)
    try spring.startAnimation()
    var shown: [(time: Double, value: Double, course: Double)] = []
    for tick in 1...60 {
      rig.advance(milliseconds: 16)
      shown.append((spring.elapsedTime, card.$opacity.presentationValue, spring.value(at: spring.elapsedTime)))
      if tick % 7 == 0 { try spring.retarget(to: Double(tick % 3), spring: tick % 2 == 0 ? .snappy : .smooth) }
      if tick == 30 { try spring.retarget(to: 0.5, blendDuration: 0.1) }
    }
    try spring.pauseAnimation()
    for entry in shown.reversed() {
      try spring.seek(to: entry.time)
      #expect(spring.value(at: entry.time) == entry.course)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: entry.value, absoluteTolerance: 1e-12))
    }
    // A retarget after a scrub back rewrites what followed.
    try spring.seek(to: shown[10].time)
    let segments = spring.segmentCount
    try spring.retarget(to: 2)
    #expect(spring.segmentCount < segments)
    #expect(spring.value(at: shown[10].time) == shown[10].course)
  }

  @Test("the values do not depend on the tick size")
  func tickSizeIndependence() throws {
    func run(tickMilliseconds: Int) throws -> [Point2D] {
      let rig = TestRig()
      let card = Card()
      let spring = try SpringAnimation(
        card.$position, to: Point2D(x: 200, y: 100), velocity: Point2D(x: -300, y: 50), spring: .bouncy,
        engine: rig.engine)
      try spring.startAnimation()
      var samples: [Point2D] = []
      var elapsed = 0
      // Retarget at 0.24 s and 0.48 s, and sample at every 0.12 s: all multiples of both tick sizes.
      while elapsed < 960 {
        rig.advance(milliseconds: tickMilliseconds)
        elapsed += tickMilliseconds
        if elapsed % 120 == 0 { samples.append(card.$position.presentationValue) }
        if elapsed == 240 { try spring.retarget(to: Point2D(x: 0, y: 0), spring: .snappy) }
        if elapsed == 480 { try spring.retarget(to: Point2D(x: 50, y: 50), blendDuration: 0.15) }
      }
      return samples
    }
    let fine = try run(tickMilliseconds: 8)
    let coarse = try run(tickMilliseconds: 40)
    #expect(fine.count == 8)
    #expect(fine == coarse)
  }

  @Test("settles once: value at the target, completion, finished() and events with .end")
  func completesOnce() async throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(card.$opacity, to: 1, spring: .snappy, engine: rig.engine)
    var completions: [AnimatingPosition] = []
    spring.addCompletion { completions.append($0) }
    var events: [SpringAnimationEvent] = []
    let observation = spring.observe { events.append($0) }
    let stream = spring.events()
    try spring.startAnimation()
    try spring.retarget(to: 0.8)
    Task { @MainActor in
      for _ in 0..<300 { rig.advance(milliseconds: 16) }
    }
    #expect(await spring.finished() == .end)
    #expect(completions == [.end])
    #expect(card.$opacity.presentationValue == 0.8)
    #expect(card.opacity == 0.8)
    #expect(!card.$opacity.isAnimating)
    #expect(spring.state == .inactive)
    let expected: [SpringAnimationEvent] = [
      .state(.active), .isRunning(true), .retargeted(at: 0), .state(.inactive), .isRunning(false),
    ]
    #expect(events == expected)
    var streamed: [SpringAnimationEvent] = []
    for await event in stream {
      streamed.append(event)
      if streamed.count == expected.count { break }
    }
    #expect(streamed == expected)
    observation.cancel()
  }

  @Test("settles at the instant every component stays within the threshold of the target")
  func settlesAtTheThreshold() throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(
      card.$opacity, to: 1, spring: .bouncy, settlingThreshold: 0.01, engine: rig.engine)
    try spring.startAnimation()
    var settled = false
    var lastOutside = 0.0
    spring.addCompletion { _ in settled = true }
    for tick in 1...2000 {
      rig.advance(milliseconds: 1)
      if !settled, abs(card.$opacity.presentationValue - 1) > 0.01 { lastOutside = Double(tick) / 1000 }
    }
    #expect(settled)
    // Frozen at the settling instant, in local time.
    let settle = spring.elapsedTime
    // The completion runs at the settling instant, after the last millisecond found outside the band
    // and before the next one.
    #expect(settle > lastOutside && settle <= lastOutside + 0.001)
  }

  @Test("bad input throws a typed error and changes nothing")
  func badInput() throws {
    let rig = TestRig()
    let card = Card()
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(nan, 0.0)", requirement: .finite)) {
      try SpringAnimation(card.$position, to: .zero, velocity: Point2D(x: .nan, y: 0), engine: rig.engine)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "target", value: "inf", requirement: .finite)) {
      try SpringAnimation(card.$opacity, to: .infinity, engine: rig.engine)
    }
    let spring = try SpringAnimation(card.$opacity, to: 1, velocity: 2, engine: rig.engine)
    try spring.startAnimation()
    rig.advance(milliseconds: 50)
    let time = spring.elapsedTime
    let value = card.$opacity.presentationValue
    #expect(throws: AnimationError.invalidArgument(parameter: "target", value: "nan", requirement: .finite)) {
      try spring.retarget(to: .nan)
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "blendDuration", value: "-0.1", requirement: .nonNegative)
    ) {
      try spring.retarget(to: 2, blendDuration: -0.1)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "blendDuration", value: "inf", requirement: .nonNegative))
    {
      try spring.retarget(to: 2, blendDuration: .infinity)
    }
    #expect(throws: AnimationError.invalidAction(.seek, state: .active)) { try spring.seek(to: 0) }
    #expect(spring.segmentCount == 1)
    #expect(spring.target == 1)
    #expect(card.opacity == 1)
    #expect(card.$opacity.presentationValue == value)
    #expect(spring.elapsedTime == time)
    // The state table's errors.
    try spring.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.retarget, state: .stopped)) { try spring.retarget(to: 0) }
    #expect(throws: AnimationError.invalidAction(.pauseAnimation, state: .stopped)) { try spring.pauseAnimation() }
    #expect(throws: AnimationError.invalidAction(.startAnimation, state: .stopped)) { try spring.startAnimation() }
    #expect(throws: AnimationError.invalidAction(.stopAnimation, state: .stopped)) { try spring.stopAnimation(true) }
    #expect(card.opacity == value, "stopped where it was")
    try spring.finishAnimation(at: .end)
    #expect(card.opacity == 1)
    #expect(throws: AnimationError.invalidAction(.stopAnimation, state: .inactive)) { try spring.stopAnimation(false) }
    #expect(throws: AnimationError.invalidAction(.finishAnimation, state: .inactive)) {
      try spring.finishAnimation(at: .end)
    }
  }

  @Test("pause freezes, resume carries on from there; stopping without finishing drops the completions")
  func pauseAndStop() async throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(card.$opacity, to: 1, velocity: 4, engine: rig.engine)
    var completions = 0
    spring.addCompletion { _ in completions += 1 }
    try spring.startAnimation()
    rig.advance(milliseconds: 100)
    try spring.pauseAnimation()
    let paused = card.$opacity.presentationValue
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == paused)
    #expect(card.$opacity.velocity == 0)
    try spring.startAnimation()
    rig.advance(milliseconds: 50)
    let time = spring.elapsedTime
    #expect(time.isApproximatelyEqual(to: 0.15, absoluteTolerance: 1e-12), "the pause is not counted")
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: spring.value(at: time), absoluteTolerance: 1e-12))
    Task { @MainActor in try spring.stopAnimation(true) }
    #expect(await spring.finished() == nil)
    #expect(completions == 0)
    #expect(spring.state == .inactive)
    #expect(card.opacity.isApproximatelyEqual(to: spring.value(at: time), absoluteTolerance: 1e-12))
  }

  @Test("the velocity given is for the first run; a later run starts with the property's velocity")
  func velocityIsForTheFirstRun() throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(card.$opacity, to: 1, velocity: 5, engine: rig.engine)
    try spring.startAnimation()
    #expect(spring.velocity(at: 0) == 5)
    #expect(spring.value(at: .nan) == spring.value(at: 0), "NaN reads the start")
    for _ in 0..<300 { rig.advance(milliseconds: 16) }
    #expect(spring.state == .inactive)
    // At rest: the second run starts from the property's velocity, 0, not the gesture's 5.
    try spring.retarget(to: 0)
    try spring.startAnimation()
    #expect(spring.velocity(at: 0) == 0)
    #expect(card.$opacity.presentationValue == 1 && card.opacity == 0)
  }
}
