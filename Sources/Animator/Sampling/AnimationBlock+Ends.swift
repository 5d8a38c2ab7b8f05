extension AnimationBlock {
  /// Ends the block's layer at its end (weight 0) in each direct property whose only layer it is
  /// (``AnimatedProperty/endSoleLayerAtEndHandingOverBlock(of:)``): the end of nearly every quick
  /// animation, which walks the properties in place, unretained, since the block (which its caller
  /// holds) holds them.
  ///
  /// Each layer ended hands its reference to the block over rather than releasing it in its
  /// property (with the layer's outlined destroy): the caller must release them
  /// (``release(_:times:)``), one after another while the block is in the cache, with its own if it
  /// is letting the block go.
  ///
  /// - Returns: Whether some direct property has other layers too, or a sink, and was left for
  ///   ``LayeredProperty/end(_:atWeight:)``; and how many references to the block were handed over.
  /// - Complexity: O(direct properties).
  func endSoleLayersAtEndHandingOver() -> (leftSome: Bool, handedOver: Int) {
    let identity = self.identity
    // Read first, in a load that calls nothing (so nothing is retained), then ended one by one: an
    // end releases nothing (its layer's reference to this block is handed over), and the lists hold
    // the properties.
    let (first, second, third, fourth) = directProperties.firstFourUnretained
    // Counts in its arguments, not in captured variables, which a debug build would box on the heap.
    func end(
      _ property: _UnsafeUnretained<AnimatedProperty<Double>>?, _ handedOver: inout Int, _ leftSome: inout Bool
    ) {
      guard let property else { return }
      if property.withObject({ $0.endSoleLayerAtEndHandingOverBlock(of: identity) }) {
        handedOver += 1
      } else {
        leftSome = true
      }
    }
    var handedOver = 0
    var leftSome = directProperties.hasMoreThanFour
    end(first, &handedOver, &leftSome)
    end(second, &handedOver, &leftSome)
    end(third, &handedOver, &leftSome)
    end(fourth, &handedOver, &leftSome)
    return (leftSome, handedOver)
  }

  /// Releases `count` references to `block`: the layers', handed over by
  /// ``endSoleLayersAtEndHandingOver()``, and the caller's own if it lets the block go, one after
  /// another while the block's header is in the cache. (The runtime's `swift_release_n`, which
  /// would change the count once, is not for a library to call.)
  @inline(__always)
  static func release(_ block: _UnsafeUnretained<AnimationBlock>, times count: Int) {
    for _ in 0..<count { block.release() }
  }

  /// Ends the block's layer in each property it set, at `weight`: in place in the direct properties
  /// whose only layer it is when it ends at its end (``endSoleLayersAtEndHandingOver()``, the end
  /// of nearly every run), through ``LayeredProperty/end(_:atWeight:)`` in the others (an end left
  /// alone in place is ended there; one that was not, ends nothing).
  ///
  /// The caller holds the block.
  ///
  /// - Complexity: O(properties).
  func endLayers(atWeight weight: Double) {
    let handedOver = endLayersHandingOver(atWeight: weight)
    Self.release(_UnsafeUnretained(self), times: handedOver)
  }

  /// ``endLayers(atWeight:)``, leaving the references to the block that its ended layers hand over
  /// for the caller to release (``release(_:times:)``), with its own if it lets the block go.
  ///
  /// - Parameters:
  ///   - weight: The weight the layers end at.
  ///   - takingPropertiesOut: `false` when every layer ended in place may leave the properties
  ///     listed, for a caller that takes them out itself before any code outside the package runs
  ///     (``resetForReuse()``, which takes them out anyway); a block must not list a property it
  ///     holds no layer of once its owner could let it go.
  /// - Returns: How many references to the block the caller must release.
  /// - Complexity: O(properties).
  func endLayersHandingOver(atWeight weight: Double, takingPropertiesOut: Bool = true) -> Int {
    guard weight == 0 && !hasIndirectProperties else {
      takeEachProperty { $0.end(self, atWeight: weight) }
      return 0
    }
    let (leftSome, handedOver) = endSoleLayersAtEndHandingOver()
    // Every property taken out, so that none the block lists can go without it knowing: those
    // ended in place ran no code outside the package, and are alive.
    if leftSome {
      takeEachProperty { $0.end(self, atWeight: weight) }
    } else if takingPropertiesOut {
      removeAllProperties()
    }
    return handedOver
  }
}
