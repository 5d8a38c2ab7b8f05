import Animator

extension BadInput {
  private static let area = "PropertyAnimator"

  /// Actions the animator's state does not allow, and calls made from the animator's own callbacks.
  static let animatorTransitions: [BadInput] = [
    BadInput(
      area: area, call: "stopAnimation(_:)", input: "inactive",
      answer: .throwsError(.invalidAction(.stopAnimation, state: .inactive))
    ) { w throws(AnimationError) in try w.inactive.stopAnimation(false) },
    BadInput(
      area: area, call: "stopAnimation(_:)", input: "stopped",
      answer: .throwsError(.invalidAction(.stopAnimation, state: .stopped))
    ) { w throws(AnimationError) in try w.stopped.stopAnimation(true) },
    BadInput(
      area: area, call: "finishAnimation(at:)", input: "running",
      answer: .throwsError(.invalidAction(.finishAnimation, state: .active))
    ) { w throws(AnimationError) in try w.running.finishAnimation(at: .end) },
    BadInput(
      area: area, call: "startAnimation()", input: "stopped",
      answer: .throwsError(.invalidAction(.startAnimation, state: .stopped))
    ) { w throws(AnimationError) in try w.stopped.startAnimation() },
    BadInput(
      area: area, call: "pauseAnimation()", input: "stopped",
      answer: .throwsError(.invalidAction(.pauseAnimation, state: .stopped))
    ) { w throws(AnimationError) in try w.stopped.pauseAnimation() },
    BadInput(
      area: area, call: "addAnimations(_:)", input: "stopped",
      answer: .throwsError(.invalidAction(.addAnimations, state: .stopped))
    ) { w throws(AnimationError) in try w.stopped.addAnimations { w.cards[3].opacity = 0 } },
    BadInput(
      area: area, call: "continueAnimation(withTimingParameters:durationFactor:)", input: "running",
      answer: .throwsError(.invalidAction(.continueAnimation, state: .active))
    ) { w throws(AnimationError) in try w.running.continueAnimation(withTimingParameters: nil, durationFactor: 1) },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "stopped",
      answer: .throwsError(.invalidAction(.setFractionComplete, state: .stopped))
    ) { w throws(AnimationError) in try w.stopped.setFractionComplete(0.5) },
    BadInput(
      area: area, call: "setInterruptible(_:)", input: "running",
      answer: .throwsError(.invalidAction(.setInterruptible, state: .active))
    ) { w throws(AnimationError) in try w.running.setInterruptible(false) },
    BadInput(
      area: area, call: "isInterruptible = ", input: "running",
      answer: .reports(.invalidAction(.setInterruptible, state: .active))
    ) { w throws(AnimationError) in w.running.isInterruptible = false },
    BadInput(
      area: area, call: "pauseAnimation()", input: "running, not interruptible",
      answer: .throwsError(.notInterruptible(.pauseAnimation))
    ) { w throws(AnimationError) in try w.rigid.pauseAnimation() },
    BadInput(
      area: area, call: "isReversed = ", input: "running, not interruptible",
      answer: .reports(.notInterruptible(.setReversed))
    ) { w throws(AnimationError) in w.rigid.isReversed = true },
    BadInput(
      area: area, call: "setFractionComplete(_:)", input: "running",
      answer: .normalises("ignored, as UIKit's setter is") { _ throws(AnimationError) in }
    ) { w throws(AnimationError) in try w.running.setFractionComplete(0.9) },
    BadInput(
      area: area, call: "isReversed = ", input: "stopped",
      answer: .normalises("ignored") { _ throws(AnimationError) in }
    ) { w throws(AnimationError) in w.stopped.isReversed = true },
    BadInput(
      area: area, call: "stopAnimation(_:)", input: "from the animator's own animation block, as it starts",
      answer: .handles(
        "the block's call throws `insideAnimationBlock(stopAnimation(_:))`; the run starts whole"
      ) { w in
        w.note == "\(AnimationError.insideAnimationBlock(.stopAnimation))" && w.inactive.isRunning
          && w.engine.runningAnimationCount == 3
      }
    ) { w throws(AnimationError) in
      try w.inactive.addAnimations {
        do throws(AnimationError) { try w.inactive.stopAnimation(true) } catch { w.note = "\(error)" }
      }
      try w.inactive.startAnimation()
    },
    BadInput(
      area: area, call: "finishAnimation(at:)", input: "from the animator's own completion (inactive by then)",
      answer: .handles("the completion's call throws `invalidAction(finishAnimation(at:), inactive)`; one completion") {
        w in
        w.note == "\(AnimationError.invalidAction(.finishAnimation, state: .inactive))"
          && w.completions == ["1: end", "4: end"]
      }
    ) { w throws(AnimationError) in
      w.running.addCompletion { _ in
        do throws(AnimationError) { try w.running.finishAnimation(at: .end) } catch { w.note = "\(error)" }
      }
      w.advance(by: .milliseconds(600))
    },
    BadInput(
      area: area, call: "AnimationEngine.tick()", input: "from a completion",
      answer: .handles("does nothing: the tick that is running covers it") { w in
        w.engine.time == .seconds(1) && w.completions == ["1: end", "4: end"]
      }
    ) { w throws(AnimationError) in
      w.running.addCompletion { _ in
        w.clock.advance(by: .seconds(5))
        w.engine.tick()
      }
      w.advance(by: .milliseconds(600))
    },
  ]
}
