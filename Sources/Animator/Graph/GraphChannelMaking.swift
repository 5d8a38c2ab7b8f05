/// What makes the channel of a property: a graph's own (attached to the property), or a nested
/// graph's (added into its parent's).
protocol GraphChannelMaking: AnyObject {
  /// The channel of `property`, made on first use.
  func channel<Value: Animatable>(for property: AnimatedProperty<Value>) -> GraphChannel<Value>
}
