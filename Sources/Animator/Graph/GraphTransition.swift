/// A transition of an ``AnimationGraph``, its names resolved to indices.
struct GraphTransition {
  /// The source node, or `nil` for any node but the target.
  var from: Int?
  var to: Int
  var conditions: [GraphCondition]
  var priority: Int
  var exitTime: Double?
  var blend: AnimationGraph.Blend
  var switchMode: AnimationGraph.SwitchMode
  var automatic: Bool
}
