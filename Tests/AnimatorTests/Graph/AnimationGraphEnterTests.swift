import Testing

@testable import Animator

/// `enter(_:blend:)`: a node made current now, from its start, with no blend or a blend from
/// what is shown (Godot's `start`, Unity's `Play` and `CrossFade`).
@Suite("Animation graphs: entering a node")
struct AnimationGraphEnterTests {
  @Test("with no blend the node shows from the instant of the call; no transition is reported")
  func noBlend() throws {
    let r = try PoseRig(poses: [10, 20, 30])
    defer { r.rig.endRunningPlayers() }
    try r.keepRunning()
    var events: [AnimationGraphEvent] = []
    let observation = r.graph.observe { events.append($0) }
    defer { observation.cancel() }
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 500)
    try r.graph.enter("30")
    r.rig.advance(milliseconds: 0)
    #expect(r.graph.currentNode == "30" && r.opacity == 30 && r.card.opacity == 0)
    #expect(events.dropFirst(3) == [.nodeExited("10", time: 0.5), .nodeEntered("30", time: 0.5)])
  }

  @Test("a timeline node entered starts from its start, at the instant of the call, whatever the ticks")
  func timelineFromItsStart() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let a = Timeline(engine: rig.engine)
    try a.addTween(duration: 2, curve: .linear) { card.opacity = 100 }
    let b = Timeline(engine: rig.engine)
    try b.addTween(duration: 2, curve: .linear) { card.opacity = 40 }
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("a", .timeline(a))
    try graph.addNode("b", .timeline(b))
    try graph.startAnimation()
    rig.advance(toSeconds: 1)
    try graph.enter("b")
    rig.advance(toSeconds: 1.5)
    #expect(card.$opacity.presentationValue == 10)
    #expect(graph.fractionComplete == 0.25)
  }

  @Test("with a cross-fade: no jump at the call, then (1 − w)·A + w·B, the source exited at its end")
  func crossFade() throws {
    let r = try PoseRig(poses: [10, 20])
    defer { r.rig.endRunningPlayers() }
    try r.keepRunning()
    var events: [AnimationGraphEvent] = []
    let observation = r.graph.observe { events.append($0) }
    defer { observation.cancel() }
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 500)
    try r.graph.enter("20", blend: .crossFade(1, curve: .linear))
    r.rig.advance(milliseconds: 0)
    #expect(r.opacity == 10 && r.graph.currentNode == "20", "no jump")
    r.rig.advance(milliseconds: 250)
    #expect(r.opacity == 12.5 && r.velocity == 10)
    #expect(r.graph.weights == ["10": 0.75, "20": 0.25])
    r.rig.advance(milliseconds: 750)
    #expect(r.opacity == 20 && r.graph.weights == ["20": 1])
    #expect(events.dropFirst(3) == [.nodeEntered("20", time: 0.5), .nodeExited("10", time: 1.5)])
  }

  @Test("with an inertialization: the quintic from what is shown, exact from T on")
  func inertialization() throws {
    let r = try PoseRig(poses: [10, 20])
    defer { r.rig.endRunningPlayers() }
    try r.keepRunning()
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 250)
    try r.graph.enter("20", blend: .inertialize(1))
    r.rig.advance(milliseconds: 0)
    #expect(r.opacity == 10 && r.velocity == 0)
    r.rig.advance(milliseconds: 500)
    #expect(r.opacity == 18.125 && r.velocity == 12.5)
    r.rig.advance(milliseconds: 500)
    #expect(r.opacity == 20 && r.velocity == 0)
  }

  @Test("entering ends a blend under way (reported) and cancels a travel")
  func interrupts() throws {
    let r = try PoseRig(poses: [10, 20, 30], inputs: [("go", .trigger)])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.triggered("go")], blend: .crossFade(1, curve: .linear))
    try r.graph.addTransition(from: "20", to: "30", automatic: false)
    var events: [AnimationGraphEvent] = []
    let observation = r.graph.observe { events.append($0) }
    defer { observation.cancel() }
    try r.graph.startAnimation()
    try r.graph.fire("go")
    r.rig.advance(milliseconds: 500)
    try r.graph.travel(to: "30")
    #expect(r.graph.travelPath == ["30"])
    try r.graph.enter("10", blend: .crossFade(1, curve: .linear))
    #expect(r.graph.travelPath == [])
    r.rig.advance(milliseconds: 0)
    #expect(r.opacity == 15, "no jump")
    r.rig.advance(milliseconds: 500)
    // The source is the mix shown at 0.5 s (10 and 20 half and half, 10 playing on): its 10 gains
    // what it fades out, so (1 − w)·15 + w·10 with w = 0.5.
    #expect(r.opacity == 12.5)
    r.rig.advance(milliseconds: 500)
    #expect(r.graph.currentNode == "10" && r.opacity == 10)
    #expect(
      events.dropFirst(3) == [
        .transitionStarted(from: "10", to: "20", time: 0), .nodeEntered("20", time: 0),
        .transitionEnded(from: "10", to: "20", time: 0.5), .nodeEntered("10", time: 0.5),
        .nodeExited("20", time: 1.5),
      ])
  }

  @Test("an unknown node, a bad blend time and an inactive graph throw; nothing changes")
  func badInput() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.keepRunning()
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "20", requirement: .other("a graph that has started"))
    ) { try r.graph.enter("20") }
    #expect(r.graph.state == .inactive && r.graph.currentNode == nil)
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 100)
    let before = AnimationGraphEditingTests.Seen(r, inputs: ["go"])
    #expect(throws: AnimationError.unknownNode("30")) { try r.graph.enter("30") }
    #expect(throws: AnimationError.invalidArgument(parameter: "blend", value: "nan", requirement: .nonNegative)) {
      try r.graph.enter("20", blend: .inertialize(.nan))
    }
    r.rig.advance(milliseconds: 0)
    #expect(AnimationGraphEditingTests.Seen(r, inputs: ["go"]) == before)
    #expect(r.graph.run.pending.isEmpty)
  }

  @Test("a node asked to be entered cannot be removed before the tick that enters it")
  func pendingEnterIsShown() throws {
    let r = try PoseRig(poses: [10, 20])
    defer { r.rig.endRunningPlayers() }
    try r.keepRunning()
    try r.graph.startAnimation()
    try r.graph.enter("20")
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "name", value: "20", requirement: .other("a node the graph does not show"))
    ) { try r.graph.removeNode("20") }
    r.rig.advance(milliseconds: 0)
    #expect(r.opacity == 20)
    try r.graph.removeNode("10")
    #expect(r.graph.nodes == ["20"] && r.graph.currentNode == "20")
  }
}
