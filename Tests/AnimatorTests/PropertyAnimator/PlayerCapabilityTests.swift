import Animator
import Testing

/// The capabilities both players have under the same names: `restart(includeDelay:)`, async
/// `finished()`, `events()` as an `AsyncStream`, and `observe(_:)`. Each is checked on a
/// `PropertyAnimator` and on a `Timeline` with the same expectations, from linear runs of 1 s
/// (value = 100 × elapsed seconds).
@Suite("Capabilities of both players")
struct PlayerCapabilityTests {
  final class Box {
    @Animated var x = 0.0
  }

  static func animator(_ rig: TestRig, _ box: Box) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { box.x = 100 }
    return animator
  }

  static func timeline(_ rig: TestRig, _ box: Box, delay: Double = 0) throws -> Timeline {
    var timing = EffectTiming()
    timing.delay = delay
    let timeline = try Timeline(engine: rig.engine, timing: timing)
    try timeline.addTween(duration: 1, curve: .linear) { box.x = 100 }
    return timeline
  }

  // MARK: restart

  @Test("restart sends a running animator back to its start, and it runs from there")
  func animatorRestart() throws {
    let rig = TestRig()
    let box = Box()
    let animator = try Self.animator(rig, box)
    try animator.startAnimation()
    rig.advance(milliseconds: 600)
    try animator.restart()
    #expect(box.$x.presentationValue == 0 && animator.isRunning && animator.fractionComplete == 0)
    rig.advance(milliseconds: 300)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 30))
    rig.advance(milliseconds: 800)
    #expect(animator.state == .inactive && box.$x.presentationValue == 100)
  }

  @Test("restart of a paused, reversed animator runs from its end")
  func animatorRestartReversed() throws {
    let rig = TestRig()
    let box = Box()
    let animator = try Self.animator(rig, box)
    animator.isReversed = true
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    try animator.pauseAnimation()
    try animator.restart()
    #expect(box.$x.presentationValue == 100 && animator.isRunning)
    rig.advance(milliseconds: 250)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 75))
  }

  @Test("restart on the way back of an autoreversing animator runs forwards from the start again")
  func animatorRestartAutoreverse() throws {
    let rig = TestRig()
    let box = Box()
    let animator = try rig.engine.runningPropertyAnimator(
      withDuration: 1, options: [.autoreverse, .curveLinear], animations: { box.x = 100 })
    rig.advance(milliseconds: 1000)
    rig.advance(milliseconds: 300)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 70))  // returning
    try animator.restart()
    rig.advance(milliseconds: 400)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 40))  // forwards, from 0
  }

  @Test("restart(includeDelay: true) waits the run's delay again; by default it does not")
  func animatorRestartDelay() throws {
    let rig = TestRig()
    let box = Box()
    let animator = try Self.animator(rig, box)
    try animator.startAnimation(afterDelay: .milliseconds(200))
    rig.advance(milliseconds: 700)
    try animator.restart(includeDelay: true)
    rig.advance(milliseconds: 100)
    #expect(box.$x.presentationValue == 0 && animator.delay == 0.2)
    rig.advance(milliseconds: 200)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 10))
    try animator.restart()
    #expect(animator.delay == 0)
    rig.advance(milliseconds: 100)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 10))
  }

  @Test("restart of a timeline skips its delay by default, and waits through it with includeDelay")
  func timelineRestartDelay() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.timeline(rig, box, delay: 0.5)
    try timeline.startAnimation()
    rig.advance(milliseconds: 1000)
    try timeline.restart()
    #expect(timeline.time == 0.5)
    rig.advance(milliseconds: 200)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 20))
    try timeline.restart(includeDelay: true)
    #expect(timeline.time == 0)
    rig.advance(milliseconds: 700)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 20))
  }

  @Test("a timeline's restart fires its start event again, and none for the jump back")
  func timelineRestartEvents() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.timeline(rig, box)
    var log: [String] = []
    let observation = timeline.observe { if $0.kind != .update { log.append($0.description) } }
    defer { observation.cancel() }
    try timeline.startAnimation()
    rig.advance(milliseconds: 500)
    try timeline.restart()
    rig.advance(milliseconds: 1100)
    #expect(log == ["timeline start", "#0 start", "timeline start", "#0 start", "#0 complete", "timeline complete"])
  }

  @Test("restart refuses a stopped player, and a non-interruptible active animator, changing nothing")
  func restartErrors() throws {
    let rig = TestRig()
    let box = Box()
    let animator = try Self.animator(rig, box)
    try animator.startAnimation()
    try animator.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.restart, state: .stopped)) { try animator.restart() }
    #expect(animator.state == .stopped)

    // Its box held: an animator whose every value went would end at the next tick.
    let rigidBox = Box()
    let rigid = try Self.animator(rig, rigidBox)
    try rigid.setInterruptible(false)
    try rigid.startAnimation()
    rig.advance(milliseconds: 300)
    #expect(throws: AnimationError.notInterruptible(.restart)) { try rigid.restart() }
    #expect(rigid.fractionComplete.isApproximatelyEqual(to: 0.3))

    let timeline = try Self.timeline(rig, Box())
    try timeline.startAnimation()
    try timeline.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.restart, state: .stopped)) { try timeline.restart() }
    #expect(timeline.state == .stopped)

    let outer = Timeline(engine: rig.engine)
    let inner = try Self.timeline(rig, Box())
    try outer.add(inner)
    #expect(throws: AnimationError.controlledByTimeline(.restart)) { try inner.restart() }
    withExtendedLifetime(rigidBox) {}
  }

  // MARK: finished()

  @MainActor
  @Test("a timeline's finished() returns where it ended, or nil when stopped without finishing")
  func timelineFinished() async throws {
    let rig = TestRig()
    let ended = try Self.timeline(rig, Box())
    try ended.startAnimation()
    Task { @MainActor in rig.advance(milliseconds: 1000) }
    #expect(await ended.finished() == .end)

    let reversed = try Self.timeline(rig, Box())
    reversed.isReversed = true
    try reversed.startAnimation()
    Task { @MainActor in rig.advance(milliseconds: 1000) }
    #expect(await reversed.finished() == .start)

    let finishedAtStart = try Self.timeline(rig, Box())
    try finishedAtStart.startAnimation()
    Task { @MainActor in
      try finishedAtStart.stopAnimation(false)
      try finishedAtStart.finishAnimation(at: .start)
    }
    #expect(await finishedAtStart.finished() == .start)

    let stopped = try Self.timeline(rig, Box())
    try stopped.startAnimation()
    Task { @MainActor in try stopped.stopAnimation(true) }
    #expect(await stopped.finished() == nil)
  }

  @MainActor
  @Test("a nested timeline's finished() returns when the timeline that plays it ends")
  func nestedFinished() async throws {
    let rig = TestRig()
    let outer = Timeline(engine: rig.engine)
    let inner = try Self.timeline(rig, Box())
    try outer.add(inner)
    try outer.startAnimation()
    Task { @MainActor in rig.advance(milliseconds: 1000) }
    #expect(await inner.finished() == .end)

    let stoppedOuter = Timeline(engine: rig.engine)
    let stoppedInner = try Self.timeline(rig, Box())
    try stoppedOuter.add(stoppedInner)
    try stoppedOuter.startAnimation()
    Task { @MainActor in try stoppedOuter.stopAnimation(true) }
    #expect(await stoppedInner.finished() == nil)
  }

  // MARK: events() and observe

  @Test("an animator's events() streams state, running, direction and fraction changes in order")
  func animatorEvents() async throws {
    let rig = TestRig()
    let box = Box()
    var animator: PropertyAnimator? = try Self.animator(rig, box)
    let stream = animator!.events()
    try animator!.pauseAnimation()
    try animator!.setFractionComplete(0.25)
    animator!.isReversed = true
    try animator!.stopAnimation(true)
    animator = nil  // inactive and released: the stream ends
    var received: [AnimatorEvent] = []
    for await event in stream { received.append(event) }
    // Pausing leaves the fraction at 0 (no change, no event); reversing reads it along the new
    // direction, 1 - 0.25; an inactive animator reports 0.
    #expect(
      received == [
        .state(.active), .fractionComplete(0.25), .isReversed(true), .fractionComplete(0.75), .state(.inactive),
        .fractionComplete(0),
      ])
  }

  @Test("an animator's observation stops when cancelled")
  func animatorObservationCancel() throws {
    let rig = TestRig()
    let animator = try Self.animator(rig, Box())
    var received: [AnimatorEvent] = []
    let observation = animator.observe { received.append($0) }
    try animator.pauseAnimation()
    observation.cancel()
    try animator.startAnimation()
    #expect(received == [.state(.active)])
  }

  @Test("a timeline's events() streams every event as records, and ends when the timeline goes")
  func timelineEvents() async throws {
    let rig = TestRig()
    var timeline: Timeline? = try Self.timeline(rig, Box())
    let stream = timeline!.events()
    try timeline!.seek(to: 1)
    try timeline!.seek(to: 0.5)
    try timeline!.stopAnimation(true)
    timeline = nil
    var received: [String] = []
    for await event in stream where event.kind != .update { received.append("\(event) @\(event.time)") }
    #expect(
      received == ["timeline start @0.0", "#0 start @0.0", "#0 complete @1.0", "timeline complete @1.0"])
  }

  @Test("a timeline's observation stops when cancelled or released")
  func timelineObservationCancel() throws {
    let rig = TestRig()
    let timeline = try Self.timeline(rig, Box())
    var first: [String] = []
    var second: [String] = []
    let observation = timeline.observe { first.append($0.description) }
    do {
      let released = timeline.observe { second.append($0.description) }
      _ = released
    }
    try timeline.seek(to: 0.5)
    observation.cancel()
    try timeline.seek(to: 1)
    #expect(first == ["timeline start", "#0 start", "#0 update", "timeline update"] && second.isEmpty)
  }
}
