import Testing

@testable import Animator

/// Nodes and transitions removed from a graph: what goes with them, and what a graph that shows
/// the node answers.
@Suite("Animation graphs: removing nodes and transitions")
struct AnimationGraphEditingTests {
  /// The graph's transitions, as "from → to" with "*" for any node.
  static func transitions(_ graph: AnimationGraph) -> [String] {
    graph.structure.transitions.map { transition in
      "\(transition.from.map { graph.nodes[$0] } ?? "*") → \(graph.nodes[transition.to])"
    }
  }

  /// What a caller can see of a graph and its card: nothing of it may change when a call is refused.
  struct Seen: Equatable {
    var state: AnimatingState
    var isRunning: Bool
    var current: String?
    var nodes: [String]
    var transitions: [String]
    var weights: [String: Double]
    var inputs: [Double?]
    var opacity: Double
    var velocity: Double
    var model: Double

    init(_ r: PoseRig, inputs: [String] = []) {
      state = r.graph.state
      isRunning = r.graph.isRunning
      current = r.graph.currentNode
      nodes = r.graph.nodes
      transitions = AnimationGraphEditingTests.transitions(r.graph)
      weights = r.graph.weights
      self.inputs = inputs.map { r.graph.value(of: $0) }
      opacity = r.opacity
      velocity = r.velocity
      model = r.card.opacity
    }
  }

