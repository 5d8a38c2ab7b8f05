import Animator
import Testing

/// The code of `Documentation/GettingStarted.md`, compiled (and, where it needs no real time, run)
/// so that the guide cannot rot.
@Suite("Getting started guide")
struct GettingStartedTests {
  final class Ball {
    @Animated var x = 0.0
  }

  /// Step 3: the render loop on the real clock. Compiled, not run: tests never wait for real time.
  static func firstAnimation() async throws {
    let clock = ContinuousClock()
    let engine = AnimationEngine(clock: clock)
    let ball = Ball()

    let animator = PropertyAnimator(duration: .seconds(1.5), curve: .easeInOut, engine: engine)
    try animator.addAnimations { ball.x = 40 }
    try animator.startAnimation()

    var next = clock.now
    while engine.hasRunningAnimations {
      next = next.advanced(by: .milliseconds(16))
      try await clock.sleep(until: next)
      engine.tick()
      let column = Int(ball.$x.presentationValue.rounded())
      let track = String(repeating: " ", count: column) + "o" + String(repeating: " ", count: 40 - column)
      print("\r|\(track)|", terminator: "")
    }
    print("\nthe ball is at \(ball.x)")
  }

  @Test("step 4: the ball is halfway across at half time, and stops at the end")
  func ballMoves() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let ball = Ball()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { ball.x = 40 }
    try animator.startAnimation()

    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(ball.x == 40)
    #expect(ball.$x.presentationValue == 20)

    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(ball.$x.presentationValue == 40)
    #expect(animator.state == .inactive)
  }
}
