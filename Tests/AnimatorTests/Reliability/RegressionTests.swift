import Animator
import Testing

/// Defects that the model-based fuzzer and the reliability tests found, each pinned by the shortest
/// sequence that showed it.
@Suite("Regressions found by the reliability work")
struct RegressionTests {
  @Test("a block whose delay reaches the end still ends at its values after continueAnimation")
  func delayedToTheEndThenContinued() throws {
    let rig = TestRig()
    let card = Card(opacity: 12)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeOut, engine: rig.engine)
    try animator.addAnimations({ card.opacity = -28.5 }, delayFactor: 1)
    try animator.setFractionComplete(0)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    rig.advance(milliseconds: 999)
    #expect(card.$opacity.presentationValue == 12, "nothing of the block's window has come yet")
    rig.advance(milliseconds: 1)
    #expect(animator.state == .inactive)
    #expect(card.opacity == -28.5)
    #expect(card.$opacity.presentationValue == -28.5)
  }
}

extension RegressionTests {
  @Test("after continueAnimation with a new curve, a scrubbed fraction reads back as set")
  func scrubAfterContinue() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setFractionComplete(0.5)
    try animator.continueAnimation(withTimingParameters: .curve(.easeOut), durationFactor: 1)
    rig.advance(milliseconds: 200)
    try animator.pauseAnimation()
    for fraction in [0.3, 0.5, 0.7, 0.9, 1] {
      try animator.setFractionComplete(fraction)
      #expect(animator.fractionComplete.isApproximatelyEqual(to: fraction, absoluteTolerance: 1e-7))
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: fraction, absoluteTolerance: 1e-7))
    }
  }
}

extension RegressionTests {
  @Test("continueAnimation while reversed follows the new curve towards the start, and keeps the way back")
  func continueWhileReversed() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.scrubsLinearly = false
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 600)
    try animator.pauseAnimation()
    try animator.setReversed(true)
    try animator.continueAnimation(withTimingParameters: .curve(.easeIn), durationFactor: 0.6)
    rig.advance(milliseconds: 300)
    // Half of the 0.6 s left, along ease-in from 0.6 towards 0.
    let expected = 0.6 * (1 - CubicBezier.easeIn.value(at: 0.5))
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    try animator.pauseAnimation()
    try animator.setReversed(false)
    try animator.setFractionComplete(0.8)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.8), "the linear run to 0.6 and beyond is kept")
    try animator.setReversed(true)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    rig.advance(milliseconds: 800)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 0)
  }

  @Test("a spring that continues a reversed run sets off towards the start with its initial velocity")
  func springWhileReversed() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setFractionComplete(0.5)
    try animator.setReversed(true)
    let spring = try SpringTimingParameters(dampingRatio: 1, initialVelocity: 2)
    try animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 1)
    rig.advance(milliseconds: 1)
    // Velocity 2 (units of the remaining distance per second) over the remaining 0.5, towards 0.
    #expect(card.$opacity.velocity.isApproximatelyEqual(to: -1, absoluteTolerance: 0.05))
    try animator.stopAnimation(true)
  }
}

extension RegressionTests {
  @Test("continuing at the end and then reversing runs back at the run's pace instead of jumping")
  func continueAtTheEndThenReverse() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.pausesOnCompletion = true
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(animator.state == .active && !animator.isRunning, "paused at the end")
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    try animator.setReversed(true)
    rig.advance(milliseconds: 250)
    #expect(animator.isRunning)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    try animator.stopAnimation(true)
  }
}

extension RegressionTests {
  @Test("continueAnimation at the end keeps what scrubbing back shows of a block added at the end")
  func continueAtTheEndKeepsTheWayBack() throws {
    let rig = TestRig()
    let card = Card(opacity: 15)
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .easeIn, engine: rig.engine)
    animator.pausesOnCompletion = true
    try animator.setFractionComplete(1)
    try animator.addAnimations { card.opacity = -76.25 }
    #expect(card.$opacity.presentationValue == -76.25, "added at the end, it applies at the end")
    try animator.setFractionComplete(0.9)
    #expect(card.$opacity.presentationValue == 15, "and not before")
    try animator.setFractionComplete(1)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    rig.advance(milliseconds: 27)
    #expect(!animator.isRunning, "paused at the end again")
    try animator.setFractionComplete(0.9)
    #expect(card.$opacity.presentationValue == 15, "scrubbing back shows what it showed before")
  }
}

