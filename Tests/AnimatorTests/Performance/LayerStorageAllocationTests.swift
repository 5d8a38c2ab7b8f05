import Animator
import CAllocCounter
import Testing

/// Heap allocations made by `body` on this thread (Swift Testing runs tests in parallel, so the
/// process-wide count would include other tests').
private func allocations(_ body: () throws -> Void) rethrows -> UInt64 {
  let before = alloc_counter_thread()
  try body()
  return alloc_counter_thread() - before
}

/// A user's object with four animated values, as the benchmark's sprites have (`Double`s: a block
/// keeps its first four inline, so they add no allocation of the block's own).
private final class Sprite {
  @Animated var x = 0.0
  @Animated var y = 0.0
  @Animated var rotation = 0.0
  @Animated var alpha = 1.0
}

@Suite(
  "A property's only layer needs no storage of its own",
  .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct LayerStorageAllocationTests {
  /// Allocations made by adding, to a running animator, a block that sets the first `count` of the
  /// sprite's four properties.
  private func allocationsOfBlock(setting count: Int) throws -> UInt64 {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprite = Sprite()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try animator.addAnimations { sprite.x = 1 }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(16))
    engine.tick()
    let made = try allocations {
      try animator.addAnimations {
        sprite.x = 10
        if count > 1 { sprite.y = 20 }
        if count > 2 { sprite.rotation = 30 }
        if count > 3 { sprite.alpha = 0 }
      }
    }
    #expect(sprite.$y.isAnimating == (count > 1))
    #expect(sprite.$alpha.isAnimating == (count > 3))
    return made
  }

  @Test("a block that animates four properties allocates no more than one that animates one")
  func firstLayerInline() throws {
    // `x` already moves, so its new layer is its second: stored in an array, in both blocks alike.
    // The other properties get their first layer, which the property keeps inline: before, each
    // allocated an array of one layer.
    // Once each first: the first run of a path makes lazy state (type metadata, caches).
    _ = try allocationsOfBlock(setting: 1)
    _ = try allocationsOfBlock(setting: 4)
    let one = try allocationsOfBlock(setting: 1)
    let four = try allocationsOfBlock(setting: 4)
    #expect(four == one, "four properties: \(four) allocations, one property: \(one)")
  }
}
