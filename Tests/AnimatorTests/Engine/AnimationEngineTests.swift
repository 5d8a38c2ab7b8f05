import Animator
import Testing

@Suite("AnimationEngine")
struct AnimationEngineTests {
  /// A running 1 s linear animation of `card.opacity` from 0 to 1.
  func running(_ rig: TestRig, _ card: Card) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    return animator
  }

  @Test("engine time follows the clock exactly")
  func followsClock() {
    let rig = TestRig()
    rig.advance(milliseconds: 16)
    rig.advance(milliseconds: 17)
    #expect(rig.engine.time == .milliseconds(33))
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("several engines coexist, each with its own clock")
  func independentEngines() throws {
    let ui = TestRig()
    let game = TestRig()
    let uiCard = Card()
    let gameCard = Card()
    _ = try running(ui, uiCard)
    _ = try running(game, gameCard)
    ui.advance(milliseconds: 500)
    game.advance(milliseconds: 100)
    #expect(uiCard.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(gameCard.$opacity.presentationValue.isApproximatelyEqual(to: 0.1))
  }

  @Test("a time scale slows every animation down or speeds it up")
  func timeScale() throws {
    let rig = TestRig()
    let card = Card()
    _ = try running(rig, card)
    rig.engine.timeScale = 0.25
    rig.advance(milliseconds: 400)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.1))
    rig.engine.timeScale = 4
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
  }

  @Test("a bad time scale is refused and changes nothing", arguments: [-1, Double.nan, .infinity])
  func badTimeScale(_ scale: Double) {
    let rig = TestRig()
    var reported: [AnimationError] = []
    rig.engine.diagnosticsHandler = { reported.append($0) }
    rig.engine.timeScale = scale
    #expect(rig.engine.timeScale == 1)
    #expect(reported.count == 1)
    #expect(throws: AnimationError.self) { try rig.engine.setTimeScale(scale) }
  }

  @Test("pausing the engine freezes every animation, and resuming does not jump")
  func pauseAll() throws {
    let rig = TestRig()
    let card = Card()
    _ = try running(rig, card)
    rig.advance(milliseconds: 200)
    rig.engine.isPaused = true
    rig.advance(milliseconds: 5000)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.2))
    rig.engine.isPaused = false
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.3))
  }

  @Test("long-frame policies: follow the clock, clamp, or smooth the lag")
  func longFrames() throws {
    let policies: [(LongFramePolicy, Double)] = [
      (.followClock, 1),
      (.clamp(maximum: .milliseconds(100)), 0.1),
      (.lagSmoothing(threshold: .milliseconds(500), adjustedLag: .milliseconds(33)), 0.033),
    ]
    for (policy, expected) in policies {
      let rig = TestRig()
      let card = Card()
      rig.engine.longFramePolicy = policy
      _ = try running(rig, card)
      rig.advance(milliseconds: 2000)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected), "\(policy)")
    }
  }

  @Test("a fixed-step engine moves only by the steps it is given")
  func fixedStep() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    engine.tick()
    #expect(engine.time == .zero)
    try engine.update(deltaTime: 0.25)
    try engine.tick(by: .milliseconds(250))
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(throws: AnimationError.invalidArgument(parameter: "deltaTime", value: "-0.1", requirement: .nonNegative)) {
      try engine.update(deltaTime: -0.1)
    }
    #expect(throws: AnimationError.self) { try engine.update(deltaTime: .nan) }
    #expect(throws: AnimationError.self) { try engine.update(deltaTime: 1e300) }
    #expect(throws: AnimationError.self) { try engine.tick(by: .seconds(-1)) }
    #expect(engine.time == .milliseconds(500))
  }

  @Test("reduced motion replaces an animation with an instant change by default")
  func reducedMotionInstant() throws {
    let rig = TestRig()
    let card = Card()
    rig.engine.reducedMotion = .always
    var positions: [AnimatingPosition] = []
    let animator = try running(rig, card)
    animator.addCompletion { positions.append($0) }
    rig.engine.tick()
    #expect(positions == [.end])
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("reduced motion with a cross-fade runs a short linear animation instead")
  func reducedMotionCrossFade() throws {
    let rig = TestRig()
    let card = Card()
    rig.engine.reducedMotion = .system { true }
    rig.engine.reducedMotionSubstitution = .crossFade(duration: .milliseconds(200))
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeIn, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 100)
    #expect(animator.state == .inactive)
  }

  @Test("completions of animators that end in one tick run in the order they ended")
  func completionOrder() throws {
    let rig = TestRig()
    var order: [String] = []
    for (name, milliseconds) in [("slow", 300), ("fast", 100), ("middle", 200)] {
      let animator = PropertyAnimator(duration: .milliseconds(milliseconds), curve: .linear, engine: rig.engine)
      animator.addCompletion { _ in order.append(name) }
      try animator.startAnimation()
    }
    rig.advance(milliseconds: 1000)
    #expect(order == ["fast", "middle", "slow"])
  }

  @Test("an animation started from a completion starts when the first one ended, not at the tick")
  func chainsDoNotDrift() throws {
    let rig = TestRig()
    let card = Card()
    var runs = 0
    func run() {
      let animator = PropertyAnimator(duration: .milliseconds(300), curve: .linear, engine: rig.engine)
      try? animator.addAnimations { card.opacity = card.opacity == 0 ? 1 : 0 }
      animator.addCompletion { _ in
        runs += 1
        run()
      }
      try? animator.startAnimation()
    }
    run()
    // One coarse tick covers 3 whole runs and a third of the fourth.
    rig.advance(milliseconds: 1000)
    #expect(runs == 3)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 1 - 1.0 / 3))
    #expect(rig.engine.runningAnimationCount == 1)
  }

  @Test("a chain of zero-length animations cannot hang a tick")
  func boundedCompletions() throws {
    let rig = TestRig()
    rig.engine.maximumCompletionsPerTick = 50
    var runs = 0
    func run() {
      let animator = PropertyAnimator(duration: .zero, curve: .linear, engine: rig.engine)
      animator.addCompletion { _ in
        runs += 1
        run()
      }
      try? animator.startAnimation()
    }
    run()
    rig.engine.tick()
    #expect(runs == 50)
    rig.engine.tick()
    #expect(runs == 100)
  }

  @Test("tick() called from inside a completion does nothing")
  func reentrantTick() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try running(rig, card)
    animator.addCompletion { _ in rig.advance(milliseconds: 500) }
    rig.advance(milliseconds: 1000)
    #expect(rig.engine.time == .milliseconds(1000))
    rig.engine.tick()
    #expect(rig.engine.time == .milliseconds(1500), "the clock time read inside was not lost")
  }
}
