import Animator
import Foundation
import Testing

// The code of `Documentation/PuttingItOnScreen.md`, compiled, and run on the manual clock.

final class Ship {
  @Animated var heading = 0.0
}

/// A simulation stepped at a fixed rate.
struct World {
  var position = 0.0
  var velocity = 60.0

  mutating func step(by step: Duration) {
    position += velocity * (step / .seconds(1))
  }
}

// docs: begin game-loop
/// A game loop: the simulation and the animations move in fixed steps of 1/120 s, whatever the
/// frame rate; each frame draws the state between the last two steps.
@MainActor
func runGame(
  frames: Int, clock: some Clock<Duration>, draw: (_ position: Double, _ heading: Double) -> Void
) async throws {
  let engine = AnimationEngine.fixedStep()  // no clock: moved only by the steps
  let ship = Ship()
  let turn = PropertyAnimator(duration: .seconds(2), curve: .easeInOut, engine: engine)
  try turn.addAnimations { ship.heading = 90 }
  try turn.startAnimation()

  var accumulator = try FixedStepAccumulator(step: .seconds(1) / 120, maximumStepsPerFrame: 8)
  var previous = World()
  var current = World()
  var last = clock.now
  for _ in 0..<frames {
    try await clock.sleep(until: last.advanced(by: .seconds(1) / 60), tolerance: nil)
    let now = clock.now
    let steps = try accumulator.advance(by: last.duration(to: now))
    last = now
    for _ in 0..<steps {
      previous = current
      current.step(by: accumulator.step)
      try engine.tick(by: accumulator.step)  // animations in step with the simulation
    }
    // Between the last two steps: any Animatable value (a Double here) interpolates.
    let position = FixedStepAccumulator.interpolate(previous.position, current.position, alpha: accumulator.alpha)
    draw(position, ship.$heading.presentationValue)
  }
}
// docs: end game-loop

// docs: begin app-loop
final class Badge {
  @Animated var opacity = 0.0
}

final class BadgeView {
  var alpha = 0.0
  var redraws = 0
}

/// An app's animation loop: ticks at 60 Hz while something moves, copies the values that changed
/// to the views in one pass, and waits while nothing moves.
@MainActor
func runApp(engine: AnimationEngine, clock: some Clock<Duration>, badges: [Badge], views: [BadgeView]) async throws {
  for badge in badges { badge.$opacity.reportsChanges = true }
  let observation = engine.observeChanges { changes in
    for (badge, view) in zip(badges, views) where changes.contains(badge.$opacity) {
      view.alpha = badge.$opacity.presentationValue
      view.redraws += 1
    }
  }
  defer { observation.cancel() }
  let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: .seconds(1) / 60)
  try await loop.run()  // until the task is cancelled
}
// docs: end app-loop

@Suite("Putting it on screen guide")
@MainActor
struct PuttingItOnScreenGuideTests {
  /// Compiled, not run: the game on the real clock.
  static func playGame() async throws {
    // docs: begin game-main
    try await runGame(frames: 600, clock: ContinuousClock()) { position, heading in
      print("\u{1B}[Hship at \(Int(position)) heading \(Int(heading))°   ")
    }
    // docs: end game-main
  }

  @Test("the game loop runs two steps per 60 Hz frame and draws the world in step")
  func gameLoop() async throws {
    let clock = ManualClock()
    let drawn = Drawn()
    let task = Task { @MainActor in
      try await runGame(frames: 60, clock: clock) { position, heading in
        drawn.positions.append(position)
        drawn.headings.append(heading)
      }
    }
    for frame in 1...60 {
      await settle { clock.sleeperCount == 1 }
      clock.advance(by: .seconds(1) / 60)
      await settle { drawn.positions.count == frame }
    }
    try await task.value
    // 60 frames of 1/60 s: 120 steps of 1/120 s at 60 units a second, and 1 s of the 2 s turn.
    // Each frame runs exactly 2 steps (2 × 1/120 s = 1/60 s, both truncated to attoseconds alike)
    // and leaves alpha = 0, so it draws `previous`: the state one step (0.5 units) behind, as
    // "fix your timestep" draws `current × alpha + previous × (1 - alpha)`.
    #expect(drawn.positions.count == 60)
    #expect(abs(drawn.positions[0] - 0.5) < 1e-9)
    #expect(abs(drawn.positions[59] - 59.5) < 1e-9)
    // Half way through a symmetric ease-in-out turn of 90°.
    #expect(abs(drawn.headings[59] - 45) < 1e-6)
  }

  @Test("the app loop copies only what changed, and waits while nothing moves")
  func appLoop() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let badges = [Badge(), Badge()]
    let views = [BadgeView(), BadgeView()]
    let task = Task { @MainActor in
      try await runApp(engine: engine, clock: clock, badges: badges, views: views)
    }
    await settle { engine.idleWaiterCount == 1 }
    let fade = PropertyAnimator(duration: (.seconds(1) / 60) * 10, curve: .linear, engine: engine)
    try fade.addAnimations { badges[0].opacity = 1 }
    try fade.startAnimation()
    while engine.idleWaiterCount == 0 {
      await settle { clock.sleeperCount == 1 || engine.idleWaiterCount == 1 }
      if clock.sleeperCount == 1 { clock.advance(by: .seconds(1) / 60) }
    }
    // Ten frames of 1/60 s moved the first badge; the second never changed, so was never copied.
    #expect(views[0].alpha == 1)
    #expect(views[0].redraws == 10)
    #expect(views[1].redraws == 0)
    task.cancel()
    _ = await task.result
  }

  private final class Drawn {
    var positions: [Double] = []
    var headings: [Double] = []
  }
}

/// Yields until `condition` holds (or gives up after many turns), letting a loop's task run.
@MainActor
private func settle(_ condition: () -> Bool) async {
  var spins = 0
  while !condition() && spins < 100_000 {
    await Task.yield()
    spins += 1
  }
}
