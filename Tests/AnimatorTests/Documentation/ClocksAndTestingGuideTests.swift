import Animator
import Foundation
import Testing

/// The code of `Documentation/ClocksAndTesting.md`, compiled and run (the real-time loop is only
/// compiled: tests never wait for real time); the guide shows the text between the `docs:` markers
/// (checked by ``GuideSnippetTests``).
@Suite("Clocks and testing guide")
struct ClocksAndTestingGuideTests {
  // docs: begin card
  final class Card {
    @Animated var opacity = 0.0
    @Animated var position = Point2D(x: 0, y: 0)
  }
  // docs: end card

  // docs: begin complete-test
  @Test("the card fades in over 300 ms, and its completion runs once, at the end")
  func fadeIn() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    var completions: [AnimatingPosition] = []

    let animator = PropertyAnimator(duration: .milliseconds(300), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { position in completions.append(position) }
    try animator.startAnimation()
    #expect(card.opacity == 1)  // the model value changes at once
    #expect(card.$opacity.presentationValue == 0)  // nothing is shown moving until time passes

    clock.advance(by: .milliseconds(150))
    engine.tick()
    #expect(card.$opacity.presentationValue == 0.5)
    #expect(completions.isEmpty)

    clock.advance(to: ManualClock.Instant(offset: .seconds(1)))  // well past the end
    engine.tick()
    #expect(card.$opacity.presentationValue == 1)
    #expect(completions == [.end])
    #expect(!engine.hasRunningAnimations)
  }
  // docs: end complete-test

  /// The real clock: compiled, not run.
  static func realClock(card: Card, draw: (Double) -> Void) async throws {
    // docs: begin real-clock
    let clock = ContinuousClock()
    let engine = AnimationEngine(clock: clock)  // or AnimationEngine(), which reads this clock
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeOut, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()

    var next = clock.now
    while animator.state != .inactive {  // a paused animator stays active: the loop waits for it
      if !engine.needsFrames {
        try await engine.waitUntilNeedsFrames()  // paused: asleep until something resumes
        next = clock.now
      }
      next = next.advanced(by: .milliseconds(16))  // an absolute deadline: the loop does not drift
      try await clock.sleep(until: next)
      engine.tick()  // reads the clock once, moves every animation to that instant
      draw(card.$opacity.presentationValue)
    }
    // docs: end real-clock
  }

  @Test("a game loop steps the engine itself")
  func fixedStep() throws {
    let card = Card()
    // docs: begin fixed-step
    let engine = AnimationEngine.fixedStep()  // no clock: time moves only when the loop says
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.position = Point2D(x: 100, y: 0) }
    try animator.startAnimation()

    for _ in 0..<30 {
      try engine.tick(by: .milliseconds(10))  // exact steps, as a Duration
    }
    try engine.update(deltaTime: 0.2)  // or seconds, as a Double
    #expect(abs(card.$position.presentationValue.x - 50) < 1e-9)
    #expect(throws: AnimationError.self) { try engine.update(deltaTime: -1) }  // time never goes back
    // docs: end fixed-step
  }

  @Test("engine controls: pause, time scale, long frames, reduced motion")
  func controls() throws {
    let clock = ManualClock()
    let card = Card()
    // docs: begin controls
    let engine = AnimationEngine(clock: clock)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()

    engine.timeScale = 0.5  // slow motion: a second of clock time is half a second of animation
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(card.$opacity.presentationValue == 0.5)

    engine.isPaused = true  // every animation of the engine freezes; no jump on resuming
    clock.advance(by: .seconds(10))
    engine.tick()
    #expect(card.$opacity.presentationValue == 0.5)
    engine.isPaused = false

    engine.timeScale = 1
    engine.longFramePolicy = .clamp(maximum: .milliseconds(100))  // a stall moves at most 100 ms
    clock.advance(by: .seconds(3))
    engine.tick()
    #expect(abs(card.$opacity.presentationValue - 0.6) < 1e-9)

    engine.reducedMotion = .always  // animations started from now on complete at once
    let instant = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try instant.addAnimations { card.position = Point2D(x: 10, y: 0) }
    try instant.startAnimation()
    engine.tick()
    #expect(card.$position.presentationValue == Point2D(x: 10, y: 0))
    // docs: end controls
  }

  @Test("the values at a time do not depend on how the time was ticked")
  func frameRates() throws {
    // docs: begin frame-rates
    /// The card's opacity 0.7 s into a spring, ticked at `hertz`.
    func opacity(tickedAt hertz: Int) throws -> Double {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let card = Card()
      let animator = try PropertyAnimator(duration: .seconds(1), dampingRatio: 0.4, engine: engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
      let frame = Duration.seconds(1) / hertz
      while clock.elapsed + frame <= .milliseconds(700) {
        clock.advance(by: frame)
        engine.tick()
      }
      clock.advance(to: ManualClock.Instant(offset: .milliseconds(700)))  // the last, shorter frame
      engine.tick()
      return card.$opacity.presentationValue
    }
    let once = try opacity(tickedAt: 1)  // a single tick at 0.7 s
    for hertz in [30, 60, 120, 240] {
      #expect(abs(try opacity(tickedAt: hertz) - once) < 1e-12)
    }
    // docs: end frame-rates
  }
}
