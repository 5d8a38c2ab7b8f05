/// A transition of a scene's graph: from a node (or any node) to another, when its conditions
/// hold, blending as it says.
public struct SceneGraphTransition: Codable, Equatable, Sendable {
  /// The source node's name; absent when ``any`` is `true`.
  public var from: String?
  /// `true` for a transition from any node but its target, in place of ``from``.
  public var any: Bool?
  /// The target node's name.
  public var to: String
  /// Conditions on inputs, all of which must hold; none means always.
  public var when: [Condition]?
  /// Lower fires first; 0 by default.
  public var priority: Int?
  /// The source's progress (in iterations) before which it may not fire.
  public var exitTime: Double?
  /// How it blends; no blend by default.
  public var blend: Blend?
  /// Where the target starts: `immediate` (default), `sync` or `atEnd`.
  public var `switch`: String?
  /// Whether it fires on its own (default `true`); `false` leaves it to travel.
  public var automatic: Bool?

  /// A condition on one input: exactly one of ``isTrue``, ``isFalse``, ``triggered``, ``above``
  /// and ``below`` names the input, and ``value`` is the threshold of `above` and `below`.
  public struct Condition: Codable, Equatable, Sendable {
    /// A Boolean input that must be `true`.
    public var isTrue: String?
    /// A Boolean input that must be `false`.
    public var isFalse: String?
    /// A trigger that must be fired.
    public var triggered: String?
    /// A number input that must be greater than ``value``.
    public var above: String?
    /// A number input that must be less than ``value``.
    public var below: String?
    /// The threshold of `above` and `below`.
    public var value: Double?

    /// Makes a condition with no field set.
    public init() {}
  }

  /// A blend: `{"crossFade": seconds, "curve": name}` or `{"inertialize": seconds}`.
  public struct Blend: Codable, Equatable, Sendable {
    /// A cross-fade's length in seconds.
    public var crossFade: Double?
    /// A cross-fade's curve, as an item names one; `easeInOut` by default.
    public var curve: String?
    /// An inertialization's length in seconds.
    public var inertialize: Double?

    /// Makes a blend with no field set.
    public init() {}
  }

  /// Makes a transition.
  ///
  /// - Parameters:
  ///   - from: The source node, or `nil` for any node.
  ///   - to: The target node.
  public init(from: String?, to: String) {
    self.from = from
    any = from == nil ? true : nil
    self.to = to
  }
}

extension SceneGraphTransition {
  /// The names `switch` may have.
  public static let switchModes = ["immediate", "sync", "atEnd"]
}
