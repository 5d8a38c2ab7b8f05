@testable import Animator

/// A card and a graph of poses on its opacity, on a manual clock.
struct PoseRig {
  let rig = TestRig()
  let card = Card()
  let graph: AnimationGraph

  /// Poses named by their opacity ("10" shows 10), the first the entry node.
  init(poses: [Double], inputs: [(String, AnimationGraph.Input)] = []) throws {
    graph = AnimationGraph(engine: rig.engine)
    for (name, input) in inputs { try graph.addInput(name, input) }
    for value in poses {
      let card = self.card
      try graph.addNode("\(Int(value))", .pose { card.opacity = value })
    }
  }

  /// Adds a transition from any node to each pose, on a Boolean input "never" that stays `false`:
  /// no pose is then terminal, so the graph runs until stopped.
  func keepRunning() throws {
    try graph.addInput("never", .bool(false))
    for node in graph.nodes { try graph.addTransition(from: .any, to: node, when: [.isTrue("never")]) }
  }

  var opacity: Double { card.$opacity.presentationValue }
  var velocity: Double { card.$opacity.velocity }
}
