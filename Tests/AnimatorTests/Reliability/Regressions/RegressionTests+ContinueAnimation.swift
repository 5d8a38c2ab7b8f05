import Animator
import Testing

/// continueAnimation and the tracks it rewrites: delayed blocks, scrubbing, reversed runs, the end.
extension RegressionTests {
  @Test("a block whose delay reaches the end still ends at its values after continueAnimation")
  func delayedToTheEndThenContinued() throws {
    let rig = TestRig()
    let card = Card(opacity: 12)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeOut, engine: rig.engine)
    try animator.addAnimations({ card.opacity = -28.5 }, delayFactor: 1)
    try animator.setFractionComplete(0)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    rig.advance(milliseconds: 999)
    #expect(card.$opacity.presentationValue == 12, "nothing of the block's window has come yet")
    rig.advance(milliseconds: 1)
    #expect(animator.state == .inactive)
    #expect(card.opacity == -28.5)
    #expect(card.$opacity.presentationValue == -28.5)
  }

}

extension RegressionTests {
  @Test("after continueAnimation with a new curve, a scrubbed fraction reads back as set")
  func scrubAfterContinue() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setFractionComplete(0.5)
    try animator.continueAnimation(withTimingParameters: .curve(.easeOut), durationFactor: 1)
    rig.advance(milliseconds: 200)
    try animator.pauseAnimation()
    for fraction in [0.3, 0.5, 0.7, 0.9, 1] {
      try animator.setFractionComplete(fraction)
      #expect(animator.fractionComplete.isApproximatelyEqual(to: fraction, absoluteTolerance: 1e-7))
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: fraction, absoluteTolerance: 1e-7))
    }
  }
}

extension RegressionTests {
  @Test("continueAnimation while reversed follows the new curve back to the start, and keeps the way back")
  func continueWhileReversed() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.scrubsLinearly = false
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 600)
    try animator.pauseAnimation()
    try animator.setReversed(true)
    try animator.continueAnimation(withTimingParameters: .curve(.easeIn), durationFactor: 0.6)
    rig.advance(milliseconds: 300)
    // Time is mapped back onto ease-in (v = easeIn⁻¹(0.6)) and runs back along it to 0 over the
    // 0.6 s given: halfway, the curve is at v / 2 (UIKit's remapping on continue, applied to the
    // direction the animator travels).
    let v = try #require(TimingCurve.easeIn.time(forValue: 0.6))
    let expected = TimingCurve.easeIn.value(at: v / 2)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    try animator.pauseAnimation()
    try animator.setReversed(false)
    try animator.setFractionComplete(0.8)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.8), "the linear run to 0.6 and beyond is kept")
    try animator.setReversed(true)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    rig.advance(milliseconds: 800)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 0)
  }

  @Test("a spring that continues a reversed run sets off towards the start with its initial velocity")
  func springWhileReversed() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setFractionComplete(0.5)
    try animator.setReversed(true)
    let spring = try TimingParameters.spring(dampingRatio: 1, initialVelocity: 2)
    try animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
    rig.advance(milliseconds: 1)
    // Velocity 2 (units of the remaining distance per second) over the remaining 0.5, towards 0.
    #expect(card.$opacity.velocity.isApproximatelyEqual(to: -1, absoluteTolerance: 0.05))
    try animator.stopAnimation(true)
  }
}

extension RegressionTests {
  @Test("continuing at the end and then reversing runs back at the run's pace instead of jumping")
  func continueAtTheEndThenReverse() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.pausesOnCompletion = true
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(animator.state == .active && !animator.isRunning, "paused at the end")
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    try animator.setReversed(true)
    rig.advance(milliseconds: 250)
    #expect(animator.isRunning)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    try animator.stopAnimation(true)
  }
}

extension RegressionTests {
  @Test("continueAnimation at the end keeps what scrubbing back shows of a block added at the end")
  func continueAtTheEndKeepsTheWayBack() throws {
    let rig = TestRig()
    let card = Card(opacity: 15)
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .easeIn, engine: rig.engine)
    animator.pausesOnCompletion = true
    try animator.setFractionComplete(1)
    try animator.addAnimations { card.opacity = -76.25 }
    #expect(card.$opacity.presentationValue == -76.25, "added at the end, it applies at the end")
    try animator.setFractionComplete(0.9)
    #expect(card.$opacity.presentationValue == 15, "and not before")
    try animator.setFractionComplete(1)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    rig.advance(milliseconds: 27)
    #expect(animator.isRunning, "with nothing left, a factor of 0.5 still takes 0.5 × duration")
    rig.advance(milliseconds: 23)
    #expect(!animator.isRunning, "paused at the end again")
    try animator.setFractionComplete(0.9)
    #expect(card.$opacity.presentationValue == 15, "scrubbing back shows what it showed before")
  }
}

