import Animator

extension BadInput {
  private static let area = "AnimationGraph"

  /// A graph on the world's engine: poses "idle" and "walk" of the first card's opacity, a number
  /// input "speed", a Boolean "hovered" and a trigger "jump".
  private static func graph(_ w: BadInputWorld) throws(AnimationError) -> AnimationGraph {
    let graph = AnimationGraph(engine: w.engine)
    let card = w.cards[0]
    try graph.addInput("speed", .number(0))
    try graph.addInput("hovered", .bool(false))
    try graph.addInput("jump", .trigger)
    try graph.addNode("idle", .pose { card.opacity = 0.2 })
    try graph.addNode("walk", .pose { card.opacity = 0.8 })
    return graph
  }

  /// Bad input to animation graphs: unknown nodes and inputs, inputs of another kind, NaN inputs,
  /// weights outside 0...1, negative blends, the removal of a node the graph shows, and cycles of
  /// transitions that take no time.
  static let graphs: [BadInput] = [
    BadInput(
      area: area, call: "addTransition(from:to:when:priority:exitTime:blend:switchMode:automatic:)",
      input: "an unknown node", answer: .throwsError(.unknownNode("jumpp"))
    ) { w throws(AnimationError) in try graph(w).addTransition(from: "idle", to: "jumpp") },
    BadInput(
      area: area, call: "addTransition(from:to:when:priority:exitTime:blend:switchMode:automatic:)",
      input: "a condition on an unknown input", answer: .throwsError(.unknownInput("sped"))
    ) { w throws(AnimationError) in try graph(w).addTransition(from: "idle", to: "walk", when: [.above("sped", 1)]) },
    BadInput(
      area: area, call: "addTransition(from:to:when:priority:exitTime:blend:switchMode:automatic:)",
      input: "`above` on a Boolean input",
      answer: invalid("hovered", "bool", .other("a number input"))
    ) { w throws(AnimationError) in
      try graph(w).addTransition(from: "idle", to: "walk", when: [.above("hovered", 1)])
    },
    BadInput(
      area: area, call: "addTransition(from:to:when:priority:exitTime:blend:switchMode:automatic:)",
      input: "a NaN exit time", answer: invalid("exitTime", "nan", .nonNegative)
    ) { w throws(AnimationError) in try graph(w).addTransition(from: "idle", to: "walk", exitTime: .nan) },
    BadInput(
      area: area, call: "addTransition(from:to:when:priority:exitTime:blend:switchMode:automatic:)",
      input: "a negative blend time", answer: invalid("blend", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in try graph(w).addTransition(from: "idle", to: "walk", blend: .crossFade(-1)) },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "a name in use",
      answer: invalid("name", "idle", .other("a name no node has"))
    ) { w throws(AnimationError) in try graph(w).addNode("idle", .pose {}) },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "a mix weight of 1.5", answer: invalid("weight", "1.5", .unitInterval)
    ) { w throws(AnimationError) in try graph(w).addNode("mix", .mix([.init(.pose {}, weight: .constant(1.5))])) },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "a timeline holding a callback",
      answer: invalid("node", "ding", .other("a timeline of tweens and springs that do not take their properties over"))
    ) { w throws(AnimationError) in
      let timeline = Timeline(engine: w.engine)
      _ = try timeline.addCallback(at: .at(0.5), name: "ding") { _ in }
      try graph(w).addNode("ringing", .timeline(timeline))
    },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "an animator with a completion",
      answer: invalid(
        "node", "animator",
        .other("an inactive animator with no completions that does not begin from the current state"))
    ) { w throws(AnimationError) in
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: w.engine)
      try animator.addAnimations { w.cards[0].opacity = 0.5 }
      animator.addCompletion { _ in }
      try graph(w).addNode("fade", .animator(animator))
    },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "a nested graph reading an input the graph lacks",
      answer: .throwsError(.unknownInput("crouching"))
    ) { w throws(AnimationError) in
      let inner = AnimationGraph(engine: w.engine)
      try inner.addInput("crouching", .bool(false))
      try inner.addNode("crouch", .pose { w.cards[0].opacity = 0.1 })
      try graph(w).addNode("moves", .graph(inner))
    },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "a graph nested in itself",
      answer: invalid("node", "me", .other("a graph that does not hold \"hero\""))
    ) { w throws(AnimationError) in
      let graph = AnimationGraph(engine: w.engine, name: "hero")
      try graph.addNode("idle", .pose { w.cards[0].opacity = 0.2 })
      try graph.addNode("me", .graph(graph))
    },
    BadInput(
      area: area, call: "addNode(_:_:)", input: "a nested graph that is running",
      answer: invalid("node", "moves", .other("an inactive graph"))
    ) { w throws(AnimationError) in
      let inner = AnimationGraph(engine: w.engine, name: "moves")
      try inner.addNode("still", .pose {})
      try inner.startAnimation()
      defer { try? inner.stopAnimation(true) }
      try graph(w).addNode("moves", .graph(inner))
    },
    BadInput(
      area: area, call: "addInput(_:_:)", input: "an infinite number", answer: invalid("size", "inf", .finite)
    ) { w throws(AnimationError) in try graph(w).addInput("size", .number(.infinity)) },
    BadInput(
      area: area, call: "set(_:to:)", input: "an unknown input", answer: .throwsError(.unknownInput("sped"))
    ) { w throws(AnimationError) in try graph(w).set("sped", to: 1.0) },
    BadInput(area: area, call: "set(_:to:)", input: "NaN", answer: invalid("speed", "nan", .finite)) {
      w throws(AnimationError) in try graph(w).set("speed", to: .nan)
    },
    BadInput(
      area: area, call: "set(_:to:)", input: "a number for a Boolean input",
      answer: invalid("hovered", "bool", .other("a number input"))
    ) { w throws(AnimationError) in try graph(w).set("hovered", to: 1.0) },
    BadInput(
      area: area, call: "fire(_:)", input: "a number input", answer: invalid("speed", "number", .other("a trigger"))
    ) { w throws(AnimationError) in try graph(w).fire("speed") },
    BadInput(area: area, call: "travel(to:)", input: "an unknown node", answer: .throwsError(.unknownNode("run"))) {
      w throws(AnimationError) in try graph(w).travel(to: "run")
    },
    BadInput(area: area, call: "enter(_:blend:)", input: "an unknown node", answer: .throwsError(.unknownNode("run"))) {
      w throws(AnimationError) in try graph(w).enter("run")
    },
    BadInput(
      area: area, call: "enter(_:blend:)", input: "a negative blend time",
      answer: invalid("blend", "-1.0", .nonNegative)
    ) { w throws(AnimationError) in try graph(w).enter("walk", blend: .inertialize(-1)) },
    BadInput(
      area: area, call: "enter(_:blend:)", input: "an inactive graph",
      answer: invalid("node", "walk", .other("a graph that has started"))
    ) { w throws(AnimationError) in try graph(w).enter("walk") },
    BadInput(area: area, call: "removeNode(_:)", input: "an unknown node", answer: .throwsError(.unknownNode("run"))) {
      w throws(AnimationError) in try graph(w).removeNode("run")
    },
    BadInput(
      area: area, call: "removeNode(_:)", input: "the node the graph shows",
      answer: .handles(
        "throws `.invalidArgument`: invalid name idle: expected a node the graph does not show; the graph "
          + "keeps its nodes and shows what it showed"
      ) { w in
        w.note == "refused, idle of idle walk at 0.2"
      }
    ) { w throws(AnimationError) in
      let graph = try graph(w)
      try graph.startAnimation()
      do throws(AnimationError) {
        try graph.removeNode("idle")
        w.note = "removed"
      } catch {
        let refusal = AnimationError.invalidArgument(
          parameter: "name", value: "idle", requirement: .other("a node the graph does not show"))
        let shown = w.cards[0].$opacity.presentationValue
        w.note =
          "\(error == refusal ? "refused" : "\(error)"), \(graph.currentNode ?? "-") of "
          + "\(graph.nodes.joined(separator: " ")) at \(shown)"
      }
      try graph.stopAnimation(true)
    },
    BadInput(
      area: area, call: "removeTransition(from:to:)", input: "two nodes no transition joins",
      answer: invalid("to", "walk", .other("a node with a transition from \"idle\""))
    ) { w throws(AnimationError) in try graph(w).removeTransition(from: "idle", to: "walk") },
    BadInput(
      area: area, call: "startAnimation()", input: "a graph with no node",
      answer: invalid("nodes", "[]", .atLeast(count: 1))
    ) { w throws(AnimationError) in try AnimationGraph(engine: w.engine).startAnimation() },
    valueCall("BlendSpace1D", "init(input:points:sync:)", "no point", invalid("points", "[]", .atLeast(count: 1))) {
      try BlendSpace1D(input: "speed", points: [])
    },
    valueCall(
      "BlendSpace1D", "init(input:points:sync:)", "two points at one position",
      invalid("points", "1.0", .other("distinct positions"))
    ) { try BlendSpace1D(input: "speed", points: [(1, .pose {}), (1, .pose {})]) },
    valueCall("BlendSpace1D", "weights(at:)", "NaN", invalid("speed", "nan", .finite)) {
      try BlendSpace1D(input: "speed", points: [(0, .pose {}), (1, .pose {})]).weights(at: .nan)
    },
    valueCall("BlendSpace1D", "weights(at:)", "infinity", invalid("speed", "inf", .finite)) {
      try BlendSpace1D(input: "speed", points: [(0, .pose {}), (1, .pose {})]).weights(at: .infinity)
    },
    BadInput(
      area: area, call: "startAnimation()", input: "a cycle of transitions that take no time",
      answer: .handles(
        "each transition of the cycle fires once; the one that would enter a node again is reported as "
          + "`.transitionLoop` and waits for an input change"
      ) { w in
        w.note == "walk" && w.diagnostics == [.transitionLoop("walk → idle at 0.0 s enters a node twice")]
      }
    ) { w throws(AnimationError) in
      let graph = try graph(w)
      try graph.addTransition(from: "idle", to: "walk")
      try graph.addTransition(from: "walk", to: "idle")
      try graph.startAnimation()
      w.advance(by: .seconds(1))
      w.note = graph.currentNode ?? ""
      try graph.stopAnimation(true)
    },
  ]
}
