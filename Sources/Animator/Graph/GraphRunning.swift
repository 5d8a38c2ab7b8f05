/// What runs a graph's nodes and transitions over time: an ``AnimationGraph``, and a graph nested
/// in one as a node (``NestedGraph``). The walk over instants (`GraphRunning+Evaluation.swift`),
/// the blends (`GraphRunning+Blends.swift`) and the transitions (`GraphRunning+Transitions.swift`)
/// are written once, on these requirements.
protocol GraphRunning: AnyObject, GraphChannelMaking {
  /// The nodes, transitions and inputs.
  var structure: GraphStructure { get set }
  /// Where the run is.
  var run: GraphRun { get set }
  /// The sums the nodes add into: the properties' own channels for a graph, channels of its own
  /// for a nested graph, which adds them into its parent's at the node's weight.
  var channels: GraphChannels { get }
  /// Whether blends end at once and nodes that end play as the engine's reduced-motion
  /// substitution says: the graph that plays, for every graph nested in it.
  var motionReduced: Bool { get }
  /// The most transitions one walk over instants fires.
  var maximumTransitionsPerTick: Int { get }
  /// The pace at which a node of `length` seconds plays under reduced motion (infinity: at its end
  /// at once).
  func reducedPace(over length: Double) -> Double
  /// Hands a problem that is not the caller's fault to the engine's diagnostics handler.
  func report(_ error: AnimationError)
}
