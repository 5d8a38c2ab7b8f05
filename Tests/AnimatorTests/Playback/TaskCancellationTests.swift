import Testing

@testable import Animator

/// A player's animation tied to a task: `finished()` returns `nil` as soon as its task is cancelled
/// and leaves the run alone; `run()` plays the player for as long as its task and stops it when the
/// task is cancelled.
///
/// Everything runs on the main actor, so a task made here runs only when the test waits: the test
/// lets it run (``waitUntil(_:hasWaiters:)``) until the player holds its waiter, then cancels it and
/// awaits its value. The clock is manual; nothing sleeps.
@MainActor
@Suite("Tasks: finished() on cancellation, and run()")
struct TaskCancellationTests {
  /// A player of `kind` on `card.opacity` that runs far longer than the test looks (an animator of
  /// 100 s, an endless timeline, a graph of an endless timeline, a graph of that graph, a graph of
  /// an animator of 100 s; the spring, decay and fling of ``PlayerKind/make(_:_:)``, which
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
    case .graph:
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
      try timeline.setTiming(EffectTiming(iterations: .infinity))
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("loop", .timeline(timeline))
      return graph
    case .nestedGraph:
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("inner", .graph(try makeLong(.graph, rig, card) as? AnimationGraph ?? graph))
      return graph
    case .animatorGraph:
      let animator = PropertyAnimator(duration: .seconds(100), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 100 }
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("slow", .animator(animator))
      return graph
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

  /// What a task running `player.run()` ends with.
  static func runTask(_ player: any Animating) -> Task<Result<AnimatingPosition?, AnimationError>, Never> {
    Task { await outcome(of: player) }
  }

  /// A count a task changes and the test reads, on the main actor.
  final class Counter {
    var count = 0
  }

  /// Runs `player` and returns what `run()` ended with.
  static func outcome(of player: any Animating) async -> Result<AnimatingPosition?, AnimationError> {
    do throws(AnimationError) {
      return .success(try await player.run())
    } catch {
      return .failure(error)
    }
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
    // An engine and its running players keep each other alive: the test ends what it started.
    try player.stopAnimation(true)
    #expect(!rig.engine.hasRunningAnimations)
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
    try player.stopAnimation(true)  // the test ends what it started
    #expect(!rig.engine.hasRunningAnimations)
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

  // MARK: run()

  @Test("run() returns where the run ended when it ends by itself", arguments: PlayerKind.allCases)
  func runToTheEnd(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    var completions: [AnimatingPosition] = []
    player.addCompletion { completions.append($0) }
    let task = Self.runTask(player)
    await Self.waitUntil(player)
    #expect(player.state == .active && player.isRunning, "run() started the player")
    for _ in 0..<100 { rig.advance(milliseconds: 100) }
    #expect(await task.value == .success(.end))
    #expect(completions == [.end])
    #expect(player.state == .inactive)
  }

  @Test("run() in a cancelled task stops the player where it is and throws", arguments: PlayerKind.allCases)
  func runCancelled(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.makeLong(kind, rig, card)
    var completions = 0
    player.addCompletion { _ in completions += 1 }
    let task = Self.runTask(player)
    await Self.waitUntil(player)
    rig.advance(milliseconds: 100)
    let shown = card.$opacity.presentationValue
    #expect(shown != 0, "the player moved")

    task.cancel()
    await Self.waitUntilWaitersLeave(player)
    #expect(await task.value == .failure(.cancelled))
    #expect(player.state == .inactive && !player.isRunning)
    #expect(rig.engine.runningAnimationCount == 0)

    // The same player stopped by hand at the same instant: run() leaves what stopAnimation(true) does.
    let twinRig = TestRig()
    let twinCard = Card()
    let twin = try Self.makeLong(kind, twinRig, twinCard)
    try twin.startAnimation()
    twinRig.advance(milliseconds: 100)
    try twin.stopAnimation(true)
    #expect(Inspector.read(player) == Inspector.read(twin))
    #expect(card.$opacity.presentationValue.bitPattern == twinCard.$opacity.presentationValue.bitPattern)
    #expect(card.opacity.bitPattern == twinCard.opacity.bitPattern)
    #expect(card.$opacity.presentationValue == shown, "the shown value stays")
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == shown, "no tick moves it")
    #expect(completions == 0)
    #expect(Self.waiterCount(player) == 0)
  }

