import Animator
import Testing

/// Adversarial tests of the paths that skip reference counting: the engine's shared evaluation
/// (the shared progress in the tick's `TickRelay`) and a timeline's unretained walk of its children, their tweens, blocks,
/// resolved timings and active set. Each test runs user code from inside those paths (a custom
/// curve, a sink, an observer, a keyframe layer's curve) that changes what the path holds, and
/// checks the values against a run where nothing is shared or skipped. Run under the address
/// sanitizer too (Documentation/Reliability.md, "Re-entrancy").
@Suite("Unretained fast paths")
struct UnretainedPathTests {
  /// User code to run once from inside a curve, armed by the test.
  final class Hook: @unchecked Sendable {
    var action: (() -> Void)?
    var calls = 0

    func fire() {
      calls += 1
      guard let action else { return }
      self.action = nil
      action()
    }

    /// A linear curve that runs the armed action the next time it is evaluated.
    var curve: TimingCurve {
      .custom(
        { [self] t in
          fire()
          return t
        }, velocity: { _ in 1 })
    }
  }

  /// A target whose setter runs user code: a sink.
  final class Dial {
    var value = 0.0 { didSet { onSet?() } }
    var onSet: (() -> Void)?
  }

  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case stopWithoutFinishing, stopThenFinishAtEnd, stopThenFinishAtCurrent
    var testDescription: String { rawValue }

