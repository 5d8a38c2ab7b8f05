import Animator
import Testing

/// The playing model is written once (the playback core) and both players are front-ends over it:
/// each test here runs the same script on a `PropertyAnimator` and on a `Timeline` holding the same
/// animation, a linear change of `opacity` from 0 to 1 over 1 s, and expects the same results
/// (so at `t` seconds the value shown is `t`).
@Suite("One playing model under both players")
struct UniformPlayerTests {
  enum Kind: String, CaseIterable, Sendable {
    case animator, timeline
  }

  static func make(_ kind: Kind, _ rig: TestRig, _ card: Card, pausesOnCompletion: Bool = false) throws
    -> any Animating
  {
    switch kind {
    case .animator:
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      animator.pausesOnCompletion = pausesOnCompletion
      return animator
    case .timeline:
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
      timeline.pausesOnCompletion = pausesOnCompletion
      return timeline
    }
  }

  /// `card`, kept in `cards` for the caller to hold.
  static func keep(_ card: Card, in cards: inout [Card]) -> Card {
    cards.append(card)
    return card
  }

  @MainActor
  static func finished(_ player: any Animating) async -> AnimatingPosition? {
    if let animator = player as? PropertyAnimator { return await animator.finished() }
    return await (player as! Timeline).finished()
  }

  static func observe(_ player: any Animating, _ handler: @escaping () -> Void) -> AnimationObservation {
    if let animator = player as? PropertyAnimator { return animator.observe { _ in handler() } }
    return (player as! Timeline).observe { _ in handler() }
  }

  // MARK: completions

