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

  /// Ticks `engine` 100 times after 3 of warming up and counts the allocations.
  private func steadyAllocations(_ clock: ManualClock, _ engine: AnimationEngine) -> UInt64 {
    for _ in 0..<3 {
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

  @Test("a timeline's path tween allocates no more per tick than a tween that sets the point")
  func timelineTween() throws {
    let path = try Path2D(svgPathData: "M 0 0 C 60 0, 100 40, 100 100 A 40 40 0 1 1 20 100 L 0 0")
    let motion = try PathMotion(path: path)
    var counts: [UInt64] = []
    for alongPath in [false, true] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let mover = Mover()
      let timeline = Timeline(engine: engine)
      try timeline.addTween(duration: 10) {
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
    // The timeline's own seek allocates in debug builds whatever its tweens do; the path adds none.
    #expect(counts[1] <= counts[0], "plain \(counts[0]), along a path \(counts[1])")
  }
}
