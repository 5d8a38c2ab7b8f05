import Animator
import Foundation
import Testing

/// The code of `Documentation/Timelines.md`, compiled and run; the guide shows the text between the
/// `docs:` markers (checked by ``GuideSnippetTests``). Its nesting example lives in the demo kit
/// (`TimelineExample.swift`), which draws it, and is run by the demo's tests.
@Suite("Timelines guide")
struct TimelinesGuideTests {
  // docs: begin logo
  final class Logo {
    @Animated var transform = AffineTransform2D.identity
    @Animated var opacity = 1.0
    var isRemoved = false
  }
  // docs: end logo

  @Test("positions: absolute, after the end, with or after the previous child, at a label")
  func placement() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let logo = Logo()
    // docs: begin placement
    let timeline = Timeline(engine: engine, name: "placement")
    let a = try timeline.addTween(duration: 1, name: "a") { logo.opacity = 0.5 }  // the end: 0
    let b = try timeline.addTween(duration: 1, at: .end(offset: 0.5), name: "b") { logo.opacity = 1 }
    let c = try timeline.addTween(duration: 0.5, at: .withPrevious(offset: 0.25), name: "c") {
      logo.transform = AffineTransform2D(scaleX: 2, y: 2)
    }
    let d = try timeline.addTween(duration: 0.5, at: .afterPrevious(offset: -0.25), name: "d") {
      logo.transform = .identity
    }
    try timeline.addLabel("intro", at: .at(0.25))
    let e = try timeline.addCallback(at: .label("intro", offset: 1), name: "e") { _ in }

    #expect([a, b, c, d, e].map(\.startTime) == [0, 1.5, 1.75, 2, 1.25])
    #expect(timeline.duration == 2.5)
    #expect(try TimelinePosition(parsing: ">-0.25") == .afterPrevious(offset: -0.25))  // GSAP's spelling
    // docs: end placement
  }

  @Test("events fire once per crossing, in order, and in reverse going back")
  func events() throws {
    // docs: begin events
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
    splash.pausesOnCompletion = true  // stay active at the end, to seek back
    try splash.startAnimation()
    clock.advance(by: .seconds(2))  // one tick or a hundred: the same events
    engine.tick()
    #expect(
      log == [
        "timeline start", "shrink start", "shrink complete", "grow start", "grow complete", "remove callback",
        "timeline complete",
      ])

    log.removeAll()
    try splash.seek(toLabel: "grow")  // back across the callback and the end of "grow"
    #expect(log == ["remove callback backward", "grow reverseComplete backward"])
    #expect(!logo.isRemoved)
    #expect(logo.$transform.presentationValue == AffineTransform2D(scaleX: 0.75, y: 0.75))
    // docs: end events
  }

  @Test("a child's own timing: repeats, alternating, with a delay")
  func childTiming() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let logo = Logo()
    // docs: begin timing
    let pulse = Timeline(engine: engine, name: "pulse")
    var timing = EffectTiming(delay: 0.5)
    timing.autoreverses = true  // Core Animation's: there and back (alternate, iterations doubled)
    timing.repeatCount = 2  // twice there and back: four iterations
    timing.repeatDelay = 0.125  // GSAP's: a hold between iterations
    #expect(timing.iterations == 4 && timing.direction == .alternate)

    let fade = try pulse.addTween(duration: 0.25, timing: timing, name: "fade") { logo.opacity = 0 }
    #expect(fade.activeInterval == 0.5...1.875)  // after the delay, 4 × 0.25 s and 3 holds of 0.125 s

    try pulse.seek(to: 1)  // halfway through the second iteration, which plays back
    #expect(abs(logo.$opacity.presentationValue - 0.5) < 1e-9)
    // docs: end timing
  }

  @MainActor
  @Test("a finished timeline plays again from the values it recorded")
  func replay() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let logo = Logo()
    // docs: begin replay
    let fade = Timeline(engine: engine, name: "fade")
    try fade.addTween(duration: 1) { logo.opacity = 0 }  // from 1 (recorded at the first run) to 0
    try fade.startAnimation()
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(fade.state == .inactive && logo.opacity == 0)

    logo.opacity = 0.2  // set meanwhile: the recording wins
    try fade.seek(to: 0.5)  // seeking back shows the animation again: halfway, eased in and out
    #expect(logo.$opacity.presentationValue == 0.5)

    try fade.restart()  // back to the start, playing
    clock.advance(by: .seconds(0.5))
    engine.tick()
    #expect(logo.$opacity.presentationValue == 0.5)
    Task { @MainActor in
      clock.advance(by: .seconds(0.5))
      engine.tick()
    }
    #expect(await fade.finished() == .end)

    logo.opacity = 0.6
    fade.invalidate()  // record again, from what is shown now
    try fade.seek(to: 0.5)
    #expect(abs(logo.$opacity.presentationValue - 0.3) < 1e-12)
    // docs: end replay
  }
}