  @Test("a node added is found; removing it removes its transitions (Godot's blend-tree test, in part)")
  func addFindRemove() throws {
    // Godot, tests/scene/test_animation_blend_tree.cpp, "Create AnimationBlendTree and add
    // AnimationNode": a node added is there, and is gone once removed. Ported without the output
    // node, editor positions and port connections, which a graph of transitions does not have.
    let r = try PoseRig(poses: [1, 2, 3, 4], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "1", to: "2", when: [.isTrue("go")])
    try r.graph.addTransition(from: "2", to: "3")
    try r.graph.addTransition(from: .any, to: "2", when: [.isTrue("go")], priority: 1)
    try r.graph.addTransition(from: "3", to: "4", when: [.isTrue("go")])
    try r.graph.addTransition(from: "4", to: "1", when: [.isTrue("go")])
    #expect(r.graph.nodes == ["1", "2", "3", "4"])
    try r.graph.removeNode("2")
    #expect(r.graph.nodes == ["1", "3", "4"])
    #expect(Self.transitions(r.graph) == ["3 → 4", "4 → 1"])
    #expect(throws: AnimationError.unknownNode("2")) { try r.graph.travel(to: "2") }
    // The transitions left still join the right nodes: 3 → 4 → 1 from node 3.
    try r.graph.setEntryNode("3")
    try r.graph.startAnimation()
    #expect(r.opacity == 3)
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 10)
    #expect(r.graph.currentNode == "1" && r.opacity == 1, "3 → 4 → 1, and no 1 → 2 any more")
  }

  @Test("removing the entry node makes the first node left the entry")
  func removeEntry() throws {
    let r = try PoseRig(poses: [1, 2, 3])
    defer { r.rig.endRunningPlayers() }
    try r.graph.removeNode("1")
    try r.graph.startAnimation()
    #expect(r.graph.currentNode == "2" && r.opacity == 2)
    try r.graph.removeNode("3")
    #expect(r.graph.nodes == ["2"])
  }

  @Test("the node shown, the nodes a cross-fade shows and a blend's ends cannot be removed; nothing changes")
  func removingShownNodesIsRefused() throws {
    for blend in [AnimationGraph.Blend.crossFade(1, curve: .linear), .inertialize(1)] {
      let r = try PoseRig(poses: [10, 20, 30], inputs: [("go", .bool(false))])
      defer { r.rig.endRunningPlayers() }
      try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: blend)
      try r.graph.addTransition(from: "20", to: "30", when: [.isFalse("go")])
      try r.graph.startAnimation()
      let refusal = { (name: String) in
        AnimationError.invalidArgument(
          parameter: "name", value: name, requirement: .other("a node the graph does not show"))
      }
      var before = Seen(r, inputs: ["go"])
      #expect(throws: refusal("10")) { try r.graph.removeNode("10") }
      #expect(Seen(r, inputs: ["go"]) == before)
      try r.graph.set("go", to: true)
      r.rig.advance(milliseconds: 250)
      before = Seen(r, inputs: ["go"])
      for name in ["10", "20"] {
        #expect(throws: refusal(name)) { try r.graph.removeNode(name) }
        #expect(Seen(r, inputs: ["go"]) == before)
      }
      // The graph carries on as if nothing had been asked.
      r.rig.advance(milliseconds: 250)
      #expect(r.opacity == (blend == .inertialize(1) ? 18.125 : 15))
      try r.graph.pauseAnimation()
      #expect(throws: refusal("20")) { try r.graph.removeNode("20") }
      // A node the graph does not show goes, while paused or running.
      try r.graph.removeNode("30")
      #expect(r.graph.nodes == ["10", "20"] && Self.transitions(r.graph) == ["10 → 20"])
      try r.graph.startAnimation()
      r.rig.advance(milliseconds: 500)
      #expect(r.opacity == 20 && r.graph.currentNode == "20")
      // Once the blend is over its source can go.
      try r.graph.removeNode("10")
      #expect(r.graph.nodes == ["20"] && r.graph.currentNode == "20" && r.opacity == 20)
    }
  }

  @Test("a node of an inactive or stopped graph can go, the last current node included")
  func removeWhileInactive() throws {
    let r = try PoseRig(poses: [1, 2])
    try r.graph.addTransition(from: "1", to: "2")
    try r.graph.startAnimation()
    #expect(r.graph.currentNode == "2")
    try r.graph.stopAnimation(false)
    try r.graph.removeNode("2")
    #expect(r.graph.currentNode == nil && r.graph.nodes == ["1"])
    try r.graph.finishAnimation(at: .end)
    #expect(r.card.opacity == 2, "the finish uses what the graph saved when it stopped")
    try r.graph.startAnimation()
    // Node 1 adds 1 to the base, which the finish moved to 2.
    #expect(r.graph.currentNode == "1" && r.opacity == 3)
    r.rig.endRunningPlayers()
  }

  @Test("removing a node or a transition on a travel's path cancels the travel")
  func removingCancelsTravel() throws {
    for removesNode in [true, false] {
      let r = try PoseRig(poses: [1, 2, 3], inputs: [("never", .bool(false))])
      defer { r.rig.endRunningPlayers() }
      for (from, to) in [("1", "2"), ("2", "3")] {
        try r.graph.addTransition(from: .node(from), to: to, when: [.isTrue("never")], automatic: false)
      }
      try r.graph.startAnimation()
      try r.graph.travel(to: "3")
      #expect(r.graph.travelPath == ["2", "3"])
      if removesNode { try r.graph.removeNode("2") } else { try r.graph.removeTransition(from: "2", to: "3") }
      #expect(r.graph.travelPath == [])
      r.rig.advance(milliseconds: 100)
      #expect(r.graph.currentNode == "1")
    }
  }

  @Test("removeTransition removes every transition that joins the two nodes, and only those")
  func removeTransition() throws {
    let r = try PoseRig(poses: [1, 2, 3], inputs: [("go", .bool(false)), ("jump", .trigger)])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "1", to: "2", when: [.isTrue("go")])
    try r.graph.addTransition(from: "1", to: "3", when: [.triggered("jump")])
    try r.graph.addTransition(from: "1", to: "2", when: [.triggered("jump")], priority: -1)
    try r.graph.addTransition(from: .any, to: "2", when: [.isTrue("go")])
    try r.graph.removeTransition(from: "1", to: "2")
    #expect(Self.transitions(r.graph) == ["1 → 3", "* → 2"])
    try r.graph.removeTransition(from: .any, to: "2")
    #expect(Self.transitions(r.graph) == ["1 → 3"])
    let before = Self.transitions(r.graph)
    #expect(throws: AnimationError.unknownNode("9")) { try r.graph.removeTransition(from: "9", to: "2") }
    #expect(throws: AnimationError.unknownNode("9")) { try r.graph.removeTransition(from: "1", to: "9") }
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "to", value: "2", requirement: .other("a node with a transition from \"1\""))
    ) { try r.graph.removeTransition(from: "1", to: "2") }
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "to", value: "3", requirement: .other("a node with a transition from any node"))
    ) { try r.graph.removeTransition(from: .any, to: "3") }
    #expect(Self.transitions(r.graph) == before)
    try r.graph.startAnimation()
    try r.graph.set("go", to: true)
    try r.graph.fire("jump")
    r.rig.advance(milliseconds: 10)
    #expect(r.graph.currentNode == "3")
  }

  @Test("a timeline node holding an animator, a timeline or a callback is refused; nothing is recorded")
  func timelineOfOtherChildrenIsRefused() throws {
    let rig = TestRig()
    let card = Card()
    let requirement = AnimationError.Requirement.other(
      "a timeline of tweens and springs that do not take their properties over")
    for kind in ["animator", "timeline", "callback"] {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 5 }
      switch kind {
      case "animator":
        let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try animator.addAnimations { card.opacity = 9 }
        try timeline.add(animator, name: kind)
      case "callback":
        // The graph plays a timeline's tweens itself; a callback would never be called.
        _ = try timeline.addCallback(at: .at(0.5), name: kind) { _ in }
      default:
        let inner = Timeline(engine: rig.engine)
        try inner.addTween(duration: 1, curve: .linear) { card.opacity = 9 }
        try timeline.add(inner, name: kind)
      }
      let graph = AnimationGraph(engine: rig.engine)
      #expect(throws: AnimationError.invalidArgument(parameter: "node", value: kind, requirement: requirement)) {
        try graph.addNode("a", .timeline(timeline))
      }
      #expect(graph.nodes == [] && graph.channels.all.isEmpty)
      #expect(card.opacity == 0 && card.$opacity.presentationValue == 0 && !card.$opacity.isAnimating)
    }
  }
}
