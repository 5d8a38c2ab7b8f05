import Testing

@testable import Animator

/// An `@Animated` property's owner that goes ends the animations of its properties: nothing an
/// animation holds keeps the owner or its properties alive, and once every property a player moves
/// is gone, the engine ends the player at its next tick, as for a lost key-path object: where it is
/// shown, with no completion, `finished()` giving `nil`.
@MainActor
@Suite("Animations end with the owners of their @Animated properties")
struct OwnerLifetimeTests {
  /// An owner of four animated values.
  final class Sprite {
    @Animated var x = 0.0
    @Animated var y = 0.0
    @Animated var scale = 1.0
    @Animated var opacity = 0.0

    /// Sets every value: inside an animation block, animates them.
    func move(by amount: Double = 1) {
      x = 100 * amount
      y = -50 * amount
      scale = 2 * amount
      opacity = amount
    }
  }

  /// An object animated through a key path, which lives on.
  final class Node {
    var x = 0.0
  }

  /// A count the completions change and the test reads.
  final class Counter {
    var count = 0
  }

  /// The players that can move an `@Animated` property.
  enum Kind: String, CaseIterable, Sendable {
    case animator, repeatingAnimator, quick
  }

  /// What a kind started.
  struct Started {
    var animator: PropertyAnimator?
    var quick: QuickAnimation?

    var isRunning: Bool { animator?.isRunning ?? quick?.isRunning ?? false }
  }

  /// Starts an animation of `kind` of every value of `sprite`, far longer than the test looks.
  static func start(
    _ kind: Kind, _ rig: TestRig, _ sprite: Sprite, _ completions: Counter, also: (() -> Void)? = nil
  ) throws -> Started {
    let body = { [weak sprite] in
      sprite?.move()
      also?()
    }
    switch kind {
    case .animator:
      let animator = PropertyAnimator(duration: .seconds(100), curve: .easeInOut, engine: rig.engine)
      try animator.addAnimations(body)
      animator.addCompletion { _ in completions.count += 1 }
      try animator.startAnimation()
      return Started(animator: animator)
    case .repeatingAnimator:
      let animator = try rig.engine.runningPropertyAnimator(
        withDuration: 1, options: [.repeat, .autoreverse], animations: body,
        completion: { _ in completions.count += 1 })
      return Started(animator: animator)
    case .quick:
      let quick = try rig.engine.animate(duration: .seconds(100), curve: .easeInOut, animations: body) { _ in
        completions.count += 1
      }
      return Started(quick: quick)
    }
  }

