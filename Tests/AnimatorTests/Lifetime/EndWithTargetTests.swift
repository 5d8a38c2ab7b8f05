import Testing

@testable import Animator

/// An animation ends with its target: once every object it writes to through a key path is gone,
/// the engine ends it at the next tick, where it is shown, with no completion; `finished()` gives
/// `nil`. The animation never keeps such an object alive. An animation that still moves some
/// target keeps running for it, and a takeover is not a loss.
@MainActor
@Suite("Animations end with their targets")
struct EndWithTargetTests {
  /// An object animated through key paths, which counts the writes it receives.
  final class Node {
    var x = 0.0 {
      didSet { writes += 1 }
    }
    var y = 0.0
    var writes = 0
  }

  /// A count the completions change and the test reads.
  final class Counter {
    var count = 0
  }

  /// The players that can move a key path.
  enum Kind: String, CaseIterable, Sendable {
    case animator, repeatingAnimator, quick, timelineTween, repeatingTimelineTween, timelineBlock
  }

  /// What a kind started: a player, or a quick animation.
  struct Started {
    var player: (any Animating)?
    var quick: QuickAnimation?

    var isRunning: Bool { player?.isRunning ?? quick?.isRunning ?? false }
  }

  /// Starts an animation of `kind` that moves `node.x` (and `node.y` for `second`, when given) for
  /// far longer than the test looks, counting its completions in `completions`.
  static func start(
    _ kind: Kind, _ rig: TestRig, _ node: Node, _ completions: Counter, second: Node? = nil
  ) throws -> Started {
    let engine = rig.engine
    // The closures capture the nodes weakly, as a closure that must not keep them does.
    let body = { [weak node, weak second] in
      if let node { engine.set(\Node.x, on: node, to: 1_000) }
      if let second { engine.set(\Node.y, on: second, to: 1_000) }
    }
    switch kind {
    case .animator:
      let animator = PropertyAnimator(duration: .seconds(100), curve: .linear, engine: engine)
      try animator.addAnimations(body)
      animator.addCompletion { _ in completions.count += 1 }
      try animator.startAnimation()
      return Started(player: animator)
    case .repeatingAnimator:
      let animator = try engine.runningPropertyAnimator(
        withDuration: 1, options: [.repeat, .curveLinear], animations: body, completion: { _ in completions.count += 1 }
      )
      return Started(player: animator)
    case .quick:
      let quick = try engine.animate(duration: .seconds(100), curve: .linear, animations: body) { _ in
        completions.count += 1
      }
      return Started(quick: quick)
    case .timelineTween, .repeatingTimelineTween:
      let timeline = Timeline(engine: engine)
      try timeline.addTween(
        of: \Node.x, on: node, to: 1_000, duration: kind == .timelineTween ? 100 : 1, curve: .linear)
      if let second {
        try timeline.addTween(of: \Node.y, on: second, to: 1_000, duration: 1, curve: .linear, at: .at(0))
      }
      if kind == .repeatingTimelineTween { try timeline.setTiming(EffectTiming(iterations: .infinity)) }
      timeline.addCompletion { _ in completions.count += 1 }
      try timeline.startAnimation()
      return Started(player: timeline)
    case .timelineBlock:
      let timeline = Timeline(engine: engine)
      try timeline.addTween(duration: 100, curve: .linear, body)
      timeline.addCompletion { _ in completions.count += 1 }
      try timeline.startAnimation()
      return Started(player: timeline)
    }
  }

