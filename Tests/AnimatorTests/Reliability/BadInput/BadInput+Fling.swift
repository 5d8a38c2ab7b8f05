import Animator

extension BadInput {
  private static let animatorCall = "fling(velocity:to:decelerationRate:spring:)"
  private static let timelineCall = "fling(velocity:to:spring:suppressEvents:finishing:)"

  /// Bad input to a fling of an animator's or a timeline's playhead: a velocity that is not a
  /// number, a position that is not an end, a player that is not paused or is held by a timeline.
  static let fling: [BadInput] = [
    BadInput(
      area: "PropertyAnimator", call: animatorCall, input: "velocity NaN (paused)",
      answer: invalid("velocity", "nan", .finite)
    ) { w throws(AnimationError) in try w.paused.fling(velocity: .nan) },
    BadInput(
      area: "PropertyAnimator", call: animatorCall, input: "to .current (paused)",
      answer: invalid("to", "current", .other("start, end or nil"))
    ) { w throws(AnimationError) in try w.paused.fling(velocity: 1, to: .current) },
    BadInput(
      area: "PropertyAnimator", call: animatorCall, input: "while inactive",
      answer: .throwsError(.invalidAction(.fling, state: .inactive))
    ) { w throws(AnimationError) in try w.inactive.fling(velocity: 1) },
    BadInput(
      area: "PropertyAnimator", call: animatorCall, input: "while running",
      answer: .throwsError(.invalidAction(.fling, state: .active))
    ) { w throws(AnimationError) in try w.running.fling(velocity: -1) },
    BadInput(
      area: "PropertyAnimator", call: animatorCall, input: "while stopped",
      answer: .throwsError(.invalidAction(.fling, state: .stopped))
    ) { w throws(AnimationError) in try w.stopped.fling(velocity: 1) },
    BadInput(
      area: "PropertyAnimator", call: animatorCall, input: "an animator a timeline holds",
      answer: .throwsError(.controlledByTimeline(.fling))
    ) { w throws(AnimationError) in try w.held.fling(velocity: 1) },
    BadInput(
      area: "Timeline", call: timelineCall, input: "velocity infinity",
      answer: invalid("velocity", "inf", .finite)
    ) { w throws(AnimationError) in try w.timeline.fling(velocity: .infinity) },
    BadInput(
      area: "Timeline", call: timelineCall, input: "while inactive",
      answer: .throwsError(.invalidAction(.fling, state: .inactive))
    ) { w throws(AnimationError) in try w.timeline.fling(velocity: 1, to: .label("middle")) },
    BadInput(
      area: "Timeline", call: timelineCall, input: "a nested timeline",
      answer: .throwsError(.controlledByTimeline(.fling))
    ) { w throws(AnimationError) in try w.inner.fling(velocity: 1, to: .coast()) },
    BadInput(
      area: "TimelineFling", call: "startAnimation(afterDelay:)", input: "`.seconds(-1)`, once it has ended",
      answer: invalid("delay", "-1.0 seconds", .nonNegative)
    ) { w throws(AnimationError) in
      let (timeline, fling) = try pausedTimelineFling(on: w.engine)
      defer { try? timeline.stopAnimation(true) }
      try fling.stopAnimation(true)
      try fling.startAnimation(afterDelay: .seconds(-1))
    },
    BadInput(
      area: "TimelineFling", call: "setFractionComplete(_:)", input: "NaN while paused",
      answer: invalid("fractionComplete", "nan", .unitInterval)
    ) { w throws(AnimationError) in
      let (timeline, fling) = try pausedTimelineFling(on: w.engine)
      defer { try? timeline.stopAnimation(true) }
      defer { try? fling.stopAnimation(true) }
      try fling.pauseAnimation()
      try fling.setFractionComplete(.nan)
    },
  ]

  /// A timeline of its own, paused at 0.5 s of its 1 s, and a fling of it towards its end.
  private static func pausedTimelineFling(on engine: AnimationEngine) throws(AnimationError) -> (
    Timeline, TimelineFling
  ) {
    let timeline = Timeline(engine: engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    try timeline.pauseAnimation()
    try timeline.seek(to: 0.5)
    return (timeline, try timeline.fling(velocity: 1, to: .end))
  }
}
