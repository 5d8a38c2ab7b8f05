import Animator

extension BadInput {
  private static let area = "PropertyAnimator"
  private static let longest = AnimationError.Requirement.range(0...9.2e9)

  /// Bad arguments to the animator.
  static let animatorArguments: [BadInput] = [
    BadInput(
      area: area, call: "init(duration:curve:engine:)", input: "duration -1 s",
      answer: .normalises("a zero duration: the change happens on the next tick") { w throws(AnimationError) in
        w.note = "\(PropertyAnimator(duration: .zero, curve: .linear, engine: w.engine).duration)"
      }
    ) { w throws(AnimationError) in
      w.note = "\(PropertyAnimator(duration: .seconds(-1), curve: .linear, engine: w.engine).duration)"
    },
    BadInput(
      area: area, call: "init(duration:curve:engine:)", input: "duration `.seconds(Int64.max)`",
      answer: .normalises("9.2e9 s (292 years), the longest run the engine counts") { w throws(AnimationError) in
        w.note = "\(PropertyAnimator(duration: .seconds(9.2e9), curve: .linear, engine: w.engine).duration)"
      }
    ) { w throws(AnimationError) in
      w.note = "\(PropertyAnimator(duration: .seconds(Int64.max), curve: .linear, engine: w.engine).duration)"
    },
    BadInput(
      area: area, call: "init(duration:controlPoint1:controlPoint2:engine:)", input: "control point x 1.5",
      answer: invalid("controlPoint1.x", "1.5", .unitInterval)
    ) { w throws(AnimationError) in
      _ = try PropertyAnimator(
        duration: .seconds(1), controlPoint1: Point2D(x: 1.5, y: 0), controlPoint2: Point2D(x: 1, y: 1),
        engine: w.engine)
    },
    BadInput(
      area: area, call: "init(duration:controlPoint1:controlPoint2:engine:)", input: "control point y NaN",
      answer: invalid("controlPoint2.y", "nan", .finite)
    ) { w throws(AnimationError) in
      _ = try PropertyAnimator(
        duration: .seconds(1), controlPoint1: Point2D(x: 0, y: 0), controlPoint2: Point2D(x: 1, y: .nan),
        engine: w.engine)
    },
    BadInput(
      area: area, call: "init(duration:dampingRatio:engine:)", input: "damping ratio -1",
      answer: invalid("dampingRatio", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in
      _ = try PropertyAnimator(duration: .seconds(1), dampingRatio: -1, engine: w.engine)
    },
    BadInput(
      area: area, call: "init(duration:dampingRatio:engine:)", input: "damping ratio NaN",
      answer: invalid("dampingRatio", "nan", .nonNegative)
    ) { w throws(AnimationError) in
      _ = try PropertyAnimator(duration: .seconds(1), dampingRatio: .nan, engine: w.engine)
    },
    BadInput(
      area: area, call: "init(duration:timingParameters:engine:)",
      input: "a spring that settles in 1e31 s (stiffness and damping 1e-30)",
      answer: .normalises("a run of 9.2e9 s") { w throws(AnimationError) in
        w.note = "\(PropertyAnimator(duration: .seconds(9.2e9), curve: .linear, engine: w.engine).duration)"
      }
    ) { w throws(AnimationError) in
      let spring = try TimingCurve.spring(Spring(mass: 1, stiffness: 1e-30, damping: 1e-30))
      w.note =
        "\(PropertyAnimator(duration: .seconds(1), timingParameters: .curve(spring), engine: w.engine).duration)"
    },
    BadInput(
      area: area, call: "startAnimation(afterDelay:)", input: "`Duration` -1 s",
      answer: invalid("delay", "-1.0 seconds", .nonNegative)
    ) { w throws(AnimationError) in try w.paused.startAnimation(afterDelay: .seconds(-1)) },
    BadInput(
      area: area, call: "startAnimation(afterDelay:)", input: "seconds NaN",
      answer: invalid("delay", "nan", .nonNegative)
    ) { w throws(AnimationError) in try w.paused.startAnimation(afterDelay: Double.nan) },
    BadInput(
      area: area, call: "startAnimation(afterDelay:)", input: "seconds +infinity",
      answer: invalid("delay", "inf", .nonNegative)
    ) { w throws(AnimationError) in try w.paused.startAnimation(afterDelay: Double.infinity) },
    BadInput(
      area: area, call: "startAnimation(afterDelay:)", input: "seconds -0.5",
      answer: invalid("delay", "-0.5", .nonNegative)
    ) { w throws(AnimationError) in try w.paused.startAnimation(afterDelay: -0.5) },
    BadInput(
      area: area, call: "startAnimation(afterDelay:)", input: "seconds 1e300",
      answer: invalid("delay", "1e+300", longest)
    ) { w throws(AnimationError) in try w.paused.startAnimation(afterDelay: 1e300) },
    BadInput(
      area: area, call: "startAnimation(afterDelay:)", input: "`.seconds(Int64.max)`, then two such ticks",
      answer: .handles("waits: the delay outlasts the engine's latest time, which it stops at") { w in
        w.paused.isRunning && w.paused.fractionComplete == 0.4 && w.engine.time == .seconds(Int64.max)
      }
    ) { w throws(AnimationError) in
      try w.paused.startAnimation(afterDelay: .seconds(Int64.max))
      for _ in 0..<2 { try w.engine.tick(by: .seconds(Int64.max)) }
    },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "NaN",
      answer: invalid("fractionComplete", "nan", .unitInterval)
    ) { w throws(AnimationError) in try w.paused.setFractionComplete(.nan) },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "7",
      answer: .normalises("clamped to 1") { w throws(AnimationError) in try w.paused.setFractionComplete(1) }
    ) { w throws(AnimationError) in try w.paused.setFractionComplete(7) },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "-3",
      answer: .normalises("clamped to 0") { w throws(AnimationError) in try w.paused.setFractionComplete(0) }
    ) { w throws(AnimationError) in try w.paused.setFractionComplete(-3) },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "+infinity",
      answer: .normalises("clamped to 1") { w throws(AnimationError) in try w.paused.setFractionComplete(1) }
    ) { w throws(AnimationError) in try w.paused.setFractionComplete(.infinity) },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "-infinity on an inactive animator",
      answer: .normalises("clamped to 0: active, paused at the start") { w throws(AnimationError) in
        try w.inactive.setFractionComplete(0)
      }
    ) { w throws(AnimationError) in try w.inactive.setFractionComplete(-.infinity) },
    BadInput(
      area: area, call: "fractionComplete = ", input: "NaN",
      answer: .reports(.invalidArgument(parameter: "fractionComplete", value: "nan", requirement: .unitInterval))
    ) { w throws(AnimationError) in w.paused.fractionComplete = .nan },
    BadInput(
      area: area, call: "addAnimations(_:delayFactor:)", input: "NaN",
      answer: invalid("delayFactor", "nan", .finite)
    ) { w throws(AnimationError) in try w.running.addAnimations({ w.cards[1].opacity = 0 }, delayFactor: .nan) },
    BadInput(
      area: area, call: "addAnimations(_:delayFactor:)", input: "-infinity",
      answer: invalid("delayFactor", "-inf", .finite)
    ) { w throws(AnimationError) in try w.running.addAnimations({ w.cards[1].opacity = 0 }, delayFactor: -.infinity) },
    BadInput(
      area: area, call: "addAnimations(_:delayFactor:)", input: "2",
      answer: .normalises("clamped to 1: the values apply at the end") { w throws(AnimationError) in
        try w.running.addAnimations({ w.cards[1].opacity = 0 }, delayFactor: 1)
      }
    ) { w throws(AnimationError) in try w.running.addAnimations({ w.cards[1].opacity = 0 }, delayFactor: 2) },
    BadInput(
      area: area, call: "addAnimations(_:delayFactor:)", input: "-1",
      answer: .normalises("clamped to 0") { w throws(AnimationError) in
        try w.running.addAnimations({ w.cards[1].opacity = 0 }, delayFactor: 0)
      }
    ) { w throws(AnimationError) in try w.running.addAnimations({ w.cards[1].opacity = 0 }, delayFactor: -1) },
    BadInput(
      area: area, call: "continueAnimation(withTimingParameters:durationFactor:)", input: "factor NaN",
      answer: invalid("durationFactor", "nan", .nonNegative)
    ) { w throws(AnimationError) in try w.paused.continueAnimation(withTimingParameters: nil, durationFactor: .nan) },
    BadInput(
      area: area, call: "continueAnimation(withTimingParameters:durationFactor:)", input: "factor -1",
      answer: invalid("durationFactor", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in try w.paused.continueAnimation(withTimingParameters: nil, durationFactor: -1) },
    BadInput(
      area: area, call: "continueAnimation(withTimingParameters:durationFactor:)", input: "factor 1e300",
      answer: .normalises("the rest of the run takes 9.2e9 s, the longest span") { w throws(AnimationError) in
        try w.paused.continueAnimation(withTimingParameters: nil, durationFactor: 9.2e9)
      }
    ) { w throws(AnimationError) in try w.paused.continueAnimation(withTimingParameters: nil, durationFactor: 1e300) },
    BadInput(
      area: area, call: "addAnimation(from:to:delayFactor:update:)", input: "delay factor +infinity",
      answer: invalid("delayFactor", "inf", .finite)
    ) { w throws(AnimationError) in
      try w.running.addAnimation(from: 0.0, to: 1.0, delayFactor: .infinity) { _ in }
    },
    BadInput(
      area: area, call: "addAnimation(from:to:on:delayFactor:update:)", input: "delay factor +infinity",
      answer: invalid("delayFactor", "inf", .finite)
    ) { w throws(AnimationError) in
      try w.running.addAnimation(from: 0.0, to: 1.0, on: w.cards[0], delayFactor: .infinity) { _, _ in }
    },
  ]
}
