extension AnimationGraph {
  /// Adds an input with its initial value. Inputs can be added at any time.
  ///
  /// - Parameters:
  ///   - name: A name no input has.
  ///   - input: Its kind and initial value.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"name"` for
  ///   a name in use, or the input's name for a NaN or infinite number. Nothing changes.
  public func addInput(_ name: String, _ input: Input) throws(AnimationError) {
    guard structure.inputs.indices[name] == nil else {
      throw .invalidArgument(parameter: "name", value: name, requirement: .other("a name no input has"))
    }
    let kind: GraphInputs.Kind
    let value: Double
    switch input {
    case .bool(let flag): (kind, value) = (.bool, flag ? 1 : 0)
    case .number(let number):
      try AnimationError.requireFinite(number, name)
      (kind, value) = (.number, number)
    case .trigger: (kind, value) = (.trigger, 0)
    }
    structure.inputs.indices[name] = structure.inputs.names.count
    structure.inputs.names.append(name)
    structure.inputs.kinds.append(kind)
    structure.inputs.values.append(value)
  }

  /// Adds a node. The first node added is the entry node, where the graph starts.
  ///
  /// The node is recorded at once: its poses' closures, its timelines' tweens and springs and its
  /// animators' blocks run, from the properties' model values now, and their layers are taken out
  /// of the properties and kept by the graph, so the properties show what they showed; a nested
  /// graph's nodes, recorded when they were added to it, are copied. While the graph is active, a
  /// property the node animates for the first time gets the graph's layer at once.
  ///
  /// - Parameters:
  ///   - name: A name no node has.
  ///   - node: What it plays.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"name"` for
  ///   a name in use; `"node"` for a timeline that is not inactive or holds something other than
  ///   tweens and springs (or a tween that takes its properties over), an animator that is not
  ///   inactive, has completions or begins from the current state, a nested graph that is not
  ///   inactive, has no node, holds this graph or is a point of a blend space; `"weight"` for a
  ///   constant mix weight outside `0...1`. ``AnimationError/unknownInput(_:)`` for a blend space,
  ///   a mix weight or a nested graph naming an input this graph does not have, and
  ///   `invalidArgument` naming the input when it is of another kind. Nothing changes.
  public func addNode(_ name: String, _ node: Node) throws(AnimationError) {
    guard structure.indices[name] == nil else {
      throw .invalidArgument(parameter: "name", value: name, requirement: .other("a name no node has"))
    }
    try check(node, named: name)
    let motion = record(node, recorder: GraphRecorder(graph: self), path: name)
    structure.indices[name] = structure.names.count
    structure.names.append(name)
    structure.motions.append(motion)
    if holdsGraph(node) { structure.holdsGraphs = true }
    if structure.entry == nil { structure.entry = structure.names.count - 1 }
  }

  /// Makes the named node the one the graph starts in (at its next start or restart).
  ///
  /// - Parameter name: The node.
  /// - Throws: ``AnimationError/unknownNode(_:)``. Nothing changes.
  public func setEntryNode(_ name: String) throws(AnimationError) {
    structure.entry = try structure.node(name)
  }

