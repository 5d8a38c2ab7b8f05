import Animator
import Foundation
import Testing

/// The velocity a property reports at the very instant a paused animator is continued: the run's
/// velocity there, not the 0 of the pause. A gesture hands its velocity over and reads it back at
/// once (to draw, or to hand it on again); waiting for the next frame must not be needed.
@MainActor
@Suite("Velocity at the instant of continueAnimation")
struct ContinueVelocityTests {
  @Test("continued with a spring, the property reports the velocity handed over at once")
  func springHandOffAtOnce() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.pauseAnimation()
    try animator.setFractionComplete(0.3)
    // 80 units per second over the 70 units left: a normalised initial velocity of 80 / 70.
    let spring = try TimingParameters.spring(dampingRatio: 1, initialVelocity: 80.0 / 70.0)
    try animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
    #expect(card.$opacity.presentationValue == 30)
    #expect(abs(card.$opacity.velocity - 80) <= 1e-9 * 80, "\(card.$opacity.velocity)")
  }

  @Test("continued along its own linear curve, the property reports the run's velocity at once")
  func linearAtOnce() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.pauseAnimation()
    try animator.setFractionComplete(0.5)
    #expect(card.$opacity.velocity == 0)
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    // Linear over 1 s, 100 units: 100 units per second.
    #expect(abs(card.$opacity.velocity - 100) <= 1e-9, "\(card.$opacity.velocity)")
  }

  @Test("reversed and continued with a spring, the property reports the velocity handed over, backwards, at once")
  func reversedSpringHandOffAtOnce() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.pauseAnimation()
    try animator.setFractionComplete(0.6)
    try animator.setReversed(true)
    // Back towards 0: 150 units per second over the 60 units left, a normalised velocity of 150 / 60.
    let spring = try TimingParameters.spring(dampingRatio: 1, initialVelocity: 150.0 / 60.0)
    try animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
    #expect(card.$opacity.presentationValue == 60)
    #expect(abs(card.$opacity.velocity + 150) <= 1e-9 * 150, "\(card.$opacity.velocity)")
  }
}

/// The velocity a property reports at the very instant an animator starts: the curve's slope where
/// the run sets off, not the 0 that the block's track gives just before its start. A run of one
/// block reads its track in place when the curve is built in, and through a copy when it may run
/// user code; both must give the slope.
@MainActor
@Suite("Velocity at the instant of startAnimation")
struct StartVelocityTests {
  /// The curves, by the index the tests take: built in, and one that runs user code.
  static func curve(_ index: Int) throws -> (name: String, curve: TimingCurve) {
    let bezier = try TimingCurve.cubicBezier(0.3, 0.9, 0.2, 1)
    let curves: [(name: String, curve: TimingCurve)] = [
      ("linear", .linear),
      ("Bézier with a steep start", bezier),
      ("ease-out cubic", .easeOutCubic),
      ("custom, the same Bézier", .custom(bezier.value(at:), velocity: bezier.velocity(at:))),
    ]
    return curves[index]
  }

  /// An animator of 2 s along `curve` that moves a card's opacity from 0 to 100, started.
  static func started(along curve: TimingCurve) throws -> (rig: TestRig, card: Card, animator: PropertyAnimator) {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(2), curve: curve, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.startAnimation()
    return (rig, card, animator)
  }

  /// Expects the card's velocity to be the run's at unit time `unitTime`: 100 units over 2 s along
  /// the curve's slope there.
  static func expectRunVelocity(of card: Card, along curve: TimingCurve, at unitTime: Double, _ name: String) {
    let expected = 100 * curve.velocity(at: unitTime) / 2
    #expect(expected > 0, "\(name)")
    #expect(abs(card.$opacity.velocity - expected) <= 1e-12 * expected, "\(name): \(card.$opacity.velocity)")
  }

  @Test("a started animator reports its curve's starting slope at once", arguments: 0..<4)
  func startSlope(index: Int) throws {
    let (name, curve) = try Self.curve(index)
    let (_, card, _) = try Self.started(along: curve)
    Self.expectRunVelocity(of: card, along: curve, at: 0, name)
  }

  @Test("resumed after a pause, the property reports the run's velocity there at once", arguments: 0..<4)
  func resumeSlope(index: Int) throws {
    let (name, curve) = try Self.curve(index)
    let (rig, card, animator) = try Self.started(along: curve)
    rig.advance(milliseconds: 500)
    try animator.pauseAnimation()
    #expect(card.$opacity.velocity == 0)
    try animator.startAnimation()
    Self.expectRunVelocity(of: card, along: curve, at: 0.25, name)
  }
}

/// What a start shows to code that runs inside it: the first animation on an idle engine tells the
/// engine's activity observers, while the start registers the animator, before it returns.
@MainActor
@Suite("Values shown while a start registers")
struct StartRegistrationValuesTests {
  @Test(
    "an activity observer told during a start sees the run's first values, forwards and reversed",
    arguments: [false, true])
  func observerSeesFirstValues(reversed: Bool) throws {
    let rig = TestRig()
    let card = Card()
    var seen: [Double] = []
    let observation = rig.engine.observeNeedsFrames { needsFrames in
      if needsFrames { seen.append(card.$opacity.presentationValue) }
    }
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.setReversed(reversed)
    try animator.startAnimation()
    // Forwards the run starts from the values before the block; reversed, from the values it set.
    #expect(seen == [reversed ? 100 : 0])
    #expect(card.$opacity.presentationValue == (reversed ? 100 : 0))
    observation.cancel()
  }
}
