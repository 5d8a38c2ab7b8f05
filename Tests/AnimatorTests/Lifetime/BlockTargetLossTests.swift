import Testing

@testable import Animator

/// A block told that a property it set went (`AnimationBlock.forget(_:reason:)` with `.gone`) ends
/// its player at the engine's next tick, as a lost key-path object does: where it is shown, with no
/// completion, `finished()` giving `nil`, observers hearing `stopAnimation(true)`'s events. A block
/// told that a property was taken over has lost nothing, and its player runs on.
///
/// The properties here stay alive (the test holds them): the block is told directly, as a property
/// that goes tells the blocks of its layers.
@MainActor
@Suite("Blocks that lose their targets end their players")
struct BlockTargetLossTests {
  /// Four `@Animated` values of one owner.
  final class Owner {
    @Animated var x = 0.0
    @Animated var y = 0.0
    @Animated var scale = 1.0
    @Animated var opacity = 0.0

    var identities: [ObjectIdentifier] { [$x, $y, $scale, $opacity].map(ObjectIdentifier.init) }
  }

  /// A count the completions change and the test reads.
  final class Counter {
    var count = 0
  }

  /// Starts an animator of every value of `owner`, for far longer than the test looks.
  static func animate(
    _ owner: Owner, _ rig: TestRig, repeating: Bool = false, completions: Counter
  ) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(repeating ? 1 : 100), curve: .linear, engine: rig.engine)
    try animator.addAnimations {
      owner.x = 100
      owner.y = -100
      owner.scale = 2
      owner.opacity = 1
    }
    animator.addCompletion { _ in completions.count += 1 }
    if repeating { animator.repeats = PropertyAnimator.Repeats(iterations: .infinity, alternates: false) }
    try animator.startAnimation()
    return animator
  }

  @Test(
    "an animator whose block lost every property ends at the next tick, with no completion", arguments: [false, true])
  func animatorEndsAtNextTick(repeating: Bool) async throws {
    let rig = TestRig()
    let owner = Owner()
    let completions = Counter()
    let animator = try Self.animate(owner, rig, repeating: repeating, completions: completions)
    var events: [AnimatorEvent] = []
    let observation = animator.observe { events.append($0) }
    rig.advance(milliseconds: 100)
    let waiter = Task { await animator.finished() }
    await TaskCancellationTests.waitUntil(animator)
    let block = try #require(animator.blocks.first?.block)
    #expect(block.targetLosses === rig.engine.targetLosses, "the animator links its block to the engine's flag")
    let shown = owner.$x.presentationValue
    events.removeAll()
    for identity in owner.identities { block.forget(identity, reason: .gone) }
    #expect(block.propertyCount == 0)
    #expect(animator.isRunning, "nothing ends before the next tick")
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(rig.engine.runningAnimations.isEmpty)
    #expect(!animator.isRunning)
    #expect(animator.state == .inactive)
    #expect(await waiter.value == nil, "finished() reports no position")
    #expect(events.contains(.state(.inactive)), "\(events)")
    #expect(!events.contains(.isRunning(true)))
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0)
    #expect(owner.$x.presentationValue > 0 && owner.$x.presentationValue <= shown + 1e-9)
    withExtendedLifetime(observation) {}
  }

  @Test("a quick animation whose block lost every property ends at the next tick, with no completion")
  func quickEndsAtNextTick() throws {
    let rig = TestRig()
    let owner = Owner()
    let completions = Counter()
    let quick = try rig.engine.animate(duration: .seconds(100), curve: .linear) {
      owner.x = 100
      owner.opacity = 1
    } completion: { _ in
      completions.count += 1
    }
    rig.advance(milliseconds: 100)
    let block = QuickRuns.of(rig.engine).blockOfRunningRun(at: 0).withObject { $0 }
    #expect(block.targetLosses === rig.engine.targetLosses)
    for identity in owner.identities { block.forget(identity, reason: .gone) }
    rig.advance(milliseconds: 16)
    #expect(!quick.isRunning)
    #expect(rig.engine.runningAnimationCount == 0)
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0)
  }

  @Test("a block that lost some properties and still moves others keeps its player running")
  func partialLossKeepsRunning() throws {
    let rig = TestRig()
    let owner = Owner()
    let completions = Counter()
    let animator = try Self.animate(owner, rig, completions: completions)
    rig.advance(milliseconds: 100)
    let block = try #require(animator.blocks.first?.block)
    for identity in owner.identities.dropFirst() { block.forget(identity, reason: .gone) }
    #expect(block.propertyCount == 1)
    let before = owner.$x.presentationValue
    for _ in 0..<5 { rig.advance(milliseconds: 16) }
    #expect(animator.isRunning)
    #expect(owner.$x.presentationValue > before, "the value it still moves keeps moving")
    try animator.stopAnimation(true)
    #expect(completions.count == 0)
  }

  @Test("a block whose properties were taken over lost nothing: its player runs on to its end")
  func takeoverIsNoLoss() throws {
    let rig = TestRig()
    let owner = Owner()
    let completions = Counter()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { owner.x = 100 }
    animator.addCompletion { _ in completions.count += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 100)
    let block = try #require(animator.blocks.first?.block)
    block.forget(ObjectIdentifier(owner.$x), reason: .takenOver)
    #expect(block.propertyCount == 0)
    #expect(!block.lostTargets)
    #expect(block.targetsAreAllGone == nil, "a block that moves nothing neither keeps nor ends its player")
    // A loss elsewhere makes the engine look; this animator is not ended by it.
    rig.engine.targetLosses.hasNew = true
    rig.advance(milliseconds: 16)
    #expect(animator.isRunning)
    rig.advance(milliseconds: 1_000)
    #expect(completions.count == 1, "it completes as usual")
  }

  @Test("forgetting a property the block does not list changes nothing")
  func forgettingUnlistedChangesNothing() throws {
    let rig = TestRig()
    let owner = Owner()
    let other = Owner()
    let animator = try Self.animate(owner, rig, completions: Counter())
    let block = try #require(animator.blocks.first?.block)
    block.forget(ObjectIdentifier(other.$x), reason: .takenOver)
    #expect(block.propertyCount == 4)
    #expect(block.properties.map { ObjectIdentifier($0) } == owner.identities)
    try animator.stopAnimation(true)
  }

  @Test("a block taken over stops listing the property; both players run to their ends", arguments: [false, true])
  func takeoverUnlistsProperty(bySpring: Bool) throws {
    let rig = TestRig()
    let owner = Owner()
    let completions = Counter()
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try first.addAnimations {
      owner.x = 100
      owner.y = 50
    }
    var firstEnd: AnimatingPosition?
    first.addCompletion { firstEnd = $0 }
    try first.startAnimation()
    rig.advance(milliseconds: 200)
    let block = try #require(first.blocks.first?.block)
    #expect(block.lists(ObjectIdentifier(owner.$x)))
    var second: (any Animating)?
    if bySpring {
      let spring = try SpringAnimation(owner.$x, to: -10, spring: .smooth, engine: rig.engine)
      try spring.startAnimation()
      spring.addCompletion { _ in completions.count += 1 }
      second = spring
    } else {
      let animator = try rig.engine.runningPropertyAnimator(
        withDuration: 0.5, options: [.beginFromCurrentState, .curveLinear], animations: { owner.x = -10 },
        completion: { _ in completions.count += 1 })
      second = animator
    }
    #expect(!block.lists(ObjectIdentifier(owner.$x)), "the block taken over no longer lists the property")
    #expect(block.lists(ObjectIdentifier(owner.$y)))
    #expect(owner.$x.animationCount == 1)
    #expect(!block.lostTargets)
    for _ in 0..<200 { rig.advance(milliseconds: 16) }
    #expect(firstEnd == .end)
    #expect(completions.count == 1)
    #expect(second?.isRunning == false)
    #expect(owner.$x.presentationValue == -10)
    #expect(owner.$y.presentationValue == 50)
    #expect(rig.engine.runningAnimationCount == 0)
  }

  @Test("a block taken over from keeps listing a property it holds a suspended layer of")
  func suspendedLayerKeepsListing() throws {
    let rig = TestRig()
    let owner = Owner()
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try first.addAnimations { owner.x = 100 }
    try first.startAnimation()
    rig.advance(milliseconds: 200)
    try first.stopAnimation(false)
    let block = try #require(first.blocks.first?.block)
    let second = try rig.engine.runningPropertyAnimator(
      withDuration: 0.5, options: [.beginFromCurrentState], animations: { owner.x = -10 })
    #expect(block.lists(ObjectIdentifier(owner.$x)), "its suspended layer still names the block")
    try first.finishAnimation(at: .current)
    try second.stopAnimation(true)
    #expect(rig.engine.runningAnimationCount == 0)
  }
}
