import Animator
import Foundation
import Testing

@MainActor
@Suite("PropertyAnimator.fling: a scrubbed animator released with a velocity")
struct PropertyAnimatorFlingTests {
  /// `Spring.smooth` is SwiftUI's `Spring(duration: 0.5, bounce: 0)`: critically damped with the
  /// natural frequency ω = 2π / 0.5. A critically damped displacement from x0 at v0 is
  /// `x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t)` (the textbook solution of `x'' + 2ω·x' + ω²·x = 0`).
  static func smooth(x0: Double, v0: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / 0.5
    return (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
  }

  /// The derivative of ``smooth(x0:v0:at:)``: `x'(t) = (v0 − ω·(v0 + ω·x0)·t)·e^(−ω·t)`, which is
  /// `v0` at `t = 0`.
  static func smoothVelocity(x0: Double, v0: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / 0.5
    return (v0 - omega * (v0 + omega * x0) * t) * exp(-omega * t)
  }

  /// Checks the hand-off: at the instant of the release `card.opacity` moves at `v0` (per unit of
  /// value), and one microsecond on it shows the spring from `x0` away from `target` moving at
  /// `v0`, its velocity within 1e-9 relative.
  static func expectHandOff(_ rig: TestRig, _ card: Card, x0: Double, v0: Double, target: Double) {
    #expect(close(card.$opacity.velocity, v0, relative: 1e-9), "at the release: \(card.$opacity.velocity) \(v0)")
    rig.advance(by: .microseconds(1))
    let velocity = smoothVelocity(x0: x0, v0: v0, at: 1e-6)
    #expect(close(card.$opacity.velocity, velocity, relative: 1e-9), "\(card.$opacity.velocity) \(velocity)")
    #expect(close(velocity, v0, relative: 1e-3), "1 µs on, the velocity is still the one handed over")
    let value = target + smooth(x0: x0, v0: v0, at: 1e-6)
    #expect(abs(card.$opacity.presentationValue - value) < 1e-9)
  }

  static func close(_ a: Double, _ b: Double, relative: Double) -> Bool {
    abs(a - b) <= relative * abs(b)
  }

  /// A paused linear animator of `card.opacity` from 0 to 100 over 1 s, scrubbed to `fraction`.
  static func scrubbed(_ rig: TestRig, _ card: Card, to fraction: Double, reversed: Bool = false) throws
    -> PropertyAnimator
  {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.pauseAnimation()
    if reversed { try animator.setReversed(true) }
    try animator.setFractionComplete(fraction)
    return animator
  }

  @Test("flung onwards: the values leave at velocity × distance and spring to the end, told .end")
  func onwards() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.scrubbed(rig, card, to: 0.3)
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    // 0.3 + project(velocity: 0.8) = 0.3 + 0.8 / (−1000·ln 0.998) ≈ 0.70: nearer the end.
    #expect(try animator.fling(velocity: 0.8) == .end)
    #expect(animator.isRunning && !animator.isReversed)
    #expect(card.$opacity.presentationValue == 30)
    // The velocity just after the release: 0.8 of the run per second, 100 units long, so 80.
    Self.expectHandOff(rig, card, x0: -70, v0: 80, target: 100)
    // Then the spring's closed form, from displacement −70 at 80 units per second.
    rig.advance(toSeconds: 0.2)
    let expected = 100 + Self.smooth(x0: -70, v0: 80, at: 0.2)
    #expect(abs(card.$opacity.presentationValue - expected) < 1e-9, "\(card.$opacity.presentationValue) \(expected)")
    for _ in 0..<100 { rig.advance(milliseconds: 20) }
    #expect(ended == [.end])
    #expect(card.$opacity.presentationValue == 100 && card.opacity == 100)
    #expect(animator.state == .inactive)
  }

