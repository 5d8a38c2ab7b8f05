import Animator
import Foundation
import Testing

@MainActor
@Suite("DecayAnimation: momentum on a property, bounded by a spring")
struct DecayAnimationTests {
  /// UIKit's deceleration model in closed form (see `Decay`): the velocity keeps `r` of itself each
  /// millisecond, `v(t) = v0·e^(k·t)` with `k = 1000·ln r`, and `x(t) = x0 + v0·(e^(k·t) − 1)/k`.
  static func closedForm(from x0: Double, velocity v0: Double, rate: Double, at time: Double)
    -> (value: Double, velocity: Double)
  {
    let k = 1000 * log(rate)
    return (x0 + v0 * expm1(k * time) / k, v0 * exp(k * time))
  }

  /// Whether `a` and `b` agree within `relative` of `b`'s magnitude.
  static func close(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * abs(b)
  }

  @Test("the resting point is the start plus project(velocity:), and the run ends there", arguments: [0.998, 0.99])
  func restsAtTheProjection(rate: Double) throws {
    let rig = TestRig()
    let card = Card()
    card.position = Point2D(x: 10, y: 20)
    let velocity = Point2D(x: 1200, y: -300)
    let decelerationRate = try DecelerationRate(rate)
    let fling = try DecayAnimation(
      card.$position, velocity: velocity, decelerationRate: decelerationRate, engine: rig.engine)
    let projected = Point2D(x: 10, y: 20) + project(velocity: velocity, decelerationRate: decelerationRate)
    // Before the run, and during it: the same point, within 1e-9 relative (here to the last bit).
    #expect(Self.close(fling.restingPosition.x, projected.x, relative: 1e-9))
    #expect(Self.close(fling.restingPosition.y, projected.y, relative: 1e-9))
    try fling.startAnimation()
    #expect(Self.close(fling.restingPosition.x, projected.x, relative: 1e-9))
    #expect(Self.close(fling.restingPosition.y, projected.y, relative: 1e-9))
    #expect(card.position == fling.restingPosition, "the model is the resting point")
    // Each axis follows the closed form.
    rig.advance(milliseconds: 250)
    let x = Self.closedForm(from: 10, velocity: 1200, rate: rate, at: 0.25)
    let y = Self.closedForm(from: 20, velocity: -300, rate: rate, at: 0.25)
    #expect(Self.close(card.$position.presentationValue.x, x.value, relative: 1e-12))
    #expect(Self.close(card.$position.presentationValue.y, y.value, relative: 1e-12))
    #expect(Self.close(card.$position.velocity.x, x.velocity, relative: 1e-12))
    #expect(Self.close(card.$position.velocity.y, y.velocity, relative: 1e-12))
    // It ends when the speed |v0|·e^(k·t) falls below 0.5: t = ln(0.5/|v0|)/k.
    var ended = false
    fling.addCompletion { _ in ended = true }
    let speed = (1200.0 * 1200 + 300 * 300).squareRoot()
    let settling = log(0.5 / speed) / (1000 * log(rate))
    #expect(Self.close(fling.settlingTime ?? 0, settling, relative: 1e-12))
    rig.advance(toSeconds: settling - 0.01)
    #expect(!ended)
    rig.advance(toSeconds: settling + 0.01)
    #expect(ended)
    #expect(card.$position.presentationValue == fling.restingPosition)
    #expect(!card.$position.isAnimating)
  }

  @Test("the velocity just after the start is the one handed over, per component")
  func velocityHandOff() throws {
    let rig = TestRig()
    let card = Card()
    let handed = Point2D(x: 120, y: -800)
    let fling = try DecayAnimation(card.$position, velocity: handed, engine: rig.engine)
    try fling.startAnimation()
    #expect(card.$position.velocity == handed)
    #expect(card.$position.presentationValue == .zero)
    let after = fling.velocity(at: 1e-12)
    #expect(Self.close(after.x, handed.x, relative: 1e-9))
    #expect(Self.close(after.y, handed.y, relative: 1e-9))
  }

