import Testing

@testable import Animator

/// A timeline's tweens and springs of `@Animated` values hold neither the values nor their owner:
/// the owner goes at once, with its values, and the engine ends the timeline at its next tick once
/// every value it moves has gone (where it is shown, no completion, `finished()` giving `nil`).
/// One that still moves another value runs on, bit for bit as if the owner had stayed; the
/// recordings it keeps to replay are dropped for the values that went, so that a seek back, a
/// reverse or a restart never touches them.
@MainActor
@Suite("Timelines end with the owners of their @Animated values")
struct TimelineOwnerLifetimeTests {
  /// An owner of animated values.
  final class Card {
    @Animated var opacity = 0.0
    @Animated var position = Point2D(x: 0, y: 0)
  }

  /// A count the completions change and the test reads.
  final class Counter {
    var count = 0
  }

  /// How a timeline moves a card.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `addTween(of: card.$opacity, …)` and one of its position.
    case propertyTweens
    /// `addTween(duration:) { }` with a block that captures the card weakly.
    case blockTween
    /// `addSpring(of: card.$position, …)`.
    case spring
    /// A property tween in a timeline nested in the one played.
    case nested
    /// A tween of a `Double` and a spring of a point, side by side.
    case tweenAndSpring
    var testDescription: String { rawValue }

