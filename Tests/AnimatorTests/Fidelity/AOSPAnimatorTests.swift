import Animator
import Testing

/// AOSP's `core/tests/coretests/src/android/animation/ValueAnimatorTests.java`
/// (aosp-mirror/platform_frameworks_base, read at 169cc4c). A `ValueAnimator` is a
/// ``PropertyAnimator`` of a card's property: `a1` runs 0 → 1 in 300 ms, `a2` 100 → 200 in
/// 500 ms. `start()` with a start delay is ``PropertyAnimator/startAnimation(afterDelay:)-(Duration)``,
/// `pause()` and `resume()` are ``PropertyAnimator/pauseAnimation()`` and
/// ``PropertyAnimator/startAnimation()``, `end()` is a stop and a finish at the end, `cancel()` a
/// stop and a finish where it is. The suite sleeps on the device's clock; the port advances a
/// manual clock by the same amounts.
@Suite("AOSP: ValueAnimatorTests.java")
struct AOSPValueAnimatorTests {
  struct Pair {
    let rig = TestRig()
    let first = Card()
    let second = Card(opacity: 100)
    let a1: PropertyAnimator
    let a2: PropertyAnimator
    var now = 0.0

    init() {
      a1 = PropertyAnimator(duration: .milliseconds(300), curve: .easeInOut, engine: rig.engine)
      a2 = PropertyAnimator(duration: .milliseconds(500), curve: .easeInOut, engine: rig.engine)
      let (first, second) = (first, second)
      try! a1.addAnimations { first.opacity = 1 }
      try! a2.addAnimations { second.opacity = 200 }
    }

    mutating func sleep(_ seconds: Double) {
      now += seconds
      rig.advance(toSeconds: now)
    }
  }

  @Test("ValueAnimatorTests.java: testStartDelay")
  func startDelay() throws {
    var pair = Pair()
    try pair.a1.startAnimation(afterDelay: .milliseconds(200))
    #expect(pair.a1.state == .active)
    // Android's isRunning() is false during the start delay; the package's, as UIKit's, is true
    // from startAnimation(afterDelay:) on (Documentation/Fidelity.md).
    #expect(pair.a1.isRunning)
    pair.sleep(0.199)
    #expect(pair.first.$opacity.presentationValue == 0, "no frame moves the value during the delay")
    pair.sleep(0.1)
    #expect(pair.first.$opacity.presentationValue > 0)
    pair.sleep(0.5)
    #expect(pair.a1.state == .inactive)
  }

  @Test("ValueAnimatorTests.java: testListenerCallbacks")
  func listenerCallbacks() throws {
    var pair = Pair()
    var ended1: [AnimatingPosition] = []
    var ended2: [AnimatingPosition] = []
    pair.a1.addCompletion { ended1.append($0) }
    pair.a2.addCompletion { ended2.append($0) }
    try pair.a1.startAnimation()
    try pair.a2.startAnimation(afterDelay: .milliseconds(400))
    pair.sleep(0.1)
    // cancel(): onAnimationCancel, then onAnimationEnd.
    try pair.a1.stopAnimation(false)
    #expect(pair.a1.state == .stopped)
    try pair.a1.finishAnimation(at: .current)
    #expect(ended1 == [.current])
    pair.sleep(0.2)
    #expect(pair.second.$opacity.presentationValue == 100, "a2 has not started moving during its delay")
    pair.sleep(1)
    #expect(ended1 == [.current])
    #expect(ended2 == [.end], "a2 finishes normally")
  }