  @Test("a released key-path object ends its animation at the next tick, with no completion", arguments: Kind.allCases)
  func releasedObjectEndsAnimation(kind: Kind) async throws {
    let rig = TestRig()
    let completions = Counter()
    weak var released: Node?
    var node: Node? = Node()
    released = node
    let started = try Self.start(kind, rig, node!, completions)
    rig.advance(milliseconds: 100)
    #expect(node!.x > 0, "the animation moves the object")
    #expect(started.isRunning)
    let waiter = started.player.map { player in Task { await player.finished() } }
    if let player = started.player { await TaskCancellationTests.waitUntil(player) }

    node = nil
    #expect(released == nil, "nothing the animation holds keeps the object")
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(rig.engine.runningAnimations.isEmpty)
    #expect(!started.isRunning)
    #expect(started.player?.state ?? .inactive == .inactive)
    if let waiter { #expect(await waiter.value == nil, "finished() reports no position") }
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0, "no completion runs")
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("an animation that still moves a target keeps running for it, as if it never had the other")
  func partialLossKeepsRunning() throws {
    for kind in [Kind.animator, .quick, .repeatingTimelineTween] {
      let rig = TestRig()
      let twinRig = TestRig()
      let completions = Counter()
      var gone: Node? = Node()
      let kept = Node()
      let twinKept = Node()
      let twinStand = Node()
      // The same animation of two objects; in the twin, the first stays.
      let started = try Self.start(kind, rig, gone!, completions, second: kept)
      let twin = try Self.start(kind, twinRig, twinStand, Counter(), second: twinKept)
      rig.advance(milliseconds: 100)
      twinRig.advance(milliseconds: 100)
      gone = nil
      for step in 1...20 {
        rig.advance(milliseconds: 16)
        twinRig.advance(milliseconds: 16)
        #expect(rig.engine.runningAnimationCount == 1, "\(kind) step \(step)")
        #expect(kept.y.bitPattern == twinKept.y.bitPattern, "\(kind) step \(step): \(kept.y) \(twinKept.y)")
      }
      #expect(kept.y > 0)
      #expect(completions.count == 0)
      // Ended, so that no running animation keeps its engine alive past the test.
      for ended in [started, twin] {
        try ended.player?.stopAnimation(true)
        ended.quick?.cancel()
      }
    }
  }

  @Test("an animation ends once its last target goes, not before")
  func endsWithLastTarget() throws {
    let rig = TestRig()
    let completions = Counter()
    var first: Node? = Node()
    var second: Node? = Node()
    let started = try Self.start(.animator, rig, first!, completions, second: second!)
    rig.advance(milliseconds: 100)
    first = nil
    rig.advance(milliseconds: 16)
    #expect(started.isRunning)
    second = nil
    rig.advance(milliseconds: 16)
    #expect(!started.isRunning)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(completions.count == 0)
  }

  @Test("a takeover is not a loss: the animation taken over keeps its place")
  func takeoverIsNotLoss() throws {
    let rig = TestRig()
    let node = Node()
    let completions = Counter()
    let first = try Self.start(.animator, rig, node, completions)
    rig.advance(milliseconds: 100)
    let second = try rig.engine.runningPropertyAnimator(
      withDuration: 1, options: [.beginFromCurrentState], animations: { rig.engine.set(\Node.x, on: node, to: -5) })
    for _ in 0..<5 { rig.advance(milliseconds: 16) }
    #expect(first.isRunning)
    #expect(second.isRunning)
    try first.player?.stopAnimation(true)
    try second.stopAnimation(true)
  }

  @Test("an animation that moves an @Animated property beside a released key path keeps running")
  func ownPropertyKeepsAnimationRunning() throws {
    let rig = TestRig()
    let card = Card()
    var node: Node? = Node()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { [weak node] in
      card.opacity = 1
      if let node { rig.engine.set(\Node.x, on: node, to: 1) }
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 100)
    node = nil
    rig.advance(milliseconds: 100)
    #expect(animator.isRunning)
    rig.advance(milliseconds: 800)
    #expect(card.opacity == 1)
    #expect(!animator.isRunning)
  }

  @Test("a closure target keeps its animation running; it is its own target")
  func closureTargetKeepsRunning() throws {
    let rig = TestRig()
    var node: Node? = Node()
    var seen = 0
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { [weak node] in if let node { rig.engine.set(\Node.x, on: node, to: 1) } }
    try animator.addAnimation(from: 0.0, to: 1.0) { _ in seen += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 100)
    node = nil
    let before = seen
    rig.advance(milliseconds: 100)
    #expect(animator.isRunning)
    #expect(seen > before)
    try animator.stopAnimation(true)
  }
}

extension EndWithTargetTests {
  /// An object a closure target writes to.
  final class Sprite {
    var alpha = 0.0
  }

  @Test("a closure target's named owner is not held; once it goes, the animator ends at the next tick")
  func closureOwnerEndsAnimator() async throws {
    let rig = TestRig()
    let completions = Counter()
    weak var released: Sprite?
    var sprite: Sprite? = Sprite()
    released = sprite
    let animator = PropertyAnimator(duration: .seconds(100), curve: .linear, engine: rig.engine)
    try animator.addAnimation(from: 0.0, to: 100.0, on: sprite!) { sprite, alpha in sprite.alpha = alpha }
    animator.addCompletion { _ in completions.count += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 1_000)
    #expect(sprite?.alpha == 1)
    let waiter = Task { await animator.finished() }
    await TaskCancellationTests.waitUntil(animator)
    sprite = nil
    #expect(released == nil, "the animator does not keep the closure's owner")
    rig.advance(milliseconds: 16)
    #expect(!animator.isRunning)
    #expect(animator.state == .inactive)
    #expect(rig.engine.runningAnimations.isEmpty)
    #expect(await waiter.value == nil)
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0)
  }

  @Test("a closure target's owner that lives keeps its animation running to the end values")
  func closureOwnerThatLives() throws {
    let rig = TestRig()
    let sprite = Sprite()
    var gone: Sprite? = Sprite()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimation(from: 0.0, to: 1.0, on: sprite) { sprite, alpha in sprite.alpha = alpha }
    try animator.addAnimation(from: 0.0, to: 1.0, on: gone!) { sprite, alpha in sprite.alpha = alpha }
    var position: AnimatingPosition?
    animator.addCompletion { position = $0 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    gone = nil
    rig.advance(milliseconds: 250)
    #expect(animator.isRunning, "one owner still lives")
    #expect(sprite.alpha == 0.75)
    rig.advance(milliseconds: 250)
    #expect(sprite.alpha == 1)
    #expect(position == .end)
  }
}