extension RegressionTests {
  /// Found by the model fuzzer (base seed 20261129, episode 7156): the model kept a wait at the end
  /// through a run back towards the start, the animator did not. A wait belongs to a run with
  /// nothing left to move; once the animator has set off the other way, coming back to the end
  /// finds nothing to wait for.
  @Test("a wait at the end given by continueAnimation does not outlive a run back towards the start")
  func waitAtTheEndEndsWithARunBack() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.pausesOnCompletion = true
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 1_000)
    #expect(animator.state == .active && !animator.isRunning, "paused at its end")
    // Nothing left to move: factor 0.5 makes the run wait 0.5 s before it completes.
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    rig.advance(milliseconds: 100)
    #expect(animator.isRunning, "waiting at its end")
    try animator.pauseAnimation()
    // Off the other way and straight back: the run that set off towards the start ends the wait.
    try animator.setReversed(true)
    try animator.startAnimation()
    try animator.pauseAnimation()
    try animator.setReversed(false)
    try animator.startAnimation()
    rig.advance(milliseconds: 0)
    #expect(!animator.isRunning, "back at its end with nothing to move, it pauses there at once")
    #expect(card.$opacity.presentationValue == 1)
  }
}

extension RegressionTests {
  /// Two animators paced by `continueAnimation(…, durationFactor: 2)`, paused, then resumed one with
  /// `startAnimation()` and one with `continueAnimation(withTimingParameters: nil, durationFactor: 0)`:
  /// both take the time left at the pace the override set (issue 29), so they show the same values,
  /// place a delayed block alike and end together.
  @Test("continueAnimation(nil, durationFactor: 0) after an override resumes at the current pace, as a start does")
  func zeroFactorKeepsTheCurrentPace() throws {
    let rig = TestRig()
    let cards = [Card(), Card()]
    let late = [Card(), Card()]
    var animators: [PropertyAnimator] = []
    for card in cards {
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
      animators.append(animator)
    }
    rig.advance(milliseconds: 500)
    for animator in animators {
      try animator.pauseAnimation()
      // Half the unit time over 2 s: a pace of 0.25 per second.
      try animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    }
    rig.advance(milliseconds: 400)
    for animator in animators { try animator.pauseAnimation() }
    #expect(cards[0].$opacity.presentationValue.isApproximatelyEqual(to: 0.6))
    try animators[0].startAnimation()
    try animators[1].continueAnimation(withTimingParameters: nil, durationFactor: 0)
    for (animator, card) in zip(animators, late) {
      try animator.addAnimations({ card.opacity = 1 }, delayFactor: 0.2)
    }
    // 0.4 of the unit time left at 0.25 per second: 1.6 s; the block waits 0.2 s × 0.25 = 0.05.
    for _ in 0..<15 {
      rig.advance(milliseconds: 100)
      #expect(cards[1].$opacity.presentationValue.isApproximatelyEqual(to: cards[0].$opacity.presentationValue))
      #expect(late[1].$opacity.presentationValue.isApproximatelyEqual(to: late[0].$opacity.presentationValue))
      #expect(animators[1].state == animators[0].state)
    }
    #expect(animators[1].state == .active && animators[0].state == .active)
    rig.advance(milliseconds: 99)
    #expect(animators[1].state == .active && animators[0].state == .active)
    rig.advance(milliseconds: 1)
    #expect(animators[0].state == .inactive)
    #expect(animators[1].state == .inactive)
  }
}

extension RegressionTests {
  /// Found by the model fuzzer with the rule of issue 29: a run with nothing left to move waits the
  /// time a factor gave it; paused and continued with factor 0 it has no time left at any pace.
  @Test("continueAnimation(nil, durationFactor: 0) with nothing left to move ends a wait a factor gave the run")
  func zeroFactorEndsAWait() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setFractionComplete(1)
    try animator.continueAnimation(withTimingParameters: .curve(.easeOut), durationFactor: 2)
    rig.advance(milliseconds: 500)
    #expect(animator.state == .active, "waiting the 2 s the factor gave")
    try animator.pauseAnimation()
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    rig.advance(milliseconds: 0)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 1)
  }
}