  /// Adds a transition.
  ///
  /// It is *ready* when its conditions all hold, the source's progress is at least `exitTime`
  /// (in iterations: 0.75 is three quarters through the first), and, for ``SwitchMode/atEnd``,
  /// the source's current iteration ends within the blend time. Among the transitions ready at an
  /// instant, the one with the lowest `priority` fires; of equal priorities, the last added. A
  /// transition from ``TransitionSource/any`` can leave every node but its target. While a blend
  /// runs, the target's transitions can interrupt it, from what is shown.
  ///
  /// - Parameters:
  ///   - from: The source node, or ``TransitionSource/any``.
  ///   - to: The target node.
  ///   - conditions: Conditions on inputs, all of which must hold; none means always.
  ///   - priority: Lower fires first. Defaults to 0.
  ///   - exitTime: The source's progress before which it may not fire, or `nil`.
  ///   - blend: How it blends. Defaults to ``Blend/none``.
  ///   - switchMode: Where the target starts. Defaults to ``SwitchMode/immediate``.
  ///   - automatic: Whether it fires on its own; `false` leaves it to ``travel(to:)``.
  /// - Throws: ``AnimationError/unknownNode(_:)``; ``AnimationError/unknownInput(_:)`` for a
  ///   condition naming no input; ``AnimationError/invalidArgument(parameter:value:requirement:)``
  ///   naming the input for a condition on an input of another kind or a NaN threshold,
  ///   `"exitTime"` or `"blend"` for a NaN, infinite or negative value. Nothing changes.
  public func addTransition(
    from: TransitionSource, to: String, when conditions: [Condition] = [], priority: Int = 0,
    exitTime: Double? = nil, blend: Blend = .none, switchMode: SwitchMode = .immediate, automatic: Bool = true
  ) throws(AnimationError) {
    let source: Int?
    switch from {
    case .node(let name): source = try structure.node(name)
    case .any: source = nil
    }
    let target = try structure.node(to)
    var resolved: [GraphCondition] = []
    for condition in conditions {
      let inputs = structure.inputs
      switch condition {
      case .isTrue(let name): resolved.append(.isTrue(try inputs.index(of: name, kind: .bool)))
      case .isFalse(let name): resolved.append(.isFalse(try inputs.index(of: name, kind: .bool)))
      case .triggered(let name): resolved.append(.triggered(try inputs.index(of: name, kind: .trigger)))
      case .above(let name, let value):
        let index = try inputs.index(of: name, kind: .number)
        try AnimationError.requireFinite(value, name)
        resolved.append(.above(index, value))
      case .below(let name, let value):
        let index = try inputs.index(of: name, kind: .number)
        try AnimationError.requireFinite(value, name)
        resolved.append(.below(index, value))
      }
    }
    if let exitTime { try AnimationError.requireNonNegative(exitTime, "exitTime") }
    try AnimationError.requireNonNegative(blend.seconds, "blend")
    structure.transitions.append(
      GraphTransition(
        from: source, to: target, conditions: resolved, priority: priority, exitTime: exitTime, blend: blend,
        switchMode: switchMode, automatic: automatic))
  }

  /// Checks a node named `name` before anything is recorded, so that a refused node changes
  /// nothing. A blend space's points play at a phase of their own, which a nested graph has not.
  private func check(_ node: Node, named name: String, inBlendSpace: Bool = false) throws(AnimationError) {
    switch node {
    case .pose:
      break
    case .timeline(let timeline):
      guard timeline.state == .inactive else {
        throw .invalidArgument(
          parameter: "node", value: timeline.name ?? "timeline", requirement: .other("an inactive timeline"))
      }
      for child in timeline.children {
        switch child.content {
        case .tween(let tween) where !tween.beginsFromCurrentState: continue
        case .spring: continue
        default:
          throw .invalidArgument(
            parameter: "node", value: child.name ?? "\(child.kind)",
            requirement: .other("a timeline of tweens and springs that do not take their properties over"))
        }
      }
    case .animator(let animator):
      guard animator.state == .inactive, animator.playback.completions.isEmpty, !animator.beginsFromCurrentState
      else {
        throw .invalidArgument(
          parameter: "node", value: "animator",
          requirement: .other("an inactive animator with no completions that does not begin from the current state"))
      }
    case .graph(let graph):
      guard !inBlendSpace else {
        throw .invalidArgument(
          parameter: "node", value: graph.name ?? "graph",
          requirement: .other("a pose, a timeline or an animator in a blend space"))
      }
      guard graph !== self, !graph.structure.motions.contains(where: { $0.holds(self) }) else {
        throw .invalidArgument(
          parameter: "node", value: name, requirement: .other("a graph that does not hold \"\(self.name ?? "graph")\""))
      }
      guard graph.state == .inactive else {
        throw .invalidArgument(
          parameter: "node", value: graph.name ?? "graph", requirement: .other("an inactive graph"))
      }
      guard graph.structure.entry != nil else {
        throw .invalidArgument(
          parameter: "node", value: graph.name ?? "graph", requirement: .other("a graph with a node"))
      }
      let inputs = graph.structure.inputs
      for index in inputs.names.indices {
        _ = try structure.inputs.index(of: inputs.names[index], kind: inputs.kinds[index])
      }
    case .blendSpace(let space):
      _ = try structure.inputs.index(of: space.input, kind: .number)
      for point in space.points { try check(point.node, named: name, inBlendSpace: true) }
    case .mix(let parts):
      for part in parts {
        switch part.weight {
        case .constant(let weight):
          guard weight >= 0 && weight <= 1 else {
            throw .invalidArgument(parameter: "weight", value: "\(weight)", requirement: .unitInterval)
          }
        case .input(let name):
          _ = try structure.inputs.index(of: name, kind: .number)
        }
        try check(part.node, named: name, inBlendSpace: inBlendSpace)
      }
    }
  }

