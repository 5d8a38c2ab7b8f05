extension AnimatedProperty {
  /// Removes every live layer of the property, as a takeover does (UIKit's
  /// `beginFromCurrentState`, a spring or decay taking over, a replay of a block that begins from
  /// the current state), and has each block whose layers went stop listing the property, unless it
  /// is `keeper` (the block taking over, which lists it still) or keeps a suspended layer here.
  ///
  /// So a block lists a property exactly while the property holds a live or suspended layer of
  /// it: the blocks a property's layers name are all the blocks that list it. A block taken over
  /// lost no target (``AnimationBlock/TargetLoss/takenOver``): it neither keeps nor ends its player.
  ///
  /// - Complexity: O(l × p) for the l layers removed and the p properties of their blocks; only
  ///   when a takeover finds layers.
  func removeLayersTakenOver(by keeper: AnimationBlock?) {
    let removed = layers
    layers.removeAll()
    noteLayersChanged()
    // The property is let go of by those blocks; its caller holds it, and so does this call.
    withExtendedLifetime(self) {
      var seen: [ObjectIdentifier] = []
      for index in removed.indices {
        let block = removed[index].block
        let identity = ObjectIdentifier(block)
        guard block !== keeper, !seen.contains(identity) else { continue }
        seen.append(identity)
        guard !suspended.contains(where: { $0.layer.block === block }) else { continue }
        block.forget(ObjectIdentifier(self), reason: .takenOver)
        // A block that keeps a recording of the property to replay (a timeline's tween) must still
        // learn when it goes, though no layer leads there now.
        if block.namesLostTargets { addIdleRecorder(block) }
      }
    }
    checkListedByLayerBlocks()
  }

  /// Checks that every block holding a live or suspended layer of the property lists it; compiled
  /// into debug builds only.
  ///
  /// - Complexity: O(l × p) for l layers and the p properties of their blocks.
  func checkListedByLayerBlocks() {
    #if DEBUG
      let identity = ObjectIdentifier(self)
      for block in layerBlocks {
        assert(block.lists(identity), "a block holding a layer of a property lists the property")
      }
    #endif
  }

  /// What the property's `deinit` does while some layer of it is live or suspended, or some block
  /// keeps a recording of it (``addIdleRecorder(_:)``): its owner let it go (only a property its
  /// owner holds can go with layers: a block retains the others it lists). Each block of those
  /// layers, and each idle recorder, stops listing it, gives up its store row first (which
  /// hands the property's row back while its memory is still valid), and notes the loss, which
  /// ends the block's player at the engine's next tick once every target it moves is gone.
  ///
  /// The layers hold their blocks until the property's fields go, after this.
  ///
  /// - Complexity: O(l × p) for the l layers and the p properties of their blocks.
  func leaveBlocks() {
    let identity = ObjectIdentifier(self)
    let blocks = layerBlocks + (extras?.idleRecorders ?? [])
    for index in blocks.indices {
      let block = blocks[index]
      guard !blocks[..<index].contains(where: { $0 === block }) else { continue }
      block.forget(identity, reason: .gone)
    }
    assert(!isInLane, "a property that goes has handed its store row back")
  }
}

extension AnimatedProperty {
  func addIdleRecorder(_ block: AnimationBlock) {
    guard !(extras?.idleRecorders.contains { $0 === block } ?? false) else { return }
    updateExtras { $0.idleRecorders.append(block) }
  }

  func removeIdleRecorder(_ block: AnimationBlock) {
    guard let index = extras?.idleRecorders.firstIndex(where: { $0 === block }) else { return }
    updateExtras { _ = $0.idleRecorders.remove(at: index) }
  }
}