    func apply(to timeline: Timeline) {
      switch self {
      case .stopWithoutFinishing:
        try? timeline.stopAnimation(true)
      case .stopThenFinishAtEnd:
        try? timeline.stopAnimation(false)
        try? timeline.finishAnimation(at: .end)
      case .stopThenFinishAtCurrent:
        try? timeline.stopAnimation(false)
        try? timeline.finishAnimation(at: .current)
      }
    }
  }

  // MARK: - A tween's custom easing

  /// The tween's block is reached unretained while its easing runs: a curve that ends the timeline
  /// releases the block. The values must be those of the same ending done from `onUpdate` in the
  /// same tick (a state change from user code takes effect at the tick's time).
  @Test(
    "a tween's easing that ends its running timeline leaves the values of an ending from onUpdate",
    arguments: Ending.allCases, Driver.allCases)
  func easingEndsTimeline(ending: Ending, driver: Driver) throws {
    func run(fromCurve: Bool) throws -> (shown: [Double], model: Double, completions: [AnimatingPosition], events: Int)
    {
      let rig = TestRig()
      let card = Card()
      let other = Card()
      let hook = Hook()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 1, curve: fromCurve ? hook.curve : .linear) { card.opacity = 1 }
      try timeline.addTween(duration: 1, curve: .linear, at: .at(0)) { other.opacity = 1 }
      var completions: [AnimatingPosition] = []
      var events = 0
      timeline.addCompletion { completions.append($0) }
      // The timeline's own events: its completion counted, and (for the reference) its update
      // ending it, as a handler of its own events would.
      var endsFromUpdate = false
      let observation = timeline.observeOwnEvents { event in
        if event.kind == .complete { events += 1 }
        if event.kind == .update && endsFromUpdate { hook.fire() }
      }
      defer { observation.cancel() }
      func step(_ index: Int) {
        switch driver {
        case .ticks: rig.advance(milliseconds: 250)
        case .seeks: try? timeline.seek(to: Double(index) / 4)
        }
      }
      if driver == .ticks { try timeline.startAnimation() }
      step(1)
      hook.action = { ending.apply(to: timeline) }
      if !fromCurve { endsFromUpdate = true }
      var shown: [Double] = []
      for index in 2...5 {
        step(index)
        shown += [card.$opacity.presentationValue, other.$opacity.presentationValue]
      }
      #expect(hook.action == nil)
      return (shown, card.opacity, completions, events)
    }
    let attacked = try run(fromCurve: true)
    let reference = try run(fromCurve: false)
    #expect(attacked.shown == reference.shown)
    #expect(attacked.model == reference.model)
    #expect(attacked.completions == reference.completions)
    #expect(attacked.completions.count == (ending == .stopWithoutFinishing ? 0 : 1))
    #expect(attacked.events == reference.events)
  }

  /// The tween's resolved timing is reached unretained while its easing runs: a curve that
  /// retargets a spring of the same timeline lays every child out again, replacing that timing.
  @Test("a tween's easing that lays its timeline out again, while it plays, shows the easing's value")
  func easingRelaysTimeline() throws {
    let rig = TestRig()
    let card = Card()
    let other = Card()
    let hook = Hook()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: hook.curve) { card.opacity = 1 }
    let spring = try timeline.addSpring(
      of: other.$opacity, to: 1, spring: Spring(response: 0.5, dampingFraction: 1), at: .at(0))
    try timeline.startAnimation()
    rig.advance(milliseconds: 250)
    hook.action = { try? spring.retarget(to: 2) }
    rig.advance(milliseconds: 250)
    #expect(hook.action == nil)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-12))
    rig.advance(by: .seconds(10))
    #expect(card.opacity == 1 && card.$opacity.presentationValue == 1)
    #expect(other.opacity == 2 && other.$opacity.presentationValue == 2)
    #expect(timeline.state == .inactive)
  }

  /// The same, through a nested timeline that grows: its parent lays out again.
  @Test("a tween's easing that grows a nested timeline, while it plays, shows the easing's value")
  func easingGrowsNestedTimeline() throws {
    let rig = TestRig()
    let card = Card()
    let other = Card()
    let hook = Hook()
    let timeline = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    try nested.addTween(duration: 0.5, curve: .linear) { other.opacity = 1 }
    try timeline.add(nested, at: .at(0))
    try timeline.addTween(duration: 1, curve: hook.curve, at: .at(0)) { card.opacity = 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 250)
    hook.action = { _ = try? nested.addTween(duration: 2, curve: .linear) { other.opacity = 3 } }
    rig.advance(milliseconds: 250)
    #expect(hook.action == nil)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-12))
    rig.advance(by: .seconds(10))
    #expect(card.$opacity.presentationValue == 1)
    #expect(other.$opacity.presentationValue == 3)
    #expect(timeline.state == .inactive)
  }

  // MARK: - A keyframe layer's curve, and sinks

  /// A property that a timeline's tween shares with a keyframe animation: refreshing it evaluates
  /// the keyframes' custom curve while the timeline's block is in use. The curve ends the timeline.
  @Test(
    "a keyframe layer's curve that ends a timeline sharing its property leaves the values of an ending from onUpdate")
  func keyframeCurveEndsTimeline() throws {
    func run(fromCurve: Bool) throws -> (shown: [Double], model: Double, completions: Int) {
      let rig = TestRig()
      let card = Card()
      let hook = Hook()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
      var completions = 0
      timeline.addCompletion { _ in completions += 1 }
      try timeline.startAnimation()
      let keyframes = try Keyframes(values: [0.0, 2], timingCurves: [fromCurve ? hook.curve : .linear])
      let animator = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.$opacity.animate(through: keyframes) }
      try animator.startAnimation()
      rig.advance(milliseconds: 250)
      hook.action = { Ending.stopThenFinishAtCurrent.apply(to: timeline) }
      let observation = timeline.observeOwnEvents { event in
        if event.kind == .update && !fromCurve { hook.fire() }
      }
      defer { observation.cancel() }
      var shown: [Double] = []
      for _ in 0..<10 {
        rig.advance(milliseconds: 250)
        shown.append(card.$opacity.presentationValue)
      }
      #expect(hook.action == nil)
      #expect(animator.state == .inactive && timeline.state == .inactive)
      return (shown, card.opacity, completions)
    }
    let attacked = try run(fromCurve: true)
    let reference = try run(fromCurve: false)
    #expect(attacked.shown == reference.shown)
    #expect(attacked.model == reference.model)
    #expect(attacked.completions == 1 && reference.completions == 1)
  }

  enum Driver: String, CaseIterable, CustomTestStringConvertible {
    case ticks, seeks
    var testDescription: String { rawValue }
  }

  /// A sink that adds a child moves the timeline again from inside its walk; the active set the
  /// walk keeps must still list every active child, or later moves leave them behind.
  @Test(
    "a sink that adds a child during a walk leaves the values of adding it between moves", arguments: Driver.allCases)
  func sinkAddsChild(driver: Driver) throws {
    func run(fromSink: Bool) throws -> [Double] {
      let rig = TestRig()
      let card = Card()
      let dial = Dial()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: \Dial.value, on: dial, to: 1, duration: 1, curve: .linear)
      try timeline.addTween(duration: 1, curve: .linear, at: .at(0)) {}
      let add = { _ = try? timeline.addTween(duration: 2, curve: .linear, at: .at(0)) { card.opacity = 1 } }
      var pending: (() -> Void)?
      if fromSink {
        dial.onSet = {
          guard let action = pending else { return }
          pending = nil
          action()
        }
      }
      var shown: [Double] = []
      for step in 1...12 {
        // Armed after the first moves, so that the sink runs inside a walk, not while recording.
        if step == 3 { pending = add }
        switch driver {
        case .ticks:
          if step == 1 { try timeline.startAnimation() }
          rig.advance(milliseconds: 100)
        case .seeks:
          try timeline.seek(to: Double(step) / 10)
        }
        if let action = pending, !fromSink {
          pending = nil
          action()
        }
        shown.append(card.$opacity.presentationValue)
      }
      #expect(pending == nil)
      return shown
    }
    let attacked = try run(fromSink: true)
    let reference = try run(fromSink: false)
    #expect(attacked == reference)
    #expect(attacked.last?.isApproximatelyEqual(to: 0.6) == true)
  }

  /// A sink that stops its timeline and lets go of the last references to the timeline and the
  /// engine, in the middle of the engine's tick: everything goes once the tick returns.
  @Test("a sink that stops its timeline and drops the engine and the timeline mid-tick leaves nothing behind")
  func sinkDropsEverything() throws {
    let clock = ManualClock()
    let dial = Dial()
    var engine: AnimationEngine? = AnimationEngine(clock: clock)
    var timeline: Timeline? = Timeline(engine: try #require(engine))
    weak let weakEngine = engine
    weak let weakTimeline = timeline
    try timeline?.addTween(of: \Dial.value, on: dial, to: 1, duration: 1, curve: .linear)
    try timeline?.addTween(of: \Dial.value, on: dial, to: 2, duration: 1, curve: .linear, at: .at(0.5))
    try timeline?.startAnimation()
    clock.advance(by: .milliseconds(250))
    engine?.tick()
    var stoppedAt: Double?
    dial.onSet = {
      guard stoppedAt == nil else { return }
      try? timeline?.stopAnimation(true)
      stoppedAt = dial.value
      timeline = nil
      engine = nil
    }
    clock.advance(by: .milliseconds(500))
    engine?.tick()
    #expect(stoppedAt != nil)
    #expect(engine == nil && weakEngine == nil && weakTimeline == nil)
    // The sink ran with a value of the tick in progress; the dial ends where the timeline stopped,
    // handed over after the sink returned: 0.75 of the first tween and a quarter of the second's +1.
    #expect(dial.value == 0.75 + 0.25)
  }
}
