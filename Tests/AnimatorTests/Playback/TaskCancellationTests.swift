import Testing

@testable import Animator

/// A player's animation and the tasks waiting for it: `finished()` returns `nil` as soon as its task
/// is cancelled and leaves the run alone.
///
/// Everything runs on the main actor, so a task made here runs only when the test waits: the test
/// lets it run (``waitUntil(_:hasWaiters:)``) until the player holds its waiter, then cancels it and
/// awaits its value. The clock is manual; nothing sleeps.
@MainActor
@Suite("Tasks: finished() on cancellation")
struct TaskCancellationTests {
  /// A player of `kind` on `card.opacity` that runs far longer than the test looks (an animator of
  /// 100 s, an endless timeline; the spring, decay and fling of ``PlayerKind/make(_:_:)``, which
  /// move for about a second), inactive.
  static func makeLong(_ kind: PlayerKind, _ rig: TestRig, _ card: Card) throws -> any Animating {
    switch kind {
    case .animator:
      let animator = PropertyAnimator(duration: .seconds(100), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 100 }
      return animator
    case .timeline:
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
      try timeline.setTiming(EffectTiming(iterations: .infinity))
      return timeline
    case .spring, .decay, .fling:
      return try kind.make(rig, card)
    }
  }

  /// The tasks `player` keeps waiting for its run to end, spent ones included.
  static func waiterCount(_ player: any Animating) -> Int {
    guard let frontEnd = player as? any PlaybackFrontEnd else {
      Issue.record("\(type(of: player)) is not a PlaybackFrontEnd")
      return -1
    }
    return frontEnd.waiterCount
  }

  /// Lets the main actor's other tasks run until `player` keeps `count` waiters (or a bound of
  /// turns is reached: the expectations that follow then fail).
  static func waitUntil(_ player: any Animating, hasWaiters count: Int = 1) async {
    for _ in 0..<1_000 where waiterCount(player) < count { await Task.yield() }
  }

  /// Lets the main actor's other tasks run until `player` keeps no more than `remaining` waiters:
  /// a cancelled task forgets its waiter as it resumes. If one stays (its task did not return
  /// when cancelled), records an issue and stops the player without finishing, which resumes every
  /// waiter, so that the test fails instead of hanging.
  ///
  /// - Parameters:
  ///   - player: The player.
  ///   - remaining: How many waiters stay: those whose tasks were not cancelled.
  ///   - release: What ends the run instead, for a player that refuses to stop.
  ///   - sourceLocation: Where the issue is reported.
  /// - Returns: Whether the waiters left by themselves.
  @discardableResult
  static func waitUntilWaitersLeave(
    _ player: any Animating, remaining: Int = 0, release: (() -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    for _ in 0..<1_000 where waiterCount(player) > remaining { await Task.yield() }
    guard waiterCount(player) > remaining else { return true }
    Issue.record("a cancelled task still waits", sourceLocation: sourceLocation)
    if let release { release() } else { try? player.stopAnimation(true) }
    return false
  }

  // MARK: finished()

  @Test(
    "a task cancelled while it waits in finished() gets nil, and the run carries on", arguments: PlayerKind.allCases)
  func cancelledWait(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.makeLong(kind, rig, card)
    try player.startAnimation()
    rig.advance(milliseconds: 100)
    let watcher = Task { await player.finished() }
    let cancelled = Task { await player.finished() }
    await Self.waitUntil(player, hasWaiters: 2)
    #expect(Self.waiterCount(player) == 2)

    cancelled.cancel()
    await Self.waitUntilWaitersLeave(player, remaining: 1)
    #expect(await cancelled.value == nil)
    #expect(Self.waiterCount(player) == 1, "the cancelled waiter is forgotten; the other stays")
    #expect(player.state == .active && player.isRunning)
    let shown = card.$opacity.presentationValue
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue != shown, "the run moves on")

    try player.stopAnimation(false)
    try player.finishAnimation(at: .current)
    #expect(await watcher.value == .current, "the task that was not cancelled still gets the end")
    #expect(Self.waiterCount(player) == 0)
  }

  @Test("a task cancelled before it calls finished() gets nil at once", arguments: PlayerKind.allCases)
  func cancelledBeforeWaiting(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.makeLong(kind, rig, card)
    try player.startAnimation()
    let task = Task { await player.finished() }
    task.cancel()  // before it runs: the main actor is busy with this test until it awaits
    // Lets the task run; it keeps no waiter, so this takes all its turns, and a waiter that
    // stayed would fail the test instead of hanging it.
    await Self.waitUntil(player)
    await Self.waitUntilWaitersLeave(player)
    #expect(await task.value == nil)
    #expect(Self.waiterCount(player) == 0, "the player never kept the waiter")
    #expect(player.state == .active && player.isRunning)
  }

  @Test("a thousand cancelled waits leave no waiter behind")
  func cancelledWaitsLeaveNothing() async throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.makeLong(.timeline, rig, card)
    try player.startAnimation()
    var returned = 0
    for _ in 0..<1_000 {
      let task = Task { await player.finished() }
      await Self.waitUntil(player)
      task.cancel()
      let left = await Self.waitUntilWaitersLeave(player)
      if await task.value == nil { returned += 1 }
      if !left { break }
    }
    #expect(returned == 1_000)
    #expect(Self.waiterCount(player) == 0)
    #expect(player.state == .active && player.isRunning)
  }

  @Test("keeping a waiter forgets the spent ones first")
  func addForgetsSpentWaiters() {
    var playback = Playback<UnitTimePlayback>()
    let spent = PlaybackWaiter()
    playback.add(spent)
    playback.add(PlaybackWaiter())
    spent.resume(returning: nil)  // as a cancellation does, before its task resumes
    #expect(spent.isSpent)
    playback.add(PlaybackWaiter())
    #expect(playback.waiters.count == 2)
    #expect(!playback.waiters.contains { $0.isSame(as: spent) })
  }

  @Test("a waiter keeps the first answer, even one that comes before its task waits")
  func waiterKeepsTheFirstAnswer() async {
    let early = PlaybackWaiter()
    early.resume(returning: .end)  // the run ended before the task slept
    early.resume(returning: nil)  // a later cancellation changes nothing
    #expect(early.isSpent)
    #expect(await withCheckedContinuation { early.install($0) } == .end)

    let cancelledFirst = PlaybackWaiter()
    cancelledFirst.resume(returning: nil)
    cancelledFirst.resume(returning: .end)
    #expect(await withCheckedContinuation { cancelledFirst.install($0) } == nil)
  }
}