  @Test("the values do not depend on the tick size, free or bounded")
  func tickSizeIndependence() throws {
    func run(tickMilliseconds: Int, bounded: Bool) throws -> [Double] {
      let rig = TestRig()
      let card = Card(opacity: 0.5)
      let fling =
        bounded
        ? try DecayAnimation(card.$opacity, velocity: 4, bounds: 0...1, engine: rig.engine)
        : try DecayAnimation(card.$opacity, velocity: 4, engine: rig.engine)
      try fling.startAnimation()
      var samples: [Double] = []
      var elapsed = 0
      while elapsed < 1200 {
        rig.advance(milliseconds: tickMilliseconds)
        elapsed += tickMilliseconds
        if elapsed % 120 == 0 { samples.append(card.$opacity.presentationValue) }
      }
      return samples
    }
    for bounded in [false, true] {
      let fine = try run(tickMilliseconds: 8, bounded: bounded)
      let coarse = try run(tickMilliseconds: 40, bounded: bounded)
      #expect(fine.count == 10)
      #expect(fine == coarse)
    }
  }

  @Test("bounded: it reaches the bound, hands over to the spring with the same velocity, settles there")
  func boundedBounce() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.9)
    let fling = try DecayAnimation(card.$opacity, velocity: 3, bounds: 0...1, spring: .smooth, engine: rig.engine)
    try fling.startAnimation()
    // The unbounded rest 0.9 + 3/(−k) ≈ 2.4 lies past 1: it hands over at 1, at
    // t_b = ln(1 + k·(1 − 0.9)/3)/k, with velocity v_b = 3 + k·(1 − 0.9) (BoundedDecay's closed form).
    let k = 1000 * log(0.998)
    let handOff = log1p(k * 0.1 / 3) / k
    #expect(fling.restingPosition == 1)
    #expect(card.opacity == 1)
    let time = try #require(fling.handOffTime)
    #expect(Self.close(time, handOff, relative: 1e-12))
    #expect(Self.close(fling.value(at: time), 1, relative: 1e-12))
    // Velocity continuous at the hand-off: the decay's just before, the spring's at and just after.
    let handed = 3 + k * 0.1
    #expect(Self.close(fling.velocity(at: time), handed, relative: 1e-12))
    #expect(Self.close(fling.velocity(at: time.nextDown), handed, relative: 1e-9))
    #expect(Self.close(fling.velocity(at: time + 1e-12), handed, relative: 1e-9))
    // Past the bound then back: the spring's closed form from displacement 0, velocity v_b.
    rig.advance(milliseconds: 200)
    let spring = Spring.smooth.displacement(at: 0.2 - time, initialDisplacement: 0, initialVelocity: handed)
    #expect(Self.close(card.$opacity.presentationValue, 1 + spring.position, relative: 1e-12))
    #expect(card.$opacity.presentationValue > 1)
    var completions: [AnimatingPosition] = []
    fling.addCompletion { completions.append($0) }
    for _ in 0..<300 { rig.advance(milliseconds: 16) }
    #expect(completions == [.end])
    #expect(card.$opacity.presentationValue == 1)
    #expect(card.opacity == 1)
    #expect(fling.state == .inactive)
  }

  @Test("completes once: the completion, finished() and the events, with .end")
  func completesOnce() async throws {
    let rig = TestRig()
    let card = Card()
    let fling = try DecayAnimation(card.$opacity, velocity: 2, decelerationRate: .fast, engine: rig.engine)
    var completions: [AnimatingPosition] = []
    fling.addCompletion { completions.append($0) }
    var events: [DecayAnimationEvent] = []
    let observation = fling.observe { events.append($0) }
    let stream = fling.events()
    try fling.startAnimation()
    Task { @MainActor in
      for _ in 0..<300 { rig.advance(milliseconds: 16) }
    }
    #expect(await fling.finished() == .end)
    #expect(completions == [.end])
    #expect(card.$opacity.presentationValue == fling.restingPosition)
    #expect(!card.$opacity.isAnimating)
    let expected: [DecayAnimationEvent] = [.state(.active), .isRunning(true), .state(.inactive), .isRunning(false)]
    #expect(events == expected)
    var streamed: [DecayAnimationEvent] = []
    for await event in stream {
      streamed.append(event)
      if streamed.count == expected.count { break }
    }
    #expect(streamed == expected)
    observation.cancel()
  }

  @Test("bad input throws a typed error and changes nothing; the state table's errors")
  func badInput() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.3)
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(nan, 0.0)", requirement: .finite)) {
      try DecayAnimation(card.$position, velocity: Point2D(x: .nan, y: 0), engine: rig.engine)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "inf", requirement: .finite)) {
      try DecayAnimation(card.$opacity, velocity: .infinity, engine: rig.engine)
    }
    for rate in [0, -0.5, 1, .nan] {
      #expect(
        throws: AnimationError.invalidArgument(
          parameter: "decelerationRate", value: "\(rate)", requirement: .other("a number > 0 and < 1"))
      ) {
        try DecayAnimation(card.$opacity, velocity: 1, decelerationRate: DecelerationRate(rate), engine: rig.engine)
      }
    }
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "bounds", value: "0.0...inf", requirement: .other("finite bounds"))
    ) {
      try DecayAnimation(card.$opacity, velocity: 1, bounds: 0 ... .infinity, engine: rig.engine)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "speedThreshold", value: "0.0", requirement: .positive)) {
      try DecayAnimation(card.$opacity, velocity: 1, speedThreshold: 0, engine: rig.engine)
    }
    #expect(card.opacity == 0.3 && !card.$opacity.isAnimating)
    // Starting from a value that is not finite is refused and changes nothing.
    card.opacity = .nan
    let fromNaN = try DecayAnimation(card.$opacity, velocity: 1, engine: rig.engine)
    #expect(throws: AnimationError.invalidArgument(parameter: "position", value: "nan", requirement: .finite)) {
      try fromNaN.startAnimation()
    }
    #expect(fromNaN.state == .inactive && !card.$opacity.isAnimating)
    card.opacity = 0.3
    let fling = try DecayAnimation(card.$opacity, velocity: 1, engine: rig.engine)
    #expect(throws: AnimationError.invalidAction(.stopAnimation, state: .inactive)) { try fling.stopAnimation(false) }
    #expect(throws: AnimationError.invalidAction(.finishAnimation, state: .inactive)) {
      try fling.finishAnimation(at: .end)
    }
    try fling.startAnimation()
    rig.advance(milliseconds: 50)
    let value = card.$opacity.presentationValue
    #expect(throws: AnimationError.invalidAction(.finishAnimation, state: .active)) {
      try fling.finishAnimation(at: .end)
    }
    try fling.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.pauseAnimation, state: .stopped)) { try fling.pauseAnimation() }
    #expect(throws: AnimationError.invalidAction(.startAnimation, state: .stopped)) { try fling.startAnimation() }
    #expect(throws: AnimationError.invalidAction(.stopAnimation, state: .stopped)) { try fling.stopAnimation(true) }
    #expect(card.opacity == value, "stopped where it was")
    try fling.finishAnimation(at: .end)
    #expect(card.opacity == fling.restingPosition)
  }

  @Test("pause freezes, resume carries on; stopping without finishing drops the completions")
  func pauseAndStop() async throws {
    let rig = TestRig()
    let card = Card()
    let fling = try DecayAnimation(card.$opacity, velocity: 4, engine: rig.engine)
    var completions = 0
    fling.addCompletion { _ in completions += 1 }
    try fling.startAnimation()
    rig.advance(milliseconds: 100)
    try fling.pauseAnimation()
    let paused = card.$opacity.presentationValue
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == paused)
    #expect(card.$opacity.velocity == 0)
    try fling.startAnimation()
    rig.advance(milliseconds: 50)
    let time = fling.elapsedTime
    #expect(time.isApproximatelyEqual(to: 0.15, absoluteTolerance: 1e-12), "the pause is not counted")
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: fling.value(at: time), absoluteTolerance: 1e-12))
    Task { @MainActor in try fling.stopAnimation(true) }
    #expect(await fling.finished() == nil)
    #expect(completions == 0)
    #expect(fling.state == .inactive)
  }
}
