import Animator

/// A user's object with animated properties, as the tests animate them.
final class Card {
  @Animated var opacity = 0.0
  @Animated var position = Point2D(x: 0, y: 0)
  @Animated var transform = AffineTransform2D.identity
  @Animated var color = Color.white

  init(opacity: Double = 0) {
    self.opacity = opacity
  }
}

/// A manual clock and an engine that reads it.
struct TestRig {
  let clock = ManualClock()
  let engine: AnimationEngine

  init() {
    engine = AnimationEngine(clock: clock)
  }

  /// Ends every player still running on the engine where it is shown, so that a test leaves no
  /// engine and player holding each other (what the leak sanitizer would report).
  func endRunningPlayers() {
    for player in engine.runningAnimations { try? player.stopAnimation(true) }
  }

  /// Advances the clock by `milliseconds` and ticks the engine once.
  func advance(milliseconds: Int) {
    clock.advance(by: .milliseconds(milliseconds))
    engine.tick()
  }

  /// Advances the clock by `duration` and ticks the engine once.
  func advance(by duration: Duration) {
    clock.advance(by: duration)
    engine.tick()
  }

  /// Advances the clock to `seconds` after its start and ticks the engine once.
  func advance(toSeconds seconds: Double) {
    clock.advance(to: ManualClock.Instant(offset: .seconds(seconds)))
    engine.tick()
  }
}
