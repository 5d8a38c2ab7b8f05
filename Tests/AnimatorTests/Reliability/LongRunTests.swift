import Animator
import Foundation
import Testing

/// Long runs in virtual time: an endless chain (seed 003's bars) and a repeating animation, ticked
/// in big steps. No drift (values at the ends of periods are exact, chains start exactly where the
/// last link ended), and no growth (animators registered, layers per property, animators released).
///
/// CI runs the bars for `ANIMATOR_BARS_HOURS` hours (6 by default: 162,000 links) and the repeating
/// animation for 30 days. The 30-day bars run is a documented command (see
/// `Documentation/Reliability.md`):
///
/// ```sh
/// ANIMATOR_BARS_HOURS=720 swift test -c release --filter LongRunTests
/// ```
@Suite("Long runs")
struct LongRunTests {
  static let barsHours = ProcessInfo.processInfo.environment["ANIMATOR_BARS_HOURS"].flatMap { Int($0) } ?? 6

  @Test("the bars chain runs for hours of virtual time in big ticks, exactly and without growing")
  func bars() throws {
    let engine = AnimationEngine.fixedStep()
    let scene = try BarsScene(engine: engine, seed: 3)
    let tick = Duration.seconds(600)  // about 4,500 links per tick, within maximumCompletionsPerTick
    let ticks = max(Self.barsHours, 1) * 6
    for index in 1...ticks {
      try engine.tick(by: tick)
      guard index % 6 == 0 || index == ticks else { continue }  // check every hour
      #expect(engine.runningAnimationCount == 3, "the chain keeps three animators registered")
      // One layer per bar at most: none while a link happens to go to the height it already has.
      #expect(scene.bars.allSatisfy { $0.$height.animationCount <= 1 }, "no leftover layers")
      #expect(scene.inexact.isEmpty, "\(scene.inexact.prefix(3))")
      // Chained links start exactly where the last one ended: the fractions follow from the
      // durations alone. Engine time in seconds carries ~1e-10 s of rounding after 30 days.
      for (bar, expected) in scene.expectedFractions(at: engine.time).enumerated() {
        let animator = try #require(scene.currentAnimators[bar]())
        #expect(animator.fractionComplete.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-8))
      }
      if !scene.inexact.isEmpty { return }
    }
    #expect(scene.firstAnimators.allSatisfy { $0() == nil }, "animators that ended are released")
    try scene.stop()
    #expect(!engine.hasRunningAnimations)
    let expectedLinks = Double(max(Self.barsHours, 1) * 3_600) * 3 / 0.4
    #expect(abs(Double(scene.completions) - expectedLinks) < expectedLinks * 0.01, "\(scene.completions) links")
  }

  @Test("a repeating animation runs 30 days in big ticks and is exact at every period boundary")
  func repeating() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    var ended = false
    let animator = try engine.runningPropertyAnimator(
      withDuration: 2, options: [.repeat, .autoreverse, .curveEaseInOut], animations: { card.opacity = 1 },
      completion: { _ in ended = true })
    weak let weakAnimator = animator
    let fourHours = Duration.seconds(4 * 3600)  // a whole number of 4-second periods
    for index in 1...(30 * 6) {
      try engine.tick(by: fourHours)
      #expect(card.$opacity.presentationValue == 0, "back at the start at \(index * 4) h")
      try engine.tick(by: .seconds(2))
      #expect(card.$opacity.presentationValue == 1, "at the end half a period later")
      try engine.tick(by: .seconds(1))
      // Between boundaries values carry the rounding of engine time in seconds (ulp 4.7e-10 s at 30 days).
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "halfway")
      try engine.tick(by: .seconds(1))
      #expect(card.$opacity.presentationValue == 0)
      #expect(engine.runningAnimationCount == 1)
      #expect(card.$opacity.animationCount == 1)
      if card.$opacity.presentationValue != 0 { return }
    }
    #expect(!ended)
    #expect(engine.time == .seconds(30 * 86_400 + 180 * 4))
    try animator.stopAnimation(true)
    #expect(card.$opacity.animationCount == 0)
    #expect(!engine.hasRunningAnimations)
    _ = consume animator
    #expect(weakAnimator == nil, "a stopped repeating animator is released")
  }

  @Test(
    "a repeating timeline runs 30 days in big ticks, exact at every period boundary, one repeat event per iteration")
  func repeatingTimeline() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    let timeline = Timeline(engine: engine)
    try timeline.addTween(duration: 4, curve: .easeInOut) { card.opacity = 1 }
    var timing = EffectTiming(iterations: .infinity)
    timing.direction = .alternate
    try timeline.setTiming(timing)
    var repeats = 0
    let observation = timeline.observeOwnEvents { event in
      if case .repeat = event.kind { repeats += 1 }
    }
    defer { observation.cancel() }
    try timeline.startAnimation()
    let fourHours = Duration.seconds(4 * 3600)  // a whole number of 8-second periods
    for index in 1...(30 * 6) {
      try engine.tick(by: fourHours)
      #expect(card.$opacity.presentationValue == 0, "back at the start at \(index * 4) h")
      try engine.tick(by: .seconds(4))
      #expect(card.$opacity.presentationValue == 1, "at the end half a period later")
      try engine.tick(by: .seconds(2))
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
      try engine.tick(by: .seconds(2))
      #expect(card.$opacity.presentationValue == 0)
      #expect(engine.runningAnimationCount == 1)
      #expect(card.$opacity.animationCount == 1)
      if card.$opacity.presentationValue != 0 { return }
    }
    #expect(repeats == (30 * 86_400 + 180 * 8) / 4, "one repeat event per iteration crossed")
    try timeline.stopAnimation(true)
    #expect(!engine.hasRunningAnimations)
  }
}
