import Animator
import Testing

/// Huge and degenerate values: saturating time, the longest runs, budgets, exact seconds.
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
    let spring = TimingParameters.curve(try .spring(Spring(mass: 1, stiffness: 1e-30, damping: 1e-30)))
    let animator = PropertyAnimator(duration: .seconds(1), timingParameters: spring, engine: rig.engine)
    #expect(animator.duration == 9.2e9, "kept within the engine's longest span")
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
    #expect(animator.duration == 9.2e9)
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
  @Test("engine time in seconds is exact for whole seconds, so period ends are exact after hours")
  func wholeSecondsAreExact() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    let timeline = Timeline(engine: engine)
    try timeline.addTween(duration: 4, curve: .linear) { card.opacity = 1 }
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
