import Animator

/// The graph commands (`input`, `fire`, `travel`, `enter`, `graph`), the graph's line of `state` and its
/// keys in the live view, for a scene whose player is an ``AnimationGraph`` (``GraphScene``).
extension Session {
  /// The loaded scene's graph, with the scene, or `nil` when it has none.
  var loadedGraph: (scene: any GraphScene, graph: AnimationGraph)? {
    guard let graphScene = scene as? any GraphScene, let graph = graphScene.graph else { return nil }
    return (graphScene, graph)
  }

  /// `input`, `fire`, `travel`, `enter` and `graph`: one line each (`graph`: the graph's lines).
  func run(_ command: GraphCommand) -> SessionResponse {
    guard let (graphScene, graph) = loadedGraph else {
      return SessionResponse(lines: ["\(sceneName) has no animation graph: type \"load hero\" for a scene with one"])
    }
    switch command {
    case .show:
      return SessionResponse(lines: graphLines(graph, outline: graphScene.graphMonitor?.outline))
    case .input(let name, let value):
      let action: GraphAction
      switch value {
      case .bool(let flag): action = .bool(name, flag)
      case .number(let number): action = .number(name, number)
      }
      if let refusal = inputRefusal(name, value, outline: graphScene.graphMonitor?.outline) {
        return SessionResponse(lines: [refusal])
      }
      return perform(action, on: graphScene, graph, doing: "set \(name)") { "\(name) = \(Self.text(of: value))" }
    case .fire(let name):
      if let refusal = inputRefusal(name, nil, outline: graphScene.graphMonitor?.outline) {
        return SessionResponse(lines: [refusal])
      }
      return perform(.fire(name), on: graphScene, graph, doing: "fire \(name)") { "fired \(name)" }
    case .travel(let node):
      if let refusal = nodeRefusal(node, command: "travel", graph) { return SessionResponse(lines: [refusal]) }
      return perform(.travel(node), on: graphScene, graph, doing: "travel to \(node)") { "travel to \(node)" }
    case .enter(let node, let blend):
      if let refusal = nodeRefusal(node, command: "enter", graph) { return SessionResponse(lines: [refusal]) }
      let how = blend.text
      return perform(.enter(node, blend), on: graphScene, graph, doing: "enter \(node)") { "entered \(node)\(how)" }
    }
  }

  /// Does `action`, then a tick of no length so that the graph takes it, and answers in one line:
  /// what was done, when, and the weights or the path left to go; if the graph refuses it, what
  /// could not be done (`doing`) and why.
  private func perform(
    _ action: GraphAction, on graphScene: any GraphScene, _ graph: AnimationGraph, doing: String,
    what: () -> String
  ) -> SessionResponse {
    do {
      try graphScene.perform(action)
    } catch {
      return SessionResponse(lines: [explain(error, doing: doing)])
    }
    guard graph.state != .inactive else {
      return SessionResponse(lines: ["\(what()) before the graph starts: \"play\" starts it from there"])
    }
    let monitor = graphScene.graphMonitor
    let before = monitor?.eventCount ?? 0
    scene.advance(by: .zero)
    var line = "\(what()) at \(Format.seconds(graph.time)): "
    if let monitor {
      let started = monitor.events.suffix(min(monitor.eventCount - before, monitor.events.count)).compactMap {
        event -> String? in
        guard case .transitionStarted(let from, let to, _) = event else { return nil }
        return "\(from) → \(to) starts"
      }
      if !started.isEmpty { line += started.joined(separator: ", ") + "; " }
    }
    switch action {
    case .travel where !graph.travelPath.isEmpty:
      line += "on the way through \(graph.travelPath.joined(separator: " → ")); "
    case .fire(let name) where graph.value(of: name) ?? 0 != 0:
      line += "it waits: no transition from \(graph.currentNode ?? "here") takes it now; "
    default:
      break
    }
    line += weightsText(graph, outline: graphScene.graphMonitor?.outline)
    return SessionResponse(lines: [line])
  }

  /// Why `travel NODE` or `enter NODE` (`command`) cannot go to `node` now: the graph has no such
  /// node, or it has not started; `nil` when it can.
  private func nodeRefusal(_ node: String, command: String, _ graph: AnimationGraph) -> String? {
    guard graph.nodes.contains(node) else {
      let suggestion =
        Suggestions.closest(to: node, among: graph.nodes).first.map { "try \"\(command) \($0)\"; " } ?? ""
      return "\(command): no node \(CommandParser.quoted(node)) in \(sceneName): \(suggestion)its nodes are "
        + graph.nodes.joined(separator: ", ")
    }
    guard graph.state != .inactive else {
      return "\(command) \(node): the graph has not started: type \"play\" first"
    }
    return nil
  }

