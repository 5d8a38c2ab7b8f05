import Animator
import Testing

/// `AnimationEngine.runningAnimations`: every player registered with the engine, in the order each
/// started running, and nothing that is not a running player.
@Suite("AnimationEngine.runningAnimations")
struct RunningAnimationsTests {
  @Test("it lists the running animators, timelines, springs, decays and flings, in the order they started")
  func listsEveryRunningPlayer() throws {
    let rig = TestRig()
    let cards = (0..<6).map { _ in Card() }
    let delayed = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try delayed.addAnimations { cards[0].opacity = 1 }
    try delayed.startAnimation(afterDelay: .seconds(1))
    let timeline = Timeline(engine: rig.engine)
    let nested = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try nested.addAnimations { cards[1].opacity = 1 }
    try timeline.add(nested)
    try timeline.startAnimation()
    let spring = try SpringAnimation(cards[2].$position, to: Point2D(x: 10, y: 0), engine: rig.engine)
    try spring.startAnimation()
    let decay = try DecayAnimation(cards[3].$opacity, velocity: 2, engine: rig.engine)
    try decay.startAnimation()
    let flung = Timeline(engine: rig.engine)
    try flung.addTween(of: cards[4].$opacity, to: 1, duration: 2, curve: .linear)
    try flung.pauseAnimation()
    try flung.seek(to: 0.5)
    let fling = try flung.fling(velocity: 1, to: .end)
    rig.advance(milliseconds: 100)
    let listed = rig.engine.runningAnimations
    let expected: [AnyObject] = [delayed, timeline, spring, decay, fling]
    #expect(listed.count == expected.count)
    for (player, object) in zip(listed, expected) { #expect(player === object) }
    // Nested in a running timeline, the animator is the timeline's to move; the flung timeline is
    // paused while its fling moves it.
    #expect(!listed.contains { $0 === nested } && !listed.contains { $0 === flung })
  }

  @Test("paused players, quick animations and scroll drivers are not listed; the count has quick animations")
  func leavesOutWhatIsNoRunningPlayer() throws {
    let rig = TestRig()
    let cards = (0..<3).map { _ in Card() }
    let paused = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try paused.addAnimations { cards[0].opacity = 1 }
    try paused.startAnimation()
    try paused.pauseAnimation()
    let quick = try rig.engine.animate(duration: .seconds(1)) { cards[1].opacity = 1 }
    let scrolled = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try scrolled.addAnimations { cards[2].opacity = 1 }
    let page = ScrollSource(engine: rig.engine)
    page.update(.vertical, try ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
    let driver = try page.drive(scrolled, over: .scroll(to: .points(200)), scrub: .catchUp(.seconds(1)))
    try page.scroll(to: 100)
    rig.advance(milliseconds: 100)
    #expect(quick.isRunning && driver.isCatchingUp && scrolled.state == .active && !scrolled.isRunning)
    #expect(rig.engine.runningAnimations.isEmpty)
    #expect(rig.engine.runningAnimationCount >= 1, "the quick animation is counted")
  }
}