  /// Checks what a player that lost every target shows: ended after one tick, `finished()` `nil`,
  /// no completion over ten more ticks.
  static func expectEnded(
    _ started: Started, _ rig: TestRig, _ completions: Counter, waiter: Task<AnimatingPosition?, Never>?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0, sourceLocation: sourceLocation)
    #expect(rig.engine.runningAnimations.isEmpty, sourceLocation: sourceLocation)
    #expect(!started.isRunning, sourceLocation: sourceLocation)
    #expect((started.animator?.state ?? .inactive) == .inactive, sourceLocation: sourceLocation)
    if let waiter {
      #expect(await waiter.value == nil, "finished() reports no position", sourceLocation: sourceLocation)
    }
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0, "no completion runs", sourceLocation: sourceLocation)
    #expect(!rig.engine.hasRunningAnimations, sourceLocation: sourceLocation)
  }

  @Test("a released owner goes at once and ends its animation at the next tick", arguments: Kind.allCases)
  func releasedOwnerEndsAnimation(kind: Kind) async throws {
    let rig = TestRig()
    let completions = Counter()
    weak var released: Sprite?
    var sprite: Sprite? = Sprite()
    released = sprite
    let started = try Self.start(kind, rig, sprite!, completions)
    rig.advance(milliseconds: 300)
    #expect(sprite!.$x.presentationValue > 0)
    var waiter: Task<AnimatingPosition?, Never>?
    if let animator = started.animator {
      waiter = Task { await animator.finished() }
      await TaskCancellationTests.waitUntil(animator)
    }
    var events: [AnimatorEvent] = []
    let observation = started.animator?.observe { events.append($0) }
    sprite = nil
    #expect(released == nil, "nothing the animation holds keeps the owner")
    #expect(started.isRunning, "the end waits for the next tick")
    await Self.expectEnded(started, rig, completions, waiter: waiter)
    if started.animator != nil {
      #expect(events.contains(.state(.inactive)), "\(events)")
      #expect(events.contains(.isRunning(false)), "\(events)")
    }
    withExtendedLifetime(observation) {}
  }

  @Test("a block that also moves a key path that lives keeps running for it, to its completion")
  func keyPathThatLivesKeepsRunning() throws {
    let rig = TestRig()
    let node = Node()
    let completions = Counter()
    weak var released: Sprite?
    var sprite: Sprite? = Sprite()
    released = sprite
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { [weak sprite] in
      sprite?.move()
      rig.engine.set(\Node.x, on: node, to: 10)
    }
    animator.addCompletion { _ in completions.count += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 200)
    sprite = nil
    #expect(released == nil)
    rig.advance(milliseconds: 300)
    #expect(animator.isRunning)
    #expect(node.x == 5)
    rig.advance(milliseconds: 500)
    #expect(node.x == 10)
    #expect(completions.count == 1)
    #expect(rig.engine.runningAnimationCount == 0)
  }

  @Test("two owners in one animator, one released: the other moves to the bit as a twin that never had it")
  func partialLossKeepsTheOther() throws {
    for kind in [Kind.animator, .repeatingAnimator, .quick] {
      let rig = TestRig()
      let twinRig = TestRig()
      var gone: Sprite? = Sprite()
      weak let released = gone
      let kept = Sprite()
      let twinKept = Sprite()
      let twinStand = Sprite()
      let completions = Counter()
      let started = try Self.start(kind, rig, kept, completions) { [weak gone] in gone?.move(by: 3) }
      let twin = try Self.start(kind, twinRig, twinKept, Counter()) { twinStand.move(by: 3) }
      rig.advance(milliseconds: 250)
      twinRig.advance(milliseconds: 250)
      gone = nil
      #expect(released == nil, "\(kind)")
      for step in 1...40 {
        rig.advance(milliseconds: 16)
        twinRig.advance(milliseconds: 16)
        #expect(rig.engine.runningAnimationCount == 1, "\(kind) step \(step)")
        for (mine, theirs) in [(kept.$x, twinKept.$x), (kept.$y, twinKept.$y), (kept.$scale, twinKept.$scale)] {
          #expect(mine.presentationValue.bitPattern == theirs.presentationValue.bitPattern, "\(kind) step \(step)")
          #expect(mine.velocity.bitPattern == theirs.velocity.bitPattern, "\(kind) step \(step)")
        }
      }
      #expect(completions.count == 0)
      for ended in [started, twin] {
        try ended.animator?.stopAnimation(true)
        ended.quick?.cancel()
      }
    }
  }

  @Test("an owner released in its animation's own completion goes; the engine is empty")
  func releasedInOwnCompletion() throws {
    let rig = TestRig()
    var sprite: Sprite? = Sprite()
    weak let released = sprite
    var seen: AnimatingPosition?
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    try animator.addAnimations { [weak sprite] in sprite?.move() }
    animator.addCompletion { position in
      seen = position
      sprite = nil
    }
    try animator.startAnimation()
    try rig.engine.animate(duration: .milliseconds(100)) { [weak sprite] in sprite?.opacity = 0.5 }
    rig.advance(milliseconds: 100)
    #expect(seen == .end)
    #expect(released == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0)
  }

  /// An object whose `x`, written past a threshold, lets go of the sprite it holds.
  final class Releaser {
    var held: Sprite?
    var x = 0.0 {
      didSet { if x > 0.5 { held = nil } }
    }
  }

  @Test("an owner released mid-tick by a target the same block writes: the block runs on for that target")
  func releasedMidTick() throws {
    for byClosure in [false, true] {
      let rig = TestRig()
      let releaser = Releaser()
      releaser.held = Sprite()
      weak let released = releaser.held
      let completions = Counter()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      if byClosure {
        try animator.addAnimation(from: 0.0, to: 1.0, on: releaser) { releaser, x in releaser.x = x }
        try animator.addAnimations { released?.move() }
      } else {
        try animator.addAnimations { [weak releaser] in
          if let releaser { rig.engine.set(\Releaser.x, on: releaser, to: 1) }
          released?.move()
        }
      }
      animator.addCompletion { _ in completions.count += 1 }
      try animator.startAnimation()
      rig.advance(milliseconds: 400)
      #expect(released != nil, "closure \(byClosure)")
      rig.advance(milliseconds: 200)
      #expect(released == nil, "closure \(byClosure)")
      rig.advance(milliseconds: 16)
      #expect(animator.isRunning, "the releaser still moves: closure \(byClosure)")
      rig.advance(milliseconds: 400)
      #expect(releaser.x == 1)
      #expect(completions.count == 1)
      #expect(rig.engine.runningAnimationCount == 0)
    }
  }

  @Test("a property taken over by another animator, then its owner released: each player behaves")
  func takenOverThenReleased() throws {
    for beginsFromCurrentState in [true, false] {
      let rig = TestRig()
      var sprite: Sprite? = Sprite()
      weak let released = sprite
      let firstCompletions = Counter()
      let secondCompletions = Counter()
      let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try first.addAnimations { [weak sprite] in sprite?.x = 100 }
      first.addCompletion { _ in firstCompletions.count += 1 }
      try first.startAnimation()
      rig.advance(milliseconds: 200)
      let options: AnimationOptions = beginsFromCurrentState ? [.beginFromCurrentState] : []
      let second = try rig.engine.runningPropertyAnimator(
        withDuration: 1, options: options, animations: { [weak sprite] in sprite?.x = -100 },
        completion: { _ in secondCompletions.count += 1 })
      rig.advance(milliseconds: 100)
      sprite = nil
      #expect(released == nil)
      rig.advance(milliseconds: 16)
      #expect(!second.isRunning, "its only target went: \(beginsFromCurrentState)")
      if beginsFromCurrentState {
        // Taken over, not lost: the first runs to its end.
        #expect(first.isRunning)
        rig.advance(milliseconds: 1_000)
        #expect(firstCompletions.count == 1)
      } else {
        // Layered, and lost by both.
        #expect(!first.isRunning)
        #expect(firstCompletions.count == 0)
      }
      #expect(secondCompletions.count == 0)
      #expect(rig.engine.runningAnimationCount == 0)
    }
  }

  @Test("an owner released while its animator is paused: the animator ends at the first tick after it runs again")
  func releasedWhilePaused() async throws {
    let rig = TestRig()
    let completions = Counter()
    var sprite: Sprite? = Sprite()
    weak let released = sprite
    let started = try Self.start(.animator, rig, sprite!, completions)
    let animator = try #require(started.animator)
    rig.advance(milliseconds: 200)
    try animator.pauseAnimation()
    sprite = nil
    #expect(released == nil)
    for _ in 0..<3 { rig.advance(milliseconds: 16) }
    #expect(animator.state == .active, "a paused animator waits")
    let waiter = Task { await animator.finished() }
    await TaskCancellationTests.waitUntil(animator)
    try animator.startAnimation()
    await Self.expectEnded(started, rig, completions, waiter: waiter)
  }

  @Test("an owner released while its properties have rows in the sampling store: the rows go back, the others run on")
  func releasedInTheStore() throws {
    let rig = TestRig()
    var sprite: Sprite? = Sprite()
    weak let released = sprite
    let kept = Sprite()
    let completions = Counter()
    let gone = try Self.start(.animator, rig, sprite!, completions)
    let other = try Self.start(.animator, rig, kept, completions)
    rig.advance(milliseconds: 100)
    rig.advance(milliseconds: 100)
    #expect(sprite!.$x.laneOutput != nil, "the property has a row in the store")
    #expect(kept.$x.laneOutput != nil)
    let before = kept.$x.presentationValue
    sprite = nil
    #expect(released == nil)
    rig.advance(milliseconds: 16)
    #expect(gone.animator?.isRunning == false)
    #expect(other.animator?.isRunning == true)
    #expect(kept.$x.presentationValue > before)
    let twin = TestRig()
    twin.engine.samplesInBatches = false
    let twinKept = Sprite()
    _ = try Self.start(.animator, twin, twinKept, Counter())
    twin.advance(milliseconds: 100)
    twin.advance(milliseconds: 100)
    twin.advance(milliseconds: 16)
    for _ in 0..<10 {
      rig.advance(milliseconds: 16)
      twin.advance(milliseconds: 16)
      #expect(kept.$x.presentationValue.bitPattern == twinKept.$x.presentationValue.bitPattern)
    }
    #expect(completions.count == 0)
    rig.endRunningPlayers()
    twin.endRunningPlayers()
  }
}