  @Test("ValueAnimatorTests.java: testIsStarted")
  func isStarted() throws {
    var pair = Pair()
    #expect(pair.a1.state == .inactive && !pair.a1.isRunning)
    try pair.a1.startAnimation(afterDelay: .milliseconds(150))
    try pair.a2.startAnimation()
    #expect(pair.a1.state == .active && pair.a2.state == .active)
    pair.sleep(0.1)
    // Android: a1 is started but not running during its delay; the package's a1 is running from
    // the call (Documentation/Fidelity.md). Its value does not move until the delay has passed.
    #expect(pair.first.$opacity.presentationValue == 0)
    pair.sleep(0.15)
    #expect(pair.a1.isRunning && pair.a2.isRunning)
    pair.sleep(1)
    #expect(pair.a1.state == .inactive && !pair.a1.isRunning)
    #expect(pair.a2.state == .inactive && !pair.a2.isRunning)
  }

  @Test("ValueAnimatorTests.java: testPause")
  func pause() throws {
    var pair = Pair()
    try pair.a1.startAnimation()
    try pair.a2.startAnimation()
    pair.sleep(0.1)
    try pair.a1.pauseAnimation()
    // Android's paused animator is started, running and paused; the package's is active and not
    // running, UIKit's vocabulary.
    #expect(pair.a1.state == .active && !pair.a1.isRunning)
    #expect(pair.a2.isRunning)
    pair.sleep(0.5)
    #expect(pair.a2.state == .inactive)
    #expect(pair.a1.state == .active && !pair.a1.isRunning)
    try pair.a1.startAnimation()
    pair.sleep(0.1)
    #expect(pair.a1.isRunning)
    pair.sleep(0.3)
    #expect(pair.a1.state == .inactive && !pair.a1.isRunning)
  }

  @Test("ValueAnimatorTests.java: testPauseListener")
  func pauseListener() throws {
    var pair = Pair()
    var events1: [AnimatorEvent] = []
    var events2: [AnimatorEvent] = []
    let observation1 = pair.a1.observe { if case .isRunning = $0 { events1.append($0) } }
    let observation2 = pair.a2.observe { if case .isRunning = $0 { events2.append($0) } }
    defer {
      observation1.cancel()
      observation2.cancel()
    }
    try pair.a1.startAnimation()
    try pair.a2.startAnimation()
    pair.sleep(0.15)
    try pair.a1.pauseAnimation()
    pair.sleep(0.5)
    #expect(events1 == [.isRunning(true), .isRunning(false)])
    try pair.a1.startAnimation()
    pair.sleep(0.3)
    // Paused, resumed, ended; a2 only started and ended.
    #expect(events1 == [.isRunning(true), .isRunning(false), .isRunning(true), .isRunning(false)])
    #expect(events2 == [.isRunning(true), .isRunning(false)])
  }

  @Test("ValueAnimatorTests.java: testResume")
  func resume() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 150)
    try animator.pauseAnimation()
    let paused = card.$opacity.presentationValue
    rig.advance(milliseconds: 300)
    #expect(card.$opacity.presentationValue == paused, "no update while paused")
    try animator.startAnimation()
    rig.advance(milliseconds: 10)
    #expect(card.$opacity.presentationValue > paused)
    // The whole span is the duration plus the time it was paused, 300 ms: exactly, not within the
    // suite's 100 ms tolerance.
    rig.advance(milliseconds: 839)
    #expect(animator.state == .active)
    rig.advance(milliseconds: 1)
    #expect(animator.state == .inactive)
  }

  @Test("ValueAnimatorTests.java: testEnd")
  func end() throws {
    var pair = Pair()
    var ended1: [AnimatingPosition] = []
    var ended2: [AnimatingPosition] = []
    var refused = 0
    pair.a1.addCompletion { [a1 = pair.a1] position in
      ended1.append(position)
      // cancel() from onAnimationEnd is ignored: the run is over. The package says so with a
      // typed error and changes nothing.
      do { try a1.stopAnimation(false) } catch { refused += 1 }
    }
    pair.a2.addCompletion { ended2.append($0) }
    try pair.a1.startAnimation()
    try pair.a2.startAnimation()
    pair.sleep(0.1)
    // a1.end()
    try pair.a1.stopAnimation(false)
    try pair.a1.finishAnimation(at: .end)
    // a2.cancel(), whose cancel listener calls end()
    try pair.a2.stopAnimation(false)
    try pair.a2.finishAnimation(at: .end)
    pair.sleep(0.1)
    #expect(ended1 == [.end])
    #expect(refused == 1)
    #expect(ended2 == [.end])
    #expect(pair.first.$opacity.presentationValue == 1)
    #expect(pair.second.$opacity.presentationValue == 200)
  }

  @Test("ValueAnimatorTests.java: testEndValue")
  func endValue() throws {
    var pair = Pair()
    var ended1: [AnimatingPosition] = []
    var ended2: [AnimatingPosition] = []
    pair.a1.addCompletion { ended1.append($0) }
    pair.a2.addCompletion { ended2.append($0) }
    try pair.a1.startAnimation()
    try pair.a2.startAnimation()
    pair.sleep(0.1)
    #expect(ended1.isEmpty && ended2.isEmpty)
    #expect(pair.first.$opacity.presentationValue != 1)
    #expect(pair.second.$opacity.presentationValue != 200)
    try pair.a2.stopAnimation(false)
    try pair.a2.finishAnimation(at: .end)
    pair.sleep(0.3)
    #expect(ended1 == [.end])
    #expect(ended2 == [.end])
    #expect(pair.first.$opacity.presentationValue == 1)
    #expect(pair.second.$opacity.presentationValue == 200)
  }
}

