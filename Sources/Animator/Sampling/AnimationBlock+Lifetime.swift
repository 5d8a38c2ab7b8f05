extension AnimationBlock {
  /// Why a block stops listing one of its properties (``forget(_:reason:)``).
  enum TargetLoss {
    /// The property went: what it moved is gone, so the block lost a target.
    case gone
    /// Another animation took the property over: the block no longer moves it, and lost nothing.
    case takenOver
  }

  /// Stops listing the property whose identity is `identity`: its store row is given up, it leaves
  /// the lists, and, when it went (``TargetLoss/gone``), the block notes the loss
  /// (``lostTargets``) and raises the engine's flag (``targetLosses``), so that the engine asks the
  /// block's player after its next tick whether every target it moves is gone; a block that keeps
  /// recordings (``namesLostTargets``) also notes which property went, by its identity.
  ///
  /// The property, if the block held the last reference to it (one only animations hold), is let
  /// go of last, once the block is consistent.
  ///
  /// - Complexity: O(properties); off the tick, when a property goes or is taken over.
  func forget(_ identity: ObjectIdentifier, reason: TargetLoss) {
    if reason == .gone {
      lostTargets = true
      targetLosses?.hasNew = true
      if namesLostTargets { targetLosses?.noteLost(identity, by: self.identity) }
    }
    removeProperty(identity)
  }
}
