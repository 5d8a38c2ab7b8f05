import Animator
import BouncingSpritesKit
import Testing

@MainActor
private func settle(_ condition: () -> Bool) async {
  var spins = 0
  while !condition() && spins < 100_000 {
    await Task.yield()
    spins += 1
  }
}

@MainActor
private final class Counter {
  var frames = 0
  var rested = false
}

@Suite("BouncingScene")
@MainActor
struct BouncingSceneTests {
  @Test("redraws only the balls that moved, once per tick, and rests on the floor")
  func redrawsWhatMoved() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    // 5 rows: drops of 4, then rises to 2, 1 and 0.5 rows, then rest.
    let scene = BouncingScene(engine: engine, count: 2, rows: 5, fallTime: .seconds(1))
    #expect(scene.text == "a b\n   \n   \n   \n   ")
    try scene.start(stagger: .milliseconds(500))
    clock.advance(by: .milliseconds(250))
    engine.tick()
    // Only `a` has begun to fall: one report, naming `a` alone.
    #expect(scene.reports == 1)
    #expect(scene.redraws == [1, 0])
    clock.advance(by: .milliseconds(750))
    engine.tick()
    // At 1 s `a` has fallen its 4 rows (a fall from the top takes fallTime) and `b` is moving.
    #expect(scene.sprites[0].$height.presentationValue == 0)
    #expect(scene.redraws == [2, 1])
    #expect(scene.grid[4][0] == "a")
  }

  @Test("a frame loop on the manual clock plays the scene to rest, then sleeps")
  func frameLoopPlaysToRest() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let scene = BouncingScene(engine: engine, count: 3, rows: 5, fallTime: .seconds(1))
    let counter = Counter()
    scene.onRest = { counter.rested = true }
    let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: .milliseconds(50))
    let task = Task { @MainActor in try await loop.run { _ in counter.frames += 1 } }
    try scene.start(stagger: .milliseconds(100))
    await settle { clock.sleeperCount == 1 }
    var steps = 0
    while !counter.rested && steps < 1_000 {
      clock.advance(by: .milliseconds(50))
      await settle { clock.sleeperCount == 1 || engine.idleWaiterCount == 1 }
      steps += 1
    }
    await settle { engine.idleWaiterCount == 1 }
    #expect(counter.rested)
    #expect(engine.idleWaiterCount == 1)
    #expect(clock.sleeperCount == 0)
    #expect(scene.text == "     \n     \n     \n     \na b c")
    // Each ball was redrawn only in frames where it moved: never more often than the frames.
    #expect(scene.redraws.allSatisfy { $0 > 0 && $0 <= counter.frames })
    task.cancel()
    _ = await task.result
  }
}
