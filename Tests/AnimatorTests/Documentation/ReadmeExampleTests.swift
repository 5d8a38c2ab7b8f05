import Animator
import Testing

/// The README's first animation, compiled and run so that the README cannot rot.
@Suite("README example")
struct ReadmeExampleTests {
  final class Card {
    @Animated var opacity = 0.0
  }

  @Test("the first animation shows 0.5 halfway through, then scrubs and plays back")
  func firstAnimation() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()

    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    try animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    animator.isReversed = true
    try animator.startAnimation()
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(card.$opacity.presentationValue == 0)
    #expect(animator.state == .inactive)
  }
}