/// AOSP's `core/tests/coretests/src/android/animation/AnimatorSetEventsTest.java`
/// (aosp-mirror/platform_frameworks_base, read at 0172a23), with the tests it inherits from
/// `EventsTest.java` (read at 004689b): an `AnimatorSet` playing two 400 ms animators in
/// sequence, its listener checking that start, cancel and end come at most once each and in that
/// order, whether the set is cancelled or ended before it starts, as it starts, while it plays, in
/// its start delay or in a child's. The set is the package's ``Timeline`` of two tweens; its
/// `start()` is ``Timeline/startAnimation()`` (after a delay of 100 ms for the delayed tests),
/// `cancel()` a stop and a finish where it is, and `end()` a stop and a finish at the end. The
/// listener's start is the timeline's own start event; its end is the completion.
@Suite("AOSP: AnimatorSetEventsTest.java and EventsTest.java")
struct AOSPAnimatorSetEventsTests {
  enum When: Sendable { case never, atOnce, midDuration, midDelay, duringChildDelay }
  enum Action: Sendable { case cancel, end }

  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    var delayed = false
    var when: When
    var action: Action
    var twice = false
    var testDescription: String { name }
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "testCancel", when: .never, action: .cancel),
    Scenario(name: "testEnd", when: .never, action: .end),
    Scenario(name: "testStartCancel", when: .atOnce, action: .cancel),
    Scenario(name: "testStartEnd", when: .atOnce, action: .end),
    Scenario(name: "testStartDelayedCancel", delayed: true, when: .atOnce, action: .cancel),
    Scenario(name: "testStartDelayedEnd", delayed: true, when: .atOnce, action: .end),
    Scenario(name: "testPlayingCancel", when: .midDuration, action: .cancel),
    Scenario(name: "testPlayingEnd", when: .midDuration, action: .end),
    Scenario(name: "testPlayingDelayedCancel", delayed: true, when: .midDuration, action: .cancel),
    Scenario(name: "testPlayingDelayedEnd", delayed: true, when: .midDuration, action: .end),
    Scenario(name: "testPlayingDelayedCancelMidDelay", delayed: true, when: .midDelay, action: .cancel),
    Scenario(name: "testPlayingDelayedEndMidDelay", delayed: true, when: .midDelay, action: .end),
    Scenario(name: "testStartDoubleCancel", when: .atOnce, action: .cancel, twice: true),
    Scenario(name: "testStartDoubleEnd", when: .atOnce, action: .end, twice: true),
    Scenario(name: "testStartDelayedDoubleCancel", delayed: true, when: .atOnce, action: .cancel, twice: true),
    Scenario(name: "testStartDelayedDoubleEnd", delayed: true, when: .atOnce, action: .end, twice: true),
    Scenario(name: "testPlayingCancelDuringChildDelay", when: .duringChildDelay, action: .cancel),
  ]

  @Test("AnimatorSetEventsTest.java: the listener's order of events", arguments: scenarios)
  func events(_ scenario: Scenario) throws {
    let rig = TestRig()
    let x = Card()
    let y = Card()
    let set = Timeline(engine: rig.engine)
    try set.addTween(of: x.$opacity, to: 100, duration: 0.4, curve: .linear)
    try set.addTween(
      of: y.$opacity, to: 100, duration: 0.4, curve: .linear,
      timing: EffectTiming(delay: scenario.when == .duringChildDelay ? 0.5 : 0))
    var log: [String] = []
    let observation = set.observe { event in
      if event.sourceName == "timeline" && event.kind == .start { log.append("start") }
    }
    defer { observation.cancel() }
    set.addCompletion { log.append("end \($0)") }

    func act() throws {
      try set.stopAnimation(false)
      if scenario.action == .cancel { log.append("cancel") }
      try set.finishAnimation(at: scenario.action == .end ? .end : .current)
    }

    guard scenario.when != .never else {
      // Android: nothing happens. The package says so with a typed error and changes nothing.
      #expect(throws: AnimationError.self) { try act() }
      #expect(log.isEmpty)
      #expect(set.state == .inactive)
      return
    }
    if scenario.delayed {
      try set.startAnimation(afterDelay: .milliseconds(100))
    } else {
      try set.startAnimation()
    }
    switch scenario.when {
    case .midDuration: rig.advance(milliseconds: 200 + (scenario.delayed ? 100 : 0))
    case .midDelay: rig.advance(milliseconds: 50)
    case .duringChildDelay: rig.advance(milliseconds: 650)
    default: break
    }
    try act()
    if scenario.twice {
      #expect(throws: AnimationError.self) { try act() }
    }
    rig.advance(milliseconds: 1000)
    // The listener's rules: start at most once, before anything else; cancel before the end; the
    // end exactly once, last. An `end()` jumps to the end, crossing the start if the set had not
    // moved yet.
    switch (scenario.action, scenario.when) {
    case (.end, _):
      // In its start delay too, where Android (in this suite) sends nothing at all
      // (Documentation/Fidelity.md).
      #expect(log == ["start", "end end"])
    case (.cancel, .atOnce), (.cancel, .midDelay):
      // Cancelled before its playhead moved: the package's timeline sends its start event when
      // its playhead first moves, so there is none; Android sends onAnimationStart from start().
      // Cancelled in its start delay, Android (in this suite) sends nothing at all; the package
      // finishes the run it made and runs its completion (Documentation/Fidelity.md).
      #expect(log == ["cancel", "end current"])
    case (.cancel, _):
      #expect(log == ["start", "cancel", "end current"])
    }
    if scenario.action == .end {
      #expect(x.$opacity.presentationValue == 100 && y.$opacity.presentationValue == 100)
    }
  }

  @Test("EventsTest.java: the events of a set played to its end, in order")
  func sequence() throws {
    let rig = TestRig()
    let x = Card()
    let y = Card()
    let set = Timeline(engine: rig.engine)
    try set.addTween(of: x.$opacity, to: 100, duration: 0.4, curve: .linear, name: "x")
    try set.addTween(of: y.$opacity, to: 100, duration: 0.4, curve: .linear, name: "y")
    var log: [String] = []
    let observation = set.observe { event in
      if event.kind != .update { log.append("\(event.sourceName) \(event.kind)") }
    }
    defer { observation.cancel() }
    set.addCompletion { log.append("end \($0)") }
    try set.startAnimation()
    for _ in 0..<60 { rig.advance(milliseconds: 16) }
    #expect(
      log == ["timeline start", "x start", "x complete", "y start", "y complete", "timeline complete", "end end"])
  }
}
