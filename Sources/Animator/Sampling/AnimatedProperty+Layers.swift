extension AnimatedProperty {
  /// One block's layer on the property: the values the block set and what it still adds to the
  /// model at a weight.
  struct Layer {
    let block: AnimationBlock
    /// The model value before the block set it, to restore exactly at the start position.
    let from: Value
    /// The model value the block set, to restore exactly at the end position.
    let to: Value
    /// `from - to` in animatable data: the layer contributes `offset × weight`.
    let offset: Value.AnimatableData
    /// For a keyframe layer: its contribution and its derivative at a progress, in place of
    /// `offset × weight`.
    let path: LayerPath<Value.AnimatableData>?

    /// What the layer adds to the model value at `weight` (`1 - progress`).
    func contribution(atWeight weight: Double) -> Value.AnimatableData {
      if let path { return path.evaluate(1 - weight).0 }
      return weight == 0 ? .zero : offset.scaled(by: weight)
    }
  }

  /// The layers of a property, in the order they were added: the first inline, so that a property
  /// with one animation (nearly every one) needs no array of its own, and the others in an array.
  struct LayerList: RandomAccessCollection {
    var head: Layer?
    private var tail: [Layer] = []

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + tail.count }
    // Directly, rather than through the collection's generic `distance(from:to:)`, which unspecialised
    // (a debug build) costs a metadata lookup per call.
    var count: Int { endIndex }
    var isEmpty: Bool { head == nil }
    subscript(index: Int) -> Layer {
      if index == 0, let head { return head }
      return tail[index - 1]
    }

    mutating func append(_ layer: Layer) {
      if head == nil {
        head = layer
      } else {
        tail.append(layer)
      }
    }

    mutating func append(contentsOf layers: some Sequence<Layer>) {
      for layer in layers { append(layer) }
    }

    @discardableResult
    mutating func remove(at index: Int) -> Layer {
      let removed: Layer
      if index == 0, let head {
        removed = head
        self.head = tail.isEmpty ? nil : tail.removeFirst()
      } else {
        removed = tail.remove(at: index - 1)
      }
      // An emptied array lets its buffer go.
      if tail.isEmpty { tail = [] }
      return removed
    }

    mutating func removeAll() {
      head = nil
      tail = []
    }
  }

  struct SuspendedLayer {
    let layer: Layer
    /// The weight folded into the model when the layer was suspended.
    let weight: Double
    /// The model data right after the fold, to tell whether anything changed the model since.
    let foldedModel: Value.AnimatableData
    /// Whether the model held exactly the value this layer set when it was folded, so that the
    /// layer's start and end values can be restored exactly rather than by arithmetic.
    let modelWasTarget: Bool
  }
}