  @Test("flung back: it reverses, leaves at the velocity handed over and springs to the start, told .start")
  func back() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.scrubbed(rig, card, to: 0.6)
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    // 0.6 + project(velocity: −1.5) ≈ −0.15: nearer the start.
    #expect(try animator.fling(velocity: -1.5) == .start)
    #expect(animator.isReversed)
    Self.expectHandOff(rig, card, x0: 60, v0: -150, target: 0)
    rig.advance(toSeconds: 0.2)
    let expected = 0 + Self.smooth(x0: 60, v0: -150, at: 0.2)
    #expect(abs(card.$opacity.presentationValue - expected) < 1e-9, "\(card.$opacity.presentationValue) \(expected)")
    for _ in 0..<100 { rig.advance(milliseconds: 20) }
    #expect(ended == [.start])
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("a reversed animator measures velocity along its direction; a given end wins over the projection")
  func reversedAndGiven() throws {
    let rig = TestRig()
    let card = Card()
    // Reversed, fractionComplete 0.4 along the reversed direction: the values show 60.
    let animator = try Self.scrubbed(rig, card, to: 0.4, reversed: true)
    #expect(card.$opacity.presentationValue == 60)
    // Moving on along the reversed direction at 1 per second: the values fall at 100 per second.
    #expect(try animator.fling(velocity: 1) == .start)
    Self.expectHandOff(rig, card, x0: 60, v0: -100, target: 0)

    let card2 = Card()
    let given = try Self.scrubbed(rig, card2, to: 0.9)
    // Thrown towards the end, but sent to the start: it leaves at the thrown velocity all the same.
    #expect(try given.fling(velocity: 2, to: .start) == .start)
    #expect(given.isReversed)
    Self.expectHandOff(rig, card2, x0: 90, v0: 200, target: 0)
  }

  @Test("the same positions at the same instants whatever the tick size")
  func tickSizeIndependence() throws {
    func run(tick: Int) throws -> [Double] {
      let rig = TestRig()
      let card = Card()
      let animator = try Self.scrubbed(rig, card, to: 0.45)
      try animator.fling(velocity: -0.3)
      var samples: [Double] = []
      for step in 1...(1200 / tick) {
        rig.advance(milliseconds: tick)
        if step * tick % 40 == 0 { samples.append(card.$opacity.presentationValue) }
      }
      return samples
    }
    let fine = try run(tick: 8)
    let coarse = try run(tick: 40)
    #expect(fine.count == coarse.count)
    for (a, b) in zip(fine, coarse) { #expect(abs(a - b) < 1e-12, "\(a) \(b)") }
  }

  @Test("a new touch catches it with pauseAnimation, and it can be flung again")
  func caught() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.scrubbed(rig, card, to: 0.3)
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    try animator.fling(velocity: 0.8)
    rig.advance(milliseconds: 100)
    try animator.pauseAnimation()
    let held = card.$opacity.presentationValue
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.presentationValue == held && ended.isEmpty)
    // Flung back from where it was caught: it leaves at the new velocity.
    #expect(try animator.fling(velocity: -2) == .start)
    Self.expectHandOff(rig, card, x0: held, v0: -200, target: 0)
    for _ in 0..<100 { rig.advance(milliseconds: 20) }
    #expect(ended == [.start] && card.$opacity.presentationValue == 0)
  }

  @Test("bad input and bad states are refused with a typed error and change nothing")
  func badInput() throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.scrubbed(rig, card, to: 0.3)
    let cases: [(Double, AnimatingPosition?, AnimationError)] = [
      (.nan, nil, .invalidArgument(parameter: "velocity", value: "nan", requirement: .finite)),
      (.infinity, nil, .invalidArgument(parameter: "velocity", value: "inf", requirement: .finite)),
      (1, .current, .invalidArgument(parameter: "to", value: "current", requirement: .other("start, end or nil"))),
    ]
    for (velocity, position, error) in cases {
      #expect(throws: error) { try animator.fling(velocity: velocity, to: position) }
      #expect(animator.fractionComplete == 0.3 && !animator.isReversed && !animator.isRunning)
      #expect(card.$opacity.presentationValue == 30)
    }
    // Not paused: inactive, running, stopped.
    let inactive = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    #expect(throws: AnimationError.invalidAction(.fling, state: .inactive)) { try inactive.fling(velocity: 1) }
    #expect(inactive.state == .inactive)
    try animator.startAnimation()
    #expect(throws: AnimationError.invalidAction(.fling, state: .active)) { try animator.fling(velocity: -1) }
    #expect(animator.isRunning && !animator.isReversed)
    try animator.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.fling, state: .stopped)) { try animator.fling(velocity: 1) }
    #expect(animator.state == .stopped)
  }
}