  @Test(
    "completions receive where the run ended: end, start when reversed, or where it was finished",
    arguments: Kind.allCases)
  func completionPositions(_ kind: Kind) throws {
    // Held to the end: an animation whose every value went would end at the next tick.
    var cards: [Card] = []
    defer { withExtendedLifetime(cards) {} }
    let rig = TestRig()
    var positions: [AnimatingPosition] = []
    let forwards = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    forwards.addCompletion { positions.append($0) }
    try forwards.startAnimation()
    rig.advance(milliseconds: 1000)

    let backwards = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    backwards.addCompletion { positions.append($0) }
    backwards.isReversed = true
    try backwards.startAnimation()
    rig.advance(milliseconds: 1000)

    for position in [AnimatingPosition.start, .current, .end] {
      let card = Card()
      let stopped = try Self.make(kind, rig, card)
      stopped.addCompletion { positions.append($0) }
      try stopped.startAnimation()
      rig.advance(milliseconds: 400)
      try stopped.stopAnimation(false)
      try stopped.finishAnimation(at: position)
      // `.current` leaves the value where it stopped: 0.4 s into a linear second.
      let expected = position == .start ? 0 : position == .end ? 1 : 0.4
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected), "\(kind) \(position)")
      #expect(stopped.state == .inactive)
    }
    #expect(positions == [.end, .start, .start, .current, .end], "\(kind)")
  }

  @Test("stopping without finishing drops the completions", arguments: Kind.allCases)
  func stopDropsCompletions(_ kind: Kind) throws {
    let rig = TestRig()
    // The card held: an animator whose every value went would end at the next tick.
    let card = Card()
    let player = try Self.make(kind, rig, card)
    var calls = 0
    player.addCompletion { _ in calls += 1 }
    try player.startAnimation()
    rig.advance(milliseconds: 300)
    try player.stopAnimation(true)
    rig.advance(milliseconds: 1000)
    #expect(calls == 0 && player.state == .inactive)
    withExtendedLifetime(card) {}
  }

  // MARK: finished()

  @MainActor
  @Test("finished() returns the completion's position, or nil when no completion runs", arguments: Kind.allCases)
  func finishedPositions(_ kind: Kind) async throws {
    // Held to the end: an animation whose every value went would end at the next tick.
    var cards: [Card] = []
    defer { withExtendedLifetime(cards) {} }
    let rig = TestRig()
    let ended = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    try ended.startAnimation()
    Task { @MainActor in rig.advance(milliseconds: 1000) }
    #expect(await Self.finished(ended) == .end)

    let reversed = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    reversed.isReversed = true
    try reversed.startAnimation()
    Task { @MainActor in rig.advance(milliseconds: 1000) }
    #expect(await Self.finished(reversed) == .start)

    let current = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    try current.startAnimation()
    Task { @MainActor in
      rig.advance(milliseconds: 500)
      try current.stopAnimation(false)
      try current.finishAnimation(at: .current)
    }
    #expect(await Self.finished(current) == .current)

    let dropped = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    try dropped.startAnimation()
    Task { @MainActor in try dropped.stopAnimation(true) }
    #expect(await Self.finished(dropped) == nil)
  }

  // MARK: events() and observe

  @Test(
    "events() delivers what happens while it is consumed and ends when the player goes",
    arguments: Kind.allCases)
  func eventStreamsEnd(_ kind: Kind) async throws {
    // Held to the end: an animation whose every value went would end at the next tick.
    var cards: [Card] = []
    defer { withExtendedLifetime(cards) {} }
    let rig = TestRig()
    var count = 0
    switch kind {
    case .animator:
      var animator = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards)) as? PropertyAnimator
      let stream = animator!.events()
      try animator!.startAnimation()
      rig.advance(milliseconds: 1000)
      animator = nil  // ended, so the engine holds it no longer: released, and the stream ends
      for await _ in stream { count += 1 }
    case .timeline:
      var timeline = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards)) as? Timeline
      let stream = timeline!.events()
      try timeline!.startAnimation()
      rig.advance(milliseconds: 1000)
      timeline = nil
      for await _ in stream { count += 1 }
    }
    #expect(count > 0, "\(kind): \(count) events")
  }

  @Test("an observation hears the player until it is cancelled", arguments: Kind.allCases)
  func observationCancels(_ kind: Kind) throws {
    // Held to the end: an animation whose every value went would end at the next tick.
    var cards: [Card] = []
    defer { withExtendedLifetime(cards) {} }
    let rig = TestRig()
    let player = try Self.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    var heard = 0
    let observation = Self.observe(player) { heard += 1 }
    try player.startAnimation()
    rig.advance(milliseconds: 500)
    let before = heard
    observation.cancel()
    rig.advance(milliseconds: 500)
    #expect(before > 0 && heard == before, "\(kind)")
  }

  // MARK: after the end

  @Test("paused at the end, scrubbing back shows the animation again", arguments: Kind.allCases)
  func scrubBackAfterEnd(_ kind: Kind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.make(kind, rig, card, pausesOnCompletion: true)
    try player.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(player.state == .active && !player.isRunning && card.$opacity.presentationValue == 1)
    try player.setFractionComplete(0.25)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25), "\(kind)")
  }

  @Test("paused at the end, reversing plays the animation backwards to the start", arguments: Kind.allCases)
  func reverseAfterEnd(_ kind: Kind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try Self.make(kind, rig, card, pausesOnCompletion: true)
    try player.startAnimation()
    rig.advance(milliseconds: 1000)
    player.isReversed = true
    try player.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75), "\(kind)")
    rig.advance(milliseconds: 750)
    #expect(card.$opacity.presentationValue == 0 && !player.isRunning, "\(kind)")
  }

  @Test("pausing and resuming keeps the end where it was, to the tick", arguments: Kind.allCases)
  func exactEndAfterPauses(_ kind: Kind) throws {
    let rig = TestRig()
    // The card held: an animator whose every value went would end at the next tick.
    let card = Card()
    let player = try Self.make(kind, rig, card)
    try player.startAnimation()
    for _ in 0..<3 {
      rig.advance(milliseconds: 100)
      try player.pauseAnimation()
      rig.advance(milliseconds: 50)
      try player.startAnimation()
    }
    // 0.3 s played; the run ends exactly 0.7 s after the last resume, not a tick later.
    rig.advance(milliseconds: 699)
    #expect(player.isRunning, "\(kind)")
    rig.advance(milliseconds: 1)
    #expect(player.state == .inactive, "\(kind)")
    withExtendedLifetime(card) {}
  }
}

