import Animator
import Testing

/// A timeline plays through the animating interface, as an animator does.
@Suite("Timeline playing")
struct TimelinePlayingTests {
  static func fade(_ rig: TestRig, _ card: Card) throws -> Timeline {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    return timeline
  }

  @Test("pause freezes the playhead; resuming carries on from there")
  func pause() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.fade(rig, card)
    try timeline.startAnimation()
    rig.advance(milliseconds: 250)
    try timeline.pauseAnimation()
    #expect(!timeline.isRunning && timeline.state == .active)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    try timeline.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
  }

  @Test("reversing mid-flight turns around there and completes at the start")
  func reverse() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.fade(rig, card)
    var ended: [AnimatingPosition] = []
    timeline.addCompletion { ended.append($0) }
    try timeline.startAnimation()
    rig.advance(milliseconds: 600)
    timeline.isReversed = true
    #expect(timeline.fractionComplete.isApproximatelyEqual(to: 0.4))
    rig.advance(milliseconds: 300)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.3))
    rig.advance(milliseconds: 400)
    #expect(ended == [.start])
    #expect(card.$opacity.presentationValue == 0 && card.opacity == 0)
  }

  @Test("stopAnimation(false) then finishAnimation(at: .start) puts the values back and completes")
  func stopAndFinish() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.fade(rig, card)
    var ended: [AnimatingPosition] = []
    timeline.addCompletion { ended.append($0) }
    try timeline.startAnimation()
    rig.advance(milliseconds: 400)
    try timeline.stopAnimation(false)
    #expect(timeline.state == .stopped)
    #expect(card.opacity.isApproximatelyEqual(to: 0.4), "stopped where it was")
    try timeline.finishAnimation(at: .start)
    #expect(ended == [.start] && card.opacity == 0 && timeline.state == .inactive)
  }

  @Test("stopAnimation(true) leaves the values where they are and drops the completions")
  func stopWithoutFinishing() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.fade(rig, card)
    var ended = 0
    timeline.addCompletion { _ in ended += 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 700)
    try timeline.stopAnimation(true)
    rig.advance(milliseconds: 700)
    #expect(ended == 0 && timeline.state == .inactive)
    #expect(card.opacity.isApproximatelyEqual(to: 0.7) && !card.$opacity.isAnimating)
  }

  @Test("with pausesOnCompletion a finished timeline stays scrubbable, and can be played backwards")
  func pausesOnCompletion() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.fade(rig, card)
    timeline.pausesOnCompletion = true
    try timeline.startAnimation()
    rig.advance(milliseconds: 1100)
    #expect(timeline.state == .active && !timeline.isRunning)
    timeline.fractionComplete = 0.5
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    timeline.isReversed = true
    try timeline.startAnimation()
    rig.advance(milliseconds: 600)
    #expect(card.$opacity.presentationValue == 0 && timeline.state == .active)
  }

  @Test("play(fromLabel:toLabel:) runs between labels and pauses at the second")
  func playBetweenLabels() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.fade(rig, card)
    try timeline.addLabel("quarter", at: .at(0.25))
    try timeline.addLabel("threeQuarters", at: .at(0.75))
    try timeline.play(fromLabel: "threeQuarters", toLabel: "quarter")
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 500)
    #expect(!timeline.isRunning && timeline.time == 0.25)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    try timeline.seek(toLabel: "threeQuarters", offset: 0.1)
    #expect(timeline.time.isApproximatelyEqual(to: 0.85))
    try timeline.seek(toProgress: 0.5)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
  }

  @Test("total progress, iteration progress and the current iteration follow the timeline's own timing")
  func progress() throws {
    let rig = TestRig()
    let card = Card()
    var timing = EffectTiming()
    timing.repeatCount = 2
    timing.autoreverses = true
    let timeline = try Timeline(engine: rig.engine, timing: timing)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    #expect(timeline.duration == 1 && timeline.totalDuration == 4)
    try timeline.seek(to: 1.25)
    #expect(timeline.totalProgress == 1.25 / 4)
    #expect(timeline.iterationProgress == 0.25)
    #expect(timeline.currentIteration == 1)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75), "the second iteration plays backwards")
  }

  @Test("an animator in a timeline follows it, and its completions run when the timeline ends")
  func animatorChild() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    var ended: [String] = []
    animator.addCompletion { ended.append("animator \($0)") }
    let timeline = Timeline(engine: rig.engine)
    timeline.addCompletion { ended.append("timeline \($0)") }
    try timeline.add(animator, at: .at(1))
    try timeline.seek(to: 2)
    #expect(animator.state == .active)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    try timeline.seek(to: 0.5)
    #expect(card.$opacity.presentationValue == 0)
    try timeline.startAnimation()
    rig.advance(milliseconds: 3000)
    #expect(ended == ["animator end", "timeline end"])
    #expect(animator.state == .inactive && card.opacity == 1)
  }

  @Test("a spring in a timeline scrubs exactly, and a retarget keeps position and velocity")
  func spring() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let spring = Spring.snappy
    let pull = try timeline.addSpring(of: card.$opacity, to: 1, spring: spring, name: "pull")
    try timeline.seek(to: 0.2)
    let expected = spring.value(target: 1.0, initialValue: 0, time: 0.2)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    let before = card.$opacity.presentationValue
    let velocityBefore = spring.velocity(target: 1.0, initialValue: 0, time: 0.2)
    try pull.retarget(to: -1, at: 0.2)
    try timeline.seek(to: 0.2)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: before, absoluteTolerance: 1e-12))
    try timeline.seek(to: 0.3)
    let after = spring.value(target: -1.0, initialValue: before, initialVelocity: velocityBefore, time: 0.1)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: after, absoluteTolerance: 1e-9))
    try timeline.seek(to: 0.1)
    let back = spring.value(target: 1.0, initialValue: 0, time: 0.1)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: back, absoluteTolerance: 1e-9))
    try timeline.seek(to: timeline.totalDuration)
    #expect(card.$opacity.presentationValue == -1 && card.opacity == -1)
    #expect(timeline.children[0].animatedProperties == ["pull"])
  }

  @Test("keyframes: each keyframe is a tween at its relative time, scrubbable like any animator")
  func keyframes() throws {
    let rig = TestRig()
    let card = Card()
    var finished: [Bool] = []
    let timeline = try rig.engine.animateKeyframes(
      withDuration: 2,
      animations: { keyframes in
        keyframes.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { card.opacity = 1 }
        keyframes.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.opacity = 0.5 }
        card.position = Point2D(x: 2, y: 0)
      }, completion: { finished.append($0) })
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(card.$position.presentationValue.x.isApproximatelyEqual(to: 0.25), "outside keyframes: the whole duration")
    try timeline.pauseAnimation()
    timeline.fractionComplete = 0.75
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    try timeline.startAnimation()
    rig.advance(milliseconds: 600)
    #expect(finished == [true] && card.$opacity.presentationValue == 0.5)
    #expect(throws: (any Error).self) {
      try rig.engine.animateKeyframes(withDuration: 1) { keyframes in
        keyframes.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 1) { card.opacity = 0 }
      }
    }
    #expect(card.opacity == 0.5)
  }
}

