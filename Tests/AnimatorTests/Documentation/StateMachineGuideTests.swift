import Animator
import Foundation
import Testing

/// The code of `Documentation/StateMachine.md`, compiled and run; the guide shows the text between
/// the `docs:` markers (checked by ``GuideSnippetTests``).
@Suite("State machine guide")
struct StateMachineGuideTests {
  // docs: begin card
  final class Card {
    @Animated var opacity = 0.0
  }
  // docs: end card

  @Test("pause, scrub, reverse and resume")
  func scrubAndReverse() throws {
    // docs: begin scrub
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(500))
    engine.tick()

    try animator.pauseAnimation()  // active, not running
    #expect(animator.state == .active && !animator.isRunning)

    animator.fractionComplete = 0.25  // scrub: linearly, so the values are a quarter of the way
    #expect(card.$opacity.presentationValue == 0.25)

    animator.isReversed = true  // fractionComplete now counts towards the start
    #expect(animator.fractionComplete == 0.75)

    var ended: AnimatingPosition?
    animator.addCompletion { position in ended = position }
    try animator.startAnimation()  // resume, backwards, along the curve
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(animator.state == .inactive)
    #expect(ended == .start)  // it ran back to the start
    #expect(card.$opacity.presentationValue == 0 && card.opacity == 0)  // shown and model: back to 0
    // docs: end scrub
  }

  @Test("stop, then finish at a position")
  func stopAndFinish() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(400))
    engine.tick()
    // docs: begin stop
    var ended: AnimatingPosition?
    animator.addCompletion { position in ended = position }

    try animator.stopAnimation(false)  // stopped: the values stay where they are shown
    #expect(animator.state == .stopped)
    #expect(card.$opacity.presentationValue == 0.4)
    #expect(ended == nil)

    try animator.finishAnimation(at: .current)  // inactive; the completion runs now
    #expect(animator.state == .inactive)
    #expect(ended == .current)
    #expect(card.opacity == 0.4)  // the model value is what was shown
    // docs: end stop
  }

  @Test("a refused action throws and changes nothing")
  func errors() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    // docs: begin errors
    // UIKit raises an exception here; Animator throws, and the animator carries on as it was.
    #expect(throws: AnimationError.invalidAction(.finishAnimation, state: .active)) {
      try animator.finishAnimation(at: .end)
    }
    #expect(animator.state == .active && animator.isRunning)

    // Setters cannot throw: they report to the engine's diagnostics handler and change nothing.
    var reported: [AnimationError] = []
    engine.diagnosticsHandler = { error in reported.append(error) }
    animator.fractionComplete = .nan
    #expect(reported.count == 1)
    // Their throwing twins say what was wrong at the call.
    #expect(throws: AnimationError.self) { try animator.setFractionComplete(.nan) }
    // docs: end errors
  }

  @Test("completions run after the animator is inactive, so one can start the next run")
  func completionChains() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    // docs: begin chain
    let fadeIn = PropertyAnimator(duration: .milliseconds(300), curve: .easeOut, engine: engine)
    try fadeIn.addAnimations { card.opacity = 1 }
    fadeIn.addCompletion { _ in
      // The animator is already inactive here: it may be started again, or start another.
      #expect(fadeIn.state == .inactive)
      try? fadeIn.addAnimations { card.opacity = 0.5 }
      try? fadeIn.startAnimation()
    }
    try fadeIn.startAnimation()
    clock.advance(by: .milliseconds(450))  // one tick covers the end of the first run...
    engine.tick()
    // ...and the second run started at 300 ms, the instant the first ended, not at the tick.
    #expect(abs(card.$opacity.presentationValue - (1 - 0.5 * TimingCurve.easeOut.value(at: 0.5))) < 1e-9)
    // docs: end chain
  }

  @Test("a non-interruptible animator refuses to be paused while it runs")
  func notInterruptible() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    // docs: begin interruptible
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    animator.isInterruptible = false  // only while inactive
    try animator.startAnimation()
    #expect(throws: AnimationError.notInterruptible(.pauseAnimation)) { try animator.pauseAnimation() }
    // docs: end interruptible
  }

  @Test("observing an animator")
  func observing() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    // docs: begin observe
    var events: [AnimatorEvent] = []
    let observation = animator.observe { event in
      if case .fractionComplete = event { return }  // skip the per-tick ones
      events.append(event)
    }
    try animator.startAnimation()
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(events == [.state(.active), .isRunning(true), .state(.inactive), .isRunning(false)])
    observation.cancel()
    // docs: end observe
  }
}
