/// What receives the layers a block recorded on its properties when they are taken out of them
/// (``LayerDetaching/detachLayers(of:into:)``): a holder that then computes their contribution
/// itself, as an animation graph does for each of its nodes.
protocol LayerCapture: AnyObject {
  /// Takes `layers`, the layers one block had recorded on `property`, in the order they were added.
  func take<Value: Animatable>(_ property: AnimatedProperty<Value>, _ layers: [AnimatedProperty<Value>.Layer])
}

/// A property whose layers of one block can be taken out (``AnimatedProperty/detachLayers(of:into:)``),
/// reached from a block's type-erased list of properties.
protocol LayerDetaching: AnyObject {
  /// Takes the layers of `block` out of the property and hands them to `capture`; the model value
  /// goes back to what it was before the block set it.
  func detachLayers(of block: AnimationBlock, into capture: any LayerCapture)
}
