import Animator
import CAllocCounter
import Testing

/// What adding tweens of one property to a timeline costs, counted on this thread (Swift Testing
/// runs tests in parallel): allocations and bytes held per child, its layout included. Issue 28
/// (a child cheap to add) and issue 30, item 5 (10^6 of them loaded in 500 MB).
@Suite(
  "A timeline child is small and cheap to add",
  .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct TimelineChildCostTests {
  private final class Box {
    @Animated var opacity = 0.0
  }

  private struct Cost {
    var allocations: Double
    var bytes: Double
  }

  /// Adds `count` tweens of one property, alike but for their values and starts, as a scene file's
  /// items are, then lays the timeline out; returns the allocations and the bytes still held per
  /// child.
  private func costPerChild(count: Int) throws -> Cost {
    let engine = AnimationEngine(clock: ManualClock())
    let box = Box()
    let timeline = Timeline(engine: engine)
    // Short names: kept inline in the string, as a scene file's `t123` are.
    let names = (0..<count).map { "t\($0)" }
    let allocations = alloc_counter_thread()
    let live = alloc_counter_thread_live_bytes()
    for index in 0..<count {
      try timeline.addTween(
        of: box.$opacity, to: Double(index), duration: 0.5, curve: .easeInOut, at: .at(Double(index / 32) * 0.5),
        name: names[index])
    }
    _ = timeline.totalDuration
    let cost = Cost(
      allocations: Double(alloc_counter_thread() - allocations) / Double(count),
      bytes: Double(alloc_counter_thread_live_bytes() - live) / Double(count))
    withExtendedLifetime(timeline) {}
    return cost
  }

  @Test("a tween of one property makes two allocations and holds under 290 bytes, laid out (debug build)")
  func tweenOfOneProperty() throws {
    _ = try costPerChild(count: 64)  // The first run of a path makes lazy state (metadata, caches).
    let cost = try costPerChild(count: 4_096)
    // In the debug build `swift test` makes: the child, which is its tween and holds the property
    // and the value, without a closure (issue 28: one object, 256 bytes; a child and its tween
    // were two, of 240 and 136), one the unoptimised code makes (the release build does not), and
    // the amortised growth of the children's array. The children share one resolved timing and
    // keep their timing there: before, each made one of its own and another at each layout, and
    // `EffectTiming.validate()` an array. 2.0 allocations and 280 bytes a child now; 4.0 and 368
    // with a child and its tween apart, 9.0 and 408 with the shared timing and the smaller span
    // alone.
    #expect(cost.allocations <= 2.05, "\(cost.allocations) allocations per child")
    #expect(cost.bytes <= 290, "\(cost.bytes) bytes per child")
  }
}