@Suite("Timeline pace")
struct TimelinePaceTests {
  @Test("timeScale changes the pace while running, from where the playhead is")
  func timeScale() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 200)
    timeline.timeScale = 2
    rig.advance(milliseconds: 200)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.6))
    var reported: [AnimationError] = []
    rig.engine.diagnosticsHandler = { reported.append($0) }
    timeline.timeScale = .nan
    #expect(timeline.timeScale == 2 && reported.count == 1)
  }

  @Test("a nested timeline keeps the timing it was built with, unless another is given")
  func nestedTiming() throws {
    let rig = TestRig()
    var twice = EffectTiming()
    twice.repeat = 1
    let inner = try Timeline(engine: rig.engine, timing: twice)
    try inner.addTween(duration: 1, curve: .linear) {}
    let outer = Timeline(engine: rig.engine)
    try outer.add(inner)
    #expect(outer.duration == 2)
    #expect(throws: AnimationError.controlledByTimeline(.setTiming)) { try inner.setTiming(EffectTiming()) }
  }
}

@Suite("Timeline springs")
struct TimelineSpringTests {
  @Test("retargeting a running spring carries on from where it is, and the timeline ends when it settles")
  func retargetWhileRunning() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let pull = try timeline.addSpring(of: card.$opacity, to: 10, spring: .smooth)
    var ended: [AnimatingPosition] = []
    timeline.addCompletion { ended.append($0) }
    try timeline.startAnimation()
    rig.advance(milliseconds: 100)
    let shown = card.$opacity.presentationValue
    try pull.retarget(to: 0)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: shown, absoluteTolerance: 1e-12))
    #expect(card.opacity == 0, "the model is the new target")
    #expect(card.$opacity.velocity > 0, "still moving towards the old target")
    for _ in 0..<200 where ended.isEmpty { rig.advance(milliseconds: 16) }
    #expect(ended == [.end] && card.$opacity.presentationValue == 0)
    #expect(throws: (any Error).self) { try pull.retarget(to: 1, at: .nan) }
  }
}

