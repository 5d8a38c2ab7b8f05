import Testing

@testable import Animator

/// A spring's or a decay's `@Animated` property goes with its owner: the player holds it weakly,
/// so the owner and the property go at once, and the engine ends the player at its next tick, as
/// it ends an animator whose values went: where it is shown, with no completion, `finished()`
/// giving `nil`.
@MainActor
@Suite("Springs and decays end with the owners of their properties")
struct PlayerOwnerLifetimeTests {
  /// An owner of one animated value.
  final class Knob {
    @Animated var x = 0.0
    @Animated var point = Point2D(x: 0, y: 0)
  }

  /// A count the completions change and the test reads.
  final class Counter {
    var count = 0
  }

  /// The players that drive one property.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case spring, vectorSpring, decay, boundedDecay
    var testDescription: String { rawValue }

    /// Makes a player of this kind on `knob`, its completions counted, long enough to run through
    /// the test.
    func make(_ rig: TestRig, _ knob: Knob, _ completions: Counter) throws -> any Animating {
      let player: any Animating
      switch self {
      case .spring:
        let spring = try SpringAnimation(knob.$x, to: 100, spring: .smooth, engine: rig.engine)
        spring.addCompletion { _ in completions.count += 1 }
        player = spring
      case .vectorSpring:
        let spring = try SpringAnimation(knob.$point, to: Point2D(x: 100, y: -40), spring: .bouncy, engine: rig.engine)
        spring.addCompletion { _ in completions.count += 1 }
        player = spring
      case .decay:
        let decay = try DecayAnimation(knob.$x, velocity: 2_000, engine: rig.engine)
        decay.addCompletion { _ in completions.count += 1 }
        player = decay
      case .boundedDecay:
        let decay = try DecayAnimation(knob.$x, velocity: 3_000, bounds: 0...400, engine: rig.engine)
        decay.addCompletion { _ in completions.count += 1 }
        player = decay
      }
      return player
    }
  }

  /// Checks that `player`, whose property went, ended at the next tick and stays ended.
  static func expectEnded(
    _ player: any Animating, _ rig: TestRig, _ completions: Counter, waiter: Task<AnimatingPosition?, Never>?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0, sourceLocation: sourceLocation)
    #expect(rig.engine.runningAnimations.isEmpty, sourceLocation: sourceLocation)
    #expect(!player.isRunning, sourceLocation: sourceLocation)
    #expect(player.state == .inactive, sourceLocation: sourceLocation)
    if let waiter {
      #expect(await waiter.value == nil, "finished() reports no position", sourceLocation: sourceLocation)
    }
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0, "no completion runs", sourceLocation: sourceLocation)
    #expect(!rig.engine.hasRunningAnimations, sourceLocation: sourceLocation)
  }

  @Test(
    "a released owner goes at once, with its property, and ends the player at the next tick", arguments: Kind.allCases)
  func releasedOwnerEndsPlayer(kind: Kind) async throws {
    let rig = TestRig()
    let completions = Counter()
    var knob: Knob? = Knob()
    weak let released = knob
    weak let property = knob!.$x
    weak let vector = knob!.$point
    let player = try kind.make(rig, knob!, completions)
    try player.startAnimation()
    rig.advance(milliseconds: 50)
    #expect(player.isRunning)
    let waiter = Task { await player.finished() }
    await TaskCancellationTests.waitUntil(player)
    knob = nil
    #expect(released == nil, "nothing the player holds keeps the owner")
    #expect(property == nil && vector == nil, "nothing the player holds keeps the property")
    #expect(player.isRunning, "the end waits for the next tick")
    await Self.expectEnded(player, rig, completions, waiter: waiter)
    #expect(MirrorSafetyTests.unsafeChildren(of: player) == [])
    var text = ""
    dump(player, to: &text)
    #expect(!text.isEmpty)
  }

  @Test("a spring's and a decay's property reads nil once its owner went; the public answers stay whole")
  func answersAfterTheOwnerWent() throws {
    let rig = TestRig()
    var knob: Knob? = Knob()
    let spring = try SpringAnimation(knob!.$x, to: 100, engine: rig.engine)
    let decay = try DecayAnimation(knob!.$x, velocity: 500, engine: rig.engine)
    #expect(spring.property === knob!.$x)
    #expect(decay.property === knob!.$x)
    knob = nil
    #expect(spring.property == nil)
    #expect(decay.property == nil)
    #expect(spring.value(at: 1) == 100, "no run made: the target")
    #expect(decay.value(at: 1) == 0, "no run made: the value shown when the decay was made")
    #expect(decay.restingPosition == 0)
    #expect(spring.velocity(at: 1) == 0)
  }

  @Test("a player started after its owner went ends at the next tick, with no completion", arguments: Kind.allCases)
  func startedAfterTheOwnerWent(kind: Kind) async throws {
    let rig = TestRig()
    let completions = Counter()
    var knob: Knob? = Knob()
    let player = try kind.make(rig, knob!, completions)
    knob = nil
    try player.startAnimation()
    #expect(player.isRunning)
    let waiter = Task { await player.finished() }
    await TaskCancellationTests.waitUntil(player)
    await Self.expectEnded(player, rig, completions, waiter: waiter)
  }

  @Test(
    "an owner released while the player is paused: it ends at the first tick after it runs again",
    arguments: Kind.allCases)
  func releasedWhilePaused(kind: Kind) async throws {
    let rig = TestRig()
    let completions = Counter()
    var knob: Knob? = Knob()
    weak let released = knob
    let player = try kind.make(rig, knob!, completions)
    try player.startAnimation()
    rig.advance(milliseconds: 50)
    try player.pauseAnimation()
    knob = nil
    #expect(released == nil)
    for _ in 0..<3 { rig.advance(milliseconds: 16) }
    #expect(player.state == .active, "a paused player waits")
    let waiter = Task { await player.finished() }
    await TaskCancellationTests.waitUntil(player)
    try player.startAnimation()
    await Self.expectEnded(player, rig, completions, waiter: waiter)
  }

  @Test(
    "an owner released before a tick that passes the run's end: that tick ends the player, with no completion",
    arguments: Kind.allCases)
  func releasedBeforeTheEnd(kind: Kind) async throws {
    let rig = TestRig()
    let completions = Counter()
    var knob: Knob? = Knob()
    let player = try kind.make(rig, knob!, completions)
    try player.startAnimation()
    rig.advance(milliseconds: 50)
    let waiter = Task { await player.finished() }
    await TaskCancellationTests.waitUntil(player)
    knob = nil
    rig.advance(milliseconds: 60_000)
    #expect(completions.count == 0, "the run reached its end in the tick that saw the loss")
    await Self.expectEnded(player, rig, completions, waiter: waiter)
  }

  @Test("an owner released while the player is stopped: finishing it runs its completion, changing nothing")
  func releasedWhileStopped() throws {
    let rig = TestRig()
    let completions = Counter()
    var knob: Knob? = Knob()
    weak let released = knob
    let player = try Kind.spring.make(rig, knob!, completions)
    try player.startAnimation()
    rig.advance(milliseconds: 50)
    try player.stopAnimation(false)
    knob = nil
    #expect(released == nil)
    try player.finishAnimation(at: .end)
    #expect(completions.count == 1)
    #expect(player.state == .inactive)
    #expect(rig.engine.runningAnimationCount == 0)
  }

  @Test("a spring retargeted, scrubbed and let go of after its owner went changes nothing and does not crash")
  func actionsAfterTheOwnerWent() throws {
    let rig = TestRig()
    var knob: Knob? = Knob()
    var spring: SpringAnimation<Double>? = try SpringAnimation(knob!.$x, to: 100, engine: rig.engine)
    try spring!.pauseAnimation()
    knob = nil
    try spring!.retarget(to: 50)
    try spring!.seek(to: 0.2)
    spring!.fractionComplete = 0.5
    try spring!.startAnimation()
    try spring!.retarget(to: 10)
    rig.advance(milliseconds: 16)
    #expect(spring!.state == .inactive)
    try spring!.pauseAnimation()
    spring = nil
    #expect(rig.engine.runningAnimationCount == 0)
  }

  @Test("a spring whose owner goes in its own completion: the owner goes, the engine is empty")
  func releasedInOwnCompletion() throws {
    let rig = TestRig()
    var knob: Knob? = Knob()
    weak let released = knob
    var seen: AnimatingPosition?
    let spring = try SpringAnimation(knob!.$x, to: 1, spring: .snappy, engine: rig.engine)
    spring.addCompletion { position in
      seen = position
      knob = nil
    }
    try spring.startAnimation()
    for _ in 0..<300 where seen == nil { rig.advance(milliseconds: 16) }
    #expect(seen == .end)
    #expect(released == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(spring.property == nil)
  }

  @Test("a spring on one owner's value, beside an animator on another's: only the spring ends")
  func otherPlayersRunOn() throws {
    let rig = TestRig()
    var knob: Knob? = Knob()
    let kept = Knob()
    let completions = Counter()
    let spring = try SpringAnimation(knob!.$x, to: 100, engine: rig.engine)
    try spring.startAnimation()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { kept.x = 10 }
    animator.addCompletion { _ in completions.count += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 100)
    knob = nil
    rig.advance(milliseconds: 16)
    #expect(!spring.isRunning)
    #expect(animator.isRunning)
    #expect(rig.engine.runningAnimationCount == 1)
    rig.advance(milliseconds: 1_000)
    #expect(completions.count == 1)
    #expect(kept.x == 10)
  }
}
