extension AnimatedProperty: LayerDetaching {
  /// Takes the layers of `block` out of the property and hands them to `capture`, and puts the
  /// model back to the value it had before the block set it (the first of those layers' start
  /// value, exactly); the presentation value is recomputed from what is left.
  ///
  /// A holder that records a player only to read its layers (an animation graph's node) calls
  /// this right after the recording: the layers keep their block, values and paths, and no longer
  /// count in the presentation value.
  func detachLayers(of block: AnimationBlock, into capture: any LayerCapture) {
    var taken: [Layer] = []
    var index = 0
    while index < layers.count {
      if layers[index].block === block {
        taken.append(layers.remove(at: index))
      } else {
        index += 1
      }
    }
    guard let first = taken.first else { return }
    model = first.from
    modelData = model.animatableData
    noteLayersChanged()
    refresh()
    capture.take(self, taken)
  }

  /// Adds a layer of `block` whose contribution is `path`'s, without changing the model value and
  /// without taking the property over: the one layer through which a holder shows what it
  /// computes (an animation graph's blend of its nodes). `block`'s progress velocity scales the
  /// path's velocity, as for every path layer.
  func addHolderLayer(
    of block: AnimationBlock, path: @escaping (Double) -> (Value.AnimatableData, Value.AnimatableData)
  ) {
    layers.append(Layer(block: block, from: model, to: model, offset: .zero, path: LayerPath(path)))
    noteLayersChanged()
    block.adopt(self)
    refresh()
  }

  /// Removes the layers of `block` and makes `model` the model value when it is given, so that the
  /// property can keep showing what the layers showed; the presentation value is recomputed.
  func removeHolderLayer(of block: AnimationBlock, model newModel: Value?) {
    var index = 0
    while index < layers.count {
      if layers[index].block === block {
        layers.remove(at: index)
      } else {
        index += 1
      }
    }
    noteLayersChanged()
    if let newModel {
      model = newModel
      modelData = newModel.animatableData
    }
    refresh()
  }
}