    /// Adds children of this kind that move `card` to `timeline`.
    func add(_ card: Card, to timeline: Timeline, engine: AnimationEngine) throws {
      switch self {
      case .propertyTweens:
        try timeline.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
        try timeline.addTween(of: card.$position, to: Point2D(x: 100, y: 50), duration: 1, at: .at(0))
      case .blockTween:
        try timeline.addTween(duration: 1, curve: .linear) { [weak card] in
          card?.opacity = 1
          card?.position = Point2D(x: 30, y: 40)
        }
      case .spring:
        try timeline.addSpring(of: card.$position, to: Point2D(x: 200, y: 0), spring: .bouncy)
      case .nested:
        let inner = Timeline(engine: engine)
        try inner.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
        try timeline.add(inner)
      case .tweenAndSpring:
        try timeline.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
        try timeline.addSpring(of: card.$position, to: Point2D(x: 0, y: 90), spring: .smooth, at: .at(0))
      }
    }
  }

  /// Checks that `timeline` ended at the tick just made and stays ended, with no completion.
  static func expectEnded(
    _ timeline: Timeline, _ rig: TestRig, _ completions: Counter, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(rig.engine.runningAnimationCount == 0, sourceLocation: sourceLocation)
    #expect(rig.engine.runningAnimations.isEmpty, sourceLocation: sourceLocation)
    #expect(timeline.state == .inactive, sourceLocation: sourceLocation)
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions.count == 0, "no completion runs", sourceLocation: sourceLocation)
    #expect(!rig.engine.hasRunningAnimations, sourceLocation: sourceLocation)
  }

  @Test(
    "a released owner goes at once and ends the timeline at the next tick, once or for ever",
    arguments: Kind.allCases, [1.0, .infinity])
  func releasedOwnerEndsTimeline(kind: Kind, iterations: Double) async throws {
    let rig = TestRig()
    let completions = Counter()
    var card: Card? = Card()
    weak let released = card
    weak let opacity = card!.$opacity
    weak let position = card!.$position
    let timeline = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: iterations))
    try kind.add(card!, to: timeline, engine: rig.engine)
    timeline.addCompletion { _ in completions.count += 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 300)
    #expect(rig.engine.runningAnimationCount == 1)
    let waiter = Task { await timeline.finished() }
    await TaskCancellationTests.waitUntil(timeline)

    card = nil
    #expect(released == nil, "nothing the timeline holds keeps the owner")
    #expect(opacity == nil && position == nil, "nothing the timeline holds keeps its values")
    #expect(timeline.isRunning, "the end waits for the next tick")
    rig.advance(milliseconds: 16)
    Self.expectEnded(timeline, rig, completions)
    #expect(await waiter.value == nil, "finished() reports no position")
    #expect(MirrorSafetyTests.unsafeChildren(of: timeline) == [])
  }

  @Test("a spring tween's property reads nil once its owner went")
  func springTweenPropertyGoes() throws {
    let rig = TestRig()
    var card: Card? = Card()
    let timeline = Timeline(engine: rig.engine)
    let pull = try timeline.addSpring(of: card!.$position, to: Point2D(x: 10, y: 0), spring: .smooth)
    #expect(pull.property === card!.$position)
    #expect(timeline.children(animating: card!.$position).count == 1)
    card = nil
    #expect(pull.property == nil)
    try pull.retarget(to: Point2D(x: 0, y: 10))
    #expect(pull.target == Point2D(x: 0, y: 10))
    let other = Card()
    #expect(timeline.children(animating: other.$position).isEmpty)
  }

  /// Plays a timeline of one tween of `left`'s opacity and one of `right`'s position after it, and
  /// of `right`'s opacity alongside, reversing at 0.8 s and seeking back.
  static func twoOwnerTimeline(_ left: Card, _ right: Card, engine: AnimationEngine) throws -> Timeline {
    let timeline = Timeline(engine: engine)
    try timeline.addTween(of: left.$opacity, to: 1, duration: 0.5, curve: .easeIn)
    try timeline.addTween(of: right.$position, to: Point2D(x: 80, y: -20), duration: 0.5)
    try timeline.addTween(of: right.$opacity, from: 0.25, to: 0.75, duration: 0.6, at: .at(0.2))
    try timeline.addTween(duration: 0.4, at: .at(0.1)) { [weak left, weak right] in
      left?.opacity += 0.5
      right?.opacity += 0.125
    }
    return timeline
  }

  @Test("partial loss: the timeline runs on for the other owner, bit for bit as if the owner had stayed")
  func partialLossRunsOnBitForBit() throws {
    // The twin keeps its left owner: the layout and the right owner's values are those the
    // timeline would show had the left one never gone (a twin without it would lay out otherwise).
    let rig = TestRig()
    let twinRig = TestRig()
    var left: Card? = Card()
    weak let gone = left
    let right = Card()
    let twinLeft = Card()
    let twinRight = Card()
    let timeline = try Self.twoOwnerTimeline(left!, right, engine: rig.engine)
    let twin = try Self.twoOwnerTimeline(twinLeft, twinRight, engine: twinRig.engine)
    var positions: [AnimatingPosition] = []
    var twinPositions: [AnimatingPosition] = []
    timeline.addCompletion { positions.append($0) }
    twin.addCompletion { twinPositions.append($0) }

    func expectSame(_ note: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(right.opacity.bitPattern == twinRight.opacity.bitPattern, note, sourceLocation: sourceLocation)
      #expect(
        right.$opacity.presentationValue.bitPattern == twinRight.$opacity.presentationValue.bitPattern, note,
        sourceLocation: sourceLocation)
      #expect(
        right.$position.presentationValue == twinRight.$position.presentationValue, note, sourceLocation: sourceLocation
      )
      #expect(timeline.time == twin.time, note, sourceLocation: sourceLocation)
      #expect(timeline.state == twin.state, note, sourceLocation: sourceLocation)
    }
    func tickBoth(milliseconds: Int) {
      rig.advance(milliseconds: milliseconds)
      twinRig.advance(milliseconds: milliseconds)
    }

    try timeline.startAnimation()
    try twin.startAnimation()
    tickBoth(milliseconds: 250)
    left = nil
    #expect(gone == nil)
    for _ in 0..<20 {
      tickBoth(milliseconds: 16)
      expectSame("running on")
    }
    #expect(rig.engine.runningAnimationCount == 1)
    // Back over the lost recording: a reverse, a seek, a pause and a resume.
    timeline.isReversed = true
    twin.isReversed = true
    tickBoth(milliseconds: 100)
    expectSame("reversed")
    try timeline.seek(to: 0.05)
    try twin.seek(to: 0.05)
    expectSame("sought back")
    try timeline.pauseAnimation()
    try twin.pauseAnimation()
    try timeline.seek(to: 0.9)
    try twin.seek(to: 0.9)
    expectSame("paused and sought")
    timeline.isReversed = false
    twin.isReversed = false
    try timeline.startAnimation()
    try twin.startAnimation()
    for _ in 0..<20 { tickBoth(milliseconds: 16) }
    expectSame("completed")
    #expect(positions == [.end] && twinPositions == [.end], "the completion runs as usual")
    #expect(timeline.state == .inactive)

    // A restart replays every recording but the lost one's.
    try timeline.startAnimation()
    try twin.startAnimation()
    for _ in 0..<60 {
      tickBoth(milliseconds: 20)
      expectSame("replayed")
    }
    // Completions run once: the replayed run ends as its twin's does, with none left to run.
    #expect(positions == twinPositions && timeline.state == .inactive && timeline.time == 1)
    try timeline.restart()
    try twin.restart()
    tickBoth(milliseconds: 330)
    expectSame("restarted")
    rig.endRunningPlayers()
    twinRig.endRunningPlayers()
  }

  @Test("an owner that goes between runs: the restart ends at the next tick, or replays the others")
  func ownerGoesBetweenRuns() throws {
    let rig = TestRig()
    let completions = Counter()
    var card: Card? = Card()
    weak let released = card
    let timeline = Timeline(engine: rig.engine)
    try Kind.propertyTweens.add(card!, to: timeline, engine: rig.engine)
    try Kind.blockTween.add(card!, to: timeline, engine: rig.engine)
    timeline.addCompletion { _ in completions.count += 1 }
    try timeline.startAnimation()
    for _ in 0..<80 { rig.advance(milliseconds: 50) }
    #expect(timeline.state == .inactive && completions.count == 1)
    #expect(card!.opacity == 1)

    card = nil  // gone while the timeline keeps its recordings, between runs
    #expect(released == nil)
    try timeline.startAnimation()
    #expect(timeline.isRunning)
    completions.count = 0
    rig.advance(milliseconds: 16)
    Self.expectEnded(timeline, rig, completions)

    // Starting once more replays nothing, and ends again.
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    Self.expectEnded(timeline, rig, completions)
  }

  @Test("an owner gone while the timeline is paused ends it at the first tick after it runs again")
  func pausedTimeline() throws {
    let rig = TestRig()
    let completions = Counter()
    var card: Card? = Card()
    let timeline = Timeline(engine: rig.engine)
    try Kind.tweenAndSpring.add(card!, to: timeline, engine: rig.engine)
    timeline.addCompletion { _ in completions.count += 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 100)
    try timeline.pauseAnimation()
    card = nil
    for _ in 0..<5 { rig.advance(milliseconds: 16) }
    #expect(timeline.state == .active && !timeline.isRunning, "a paused timeline waits")
    try timeline.seek(to: 0.05)
    try timeline.seek(to: 0.6)
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    Self.expectEnded(timeline, rig, completions)
  }

  @Test("an owner let go of inside the timeline's own callback or completion")
  func ownerGoesInsideTheTimelinesCode() throws {
    let rig = TestRig()
    let completions = Counter()
    final class Holder { var card: Card? = Card() }
    let holder = Holder()
    weak let released = holder.card
    let timeline = Timeline(engine: rig.engine)
    try Kind.propertyTweens.add(holder.card!, to: timeline, engine: rig.engine)
    try timeline.addCallback(at: .at(0.5)) { _ in holder.card = nil }
    timeline.addCompletion { _ in completions.count += 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 400)
    rig.advance(milliseconds: 200)  // crosses the callback, which lets the owner go
    #expect(released == nil)
    rig.advance(milliseconds: 16)
    Self.expectEnded(timeline, rig, completions)

    // In the completion: the recordings' block learns it between runs.
    holder.card = Card()
    weak let second = holder.card
    let again = Timeline(engine: rig.engine)
    try Kind.propertyTweens.add(holder.card!, to: again, engine: rig.engine)
    again.addCompletion { _ in
      completions.count += 1
      holder.card = nil
    }
    try again.startAnimation()
    for _ in 0..<80 { rig.advance(milliseconds: 20) }
    #expect(completions.count == 1 && second == nil)
    try again.startAnimation()
    try again.seek(to: 0.3)
    rig.advance(milliseconds: 16)
    #expect(again.state == .inactive && rig.engine.runningAnimationCount == 0)
    #expect(completions.count == 1)
  }

  @Test("invalidate and a child added after the loss: nothing lost is replayed, the new child runs")
  func invalidateAndEditAfterLoss() throws {
    let rig = TestRig()
    var card: Card? = Card()
    let other = Card()
    let timeline = Timeline(engine: rig.engine)
    try Kind.propertyTweens.add(card!, to: timeline, engine: rig.engine)
    try timeline.addTween(of: other.$opacity, to: 0.5, duration: 1, at: .at(0))
    try timeline.startAnimation()
    rig.advance(milliseconds: 200)
    card = nil
    try timeline.addTween(of: other.$position, to: Point2D(x: 5, y: 5), duration: 0.5, at: .at(0.1))
    rig.advance(milliseconds: 16)
    #expect(timeline.isRunning)
    timeline.invalidate()
    for _ in 0..<80 { rig.advance(milliseconds: 20) }
    #expect(timeline.state == .inactive)
    #expect(other.opacity == 0.5 && other.position == Point2D(x: 5, y: 5))
    timeline.invalidate()
    try timeline.startAnimation()
    for _ in 0..<80 { rig.advance(milliseconds: 20) }
    #expect(other.$opacity.presentationValue == 0.5)
  }

  @Test("a timeline let go of between runs leaves no idle recorder behind on the values it recorded")
  func timelineGoesBetweenRuns() throws {
    let rig = TestRig()
    let card = Card()
    weak var gone: Timeline?
    do {
      let timeline = Timeline(engine: rig.engine)
      gone = timeline
      try Kind.propertyTweens.add(card, to: timeline, engine: rig.engine)
      try timeline.startAnimation()
      for _ in 0..<80 { rig.advance(milliseconds: 20) }
      #expect(card.$opacity.extras != nil, "between runs the recording's block is an idle recorder")
    }
    #expect(gone == nil)
    #expect(card.$opacity.extras == nil && card.$position.extras == nil)
  }

  @Test("a value another animation took over from a running timeline, then let go of, is never replayed")
  func takenOverThenGone() throws {
    let rig = TestRig()
    var card: Card? = Card()
    weak let released = card
    let other = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card!.$opacity, to: 1, duration: 1, curve: .linear)
    try timeline.addTween(of: other.$opacity, to: 1, duration: 1, curve: .linear, at: .at(0))
    try timeline.startAnimation()
    rig.advance(milliseconds: 200)
    let spring = try SpringAnimation(card!.$opacity, to: 0.5, spring: .smooth, engine: rig.engine)
    try spring.startAnimation()  // takes the value over: the tween's block no longer lists it
    rig.advance(milliseconds: 16)
    card = nil
    #expect(released == nil)
    rig.advance(milliseconds: 16)
    #expect(spring.state == .inactive, "the spring ends with its value")
    #expect(timeline.isRunning, "the timeline runs on for the other value")
    for _ in 0..<60 { rig.advance(milliseconds: 20) }
    #expect(timeline.state == .inactive && other.$opacity.presentationValue == 1)
    try timeline.startAnimation()  // replays the other value's recording only
    rig.advance(milliseconds: 500)
    #expect(other.$opacity.presentationValue == 0.5)
    try timeline.seek(to: 0.1)
    #expect(abs(other.$opacity.presentationValue - 0.1) < 1e-12)
    rig.endRunningPlayers()
  }

  @Test("a value taken over from a timeline between runs, then let go of, ends the restarted timeline")
  func takenOverBetweenRunsThenGone() throws {
    let rig = TestRig()
    let completions = Counter()
    var card: Card? = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card!.$opacity, to: 1, duration: 1, curve: .linear)
    try timeline.startAnimation()
    rig.advance(milliseconds: 300)
    try timeline.stopAnimation(false)  // its layers suspended, the block still lists the value
    try timeline.finishAnimation(at: .current)
    timeline.addCompletion { _ in completions.count += 1 }
    let spring = try SpringAnimation(card!.$opacity, to: 0, spring: .smooth, engine: rig.engine)
    try spring.startAnimation()
    rig.advance(milliseconds: 16)
    card = nil
    rig.advance(milliseconds: 16)
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    Self.expectEnded(timeline, rig, completions)
  }
}
