import Animator
import Foundation
import Testing

/// Every public API that takes a time takes it both as a `Duration` and as `Double` seconds; the two
/// forms give the same run, bit for bit, and refuse the same bad input.
@Suite("Time units: Duration and Double seconds")
struct TimeUnitOverloadTests {
  /// The opacity of a card on a fresh rig at each of `times` (milliseconds after the start),
  /// after `start` has set it running.
  private func samples(
    at times: [Int] = [0, 100, 250, 499, 500, 750, 999, 1000, 1500],
    _ start: (TestRig, Card) throws -> Void
  ) rethrows -> [Double] {
    let rig = TestRig()
    let card = Card()
    try start(rig, card)
    var values: [Double] = []
    for time in times {
      rig.advance(toSeconds: Double(time) / 1000)
      values.append(card.$opacity.presentationValue)
    }
    return values
  }

  /// The parameter named by an `invalidArgument` error that `body` throws, or `nil`.
  private func refusedParameter(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      guard case .invalidArgument(let parameter, _, _) = error as? AnimationError else { return nil }
      return parameter
    }
  }

  private static let badSeconds: [Double] = [.nan, -1, .infinity, -.infinity, 1e300]

  // MARK: PropertyAnimator

  @Test("PropertyAnimator(duration:timingParameters:): seconds and Duration run alike")
  func timingParametersInit() throws {
    let timing = TimingParameters.curve(.easeInOut)
    let seconds = try samples { rig, card in
      let animator = try PropertyAnimator(duration: 0.7, timingParameters: timing, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
    }
    let duration = try samples { rig, card in
      let animator = PropertyAnimator(duration: .seconds(0.7), timingParameters: timing, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
    }
    #expect(seconds == duration)
    #expect(seconds[2] > 0 && seconds[2] < 1, "the run moves: the comparison is not of constants")
    let rig = TestRig()
    #expect(
      try PropertyAnimator(duration: 0.7, timingParameters: timing, engine: rig.engine).duration
        == PropertyAnimator(duration: .seconds(0.7), timingParameters: timing, engine: rig.engine).duration)
  }

  @Test("PropertyAnimator(duration:curve:), (duration:controlPoint1:...), (duration:dampingRatio:) alike")
  func convenienceInits() throws {
    let p1 = Point2D(x: 0.3, y: 0)
    let p2 = Point2D(x: 0.2, y: 1)
    let pairs: [(Double, Duration)] = [(1, .seconds(1)), (0.25, .milliseconds(250))]
    for (seconds, duration) in pairs {
      let curveA = try samples { rig, card in
        try PropertyAnimator(duration: seconds, curve: .easeIn, engine: rig.engine) { card.opacity = 1 }
          .startAnimation()
      }
      let curveB = try samples { rig, card in
        try PropertyAnimator(duration: duration, curve: .easeIn, engine: rig.engine) { card.opacity = 1 }
          .startAnimation()
      }
      #expect(curveA == curveB)
      let bezierA = try samples { rig, card in
        try PropertyAnimator(duration: seconds, controlPoint1: p1, controlPoint2: p2, engine: rig.engine) {
          card.opacity = 1
        }.startAnimation()
      }
      let bezierB = try samples { rig, card in
        try PropertyAnimator(duration: duration, controlPoint1: p1, controlPoint2: p2, engine: rig.engine) {
          card.opacity = 1
        }.startAnimation()
      }
      #expect(bezierA == bezierB)
      let springA = try samples { rig, card in
        try PropertyAnimator(duration: seconds, dampingRatio: 0.4, engine: rig.engine) { card.opacity = 1 }
          .startAnimation()
      }
      let springB = try samples { rig, card in
        try PropertyAnimator(duration: duration, dampingRatio: 0.4, engine: rig.engine) { card.opacity = 1 }
          .startAnimation()
      }
      #expect(springA == springB)
    }
  }

  @Test("an integer literal is seconds; .zero and .seconds(_:) are the Duration form")
  func literalsResolve() throws {
    let rig = TestRig()
    // These lines are the test: each must compile, unambiguously, to the form named.
    let seconds: PropertyAnimator = try PropertyAnimator(duration: 1, curve: .linear, engine: rig.engine)
    let zero: PropertyAnimator = PropertyAnimator(duration: .zero, curve: .linear, engine: rig.engine)
    let exact: PropertyAnimator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let spring = try PropertyAnimator(duration: 2, dampingRatio: 1, engine: rig.engine)
    #expect(seconds.duration == 1)
    #expect(zero.duration == 0)
    #expect(exact.duration == 1)
    #expect(spring.duration == 2)
    try rig.engine.tick(by: 0)
    try rig.engine.tick(by: .zero)
    try rig.engine.animate(withDuration: 1) {}
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    try timeline.seek(to: 0)
    try timeline.seek(to: .zero)
    _ = try Spring(duration: 1)
  }

  @Test("the guide's time example: both units, the same run")
  func guideExample() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    // docs: begin time-units
    let a = try PropertyAnimator(duration: 0.5, curve: .easeOut, engine: engine)  // seconds
    let b = PropertyAnimator(duration: .milliseconds(500), curve: .easeOut, engine: engine)  // Duration
    #expect(a.duration == b.duration)
    try a.addAnimations { card.opacity = 1 }
    try a.startAnimation()
    try engine.tick(by: 0.25)  // seconds
    try engine.tick(by: .milliseconds(250))  // Duration
    #expect(card.$opacity.presentationValue == 1)
    #expect(throws: AnimationError.self) { try engine.tick(by: -1) }  // refused in either unit
    // docs: end time-units
  }

  @Test("bad seconds are refused by every PropertyAnimator seconds initialiser, naming duration", arguments: badSeconds)
  func badAnimatorSeconds(_ value: Double) {
    let rig = TestRig()
    #expect(
      refusedParameter { _ = try PropertyAnimator(duration: value, timingParameters: .default, engine: rig.engine) }
        == "duration")
    #expect(
      refusedParameter { _ = try PropertyAnimator(duration: value, curve: .linear, engine: rig.engine) } == "duration")
    #expect(
      refusedParameter {
        _ = try PropertyAnimator(
          duration: value, controlPoint1: Point2D(x: 0, y: 0), controlPoint2: Point2D(x: 1, y: 1), engine: rig.engine)
      } == "duration")
    #expect(
      refusedParameter { _ = try PropertyAnimator(duration: value, dampingRatio: 1, engine: rig.engine) } == "duration")
    #expect(rig.engine.runningAnimationCount == 0)
  }

  // MARK: AnimationEngine

  @Test("tick(by:) in seconds moves as tick(by:) with a Duration")
  func tickBySeconds() throws {
    func run(_ tick: (AnimationEngine) throws -> Void) throws -> [Double] {
      let rig = TestRig()
      let card = Card()
      try PropertyAnimator(duration: .seconds(1), curve: .easeOut, engine: rig.engine) { card.opacity = 1 }
        .startAnimation()
      var values: [Double] = []
      for _ in 0..<70 {
        try tick(rig.engine)
        values.append(card.$opacity.presentationValue)
      }
      return values
    }
    let seconds = try run { try $0.tick(by: 1.0 / 60) }
    let duration = try run { try $0.tick(by: Duration.seconds(1.0 / 60)) }
    #expect(seconds == duration)
    #expect(seconds.last == 1)
  }

  @Test("tick(by:) refuses bad seconds, naming delta, and moves nothing", arguments: badSeconds)
  func badTickSeconds(_ value: Double) throws {
    let rig = TestRig()
    let card = Card()
    try PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine) { card.opacity = 1 }
      .startAnimation()
    #expect(refusedParameter { try rig.engine.tick(by: value) } == "delta")
    #expect(rig.engine.time == .zero)
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("animate(duration:) in seconds runs as with a Duration, and an integer literal is seconds")
  func quickAnimationSeconds() throws {
    let seconds = try samples { rig, card in
      try rig.engine.animate(duration: 0.75, curve: .easeOut) { card.opacity = 1 }
    }
    let duration = try samples { rig, card in
      try rig.engine.animate(duration: .milliseconds(750), curve: .easeOut) { card.opacity = 1 }
    }
    #expect(seconds == duration)
    #expect(seconds[2] > 0 && seconds[2] < 1, "the run moves: the comparison is not of constants")
    let literal = try samples { rig, card in try rig.engine.animate(duration: 1) { card.opacity = 1 } }
    let whole = try samples { rig, card in try rig.engine.animate(duration: .seconds(1)) { card.opacity = 1 } }
    #expect(literal == whole)
  }

  @Test("animate(duration:) refuses bad seconds, naming duration; the block does not run", arguments: badSeconds)
  func badQuickAnimationSeconds(_ value: Double) {
    let rig = TestRig()
    let card = Card()
    var ran = false
    #expect(
      refusedParameter {
        try rig.engine.animate(duration: value) {
          ran = true
          card.opacity = 1
        }
      } == "duration")
    #expect(!ran)
    #expect(card.opacity == 0 && !card.$opacity.isAnimating)
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("animate(withDuration:) and runningPropertyAnimator with Durations run as with seconds")
  func blockDurations() throws {
    let a = try samples { rig, card in
      try rig.engine.animate(withDuration: 0.5, delay: 0.25, options: .curveEaseIn) { card.opacity = 1 }
    }
    let b = try samples { rig, card in
      try rig.engine.animate(withDuration: .milliseconds(500), delay: .milliseconds(250), options: .curveEaseIn) {
        card.opacity = 1
      }
    }
    #expect(a == b)
    let c = try samples { rig, card in
      try rig.engine.animate(
        withDuration: 0.8, usingSpringWithDamping: 0.3, initialSpringVelocity: 1, animations: { card.opacity = 1 })
    }
    let d = try samples { rig, card in
      try rig.engine.animate(
        withDuration: .milliseconds(800), usingSpringWithDamping: 0.3, initialSpringVelocity: 1,
        animations: { card.opacity = 1 })
    }
    #expect(c == d)
    let e = try samples { rig, card in
      try rig.engine.runningPropertyAnimator(withDuration: 1, delay: 0.1, animations: { card.opacity = 1 })
    }
    let f = try samples { rig, card in
      try rig.engine.runningPropertyAnimator(
        withDuration: .seconds(1), delay: .milliseconds(100), animations: { card.opacity = 1 })
    }
    #expect(e == f)
  }

  @Test("animateKeyframes(withDuration:) with a Duration runs as with seconds")
  func keyframeDurations() throws {
    func keyframes(_ card: Card) -> (KeyframeBuilder) -> Void {
      { builder in
        builder.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.opacity = 0.8 }
        builder.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.opacity = 0.2 }
      }
    }
    let a = try samples { rig, card in try rig.engine.animateKeyframes(withDuration: 1, animations: keyframes(card)) }
    let b = try samples { rig, card in
      try rig.engine.animateKeyframes(withDuration: .seconds(1), animations: keyframes(card))
    }
    #expect(a == b)
    #expect(a[2] != 0, "the keyframes move")
  }

  @Test("a negative Duration is refused as negative seconds are, naming the same parameter")
  func badBlockDurations() {
    let rig = TestRig()
    #expect(refusedParameter { try rig.engine.animate(withDuration: .seconds(-1)) {} } == "duration")
    #expect(refusedParameter { try rig.engine.animate(withDuration: .seconds(1), delay: .seconds(-1)) {} } == "delay")
    #expect(
      refusedParameter {
        try rig.engine.animate(
          withDuration: .seconds(-1), usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {})
      } == "duration")
    #expect(refusedParameter { try rig.engine.runningPropertyAnimator(withDuration: .seconds(-1)) {} } == "duration")
    #expect(refusedParameter { try rig.engine.animateKeyframes(withDuration: .seconds(-1)) { _ in } } == "duration")
    #expect(rig.engine.runningAnimationCount == 0)
  }

  // MARK: Timeline

  /// A timeline of one linear tween of 1 s on `card`, started as `start` says.
  private func timelineSamples(_ start: (Timeline) throws -> Void) throws -> [Double] {
    try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
      try start(timeline)
    }
  }

  @Test("Timeline.startAnimation(afterDelay:) in seconds runs as with a Duration")
  func timelineDelay() throws {
    let a = try timelineSamples { try $0.startAnimation(afterDelay: 0.25) }
    let b = try timelineSamples { try $0.startAnimation(afterDelay: .milliseconds(250)) }
    #expect(a == b)
    #expect(a[1] == 0 && a[5] > 0, "the delay holds, then it moves")
  }

  @Test("Timeline.startAnimation(afterDelay:) refuses bad seconds, naming delay", arguments: badSeconds)
  func badTimelineDelay(_ value: Double) throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) {}
    #expect(refusedParameter { try timeline.startAnimation(afterDelay: value) } == "delay")
    #expect(timeline.state == .inactive)
  }

  @Test("seek(to:) and play(to:) with a Duration move as with seconds")
  func timelineSeekAndPlay() throws {
    let a = try timelineSamples { try $0.seek(to: 0.4) }
    let b = try timelineSamples { try $0.seek(to: .milliseconds(400)) }
    #expect(a == b)
    #expect(a[0] == 0.4)
    let c = try timelineSamples { try $0.play(to: 0.6) }
    let d = try timelineSamples { try $0.play(to: .milliseconds(600)) }
    #expect(c == d)
    #expect(c.last == 0.6)
  }

  @Test("addTween(duration:) with a Duration lays out and runs as with seconds")
  func timelineTweenDurations() throws {
    let a = try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 0.6, curve: .easeOut) { card.opacity = 1 }
      try timeline.startAnimation()
    }
    let b = try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: .milliseconds(600), curve: .easeOut) { card.opacity = 1 }
      try timeline.startAnimation()
    }
    #expect(a == b)
    let c = try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, from: 0.2, to: 1, duration: .milliseconds(600), curve: .easeIn)
      try timeline.startAnimation()
    }
    let d = try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, from: 0.2, to: 1, duration: 0.6, curve: .easeIn)
      try timeline.startAnimation()
    }
    #expect(c == d)
    let e = try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: \Card.opacity, on: card, to: 1, duration: .milliseconds(600), curve: .linear)
      try timeline.startAnimation()
    }
    let f = try samples { rig, card in
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: \Card.opacity, on: card, to: 1, duration: 0.6, curve: .linear)
      try timeline.startAnimation()
    }
    #expect(e == f)
    #expect(e[3] > 0 && e[3] < 1)
  }

  @Test("a negative Duration tween is refused as negative seconds are")
  func badTweenDuration() {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    #expect(refusedParameter { try timeline.addTween(duration: .seconds(-1), curve: .linear) {} } == "duration")
    #expect(
      refusedParameter { try timeline.addTween(of: card.$opacity, to: 1, duration: .seconds(-1), curve: .linear) }
        == "duration")
    #expect(
      refusedParameter {
        try timeline.addTween(of: \Card.opacity, on: card, to: 1, duration: .seconds(-1), curve: .linear)
      }
        == "duration")
    #expect(timeline.children.isEmpty)
  }

  // MARK: Springs

  @Test("Spring(duration:bounce:) and the spring curves' spans with a Duration match seconds")
  func springDurations() throws {
    #expect(try Spring(duration: .milliseconds(400), bounce: 0.2) == Spring(duration: 0.4, bounce: 0.2))
    #expect(try Spring(duration: .seconds(1)) == Spring(duration: 1))
    #expect(
      try TimingCurve.spring(.bouncy, initialVelocity: 1, duration: .milliseconds(500))
        == .spring(.bouncy, initialVelocity: 1, duration: 0.5))
    #expect(
      try TimingCurve.spring(dampingRatio: 0.6, initialVelocity: 1, duration: .milliseconds(800))
        == .spring(dampingRatio: 0.6, initialVelocity: 1, duration: 0.8))
  }

  @Test("a zero or negative spring Duration is refused as in seconds, naming duration")
  func badSpringDurations() {
    for duration in [Duration.zero, .seconds(-1)] {
      #expect(refusedParameter { _ = try Spring(duration: duration, bounce: 0) } == "duration")
      #expect(refusedParameter { _ = try TimingCurve.spring(.smooth, duration: duration) } == "duration")
      #expect(refusedParameter { _ = try TimingCurve.spring(dampingRatio: 1, duration: duration) } == "duration")
    }
  }
}
