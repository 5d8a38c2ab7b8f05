import Animator
import Testing

/// Bad input is answered with a typed error that names the problem, and changes nothing.
@Suite("Timeline errors")
struct TimelineErrorTests {
  /// Checks that `body` throws an invalid-argument error naming `name`.
  static func expectArgument(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("expected \(name) to be refused", sourceLocation: sourceLocation)
    } catch {
      guard case .invalidArgument(let parameter, _, _) = error as? AnimationError, parameter == name else {
        Issue.record("expected \(name) to be refused, got \(error)", sourceLocation: sourceLocation)
        return
      }
    }
  }

  @Test("unknown labels are named, in placement and in seeks")
  func unknownLabels() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    #expect(throws: AnimationError.unknownLabel("intro")) {
      try timeline.addTween(duration: 1, curve: .linear, at: .label("intro")) {}
    }
    #expect(throws: AnimationError.unknownLabel("intro")) { try timeline.addLabel("x", at: .label("intro")) }
    #expect(throws: AnimationError.unknownLabel("intro")) { try timeline.seek(toLabel: "intro") }
    #expect(throws: AnimationError.unknownLabel("intro")) { try timeline.time(ofLabel: "intro") }
    #expect(throws: AnimationError.unknownLabel("b")) { try timeline.play(fromLabel: "b", toLabel: "c") }
    #expect(timeline.children.count == 1 && timeline.labels.isEmpty)
    #expect(timeline.state == .inactive)
  }

  @Test("a timeline cannot be added into itself or into a timeline it holds")
  func cycles() throws {
    let rig = TestRig()
    let a = Timeline(engine: rig.engine, name: "a")
    let b = Timeline(engine: rig.engine, name: "b")
    let c = Timeline(engine: rig.engine, name: "c")
    #expect(throws: AnimationError.cycle("adding a into a it holds")) { try a.add(a) }
    try a.add(b)
    try b.add(c)
    #expect { try c.add(a) } throws: { error in
      if case .cycle = error as? AnimationError { return true }
      return false
    }
    #expect(a.children.count == 1 && b.children.count == 1 && c.children.isEmpty)
    #expect(a.parentTimeline == nil)
    #expect(throws: (any Error).self) { try a.add(c) }
    #expect(a.children.count == 1, "a timeline already nested elsewhere is refused")
  }

  @Test("negative repeat counts and iterations are refused")
  func negativeRepeats() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    var timing = EffectTiming()
    timing.repeat = -2
    Self.expectArgument("iterations") { try timeline.addTween(duration: 1, curve: .linear, timing: timing) {} }
    timing.iterations = -0.5
    Self.expectArgument("iterations") { try timeline.add(Timeline(engine: rig.engine), timing: timing) }
    Self.expectArgument("iterations") { try timeline.setTiming(timing) }
    #expect(timeline.children.isEmpty && timeline.timing == EffectTiming())
  }

  @Test("NaN times, durations, positions and offsets are refused")
  func nanTimes() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    try timeline.seek(to: 0.5)
    Self.expectArgument("time") { try timeline.seek(to: .nan) }
    Self.expectArgument("progress") { try timeline.seek(toProgress: .nan) }
    Self.expectArgument("time") { try timeline.play(to: .nan) }
    Self.expectArgument("fractionComplete") { try timeline.setFractionComplete(.nan) }
    Self.expectArgument("duration") { try timeline.addTween(duration: .nan, curve: .linear) {} }
    Self.expectArgument("duration") { try timeline.addTween(duration: -1, curve: .linear) {} }
    Self.expectArgument("position") { try timeline.addTween(duration: 1, curve: .linear, at: .at(.nan)) {} }
    Self.expectArgument("position") { try timeline.addCallback(at: .end(offset: .infinity)) { _ in } }
    Self.expectArgument("position") { _ = try TimelinePosition(parsing: "+=abc") }
    #expect(timeline.time == 0.5 && timeline.children.count == 1)
  }

  @Test("NaN, zero and infinite speeds are refused, and so is running a never-ending timeline backwards")
  func speeds() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    for speed in [Double.nan, 0, .infinity] {
      var timing = EffectTiming()
      timing.speed = speed
      Self.expectArgument("playbackRate") { try timeline.addTween(duration: 1, curve: .linear, timing: timing) {} }
      Self.expectArgument("playbackRate") { try timeline.setTiming(timing) }
    }
    var forever = EffectTiming()
    forever.repeat = -1
    forever.timeScale = -1
    Self.expectArgument("playbackRate") { try timeline.addTween(duration: 1, curve: .linear, timing: forever) {} }
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(duration: 1, curve: .linear, timing: EffectTiming(iterations: .infinity)) {}
    var backwards = EffectTiming()
    backwards.playbackRate = -1
    Self.expectArgument("playbackRate") { try timeline.add(inner, timing: backwards) }
    #expect(timeline.children.isEmpty && inner.parentTimeline == nil)
    var eased = EffectTiming()
    eased.easing = .easeIn
    Self.expectArgument("easing") { try timeline.add(inner, timing: eased) }
  }

  @Test("an animator or timeline held by a timeline refuses its own controls")
  func controlled() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let inner = Timeline(engine: rig.engine)
    try timeline.add(animator)
    try timeline.add(inner)
    #expect(animator.parentTimeline === timeline)
    #expect(throws: AnimationError.controlledByTimeline(.startAnimation)) { try animator.startAnimation() }
    #expect(throws: AnimationError.controlledByTimeline(.pauseAnimation)) { try animator.pauseAnimation() }
    #expect(throws: AnimationError.controlledByTimeline(.setFractionComplete)) { try animator.setFractionComplete(1) }
    #expect(throws: AnimationError.controlledByTimeline(.startAnimation)) { try inner.startAnimation() }
    #expect(throws: AnimationError.controlledByTimeline(.seek)) { try inner.seek(to: 0) }
    var reported: [AnimationError] = []
    rig.engine.diagnosticsHandler = { reported.append($0) }
    animator.fractionComplete = 0.5
    #expect(reported == [.controlledByTimeline(.setFractionComplete)])
    #expect(animator.state == .inactive && timeline.state == .inactive)
    Self.expectArgument("animator") { try Timeline(engine: rig.engine).add(animator) }
    let running = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try running.startAnimation()
    Self.expectArgument("animator") { try timeline.add(running) }
  }

  @Test("a stopped timeline refuses seeks and starts; a running one cannot change its timing")
  func states() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    try timeline.startAnimation()
    #expect(throws: AnimationError.invalidAction(.setTiming, state: .active)) { try timeline.setTiming(EffectTiming()) }
    try timeline.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.seek, state: .stopped)) { try timeline.seek(to: 0.5) }
    #expect(throws: AnimationError.invalidAction(.startAnimation, state: .stopped)) { try timeline.startAnimation() }
    #expect(throws: AnimationError.invalidAction(.finishAnimation, state: .inactive)) {
      try Timeline(engine: rig.engine).finishAnimation(at: .end)
    }
  }
}
