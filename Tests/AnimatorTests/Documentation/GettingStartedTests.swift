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

    // A render loop: tick the engine about 60 times a second and draw what is shown, until the
    // animation has ended. A paused animation is still active: the loop waits for it to resume.
    let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: .milliseconds(16))
    func draw(_ engine: AnimationEngine) {
      let column = Int(ball.$x.presentationValue.rounded())
      let track = String(repeating: " ", count: column) + "o" + String(repeating: " ", count: 40 - column)
      print("\r|\(track)|", terminator: "")
    }
    try await loop.run(while: { animator.state != .inactive }, onFrame: draw)
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
