/// A scene's animation graph as data: the `graph` section of a scene file (version 3), which the
/// demo builds into an `AnimationGraph` over the scene's layers.
///
/// Inputs come first, then the nodes (each named, and what it plays), then the transitions
/// between them. Names resolve once the whole section is read, so a transition may name a node
/// declared after it.
///
/// ```json
/// "graph": {
///   "inputs": [{"name": "jump", "type": "trigger"}],
///   "nodes": [{"name": "idle", "type": "pose", "values": []}, {"name": "up", "type": "timeline", "items": […]}],
///   "transitions": [{"from": "idle", "to": "up", "when": [{"triggered": "jump"}], "blend": {"inertialize": 0.2}}]
/// }
/// ```
public struct SceneGraph: Codable, Equatable, Sendable {
  /// The inputs, in the order they are added.
  public var inputs: [SceneGraphInput]?
  /// The node the graph starts in; the first node by default.
  public var entry: String?
  /// The nodes, in the order they are added; at least one.
  public var nodes: [SceneGraphNode]
  /// The transitions, in the order they are added (of equal priorities, the last added fires).
  public var transitions: [SceneGraphTransition]?

  /// Makes a graph.
  ///
  /// - Parameters:
  ///   - inputs: The inputs.
  ///   - entry: The entry node's name, or `nil` for the first node.
  ///   - nodes: The nodes.
  ///   - transitions: The transitions.
  public init(
    inputs: [SceneGraphInput]? = nil, entry: String? = nil, nodes: [SceneGraphNode],
    transitions: [SceneGraphTransition]? = nil
  ) {
    self.inputs = inputs
    self.entry = entry
    self.nodes = nodes
    self.transitions = transitions
  }
}