  /// Why `input NAME VALUE` (or `fire NAME`, with no value) does not fit the graph's inputs, from
  /// the scene's outline; `nil` when it fits or the outline does not say.
  private func inputRefusal(_ name: String, _ value: GraphInputValue?, outline: GraphOutline?) -> String? {
    guard let outline, !outline.inputs.isEmpty else { return nil }
    let command = value == nil ? "fire" : "input"
    guard let input = outline.inputs.first(where: { $0.name == name }) else {
      let names = outline.inputs.map(\.name)
      let suggestion = Suggestions.closest(to: name, among: names).first.map { "try \"\($0)\"; " } ?? ""
      let listed = outline.inputs.map { "\($0.name) (\($0.kind.rawValue))" }.joined(separator: ", ")
      return "\(command): no input \(CommandParser.quoted(name)) in \(sceneName): \(suggestion)its inputs are \(listed)"
    }
    switch (input.kind, value) {
    case (.trigger, nil), (.number, .number), (.bool, .bool): return nil
    case (.trigger, _): return "\(command) \(name): \(name) is a trigger: type \"fire \(name)\""
    case (.number, _): return "\(command) \(name): \(name) is a number input: type it like \"input \(name) 2\""
    case (.bool, _): return "\(command) \(name): \(name) is true or false: type it like \"input \(name) true\""
    }
  }

  /// A number with at most three decimals and no trailing zeros: `2`, `0.5`, `1.25`.
  static func shortNumber(_ value: Double) -> String {
    var text = Format.fixed(value, 3)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// `2`, `true`.
  private static func text(of value: GraphInputValue) -> String {
    switch value {
    case .bool(let flag): "\(flag)"
    case .number(let number): Self.shortNumber(number)
    }
  }

  /// The weights shown now: each node with a weight, a blend space as its leaves' weights, the
  /// heaviest first: `locomotion idle 0.00 walk 1.00 run 0.00`, `jump 0.62 · locomotion …`.
  func weightsText(_ graph: AnimationGraph, outline: GraphOutline?) -> String {
    let weights = graph.weights.filter { $0.value > 0 }
    let order = graph.nodes.filter { weights[$0] != nil }.sorted { (weights[$0] ?? 0) > (weights[$1] ?? 0) }
    guard !order.isEmpty else { return graph.currentNode.map { "\($0) 1.00" } ?? "nothing shown" }
    return order.map { node in
      let weight = weights[node] ?? 0
      guard let space = outline?.blendSpaces.first(where: { $0.node == node }) else {
        return "\(node) \(Format.fixed(weight, 2))"
      }
      let leaves = zip(space.leaves, space.weights(at: graph.value(of: space.input) ?? 0)).map {
        "\($0.name) \(Format.fixed(weight * $1, 2))"
      }
      return ([node] + leaves).joined(separator: " ")
    }.joined(separator: " · ")
  }

  /// `graph`: what the graph is and where it is.
  func graphLines(_ graph: AnimationGraph, outline: GraphOutline?) -> [String] {
    let monitor = (scene as? any GraphScene)?.graphMonitor
    var lines: [String] = []
    let when = graph.state == .inactive ? "not started" : "at \(Format.seconds(graph.time)) (graph time)"
    var current = graph.currentNode ?? "none yet"
    // A nested graph's current node, as its events last said.
    if let node = graph.currentNode, let nested = outline?.nestedGraphs.first(where: { $0.node == node }) {
      current += "/" + (monitor?.nestedCurrent[node] ?? nested.entry)
    }
    var now = "graph \(graph.name ?? sceneName) \(when): node \(current)"
    if let blend = monitor?.blend {
      now += ", blending from \(blend.from) since \(Format.seconds(blend.time))"
    } else if graph.weights.values.filter({ $0 > 0 }).count > 1 {
      // `enter` with a cross-fade blends with no transition of its own.
      now += ", blending into it"
    } else if graph.state != .inactive {
      now += ", no blend"
    }
    if !graph.travelPath.isEmpty { now += ", travelling through \(graph.travelPath.joined(separator: " → "))" }
    lines.append(now)
    let nodes = graph.nodes.map { node in outline?.nodes[node].map { "\(node) (\($0))" } ?? node }
    lines.append("  nodes        " + nodes.joined(separator: ", "))
    if let transitions = outline?.transitions, !transitions.isEmpty {
      lines.append("  transitions  " + transitions[0])
      lines += transitions.dropFirst().map { "               " + $0 }
    }
    lines.append("  weights      " + weightsText(graph, outline: outline))
    if let inputs = outline?.inputs, !inputs.isEmpty {
      let values = inputs.map { input -> String in
        let value = graph.value(of: input.name) ?? 0
        switch input.kind {
        case .number: return "\(input.name) \(Self.shortNumber(value))"
        case .bool: return "\(input.name) \(value != 0)"
        case .trigger: return "\(input.name) \(value != 0 ? "fired" : "not fired")"
        }
      }
      lines.append("  inputs       " + values.joined(separator: ", "))
      let pending = inputs.filter { $0.kind == .trigger && graph.value(of: $0.name) ?? 0 != 0 }.map(\.name)
      lines.append(
        "  pending      "
          + (pending.isEmpty ? "no trigger waits" : pending.joined(separator: ", ") + " (fired, not taken yet)"))
    }
    if let events = monitor?.events {
      lines.append("  events       " + (events.isEmpty ? "none yet" : Self.text(of: events[0])))
      lines += events.dropFirst().map { "               " + Self.text(of: $0) }
    }
    return lines
  }

  /// An event with its instant: `2.00 s  locomotion → jump started`.
  static func text(of event: AnimationGraphEvent) -> String {
    switch event {
    case .nodeEntered(let node, let time): "\(Format.seconds(time))  entered \(node)"
    case .nodeExited(let node, let time): "\(Format.seconds(time))  left \(node)"
    case .completed(let time): "\(Format.seconds(time))  completed"
    case .transitionStarted(let from, let to, let time): "\(Format.seconds(time))  \(from) → \(to) started"
    case .transitionEnded(let from, let to, let time): "\(Format.seconds(time))  \(from) → \(to) ended"
    case .state(let state): "state \(state)"
    case .isRunning(let running): running ? "running" : "not running"
    }
  }

  /// The graph's line of `state`, or `nil` for a scene without a graph.
  func graphStateLine() -> String? {
    guard let (graphScene, graph) = loadedGraph else { return nil }
    return "graph     node \(graph.currentNode ?? "none yet") · "
      + weightsText(graph, outline: graphScene.graphMonitor?.outline)
  }
}

extension Session {
  /// How far ↑ and ↓ move the graph's number input in the live view.
  static let graphKeyStep = 0.5

