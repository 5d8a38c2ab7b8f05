import CAllocCounter
import Testing

@testable import Animator

/// The heap block of an `AnimatedProperty<Double>`: every `@Animated` value and every key-path
/// target is one, so its size is a cost per animated value (`Documentation/Performance.md`,
/// "Memory"). Counted as the allocator's usable sizes, so it needs glibc's malloc (not a
/// sanitizer's).
@Suite("The size of an animated property", .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct PropertySizeTests {
  @Test("an AnimatedProperty<Double> fills a heap block of 120 bytes, animated or not, in the store or not")
  func doublePropertyIs120Bytes() throws {
    // Heap bytes as the allocator counts them (its usable sizes), after a first property has
    // made whatever the runtime makes once.
    // The smallest of three counts: the runtime may fill a cache of its own on this thread while
    // other tests run on others (a 16-byte block seen once in a full run), which no property
    // layout could make smaller than the property's block.
    _ = AnimatedProperty(1.0)
    var sizes: [Int64] = []
    var made: [AnimatedProperty<Double>] = []
    sizes.reserveCapacity(3)
    made.reserveCapacity(3)
    for _ in 0..<3 {
      let before = alloc_counter_thread_live_bytes()
      let next = AnimatedProperty(0.0)
      sizes.append(alloc_counter_thread_live_bytes() - before)
      made.append(next)
    }
    #expect(sizes.min() == 120, "\(sizes)")
    let property = made[0]
    do {
      // Its layout holds whatever it does: a layer, a row in the sampling store, a sink.
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
      try animator.addAnimations { property.modelValue = 10 }
      try animator.startAnimation()
      clock.advance(by: .milliseconds(250))
      engine.tick()
      #expect(property.laneOutput != nil, "the property has a row in the store")
      #expect(property.presentationValue == 2.5)
      clock.advance(by: .milliseconds(250))
      engine.tick()
      #expect(property.presentationValue == 5)
      let observation = property.observe { _ in }
      #expect(property.laneOutput == nil, "an observed property leaves the store")
      #expect(property.presentationValue == 5)
      clock.advance(by: .milliseconds(500))
      engine.tick()
      #expect(property.presentationValue == 10)
      observation.cancel()
    }
  }

  @Test("an AnimationBlock fills a heap block of 120 bytes: one per animation block, kept for reuse")
  func blockIs120Bytes() {
    // Counted as the property is, the smallest of three (see above).
    _ = AnimationBlock()
    var sizes: [Int64] = []
    var made: [AnimationBlock] = []
    sizes.reserveCapacity(3)
    made.reserveCapacity(3)
    for _ in 0..<3 {
      let before = alloc_counter_thread_live_bytes()
      let next = AnimationBlock()
      sizes.append(alloc_counter_thread_live_bytes() - before)
      made.append(next)
    }
    #expect(sizes.min() == 120, "\(sizes)")
    withExtendedLifetime(made) {}
  }
}
