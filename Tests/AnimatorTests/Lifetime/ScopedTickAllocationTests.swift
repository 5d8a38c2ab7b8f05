import CAllocCounter
import Testing

@testable import Animator

/// Heap allocations made by `body` on this thread.
private func allocations(_ body: () -> Void) -> UInt64 {
  let before = alloc_counter_thread()
  body()
  return alloc_counter_thread() - before
}

/// A scope costs its players nothing per frame: what it keeps is read when a run is made and when
/// the scope ends, never by a tick.
@Suite(
  "Scoped animations tick without allocating", .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct ScopedTickAllocationTests {
  @Test("a steady tick of scoped animators, timelines, springs and quick animations allocates nothing")
  func steadyTicks() throws {
    let rig = TestRig()
    let scope = AnimationScope()
    let cards = (0..<20).map { _ in Card() }
    try scope.add { () throws(AnimationError) in
      for (index, card) in cards.enumerated() {
        let animator = PropertyAnimator(duration: .seconds(10), curve: .easeInOut, engine: rig.engine)
        try animator.addAnimations {
          card.opacity = 1
          card.position = Point2D(x: Double(index), y: 1)
        }
        try animator.startAnimation()
        try rig.engine.animate(duration: 10) { card.color = Color(white: 0.5) }
      }
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 10) { cards[0].transform = AffineTransform2D(scaleX: 2, y: 2) }
      try timeline.startAnimation()
      try SpringAnimation(cards[1].$transform, to: .identity, engine: rig.engine).startAnimation()
    }
    #expect(scope.journal.count == 3 * cards.count + 2)
    for _ in 0..<3 { rig.advance(milliseconds: 16) }
    let count = allocations {
      for _ in 0..<30 { rig.advance(milliseconds: 16) }
    }
    #expect(count == 0)
  }
}
