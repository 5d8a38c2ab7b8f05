/// The properties an ``AnimationGraph`` drives, one ``GraphChannel`` each, in the order the nodes
/// first touched them.
struct GraphChannels {
  var byProperty: [ObjectIdentifier: any AnyGraphChannel] = [:]
  var all: [any AnyGraphChannel] = []
  /// Whether the channels' layers are on their properties (the graph is active).
  var isAttached = false
}
