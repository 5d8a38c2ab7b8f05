import Animator
import Testing

@Suite("Animation blocks: delay factors, blocks added while running, continuing")
struct BlockTimingTests {
  @Test("a block with a delay factor added while inactive runs over (1 - f) x duration")
  func delayFactorWhileInactive() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations({ card.opacity = 1 }, delayFactor: 0.5)
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0)
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("Apple's example: duration 2, added at fraction 0.25 with factor 0.25, it runs for 1 s")
  func delayFactorWhileRunning() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(animator.fractionComplete.isApproximatelyEqual(to: 0.25))
    try animator.addAnimations({ card.opacity = 1 }, delayFactor: 0.25)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0, "the delay is 0.25 x 2 s from now")
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5), "halfway through its 1 s")
    rig.advance(milliseconds: 500)
    #expect(card.opacity == 1)
    #expect(animator.state == .inactive)
  }

  @Test("a delayed block with nothing of the run left applies its values at the end")
  func delayBeyondTheEnd() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.startAnimation()
    rig.advance(milliseconds: 800)
    try animator.addAnimations({ card.opacity = 1 }, delayFactor: 0.5)
    rig.advance(milliseconds: 199)
    #expect(card.$opacity.presentationValue == 0)
    rig.advance(milliseconds: 1)
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("a block added while running starts from the values shown and ends with the animator")
  func blockAddedWhileRunning() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    try animator.addAnimations { card.position = Point2D(x: 100, y: 0) }
    #expect(card.$position.presentationValue == .zero)
    rig.advance(milliseconds: 250)
    #expect(card.$position.presentationValue.isApproximatelyEqual(to: Point2D(x: 50, y: 0)))
    rig.advance(milliseconds: 250)
    #expect(card.$position.presentationValue == Point2D(x: 100, y: 0))
  }

  @Test("delay factors outside 0...1 are clamped")
  func delayFactorClamped() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations({ card.opacity = 1 }, delayFactor: -3)
    try animator.addAnimations({ card.position = Point2D(x: 1, y: 1) }, delayFactor: 7)
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(card.$position.presentationValue == .zero)
  }

  @Test("continueAnimation with a duration factor sets the time left, and keeps what came before")
  func continueWithFactor() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    try animator.pauseAnimation()
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    rig.advance(milliseconds: 1000)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75))
    try animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25), "the first half is still there")
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    rig.advance(milliseconds: 749)
    #expect(animator.state == .active)
  }

  @Test("continueAnimation with factor 0 takes what is left of the new curve from the point that shows the progress")
  func continueWithZeroFactor() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    animator.fractionComplete = 0.4
    try animator.continueAnimation(withTimingParameters: .curve(.easeOut), durationFactor: 0)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.4), "no jump")
    // UIKit maps time back onto the new curve, v = easeOut⁻¹(0.4), and finishes along it over
    // (1 − v) × duration (WWDC 2017 "Advanced Animations with UIKit").
    let v = try #require(TimingCurve.easeOut.time(forValue: 0.4))
    let rest = Duration.seconds(1 - v)
    rig.clock.advance(by: rest - .milliseconds(1))
    rig.engine.tick()
    #expect(animator.state == .active)
    rig.clock.advance(by: .milliseconds(1))
    rig.engine.tick()
    #expect(animator.state == .inactive)
    #expect(card.opacity == 1)
  }

  @Test("continueAnimation hands a velocity over to a spring, starting from the values shown")
  func continueWithSpring() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    animator.fractionComplete = 0.5
    let spring = try TimingParameters.spring(dampingRatio: 1, initialVelocity: 2)
    try animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 1)
    // Velocity 2 (units of the remaining distance per second) over the remaining 0.5: 1 per second.
    #expect(card.$opacity.velocity.isApproximatelyEqual(to: 1, absoluteTolerance: 0.05))
    rig.advance(milliseconds: 999)
    #expect(animator.state == .inactive)
    #expect(card.opacity == 1)
  }
}
