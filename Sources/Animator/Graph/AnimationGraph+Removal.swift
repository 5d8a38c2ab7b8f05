extension AnimationGraph {
  /// Removes a node and every transition to or from it. Nodes can be removed at any time but
  /// while the graph shows them.
  ///
  /// A node the graph does not show goes at once, in every state; a travel whose path goes
  /// through it is cancelled, and when it was the entry node, the first node left becomes the
  /// entry. The properties only it animated keep the graph's layer, which adds nothing to them,
  /// until the graph ends. While the graph is active (running or paused), the current node, the
  /// nodes a cross-fade still shows, the two ends of a blend under way and a node
  /// ``enter(_:blend:)`` is to enter at the next tick cannot be removed: the call throws and the
  /// graph carries on as it was. Enter another node first.
  ///
  /// - Parameter name: The node's name.
  /// - Throws: ``AnimationError/unknownNode(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"name"` for a node
  ///   the graph shows. Nothing changes.
  public func removeNode(_ name: String) throws(AnimationError) {
    let node = try structure.node(name)
    if isShown(node) {
      throw .invalidArgument(parameter: "name", value: name, requirement: .other("a node the graph does not show"))
    }
    let map = structure.remove(node: node)
    run.remove(node: node, transitions: map)
    if !isTravelConnected { run.path = [] }
  }

  /// Removes the transitions from `from` to `to` (every one, when several join them). A blend they
  /// started goes on; a travel that needed them is cancelled.
  ///
  /// - Parameters:
  ///   - from: The source node, or ``TransitionSource/any`` for the transitions added with it.
  ///   - to: The target node.
  /// - Throws: ``AnimationError/unknownNode(_:)``;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"to"` when no
  ///   transition joins them. Nothing changes.
  public func removeTransition(from: TransitionSource, to: String) throws(AnimationError) {
    let source: Int?
    let sourceName: String
    switch from {
    case .node(let name):
      source = try structure.node(name)
      sourceName = "\"\(name)\""
    case .any:
      source = nil
      sourceName = "any node"
    }
    let target = try structure.node(to)
    guard structure.transitions.contains(where: { $0.from == source && $0.to == target }) else {
      throw .invalidArgument(
        parameter: "to", value: to, requirement: .other("a node with a transition from \(sourceName)"))
    }
    let map = structure.removeTransitions { $0.from == source && $0.to == target }
    run.remove(transitions: map)
    if !isTravelConnected { run.path = [] }
  }

  /// Whether the graph shows `node` now: it is active, and `node` is its current node, a node a
  /// cross-fade still shows, an end of the blend under way, or a node ``enter(_:blend:)`` was
  /// asked to enter at the next tick.
  func isShown(_ node: Int) -> Bool {
    guard playback.machine.state == .active else { return false }
    if run.current == node || run.clocks[node] != nil { return true }
    if let running = run.transition, running.from == node || running.to == node { return true }
    return run.pending.contains { change in
      if case .enter(node, _) = change.change { true } else { false }
    }
  }

  /// Whether each hop of the travel under way still has a transition.
  var isTravelConnected: Bool {
    guard var node = run.current else { return run.path.isEmpty }
    for next in run.path {
      let joined = structure.transitions.contains { transition in
        transition.to == next && (transition.from == node || (transition.from == nil && next != node))
      }
      guard joined else { return false }
      node = next
    }
    return true
  }
}
