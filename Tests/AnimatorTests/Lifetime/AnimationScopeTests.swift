import Testing

@testable import Animator

/// `AnimationScope`: what `add { }` collects, what `cancel()`, `finish()` and `revert()` do to
/// each kind of player, nesting, the ending on release, and that a scope keeps nothing alive.
@Suite("Animation scopes")
struct AnimationScopeTests {
  @Test("add { } collects every kind of animation it makes, and nothing made outside it")
  func collectsWhatItMakes() throws {
    let rig = TestRig()
    let card = Card()
    let scope = AnimationScope()
    let outside = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let page = ScrollSource(engine: rig.engine)
    page.update(.vertical, try ScrollMetrics(offset: 0, viewportLength: 100, contentLength: 1_000))
    var made: [ObjectIdentifier] = []
    var kept: [AnyObject] = []
    try scope.add { () throws(AnimationError) in
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      let timeline = Timeline(engine: rig.engine)
      let spring = try SpringAnimation(card.$position, to: Point2D(x: 1, y: 1), engine: rig.engine)
      let decay = try DecayAnimation(card.$opacity, velocity: 1, engine: rig.engine)
      kept = [animator, timeline, spring, decay]
      made = kept.map { ObjectIdentifier($0) }
      try rig.engine.animate(duration: 1) { card.opacity = 1 }
      _ = try page.drive(animator, over: .scroll(to: .points(200)))
      _ = try page.trigger(nil, over: .scroll(to: .points(300)))
    }
    #expect(scope.players.map { ObjectIdentifier($0 as AnyObject) } == made)
    #expect(!scope.players.contains { $0 === outside })
    #expect(scope.memberships.count == 7)
    // The driver paused the animator (active, not running); the quick animation noted the card.
    #expect(
      scope.description
        == "AnimationScope: 4 players (0 running), 1 quick animation, 2 scroll followers, 1 value to revert")
    #expect(!scope.isEmpty)
  }

  @Test("add { } returns what its body returns, and a scope made outside any other has no parent")
  func addReturnsTheBodysResult() {
    let scope = AnimationScope()
    let answer = scope.add { 42 }
    #expect(answer == 42)
    #expect(scope.parent == nil && scope.children.isEmpty && scope.isEmpty)
    #expect(scope.whenReleased == .cancel)
    #expect(scope.description == "AnimationScope: 0 players (0 running), 0 values to revert")
  }

  @Test(
    "cancel() leaves every kind of player where it is shown, with no completion", arguments: ScopedPlayerKind.allCases)
  func cancelLeavesValuesWhereShown(kind: ScopedPlayerKind) throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let scope = AnimationScope()
    let ends = Counter()
    let player = try kind.make(in: scope, card: card, engine: rig.engine, ends: ends)
    rig.advance(milliseconds: 200)
    let shown = card.$opacity.presentationValue
    #expect(shown != 0.25, "moving")
    scope.cancel()
    #expect(card.$opacity.presentationValue.bitPattern == shown.bitPattern)
    #expect(card.opacity.bitPattern == shown.bitPattern)
    #expect(card.$opacity.animationCount == 0)
    #expect((player?.state ?? .inactive) == .inactive)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(scope.memberships.isEmpty && scope.players.isEmpty)
    rig.advance(milliseconds: 3_000)
    #expect(card.$opacity.presentationValue.bitPattern == shown.bitPattern)
    #expect(ends.count == 0)
  }

  @Test(
    "finish() ends every kind of player at its end values, completions with .end", arguments: ScopedPlayerKind.allCases)
  func finishJumpsToTheEnd(kind: ScopedPlayerKind) throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let scope = AnimationScope()
    let ends = Counter()
    let player = try kind.make(in: scope, card: card, engine: rig.engine, ends: ends)
    rig.advance(milliseconds: 200)
    scope.finish()
    if kind.endsAtOne {
      #expect(card.$opacity.presentationValue == 1)
    } else if let decay = player as? DecayAnimation<Double> {
      #expect(card.$opacity.presentationValue.bitPattern == decay.restingPosition.bitPattern)
    }
    #expect(card.opacity.bitPattern == card.$opacity.presentationValue.bitPattern)
    #expect(card.$opacity.animationCount == 0)
    #expect((player?.state ?? .inactive) == .inactive)
    // The fling's completion, then its timeline's.
    #expect(ends.positions == Array(repeating: .end, count: kind == .fling ? 2 : 1))
    let shown = card.$opacity.presentationValue
    rig.advance(milliseconds: 3_000)
    #expect(card.$opacity.presentationValue.bitPattern == shown.bitPattern)
    #expect(ends.count == (kind == .fling ? 2 : 1))
  }

  @Test(
    "revert() puts every kind of player's property back to its value before, bit for bit",
    arguments: ScopedPlayerKind.allCases)
  func revertPutsValuesBack(kind: ScopedPlayerKind) throws {
    let rig = TestRig()
    let card = Card(opacity: 0.1 + 0.2)
    let before = bits(card.$opacity)
    let scope = AnimationScope()
    let ends = Counter()
    let player = try kind.make(in: scope, card: card, engine: rig.engine, ends: ends)
    rig.advance(milliseconds: 200)
    #expect(bits(card.$opacity) != before)
    scope.revert()
    #expect(bits(card.$opacity) == before)
    #expect(card.$opacity.animationCount == 0)
    #expect((player?.state ?? .inactive) == .inactive)
    #expect(scope.isEmpty)
    rig.advance(milliseconds: 3_000)
    #expect(bits(card.$opacity) == before)
    #expect(ends.count == 0)
  }

  @Test("revert() puts values back after every kind of player ended on its own", arguments: ScopedPlayerKind.allCases)
  func revertAfterTheEnd(kind: ScopedPlayerKind) throws {
    let rig = TestRig()
    let card = Card(opacity: 0.1 + 0.2)
    let before = bits(card.$opacity)
    let scope = AnimationScope()
    let ends = Counter()
    try kind.make(in: scope, card: card, engine: rig.engine, ends: ends)
    for _ in 0..<10 { rig.advance(milliseconds: 500) }
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(ends.count == 1, "each ended once (a fling leaves its timeline paused)")
    #expect(card.$opacity.animationCount == 0)
    #expect(bits(card.$opacity) != before)
    scope.revert()
    #expect(bits(card.$opacity) == before)
    #expect(ends.count == 1)
  }

  @Test("an ending acts on what the scope holds once: the scope is empty after it, and can be used again")
  func endingsEmptyTheScope() throws {
    let rig = TestRig()
    let card = Card()
    let scope = AnimationScope()
    let ends = Counter()
    try ScopedPlayerKind.animator.make(in: scope, card: card, engine: rig.engine, ends: ends)
    scope.cancel()
    #expect(scope.memberships.isEmpty)
    // The journal stays for a revert: the value before the cancelled animator.
    #expect(scope.journal.count == 1 && !scope.isEmpty)
    let second = try #require(try ScopedPlayerKind.animator.make(in: scope, card: card, engine: rig.engine, ends: ends))
    #expect(scope.players.count == 1 && scope.players[0] === second)
    rig.advance(milliseconds: 500)
    scope.finish()
    #expect(card.opacity == 1 && ends.positions == [.end])
    // The second animator started from where the first was cancelled: the journal still has 0.
    scope.revert()
    #expect(card.opacity == 0 && card.$opacity.presentationValue == 0)
  }

  // MARK: - Nesting

  @Test("a scope filled inside another's add { } is its child, and the parent's endings reach its members")
  func childScopes() throws {
    let rig = TestRig()
    let card = Card()
    let outer = AnimationScope()
    let inner = AnimationScope()
    var animator: PropertyAnimator?
    try outer.add { () throws(AnimationError) in
      try inner.add { () throws(AnimationError) in
        let made = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try made.addAnimations { card.opacity = 1 }
        try made.startAnimation()
        animator = made
      }
    }
    #expect(outer.children.count == 1 && outer.children[0] === inner && inner.parent === outer)
    #expect(outer.players.isEmpty, "what the inner body makes is the inner scope's")
    #expect(inner.players.count == 1)
    rig.advance(milliseconds: 300)
    outer.cancel()
    #expect(animator?.state == .inactive)
    #expect(abs(card.opacity - 0.3) < 1e-12)
    outer.revert()
    #expect(card.opacity == 0 && card.$opacity.presentationValue == 0)
    #expect(outer.isEmpty && inner.isEmpty)
  }

  @Test("three scopes deep, a revert puts back the oldest value any of them noted")
  func threeDeep() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.1 + 0.2)
    let start = bits(card.$opacity)
    let (a, b, c) = (AnimationScope(), AnimationScope(), AnimationScope())
    try a.add { () throws(AnimationError) in
      try rig.engine.animate(duration: 0.1) { card.opacity = 1 }
      rig.advance(milliseconds: 200)
      try b.add { () throws(AnimationError) in
        try rig.engine.animate(duration: 0.1) { card.opacity = 2 }
        rig.advance(milliseconds: 200)
        try c.add { () throws(AnimationError) in try rig.engine.animate(duration: 0.1) { card.opacity = 3 } }
      }
      try rig.engine.animate(duration: 0.1) { card.opacity = 4 }
    }
    rig.advance(milliseconds: 200)
    #expect(a.children.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    #expect(b.children.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
    #expect((a.journal.count, b.journal.count, c.journal.count) == (1, 1, 1))
    b.revert()
    #expect(card.opacity == 1, "b's oldest value: what it found, before c's change")
    #expect(c.isEmpty)
    a.revert()
    #expect(bits(card.$opacity) == start)
  }

  @Test("a child that changes a property after its parent reverts, with the parent, to the parent's value")
  func childNotedAfterItsParent() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.7)
    let (parent, child) = (AnimationScope(), AnimationScope())
    try parent.add { () throws(AnimationError) in
      child.add {}
      try rig.engine.animate(duration: 0.1) { card.opacity = 1 }
    }
    rig.advance(milliseconds: 200)
    // Outside the parent's body, the child is still its child.
    try child.add { () throws(AnimationError) in try rig.engine.animate(duration: 0.1) { card.opacity = 2 } }
    rig.advance(milliseconds: 200)
    parent.revert()
    #expect(card.opacity == 0.7 && card.$opacity.presentationValue == 0.7)
  }

  @Test("a scope never adopts one that holds it: the innermost body collects into the outer scope")
  func noCycles() throws {
    let rig = TestRig()
    let (a, b) = (AnimationScope(), AnimationScope())
    var made: PropertyAnimator?
    a.add {
      b.add {
        a.add { made = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine) }
      }
    }
    #expect(a.children.count == 1 && a.children[0] === b)
    #expect(b.children.isEmpty && a.parent == nil)
    #expect(a.players.count == 1 && a.players[0] === made)
    a.add { a.add {} }
    #expect(a.children.count == 1, "a scope is never its own child")
    // A scope keeps its first parent.
    let other = AnimationScope()
    other.add { b.add {} }
    #expect(b.parent === a && other.children.isEmpty)
  }

  // MARK: - Release

  final class Model {
    let animations: AnimationScope
    init(_ ending: AnimationScope.Ending) { animations = AnimationScope(whenReleased: ending) }
  }

  @Test(
    "a scope let go of (its owner goes) ends its members as whenReleased says",
    arguments: [AnimationScope.Ending.cancel, .finish, .revert])
  func whenReleased(ending: AnimationScope.Ending) throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let ends = Counter()
    var model: Model? = Model(ending)
    weak let scope = model?.animations
    let animator = try ScopedPlayerKind.animator.make(
      in: try #require(model).animations, card: card, engine: rig.engine, ends: ends)
    // Held: a quick animation whose every value went would end at the next tick.
    let quickCard = Card()
    try ScopedPlayerKind.quick.make(in: try #require(model).animations, card: quickCard, engine: rig.engine, ends: ends)
    rig.advance(milliseconds: 200)
    let shown = card.$opacity.presentationValue
    model = nil
    #expect(scope == nil)
    #expect(animator?.state == .inactive)
    #expect(rig.engine.runningAnimationCount == 0)
    switch ending {
    case .cancel:
      #expect(card.opacity.bitPattern == shown.bitPattern && ends.count == 0)
    case .finish:
      #expect(card.opacity == 1 && ends.positions == [.end, .end])
    case .revert:
      #expect(card.opacity == 0.25 && card.$opacity.presentationValue == 0.25 && ends.count == 0)
    }
    withExtendedLifetime(quickCard) {}
  }

  @Test("a scope keeps nothing alive: players the engine is done with, and targets, go when let go of")
  func holdsNothingAlive() throws {
    let rig = TestRig()
    let scope = AnimationScope()
    weak var animator: PropertyAnimator?
    weak var paused: PropertyAnimator?
    weak var timeline: Timeline?
    weak var spring: SpringAnimation<Double>?
    weak var card: Card?
    weak var node: ScopedNode?
    try {
      let ownCard = Card()
      let ownNode = ScopedNode()
      card = ownCard
      node = ownNode
      try scope.add { () throws(AnimationError) in
        let running = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try running.addAnimations { ownCard.opacity = 1 }
        try running.startAnimation()
        animator = running
        let held = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try held.addAnimations { ownCard.position = Point2D(x: 1, y: 0) }
        try held.pauseAnimation()
        paused = held
        let ownTimeline = Timeline(engine: rig.engine)
        try ownTimeline.addTween(duration: 0.5) { rig.engine.set(\ScopedNode.x, on: ownNode, to: 5) }
        try ownTimeline.startAnimation()
        timeline = ownTimeline
        let ownSpring = try SpringAnimation(ownCard.$opacity, to: 2, engine: rig.engine)
        spring = ownSpring
      }
    }()
    #expect(paused == nil, "a paused animator that nothing holds goes")
    #expect(spring == nil, "an inactive spring that nothing holds goes")
    #expect(animator != nil && timeline != nil, "the engine holds what runs")
    for _ in 0..<3 { rig.advance(milliseconds: 500) }
    #expect(animator == nil && timeline == nil, "once the engine is done with them, they go")
    #expect(card == nil && node == nil, "the journal holds targets weakly")
    #expect(scope.journal.count == 3)
    scope.revert()
    #expect(scope.isEmpty)
  }

  @Test("a scope sweeps out the players that went, so a long-lived scope stays small")
  func sweepsGoneMembers() throws {
    let rig = TestRig()
    let scope = AnimationScope()
    scope.add {
      for _ in 0..<1_000 { _ = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine) }
    }
    #expect(scope.memberships.count <= 32)
    #expect(scope.players.isEmpty)
    let kept = (0..<100).map { _ in PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine) }
    for animator in kept { scope.add(animator) }
    #expect(scope.players.count == 100)
    #expect(scope.memberships.count < 250)
  }

  @Test("a scoped animator shows the same values, to the bit, as one in no scope")
  func scopingChangesNoValue() throws {
    for inStore in [true, false] {
      let (scopedRig, plainRig) = (TestRig(), TestRig())
      scopedRig.engine.samplesInBatches = inStore
      plainRig.engine.samplesInBatches = inStore
      let (scoped, plain) = (Card(opacity: 0.3), Card(opacity: 0.3))
      let scope = AnimationScope()
      for (rig, card, inScope) in [(scopedRig, scoped, true), (plainRig, plain, false)] {
        let make = { () throws(AnimationError) in
          let animator = PropertyAnimator(duration: .milliseconds(700), curve: .easeOut, engine: rig.engine)
          try animator.addAnimations {
            card.opacity = 0.9
            card.position = Point2D(x: 3, y: -1)
          }
          try animator.startAnimation()
          try rig.engine.animate(duration: 0.4) { card.opacity = 0.1 }
        }
        if inScope { try scope.add(make) } else { try make() }
      }
      #expect(scope.journal.count == 2)
      for step in [16, 17, 100, 33, 250, 400] {
        scopedRig.advance(milliseconds: step)
        plainRig.advance(milliseconds: step)
        #expect(bits(scoped.$opacity) == bits(plain.$opacity))
        #expect(bits(scoped.$position) == bits(plain.$position))
        #expect(scoped.$opacity.velocity.bitPattern == plain.$opacity.velocity.bitPattern)
      }
    }
  }
}
