import Testing

@testable import Animator

@Suite("Animation graphs: nodes, inputs and transitions")
struct AnimationGraphTests {
  @Test("a node's contribution is measured from the base: the model stays where it was")
  func posesAreMeasuredFromTheBase() throws {
    let r = try PoseRig(poses: [10, 20])
    defer { r.rig.endRunningPlayers() }
    #expect(r.card.opacity == 0 && r.opacity == 0, "adding nodes changes nothing shown")
    try r.graph.startAnimation()
    #expect(r.opacity == 10)
    #expect(r.card.opacity == 0, "the model reads the base")
    r.card.opacity = 5
    #expect(r.opacity == 15, "a new base moves every node with it")
  }

  @Test("a cross-fade shows (1 − w)·A + w·B at known weights; the model reads the base throughout")
  func crossFadeValues() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .crossFade(1, curve: .linear))
    try r.graph.startAnimation()
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 250)
    #expect(r.opacity == 12.5)
    #expect(r.velocity == 10)
    r.rig.advance(milliseconds: 250)
    #expect(r.opacity == 15)
    #expect(r.card.opacity == 0)
    #expect(r.graph.weights == ["10": 0.5, "20": 0.5])
    r.rig.advance(milliseconds: 500)
    #expect(r.opacity == 20 && r.graph.weights == ["20": 1])
  }

  @Test("the default blend curve is easeInOut, and its weight is used exactly")
  func defaultCurve() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .trigger)])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.triggered("go")], blend: .crossFade(1))
    try r.graph.startAnimation()
    try r.graph.fire("go")
    r.rig.advance(milliseconds: 250)
    let w = TimingCurve.easeInOut.value(at: 0.25)
    #expect(abs(r.opacity - ((1 - w) * 10 + w * 20)) < 1e-12)
  }

  @Test("two timelines that set 10 and 20 from one base blend as (1 − w)·A + w·B, added in either order")
  func contributionLaw() throws {
    for order in [false, true] {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let card = Card()
      let a = Timeline(engine: rig.engine)
      try a.addTween(duration: 2, curve: .linear) { card.opacity = 10 }
      let b = Timeline(engine: rig.engine)
      try b.addTween(duration: 2, curve: .easeIn) { card.opacity = 20 }
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addInput("w", .number(0.3))
      try graph.addNode(
        "mix",
        .mix(
          order
            ? [.init(.timeline(b), weight: .input("w")), .init(.timeline(a), weight: .constant(0.7))]
            : [
              .init(.timeline(a), weight: .constant(0.7)), .init(.timeline(b), weight: .input("w")),
            ]))
      try graph.startAnimation()
      for step in 1...20 {
        rig.advance(milliseconds: 100)
        let t = Double(step) / 10
        let alone = [10 * min(t / 2, 1), 20 * TimingCurve.easeIn.value(at: min(t / 2, 1))]
        #expect(abs(card.$opacity.presentationValue - (0.7 * alone[0] + 0.3 * alone[1])) < 1e-12)
      }
    }
  }

  @Test("a cross-fade interrupted mid-way starts from what is shown: no jump")
  func crossFadeInterrupted() throws {
    let r = try PoseRig(poses: [10, 20, 40], inputs: [("to", .number(0))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.above("to", 0)], blend: .crossFade(1, curve: .linear))
    try r.graph.addTransition(from: "20", to: "40", when: [.above("to", 1)], blend: .crossFade(1, curve: .linear))
    try r.graph.startAnimation()
    try r.graph.set("to", to: 1)
    r.rig.advance(milliseconds: 500)
    #expect(r.opacity == 15)
    try r.graph.set("to", to: 2)
    r.rig.advance(milliseconds: 0)
    #expect(r.opacity == 15, "the same value at the interruption")
    r.rig.advance(milliseconds: 250)
    #expect(r.opacity == 21.25)
    r.rig.advance(milliseconds: 750)
    #expect(r.opacity == 40)
  }

  @Test("inertialization: the target at once, the difference decaying as the quintic; exact from T on")
  func inertialization() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .inertialize(1))
    try r.graph.startAnimation()
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 0)
    #expect(r.opacity == 10 && r.velocity == 0)
    r.rig.advance(milliseconds: 500)
    // o(0.5) = (1 − s)⁴·x₀·(1 + 4s) = 0.0625·(−10)·3 = −1.875.
    #expect(r.opacity == 18.125)
    // o′(0.5) = (1 − s)³·(−20·x₀·s/T) = 0.125·100 = 12.5.
    #expect(r.velocity == 12.5)
    r.rig.advance(milliseconds: 500)
    #expect(r.opacity == 20 && r.velocity == 0)
  }

  @Test("an inertialization interrupted mid-way keeps value and velocity continuous")
  func inertializationInterrupted() throws {
    let r = try PoseRig(poses: [10, 20, 40], inputs: [("to", .number(0))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.above("to", 0)], blend: .inertialize(1))
    try r.graph.addTransition(from: "20", to: "40", when: [.above("to", 1)], blend: .inertialize(1))
    try r.graph.startAnimation()
    try r.graph.set("to", to: 1)
    r.rig.advance(milliseconds: 300)
    let (value, velocity) = (r.opacity, r.velocity)
    try r.graph.set("to", to: 2)
    r.rig.advance(milliseconds: 0)
    #expect(abs(r.opacity - value) < 1e-12 && abs(r.velocity - velocity) < 1e-12)
    r.rig.advance(milliseconds: 1000)
    #expect(r.opacity == 40 && r.velocity == 0)
  }

  @Test("a cross-fade of moving timelines interrupted by an inertialization: value and velocity continuous")
  func inertializationOverCrossFade() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("to", .number(0))
    for (name, end) in [("a", 100.0), ("b", -50.0), ("c", 30.0)] {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 2, curve: .easeInOut) { card.opacity = end }
      try graph.addNode(name, .timeline(timeline))
    }
    try graph.addTransition(from: "a", to: "b", when: [.above("to", 0)], blend: .crossFade(1))
    try graph.addTransition(from: "b", to: "c", when: [.above("to", 1)], blend: .inertialize(0.5))
    try graph.startAnimation()
    rig.advance(milliseconds: 200)
    try graph.set("to", to: 1)
    rig.advance(milliseconds: 300)
    let (value, velocity) = (card.$opacity.presentationValue, card.$opacity.velocity)
    try graph.set("to", to: 2)
    rig.advance(milliseconds: 0)
    #expect(abs(card.$opacity.presentationValue - value) < 1e-12)
    #expect(abs(card.$opacity.velocity - velocity) < 1e-9)
  }

  @Test("exit time is a gate: a condition true early waits for it; a condition true later fires at once")
  func exitTime() throws {
    for (conditionAt, firesAt) in [(0.5, 1.5), (1.7, 1.7)] {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let card = Card()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 2, curve: .linear) { card.opacity = 100 }
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addInput("go", .bool(false))
      try graph.addNode("a", .timeline(timeline))
      try graph.addNode("b", .pose { card.opacity = -1 })
      try graph.addTransition(from: "a", to: "b", when: [.isTrue("go")], exitTime: 0.75)
      var entered: [AnimationGraphEvent] = []
      let observation = graph.observe { if case .nodeEntered = $0 { entered.append($0) } }
      try graph.startAnimation()
      rig.advance(toSeconds: conditionAt)
      try graph.set("go", to: true)
      rig.advance(toSeconds: 1.9)
      #expect(entered == [.nodeEntered("a", time: 0), .nodeEntered("b", time: firesAt)])
      #expect(graph.currentNode == "b" && card.$opacity.presentationValue == -1)
      observation.cancel()
    }
  }

  @Test("a trigger is consumed once, by the transition it fires; restart() clears it")
  func triggerConsumedOnce() throws {
    let r = try PoseRig(poses: [10, 20, 30], inputs: [("jump", .trigger), ("back", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.triggered("jump")])
    try r.graph.addTransition(from: "20", to: "10", when: [.isTrue("back")])
    try r.graph.addTransition(from: "20", to: "30", when: [.triggered("jump")], priority: 1)
    try r.graph.addTransition(from: "30", to: "10", when: [.isTrue("back")])
    try r.graph.startAnimation()
    try r.graph.fire("jump")
    r.rig.advance(milliseconds: 100)
    // 10 → 20 consumed it: 20 → 30, which tests it too, did not fire.
    #expect(r.graph.currentNode == "20" && r.graph.value(of: "jump") == 0)
    try r.graph.set("back", to: true)
    r.rig.advance(milliseconds: 100)
    #expect(r.graph.currentNode == "10", "back at 10, with no trigger left to fire 10 → 20 again")
    try r.graph.fire("jump")
    try r.graph.restart()
    #expect(r.graph.value(of: "jump") == 0)
  }

  @Test("a trigger fired before the start waits for the run, and fires its transition at time 0")
  func triggerFiredBeforeStart() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("jump", .trigger)])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.triggered("jump")])
    try r.graph.fire("jump")
    #expect(r.graph.value(of: "jump") == 1)
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 16)
    #expect(r.graph.currentNode == "20" && r.graph.value(of: "jump") == 0)
    #expect(r.opacity == 20)
  }

  @Test("priority: the lowest number fires; of equal priorities the last added (Godot's tests)")
  func priority() throws {
    // Godot, test_animation_state_machine.cpp, "Priority is respected between transitions that can be taken".
    for order in [["b", "c"], ["c", "b"]] {
      let r = try PoseRig(poses: [1, 2, 3])
      defer { r.rig.endRunningPlayers() }
      for name in order {
        try r.graph.addTransition(from: "1", to: name == "b" ? "2" : "3", priority: name == "b" ? 1 : 2)
      }
      try r.graph.startAnimation()
      #expect(r.graph.currentNode == "2")
    }
    // Godot, "Equal priority between ready transitions picks the last one declared".
    let r = try PoseRig(poses: [1, 2, 3])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "1", to: "2")
    try r.graph.addTransition(from: "1", to: "3")
    try r.graph.startAnimation()
    #expect(r.graph.currentNode == "3")
  }

  @Test("at end: fires at exactly the end; with a blend, starts early enough to end there")
  func atEnd() throws {
    // Godot, "At End transition still waits for the end of the state".
    for (blend, starts) in [(AnimationGraph.Blend.none, 2.0), (.crossFade(0.5, curve: .linear), 1.5)] {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let card = Card()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 2, curve: .linear) { card.opacity = 100 }
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("a", .timeline(timeline))
      try graph.addNode("b", .pose { card.opacity = -1 })
      try graph.addTransition(from: "a", to: "b", blend: blend, switchMode: .atEnd)
      var events: [AnimationGraphEvent] = []
      let observation = graph.observe { events.append($0) }
      try graph.startAnimation()
      rig.advance(toSeconds: 1.4)
      #expect(graph.currentNode == "a")
      rig.advance(toSeconds: 3)
      #expect(events.contains(.transitionStarted(from: "a", to: "b", time: starts)))
      #expect(events.contains(.transitionEnded(from: "a", to: "b", time: 2)))
      observation.cancel()
    }
  }

  @Test("a waiting at-end transition does not block a ready one of lower priority (Godot)")
  func atEndDoesNotBlock() throws {
    // Godot, "Waiting At End transition does not block lower priority transitions".
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 2, curve: .linear) { card.opacity = 100 }
    try graph.addNode("a", .timeline(timeline))
    try graph.addNode("b", .pose { card.opacity = 1 })
    try graph.addNode("c", .pose { card.opacity = 2 })
    try graph.addTransition(from: "a", to: "b", priority: 1, switchMode: .atEnd)
    try graph.addTransition(from: "a", to: "c", when: [.isTrue("go")], priority: 2)
    try graph.startAnimation()
    rig.advance(toSeconds: 0.6)
    #expect(graph.currentNode == "a")
    try graph.set("go", to: true)
    rig.advance(toSeconds: 0.8)
    #expect(graph.currentNode == "c")
  }

  @Test("a ready sync transition is not blocked by a waiting at-end one (Godot)")
  func syncNotBlockedByAtEnd() throws {
    // Godot, test_animation_state_machine.cpp, "A ready Sync transition is not blocked by a waiting At End one".
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    for name in ["a", "b", "c"] {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 2, curve: .linear) { card.opacity = name == "a" ? 100 : name == "b" ? 1 : 2 }
      try graph.addNode(name, .timeline(timeline))
    }
    try graph.addTransition(from: "a", to: "b", priority: 1, switchMode: .atEnd)
    try graph.addTransition(from: "a", to: "c", when: [.isTrue("go")], priority: 2, switchMode: .sync)
    try graph.startAnimation()
    rig.advance(toSeconds: 0.6)
    try graph.set("go", to: true)
    rig.advance(toSeconds: 0.7)
    #expect(graph.currentNode == "c")
    // C started at A's progress, 0.3 of its 2 s, and has run 0.1 s since.
    #expect(abs(graph.fractionComplete - 0.35) < 1e-12)
  }

  @Test("a cross-fade back to a node still in the blend's source keeps its time")
  func crossFadeBackKeepsTime() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("to", .number(0))
    let a = Timeline(engine: rig.engine)
    try a.addTween(duration: 4, curve: .linear) { card.opacity = 40 }
    try graph.addNode("a", .timeline(a))
    try graph.addNode("b", .pose { card.opacity = 0 })
    try graph.addTransition(from: "a", to: "b", when: [.above("to", 0)], blend: .crossFade(1, curve: .linear))
    try graph.addTransition(from: "b", to: "a", when: [.below("to", 0)], blend: .crossFade(1, curve: .linear))
    try graph.startAnimation()
    rig.advance(toSeconds: 1)
    try graph.set("to", to: 1)
    rig.advance(toSeconds: 1.5)
    try graph.set("to", to: -1)
    rig.advance(toSeconds: 3)
    // Back at a alone, which kept playing from its own start: 40 × 3/4.
    #expect(graph.currentNode == "a" && graph.weights == ["a": 1])
    #expect(card.$opacity.presentationValue == 30)
  }

  @Test("events: node entered, transition started and ended, at their exact instants and in order")
  func events() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .inertialize(0.5))
    try r.graph.addTransition(from: "20", to: "10", when: [.isFalse("go")])
    var events: [AnimationGraphEvent] = []
    let observation = r.graph.observe { events.append($0) }
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 250)
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 1000)
    #expect(
      events == [
        .state(.active), .isRunning(true), .nodeEntered("10", time: 0),
        .transitionStarted(from: "10", to: "20", time: 0.25), .nodeExited("10", time: 0.25),
        .nodeEntered("20", time: 0.25),
        .transitionEnded(from: "10", to: "20", time: 0.75),
      ])
    observation.cancel()
  }

  @Test("sync: the target starts at the source's progress")
  func syncSwitch() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let a = Timeline(engine: rig.engine)
    try a.addTween(duration: 2, curve: .linear) { card.opacity = 100 }
    let b = Timeline(engine: rig.engine)
    try b.addTween(duration: 1, curve: .linear) { card.opacity = 40 }
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("go", .bool(false))
    try graph.addNode("a", .timeline(a))
    try graph.addNode("b", .timeline(b))
    try graph.addTransition(from: "a", to: "b", when: [.isTrue("go")], switchMode: .sync)
    try graph.startAnimation()
    rig.advance(toSeconds: 0.5)
    try graph.set("go", to: true)
    rig.advance(toSeconds: 0.5)
    // A at 0.25 of its 2 s: B starts at 0.25 s of its 1 s.
    #expect(graph.fractionComplete == 0.25)
    #expect(card.$opacity.presentationValue == 10)
  }

  @Test("travel(to:) follows the shortest path, ignoring conditions; unknown and unreachable nodes throw")
  func travel() throws {
    let r = try PoseRig(poses: [1, 2, 3, 4, 5], inputs: [("never", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    for (from, to) in [("1", "2"), ("2", "3"), ("3", "4"), ("1", "5"), ("5", "4"), ("4", "5")] {
      try r.graph.addTransition(from: .node(from), to: to, when: [.isTrue("never")], automatic: false)
    }
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "4", requirement: .other("a graph that has started"))
    ) {
      try r.graph.travel(to: "4")
    }
    try r.graph.startAnimation()
    try r.graph.travel(to: "4")
    #expect(r.graph.travelPath == ["5", "4"])
    var entered: [String] = []
    let observation = r.graph.observe { if case .nodeEntered(let name, _) = $0 { entered.append(name) } }
    r.rig.advance(milliseconds: 10)
    #expect(entered == ["5", "4"] && r.opacity == 4)
    #expect(throws: AnimationError.unknownNode("9")) { try r.graph.travel(to: "9") }
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "1", requirement: .other("a node reachable from \"4\""))
    ) { try r.graph.travel(to: "1") }
    #expect(r.graph.currentNode == "4" && r.graph.travelPath == [])
    observation.cancel()
  }

  @Test("a cycle of transitions that take no time stops and is reported; the tick returns")
  func zeroTimeCycle() throws {
    let r = try PoseRig(poses: [1, 2])
    defer { r.rig.endRunningPlayers() }
    var reports: [AnimationError] = []
    r.rig.engine.diagnosticsHandler = { reports.append($0) }
    try r.graph.addTransition(from: "1", to: "2")
    try r.graph.addTransition(from: "2", to: "1")
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 100)
    r.rig.advance(by: .seconds(3600))
    #expect(r.graph.currentNode == "2")
    #expect(reports == [.transitionLoop("2 → 1 at 0.0 s enters a node twice")])
  }

  @Test("short nodes looping through exit times fire at most maximumTransitionsPerTick per tick")
  func transitionCap() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    for name in ["a", "b"] {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 0.01, curve: .linear) { card.opacity = name == "a" ? 1 : 2 }
      try graph.addNode(name, .timeline(timeline))
    }
    try graph.addTransition(from: "a", to: "b", exitTime: 1)
    try graph.addTransition(from: "b", to: "a", exitTime: 1)
    graph.maximumTransitionsPerTick = 10
    var reports = 0
    rig.engine.diagnosticsHandler = { _ in reports += 1 }
    try graph.startAnimation()
    rig.advance(by: .seconds(3600))
    #expect(reports == 1)
    #expect(abs(graph.time - 3600) < 1e-9, "the playhead moves on; the graph catches up tick by tick")
  }

  @Test("bad input throws a typed error and changes nothing")
  func badInput() throws {
    let r = try PoseRig(poses: [1], inputs: [("flag", .bool(false)), ("speed", .number(0))])
    defer { r.rig.endRunningPlayers() }
    #expect(throws: AnimationError.unknownNode("x")) { try r.graph.addTransition(from: "1", to: "x") }
    #expect(throws: AnimationError.unknownNode("x")) { try r.graph.addTransition(from: "x", to: "1") }
    #expect(throws: AnimationError.unknownInput("nope")) { try r.graph.set("nope", to: true) }
    #expect(throws: AnimationError.invalidArgument(parameter: "speed", value: "nan", requirement: .finite)) {
      try r.graph.set("speed", to: .nan)
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "flag", value: "bool", requirement: .other("a number input"))
    ) { try r.graph.set("flag", to: 1.0) }
    #expect(throws: AnimationError.invalidArgument(parameter: "weight", value: "1.5", requirement: .unitInterval)) {
      try r.graph.addNode("m", .mix([.init(.pose {}, weight: .constant(1.5))]))
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "blend", value: "-1.0", requirement: .nonNegative)) {
      try r.graph.addTransition(from: "1", to: "1", blend: .crossFade(-1))
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "name", value: "1", requirement: .other("a name no node has"))
    ) {
      try r.graph.addNode("1", .pose {})
    }
    #expect(r.graph.nodes == ["1"] && r.graph.value(of: "speed") == 0 && r.graph.value(of: "flag") == 0)
    #expect(throws: AnimationError.invalidArgument(parameter: "nodes", value: "[]", requirement: .atLeast(count: 1))) {
      try AnimationGraph(engine: r.rig.engine).startAnimation()
    }
  }

  @Test("reduced motion ends a blend at once")
  func reducedMotion() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    r.rig.engine.reducedMotion = .always
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .crossFade(1))
    try r.graph.startAnimation()
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 100)
    #expect(r.opacity == 20)
  }

  @Test("stop and finish leave the properties at the current value, the base, or the current node's end")
  func stopAndFinish() throws {
    for (position, expected) in [(AnimatingPosition.current, 5.0), (.start, 0), (.end, 10)] {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let card = Card()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 10 }
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("a", .timeline(timeline))
      try graph.startAnimation()
      rig.advance(milliseconds: 500)
      try graph.stopAnimation(false)
      #expect(card.opacity == 5 && card.$opacity.presentationValue == 5 && !card.$opacity.isAnimating)
      try graph.finishAnimation(at: position)
      #expect(card.opacity == expected && card.$opacity.presentationValue == expected)
    }
  }
}
