import Animator
import Testing

/// The code of the "State machine" article, compiled and run so that the article cannot rot.
@Suite("State machine article")
struct StateMachineArticleTests {
  @Test func fadesIn() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(card.$opacity.presentationValue == 0.25)
  }
}
