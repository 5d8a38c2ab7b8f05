import Animator
import Testing

@testable import AnimatorDemoKit

/// The hero scene: its graph answers the graph commands, its weights are the blend space's, `seek`
/// replays the inputs to the same frame, and the live view's keys drive the graph.
@Suite("Hero scene")
struct HeroSceneTests {
  func session(interactive: Bool = false) -> Session {
    var configuration = SessionConfiguration()
    configuration.interactive = interactive
    return Session(configuration: configuration, scene: .hero)
  }

  @Test("input answers in one line with the time and the leaves' weights, which the blend space sets")
  func inputWeights() throws {
    let session = session()
    _ = session.handle("play")
    _ = session.handle("step 1250ms")
    #expect(session.handle("input speed 2").lines == ["speed = 2 at 1.25 s: locomotion idle 0.00 walk 0.50 run 0.50"])
    #expect(
      session.handle("input speed 0.5").lines == ["speed = 0.5 at 1.25 s: locomotion idle 0.50 walk 0.50 run 0.00"])
    let hero = try #require(session.scene as? HeroScene)
    let weights = HeroScene.outline.leafWeights(of: hero.hero).map(\.weight)
    #expect(weights == [0.5, 0.5, 0, 0, 0])
  }

  @Test("a trigger starts the jump's cross-fade; the jump goes back to locomotion at its end")
  func jump() throws {
    let session = session()
    _ = session.handle("play")
    _ = session.handle("step 500ms")
    #expect(session.handle("fire jump").lines.first?.contains("locomotion → jump starts") == true)
    let hero = try #require(session.scene as? HeroScene)
    #expect(hero.hero.currentNode == "jump")
    _ = session.handle("step 50ms")
    #expect(hero.monitor.blend == GraphMonitor.Blend(from: "locomotion", to: "jump", time: 0.5))
    _ = session.handle("step 650ms")
    #expect(hero.hero.currentNode == "jump")
    _ = session.handle("step 100ms")
    #expect(hero.hero.currentNode == "locomotion", "exit time 1: back at 1.2 s")
  }

  @Test("seek replays the inputs at their instants: the frame is the one played to that time")
  func seekReplays() throws {
    let played = session()
    for line in ["play", "step 500ms", "input speed 1", "step 700ms", "fire jump", "step 300ms", "input speed 3"] {
      _ = played.handle(line)
    }
    _ = played.handle("step 400ms")
    let frame = played.frameLines().dropFirst()
    _ = played.handle("step 2s")
    _ = played.handle("seek 1.9s")
    #expect(Array(played.frameLines().dropFirst()) == Array(frame))
    let hero = try #require(played.scene as? HeroScene)
    #expect(hero.hero.time.isApproximatelyEqual(to: 1.9))
    #expect(!hero.hero.isRunning, "seek pauses")
    #expect(hero.actions.count == 3, "the replay logs what it replayed")
  }

  @Test("in the live view, ↑/↓ move speed by 0.5 within 0...3 and space fires jump")
  func liveKeys() throws {
    let session = session(interactive: true)
    _ = session.handle("play")
    let hero = try #require(session.scene as? HeroScene)
    _ = session.liveKey(.down, mode: .watch)
    #expect(hero.hero.value(of: "speed") == 0, "not below the blend space's first point")
    for _ in 0..<8 { _ = session.liveKey(.up, mode: .watch) }
    #expect(hero.hero.value(of: "speed") == 3, "not above its last")
    #expect(session.liveKey(.space, mode: .watch) != .leave(acted: false))
    #expect(hero.hero.currentNode == "jump")
    #expect(session.liveKey(.character("x"), mode: .watch) == .leave(acted: false))
  }

  @Test("bad graph input is one line naming the argument and changes nothing; a scene without a graph says so")
  func badInput() throws {
    let session = session()
    _ = session.handle("play")
    let hero = try #require(session.scene as? HeroScene)
    for line in ["input sped 1", "input speed fast", "input jump 1", "fire speed", "travel nowhere", "input speed"] {
      let lines = session.handle(line).lines
      #expect(lines.count == 1, "\(line)")
    }
    #expect(hero.actions.isEmpty)
    #expect(hero.hero.value(of: "speed") == 0)
    _ = session.handle("load login")
    #expect(
      session.handle("fire jump").lines == ["login has no animation graph: type \"load hero\" for a scene with one"])
  }

  @Test("enter shows a node now, at once or blended, and is logged: seek replays it to the same frame")
  func enter() throws {
    let session = session()
    _ = session.handle("play")
    _ = session.handle("step 500ms")
    #expect(
      session.handle("enter wave crossfade 0.2").lines == [
        "entered wave, cross-fade 0.2 s at 0.50 s: locomotion idle 1.00 walk 0.00 run 0.00"
      ])
    let hero = try #require(session.scene as? HeroScene)
    #expect(hero.hero.currentNode == "wave")
    _ = session.handle("step 100ms")
    let weights = hero.hero.weights
    #expect((weights["wave"] ?? 0).isApproximatelyEqual(to: 0.5), "half-way through the cross-fade")
    #expect((weights["locomotion"] ?? 0).isApproximatelyEqual(to: 0.5))
    #expect(session.handle("graph").lines.first == "graph hero at 0.60 s (graph time): node wave, blending into it")
    #expect(session.handle("enter jump").lines == ["entered jump at 0.60 s: jump 1.00"])
    #expect(hero.actions.map(\.action) == [.enter("wave", .crossFade(0.2)), .enter("jump", .none)])
    _ = session.handle("step 100ms")
    let frame = session.frameLines().dropFirst()
    _ = session.handle("step 1s")
    _ = session.handle("seek 0.7s")
    #expect(Array(session.frameLines().dropFirst()) == Array(frame))
    #expect(hero.hero.currentNode == "jump")
  }

  @Test("enter refuses an unknown node, a bad blend and a graph not started in one line, changing nothing")
  func enterRefusals() throws {
    let session = session()
    let hero = try #require(session.scene as? HeroScene)
    #expect(session.handle("enter jump").lines == ["enter jump: the graph has not started: type \"play\" first"])
    _ = session.handle("play")
    let refusals = [
      "enter jum", "enter jump crossfade -1", "enter jump crossfade nan", "enter jump inertialize inf",
      "enter jump sideways 1", "enter jump crossfade", "enter",
    ]
    for line in refusals {
      #expect(session.handle(line).lines.count == 1, "\(line)")
    }
    #expect(session.handle("enter jum").lines.first?.contains("try \"enter jump\"") == true)
    #expect(hero.actions.isEmpty)
    #expect(hero.hero.currentNode == "locomotion")
  }
}
