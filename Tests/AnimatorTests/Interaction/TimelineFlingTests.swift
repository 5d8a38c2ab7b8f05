import Animator
import Foundation
import Testing

@MainActor
@Suite("Timeline.fling: a paused timeline's playhead released with a velocity")
struct TimelineFlingTests {
  /// A 2-second timeline that fades `card.opacity` from 0 to 100, with a label "half" at 1 s,
  /// paused at `time`.
  static func scrubbed(_ rig: TestRig, _ card: Card, at time: Double) throws -> Timeline {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 2, curve: .linear)
    try timeline.addLabel("half", at: .at(1))
    try timeline.pauseAnimation()
    try timeline.seek(to: time)
    return timeline
  }

  /// `Spring.smooth` (SwiftUI's `Spring(duration: 0.5, bounce: 0)`) is critically damped with
  /// ω = 2π / 0.5: `x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t)` and `x'(t) = (v0 − ω·(v0 + ω·x0)·t)·e^(−ω·t)`.
  static func smooth(x0: Double, v0: Double, at t: Double) -> (position: Double, velocity: Double) {
    let omega = 2 * Double.pi / 0.5
    let e = exp(-omega * t)
    return ((x0 + (v0 + omega * x0) * t) * e, (v0 - omega * (v0 + omega * x0) * t) * e)
  }

  static func close(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * abs(b)
  }

  @Test("projected to the nearest label, it leaves at the velocity handed over and follows the spring")
  func springToLabel() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.scrubbed(rig, card, at: 0.6)
    // 0.6 + project(velocity: 1.2) ≈ 1.1996: of 0, "half" (1) and the end (2), "half" is nearest.
    let fling = try timeline.fling(velocity: 1.2)
    #expect(fling.label == "half" && fling.restingPosition == 1 && fling.isRunning)
    #expect(fling.releasePosition == 0.6 && fling.releaseVelocity == 1.2)
    // The velocity just after the release is the one handed over.
    #expect(Self.close(fling.velocity(at: 0), 1.2, relative: 1e-9))
    #expect(Self.close(fling.velocity(at: 1e-12), 1.2, relative: 1e-9))
    #expect(Self.close(Self.smooth(x0: -0.4, v0: 1.2, at: 0).velocity, 1.2, relative: 1e-15))
    // Every frame the paused timeline shows the spring's closed form, and its properties follow.
    for step in 1...20 {
      rig.advance(milliseconds: 16)
      let expected = 1 + Self.smooth(x0: -0.4, v0: 1.2, at: Double(step) * 0.016).position
      #expect(abs(timeline.time - expected) < 1e-12, "\(timeline.time) \(expected)")
      #expect(abs(card.$opacity.presentationValue - 50 * expected) < 1e-9)
      #expect(timeline.state == .active && !timeline.isRunning)
    }
  }

  @Test("it arrives exactly at the label, at the instant the displacement stays within 0.001 s, and stays paused")
  func arrival() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.scrubbed(rig, card, at: 0.6)
    var timelineEnded: [AnimatingPosition] = []
    timeline.addCompletion { timelineEnded.append($0) }
    let fling = try timeline.fling(velocity: 1.2, to: .label("half"))
    var ended: [AnimatingPosition] = []
    fling.addCompletion { ended.append($0) }
    let settling = fling.settlingTime
    // Critically damped from moving towards the label: the displacement shrinks without crossing
    // zero, so it settles where |x(t)| = 0.001.
    #expect(abs(abs(Self.smooth(x0: -0.4, v0: 1.2, at: settling).position) - 0.001) < 1e-12)
    rig.advance(toSeconds: settling - 0.001)
    #expect(ended.isEmpty && timeline.time != 1)
    rig.advance(toSeconds: settling + 0.5)
    #expect(ended == [.end] && fling.ending == .end && !fling.isRunning)
    #expect(timeline.time == 1 && card.$opacity.presentationValue == 50)
    #expect(timeline.state == .active && !timeline.isRunning && timelineEnded.isEmpty)
    #expect(fling.elapsedTime == settling || abs(fling.elapsedTime - settling) < 1e-9)
    // Nothing moves it afterwards.
    rig.advance(milliseconds: 100)
    #expect(timeline.time == 1)
  }

  @Test("the same positions at the same instants whatever the tick size", arguments: [false, true])
  func tickSizeIndependence(coast: Bool) throws {
    func run(tick: Int) throws -> [Double] {
      let rig = TestRig()
      let timeline = try Self.scrubbed(rig, Card(), at: 1.7)
      try timeline.fling(velocity: -2.5, to: coast ? .coast() : .projected())
      var samples: [Double] = []
      for step in 1...(2000 / tick) {
        rig.advance(milliseconds: tick)
        if step * tick % 40 == 0 { samples.append(timeline.time) }
      }
      return samples
    }
    let fine = try run(tick: 8)
    let coarse = try run(tick: 40)
    #expect(fine.count == coarse.count)
    for (a, b) in zip(fine, coarse) { #expect(a == b, "\(a) \(b)") }
  }

  @Test("a coast follows the decay and stays paused where it comes to rest")
  func coast() throws {
    let rig = TestRig()
    let timeline = try Self.scrubbed(rig, Card(), at: 0.6)
    let fling = try timeline.fling(velocity: 0.5, to: .coast())
    // x(t) = x0 + v0·(e^(k·t) − 1)/k with k = 1000·ln 0.998 (UIScrollView's model, see Decay).
    let k = 1000 * log(0.998)
    #expect(fling.label == nil && fling.restingPosition == 0.6 + project(velocity: 0.5))
    rig.advance(milliseconds: 250)
    #expect(abs(timeline.time - (0.6 + 0.5 * expm1(k * 0.25) / k)) < 1e-12)
    // Over when what is left to travel, v/(−k), is within 0.001: v = −k·0.001.
    #expect(Self.close(fling.velocity(at: fling.settlingTime - 1e-9), -k * 0.001, relative: 1e-6))
    rig.advance(toSeconds: fling.settlingTime + 0.1)
    #expect(!fling.isRunning && timeline.time == fling.restingPosition)
    #expect(timeline.state == .active && !timeline.isRunning)
  }

  @Test("while it moves, the properties report the velocity the playhead moves them at; at rest, 0")
  func propertyVelocity() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.scrubbed(rig, card, at: 0.6)
    let fling = try timeline.fling(velocity: 0.5, to: .coast())
    rig.advance(milliseconds: 250)
    // The tween is linear, 100 units over 2 s: 50 units per second of timeline time, times the
    // playhead's seconds per second at 0.25 s after the release.
    let expected = 50 * fling.velocity(at: 0.25)
    #expect(expected > 0)
    #expect(Self.close(card.$opacity.velocity, expected, relative: 1e-12), "\(card.$opacity.velocity) \(expected)")
    rig.advance(toSeconds: fling.settlingTime + 0.1)
    #expect(!fling.isRunning && card.$opacity.velocity == 0)
  }

  @Test("a coast that reaches the end stops there; with finishing, the timeline completes with .end")
  func coastToTheEnd() throws {
    let rig = TestRig()
    let timeline = try Self.scrubbed(rig, Card(), at: 0.6)
    var timelineEnded: [AnimatingPosition] = []
    timeline.addCompletion { timelineEnded.append($0) }
    let fling = try timeline.fling(velocity: 5, to: .coast(), finishing: true)
    // It would coast to 0.6 + 5·0.4996 ≈ 3.1, past 2: it reaches 2 at t = ln(1 + k·(2 − 0.6)/5)/k.
    let k = 1000 * log(0.998)
    let reach = log1p(k * 1.4 / 5) / k
    #expect(fling.restingPosition == 2 && Self.close(fling.settlingTime, reach, relative: 1e-12))
    rig.advance(toSeconds: reach - 0.001)
    #expect(timeline.time < 2 && fling.isRunning)
    rig.advance(toSeconds: reach + 0.001)
    #expect(fling.ending == .end && timelineEnded == [.end] && timeline.state == .inactive)
  }

  @Test("cancel, a seek or a new fling catches it; it leaves the timeline where it was")
  func caught() throws {
    let rig = TestRig()
    let timeline = try Self.scrubbed(rig, Card(), at: 0.6)
    let first = try timeline.fling(velocity: 1.2)
    rig.advance(milliseconds: 50)
    let shown = timeline.time
    try first.stopAnimation(false)
    try first.finishAnimation(at: .current)
    #expect(first.ending == .current && timeline.time == shown)
    rig.advance(milliseconds: 50)
    #expect(timeline.time == shown, "a caught fling moves nothing")

    // A seek by a new touch: the fling notices at its next frame and lets go.
    let second = try timeline.fling(velocity: 1.2)
    rig.advance(milliseconds: 50)
    try timeline.seek(to: 0.3)
    rig.advance(milliseconds: 50)
    #expect(second.ending == .current && timeline.time == 0.3)

    // A new fling of the same timeline catches the one under way at once.
    let third = try timeline.fling(velocity: 1.2)
    rig.advance(milliseconds: 50)
    let fourth = try timeline.fling(velocity: -3, to: .start)
    #expect(third.ending == .current && fourth.isRunning)
    rig.advance(milliseconds: 3000)
    #expect(fourth.ending == .end && timeline.time == 0)
  }

  @Test("an event of the arrival's seek that flings the timeline again catches the arriving fling, once")
  func flungFromItsOwnEvent() throws {
    let rig = TestRig()
    let timeline = try Self.scrubbed(rig, Card(), at: 0.6)
    var second: TimelineFling?
    // Critically damped from 0.6 towards 1 with no overshoot: only the arrival's seek reaches 1.
    try timeline.addCallback(at: .at(1)) { _ in
      if second == nil { second = try? timeline.fling(velocity: 0, to: .start) }
    }
    let first = try timeline.fling(velocity: 1.2, to: .label("half"))
    var endings: [AnimatingPosition] = []
    first.addCompletion { endings.append($0) }
    rig.advance(toSeconds: first.settlingTime + 0.001)
    #expect(second != nil)
    #expect(endings == [.current] && first.ending == .current)
    rig.advance(milliseconds: 3000)
    #expect(second?.ending == .end && timeline.time == 0 && endings == [.current])
  }

  @Test("its seeks fire the events they cross, unless suppressed", arguments: [false, true])
  func events(suppressed: Bool) throws {
    let rig = TestRig()
    let timeline = try Self.scrubbed(rig, Card(), at: 0.6)
    var crossings: [TimelineDirection] = []
    try timeline.addCallback(at: .at(0.8)) { crossings.append($0) }
    try timeline.fling(velocity: 1.2, to: .label("half"), suppressEvents: suppressed)
    rig.advance(milliseconds: 3000)
    #expect(crossings == (suppressed ? [] : [.forward]))
  }

  @Test("finished() returns how it ended")
  func finished() async throws {
    let rig = TestRig()
    let timeline = try Self.scrubbed(rig, Card(), at: 0.6)
    let fling = try timeline.fling(velocity: 0, to: .end)
    rig.advance(milliseconds: 3000)
    #expect(await fling.finished() == .end)
    #expect(timeline.time == 2)
  }

  @Test("bad input and bad states are refused with a typed error and change nothing")
  func badInput() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.scrubbed(rig, card, at: 0.6)
    let undamped = try Spring(stiffness: 100, damping: 0)
    let cases: [(Double, TimelineFling.Target, Spring, AnimationError)] = [
      (.nan, .projected(), .smooth, .invalidArgument(parameter: "velocity", value: "nan", requirement: .finite)),
      (-.infinity, .coast(), .smooth, .invalidArgument(parameter: "velocity", value: "-inf", requirement: .finite)),
      (1, .label("nowhere"), .smooth, .unknownLabel("nowhere")),
      (1, .projected(among: ["half", "nowhere"]), .smooth, .unknownLabel("nowhere")),
      (
        1, .end, undamped,
        .invalidArgument(parameter: "spring", value: "\(undamped)", requirement: .other("a damped spring"))
      ),
    ]
    for (velocity, target, spring, error) in cases {
      #expect(throws: error) { try timeline.fling(velocity: velocity, to: target, spring: spring) }
      rig.advance(milliseconds: 100)
      #expect(timeline.time == 0.6 && timeline.state == .active && !timeline.isRunning)
    }
    // A timeline that never ends has no end to go to.
    let forever = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: .infinity))
    try forever.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
    try forever.pauseAnimation()
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "target", value: "end", requirement: .other("a timeline that ends"))
    ) {
      try forever.fling(velocity: 1, to: .end)
    }
    // Not paused: inactive, running, stopped; nested.
    let inactive = Timeline(engine: rig.engine)
    #expect(throws: AnimationError.invalidAction(.fling, state: .inactive)) { try inactive.fling(velocity: 1) }
    #expect(inactive.state == .inactive)
    try timeline.startAnimation()
    #expect(throws: AnimationError.invalidAction(.fling, state: .active)) { try timeline.fling(velocity: 1) }
    try timeline.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.fling, state: .stopped)) { try timeline.fling(velocity: 1) }
    let parent = Timeline(engine: rig.engine)
    let child = Timeline(engine: rig.engine)
    try child.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
    try parent.add(child)
    try parent.pauseAnimation()
    #expect(throws: AnimationError.controlledByTimeline(.fling)) { try child.fling(velocity: 1) }
  }
}