extension RegressionTests {
  @Test("huge ticks stop engine time at its latest value instead of overflowing Duration")
  func hugeTicksSaturate() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    for _ in 0..<40 { try engine.tick(by: .seconds(Int64.max)) }
    #expect(engine.time == .seconds(Int64.max))
    #expect(animator.state == .inactive)
    #expect(card.opacity == 1)
  }

  @Test("a huge time scale saturates engine time instead of trapping in Duration * Double")
  func hugeTimeScaleSaturates() throws {
    let rig = TestRig()
    try rig.engine.setTimeScale(1e300)
    rig.advance(milliseconds: 16)
    #expect(rig.engine.time == .seconds(Int64.max))
    rig.advance(milliseconds: 16)
    #expect(rig.engine.time == .seconds(Int64.max))
  }
}

extension RegressionTests {
  @Test("a manual clock advanced by huge steps stops at its latest reading, and the engine follows")
  func hugeClockStepsSaturate() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    for _ in 0..<40 { rig.advance(by: .seconds(Int64.max)) }
    #expect(rig.clock.now.offset == .seconds(Int64.max))
    #expect(rig.engine.time == .seconds(Int64.max))
    #expect(animator.state == .inactive)
    #expect(card.opacity == 1)
    rig.clock.advance(to: ManualClock.Instant(offset: .seconds(Int64.max) * 10))
    #expect(rig.clock.now.offset == .seconds(Int64.max))
    let early = ManualClock(initialOffset: .zero - .seconds(Int64.max) * 10)
    #expect(early.now.offset == .zero - .seconds(Int64.max))
  }
}

extension RegressionTests {
  @Test("a spring whose settling takes longer than Duration can hold makes an animator, not a trap")
  func astronomicalSpring() throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringTimingParameters(mass: 1, stiffness: 1e-30, damping: 1e-30)
    let animator = PropertyAnimator(duration: .seconds(1), timingParameters: .spring(spring), engine: rig.engine)
    #expect(animator.duration == .seconds(9.2e9), "kept within the engine's longest span")
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(by: .seconds(1))
    #expect(animator.isRunning)
    try animator.stopAnimation(true)
  }
}

extension RegressionTests {
  @Test("a run as long as the engine's longest span still ends when its time comes")
  func longestRunEnds() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(Int64.max), curve: .linear, engine: rig.engine)
    #expect(animator.duration == .seconds(9.2e9))
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(by: .seconds(9_199_999_999))
    #expect(animator.isRunning)
    rig.advance(by: .seconds(1))
    #expect(animator.state == .inactive, "not running forever")
    #expect(card.opacity == 1)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a continued run slowed down past the longest span still ends")
  func slowedRunEnds() throws {
    let rig = TestRig()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.setFractionComplete(0.5)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1e300)
    rig.advance(by: .seconds(Int64.max))
    #expect(animator.state == .inactive)
  }
}

