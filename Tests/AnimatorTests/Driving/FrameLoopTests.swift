import Testing

@testable import Animator

/// Counts the frames a loop draws; lives on the main actor with the loop.
@MainActor
private final class FrameCounter {
  var frames = 0
  var opacities: [Double] = []
}

/// Yields until `condition` holds (or gives up after `turns` turns): lets the loop's task run.
@MainActor
private func settle(turns: Int = 100_000, _ condition: () -> Bool) async {
  var spins = 0
  while !condition() && spins < turns {
    await Task.yield()
    spins += 1
  }
}

@Suite("FrameLoop")
@MainActor
struct FrameLoopTests {
  @Test("sleeps while idle, wakes when an animation starts, ticks on the frame grid, idles again")
  func sleepsWhileIdleAndWakesOnStart() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let counter = FrameCounter()
    let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: .milliseconds(250))
    let task = Task { @MainActor in
      try await loop.run { _ in
        counter.frames += 1
        counter.opacities.append(card.$opacity.presentationValue)
      }
    }
    // Idle: the loop waits for work and does not sleep on the clock, however far it moves.
    await settle { engine.idleWaiterCount == 1 }
    #expect(engine.idleWaiterCount == 1)
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(5))
    // (A bounded wait for something that must not happen: a frame would come within a few turns.)
    await settle(turns: 1_000) { counter.frames > 0 }
    #expect(counter.frames == 0)

    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    // Woken: one frame at once, then asleep on the clock until the next frame.
    await settle { clock.sleeperCount == 1 }
    #expect(engine.idleWaiterCount == 0)
    #expect(counter.frames == 1)
    // The five idle seconds are not played: the animation starts where it was started.
    #expect(counter.opacities == [0])

    for frame in 2...4 {
      clock.advance(by: .milliseconds(250))
      await settle { counter.frames == frame && clock.sleeperCount == 1 }
    }
    // Linear over 1 s, frames every 0.25 s: exact quarters.
    #expect(counter.opacities == [0, 0.25, 0.5, 0.75])

    // The last frame ends the animation: the loop goes idle instead of sleeping on the clock.
    clock.advance(by: .milliseconds(250))
    await settle { engine.idleWaiterCount == 1 }
    #expect(counter.opacities == [0, 0.25, 0.5, 0.75, 1])
    #expect(clock.sleeperCount == 0)
    #expect(engine.idleWaiterCount == 1)

    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(engine.idleWaiterCount == 0)
  }

  @Test("a paused animator idles the loop and resuming wakes it, without playing the pause")
  func pauseIdlesAndResumeWakes() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let counter = FrameCounter()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: .milliseconds(250))
    let task = Task { @MainActor in
      try await loop.run { _ in counter.opacities.append(card.$opacity.presentationValue) }
    }
    await settle { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(250))
    await settle { counter.opacities.count == 2 && clock.sleeperCount == 1 }
    try animator.pauseAnimation()
    // The loop wakes for the frame it was sleeping towards, sees nothing to do and idles.
    clock.advance(by: .milliseconds(250))
    await settle { engine.idleWaiterCount == 1 }
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(10))
    try animator.startAnimation()
    await settle { clock.sleeperCount == 1 && counter.opacities.count == 3 }
    clock.advance(by: .milliseconds(250))
    await settle { counter.opacities.count == 4 && clock.sleeperCount == 1 }
    // 0.25 s ran before the pause; the frame the pause cut short drew nothing, and neither the
    // pause nor its ten seconds advanced the animation: resuming draws 0.25 again, then moves on.
    #expect(counter.opacities == [0, 0.25, 0.25, 0.5])
    task.cancel()
    _ = await task.result
  }

  @Test("run(while:) returns once its condition fails after a frame, and survives a pause")
  func runWhileReturns() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let counter = FrameCounter()
    let animator = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: .milliseconds(250))
    let task = Task { @MainActor in
      try await loop.run(while: { animator.state != .inactive }) { _ in counter.frames += 1 }
      counter.opacities.append(card.$opacity.presentationValue)
    }
    await settle { clock.sleeperCount == 1 }
    try animator.pauseAnimation()
    clock.advance(by: .milliseconds(250))
    // Paused: the loop waits for frames; it has not returned.
    await settle { engine.idleWaiterCount == 1 }
    #expect(counter.opacities == [])
    try animator.startAnimation()
    await settle { clock.sleeperCount == 1 }
    for _ in 0..<2 {
      clock.advance(by: .milliseconds(250))
      await settle { clock.sleeperCount == 1 || !counter.opacities.isEmpty }
    }
    try await task.value
    #expect(counter.opacities == [1])
    #expect(counter.frames == 4)
  }

  @Test("a late frame skips the frames it missed and stays on the grid")
  func lateFramesStayOnTheGrid() throws {
    let clock = ManualClock()
    let loop = try FrameLoop(engine: AnimationEngine(clock: clock), clock: clock, frameInterval: .milliseconds(10))
    let start = ManualClock.Instant(offset: .zero)
    // On time: the next grid point.
    #expect(loop.nextFrame(after: start, now: .init(offset: .milliseconds(3))).offset == .milliseconds(10))
    // 35 ms late: frames at 10, 20 and 30 ms are gone; the next is at 40 ms.
    #expect(loop.nextFrame(after: start, now: .init(offset: .milliseconds(35))).offset == .milliseconds(40))
    // Exactly on a grid point: that one has passed, the next is one interval on.
    #expect(loop.nextFrame(after: start, now: .init(offset: .milliseconds(20))).offset == .milliseconds(30))
  }

  @Test("rejects a frame interval that is not positive")
  func rejectsNonPositiveInterval() {
    let clock = ManualClock()
    #expect(
      throws: AnimationError.invalidArgument(parameter: "frameInterval", value: "0.0 seconds", requirement: .positive)
    ) {
      try FrameLoop(engine: AnimationEngine(clock: clock), clock: clock, frameInterval: .zero)
    }
  }
}
