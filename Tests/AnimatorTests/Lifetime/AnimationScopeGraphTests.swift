import Testing

@testable import Animator

/// An ``AnimationGraph`` in an ``AnimationScope``: collected when made inside `add { }`, ended by
/// the scope's cancel and finish, and its properties' bases put back by revert.
@Suite("Animation scopes: graphs")
struct AnimationScopeGraphTests {
  /// A graph of two poses of `card.opacity` (0.3 and 0.9), cross-fading from the first to the
  /// second over 1 s when "go" is true, made inside `scope`.
  private static func makeGraph(in scope: AnimationScope, rig: TestRig, card: Card) throws -> AnimationGraph {
    try scope.add { () throws(AnimationError) in
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addInput("go", .bool(false))
      try graph.addNode("dim", .pose { card.opacity = 0.3 })
      try graph.addNode("lit", .pose { card.opacity = 0.9 })
      try graph.addTransition(from: "dim", to: "lit", when: [.isTrue("go")], blend: .crossFade(1, curve: .linear))
      try graph.startAnimation()
      try graph.set("go", to: true)
      return graph
    }
  }

  @Test("a graph made inside add { } is collected, and cancel() ends it where it is shown")
  func cancel() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.1)
    let scope = AnimationScope()
    let graph = try Self.makeGraph(in: scope, rig: rig, card: card)
    #expect(scope.players.count == 1 && scope.players.first as? AnimationGraph === graph)
    var positions: [AnimatingPosition] = []
    graph.addCompletion { positions.append($0) }
    rig.advance(milliseconds: 500)
    let shown = card.$opacity.presentationValue
    #expect(abs(shown - (0.5 * 0.3 + 0.5 * 0.9)) < 1e-12, "half way: (1 − w)·A + w·B")
    scope.cancel()
    #expect(graph.state == .inactive && rig.engine.runningAnimationCount == 0)
    #expect(card.$opacity.presentationValue == shown && card.opacity == shown)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == shown && positions.isEmpty)
    #expect(scope.players.isEmpty)
  }

  @Test("revert() puts back the base the graph blended from, bit for bit")
  func revert() throws {
    let rig = TestRig()
    let before = 0.1 + 0.2  // not a round binary value
    let card = Card(opacity: before)
    let scope = AnimationScope()
    let graph = try Self.makeGraph(in: scope, rig: rig, card: card)
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue != before)
    scope.revert()
    #expect(graph.state == .inactive && rig.engine.runningAnimationCount == 0)
    #expect(card.opacity.bitPattern == before.bitPattern)
    #expect(card.$opacity.presentationValue.bitPattern == before.bitPattern)
  }

  @Test("finish() ends the graph with its completions told .end")
  func finish() throws {
    let rig = TestRig()
    let card = Card(opacity: 0)
    let scope = AnimationScope()
    let graph = try Self.makeGraph(in: scope, rig: rig, card: card)
    var positions: [AnimatingPosition] = []
    graph.addCompletion { positions.append($0) }
    rig.advance(milliseconds: 250)
    scope.finish()
    #expect(graph.state == .inactive && rig.engine.runningAnimationCount == 0)
    #expect(positions == [.end])
  }
}
