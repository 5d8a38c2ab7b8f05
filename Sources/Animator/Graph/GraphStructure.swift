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

  /// The index of the node named `name`.
  func node(_ name: String) throws(AnimationError) -> Int {
    guard let index = indices[name] else { throw .unknownNode(name) }
    return index
  }

  /// Whether no transition can leave `node`: none from it, none from any node to another.
  func isTerminal(_ node: Int) -> Bool {
    !transitions.contains { $0.from == node || ($0.from == nil && $0.to != node) }
  }
}
