extension AnimatedProperty where Value == Double {
  /// Whether a block may refresh the property with ``refresh(solelyBy:atWeight:)``: it writes to
  /// no sink, so refreshing it runs no user code. (A property with a sink sits in a block's direct
  /// list too, but ``refresh(solelyBy:atWeight:)`` always leaves it to ``refreshIfShared(with:)``.)
  var refreshesDirectly: Bool { sink == nil }

  /// What the sampling store copies into the property's row: its model data and its only layer's
  /// offset, if `block` holds that layer and the property writes to no sink (otherwise `nil`: the
  /// property cannot have a row for `block`).
  func laneInputs(for block: AnimationBlock.Identity) -> (model: Double, offset: Double)? {
    guard sink == nil, holdsOnlyLayer(of: block) else { return nil }
    return (modelData, layers.firstOffset)
  }

  /// Refreshes the property if `block`, at weight `weight`, holds its only layer: the same result
  /// as ``refresh()``, to the last bit, from one multiply-add.
  ///
  /// - Returns: Whether it refreshed; if not, other layers share the property, or it has a sink,
  ///   and ``refreshIfShared(with:)`` must refresh it.
  /// - Complexity: O(1).
  @inline(__always)
  func refresh(solelyBy block: AnimationBlock.Identity, atWeight weight: Double) -> Bool {
    guard holdsOnlyLayer(of: block) else { return false }
    presentationData = weight == 0 ? modelData : modelData + layers.firstOffset * weight
    return true
  }

  /// ``refresh(solelyBy:atWeight:)`` for a weight known not to be 0.
  @inline(__always)
  func refresh(solelyBy block: AnimationBlock.Identity, atNonzeroWeight weight: Double) -> Bool {
    guard holdsOnlyLayer(of: block) else { return false }
    presentationData = modelData + layers.firstOffset * weight
    return true
  }

  /// Whether `block` holds the property's only layer (and it has no keyframe path): one comparison
  /// of addresses, since a block's identity is never null.
  @inline(__always)
  private func holdsOnlyLayer(of block: AnimationBlock.Identity) -> Bool {
    soleLayerKey == block
  }

  /// Refreshes the property, handing its sink the value, unless `block` holds its only layer and it
  /// has no sink (then ``refresh(solelyBy:atWeight:)`` has refreshed it already).
  func refreshIfShared(with block: AnimationBlock.Identity) {
    if !holdsOnlyLayer(of: block) { refresh() }
  }

  /// Ends the layer of `block` at its end (weight 0), as ``end(_:atWeight:)`` does, when it is the
  /// property's only layer and the property has no sink, no row in the sampling store and nothing
  /// suspended or observed: the end of nearly every quick animation (``QuickRuns``). The fold of a
  /// layer at weight 0 adds nothing and sets a model equal to the layer's end value to that value,
  /// and the presentation becomes the model, so the bits are the same as the general end's, without
  /// its walk of the layers or its generic refresh.
  ///
  /// The layer's reference to the block is not released here but handed to the caller, which holds
  /// the block too and releases the references of all its layers together.
  ///
  /// - Returns: Whether it ended the layer, and so handed over a reference to `block` that the
  ///   caller must release; if not, nothing changed and the caller ends it through
  ///   ``end(_:atWeight:)``.
  /// - Complexity: O(1).
  func endSoleLayerAtEndHandingOverBlock(of block: AnimationBlock.Identity) -> Bool {
    guard holdsOnlyLayer(of: block), !isInLane, sink == nil, extras == nil else { return false }
    let end = layers.firstEnd
    if modelData == end {
      model = end
      modelData = end
    }
    layers.removeSoleHandingOverBlock()
    // What ``noteLayersChanged()`` works out: no layer, no row (checked above) to tell.
    layerCount = 0
    soleLayerBlock = nil
    checkInvariants()
    presentationOrCell = modelData
    return true
  }
}

extension AnimatedProperty where Value == Double {
  /// The model data and offset a store row for the property must hold now, from its only layer's
  /// block; `nil` if it cannot have a row. For the store's debug checks.
  var expectedLaneInputs: (model: Double, offset: Double)? {
    guard let block = soleLayerBlock else { return nil }
    return laneInputs(for: block.bits)
  }
}
