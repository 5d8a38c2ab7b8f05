import Testing

@testable import Animator

/// A graph as a node of another: its own nodes, transitions and blends play while the node is
/// shown, at the node's weight; it reads its parent's inputs; its events reach the parent's
/// observers under the node's name.
@Suite("Animation graphs: nested graphs")
struct NestedGraphTests {
  /// A graph of two poses on the card's opacity, "10" and "20", and a linear cross-fade of 1 s from
  /// the first to the second while the Boolean input "go" holds.
  static func inner(_ rig: TestRig, _ card: Card, name: String? = nil) throws -> AnimationGraph {
    let graph = AnimationGraph(engine: rig.engine, name: name)
    try graph.addInput("go", .bool(false))
    try graph.addNode("10", .pose { card.opacity = 10 })
    try graph.addNode("20", .pose { card.opacity = 20 })
    try graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .crossFade(1, curve: .linear))
    return graph
  }

  /// A parent of the inner graph as "inner" and a pose at 40, with a linear cross-fade of 1 s from
  /// the first to the second while "leave" holds, and back with none when it does not.
  static func parent(_ rig: TestRig, _ card: Card) throws -> AnimationGraph {
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    try graph.addInput("leave", .bool(false))
    try graph.addNode("inner", .graph(try inner(rig, card)))
    try graph.addNode("40", .pose { card.opacity = 40 })
    try graph.addTransition(from: "inner", to: "40", when: [.isTrue("leave")], blend: .crossFade(1, curve: .linear))
    try graph.addTransition(from: "40", to: "inner", when: [.isFalse("leave")])
    return graph
  }

  @Test("the nested graph's blend is the node's contribution, and a cross-fade with a pose weighs it exactly")
  func valuesTimesWeights() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = try Self.parent(rig, card)
    try graph.startAnimation()
    #expect(card.$opacity.presentationValue == 10 && card.opacity == 0)
    try graph.set("go", to: true)
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 12.5)  // 0.75·10 + 0.25·20
    #expect(card.$opacity.velocity == 10)
    try graph.set("leave", to: true)
    rig.advance(milliseconds: 500)
    // The inner cross-fade at 0.75 shows 0.25·10 + 0.75·20 = 17.5; the outer one, half-way,
    // 0.5·17.5 + 0.5·40. Its velocity: 0.5·10 (the inner fade) − 17.5 + 40 (the weights' rates).
    #expect(card.$opacity.presentationValue == 28.75)
    #expect(card.$opacity.velocity == 27.5)
    #expect(graph.weights == ["inner": 0.5, "40": 0.5])
    rig.advance(milliseconds: 750)
    #expect(card.$opacity.presentationValue == 40 && graph.weights == ["40": 1])
  }

  @Test("entering the node starts the nested graph again at its entry node")
  func enteringRestarts() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = try Self.parent(rig, card)
    try graph.startAnimation()
    try graph.set("go", to: true)
    rig.advance(milliseconds: 2000)
    #expect(card.$opacity.presentationValue == 20)
    try graph.set("leave", to: true)
    rig.advance(milliseconds: 1000)
    try graph.set("leave", to: false)
    try graph.set("go", to: false)
    rig.advance(milliseconds: 10)
    #expect(graph.currentNode == "inner" && card.$opacity.presentationValue == 10, "back at its entry, \"10\"")
    try graph.set("go", to: true)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 15, "and its cross-fade runs again from its start")
  }

  @Test("the nested graph's events reach the parent's observers under the node's name, in the parent's time")
  func events() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = try Self.parent(rig, card)
    var events: [AnimationGraphEvent] = []
    let observation = graph.observe { events.append($0) }
    try graph.startAnimation()
    rig.advance(milliseconds: 250)
    try graph.set("go", to: true)
    rig.advance(milliseconds: 250)
    try graph.set("leave", to: true)
    rig.advance(milliseconds: 2000)
    observation.cancel()
    #expect(
      events == [
        .state(.active), .isRunning(true), .nodeEntered("inner", time: 0), .nodeEntered("inner/10", time: 0),
        .transitionStarted(from: "inner/10", to: "inner/20", time: 0.25), .nodeEntered("inner/20", time: 0.25),
        .transitionStarted(from: "inner", to: "40", time: 0.5), .nodeEntered("40", time: 0.5),
        .nodeExited("inner/10", time: 1.25), .transitionEnded(from: "inner/10", to: "inner/20", time: 1.25),
        .nodeExited("inner/20", time: 1.5), .nodeExited("inner", time: 1.5),
        .transitionEnded(from: "inner", to: "40", time: 1.5),
      ])
  }

  @Test("the nested graph reads the parent's inputs: a trigger one of its transitions fires is consumed")
  func sharedInputs() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let inner = AnimationGraph(engine: rig.engine)
    try inner.addInput("jump", .trigger)
    try inner.addInput("speed", .number(7))  // the parent's value is what counts
    let legs = try BlendSpace1D(input: "speed", points: [(0, .pose {}), (1, .pose { card.opacity = 4 })])
    try inner.addNode("still", .blendSpace(legs))
    try inner.addNode("up", .pose { card.opacity = 30 })
    try inner.addTransition(from: "still", to: "up", when: [.triggered("jump")])
    try inner.addTransition(from: "up", to: "still", when: [.triggered("jump")])
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("speed", .number(0.5))
    try graph.addInput("jump", .trigger)
    try graph.addInput("duck", .trigger)
    try graph.addNode("inner", .graph(inner))
    try graph.addNode("other", .pose { card.opacity = -1 })
    try graph.addTransition(from: "inner", to: "other", when: [.triggered("duck")])
    try graph.addTransition(from: "other", to: "inner", when: [.triggered("jump")])
    try graph.startAnimation()
    #expect(card.$opacity.presentationValue == 2, "the blend space reads the parent's speed, 0.5")
    try graph.fire("jump")
    rig.advance(milliseconds: 100)
    #expect(graph.currentNode == "inner" && card.$opacity.presentationValue == 30)
    #expect(graph.value(of: "jump") == 0, "the nested graph's transition consumed it: one jump, not two")
    #expect(inner.value(of: "speed") == 7 && inner.state == .inactive, "the graph read is left as it was")
    try graph.fire("duck")
    rig.advance(milliseconds: 100)
    #expect(graph.currentNode == "other")
    // The graph's transition back takes the trigger: the nested graph, entered at "still" at that
    // instant, does not jump.
    try graph.fire("jump")
    rig.advance(milliseconds: 100)
    #expect(graph.currentNode == "inner" && card.$opacity.presentationValue == 2)
    #expect(graph.value(of: "jump") == 0)
  }

  @Test("exit time and at-end read the nested graph's current node; a nested graph that completes ends the node")
  func progressAndEnd() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    func tween(_ value: Double) throws -> Timeline {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 0.5, curve: .linear) { card.opacity = value }
      return timeline
    }
    let inner = AnimationGraph(engine: rig.engine)
    try inner.addNode("a", .timeline(try tween(10)))
    try inner.addNode("b", .timeline(try tween(20)))
    try inner.addTransition(from: "a", to: "b", exitTime: 1)
    for useAtEnd in [false, true] {
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addInput("never", .bool(false))
      try graph.addNode("inner", .graph(inner))
      try graph.addNode("rest", .pose { card.opacity = 50 })
      try graph.addTransition(from: "rest", to: "inner", when: [.isTrue("never")])
      if useAtEnd {
        try graph.addTransition(from: "inner", to: "rest", blend: .crossFade(0.25, curve: .linear), switchMode: .atEnd)
      } else {
        try graph.addTransition(from: "inner", to: "rest", exitTime: 1)
      }
      var events: [AnimationGraphEvent] = []
      let observation = graph.observe { events.append($0) }
      try graph.startAnimation()
      rig.advance(milliseconds: 200)
      #expect(abs(graph.fractionComplete - 0.4) < 1e-12, "the node's progress is \"a\"'s")
      rig.advance(milliseconds: 600)
      observation.cancel()
      // At 0.5 s "a" ends: the graph's transition goes first, so the nested graph leaves from "a".
      let leaves = AnimationGraphEvent.transitionStarted(from: "inner", to: "rest", time: useAtEnd ? 0.25 : 0.5)
      #expect(events.contains(leaves) && graph.currentNode == "rest")
      #expect(events.contains(.nodeEntered("inner/b", time: 0.5)) == useAtEnd)
      try graph.stopAnimation(true)
      card.opacity = 0  // the stop left the rest's 50 as the model value
    }
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("inner", .graph(inner))
    var ends: [Double] = []
    graph.addCompletion { _ in ends.append(rig.engine.currentTime.inSeconds) }
    try graph.startAnimation()
    rig.advance(milliseconds: 400)
    rig.advance(milliseconds: 400)
    #expect(graph.state == .active && abs(graph.fractionComplete - 0.6) < 1e-12, "\"b\" plays at 0.8 s")
    #expect(abs(card.$opacity.presentationValue - 12) < 1e-12)
    rig.advance(milliseconds: 400)
    #expect(graph.state == .inactive && ends.count == 1, "it completes with the nested graph, at 1 s")
    #expect(card.opacity == 20)
  }

  @Test("a nested graph in a mix plays at its part's weight, and a graph nests two deep")
  func mixesAndDepth() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let middle = AnimationGraph(engine: rig.engine)
    try middle.addInput("go", .bool(true))
    try middle.addNode("deep", .graph(try Self.inner(rig, card)))
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    try graph.addInput("w", .number(0.5))
    try graph.addNode(
      "layers",
      .mix([
        .init(.graph(middle), weight: .input("w")),
        .init(.pose { card.position = Point2D(x: 3, y: 0) }, weight: .constant(1)),
      ]))
    var events: [AnimationGraphEvent] = []
    let observation = graph.observe { events.append($0) }
    try graph.startAnimation()
    #expect(card.$opacity.presentationValue == 5 && card.$position.presentationValue.x == 3)
    try graph.set("go", to: true)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 7.5)  // 0.5 × (0.5·10 + 0.5·20)
    observation.cancel()
    #expect(events.contains(.nodeEntered("layers/0/deep/10", time: 0)))
    #expect(events.contains(.transitionStarted(from: "layers/0/deep/10", to: "layers/0/deep/20", time: 0)))
  }

  @Test("scrubbing a paused graph moves the nested graph's current node")
  func scrubs() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 2, curve: .linear) { card.opacity = 8 }
    let inner = AnimationGraph(engine: rig.engine)
    try inner.addNode("ramp", .timeline(timeline))
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("inner", .graph(inner))
    try graph.pauseAnimation()
    graph.fractionComplete = 0.75
    #expect(graph.fractionComplete == 0.75 && card.$opacity.presentationValue == 6)
    try graph.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 7)
  }

  @Test("a nested graph whose inputs the parent lacks, or has of another kind, is refused; nothing changes")
  func inputsRefused() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("still", .pose { card.opacity = 1 })
    try graph.startAnimation()
    #expect(throws: AnimationError.unknownInput("go")) { try graph.addNode("inner", .graph(try Self.inner(rig, card))) }
    try graph.addInput("go", .number(0))
    #expect(
      throws: AnimationError.invalidArgument(parameter: "go", value: "number", requirement: .other("a Boolean input"))
    ) {
      try graph.addNode("inner", .graph(try Self.inner(rig, card)))
    }
    #expect(graph.nodes == ["still"] && graph.channels.all.count == 1 && !graph.structure.holdsGraphs)
    #expect(card.$opacity.presentationValue == 1 && card.opacity == 0)
  }

  @Test("a graph nested in itself, directly or through another, is refused naming the node; nothing changes")
  func cyclesRefused() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let a = try Self.inner(rig, card, name: "a")
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "me", requirement: .other("a graph that does not hold \"a\""))
    ) {
      try a.addNode("me", .graph(a))
    }
    let b = try Self.inner(rig, card, name: "b")
    try b.addNode("a", .graph(a))
    let c = try Self.inner(rig, card, name: "c")
    try c.addNode("layers", .mix([.init(.graph(b), weight: .constant(1))]))
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "c", requirement: .other("a graph that does not hold \"a\""))
    ) {
      try a.addNode("c", .graph(c))
    }
    #expect(a.nodes == ["10", "20"] && !a.structure.holdsGraphs)
  }

  @Test("a graph that runs, one with no node, or one in a blend space is refused; nothing changes")
  func othersRefused() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    try graph.addInput("speed", .number(0))
    let running = try Self.inner(rig, card, name: "running")
    try running.startAnimation()
    rig.advance(milliseconds: 100)
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "running", requirement: .other("an inactive graph"))
    ) {
      try graph.addNode("inner", .graph(running))
    }
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "graph", requirement: .other("a graph with a node"))
    ) {
      try graph.addNode("inner", .graph(AnimationGraph(engine: rig.engine)))
    }
    let space = try BlendSpace1D(
      input: "speed", points: [(0, .pose {}), (1, .graph(try Self.inner(rig, card, name: "legs")))])
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "legs", requirement: .other("a pose, a timeline or an animator in a blend space"))
    ) {
      try graph.addNode("inner", .blendSpace(space))
    }
    #expect(graph.nodes.isEmpty && graph.channels.all.isEmpty && running.currentNode == "10")
    #expect(card.$opacity.presentationValue == 10 && card.opacity == 0, "only the running graph shows")
  }

  @Test("a nested graph's blends end at once under reduced motion")
  func reducedMotion() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    rig.engine.reducedMotion = .always
    let graph = try Self.parent(rig, card)
    try graph.startAnimation()
    try graph.set("go", to: true)
    rig.advance(milliseconds: 10)
    #expect(card.$opacity.presentationValue == 20)
  }

  @Test("a nested node shows exactly what the same graph shows alone, pose and cross-fade alike")
  func sameAsAlone() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let nested = Card()
    let alone = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    try graph.addNode("inner", .graph(try Self.inner(rig, nested)))
    let twin = try Self.inner(rig, alone)
    try graph.startAnimation()
    try twin.startAnimation()
    try graph.set("go", to: true)
    try twin.set("go", to: true)
    for step in [130, 270, 333, 600] {
      rig.advance(milliseconds: step)
      #expect(nested.$opacity.presentationValue.bitPattern == alone.$opacity.presentationValue.bitPattern)
      #expect(nested.$opacity.velocity.bitPattern == alone.$opacity.velocity.bitPattern)
    }
  }
}
