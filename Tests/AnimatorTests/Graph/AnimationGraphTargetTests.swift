import Testing

@testable import Animator

/// A graph ends with its targets, as every player does: once every object its nodes write to
/// through key paths is gone, the engine ends it at the next tick, where it is shown, with no
/// completion, and `finished()` gives `nil`. A graph that still moves some target keeps running.
@MainActor
@Suite("Animation graphs end with their targets")
struct AnimationGraphTargetTests {
  /// An object animated through key paths.
  final class Node {
    var x = 0.0
    var y = 0.0
  }

  /// A running graph of a long timeline on `first.x` (and `second.y`, when given) and a pose,
  /// joined by a transition that waits for an input; its completions counted in `completions`.
  static func start(
    _ rig: TestRig, _ first: Node, second: Node? = nil, completions: @escaping () -> Void
  ) throws -> AnimationGraph {
    let engine = rig.engine
    // The closures capture the nodes weakly, as a closure that must not keep them does.
    let body = { [weak first, weak second] in
      if let first { engine.set(\Node.x, on: first, to: 1_000) }
      if let second { engine.set(\Node.y, on: second, to: 1_000) }
    }
    let timeline = Timeline(engine: engine)
    try timeline.addTween(duration: 100, curve: .linear, body)
    let graph = AnimationGraph(engine: engine)
    try graph.addInput("rest", .bool(false))
    try graph.addNode("move", .timeline(timeline))
    try graph.addNode("rest", .pose { [weak first] in if let first { engine.set(\Node.x, on: first, to: -1) } })
    try graph.addTransition(from: "move", to: "rest", when: [.isTrue("rest")])
    graph.addCompletion { _ in completions() }
    try graph.startAnimation()
    return graph
  }

  @Test("a released key-path object ends the graph at the next tick, with no completion")
  func releasedObjectEndsGraph() async throws {
    let rig = TestRig()
    var completions = 0
    weak var released: Node?
    var node: Node? = Node()
    released = node
    let graph = try Self.start(rig, node!) { completions += 1 }
    rig.advance(milliseconds: 100)
    #expect(node!.x == 1, "the graph moves the object: 1 000 × 0.1 s / 100 s")
    #expect(graph.isRunning)
    let waiter = Task { await graph.finished() }
    await TaskCancellationTests.waitUntil(graph)

    node = nil
    #expect(released == nil, "nothing the graph holds keeps the object")
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(!graph.isRunning && graph.state == .inactive)
    #expect(await waiter.value == nil, "finished() reports no position")
    for _ in 0..<10 { rig.advance(milliseconds: 16) }
    #expect(completions == 0, "no completion runs")
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a graph that still moves a target keeps running for it, as its twin that lost none does")
  func partialLossKeepsRunning() throws {
    let rig = TestRig()
    let twinRig = TestRig()
    var gone: Node? = Node()
    let kept = Node()
    let twinKept = Node()
    let twinStand = Node()
    let graph = try Self.start(rig, gone!, second: kept) {}
    let twin = try Self.start(twinRig, twinStand, second: twinKept) {}
    rig.advance(milliseconds: 100)
    twinRig.advance(milliseconds: 100)
    gone = nil
    for step in 1...20 {
      rig.advance(milliseconds: 16)
      twinRig.advance(milliseconds: 16)
      #expect(rig.engine.runningAnimationCount == 1, "step \(step)")
      #expect(kept.y.bitPattern == twinKept.y.bitPattern, "step \(step): \(kept.y) \(twinKept.y)")
    }
    #expect(kept.y > 0 && graph.isRunning)
    try graph.stopAnimation(true)
    try twin.stopAnimation(true)
  }

  @Test("a graph that moves an @Animated property beside a released key path keeps running")
  func ownPropertyKeepsGraphRunning() throws {
    let rig = TestRig()
    let card = Card()
    var node: Node? = Node()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode(
      "pose",
      .pose { [weak node] in
        card.opacity = 0.5
        if let node { rig.engine.set(\Node.x, on: node, to: 1) }
      })
    try graph.addNode("other", .pose {})
    try graph.addInput("never", .bool(false))
    try graph.addTransition(from: "pose", to: "other", when: [.isTrue("never")])
    try graph.startAnimation()
    rig.advance(milliseconds: 100)
    node = nil
    rig.advance(milliseconds: 100)
    #expect(graph.isRunning && card.$opacity.presentationValue == 0.5)
    try graph.stopAnimation(true)
  }
}
