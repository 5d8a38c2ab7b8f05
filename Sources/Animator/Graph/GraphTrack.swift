/// One layer a node's player recorded on one property, taken out of the property
/// (``GraphLayerTrack``): what it moves the property by at a progress, added into the property's
/// channel.
protocol GraphTrack: AnyObject {
  /// Adds the layer's displacement at `progress` (moving at `progressVelocity` per second), scaled
  /// by `weight` (moving at `weightVelocity`), into the channel's sums shown or, with `probe`,
  /// its probe.
  func accumulate(progress: Double, progressVelocity: Double, weight: Double, weightVelocity: Double, probe: Bool)
  /// The same layer, adding into the channel `context` makes for its property.
  func copy(into context: any GraphChannelMaking) -> any GraphTrack
}
