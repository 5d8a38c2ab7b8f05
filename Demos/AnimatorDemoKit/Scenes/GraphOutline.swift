import Animator

/// What an ``AnimationGraph``'s public API does not list, as the scene that built the graph knows it:
/// its inputs with their kinds, its transitions in words, and the leaves of its blend spaces, from
/// which the REPL works out each leaf's weight (a node's weight times its point's weight in the blend
/// space at the input's value).
struct GraphOutline: Sendable {
  /// An input of the graph.
  struct Input: Equatable, Sendable {
    /// The input's name.
    var name: String
    /// Its kind: `bool`, `number` or `trigger`.
    var kind: Kind
  }

  /// The kinds of input.
  enum Kind: String, Equatable, Sendable {
    /// `true` or `false`.
    case bool
    /// A finite number.
    case number
    /// Fired and consumed.
    case trigger
  }

  /// A blend space node: its input and its points, by name and position (sorted by position).
  struct BlendSpace: Sendable {
    /// The node's name.
    var node: String
    /// The number input that places the blend.
    var input: String
    /// The points: a name for each (its leaf) and its position.
    var leaves: [(name: String, position: Double)]

    /// The weight of each leaf at `value` of the input, by ``BlendSpace1D/weights(at:)``: the rule
    /// the graph blends by, asked of a blend space with the leaves' positions (its nodes do not
    /// matter to the weights, so each is an empty pose).
    ///
    /// - Parameter value: The input's value.
    /// - Returns: A weight per leaf, in the order of ``leaves``; all 0 for a value the graph would
    ///   refuse (NaN, infinite) or leaves no blend space takes (none, two at one position).
    func weights(at value: Double) -> [Double] {
      let points = leaves.map { leaf -> (Double, AnimationGraph.Node) in (leaf.position, .pose {}) }
      guard let space = try? BlendSpace1D(input: input, points: points), let weights = try? space.weights(at: value)
      else { return leaves.map { _ in 0 } }
      return weights
    }
  }

  /// A nested graph node: its own nodes, each a leaf shown as `node/inner` while it is the nested
  /// graph's current node.
  struct NestedGraph: Sendable {
    /// The node's name.
    var node: String
    /// The nested graph's nodes, in the order they were added.
    var nodes: [String]
    /// Where it starts: its current node until an event says otherwise.
    var entry: String
  }

  /// The inputs, in the order they were added.
  var inputs: [Input] = []
  /// The nested graph nodes.
  var nestedGraphs: [NestedGraph] = []
  /// A few words per node, by name: `blend space on speed`, `timeline 0.70 s`, `pose`.
  var nodes: [String: String] = [:]
  /// The blend space nodes.
  var blendSpaces: [BlendSpace] = []
  /// Each transition in words: `locomotion → jump on jump, cross-fade 0.10 s easeOut`.
  var transitions: [String] = []

  /// The leaves of the graph in order: each blend space's points and each nested graph's nodes (as
  /// `node/leaf`), and each other node as itself.
  ///
  /// - Parameter nodes: The graph's nodes, in the order they were added.
  /// - Returns: The leaves' names.
  func leaves(of nodes: [String]) -> [String] {
    nodes.flatMap { node in
      if let nested = nestedGraphs.first(where: { $0.node == node }) { return nested.nodes.map { "\(node)/\($0)" } }
      return blendSpaces.first { $0.node == node }.map { space in space.leaves.map { "\(node)/\($0.name)" } } ?? [node]
    }
  }

  /// The weight of each leaf shown now (``leaves(of:)``'s names and order). A nested graph's
  /// current node has its node's weight and its other nodes none: the graph's API does not give
  /// the weights inside a nested graph, so a blend there shows as a switch when it starts.
  ///
  /// - Parameters:
  ///   - graph: The graph.
  ///   - nestedCurrent: Each nested graph node's current node, as its events last said; its entry
  ///     node when absent.
  /// - Returns: The weights.
  func leafWeights(of graph: AnimationGraph, nestedCurrent: [String: String] = [:]) -> [(
    leaf: String, weight: Double
  )] {
    let weights = graph.weights
    return graph.nodes.flatMap { node -> [(leaf: String, weight: Double)] in
      let weight = weights[node] ?? 0
      if let nested = nestedGraphs.first(where: { $0.node == node }) {
        let current = nestedCurrent[node] ?? nested.entry
        return nested.nodes.map { ("\(node)/\($0)", $0 == current ? weight : 0) }
      }
      guard let space = blendSpaces.first(where: { $0.node == node }) else { return [(node, weight)] }
      let value = graph.value(of: space.input) ?? 0
      return zip(space.leaves, space.weights(at: value)).map { ("\(node)/\($0.name)", weight * $1) }
    }
  }
}
