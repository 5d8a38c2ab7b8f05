/// A node of a scene's graph: what it plays. Named at the top of the graph; unnamed inside a
/// blend space's point or a mix's part.
///
/// - `timeline`: ``items`` (tweens and keyframes, checked as a timeline's items are) and the
///   timeline's own ``timing`` (`{"repeatForever": true}` for a cycle).
/// - `pose`: ``values``, each a layer's property and the value it holds.
/// - `blendSpace`: ``points`` along the number ``input``, played in step with ``sync``.
/// - `mix`: ``parts`` shown together, each at its weight.
/// - `animator`: an animator's run of ``duration`` seconds along its ``curve`` (or its
///   ``springTiming``), moving each of its ``values`` from the layers' values to its own, from the
///   value's delay factor on.
/// - `graph`: a graph nested in this one: its own ``nodes``, ``entry`` and ``transitions``, its
///   conditions and weights reading the top-level graph's inputs.
public struct SceneGraphNode: Codable, Equatable, Sendable {
  /// The node's name: required for the graph's nodes, absent for a point's or part's node.
  public var name: String?
  /// What kind of node it is.
  public var type: SceneGraphNodeType
  /// A timeline node's items.
  public var items: [SceneItem]?
  /// A timeline node's own timing (its repeats); plays once by default.
  public var timing: SceneTiming?
  /// A pose's values.
  public var values: [PoseValue]?
  /// A blend space's number input.
  public var input: String?
  /// Whether a blend space's points play in step; `false` by default.
  public var sync: Bool?
  /// A blend space's points, at distinct positions.
  public var points: [Point]?
  /// A mix's parts.
  public var parts: [Part]?
  /// An animator's run, in seconds.
  public var duration: Double?
  /// An animator's curve, as a tween names one; `linear` by default.
  public var curve: String?
  /// An animator's spring timing, in place of ``curve``.
  public var springTiming: SceneSpringTiming?
  /// A nested graph's entry node; its first node by default.
  public var entry: String?
  /// A nested graph's nodes, each named; at least one.
  public var nodes: [SceneGraphNode]?
  /// A nested graph's transitions, between its own nodes.
  public var transitions: [SceneGraphTransition]?

  /// A value a pose holds, or an animator animates to: a layer's property and its value.
  public struct PoseValue: Codable, Equatable, Sendable {
    /// The layer's name.
    public var layer: String
    /// The property's name, as an item names it (`opacity`, `transform`, …).
    public var property: String
    /// The value, of the property's kind.
    public var value: SceneValue
    /// An animator's value only: when its change starts, as a fraction of the run in `0...1`
    /// (UIKit's delay factor); 0 by default.
    public var delayFactor: Double?

    /// Makes a pose value.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - property: The property.
    ///   - value: The value.
    public init(layer: String, property: String, value: SceneValue) {
      self.layer = layer
      self.property = property
      self.value = value
    }
  }

  /// A point of a blend space: a position along its input and the node shown there.
  public struct Point: Codable, Equatable, Sendable {
    /// The position, a finite number.
    public var at: Double
    /// The node (unnamed).
    public var node: SceneGraphNode

    /// Makes a point.
    ///
    /// - Parameters:
    ///   - at: Its position.
    ///   - node: Its node.
    public init(at: Double, node: SceneGraphNode) {
      self.at = at
      self.node = node
    }
  }

  /// A part of a mix: a node and its weight, a constant in `0...1` or a number input's value.
  public struct Part: Codable, Equatable, Sendable {
    /// The node (unnamed).
    public var node: SceneGraphNode
    /// A constant weight in `0...1`; exactly one of ``weight`` and ``input`` is given.
    public var weight: Double?
    /// The number input whose value, clamped to `0...1`, is the weight.
    public var input: String?

    /// Makes a part.
    ///
    /// - Parameters:
    ///   - node: Its node.
    ///   - weight: A constant weight.
    ///   - input: A number input for the weight.
    public init(node: SceneGraphNode, weight: Double? = nil, input: String? = nil) {
      self.node = node
      self.weight = weight
      self.input = input
    }
  }

  /// Makes a node with no fields but its type.
  ///
  /// - Parameters:
  ///   - name: Its name, or `nil` inside a point or a part.
  ///   - type: Its type.
  public init(name: String? = nil, type: SceneGraphNodeType) {
    self.name = name
    self.type = type
  }
}

/// The kind of a node of a scene's graph.
public enum SceneGraphNodeType: String, Codable, Sendable, CaseIterable {
  /// A timeline of tweens and keyframes.
  case timeline
  /// Values held.
  case pose
  /// Nodes placed along a number input.
  case blendSpace
  /// Nodes shown together at their weights.
  case mix
  /// An animator's run of values.
  case animator
  /// A graph nested in this one.
  case graph
}
