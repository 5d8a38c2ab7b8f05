/// A recorded layer of one property (``GraphTrack``): its displacement at progress `p` is what it
/// adds to the value shown before it was recorded, `(to − from) + c(p)`, with `c(p)` the layer's
/// contribution (`offset·(1 − p)` for a plain layer, so `−offset·p`; its path's value for a
/// keyframe or spring layer).
final class GraphLayerTrack<Value: Animatable>: GraphTrack {
  let channel: GraphChannel<Value>
  let layer: AnimatedProperty<Value>.Layer
  /// `to − from`, for a path layer.
  let change: Value.AnimatableData

  init(channel: GraphChannel<Value>, layer: AnimatedProperty<Value>.Layer) {
    self.channel = channel
    self.layer = layer
    change = layer.to.animatableData - layer.from.animatableData
  }

  func copy(into context: any GraphChannelMaking) -> any GraphTrack {
    GraphLayerTrack(channel: context.channel(for: channel.property), layer: layer)
  }

  // Specialised for the common value types: the generic body reaches `+` and `scaled(by:)` through
  // witness tables and asks the runtime for metadata on every call.
  @_specialize(where Value == Double)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  func accumulate(progress: Double, progressVelocity: Double, weight: Double, weightVelocity: Double, probe: Bool) {
    let displacement: Value.AnimatableData
    let rate: Value.AnimatableData
    if let path = layer.path {
      let (contribution, slope) = path.evaluate(progress)
      displacement = change + contribution
      rate = slope.scaled(by: progressVelocity)
    } else {
      displacement = layer.offset.scaled(by: -progress)
      rate = layer.offset.scaled(by: -progressVelocity)
    }
    channel.add(
      displacement.scaled(by: weight), displacement.scaled(by: weightVelocity) + rate.scaled(by: weight), probe: probe)
  }
}