  /// The graph's keys in the live view: ↑ and ↓ move its first number input by ``graphKeyStep``
  /// (within the points of the blend space it places), space fires its first trigger.
  ///
  /// - Parameter key: The key.
  /// - Returns: What the key did, or `nil` when it is not one of these (or the scene has no graph).
  func graphKey(_ key: Key) -> LiveKeyResult? {
    guard let (graphScene, graph) = loadedGraph, let outline = graphScene.graphMonitor?.outline else { return nil }
    switch key {
    case .up, .down:
      guard let input = outline.inputs.first(where: { $0.kind == .number }) else { return nil }
      var value = (graph.value(of: input.name) ?? 0) + (key == .up ? Self.graphKeyStep : -Self.graphKeyStep)
      if let space = outline.blendSpaces.first(where: { $0.input == input.name }),
        let low = space.leaves.first?.position, let high = space.leaves.last?.position
      {
        value = min(max(value, low), high)
      }
      return .stay(liveRun(.graph(.input(name: input.name, value: .number(value)))).lines.first)
    case .space:
      guard let trigger = outline.inputs.first(where: { $0.kind == .trigger }) else { return nil }
      return .stay(liveRun(.graph(.fire(trigger.name))).lines.first)
    default:
      return nil
    }
  }

  /// The live view's line of keys in a graph scene, or `nil` in another scene.
  func graphKeysLine(_ mode: LiveMode) -> String? {
    guard loadedGraph != nil else { return nil }
    return mode == .watch
      ? "↑/↓ speed ±0.5  space fires jump  any other key returns to the prompt"
      : "↑/↓ speed ±0.5  space fires jump  ←/→ 1%  shift ←/→ 10%  home/end  q back"
  }
}
