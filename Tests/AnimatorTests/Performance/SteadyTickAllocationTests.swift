import Animator
import CAllocCounter
import Testing

/// Heap allocations made by `body` on this thread (Swift Testing runs tests in parallel, so the
/// process-wide count would include other tests').
private func allocations(_ body: () -> Void) -> UInt64 {
  let before = alloc_counter_thread()
  body()
  return alloc_counter_thread() - before
}

/// A user's object, as the benchmark animates it.
private final class Sprite {
  @Animated var x = 0.0
  @Animated var y = 0.0
  @Animated var position = Point2D(x: 0, y: 0)
  var alpha = 1.0
  var values = SIMD4<Double>(0, 0, 0, 0)
}

@Suite("Steady ticks allocate nothing", .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct SteadyTickAllocationTests {
  /// An engine running `count` animators of each kind the library offers a fast path for: `Double`
  /// properties, a generic property (`Point2D`), a closure target; on every curve family.
  private func runningEngine(count: Int) throws -> (ManualClock, AnimationEngine, [Sprite]) {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprites = (0..<count).map { _ in Sprite() }
    let curves: [TimingParameters] = [
      .curve(.easeInOutCubic), .curve(.easeInOut), .curve(.linear),
      try .spring(dampingRatio: 0.8),
    ]
    for (index, sprite) in sprites.enumerated() {
      let animator = PropertyAnimator(
        duration: .seconds(10), timingParameters: curves[index % curves.count], engine: engine)
      try animator.addAnimations {
        sprite.x = 500
        sprite.y = 250
        sprite.position = Point2D(x: 10, y: 20)
      }
      try animator.addAnimation(from: SIMD4<Double>(0, 0, 0, 0), to: SIMD4(1, 2, 3, 4)) { sprite.values = $0 }
      try animator.startAnimation()
    }
    // A second animation of a property that is already moving: the layered path.
    let layered = PropertyAnimator(duration: .seconds(10), curve: .easeOut, engine: engine)
    try layered.addAnimations { sprites[0].x = 100 }
    try layered.startAnimation()
    return (clock, engine, sprites)
  }

  @Test("a warmed-up engine allocates nothing in 100 steady ticks")
  func steadyTicks() throws {
    let (clock, engine, sprites) = try runningEngine(count: 64)
    // Warm up outside the measured region: the first tick of a run may make lazy state.
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
    #expect(engine.runningAnimationCount == 65)
    #expect(sprites[1].$x.presentationValue > 0)
  }

  @Test("the counter sees an allocation in a tick (so the test above can fail)")
  func counterWorks() throws {
    let (clock, engine, sprites) = try runningEngine(count: 4)
    clock.advance(by: .milliseconds(16))
    engine.tick()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    animator.addCompletion { _ in }
    let count = allocations {
      // A completion that keeps a growing list allocates.
      var log: [Double] = []
      for _ in 0..<10 {
        clock.advance(by: .milliseconds(16))
        engine.tick()
        log.append(sprites[0].$x.presentationValue)
      }
      #expect(log.count == 10)
    }
    #expect(count > 0)
  }
}
