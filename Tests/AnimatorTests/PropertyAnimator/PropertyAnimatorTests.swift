import Animator
import Testing

@Suite("PropertyAnimator")
struct PropertyAnimatorTests {
  @Test("a block added while inactive runs only when the animator starts")
  func blocksWaitForStart() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    #expect(card.opacity == 0)
    #expect(animator.state == .inactive)
    try animator.startAnimation()
    #expect(card.opacity == 1, "the model value changes at once")
    #expect(card.$opacity.presentationValue == 0, "the presentation starts from what was shown")
    #expect(animator.state == .active)
    #expect(animator.isRunning)
  }

  @Test("a linear run moves the presentation value with time and completes once at the end")
  func linearRun() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var positions: [AnimatingPosition] = []
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { positions.append($0) }
    try animator.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.25))
    #expect(card.$opacity.velocity.isApproximatelyEqual(to: 1))
    rig.advance(milliseconds: 749)
    #expect(positions.isEmpty)
    rig.advance(milliseconds: 1)
    #expect(positions == [.end])
    #expect(card.$opacity.presentationValue == 1)
    #expect(!card.$opacity.isAnimating)
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(rig.engine.runningAnimationCount == 0)
    rig.advance(milliseconds: 500)
    #expect(positions == [.end], "a completion runs exactly once")
  }

  @Test("pausing freezes the values and fractionComplete; resuming continues from there")
  func pauseAndResume() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    try animator.pauseAnimation()
    #expect(!animator.isRunning)
    #expect(animator.state == .active)
    rig.advance(milliseconds: 300)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.5))
    #expect(card.$opacity.velocity == 0)
    try animator.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    rig.advance(milliseconds: 250)
    #expect(animator.state == .inactive)
  }

  @Test("reversing mid-flight turns around at the current point and completes at the start")
  func reverseMidFlight() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.2)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var positions: [AnimatingPosition] = []
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { positions.append($0) }
    try animator.startAnimation()
    rig.advance(milliseconds: 600)
    animator.isReversed = true
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.4), "measured along the new direction")
    rig.advance(milliseconds: 300)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.2 + 0.8 * 0.3))
    rig.advance(milliseconds: 300)
    #expect(positions == [.start])
    #expect(card.opacity == 0.2, "the start value is restored exactly")
    #expect(card.$opacity.presentationValue == 0.2)
  }

  @Test("reversed before the first start, the run goes from the end values to the start values")
  func reversedBeforeStart() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var positions: [AnimatingPosition] = []
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { positions.append($0) }
    animator.isReversed = true
    try animator.startAnimation()
    #expect(card.$opacity.presentationValue == 1)
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.25))
    rig.advance(milliseconds: 750)
    #expect(positions == [.start])
    #expect(card.opacity == 0)
  }

  @Test("stopAnimation(false) keeps the values shown; finishAnimation moves them to the position asked")
  func stopThenFinish() throws {
    for (position, expected) in [(AnimatingPosition.end, 1.0), (.start, 0), (.current, 0.4)] {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      var positions: [AnimatingPosition] = []
      try animator.addAnimations { card.opacity = 1 }
      animator.addCompletion { positions.append($0) }
      try animator.startAnimation()
      rig.advance(milliseconds: 400)
      try animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(card.opacity.isApproximatelyEqual(to: 0.4), "the model takes the value shown")
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.4))
      #expect(rig.engine.runningAnimationCount == 0)
      rig.advance(milliseconds: 400)
      #expect(positions.isEmpty)
      try animator.finishAnimation(at: position)
      #expect(positions == [position])
      #expect(card.opacity.isApproximatelyEqual(to: expected))
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected))
      #expect(animator.state == .inactive)
    }
  }

  @Test("stopAnimation(true) leaves the values shown and never calls the completions")
  func stopWithoutFinishing() async throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var calls = 0
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { _ in calls += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 300)
    try animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(card.opacity.isApproximatelyEqual(to: 0.3))
    #expect(!card.$opacity.isAnimating)
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(calls == 0, "completions were dropped with the stopped run")
  }

  @Test("setting fractionComplete on an inactive animator makes it active and paused there")
  func scrubFromInactive() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    animator.fractionComplete = 0.3
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.3))
    animator.fractionComplete = 1.7
    #expect(animator.fractionComplete == 1, "values outside 0...1 are clamped")
    animator.fractionComplete = -2
    #expect(animator.fractionComplete == 0)
  }

  @Test("scrubsLinearly: pausing reads progress, scrubbing is linear, resuming follows the curve without a jump")
  func scrubsLinearly() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeIn, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.5), "running: the fraction of time")
    let shown = card.$opacity.presentationValue
    #expect(shown.isApproximatelyEqual(to: 0.3154, absoluteTolerance: 1e-4))
    try animator.pauseAnimation()
    #expect(animator.fractionComplete.isApproximatelyEqual(to: shown), "paused: the progress")
    animator.fractionComplete = 0.5
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    try animator.startAnimation()
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5), "no jump on resume")
    // easeIn reaches 0.5 at 0.6575 of its time: 0.3425 s remain.
    rig.advance(milliseconds: 342)
    #expect(animator.state == .active)
    rig.advance(milliseconds: 1)
    #expect(animator.state == .inactive)
  }

  @Test("without scrubsLinearly, fractionComplete is time and scrubbing follows the curve")
  func scrubsAlongCurve() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeIn, engine: rig.engine)
    animator.scrubsLinearly = false
    try animator.addAnimations { card.opacity = 1 }
    animator.fractionComplete = 0.25
    #expect(animator.fractionComplete == 0.25)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.0935, absoluteTolerance: 1e-4))
  }

  @Test("pausesOnCompletion pauses at the end without a completion; reversed back, it pauses at the start")
  func pausesOnCompletion() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.pausesOnCompletion = true
    var calls = 0
    var events: [AnimatorEvent] = []
    let observation = animator.observe { event in
      if case .fractionComplete = event { return }
      events.append(event)
    }
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { _ in calls += 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(calls == 0)
    #expect(events == [.state(.active), .isRunning(true), .isRunning(false)])
    animator.isReversed = true
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(card.$opacity.presentationValue == 0)
    #expect(animator.state == .active)
    #expect(calls == 0)
    observation.cancel()
  }

  @Test("startAnimation(afterDelay:) runs, holding the start values, until the delay has passed")
  func startAfterDelay() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation(afterDelay: .milliseconds(500))
    #expect(animator.isRunning)
    #expect(animator.delay == 0.5)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 500)
    #expect(animator.state == .inactive)
  }

  @Test("an animator with no blocks runs for its duration and completes at the end")
  func emptyAnimator() throws {
    let rig = TestRig()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var positions: [AnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    try animator.startAnimation()
    rig.advance(milliseconds: 999)
    #expect(positions.isEmpty)
    rig.advance(milliseconds: 1)
    #expect(positions == [.end])
  }

  @Test("a zero-length animator completes on the next tick")
  func zeroDuration() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .zero, curve: .easeInOut, engine: rig.engine)
    var positions: [AnimatingPosition] = []
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { positions.append($0) }
    try animator.startAnimation()
    rig.engine.tick()
    #expect(positions == [.end])
    #expect(card.$opacity.presentationValue == 1)
  }

  @MainActor
  @Test("finished() returns the position, or nil when stopped without finishing")
  func awaitingTheEnd() async throws {
    let rig = TestRig()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.startAnimation()
    Task { @MainActor in rig.advance(milliseconds: 1000) }
    #expect(await animator.finished() == .end)

    let stopped = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try stopped.startAnimation()
    Task { @MainActor in try stopped.stopAnimation(true) }
    #expect(await stopped.finished() == nil)
  }
}
