import Testing

@testable import Animator

/// The odd uses of an `AnimationScope`, each with a defined outcome and no crash: a second revert,
/// a scope that outlives its engine, a player that moves to another scope or into a timeline,
/// code that lets the scope go while it ends, and the rest of the table of odd cases.
@Suite("Odd uses of animation scopes")
struct AnimationScopeOddCaseTests {
  /// A player of a type outside the package, forwarding to an animator.
  final class WrappedPlayer: Animating {
    let inner: PropertyAnimator
    init(_ inner: PropertyAnimator) { self.inner = inner }
    var engine: AnimationEngine { inner.engine }
    var state: AnimatingState { inner.state }
    var isRunning: Bool { inner.isRunning }
    var isReversed: Bool {
      get { inner.isReversed }
      set { inner.isReversed = newValue }
    }
    var fractionComplete: Double {
      get { inner.fractionComplete }
      set { inner.fractionComplete = newValue }
    }
    func startAnimation() throws(AnimationError) { try inner.startAnimation() }
    func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
      try inner.startAnimation(afterDelay: delay)
    }
    func pauseAnimation() throws(AnimationError) { try inner.pauseAnimation() }
    func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) { try inner.stopAnimation(withoutFinishing) }
    func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
      try inner.finishAnimation(at: position)
    }
    func setFractionComplete(_ fraction: Double) throws(AnimationError) { try inner.setFractionComplete(fraction) }
    func setReversed(_ reversed: Bool) throws(AnimationError) { try inner.setReversed(reversed) }
    func restart(includeDelay: Bool) throws(AnimationError) { try inner.restart(includeDelay: includeDelay) }
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { inner.addCompletion(completion) }
    nonisolated(nonsending) func finished() async -> AnimatingPosition? { await inner.finished() }
    func observe(_ handler: @escaping (AnimatorEvent) -> Void) -> AnimationObservation { inner.observe(handler) }
    func events() -> AsyncStream<AnimatorEvent> { inner.events() }
  }

  /// Holds a scope, as a view model does.
  final class Holder {
    var scope: AnimationScope?
    init(_ scope: AnimationScope) { self.scope = scope }
  }

  /// Runs a closure when it goes.
  final class OnDeinit {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    deinit { action() }
  }

  @Test("a scope reverted twice: the second revert does nothing")
  func revertedTwice() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let scope = AnimationScope()
    try ScopedPlayerKind.animator.make(in: scope, card: card, engine: rig.engine, ends: Counter())
    rig.advance(milliseconds: 300)
    scope.revert()
    #expect(card.opacity == 0.25)
    card.opacity = 0.75
    scope.revert()
    #expect(card.opacity == 0.75 && card.$opacity.presentationValue == 0.75)
  }

  @Test("a scope that outlives its engine: its players are gone, and a revert still puts values back")
  func outlivesItsEngine() throws {
    let card = Card(opacity: 0.1 + 0.2)
    let node = ScopedNode()
    node.x = -0.5
    let before = bits(card.$opacity)
    let scope = AnimationScope()
    weak var engine: AnimationEngine?
    try {
      let rig = TestRig()
      engine = rig.engine
      try scope.add { () throws(AnimationError) in
        try rig.engine.animate(duration: 0.1) {
          card.opacity = 1
          rig.engine.set(\.x, on: node, to: 3)
        }
        let paused = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try paused.addAnimations { card.position = Point2D(x: 5, y: 5) }
        try paused.pauseAnimation()
        paused.fractionComplete = 0.5
      }
      rig.advance(milliseconds: 200)
    }()
    #expect(engine == nil)
    #expect(scope.players.isEmpty)
    #expect(card.$position.presentationValue == Point2D(x: 2.5, y: 2.5), "the released paused animator stays")
    scope.cancel()
    scope.finish()
    #expect(card.opacity == 1 && node.x == 3)
    scope.revert()
    #expect(bits(card.$opacity) == before)
    #expect(node.x == -0.5, "with its engine gone, the key path's object is written")
    #expect(card.position == .zero)
  }

  @Test("a player made in one scope and moved into a timeline of another: each scope reverts what it noted")
  func movedIntoATimelineOfAnotherScope() throws {
    let rig = TestRig()
    let card = Card(opacity: 0)
    let (first, second) = (AnimationScope(), AnimationScope())
    var animator: PropertyAnimator?
    try first.add { () throws(AnimationError) in
      let made = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
      try made.addAnimations { card.opacity += 1 }
      try made.startAnimation()
      animator = made
    }
    rig.advance(milliseconds: 200)
    #expect(card.opacity == 1 && first.players.count == 1)
    let timeline = second.add { Timeline(engine: rig.engine) }
    try timeline.add(try #require(animator))
    #expect(first.players.isEmpty, "the timeline holds it now: it left its scope")
    #expect(second.players.count == 1 && second.players[0] === timeline)
    second.add(try #require(animator))
    #expect(second.players.count == 1, "a player a timeline holds is not added")
    try animator?.addAnimations { card.opacity += 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 50)
    first.cancel()
    #expect(timeline.isRunning, "the first scope no longer acts on it")
    rig.advance(milliseconds: 100)
    #expect(card.opacity == 2)
    second.revert()
    #expect(card.opacity == 1, "the timeline's scope noted the value before the timeline's run")
    first.revert()
    #expect(card.opacity == 0 && card.$opacity.presentationValue == 0)
  }

  @Test("a player added to a second scope moves: the first no longer holds it or acts on it")
  func addedToASecondScope() throws {
    let rig = TestRig()
    let card = Card()
    let (first, second) = (AnimationScope(), AnimationScope())
    let player = try #require(
      try ScopedPlayerKind.spring.make(in: first, card: card, engine: rig.engine, ends: Counter()))
    second.add(player)
    second.add(player)
    #expect(first.players.isEmpty && second.players.count == 1)
    first.cancel()
    #expect(player.isRunning)
    first.add(player)
    #expect(first.players.count == 1 && second.players.isEmpty, "and back again")
    second.cancel()
    #expect(player.isRunning)
    first.cancel()
    #expect(player.state == .inactive)
  }

  @Test("a completion that lets the scope go while finish() runs: the finish completes, the scope goes after")
  func completionReleasesTheScopeDuringFinish() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let holder = Holder(AnimationScope(whenReleased: .revert))
    weak let scope = holder.scope
    let ends = Counter()
    for kind in [ScopedPlayerKind.animator, .quick] {
      try kind.make(in: try #require(holder.scope), card: card, engine: rig.engine, ends: ends)
    }
    let player = try #require(holder.scope?.players.first)
    player.addCompletion { _ in holder.scope = nil }
    rig.advance(milliseconds: 200)
    holder.scope?.finish()
    #expect(ends.positions == [.end, .end])
    #expect(scope == nil)
    // Let go of after it finished: its ending (a revert) put the value back.
    #expect(card.opacity == 0.25)
  }

  @Test("what a cancelled completion captured, let go of, lets the scope go: the cancel completes")
  func droppedCompletionReleasesTheScopeDuringCancel() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let holder = Holder(AnimationScope())
    weak let scope = holder.scope
    var released = 0
    try scope?.add { () throws(AnimationError) in
      for _ in 0..<3 {
        let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try animator.addAnimations { card.opacity += 1 }
        let token = OnDeinit {
          released += 1
          holder.scope = nil
        }
        animator.addCompletion { _ in withExtendedLifetime(token) {} }
        try animator.startAnimation()
      }
    }
    rig.advance(milliseconds: 500)
    holder.scope?.cancel()
    #expect(released == 3)
    #expect(scope == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(card.$opacity.animationCount == 0)
  }

  @Test("a closure target that lets the scope go while revert() puts its value back: the revert completes")
  func sinkReleasesTheScopeDuringRevert() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let holder = Holder(AnimationScope(whenReleased: .finish))
    weak let scope = holder.scope
    var received: [Double] = []
    var releasing = false
    try holder.scope?.add { () throws(AnimationError) in
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimation(from: 0.0, to: 1) { value in
        received.append(value)
        if releasing { holder.scope = nil }
      }
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
    }
    rig.advance(milliseconds: 500)
    releasing = true
    holder.scope?.revert()
    #expect(scope == nil)
    #expect(received.last == 0 && card.opacity == 0.25)
  }

  /// An object moved through a key path, whose writes run the code the test gives it.
  final class Watched {
    var x = 0.0 {
      didSet { onWrite?() }
    }
    var onWrite: (() -> Void)?
  }

  @Test(
    "a target let go of while revert() puts another back: skipped if not yet put back, the revert completes",
    arguments: [false, true])
  func targetGoesDuringRevert(cardFirst: Bool) throws {
    let rig = TestRig()
    let scope = AnimationScope()
    let watched = Watched()
    var card: Card? = Card(opacity: 0.25)
    weak let goneCard = card
    try scope.add { () throws(AnimationError) in
      try rig.engine.animate(duration: .seconds(1), curve: .linear) { [weak card] in
        if cardFirst { card?.opacity = 1 }
        rig.engine.set(\Watched.x, on: watched, to: 10)
        if !cardFirst { card?.opacity = 1 }
      }
    }
    rig.advance(milliseconds: 500)
    #expect(watched.x == 5 && card?.$opacity.presentationValue == 0.625)
    var putBack: [Double] = []
    watched.onWrite = {
      putBack.append(watched.x)
      card = nil
    }
    scope.revert()
    #expect(goneCard == nil, "the card went inside the revert")
    #expect(watched.x == 0 && putBack.last == 0)
    #expect(scope.revertibleValueCount == 0)
    rig.advance(milliseconds: 100)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(watched.x == 0)
  }

  @Test("a body that cancels its own scope, and a body that throws: defined, as GSAP's context does")
  func bodiesThatEndOrThrow() throws {
    let rig = TestRig()
    let card = Card()
    let scope = AnimationScope()
    var later: PropertyAnimator?
    try scope.add { () throws(AnimationError) in
      try ScopedPlayerKind.animator.make(in: scope, card: card, engine: rig.engine, ends: Counter())
      scope.cancel()
      later = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    }
    #expect(scope.players.count == 1 && scope.players[0] === later, "collects into the now-empty scope")
    struct Failure: Error {}
    let throwing = AnimationScope()
    #expect(throws: Failure.self) {
      try throwing.add { () throws(Failure) in
        _ = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        _ = try? rig.engine.animate(duration: 1) { card.position = Point2D(x: 1, y: 1) }
        throw Failure()
      }
    }
    #expect(throwing.memberships.count == 2, "what the body made before the throw stays")
    #expect(AnimationScope.collecting == nil, "the slot is left as it was")
  }

  @Test("an animator whose own animation block ends its scope refuses, is reported, and stays in the scope")
  func refusalInsideItsOwnBlock() throws {
    let rig = TestRig()
    let card = Card()
    var reported: [AnimationError] = []
    rig.engine.diagnosticsHandler = { reported.append($0) }
    let scope = AnimationScope()
    let animator = scope.add { PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine) }
    try animator.addAnimations {
      card.opacity = 1
      scope.cancel()
    }
    try animator.startAnimation()
    #expect(reported == [.insideAnimationBlock(.stopAnimation)])
    #expect(animator.isRunning && scope.players.count == 1)
    scope.cancel()
    #expect(animator.state == .inactive)
  }

  @Test("a player that is not interruptible still ends with its scope")
  func notInterruptible() throws {
    let rig = TestRig()
    let card = Card()
    let scope = AnimationScope()
    let animator = try scope.add { () throws(AnimationError) in
      let made = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      made.isInterruptible = false
      try made.addAnimations { card.opacity = 1 }
      try made.startAnimation()
      return made
    }
    rig.advance(milliseconds: 500)
    #expect(throws: AnimationError.notInterruptible(.stopAnimation)) { try animator.stopAnimation(true) }
    scope.cancel()
    #expect(animator.state == .inactive && card.opacity == 0.5)
  }

  @Test("a stopped player is cancelled at the values it shows and finished at its end, its completions as each says")
  func stoppedPlayers() throws {
    for finishing in [false, true] {
      let rig = TestRig()
      let card = Card()
      let scope = AnimationScope()
      let ends = Counter()
      let timeline = try scope.add { () throws(AnimationError) in
        let timeline = Timeline(engine: rig.engine)
        let nested = Timeline(engine: rig.engine)
        try nested.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
        nested.addCompletion { ends.note($0) }
        try timeline.add(nested)
        timeline.addCompletion { ends.note($0) }
        try timeline.startAnimation()
        return timeline
      }
      rig.advance(milliseconds: 400)
      try timeline.stopAnimation(false)
      #expect(timeline.state == .stopped)
      if finishing { scope.finish() } else { scope.cancel() }
      #expect(timeline.state == .inactive)
      #expect(abs(card.opacity - (finishing ? 1 : 0.4)) < 1e-12 && card.$opacity.animationCount == 0)
      #expect(ends.positions == (finishing ? [.end, .end] : []))
    }
  }

  @Test("a player of another type is held weakly and ended through Animating")
  func foreignPlayers() throws {
    let rig = TestRig()
    let card = Card()
    let scope = AnimationScope()
    let ends = Counter()
    let inner = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try inner.addAnimations { card.opacity = 1 }
    inner.addCompletion { ends.note($0) }
    var player: WrappedPlayer? = WrappedPlayer(inner)
    scope.add(try #require(player))
    scope.add(try #require(player))
    #expect(scope.players.count == 1)
    try player?.startAnimation()
    rig.advance(milliseconds: 250)
    scope.cancel()
    #expect(inner.state == .inactive && card.opacity == 0.25 && ends.count == 0)
    scope.add(try #require(player))
    try inner.addAnimations { card.opacity = 1 }
    inner.addCompletion { ends.note($0) }
    try player?.startAnimation()
    rig.advance(milliseconds: 250)
    try player?.stopAnimation(false)
    scope.finish()
    #expect(inner.state == .inactive && card.opacity == 1 && ends.positions == [.end])
    scope.add(try #require(player))
    player = nil
    #expect(scope.players.isEmpty, "held weakly")
  }

  @Test("a scroll driver detaches with its scope; its player finishes with a finish")
  func scrollFollowers() throws {
    let rig = TestRig()
    let card = Card()
    let page = ScrollSource(engine: rig.engine)
    page.update(.vertical, try ScrollMetrics(offset: 0, viewportLength: 100, contentLength: 1_000))
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    let scope = AnimationScope()
    let (driver, trigger) = try scope.add { () throws(AnimationError) in
      (
        try page.drive(animator, over: .scroll(to: .points(200))),
        try page.trigger(nil, over: .scroll(from: .points(300), to: .points(400)))
      )
    }
    try page.scroll(to: 50)
    #expect(card.$opacity.presentationValue == 0.25)
    scope.cancel()
    #expect(!driver.isAttached && !trigger.isAttached)
    try page.scroll(to: 100)
    #expect(card.$opacity.presentationValue == 0.25 && animator.state == .active, "the player stays where it was")
    let again = try page.drive(animator, over: .scroll(to: .points(200)))
    scope.add(again)
    scope.add(trigger)
    #expect(scope.memberships.count == 2)
    scope.finish()
    #expect(!again.isAttached && animator.state == .inactive && card.$opacity.presentationValue == 1)
  }

  @Test("a quick animation that ended, or whose engine went, is nothing to end")
  func quickAnimations() throws {
    let rig = TestRig()
    let card = Card()
    let scope = AnimationScope()
    let fade = try rig.engine.animate(duration: 0.1) { card.opacity = 1 }
    scope.add(fade)
    #expect(scope.memberships.count == 1)
    rig.advance(milliseconds: 200)
    #expect(scope.isEmpty, "an animation added afterwards is ended, not reverted")
    scope.add(fade)
    #expect(scope.memberships.count == 1, "one that has ended is not added")
    scope.finish()
    #expect(card.opacity == 1)
  }
}