  @Test("run() in a task cancelled before the call throws without starting", arguments: PlayerKind.allCases)
  func runCancelledBeforeStart(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.makeLong(kind, rig, card)
    let before = card.$opacity.presentationValue
    let task = Self.runTask(player)
    task.cancel()  // before it runs
    #expect(await task.value == .failure(.cancelled))
    #expect(player.state == .inactive && !player.isRunning)
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue == before)
    #expect(rig.engine.runningAnimationCount == 0)
  }

  @Test("run() in a cancelled task throws, and an animator that is not interruptible runs on")
  func runCancelledNotInterruptible() async throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    animator.isInterruptible = false
    let task = Self.runTask(animator)
    await Self.waitUntil(animator)
    rig.advance(milliseconds: 100)
    task.cancel()
    await Self.waitUntilWaitersLeave(animator) { rig.advance(milliseconds: 900) }
    #expect(await task.value == .failure(.cancelled))
    #expect(animator.state == .active && animator.isRunning, "it refused to stop")
    rig.advance(milliseconds: 900)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 100)
  }

  @Test("run() passes on what startAnimation() throws")
  func runThrowsWhatStartThrows() async throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.makeLong(.animator, rig, card)
    try player.startAnimation()
    try player.stopAnimation(false)
    let task = Self.runTask(player)
    #expect(await task.value == .failure(.invalidAction(.startAnimation, state: .stopped)))
    #expect(player.state == .stopped)
  }

  @Test("while true { try await run() } plays run after run and ends when its task is cancelled")
  func runLoop() async throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    let runs = Counter()
    let loop = Task { () -> AnimationError? in
      do throws(AnimationError) {
        while true {
          try animator.addAnimations { card.opacity = card.opacity + 1 }
          try await animator.run()
          runs.count += 1
        }
      } catch {
        return error
      }
    }
    for _ in 0..<3 {
      await Self.waitUntil(animator)
      rig.advance(milliseconds: 100)
    }
    await Self.waitUntil(animator)
    #expect(runs.count == 3)
    rig.advance(milliseconds: 50)
    loop.cancel()
    await Self.waitUntilWaitersLeave(animator)
    #expect(await loop.value == .cancelled)
    #expect(runs.count == 3)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 3.5, "the fourth run stopped half way")
  }

  /// Two players, and what their `run()`s ended with, isolated to the main actor so that the
  /// tasks of a group can share them.
  @MainActor
  final class GroupScene {
    struct Failure: Error {}

    let rig = TestRig()
    let first = Card()
    let second = Card()
    let a: any Animating
    let b: any Animating
    var outcomes: [Result<AnimatingPosition?, AnimationError>] = []

    init() throws {
      a = try TaskCancellationTests.makeLong(.animator, rig, first)
      b = try TaskCancellationTests.makeLong(.timeline, rig, second)
    }

    /// Runs `a` (or `b`) and records what its `run()` ended with.
    func run(first: Bool) async {
      outcomes.append(await TaskCancellationTests.outcome(of: first ? a : b))
    }

    /// Waits until both players run, moves them, and fails.
    func fail() async throws {
      await TaskCancellationTests.waitUntil(a)
      await TaskCancellationTests.waitUntil(b)
      rig.advance(milliseconds: 100)
      throw Failure()
    }
  }

  @Test("a task group's failure cancels its other tasks, whose run()s stop their players")
  func taskGroupStopsSiblings() async throws {
    let scene = try GroupScene()
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await scene.run(first: true) }
        group.addTask { await scene.run(first: false) }
        group.addTask { try await scene.fail() }
        // The first failure leaves the body, and the group cancels the tasks still running
        // (`waitForAll()` would wait for them to end by themselves first).
        do {
          while try await group.next() != nil {}
        } catch {
          group.cancelAll()
          await TaskCancellationTests.waitUntilWaitersLeave(scene.a)
          await TaskCancellationTests.waitUntilWaitersLeave(scene.b)
          throw error
        }
      }
      Issue.record("the group did not fail")
    } catch {
      #expect(error is GroupScene.Failure)
    }
    #expect(scene.outcomes == [.failure(.cancelled), .failure(.cancelled)])
    #expect(scene.a.state == .inactive && scene.b.state == .inactive)
    let shown = (scene.first.$opacity.presentationValue, scene.second.$opacity.presentationValue)
    #expect(shown.0 > 0 && shown.1 > 0)
    scene.rig.advance(milliseconds: 100)
    #expect(scene.first.$opacity.presentationValue == shown.0)
    #expect(scene.second.$opacity.presentationValue == shown.1)
  }
}
