/// What an ``AnimationGraph`` is made of: its nodes (names and recorded motions), transitions and
/// inputs, and its entry node.
struct GraphStructure {
  var names: [String] = []
  var motions: [any GraphMotion] = []
  var indices: [String: Int] = [:]
  var transitions: [GraphTransition] = []
  var inputs = GraphInputs()
  /// The node the graph starts in: the first added, unless set.
  var entry: Int?
  /// Whether a node holds a nested graph (``NestedGraph``), whose instants the walk must visit;
  /// without one, the walk skips asking.
  var holdsGraphs = false

  /// The index of the node named `name`.
  func node(_ name: String) throws(AnimationError) -> Int {
    guard let index = indices[name] else { throw .unknownNode(name) }
    return index
  }

  /// Whether no transition can leave `node`: none from it, none from any node to another.
  func isTerminal(_ node: Int) -> Bool {
    !transitions.contains { $0.from == node || ($0.from == nil && $0.to != node) }
  }

  /// Removes node `node` and every transition to or from it; the nodes after it move down by one.
  /// The entry node becomes the first node left when it was `node`. Returns, for each transition
  /// index before, its index after, or `nil` for a transition that went.
  mutating func remove(node: Int) -> [Int?] {
    let name = names.remove(at: node)
    motions.remove(at: node)
    indices[name] = nil
    for (other, index) in indices where index > node { indices[other] = index - 1 }
    if let current = entry {
      entry = current == node ? (names.isEmpty ? nil : 0) : (current > node ? current - 1 : current)
    }
    let moved = { (index: Int) in index > node ? index - 1 : index }
    let map = removeTransitions { $0.from == node || $0.to == node }
    for index in transitions.indices {
      transitions[index].from = transitions[index].from.map(moved)
      transitions[index].to = moved(transitions[index].to)
    }
    return map
  }

  /// Removes the transitions `goes` says yes to. Returns, for each transition index before, its
  /// index after, or `nil` for a transition that went.
  mutating func removeTransitions(where goes: (GraphTransition) -> Bool) -> [Int?] {
    var map: [Int?] = []
    var kept: [GraphTransition] = []
    for transition in transitions {
      if goes(transition) {
        map.append(nil)
      } else {
        map.append(kept.count)
        kept.append(transition)
      }
    }
    transitions = kept
    return map
  }
}