  /// Records a checked node. A nested graph's events are named after `path`: the node's name,
  /// then, for a graph in a mix, the graph's name (or its part's index).
  private func record(_ node: Node, recorder: GraphRecorder, path: String) -> any GraphMotion {
    switch node {
    case .pose(let body):
      return GraphClip(tweens: [], root: nil, poseTracks: recorder.record([body]).first ?? [])
    case .timeline(let timeline):
      var placed: [(timing: ResolvedTiming, start: Double)] = []
      var bodies: [() -> Void] = []
      for child in timeline.children {
        switch child.content {
        case .tween(let tween): bodies.append(tween.animations)
        case .spring(let spring): bodies.append(spring.recordingBody())
        default: continue
        }
        placed.append((child.resolved, child.startTime))
      }
      return clip(placed: placed, bodies: bodies, root: timeline.rootTiming, recorder: recorder)
    case .animator(let animator):
      // Each block runs along the curve from its delay on, as the animator's progress tracks do.
      let duration = animator.durationSeconds
      var placed: [(timing: ResolvedTiming, start: Double)] = []
      var bodies: [() -> Void] = []
      animator.pendingBlocks.visit { block in
        let timing = EffectTiming(easing: animator.baseCurve)
        placed.append(
          (ResolvedTiming(timing, intrinsicDuration: (1 - block.delayFactor) * duration), block.delayFactor * duration))
        bodies.append(block.animations)
      }
      let root = ResolvedTiming(animator.timing(within: EffectTiming()), intrinsicDuration: duration)
      return clip(placed: placed, bodies: bodies, root: root, recorder: recorder)
    case .graph(let graph):
      let names = graph.structure.inputs.names
      return NestedGraph(
        copying: graph.structure, of: graph, into: self, inputs: structure.inputs,
        map: names.map { structure.inputs.indices[$0] ?? 0 }, root: self, prefix: path + "/")
    case .blendSpace(let space):
      return GraphBlendSpace(
        positions: space.points.map(\.position),
        points: space.points.map { record($0.node, recorder: recorder, path: path) },
        input: structure.inputs.indices[space.input] ?? 0, sync: space.sync)
    case .mix(let parts):
      return GraphMix(
        parts: parts.enumerated().map { index, part in
          let weight: GraphMix.Weight =
            switch part.weight {
            case .constant(let value): .constant(value)
            case .input(let name): .input(structure.inputs.indices[name] ?? 0)
            }
          var partPath = path
          if case .graph(let graph) = part.node { partPath += "/" + (graph.name ?? "\(index)") }
          return (record(part.node, recorder: recorder, path: partPath), weight)
        })
    }
  }

  /// A clip of the bodies, each recorded in a block of its own and placed at its timing and start.
  private func clip(
    placed: [(timing: ResolvedTiming, start: Double)], bodies: [() -> Void], root: ResolvedTiming,
    recorder: GraphRecorder
  ) -> GraphClip {
    let tracks = recorder.record(bodies)
    let tweens = placed.indices.map {
      GraphClip.Tween(timing: placed[$0].timing, start: placed[$0].start, tracks: tracks[$0])
    }
    return GraphClip(tweens: tweens, root: root, poseTracks: [])
  }

  /// Whether `node` holds a nested graph.
  private func holdsGraph(_ node: Node) -> Bool {
    switch node {
    case .graph: true
    case .mix(let parts): parts.contains { holdsGraph($0.node) }
    case .pose, .timeline, .animator, .blendSpace: false
    }
  }
}
