import Animator

extension BadInput {
  private static let area = "Timeline"
  private static let iterations = AnimationError.Requirement.other("a number >= 0, or infinity")
  private static let rate = AnimationError.Requirement.other("a finite number other than 0")

  private static func timing(_ change: (inout EffectTiming) -> Void) -> EffectTiming {
    var timing = EffectTiming()
    change(&timing)
    return timing
  }

  /// Bad input to timelines: unknown labels, cycles, negative repeats, NaN times and speeds.
  static let timelines: [BadInput] = [
    BadInput(
      area: area, call: "addTween(duration:curve:timing:at:name:_:)", input: "at an unknown label",
      answer: .throwsError(.unknownLabel("intro"))
    ) { w throws(AnimationError) in try w.timeline.addTween(duration: 1, curve: .linear, at: .label("intro")) {} },
    BadInput(
      area: area, call: "seek(toLabel:offset:suppressEvents:)", input: "an unknown label",
      answer: .throwsError(.unknownLabel("intro"))
    ) { w throws(AnimationError) in try w.timeline.seek(toLabel: "intro") },
    BadInput(
      area: area, call: "play(fromLabel:toLabel:)", input: "an unknown label",
      answer: .throwsError(.unknownLabel("intro"))
    ) { w throws(AnimationError) in try w.timeline.play(fromLabel: "intro", toLabel: "middle") },
    BadInput(
      area: area, call: "add(_:timing:at:name:)", input: "itself",
      answer: .throwsError(.cycle("adding main into main it holds"))
    ) { w throws(AnimationError) in try w.timeline.add(w.timeline) },
    BadInput(
      area: area, call: "add(_:timing:at:name:)", input: "a timeline that holds it",
      answer: .throwsError(.cycle("adding main into inner it holds"))
    ) { w throws(AnimationError) in try w.inner.add(w.timeline) },
    BadInput(
      area: area, call: "setTiming(_:)", input: "repeat -2", answer: invalid("iterations", "-1.0", iterations)
    ) { w throws(AnimationError) in try w.timeline.setTiming(timing { $0.repeat = -2 }) },
    BadInput(
      area: area, call: "setTiming(_:)", input: "iterations -0.5", answer: invalid("iterations", "-0.5", iterations)
    ) { w throws(AnimationError) in try w.timeline.setTiming(timing { $0.iterations = -0.5 }) },
    BadInput(area: area, call: "setTiming(_:)", input: "speed NaN", answer: invalid("playbackRate", "nan", rate)) {
      w throws(AnimationError) in try w.timeline.setTiming(timing { $0.speed = .nan })
    },
    BadInput(area: area, call: "setTiming(_:)", input: "speed 0", answer: invalid("playbackRate", "0.0", rate)) {
      w throws(AnimationError) in try w.timeline.setTiming(timing { $0.speed = 0 })
    },
    BadInput(area: area, call: "setTiming(_:)", input: "speed +infinity", answer: invalid("playbackRate", "inf", rate))
    {
      w throws(AnimationError) in try w.timeline.setTiming(timing { $0.speed = .infinity })
    },
    BadInput(area: area, call: "setTiming(_:)", input: "delay NaN", answer: invalid("delay", "nan", .finite)) {
      w throws(AnimationError) in try w.timeline.setTiming(timing { $0.delay = .nan })
    },
    BadInput(
      area: area, call: "addTween(duration:curve:timing:at:name:_:)", input: "repeating forever, backwards",
      answer: invalid("playbackRate", "-1.0", .other("positive for a child that never ends"))
    ) { w throws(AnimationError) in
      try w.timeline.addTween(
        duration: 1, curve: .linear,
        timing: timing {
          $0.repeat = -1
          $0.timeScale = -1
        }
      ) {}
    },
    BadInput(
      area: area, call: "setTimeScale(_:)", input: "NaN", answer: invalid("timeScale", "nan", .positive)
    ) { w throws(AnimationError) in try w.timeline.setTimeScale(.nan) },
    BadInput(
      area: area, call: "setTimeScale(_:)", input: "0", answer: invalid("timeScale", "0.0", .positive)
    ) { w throws(AnimationError) in try w.timeline.setTimeScale(0) },
    BadInput(
      area: area, call: "addTween(duration:curve:timing:at:name:_:)", input: "duration NaN",
      answer: invalid("duration", "nan", .nonNegative)
    ) { w throws(AnimationError) in try w.timeline.addTween(duration: .nan, curve: .linear) {} },
    BadInput(
      area: area, call: "addTween(duration:curve:timing:at:name:_:)", input: "duration -1",
      answer: invalid("duration", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in try w.timeline.addTween(duration: -1, curve: .linear) {} },
    BadInput(
      area: area, call: "addTween(duration:curve:timing:at:name:_:)", input: "at NaN s",
      answer: invalid("position", "nan", .finite)
    ) { w throws(AnimationError) in try w.timeline.addTween(duration: 1, curve: .linear, at: .at(.nan)) {} },
    BadInput(
      area: area, call: "addCallback(at:name:_:)", input: "at the end + infinity",
      answer: invalid("position", "inf", .finite)
    ) { w throws(AnimationError) in try w.timeline.addCallback(at: .end(offset: .infinity)) { _ in } },
    BadInput(
      area: area, call: "TimelinePosition(parsing:)", input: "`\"+=abc\"`",
      answer: invalid(
        "position", "+=abc", .other("GSAP's position syntax: \"abc\" is not a number without a sign after \"+=\""))
    ) { _ throws(AnimationError) in _ = try TimelinePosition(parsing: "+=abc") },
    BadInput(area: area, call: "seek(to:suppressEvents:)", input: "NaN", answer: invalid("time", "nan", .finite)) {
      w throws(AnimationError) in try w.timeline.seek(to: .nan)
    },
    BadInput(
      area: area, call: "seek(to:suppressEvents:)", input: "1e300 s",
      answer: .normalises("to the end") { w throws(AnimationError) in try w.timeline.seek(to: w.timeline.duration) }
    ) { w throws(AnimationError) in try w.timeline.seek(to: 1e300) },
    BadInput(
      area: area, call: "seek(to:suppressEvents:)", input: "-5 s",
      answer: .normalises("to the start") { w throws(AnimationError) in try w.timeline.seek(to: 0) }
    ) { w throws(AnimationError) in try w.timeline.seek(to: -5) },
    BadInput(
      area: area, call: "seek(toProgress:suppressEvents:)", input: "NaN",
      answer: invalid("progress", "nan", .unitInterval)
    ) { w throws(AnimationError) in try w.timeline.seek(toProgress: .nan) },
    BadInput(area: area, call: "play(to:)", input: "NaN", answer: invalid("time", "nan", .finite)) {
      w throws(AnimationError) in try w.timeline.play(to: .nan)
    },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "NaN",
      answer: invalid("fractionComplete", "nan", .unitInterval)
    ) { w throws(AnimationError) in try w.timeline.setFractionComplete(.nan) },
    BadInput(
      area: area, call: "finishAnimation(at:)", input: "inactive",
      answer: .throwsError(.invalidAction(.finishAnimation, state: .inactive))
    ) { w throws(AnimationError) in try w.timeline.finishAnimation(at: .end) },
    BadInput(
      area: area, call: "PropertyAnimator.startAnimation()", input: "an animator a timeline drives",
      answer: .throwsError(.controlledByTimeline(.startAnimation))
    ) { w throws(AnimationError) in try w.held.startAnimation() },
    BadInput(
      area: area, call: "pauseAnimation()", input: "a nested timeline",
      answer: .throwsError(.controlledByTimeline(.pauseAnimation))
    ) { w throws(AnimationError) in try w.inner.pauseAnimation() },
    BadInput(
      area: area, call: "Stagger.offsets(count:)", input: "each NaN", answer: invalid("each", "nan", .finite)
    ) { _ throws(AnimationError) in _ = try Stagger.each(.nan).offsets(count: 3) },
    BadInput(
      area: area, call: "AnimationEngine.animateKeyframes(withDuration:delay:options:animations:completion:)",
      input: "duration NaN", answer: invalid("duration", "nan", .nonNegative)
    ) { w throws(AnimationError) in _ = try w.engine.animateKeyframes(withDuration: .nan, animations: { _ in }) },
  ]
}
