import Animator
import Foundation
import Testing

/// The README's first example, verbatim (less its `import Animator` line), in a file that also
/// imports Foundation. `GuideSnippetTests` checks that the README's block is this text, so the
/// README cannot show code that breaks beside Foundation.
@Suite("README beside Foundation")
struct ReadmeBesideFoundationTests {
  // The README aligns its comments, and this is its text: the formatter leaves it as it is.
  // swift-format-ignore
  @Test("the README's first animation compiles and runs beside Foundation, ending at its start value")
  func readme() throws {
    // docs: begin readme
    final class Card {
      @Animated var opacity = 0.0
    }

    let clock = ManualClock()                     // or ContinuousClock() in an app
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try animator.addAnimations { card.opacity = 1 }   // the model value is 1 at once
    try animator.startAnimation()

    clock.advance(by: .milliseconds(500))
    engine.tick()
    print(card.$opacity.presentationValue)        // 0.5: what is shown halfway through
    try animator.pauseAnimation()
    animator.fractionComplete = 0.25              // scrub
    animator.isReversed = true                    // and play it back
    try animator.startAnimation()
    // docs: end readme
    // Reversed from a quarter, the animation runs back to 0 in a quarter of its second and ends.
    #expect(abs(card.$opacity.presentationValue - 0.25) < 1e-9)
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(card.$opacity.presentationValue == 0)
    #expect(animator.state == .inactive)
  }
}