/// The one playhead gives an end instant to every end the engine can reach.
@Suite("The playhead's end instants")
struct PlayheadLimitTests {
  @Test("a timeline whose end lies further ahead than the engine's longest single step still ends")
  func farEndCompletes() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 9e9, curve: .linear) { card.opacity = 1 }
    timeline.timeScale = 0.5
    try timeline.startAnimation()
    // At half speed the 9e9 s of the tween take 1.8e10 s of engine time: more than the 9.2e9 s a
    // single step may take, but a time the engine reaches in two steps.
    try rig.engine.update(deltaTime: 9e9)
    #expect(timeline.isRunning)
    try rig.engine.update(deltaTime: 9e9)
    #expect(timeline.state == .inactive, "the end has an instant, so the run completes")
    #expect(card.opacity == 1)
  }
}

/// The block forms' `.repeat` and `.autoreverse` are W3C timing (iterations and direction) on the
/// animator, so an animator made with them plays the same repeats on its own and in a timeline.
@Suite("Repeats as W3C timing")
struct AnimatorRepeatTimingTests {
  /// An animator made with `options`, stopped before it moved, with a linear change of `opacity`
  /// from 0 to 1 over 1 s waiting for its next start.
  static func repeating(_ options: AnimationOptions, _ rig: TestRig, _ card: Card) throws -> PropertyAnimator {
    let animator = try rig.engine.runningPropertyAnimator(
      withDuration: 1, options: options.union(.curveLinear), animations: { card.opacity = 1 })
    try animator.stopAnimation(true)
    card.opacity = 0
    try animator.addAnimations { card.opacity = 1 }
    return animator
  }

  @Test("an animator made with .repeat and .autoreverse joins a timeline and plays its repeats there")
  func autoreverseRepeatInTimeline() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.repeating([.repeat, .autoreverse], rig, card)
    let timeline = Timeline(engine: rig.engine)
    let child = try timeline.add(animator)
    // W3C Web Animations §4.6 (iterations) and §4.9.1 (direction): endless alternate iterations.
    #expect(child.timing.iterations == .infinity && child.timing.direction == .alternate)
    try timeline.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    rig.advance(milliseconds: 1000)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75), "on the way back")
    rig.advance(milliseconds: 1000)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25), "forwards again")
    try timeline.pauseAnimation()
    try timeline.seek(to: 3.6)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.4), "scrubbed into the fourth pass")
    try timeline.seek(to: 0.5)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5), "and back into the first")
  }

  @Test("an animator made with .autoreverse plays there and back once in a timeline, which then ends")
  func autoreverseOnceInTimeline() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.repeating(.autoreverse, rig, card)
    let timeline = Timeline(engine: rig.engine)
    let child = try timeline.add(animator)
    #expect(child.timing.iterations == 2 && child.timing.direction == .alternate)
    #expect(timeline.totalDuration == 2)
    try timeline.startAnimation()
    rig.advance(milliseconds: 1500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 500)
    #expect(timeline.state == .inactive)
  }

  @Test("an animator made with .repeat in a timeline starts each pass from the start")
  func repeatInTimeline() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let child = try timeline.add(Self.repeating(.repeat, rig, card))
    #expect(child.timing.iterations == .infinity && child.timing.direction == .normal)
    try timeline.seek(to: 2.25)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
  }

  @Test("timing given when adding the animator overrides its own repeats")
  func explicitTimingWins() throws {
    let rig = TestRig()
    let card = Card()
    var timing = EffectTiming()
    timing.iterations = 3
    timing.direction = .reverse
    let timeline = Timeline(engine: rig.engine)
    let child = try timeline.add(Self.repeating([.repeat, .autoreverse], rig, card), timing: timing)
    #expect(child.timing.iterations == 3 && child.timing.direction == .reverse)
  }

  @Test("on its own, an autoreversing, repeating animator still goes there and back forever")
  func standaloneRepeats() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try rig.engine.runningPropertyAnimator(
      withDuration: 1, options: [.repeat, .autoreverse, .curveLinear], animations: { card.opacity = 1 })
    rig.advance(milliseconds: 1250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    rig.advance(milliseconds: 1000)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    #expect(animator.isRunning)
  }
}

