import Animator
import Testing

/// The code of the "Timelines" article, compiled and run so that the article cannot rot.
@Suite("Timelines article")
struct TimelinesArticleTests {
  final class Logo {
    @Animated var transform = AffineTransform2D.identity
    @Animated var opacity = 1.0
    var isRemoved = false
  }

  @Test("the splash timeline fires its events in the order the article shows, both ways")
  func splash() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let logo = Logo()

    let splash = Timeline(engine: engine, name: "splash")
    try splash.addTween(duration: 0.3, curve: .easeOut, at: .at(1.0), name: "shrink") {
      logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75)
    }
    try splash.addLabel("grow")
    try splash.addTween(duration: 0.2, curve: .easeOut, at: .label("grow"), name: "grow") {
      logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
      logo.opacity = 0
    }
    try splash.addCallback(name: "remove") { direction in logo.isRemoved = direction == .forward }

    var log: [String] = []
    let observation = splash.observe { event in
      if event.kind != .update { log.append(event.description) }
    }
    defer { observation.cancel() }
    splash.pausesOnCompletion = true
    try splash.startAnimation()
    for _ in 0..<100 {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    #expect(
      log == [
        "timeline start", "shrink start", "shrink complete", "grow start", "grow complete", "remove callback",
        "timeline complete",
      ])
    #expect(logo.isRemoved && logo.$opacity.presentationValue == 0)
    log.removeAll()
    try splash.seek(to: 0)
    #expect(
      log == [
        "remove callback backward", "grow reverseComplete backward", "shrink reverseComplete backward",
        "timeline reverseComplete backward",
      ])
    #expect(!logo.isRemoved && logo.$transform.presentationValue == .identity)
  }
}