/// `play(to:)` and `play(fromLabel:toLabel:)` set ``Timeline/isReversed`` to the way they go.
@Suite("Timeline play(to:) directions")
struct TimelinePlayToDirectionTests {
  /// A linear timeline of 2 s over a card's opacity, with labels at 0.5 s and 1.5 s, and the
  /// positions its completions received.
  static func make(_ rig: TestRig, _ card: Card) throws -> (Timeline, () -> [AnimatingPosition]) {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 1, duration: 2, curve: .linear)
    try timeline.addLabel("early", at: .at(0.5))
    try timeline.addLabel("late", at: .at(1.5))
    final class Endings {
      var list: [AnimatingPosition] = []
    }
    let endings = Endings()
    timeline.addCompletion { endings.list.append($0) }
    return (timeline, { endings.list })
  }

  @Test("playing backwards makes isReversed true; a later start goes on backwards to the start")
  func backwards() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, endings) = try Self.make(rig, card)
    try timeline.seek(to: 1.5)
    #expect(!timeline.isReversed)
    try timeline.play(to: 0.5)
    #expect(timeline.isReversed && timeline.isRunning)
    rig.advance(milliseconds: 500)
    #expect(timeline.time == 1)
    rig.advance(milliseconds: 600)
    #expect(timeline.time == 0.5 && timeline.state == .active && !timeline.isRunning)
    #expect(timeline.isReversed, "still the way it went")
    #expect(timeline.fractionComplete == 0.75, "measured along the way back")
    try timeline.startAnimation()
    rig.advance(milliseconds: 600)
    #expect(endings() == [.start])
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("playing forwards makes isReversed false; a later start goes on forwards to the end")
  func forwards() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, endings) = try Self.make(rig, card)
    try timeline.seek(to: 0.5)
    timeline.isReversed = true
    try timeline.play(to: 1.5)
    #expect(!timeline.isReversed && timeline.isRunning)
    rig.advance(milliseconds: 1100)
    #expect(timeline.time == 1.5 && !timeline.isRunning && !timeline.isReversed)
    #expect(timeline.fractionComplete == 0.75)
    try timeline.startAnimation()
    rig.advance(milliseconds: 600)
    #expect(endings() == [.end])
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("play(fromLabel:toLabel:) tells its way too, both ways; a play to where it is changes nothing")
  func labels() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, _) = try Self.make(rig, card)
    try timeline.play(fromLabel: "late", toLabel: "early")
    #expect(timeline.isReversed)
    rig.advance(milliseconds: 1100)
    try timeline.play(fromLabel: "early", toLabel: "late")
    #expect(!timeline.isReversed)
    rig.advance(milliseconds: 1100)
    #expect(timeline.time == 1.5)
    timeline.isReversed = true
    try timeline.play(to: 1.5)
    #expect(timeline.isReversed, "no way to go: unchanged")
  }
}