extension RegressionTests {
  /// An animation block that calls its own animator: it runs while the animator makes its run.
  static func selfInterruptingBlocks(_ animator: PropertyAnimator, _ card: Card) -> [(
    String, () throws(AnimationError) -> Void
  )] {
    [
      ("stop without finishing", { () throws(AnimationError) in try animator.stopAnimation(true) }),
      ("stop and finish", { () throws(AnimationError) in try animator.stopAnimation(false) }),
      ("finish", { () throws(AnimationError) in try animator.finishAnimation(at: .end) }),
      ("pause", { () throws(AnimationError) in try animator.pauseAnimation() }),
      ("scrub", { () throws(AnimationError) in try animator.setFractionComplete(0.5) }),
      ("reverse", { () throws(AnimationError) in try animator.setReversed(true) }),
      ("start", { () throws(AnimationError) in try animator.startAnimation() }),
      (
        "continue",
        { () throws(AnimationError) in try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
      ),
    ]
  }

  @Test(
    "an animation block that changes its own animator's state is refused, and the run is whole",
    arguments: ["start", "pause", "scrub", "add while running"])
  func blockCallsItsAnimator(_ how: String) throws {
    for index in 0..<8 {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      let (name, call) = Self.selfInterruptingBlocks(animator, card)[index]
      var refused: [AnimationError] = []
      let block = {
        card.opacity = 1
        do throws(AnimationError) { try call() } catch { refused.append(error) }
        card.position = Point(x: 10, y: 0)
      }
      switch how {
      case "start":
        try animator.addAnimations(block)
        try animator.startAnimation()
      case "pause":
        try animator.addAnimations(block)
        try animator.pauseAnimation()
      case "scrub":
        try animator.addAnimations(block)
        try animator.setFractionComplete(0)
      default:
        try animator.startAnimation()
        try animator.addAnimations(block)
      }
      #expect(refused.count == 1, "\(name) during \(how)")
      guard case .insideAnimationBlock = refused.first else {
        Issue.record("\(name) during \(how): \(refused)")
        continue
      }
      if !animator.isRunning { try animator.startAnimation() }
      rig.advance(milliseconds: 500)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5), "\(name) during \(how)")
      #expect(card.$position.presentationValue.isApproximatelyEqual(to: Point(x: 5, y: 0)), "\(name) during \(how)")
      rig.advance(milliseconds: 500)
      #expect(animator.state == .inactive, "\(name) during \(how)")
      #expect(card.$opacity.presentationValue == 1 && card.opacity == 1, "\(name) during \(how)")
      #expect(rig.engine.runningAnimationCount == 0, "\(name) during \(how)")
    }
  }

  @Test("a block may add animations and completions to its own animator")
  func blockAddsToItsAnimator() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var ended: [AnimatingPosition] = []
    try animator.addAnimations {
      card.opacity = 1
      try? animator.addAnimations { card.position = Point(x: 10, y: 0) }
      animator.addCompletion { ended.append($0) }
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$position.presentationValue.isApproximatelyEqual(to: Point(x: 5, y: 0)))
    rig.advance(milliseconds: 500)
    #expect(ended == [.end])
    #expect(card.$position.presentationValue == Point(x: 10, y: 0))
  }
}

extension RegressionTests {
  @Test(
    "a custom timing function that returns NaN or infinity cannot poison the values it moves",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteCustomCurve(_ result: Double) throws {
    let rig = TestRig()
    let card = Card()
    let curve = TimingCurve.custom(CustomTimingFunction { _ in result })
    let animator = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0, "treated as the start")
    #expect(card.$opacity.velocity.isFinite)
    try animator.stopAnimation(false)
    try animator.finishAnimation(at: .current)
    #expect(card.opacity == 0)
  }
}

extension RegressionTests {
  @Test("maximumCompletionsPerTick below 1 still lets every animation that ends complete")
  func noCompletionBudget() throws {
    for budget in [0, -5] {
      let rig = TestRig()
      rig.engine.maximumCompletionsPerTick = budget
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      var completions = 0
      animator.addCompletion { _ in completions += 1 }
      try animator.startAnimation()
      rig.advance(milliseconds: 1000)
      #expect(animator.state == .inactive, "budget \(budget)")
      #expect(completions == 1)
      #expect(!rig.engine.hasRunningAnimations)
    }
  }
}

extension RegressionTests {
  final class Node {
    var x = 0.0
  }

  @Test("stopAnimation(true) lets go of a key-path target's object and of the property's layers")
  func stopWithoutFinishingReleasesTargets() throws {
    let rig = TestRig()
    weak var weakNode: Node?
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    do {
      let node = Node()
      weakNode = node
      try animator.addAnimation(of: \Node.x, on: node, to: 1)
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(weakNode?.x == 0.5)
    try animator.stopAnimation(true)
    #expect(weakNode == nil, "the engine no longer holds the object")
  }
}

extension RegressionTests {
  @Test("engine time in seconds is exact for whole seconds, so period ends are exact after hours")
  func wholeSecondsAreExact() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    let timeline = Timeline(engine: engine)
    try timeline.addTween(duration: 4) { card.opacity = 1 }
    var timing = EffectTiming(iterations: .infinity)
    timing.direction = .alternate
    try timeline.setTiming(timing)
    try timeline.startAnimation()
    try engine.tick(by: .seconds(14_404))  // (14404 s) / (1 s) is 14403.999999999998 in Duration's own division
    #expect(timeline.time == 14_404)
    #expect(card.$opacity.presentationValue == 1, "the end of an odd iteration, exactly")
    try timeline.stopAnimation(true)
  }
}
