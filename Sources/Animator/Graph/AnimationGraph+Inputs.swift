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
    run.pending.append((time, input, value))
  }
}
