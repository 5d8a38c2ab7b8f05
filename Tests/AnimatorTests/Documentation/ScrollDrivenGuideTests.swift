import Animator
import Foundation
import Testing

/// The code of Documentation/ScrollDriven.md, compiled and run.
@Suite("The scroll-driven animation guide's examples")
struct ScrollDrivenGuideTests {
  final class Header {
    @Animated var height = 120.0
  }

  @Test("a header collapses over the first 200 points of scroll")
  func scrollProgress() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let header = Header()
    // docs: begin scroll-progress
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
    let collapse = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try collapse.addAnimations { header.height = 44 }
    let driver = try page.drive(collapse, over: .scroll(to: .points(200)))

    try page.scroll(to: 100)  // half way: the curve's value at 0.5
    try page.scroll(to: 900)  // past the range: collapsed, and it stays so
    // docs: end scroll-progress
    #expect(driver.progress == 1)
    #expect(header.$height.presentationValue == 44)
    try page.scroll(to: 100)
    #expect(header.$height.presentationValue.isApproximatelyEqual(to: 82))
  }

  @Test("a card fades in as it enters the viewport")
  func viewProgress() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
    let card = Card()
    // docs: begin view-progress
    let subject = try ViewSubject(start: 1200, length: 300)  // the card's frame in the content
    let fade = Timeline(engine: engine)
    try fade.addTween(of: card.$opacity, from: 0, to: 1, duration: 1)
    _ = try page.drive(fade, over: .view(subject, .entry, insets: ViewInsets(start: .points(60), end: .zero)))

    try page.scroll(to: 550)  // the card's top is 150 points into view: half way through `entry`
    // docs: end view-progress
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
  }

  @Test("a story timeline catches up with the scroll over half a second")
  func scrub() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
    let card = Card()
    let story = Timeline(engine: engine)
    try story.addTween(of: card.$opacity, from: 0, to: 1, duration: 4)
    // docs: begin scrub
    let driver = try page.drive(story, over: .scroll(), scrub: .catchUp(.milliseconds(500)))
    try page.scroll(to: 2200)  // a fling to the bottom
    clock.advance(by: .milliseconds(250))
    engine.tick()  // 1 − (1 − 0.5)⁴ = 93.75% of the way there
    // docs: end scrub
    #expect(driver.progress.isApproximatelyEqual(to: 0.9375))
    #expect(driver.isCatchingUp)
  }

  @Test("a trigger plays a card's entrance and reverses it when scrolled back")
  func trigger() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
    let card = Card()
    let subject = try ViewSubject(start: 1200, length: 300)
    let entrance = PropertyAnimator(duration: .milliseconds(400), curve: .easeOut, engine: engine)
    try entrance.addAnimations { card.opacity = 1 }
    var crossings: [ScrollCrossing] = []
    // docs: begin trigger
    let reveal = try page.trigger(
      entrance,
      over: .trigger(subject, start: ScrollTriggerPosition(subject: .zero, viewport: .percent(80))),
      actions: try ScrollToggleActions("play none none reverse"))
    let watching = reveal.observe { event in crossings.append(event.crossing) }
    // docs: end trigger
    try page.scroll(to: 700)  // the card's top passes 80% of the viewport
    #expect(entrance.isRunning && crossings == [.enter])
    clock.advance(by: .milliseconds(400))
    engine.tick()
    #expect(card.$opacity.presentationValue == 1)
    watching.cancel()
  }

  @Test("a released scroll settles on the nearest chapter")
  func snap() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 700, viewportLength: 800, contentLength: 3000))
    let story = Timeline(engine: engine)
    try story.addTween(of: Card().$opacity, from: 0, to: 1, duration: 3)
    for (name, time) in [("one", 0.0), ("two", 1.0), ("three", 2.0), ("four", 3.0)] {
      try story.addLabel(name, at: .at(time))
    }
    let driver = try page.drive(story, over: .scroll(to: .points(1800)))
    // docs: begin snap
    let chapters = try driver.snapOffsets(atLabelsOf: story)  // [0, 600, 1200, 1800]
    let snap = try page.snap(releasedWithVelocity: 1500, to: chapters)
    // Each frame, t seconds after the release, the host moves its scroll view:
    try page.scroll(to: snap.trajectory.value(at: 0.1))
    // docs: end snap
    #expect(chapters == [0, 600, 1200, 1800])
    #expect(snap.targetOffset == 1200)
    #expect(snap.settlingTime() > 0 && snap.settlingTime() < 2)
    try page.scroll(to: snap.trajectory.value(at: snap.settlingTime() + 1))
    #expect(abs(page.offset - 1200) <= 0.5)
  }
}
