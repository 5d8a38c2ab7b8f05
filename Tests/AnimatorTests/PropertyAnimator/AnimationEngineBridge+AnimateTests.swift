import Animator
import Testing

/// UIKit's block forms, kept so that code moving from UIKit reads the same: they animate through a
/// `PropertyAnimator` and return nothing, as UIKit's do. The fire-and-forget door is
/// `animate(duration:curve:)`, which returns a handle; the door to a player is
/// `runningPropertyAnimator(withDuration:)`.
@Suite("UIKit's block forms and the fire-and-forget door")
struct AnimateBlockFormTests {
  @Test("animate(withDuration:) and its spring form return nothing, in seconds and as Durations")
  func returnNothing() throws {
    let rig = TestRig()
    let card = Card()
    // These lines are the test: each compiles only while its form returns nothing.
    let plain: Void = try rig.engine.animate(withDuration: 1) { card.opacity = 1 }
    let spring: Void = try rig.engine.animate(
      withDuration: 1, usingSpringWithDamping: 0.8, initialSpringVelocity: 0
    ) { card.position = Point2D(x: 10, y: 0) }
    let plainDuration: Void = try rig.engine.animate(withDuration: .seconds(1)) { card.color = .black }
    let springDuration: Void = try rig.engine.animate(
      withDuration: .seconds(1), usingSpringWithDamping: 1, initialSpringVelocity: 0
    ) { card.transform = AffineTransform2D(rotationAngle: 1) }
    _ = (plain, spring, plainDuration, springDuration)
    #expect(rig.engine.runningAnimations.count == 4)
  }

  @Test("they still refuse bad input, and animate nothing then")
  func refuse() {
    let rig = TestRig()
    let card = Card()
    #expect(throws: AnimationError.self) { try rig.engine.animate(withDuration: -1) { card.opacity = 1 } }
    #expect(throws: AnimationError.self) {
      try rig.engine.animate(withDuration: 1, usingSpringWithDamping: -1, initialSpringVelocity: 0) {
        card.opacity = 1
      }
    }
    #expect(card.opacity == 0 && rig.engine.runningAnimations.isEmpty)
  }

  @Test("they run on a PropertyAnimator that the engine holds, with the delay and the curve asked for")
  func runOnAnAnimator() throws {
    let rig = TestRig()
    let card = Card()
    try rig.engine.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { card.opacity = 1 }
    rig.advance(milliseconds: 400)
    #expect(card.$opacity.presentationValue == 0, "still in its delay")
    let animator = try #require(rig.engine.runningAnimations.first as? PropertyAnimator)
    #expect(animator.duration == 1 && animator.isRunning)
    rig.advance(milliseconds: 350)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25), "linear, 0.25 s after the delay")
    rig.advance(milliseconds: 750)
    #expect(card.$opacity.presentationValue == 1 && rig.engine.runningAnimations.isEmpty)
  }

  @Test("animate(duration:curve:) registers no player; its handle says whether it runs and ends it")
  func fireAndForget() throws {
    let rig = TestRig()
    let card = Card()
    let handle: QuickAnimation = try rig.engine.animate(duration: .seconds(1), curve: .linear) { card.opacity = 1 }
    #expect(rig.engine.runningAnimations.isEmpty)
    #expect(handle.isRunning)
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 0.25)
    handle.finish()
    #expect(!handle.isRunning && card.$opacity.presentationValue == 1)
  }

  @Test("animate(duration:)'s default curve is ease-in-out, UIKit's default")
  func defaultCurve() throws {
    let rig = TestRig()
    let card = Card()
    try rig.engine.animate(duration: .seconds(1)) { card.opacity = 1 }
    rig.advance(milliseconds: 250)
    #expect(
      card.$opacity.presentationValue.isApproximatelyEqual(
        to: TimingCurve.easeInOut.value(at: 0.25), absoluteTolerance: 1e-12))
    #expect(!card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25, absoluteTolerance: 0.05), "not linear")
  }
}
