import Animator

extension BadInput {
  private static let longest = AnimationError.Requirement.range(0...9.2e9)
  private static let latest = Duration.seconds(Int64.max)

  /// Bad arguments to the engine, its block conveniences and the manual clock.
  static let engine: [BadInput] = [
    BadInput(
      area: "AnimationEngine", call: "setTimeScale(_:)", input: "NaN", answer: invalid("timeScale", "nan", .nonNegative)
    ) {
      w throws(AnimationError) in try w.engine.setTimeScale(.nan)
    },
    BadInput(
      area: "AnimationEngine", call: "setTimeScale(_:)", input: "-1", answer: invalid("timeScale", "-1.0", .nonNegative)
    ) {
      w throws(AnimationError) in try w.engine.setTimeScale(-1)
    },
    BadInput(
      area: "AnimationEngine", call: "timeScale = ", input: "+infinity",
      answer: .reports(.invalidArgument(parameter: "timeScale", value: "inf", requirement: .nonNegative))
    ) { w throws(AnimationError) in w.engine.timeScale = .infinity },
    BadInput(
      area: "AnimationEngine", call: "setTimeScale(_:)", input: "1e300, then a 16 ms tick",
      answer: .handles("engine time stops at `.seconds(Int64.max)`; running animations complete") { w in
        w.engine.time == latest && w.completions == ["1: end", "4: end"]
      }
    ) { w throws(AnimationError) in
      try w.engine.setTimeScale(1e300)
      w.advance(by: .milliseconds(16))
    },
    BadInput(
      area: "AnimationEngine", call: "tick(by:)", input: "-1 ms",
      answer: invalid("delta", "-0.001 seconds", .nonNegative)
    ) { w throws(AnimationError) in try w.engine.tick(by: .milliseconds(-1)) },
    BadInput(
      area: "AnimationEngine", call: "tick(by:)", input: "`.seconds(Int64.max)`, three times",
      answer: .handles("engine time stops at `.seconds(Int64.max)`; running animations complete") { w in
        w.engine.time == latest && w.completions == ["1: end", "4: end"] && w.engine.runningAnimationCount == 0
      }
    ) { w throws(AnimationError) in for _ in 0..<3 { try w.engine.tick(by: .seconds(Int64.max)) } },
    BadInput(
      area: "AnimationEngine", call: "update(deltaTime:)", input: "NaN",
      answer: invalid("deltaTime", "nan", .nonNegative)
    ) { w throws(AnimationError) in try w.engine.update(deltaTime: .nan) },
    BadInput(
      area: "AnimationEngine", call: "update(deltaTime:)", input: "-infinity",
      answer: invalid("deltaTime", "-inf", .nonNegative)
    ) { w throws(AnimationError) in try w.engine.update(deltaTime: -.infinity) },
    BadInput(
      area: "AnimationEngine", call: "update(deltaTime:)", input: "1e300",
      answer: invalid("deltaTime", "1e+300", longest)
    ) { w throws(AnimationError) in try w.engine.update(deltaTime: 1e300) },
    BadInput(
      area: "AnimationEngine", call: "maximumCompletionsPerTick = ", input: "0",
      answer: .handles("counts as 1: every animation that ends completes") { w in
        w.completions == ["1: end", "4: end"] && w.engine.runningAnimationCount == 0
      }
    ) { w throws(AnimationError) in
      w.engine.maximumCompletionsPerTick = 0
      w.advance(by: .milliseconds(600))
      w.advance(by: .zero)
    },
    BadInput(
      area: "AnimationEngine", call: "longFramePolicy = .clamp(maximum:)", input: "-1 s",
      answer: .normalises("as `.clamp(maximum: .zero)`: time stands still") { w throws(AnimationError) in
        w.engine.longFramePolicy = .clamp(maximum: .zero)
        w.advance(by: .milliseconds(100))
      }
    ) { w throws(AnimationError) in
      w.engine.longFramePolicy = .clamp(maximum: .seconds(-1))
      w.advance(by: .milliseconds(100))
    },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:options:animations:completion:)",
      input: "duration NaN",
      answer: invalid("duration", "nan", .nonNegative)
    ) { w throws(AnimationError) in try w.engine.animate(withDuration: .nan) { w.cards[0].opacity = 1 } },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:options:animations:completion:)", input: "duration -1",
      answer: invalid("duration", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in try w.engine.animate(withDuration: -1) { w.cards[0].opacity = 1 } },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:options:animations:completion:)",
      input: "duration 1e300",
      answer: invalid("duration", "1e+300", longest)
    ) { w throws(AnimationError) in try w.engine.animate(withDuration: 1e300) { w.cards[0].opacity = 1 } },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:options:animations:completion:)",
      input: "delay +infinity",
      answer: invalid("delay", "inf", .nonNegative)
    ) { w throws(AnimationError) in
      try w.engine.animate(withDuration: 1, delay: .infinity) { w.cards[0].opacity = 1 }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:options:animations:completion:)", input: "duration 0",
      answer: .handles("completes on the next tick, at the values set") { w in
        w.cards[0].opacity == 1 && w.cards[0].$opacity.presentationValue == 1 && w.note == "true"
      }
    ) { w throws(AnimationError) in
      try w.engine.animate(withDuration: 0, animations: { w.cards[0].opacity = 1 }, completion: { w.note = "\($0)" })
      w.advance(by: .zero)
    },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:usingSpringWithDamping:…)", input: "damping -1",
      answer: invalid("dampingRatio", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in
      try w.engine.animate(withDuration: 1, usingSpringWithDamping: -1, initialSpringVelocity: 0) {}
    },
    BadInput(
      area: "AnimationEngine", call: "animate(withDuration:delay:usingSpringWithDamping:…)", input: "velocity NaN",
      answer: invalid("initialVelocity", "nan", .finite)
    ) { w throws(AnimationError) in
      try w.engine.animate(withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: .nan) {}
    },
    BadInput(
      area: "AnimationEngine", call: "runningPropertyAnimator(withDuration:delay:options:animations:completion:)",
      input: "delay -1", answer: invalid("delay", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in
      try w.engine.runningPropertyAnimator(withDuration: 1, delay: -1) { w.cards[0].opacity = 1 }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)", input: "duration -1 s",
      answer: invalid("duration", "-1.0 seconds", .nonNegative)
    ) { w throws(AnimationError) in
      try w.engine.animate(duration: .seconds(-1)) { w.cards[0].opacity = 5 }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)", input: "seconds NaN",
      answer: invalid("duration", "nan", .nonNegative)
    ) { w throws(AnimationError) in
      try w.engine.animate(duration: Double.nan) { w.cards[0].opacity = 5 }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)", input: "seconds +infinity",
      answer: invalid("duration", "inf", .nonNegative)
    ) { w throws(AnimationError) in
      try w.engine.animate(duration: Double.infinity) { w.cards[0].opacity = 5 }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)", input: "seconds 1e300",
      answer: invalid("duration", "1e+300", .range(0...9.2e9))
    ) { w throws(AnimationError) in
      try w.engine.animate(duration: 1e300) { w.cards[0].opacity = 5 }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)", input: "duration 0",
      answer: .handles("completes on the next tick, at the values set") { w in
        w.cards[0].opacity == 1 && w.cards[0].$opacity.presentationValue == 1 && w.note == "end"
      }
    ) { w throws(AnimationError) in
      try w.engine.animate(
        duration: .zero, animations: { w.cards[0].opacity = 1 }, completion: { w.note = "\($0)" })
      w.advance(by: .zero)
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)",
      input: "duration `.seconds(Int64.max) * 4`, then three ticks of `.seconds(Int64.max)`",
      answer: .handles("never ends (longer than engine time), overflows nothing; the animators complete") { w in
        w.engine.time == latest && w.completions == ["1: end", "4: end"] && w.engine.runningAnimationCount == 1
          && w.cards[0].$opacity.presentationValue.isFinite
      }
    ) { w throws(AnimationError) in
      w.endless.append(try w.engine.animate(duration: .seconds(Int64.max) * 4) { w.cards[0].opacity = 1 })
      for _ in 0..<3 { w.advance(by: .seconds(Int64.max)) }
    },
    BadInput(
      area: "AnimationEngine", call: "animate(duration:curve:animations:completion:)",
      input: "a custom curve that returns NaN and cancels its own animation",
      answer: .handles("NaN is read as 0; the cancel ends it where it is shown") { w in
        w.cards[0].opacity == 0 && !w.cards[0].$opacity.isAnimating && w.note == "current"
      }
    ) { w throws(AnimationError) in
      let box = HandleBox()
      let curve = TimingCurve.custom { _ in
        box.handle?.cancel()
        return .nan
      }
      box.handle = try w.engine.animate(
        duration: .seconds(1), curve: curve, animations: { w.cards[0].opacity = 1 }, completion: { w.note = "\($0)" })
      w.advance(by: .milliseconds(16))
    },
    BadInput(
      area: "ManualClock", call: "advance(by:)", input: "-1 s",
      answer: .normalises("as zero: the clock never goes back") { w throws(AnimationError) in w.advance(by: .zero) }
    ) { w throws(AnimationError) in w.advance(by: .seconds(-1)) },
    BadInput(
      area: "ManualClock", call: "advance(to:)", input: "an earlier instant",
      answer: .normalises("ignored") { w throws(AnimationError) in w.engine.tick() }
    ) { w throws(AnimationError) in
      w.clock.advance(to: ManualClock.Instant(offset: .zero))
      w.engine.tick()
    },
    BadInput(
      area: "ManualClock", call: "advance(by:)", input: "`.seconds(Int64.max)`, three times, with ticks",
      answer: .handles("the clock and engine time stop at `.seconds(Int64.max)`; animations complete") { w in
        w.clock.now.offset == latest && w.engine.time == latest
          && w.completions == ["1: end", "4: end"]
      }
    ) { w throws(AnimationError) in for _ in 0..<3 { w.advance(by: .seconds(Int64.max)) } },
    BadInput(
      area: "ManualClock", call: "init(initialOffset:)", input: "`.seconds(Int64.max) * 4`",
      answer: .normalises("kept within `±.seconds(Int64.max)`") { w throws(AnimationError) in
        w.note = "\(ManualClock(initialOffset: .seconds(Int64.max)).now)"
      }
    ) { w throws(AnimationError) in w.note = "\(ManualClock(initialOffset: .seconds(Int64.max) * 4).now)" },
  ]
}

/// Holds a quick animation's handle for a custom curve to end while the engine samples it.
private final class HandleBox: @unchecked Sendable {
  var handle: QuickAnimation?
}