/// The `timeScale` row of the state table (Documentation/StateMachine.md), cell by cell, on a
/// timeline with a linear 1 s tween of `opacity` from 0 to 1.
@Suite("The time-scale row of the state table")
struct TimeScaleRowTests {
  enum Setup: String, CaseIterable, Sendable {
    case inactive, running, paused, stopped
  }

  @Test("timeScale = 2 in each state", arguments: Setup.allCases)
  func timeScaleCell(_ setup: Setup) throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    if setup != .inactive {
      try timeline.startAnimation()
      rig.advance(milliseconds: 250)
    }
    if setup == .paused { try timeline.pauseAnimation() }
    if setup == .stopped { try timeline.stopAnimation(false) }
    let stateBefore = timeline.state
    let runningBefore = timeline.isRunning
    try timeline.setTimeScale(2)
    #expect(timeline.timeScale == 2)
    #expect(timeline.state == stateBefore && timeline.isRunning == runningBefore, "the state stays as it is")
    switch setup {
    case .inactive:
      // Stored for the start: 0.25 s at twice the pace plays half the tween.
      try timeline.startAnimation()
      rig.advance(milliseconds: 250)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    case .running:
      // Carries on from 0.25 at the new pace, with no jump.
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
      rig.advance(milliseconds: 250)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    case .paused:
      // Stored for the resume.
      rig.advance(milliseconds: 250)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
      try timeline.startAnimation()
      rig.advance(milliseconds: 250)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    case .stopped:
      // Stored; a stopped timeline does not move.
      rig.advance(milliseconds: 250)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    }
  }
}

/// Both players take a start delay in seconds as well as as a `Duration`, with the same checks.
@Suite("Start delays in seconds on both players")
struct StartDelaySecondsTests {
  @Test("startAnimation(afterDelay:) in seconds waits that long", arguments: UniformPlayerTests.Kind.allCases)
  func delayInSeconds(_ kind: UniformPlayerTests.Kind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try UniformPlayerTests.make(kind, rig, card)
    if let animator = player as? PropertyAnimator {
      try animator.startAnimation(afterDelay: 0.5)
    } else {
      try (player as! Timeline).startAnimation(afterDelay: 0.5)
    }
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0 && player.isRunning, "\(kind): waiting")
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25), "\(kind)")
  }

  @Test(
    "a delay in seconds that is NaN, negative or too long is refused, changing nothing",
    arguments: UniformPlayerTests.Kind.allCases)
  func badDelays(_ kind: UniformPlayerTests.Kind) throws {
    // Held to the end: an animation whose every value went would end at the next tick.
    var cards: [Card] = []
    defer { withExtendedLifetime(cards) {} }
    let rig = TestRig()
    let player = try UniformPlayerTests.make(kind, rig, UniformPlayerTests.keep(Card(), in: &cards))
    for delay in [Double.nan, -1, .infinity, 1e10] {
      #expect(throws: AnimationError.self, "\(kind) \(delay)") {
        if let animator = player as? PropertyAnimator {
          try animator.startAnimation(afterDelay: delay)
        } else {
          try (player as! Timeline).startAnimation(afterDelay: delay)
        }
      }
      #expect(player.state == .inactive)
    }
  }
}
