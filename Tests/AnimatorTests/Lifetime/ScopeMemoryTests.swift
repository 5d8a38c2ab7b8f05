import CAllocCounter
import Testing

@testable import Animator

/// What a scope keeps on the heap: per value it can put back, and per player it holds, measured as
/// the bytes this thread holds with the scope against the same work without it.
@Suite(
  "What a scope keeps on the heap", .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
struct ScopeMemoryTests {
  static let count = 1_000

  /// The heap bytes this thread holds after `body` more than before it.
  static func held(_ body: () throws -> Void) rethrows -> Int64 {
    let before = alloc_counter_thread_live_bytes()
    try body()
    return alloc_counter_thread_live_bytes() - before
  }

  /// Bytes per value a scope can revert: what it keeps after the quick animations that changed the
  /// values ended, against the same animations outside a scope.
  static func bytesPerValue() throws -> Double {
    let rig = TestRig()
    let cards = (0..<count).map { _ in Card() }
    // The engine's storage grows to hold the runs once; the runs measured below reuse it.
    for card in cards { try rig.engine.animate(duration: 1) { card.color = Color(white: 0.5) } }
    rig.advance(milliseconds: 2_000)
    let unscoped = try held {
      for card in cards { try rig.engine.animate(duration: 1) { card.opacity = 1 } }
      rig.advance(milliseconds: 2_000)
    }
    let scope = AnimationScope()
    let scoped = try held {
      try scope.add { () throws(AnimationError) in
        for card in cards { try rig.engine.animate(duration: 1) { card.position = Point2D(x: 1, y: 1) } }
      }
      rig.advance(milliseconds: 2_000)
      scope.cancel()  // nothing runs: the scope keeps its journal alone
    }
    #expect(scope.revertibleValueCount == count)
    return Double(scoped - unscoped) / Double(count)
  }

  /// Bytes per running animator a scope holds, besides the value it can revert: against the same
  /// animators outside a scope.
  static func bytesPerPlayer() throws -> Double {
    let rig = TestRig()
    let cards = (0..<count).map { _ in Card() }
    var animators: [PropertyAnimator] = []
    animators.reserveCapacity(3 * count)
    func start(_ card: Card) throws(AnimationError) {
      let animator = PropertyAnimator(duration: .seconds(10), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
      animators.append(animator)
    }
    // The engine's storage grows to hold the animators once; the runs measured below reuse it.
    for card in cards { try start(card) }
    for animator in animators where animator.state == .active { try animator.stopAnimation(true) }
    let unscoped = try held { for card in cards { try start(card) } }
    for animator in animators where animator.state == .active { try animator.stopAnimation(true) }
    let scope = AnimationScope()
    let scoped = try held {
      try scope.add { () throws(AnimationError) in for card in cards { try start(card) } }
    }
    #expect(scope.players.count == count)
    scope.cancel()
    return Double(scoped - unscoped) / Double(count)
  }

  @Test("a scope keeps under 200 bytes per value it can revert, and under 340 more per animator it holds")
  func bounds() throws {
    // What the bounds guard is recorded in Documentation/Performance.md, "Memory".
    let value = try Self.bytesPerValue()
    let player = try Self.bytesPerPlayer() - value
    #expect(value > 0 && value < 200, "\(value) bytes per value")
    #expect(player > 0 && player < 340, "\(player) bytes per animator")
  }
}
