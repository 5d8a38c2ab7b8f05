import Animator
import Testing

@testable import AnimatorDemoKit

/// The nesting example of `Documentation/Timelines.md` (its code is `TimelineExample.makeIntro`),
/// run: what the guide says it does, it does.
@Suite("Timelines guide: the intro example")
struct TimelineExampleTests {
  @Test("the intro plays the nested splash, then fades the rows in, 0.1 s apart; seeking back undoes it")
  func intro() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let logo = TimelineExample.Item()
    let rows = [TimelineExample.Item(), TimelineExample.Item(), TimelineExample.Item()]
    for row in rows { row.opacity = 0 }
    let intro = try TimelineExample.makeIntro(engine: engine, logo: logo, rows: rows)
    #expect(intro.children.map(\.startTime).map { ($0 * 1000).rounded() } == [0, 1400, 1500, 1600])
    #expect(try intro.time(ofLabel: "content").isApproximatelyEqual(to: 1.4))
    #expect(intro.duration.isApproximatelyEqual(to: 2))

    var log: [String] = []
    let observation = intro.observe { event in
      if event.kind != .update { log.append(event.description) }
    }
    defer { observation.cancel() }
    intro.pausesOnCompletion = true
    try intro.startAnimation()
    clock.advance(by: .milliseconds(1450))
    engine.tick()
    #expect(logo.$opacity.presentationValue > 0, "the splash is still fading the logo out")
    #expect(rows[0].$opacity.presentationValue > 0, "row 1 started 0.1 s before the splash ends")
    #expect(rows[1].$opacity.presentationValue == 0)
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(logo.isHidden && logo.$opacity.presentationValue == 0)
    #expect(rows.allSatisfy { $0.$opacity.presentationValue == 1 })
    #expect(log.first == "timeline start" && log.last == "timeline complete")
    #expect(log.contains("hide logo callback"))

    try intro.seek(to: 0)
    #expect(!logo.isHidden && logo.$opacity.presentationValue == 1)
    #expect(rows.allSatisfy { $0.$opacity.presentationValue == 0 })
  }
}
