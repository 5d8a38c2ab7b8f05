import Animator
import Testing

/// Timeline callbacks (callback children, event handlers, completions) that seek, pause, stop,
/// reverse or add to the timeline that called them or to another one, or let go of the engine: no
/// crash, no loop within a tick, each event once per crossing, each completion once per run.
///
/// A timeline keeps its children for as long as it lives, to play them again, so a callback
/// captures its own timeline weakly (`Documentation/Lifetimes.md`): a strong capture would be a
/// cycle that never goes.
@Suite("Timeline re-entrancy")
struct TimelineReentrancyTests {
  @Test("a callback that seeks its own timeline back fires once per crossing, either way, and the run still ends")
  func callbackSeeksBack() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    var calls: [TimelineDirection] = []
    var loops = 0
    try timeline.addCallback(at: .at(0.5)) { [weak timeline] direction in
      calls.append(direction)
      if direction == .forward && loops < 2 {
        loops += 1
        try? timeline?.seek(to: 0)
      }
    }
    var completions: [AnimatingPosition] = []
    timeline.addCompletion { completions.append($0) }
    try timeline.startAnimation()
    for _ in 0..<19 { rig.advance(milliseconds: 100) }
    #expect(calls == [.forward, .backward, .forward, .backward, .forward])
    #expect(completions.isEmpty)
    #expect(timeline.time.isApproximatelyEqual(to: 0.9))
    rig.advance(milliseconds: 100)
    #expect(completions == [.end])
    #expect(card.opacity == 1 && card.$opacity.presentationValue == 1)
  }

  @Test("a callback that always seeks back loops once per tick, never within one")
  func endlessSeekLoop() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    var forward = 0
    try timeline.addCallback(at: .at(0.5)) { [weak timeline] direction in
      if direction == .forward { forward += 1 }
      try? timeline?.seek(to: 0)
    }
    try timeline.startAnimation()
    rig.advance(by: .seconds(1000))
    #expect(forward == 1)
    rig.advance(by: .seconds(1000))
    #expect(forward == 2)
    try timeline.stopAnimation(true)
  }

  @Test("a completion that restarts its timeline chains runs at the exact instants, in one big tick")
  func completionRestarts() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 0.5, curve: .linear) {}
    var runs = 0
    var starts = 0
    let observation = timeline.observeOwnEvents { if $0.kind == .start { starts += 1 } }
    defer { observation.cancel() }
    func again(_ position: AnimatingPosition) {
      runs += 1
      guard runs < 10 else { return }
      timeline.addCompletion(again)
      try? timeline.startAnimation()
    }
    timeline.addCompletion(again)
    try timeline.startAnimation()
    rig.advance(milliseconds: 2250)
    #expect(runs == 4)
    #expect(starts == 5)
    #expect(timeline.fractionComplete.isApproximatelyEqual(to: 0.5), "the fifth run started at 2 s exactly")
    rig.advance(by: .seconds(10))
    #expect(runs == 10)
    #expect(timeline.state == .inactive)
  }

  @Test("a callback may add to its own playing timeline, stop another, and pause its own")
  func callbackChangesTimelines() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine, name: "main")
    let other = Timeline(engine: rig.engine, name: "other")
    try other.addTween(duration: 5, curve: .linear) { card.position = Point2D(x: 10, y: 0) }
    try timeline.addTween(duration: 1, curve: .linear) {}
    try timeline.addCallback(at: .at(0.5)) { [weak timeline] _ in
      _ = try? timeline?.addTween(duration: 1, curve: .linear, at: .at(0.6)) { card.opacity = 1 }
      try? other.stopAnimation(true)
    }
    try timeline.addCallback(at: .at(1.2)) { [weak timeline] _ in try? timeline?.pauseAnimation() }
    var otherCompletions = 0
    other.addCompletion { _ in otherCompletions += 1 }
    try other.startAnimation()
    try timeline.startAnimation()
    rig.advance(milliseconds: 700)
    #expect(other.state == .inactive && otherCompletions == 0)
    #expect(timeline.duration.isApproximatelyEqual(to: 1.6))
    rig.advance(milliseconds: 700)
    #expect(timeline.state == .active && !timeline.isRunning, "paused by its callback")
    try timeline.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(timeline.state == .inactive)
    #expect(card.opacity == 1)
  }

  @Test("a callback that reverses its timeline runs it back to the start, completing once at the start")
  func callbackReverses() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    var reversals = 0
    try timeline.addCallback(at: .at(0.5)) { [weak timeline] direction in
      if direction == .forward {
        reversals += 1
        timeline?.isReversed = true
      }
    }
    var completions: [AnimatingPosition] = []
    timeline.addCompletion { completions.append($0) }
    try timeline.startAnimation()
    for _ in 0..<30 { rig.advance(milliseconds: 100) }
    #expect(reversals == 1)
    #expect(completions == [.start])
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("a callback may drop the last references to its timeline and engine; both go when it ends")
  func callbackReleasesEverything() throws {
    final class Owner {
      var engine: AnimationEngine?
      var timeline: Timeline?
    }
    let clock = ManualClock()
    let owner = Owner()
    owner.engine = AnimationEngine(clock: clock)
    owner.timeline = Timeline(engine: owner.engine!)
    weak let engine = owner.engine
    weak let timeline = owner.timeline
    try owner.timeline?.addTween(duration: 1, curve: .linear) {}
    try owner.timeline?.addCallback(at: .at(0.5)) { _ in
      owner.engine = nil
      owner.timeline = nil
    }
    try owner.timeline?.startAnimation()
    clock.advance(by: .milliseconds(700))
    engine?.tick()
    #expect(timeline?.isRunning == true, "kept by its engine while it runs")
    clock.advance(by: .seconds(1))
    engine?.tick()
    #expect(timeline == nil)
    #expect(engine == nil)
  }
}
