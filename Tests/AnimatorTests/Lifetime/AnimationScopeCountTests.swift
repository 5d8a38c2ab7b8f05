import Testing

@testable import Animator

/// What a scope counts for a reader (an inspector, the demo's `scope` command): the quick
/// animations it holds that run, and the values a revert would put back.
@Suite("AnimationScope: counts")
struct AnimationScopeCountTests {
  @Test("runningQuickAnimationCount counts the quick animations that run, not players or ended ones")
  func quickAnimations() throws {
    let rig = TestRig()
    let cards = [Card(), Card(), Card()]
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      try rig.engine.animate(duration: 1) { cards[0].opacity = 1 }
      try rig.engine.animate(duration: 2) { cards[1].opacity = 1 }
      try rig.engine.runningPropertyAnimator(withDuration: 1) { cards[2].opacity = 1 }
    }
    let later = try rig.engine.animate(duration: 3) { cards[2].position = Point2D(x: 1, y: 1) }
    scope.add(later)
    #expect(scope.runningQuickAnimationCount == 3)
    #expect(scope.players.count == 1)
    rig.advance(milliseconds: 1_500)
    #expect(scope.runningQuickAnimationCount == 2, "the first ended")
    scope.cancel()
    #expect(scope.runningQuickAnimationCount == 0)
  }

  @Test("revertibleValueCount counts each target once, a child's too, and only those that live")
  func revertibleValues() throws {
    let rig = TestRig()
    let card = Card()
    var other: Card? = Card()
    let parent = AnimationScope()
    let child = AnimationScope()
    #expect(parent.revertibleValueCount == 0)
    try parent.add { () throws(AnimationError) in
      try rig.engine.animate(duration: 1) {
        card.opacity = 1
        card.position = Point2D(x: 1, y: 0)
      }
      try child.add { () throws(AnimationError) in
        try rig.engine.animate(duration: 1) {
          card.opacity = 0.5  // noted by both scopes: one value to put back
          other?.opacity = 1
        }
      }
    }
    #expect(child.revertibleValueCount == 2)
    #expect(parent.revertibleValueCount == 3)
    other = nil
    rig.advance(milliseconds: 2_000)
    #expect(parent.revertibleValueCount == 2, "the other card went; the ended animations still count")
    parent.revert()
    #expect(parent.revertibleValueCount == 0 && child.revertibleValueCount == 0)
    #expect(card.opacity == 0)
  }
}
