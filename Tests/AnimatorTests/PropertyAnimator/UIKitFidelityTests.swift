import Animator
import Testing

/// The animator's state machine against UIKit's documented behaviour, item by item (issue 13,
/// items 1–6). Each expectation is closed-form and names the fact it rests on.
@Suite("UIKit fidelity of the animator's state machine")
struct UIKitFidelityTests {
  // MARK: Item 1: a tick exactly at a run's end ends it

  /// The 116 durations k/64 s between 0.2 s and 2 s, where `1 / (1 / D)` rounds for 9 of them.
  static let sixtyFourths: [Duration] = (13...128).map { .seconds(Double($0) / 64) }
  /// Durations users write as multiples of 0.1 s, in both spellings.
  static let tenths: [Duration] =
    (1...30).map { .seconds(Double($0) / 10) } + (1...30).map { .milliseconds($0 * 100) }

  @Test(
    "item 1: a tick exactly at the end of a run ends it, forwards and reversed",
    arguments: sixtyFourths + tenths, [false, true])
  func tickAtTheEndEndsTheRun(duration: Duration, reversed: Bool) throws {
    // "Time is exact": a run started at t ends at t + duration, and a tick that lands there ends it.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: duration, curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 10 }
    try animator.setReversed(reversed)
    var positions: [AnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    try animator.startAnimation()
    rig.advance(by: duration)
    #expect(animator.state == .inactive, "ended at \(duration)")
    #expect(!animator.isRunning)
    // A natural end forwards completes at `.end`, reversed at `.start` (WWDC 2016, session 216).
    #expect(positions == [reversed ? .start : .end])
    #expect(card.$opacity.presentationValue == (reversed ? 0 : 10))
  }

  @Test("item 1: the issue's case, 1.609375 s, after one tick of the whole duration")
  func theIssuesDuration() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1.609375), curve: .linear, engine: rig.engine) {
      card.opacity = 1
    }
    var completed = 0
    animator.addCompletion { _ in completed += 1 }
    try animator.startAnimation()
    rig.clock.advance(by: .seconds(1.609375))
    rig.engine.tick()
    #expect(animator.state == .inactive)
    #expect(completed == 1)
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("item 1: a run ends exactly at its end instant after random partitions, pauses, scrubs, turns and continues")
  func exactEndProperty() throws {
    // A seeded property test. The test keeps its own books of the end instant, from the rules
    // ("Time is exact" in Documentation/Reliability.md; UIKit's pause, scrub, reverse and continue,
    // WWDC 2017 "Advanced Animations with UIKit"):
    // - a start at t (after a delay d) ends at t + d + D; a reversed one too;
    // - a pause keeps the time left exactly; a resume ends that long after it;
    // - a scrub to unit time u (scrubsLinearly off, so u is the fraction along the direction)
    //   leaves (1 − u) × D forwards and u × D backwards, in seconds rounded to a Duration;
    // - turning around (running or paused) at the run's own pace takes as long back as it took
    //   to get there: D − (time left);
    // - continueAnimation(nil, 0) goes on as it was; continueAnimation(nil, k > 0) ends k × D later.
    // Then the test ticks in random steps that land exactly on the end instant and checks that the
    // animator is active before that tick and inactive, with its completion delivered once, after.
    var random = SeededGenerator(seed: 13_2026)
    for trial in 0..<400 {
      let duration: Duration =
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .seconds(Double(Int.random(in: 1...256, using: &random)) / 64)
        case 1: .seconds(Double(Int.random(in: 1...40, using: &random)) / 10)
        default: .milliseconds(Int.random(in: 1...40, using: &random) * 100)
        }
      // In seconds as the engine converts a Duration: whole seconds and the fraction apart.
      let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
      func share(_ units: Double) -> Duration {
        units <= 0 ? .zero : units >= 1 ? duration : .seconds(units * seconds)
      }
      let rig = TestRig()
      let card = Card()
      let curve: TimingCurve = Bool.random(using: &random) ? .linear : .easeInOut
      let animator = PropertyAnimator(duration: duration, curve: curve, engine: rig.engine)
      animator.scrubsLinearly = false
      try animator.addAnimations { card.opacity = 1 }
      var reversed = Bool.random(using: &random)
      try animator.setReversed(reversed)
      var positions: [AnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      var now = Duration.zero
      func tick(_ step: Duration) {
        rig.advance(by: step)
        now += step
      }
      let delay: Duration = Bool.random(using: &random) ? .milliseconds(Int.random(in: 1...300, using: &random)) : .zero
      try animator.startAnimation(afterDelay: delay)
      // While running: the end instant and the anchor; while paused: the exact time left each way.
      var end = now + delay + duration
      var anchor = now + delay
      var running = true
      var toTarget = Duration.zero
      var toOrigin = Duration.zero
      var ownPace = true
      var log = "trial \(trial): \(duration), \(curve), reversed \(reversed), delay \(delay)"
      var context: String { log }

      for _ in 0..<Int.random(in: 0...6, using: &random) {
        // A few ticks strictly before the end.
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          let step = Duration.nanoseconds(Int64.random(in: 1...300_000_000, using: &random))
          if running && now + step >= end { break }
          tick(step)
          log += "; tick \(step)"
          #expect(animator.state == .active, "\(context)")
        }
        let choice = Int.random(in: 0..<5, using: &random)
        if running {
          log += "; action \(choice) at \(now) (end \(end))"
          if choice < 2 || !ownPace {
            try animator.pauseAnimation()
            toTarget = end - max(now, anchor)
            toOrigin = duration - toTarget
            running = false
          } else {
            // Turn around at the run's own pace.
            try animator.setReversed(!reversed)
            reversed.toggle()
            let here = max(now, anchor)
            let back = duration - (end - here)
            anchor = here
            end = here + back
          }
          continue
        }
        log += "; paused action \(choice) at \(now) (left \(toTarget), \(toOrigin))"
        switch choice {
        case 0:
          try animator.startAnimation()
          (end, anchor, running) = (now + toTarget, now, true)
        case 1 where ownPace:
          // A scrub to fraction f along the direction of travel: unit time f, or 1 − f reversed.
          let fraction = Double(Int.random(in: 0...1000, using: &random)) / 1000
          try animator.setFractionComplete(fraction)
          let u = reversed ? 1 - fraction : fraction
          log += " scrub to \(u)"
          (toTarget, toOrigin) = reversed ? (share(u), share(1 - u)) : (share(1 - u), share(u))
        case 2 where ownPace:
          try animator.setReversed(!reversed)
          reversed.toggle()
          (toTarget, toOrigin) = (toOrigin, toTarget)
        case 3 where ownPace:
          // At the run's own pace, (1 − u) × duration is the time left, known exactly from the pause.
          try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
          (end, anchor, running) = (now + toTarget, now, true)
        case 0...3:
          try animator.startAnimation()
          (end, anchor, running) = (now + toTarget, now, true)
        default:
          let factor = [0.25, 0.5, 1, 1.5, 2][Int.random(in: 0..<5, using: &random)]
          try animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
          (end, anchor, running) = (now + (factor == 1 ? duration : .seconds(factor * seconds)), now, true)
          ownPace = false
        }
      }
      if !running {
        log += "; start at \(now) (left \(toTarget))"
        try animator.startAnimation()
        (end, anchor, running) = (now + toTarget, now, true)
      }
      // Random steps that land exactly on the end instant (a run with nothing left ends at the next
      // tick, of zero length here).
      repeat {
        let step = min(Duration.nanoseconds(Int64.random(in: 1...400_000_000, using: &random)), end - now)
        #expect(animator.state == .active && positions.isEmpty, "\(context): before the end at \(end), now \(now)")
        tick(step)
      } while now < end
      #expect(animator.state == .inactive, "\(context): the tick that reached \(end) ended the run")
      #expect(positions == [reversed ? .start : .end], "\(context)")
      #expect(card.opacity == (reversed ? 0 : 1), "\(context)")
    }
  }

  // MARK: Item 2: continueAnimation continues along the curve

  @Test("item 2: continueAnimation(nil, 0) after a pause carries on along the curve instead of easing in again")
  func continueWithNilFollowsTheCurve() throws {
    // WWDC 2017 "Advanced Animations with UIKit": pausing remaps time u := c(u); continuing maps it back, u := c⁻¹(p),
    // and goes on along c, in (1 − u) × duration: the run shows what it would have shown unpaused.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.startAnimation()
    rig.advance(milliseconds: 300)
    try animator.pauseAnimation()
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    rig.advance(milliseconds: 100)
    let easeInOut = TimingCurve.easeInOut
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 100 * easeInOut.value(at: 0.4)))
    // And with the curve's slope there (a central difference), per second: not starting from rest.
    let slope = (easeInOut.value(at: 0.4 + 1e-6) - easeInOut.value(at: 0.4 - 1e-6)) / 2e-6
    #expect(card.$opacity.velocity.isApproximatelyEqual(to: 100 * slope, absoluteTolerance: 1e-3))
    rig.advance(milliseconds: 600)
    #expect(animator.state == .inactive, "the 0.7 s that were left, exactly")
  }

  @Test("item 2: after a linear scrub, startAnimation and continueAnimation(nil, 0) map time back through the curve")
  func resumeAfterScrubMapsTimeBack() throws {
    // WWDC 2017 "Advanced Animations with UIKit": a linear scrub sets the progress p; resuming goes on from u = c⁻¹(p) along
    // c, over (1 − u) × duration.
    for useContinue in [false, true] {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .easeIn, engine: rig.engine)
      try animator.addAnimations { card.opacity = 100 }
      try animator.setFractionComplete(0.5)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
      if useContinue {
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      } else {
        try animator.startAnimation()
      }
      let u = try #require(TimingCurve.easeIn.time(forValue: 0.5))
      rig.advance(milliseconds: 100)
      #expect(
        card.$opacity.presentationValue.isApproximatelyEqual(to: 100 * TimingCurve.easeIn.value(at: u + 0.1)),
        "continue: \(useContinue)")
      rig.clock.advance(by: .seconds(1 - u) - .milliseconds(100))
      rig.engine.tick()
      #expect(animator.state == .inactive, "ended at (1 − u) × duration; continue: \(useContinue)")
    }
  }

  @Test("item 2: continueAnimation(.easeIn, 0) from linear progress 0.5 takes 0.3425 s and shows 63.2 at 0.1 s")
  func continueWithANewCurveMapsTimeOntoIt() throws {
    // WWDC 2017, continuing with new timing: u := easeIn⁻¹(0.5) = 0.6575…, then along easeIn over (1 − u) × 1 s.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.setFractionComplete(0.5)
    try animator.continueAnimation(withTimingParameters: .curve(.easeIn), durationFactor: 0)
    let u = try #require(TimingCurve.easeIn.time(forValue: 0.5))
    #expect(u.isApproximatelyEqual(to: 0.6575, absoluteTolerance: 5e-4))
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 100 * TimingCurve.easeIn.value(at: u + 0.1)))
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 63.2, absoluteTolerance: 0.05))
    rig.clock.advance(by: .seconds(1 - u) - .milliseconds(100) - .nanoseconds(1))
    rig.engine.tick()
    #expect(animator.state == .active)
    rig.advance(by: .nanoseconds(1))
    #expect(animator.state == .inactive, "(1 − u) × duration = 0.3425 s")
    #expect(card.opacity == 100)
  }

  @Test("item 2: with a factor, the rest of the new curve from the remapped point takes factor × duration")
  func continueWithAFactorFinishesTheRemappedCurve() throws {
    // WWDC 2017, continuing with new timing, durationFactor 2: from u = easeOut⁻¹(0.25) to 1 along easeOut over 2 s.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.setFractionComplete(0.25)
    try animator.continueAnimation(withTimingParameters: .curve(.easeOut), durationFactor: 2)
    let u = try #require(TimingCurve.easeOut.time(forValue: 0.25))
    rig.advance(milliseconds: 500)
    let expected = 100 * TimingCurve.easeOut.value(at: u + (1 - u) * 0.25)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected))
    rig.advance(milliseconds: 1500)
    #expect(animator.state == .inactive, "2 × duration, exactly")
  }

  @Test("item 2: a spring cannot be mapped back: it starts afresh from the values shown")
  func springsStartAfresh() throws {
    // WWDC 2017: springs cannot be converted to cubic curves; a spring animates from the current
    // presentation value. So continuing with a critically damped spring starts at rest there.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.setFractionComplete(0.5)
    let spring = try TimingParameters.spring(dampingRatio: 1)
    try animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
    rig.advance(milliseconds: 1)
    #expect(card.$opacity.presentationValue > 50 && card.$opacity.presentationValue < 50.1, "from rest at 50")
    rig.advance(milliseconds: 999)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 100)
  }

  // MARK: Item 3: continueAnimation(nil, k > 0) at the end

  @Test("item 3: scrubbed to its end, continueAnimation(nil, 1) waits a duration; factor 0 ends on the next tick")
  func continueAtTheEnd() throws {
    // Observed on UIKit: after fractionComplete = 1, continueAnimation(nil, durationFactor: 1) waits the full
    // duration before completing; a factor of 0 completes at once. The header: the factor is "a
    // multiplier of the original duration for the remaining animation".
    for factor in [1.0, 0.5, 0] {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .milliseconds(800), curve: .easeInOut, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      var positions: [AnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      try animator.setFractionComplete(1)
      try animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
      let wait: Duration = factor == 1 ? .milliseconds(800) : .seconds(factor * 0.8)
      if factor > 0 {
        rig.advance(by: wait - .nanoseconds(1))
        #expect(animator.isRunning && positions.isEmpty, "factor \(factor): still waiting")
        #expect(card.$opacity.presentationValue == 1, "nothing left to move")
        rig.advance(by: .nanoseconds(1))
      } else {
        rig.advance(by: .zero)
      }
      #expect(animator.state == .inactive, "factor \(factor): completed after \(wait)")
      #expect(positions == [.end])
    }
  }

  // MARK: Item 4: setInterruptible while active or stopped

  @Test("item 4: setting isInterruptible while active or stopped is an error whatever the value")
  func setInterruptibleOutsideInactive() throws {
    // UIKit's header: "Raises if set on an active animator"; the docs allow it only while inactive.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setInterruptible(true)  // inactive: allowed, with the current value too
    try animator.startAnimation()
    for value in [true, false] {
      #expect(throws: AnimationError.invalidAction(.setInterruptible, state: .active)) {
        try animator.setInterruptible(value)
      }
    }
    try animator.pauseAnimation()
    #expect(throws: AnimationError.invalidAction(.setInterruptible, state: .active)) {
      try animator.setInterruptible(true)
    }
    try animator.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.setInterruptible, state: .stopped)) {
      try animator.setInterruptible(true)
    }
    #expect(animator.isInterruptible)
    var reported: [AnimationError] = []
    rig.engine.diagnosticsHandler = { reported.append($0) }
    animator.isInterruptible = true
    #expect(reported == [.invalidAction(.setInterruptible, state: .stopped)])
  }

  // MARK: Item 5: pausing a non-interruptible animator paused at its end

  @Test("item 5: pauseAnimation on a non-interruptible animator that pausesOnCompletion left at its end throws")
  func pauseNonInterruptibleAtTheEnd() throws {
    // Apple's isInterruptible docs: with it false, pausing (like stopping and continuing) is a
    // programmer error.
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.setInterruptible(false)
    animator.pausesOnCompletion = true
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(animator.state == .active && !animator.isRunning, "paused at its end")
    #expect(throws: AnimationError.notInterruptible(.pauseAnimation)) { try animator.pauseAnimation() }
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
  }

  // MARK: Item 6: .start and .end for blocks added while reversed

  @Test("item 6: finishAnimation(at: .end) leaves a block added while reversed at its value, .start before it")
  func finishPositionsOfABlockAddedWhileReversed() throws {
    // UIViewAnimatingPosition's docs: `.end` is "the values you specified in your animation blocks", `.start` "the values of
    // the properties before you applied any animations"; Apple is silent on blocks added while
    // reversed, and the library keeps both meanings for them (Documentation/StateMachine.md).
    for (position, expected) in [(AnimatingPosition.end, 18.375), (.start, 0), (.current, 0)] {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.pauseAnimation()
      try animator.setReversed(true)
      try animator.addAnimations { card.opacity = 18.375 }
      try animator.stopAnimation(false)
      try animator.finishAnimation(at: position)
      #expect(card.opacity == expected, "\(position)")
      #expect(card.$opacity.presentationValue == expected, "\(position)")
    }
  }

  @Test("item 6: a reversed run ending naturally at .start leaves a block added while reversed at its prior value")
  func reversedNaturalEndOfABlockAddedWhileReversed() throws {
    // The library's choice (Documentation/StateMachine.md): a reversed run completing at `.start` leaves every block's property at its
    // `.start` value; turned forwards again, the block animates to its value and ends at `.end`.
    for turnsForwards in [false, true] {
      let rig = TestRig()
      let card = Card(opacity: 5)
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.position = Point2D(x: 10, y: 0) }
      var positions: [AnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      try animator.startAnimation()
      rig.advance(milliseconds: 500)
      try animator.setReversed(true)
      try animator.addAnimations { card.opacity = 18.375 }
      rig.advance(milliseconds: 250)
      #expect(card.$opacity.presentationValue == 5, "travelling back, the block shows its start value")
      if turnsForwards {
        try animator.setReversed(false)
        rig.advance(milliseconds: 250)
        // Back at u = 0.5 where the block was added, then on over its window 0.5...1.
        rig.advance(milliseconds: 250)
        #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 5 + (18.375 - 5) * 0.5))
        rig.advance(milliseconds: 250)
        #expect(positions == [.end])
        #expect(card.opacity == 18.375)
      } else {
        rig.advance(milliseconds: 250)
        #expect(positions == [.start])
        #expect(card.opacity == 5)
        #expect(card.$opacity.presentationValue == 5)
        #expect(card.position == Point2D(x: 0, y: 0))
      }
    }
  }
}
