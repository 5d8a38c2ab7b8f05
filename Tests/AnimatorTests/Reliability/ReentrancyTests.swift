import Animator
import Testing

/// Completions and per-frame callbacks that start, stop, reverse or add to the animator that called
/// them or to another one, release the engine, or remove animators while the engine ticks: no
/// crash, no completion missed or run twice, and every change takes effect at the instant the
/// calling animation ended.
@Suite("Re-entrancy")
struct ReentrancyTests {
  @Test("a completion that restarts its own animator runs once per run, at exact instants, in one big tick")
  func chainInOneTick() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .milliseconds(300), curve: .linear, engine: rig.engine)
    var calls: [AnimatingPosition] = []
    func link(_ position: AnimatingPosition) {
      calls.append(position)
      guard calls.count < 5 else { return }
      let value = Double(calls.count)
      try? animator.addAnimations { card.opacity = value }
      animator.addCompletion(link)
      try? animator.startAnimation()
    }
    try animator.addAnimations { card.opacity = 10 }
    animator.addCompletion(link)
    try animator.startAnimation()
    rig.advance(milliseconds: 1350)  // four whole links and half of the fifth
    #expect(calls == [.end, .end, .end, .end])
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.5), "the fifth link started at 1.2 s exactly")
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 3.5))
    rig.advance(milliseconds: 150)
    #expect(calls.count == 5)
    #expect(animator.state == .inactive)
  }

  @Test("a completion that stops another animator drops its completions, or finishes it once")
  func completionStopsAnother() throws {
    for finishing in [false, true] {
      let rig = TestRig()
      let first = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: rig.engine)
      let second = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      var secondCalls: [AnimatingPosition] = []
      second.addCompletion { secondCalls.append($0) }
      first.addCompletion { _ in
        try? second.stopAnimation(!finishing)
        if finishing { try? second.finishAnimation(at: .current) }
      }
      try first.startAnimation()
      try second.startAnimation()
      rig.advance(milliseconds: 2000)
      #expect(secondCalls == (finishing ? [.current] : []))
      #expect(second.state == .inactive)
      #expect(!rig.engine.hasRunningAnimations)
    }
  }

  @Test("a completion that stops an animator which ended in the same tick, after it, leaves it uncompleted")
  func stopAnAnimatorThatAlsoEnded() throws {
    let rig = TestRig()
    let first = PropertyAnimator(duration: .milliseconds(400), curve: .linear, engine: rig.engine)
    let second = PropertyAnimator(duration: .milliseconds(600), curve: .linear, engine: rig.engine)
    var log: [String] = []
    second.addCompletion { _ in log.append("second") }
    first.addCompletion { _ in
      log.append("first")
      do throws(AnimationError) { try second.stopAnimation(true) } catch { log.append("\(error)") }
    }
    try second.startAnimation()
    try first.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(log == ["first"], "the stop came at 0.4 s, before the second animator's end at 0.6 s")
    #expect(second.state == .inactive)
  }

  @Test("a completion that reverses or adds to another animator does so at the instant it ended")
  func completionReversesAndAdds() throws {
    let rig = TestRig()
    let card = Card()
    let first = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: rig.engine)
    let second = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try second.addAnimations { card.opacity = 1 }
    first.addCompletion { _ in
      second.isReversed = true
      try? second.addAnimations { card.position = Point2D(x: 10, y: 0) }
    }
    try first.startAnimation()
    try second.startAnimation()
    rig.advance(milliseconds: 800)
    #expect(second.fractionComplete.isApproximatelyEqual(to: 0.8), "turned at 0.5 s, 0.3 s back towards the start")
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.2))
    // The block added at 0.5 s while reversed is laid out towards the end of the unit time (its
    // `.end` is its value, its `.start` the value before it): the way back shows its start value.
    #expect(card.$position.presentationValue == Point2D(x: 0, y: 0))
    rig.advance(milliseconds: 200)
    #expect(second.state == .inactive)
    // A reversed run that ends naturally ends at `.start`: the values before every block.
    #expect(card.$position.presentationValue == Point2D(x: 0, y: 0))
    #expect(card.position == Point2D(x: 0, y: 0))
  }

  @Test("a completion may drop the last reference to the engine; the engine goes once nothing runs")
  func completionReleasesTheEngine() throws {
    final class Owner { var engine: AnimationEngine? }
    let owner = Owner()
    let clock = ManualClock()
    owner.engine = AnimationEngine(clock: clock)
    weak let engine = owner.engine
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: owner.engine!)
    var called = 0
    animator.addCompletion { _ in
      called += 1
      owner.engine = nil
    }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(200))
    engine?.tick()
    #expect(called == 1)
    #expect(engine != nil, "the animator still refers to its engine")
    _ = consume animator
    #expect(engine == nil, "released with its last animator")
  }

  @Test("callbacks that run while the engine samples (closure targets) may stop or restart animators")
  func samplingCallbacks() throws {
    let rig = TestRig()
    let card = Card()
    let other = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try other.addAnimations { card.opacity = 1 }
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var seen: [Double] = []
    try animator.addAnimation(from: 0.0, to: 1.0) { value in
      seen.append(value)
      if value >= 0.3 && other.isRunning { try? other.stopAnimation(true) }
      if value >= 0.5 && animator.isRunning { try? animator.pauseAnimation() }
    }
    try animator.startAnimation()
    try other.startAnimation()
    for _ in 0..<8 { rig.advance(milliseconds: 100) }
    #expect(other.state == .inactive)
    #expect(card.opacity.isApproximatelyEqual(to: 0.3), "stopped where it was shown")
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.5))
    #expect(!rig.engine.hasRunningAnimations)
    // The closure refers to its own animator, which holds it until the run ends: end it.
    try animator.stopAnimation(true)
  }

  @Test("an animator released by a completion during a tick just stops, with no completion")
  func releasedDuringATick() throws {
    let rig = TestRig()
    let card = Card()
    var paused: PropertyAnimator? = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    weak let weakPaused = paused
    try paused?.addAnimations { card.opacity = 1 }
    var pausedCalls = 0
    paused?.addCompletion { _ in pausedCalls += 1 }
    try paused?.setFractionComplete(0.25)
    let timer = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    timer.addCompletion { _ in paused = nil }
    try timer.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(weakPaused == nil)
    #expect(pausedCalls == 0)
    #expect(card.opacity == 0.25 && card.$opacity.presentationValue == 0.25, "it stops where it is")
    #expect(card.$opacity.animationCount == 0)
  }
}
