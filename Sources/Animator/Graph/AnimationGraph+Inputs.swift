extension AnimationGraph {
  /// Sets a Boolean input. While the graph is active the change takes effect at the instant it is
  /// made, processed at the next tick; while it is inactive the input just takes the value.
  ///
  /// - Parameters:
  ///   - input: The input's name.
  ///   - value: Its new value.
  /// - Throws: ``AnimationError/unknownInput(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming the input when it is
  ///   not Boolean. Nothing changes.
  public func set(_ input: String, to value: Bool) throws(AnimationError) {
    change(try structure.inputs.index(of: input, kind: .bool), to: value ? 1 : 0)
  }

  /// Sets a number input, as ``set(_:to:)-(_,Bool)`` sets a Boolean one.
  ///
  /// - Parameters:
  ///   - input: The input's name.
  ///   - value: Its new value, a finite number.
  /// - Throws: ``AnimationError/unknownInput(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming the input when it is
  ///   not a number input or `value` is NaN or infinite. Nothing changes.
  public func set(_ input: String, to value: Double) throws(AnimationError) {
    let index = try structure.inputs.index(of: input, kind: .number)
    try AnimationError.requireFinite(value, input)
    change(index, to: value)
  }

  /// Fires a trigger: it stays fired until a transition that tests it fires, which consumes it.
  /// Fired before the graph starts, it waits for the run; ``restart(includeDelay:)`` clears it.
  ///
  /// - Parameter trigger: The trigger's name.
  /// - Throws: ``AnimationError/unknownInput(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming the input when it is
  ///   not a trigger. Nothing changes.
  public func fire(_ trigger: String) throws(AnimationError) {
    change(try structure.inputs.index(of: trigger, kind: .trigger), to: 1)
  }

  /// Goes to `node` along the shortest path of transitions (automatic or not, taken in the order
  /// they would fire), each taken as soon as its exit time and switch mode allow, whatever its
  /// conditions; automatic transitions wait until the path is done. Processed at the next tick.
  ///
  /// - Parameter node: The destination; the current node changes nothing.
  /// - Throws: ``AnimationError/unknownNode(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"node"` when no
  ///   path of transitions reaches it, or while the graph is inactive. Nothing changes.
  public func travel(to node: String) throws(AnimationError) {
    let target = try structure.node(node)
    guard let current = run.current, playback.machine.phase != .inactive else {
      throw .invalidArgument(parameter: "node", value: node, requirement: .other("a graph that has started"))
    }
    guard target != current else {
      run.path = []
      return
    }
    var parent: [Int: Int] = [current: current]
    var queue = [current]
    var head = 0
    while head < queue.count, parent[target] == nil {
      let node = queue[head]
      head += 1
      for index in firingOrder() {
        let transition = structure.transitions[index]
        guard transition.from == node || (transition.from == nil && transition.to != node) else { continue }
        if parent[transition.to] == nil {
          parent[transition.to] = node
          queue.append(transition.to)
        }
      }
    }
    guard parent[target] != nil else {
      throw .invalidArgument(
        parameter: "node", value: node, requirement: .other("a node reachable from \"\(structure.names[current])\""))
    }
    var path = [target]
    while let previous = parent[path[0]], previous != current { path.insert(previous, at: 0) }
    run.path = path
  }

  /// Makes `node` the current node now, with an optional blend from what is shown: Godot's
  /// `start`, Unity's `Play` and `CrossFade`. It takes no transition and tests no condition.
  ///
  /// The node is entered at the instant of the call, processed at the next tick as an input
  /// change is, from its start (a node a cross-fade still shows keeps its time: a node shows at
  /// one time). With ``Blend/none`` it shows at once; with a cross-fade or an inertialization,
  /// from what is shown then, with no jump. A travel under way is cancelled, and a blend under way
  /// ends (``AnimationGraphEvent/transitionEnded(from:to:time:)``). The node left is reported as
  /// ``AnimationGraphEvent/nodeExited(_:time:)`` when its weight reaches 0, and `node` as
  /// ``AnimationGraphEvent/nodeEntered(_:time:)``. Entering the current node with no blend starts
  /// it again.
  ///
  /// ```swift
  /// try graph.enter("hurt", blend: .inertialize(0.15))
  /// ```
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - blend: How to blend from what is shown. Defaults to ``Blend/none``.
  /// - Throws: ``AnimationError/unknownNode(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"blend"` for a NaN,
  ///   infinite or negative blend time, or `"node"` while the graph is inactive. Nothing changes.
  public func enter(_ node: String, blend: Blend = .none) throws(AnimationError) {
    let target = try structure.node(node)
    try AnimationError.requireNonNegative(blend.seconds, "blend")
    guard run.current != nil, playback.machine.phase != .inactive else {
      throw .invalidArgument(parameter: "node", value: node, requirement: .other("a graph that has started"))
    }
    run.path = []
    run.pending.append((time, .enter(target, blend)))
  }

  /// The transitions' indices in the order they are tried: by priority, then the last added first.
  func firingOrder() -> [Int] {
    structure.transitions.indices.sorted { a, b in
      let (pa, pb) = (structure.transitions[a].priority, structure.transitions[b].priority)
      return pa != pb ? pa < pb : a > b
    }
  }

  /// An input change: stamped with the local time while the graph is active, applied at once
  /// while it is inactive.
  private func change(_ input: Int, to value: Double) {
    if playback.machine.phase == .inactive {
      structure.inputs.values[input] = value
      return
    }
    run.pending.append((time, .input(input, value)))
  }
}
