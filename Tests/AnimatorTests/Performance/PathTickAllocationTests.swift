import Animator
import CAllocCounter
import Testing

/// Heap allocations made by `body` on this thread.
private func allocations(_ body: () -> Void) -> UInt64 {
  let before = alloc_counter_thread()
  body()
  return alloc_counter_thread() - before
}

private final class Mover {
  @Animated var position = Point2D(x: 0, y: 0)
  @Animated var angle = 0.0
}

@Suite(
  "Steady ticks along a path allocate nothing", .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct PathTickAllocationTests {
  @Test(
    "a warmed-up engine moving points along paths, paced and by vertex, allocates nothing",
    arguments: [
      KeyframeCalculationMode.paced, .linear,
    ])
  func steadyTicks(_ mode: KeyframeCalculationMode) throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let path = try Path2D(svgPathData: "M 0 0 C 60 0, 100 40, 100 100 A 40 40 0 1 1 20 100 L 0 0")
    let movers = (0..<16).map { _ in Mover() }
    for (index, mover) in movers.enumerated() {
      let motion = try PathMotion(
        path: path, calculationMode: mode, start: Double(index) / 32, end: 1 - Double(index) / 32)
      let animator = PropertyAnimator(duration: .seconds(10), curve: .easeInOut, engine: engine)
      try animator.addAnimations { mover.$position.animate(along: motion, rotating: mover.$angle) }
      try animator.startAnimation()
    }
    for _ in 0..<3 {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    let count = allocations {
      for _ in 0..<100 {
        clock.advance(by: .milliseconds(16))
        engine.tick()
      }
    }
    #expect(count == 0, "100 ticks allocated \(count) times")
    #expect(movers[3].$position.presentationValue != .zero)
    #expect(movers[3].$angle.presentationValue != 0)
  }

  /// Ticks `engine` 100 times after `warmUp` ticks of warming up and counts the allocations.
  private func steadyAllocations(_ clock: ManualClock, _ engine: AnimationEngine, warmUp: Int = 3) -> UInt64 {
    for _ in 0..<warmUp {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    return allocations {
      for _ in 0..<100 {
        clock.advance(by: .milliseconds(16))
        engine.tick()
      }
    }
  }

  @Test(
    "a warmed-up timeline moving points along paths in its tweens, paced and by vertex, allocates nothing",
    arguments: [KeyframeCalculationMode.paced, .linear])
  func timelineSteadyTicks(_ mode: KeyframeCalculationMode) throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let path = try Path2D(svgPathData: "M 0 0 C 60 0, 100 40, 100 100 A 40 40 0 1 1 20 100 L 0 0")
    let movers = (0..<8).map { _ in Mover() }
    let timeline = Timeline(engine: engine)
    for (index, mover) in movers.enumerated() {
      let motion = try PathMotion(path: path, calculationMode: mode, start: Double(index) / 16)
      try timeline.addTween(duration: 10, curve: .easeInOut, at: .at(Double(index) * 0.1)) {
        mover.$position.animate(along: motion, rotating: mover.$angle)
      }
    }
    try timeline.startAnimation()
    // Warmed up once the last tween has started (at 0.7 s): the timeline's list of active children
    // grows to its size as they start, then stays.
    let count = steadyAllocations(clock, engine, warmUp: 50)
    #expect(count == 0, "100 ticks allocated \(count) times")
    #expect(movers[5].$position.presentationValue != .zero)
    #expect(movers[5].$angle.presentationValue != 0)
  }

  @Test("a timeline's path tween and a tween that sets the point both allocate nothing per tick")
  func timelineTween() throws {
    let path = try Path2D(svgPathData: "M 0 0 C 60 0, 100 40, 100 100 A 40 40 0 1 1 20 100 L 0 0")
    let motion = try PathMotion(path: path)
    var counts: [UInt64] = []
    for alongPath in [false, true] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let mover = Mover()
      let timeline = Timeline(engine: engine)
      try timeline.addTween(duration: 10, curve: .linear) {
        if alongPath {
          mover.$position.animate(along: motion, rotating: mover.$angle)
        } else {
          mover.position = Point2D(x: 100, y: 100)
        }
      }
      try timeline.startAnimation()
      counts.append(steadyAllocations(clock, engine))
      #expect(mover.$position.presentationValue != .zero)
    }
    #expect(counts == [0, 0], "plain \(counts[0]), along a path \(counts[1])")
  }
}
