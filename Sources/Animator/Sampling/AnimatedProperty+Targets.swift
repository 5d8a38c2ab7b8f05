extension AnimatedProperty {
  /// The sink that stands for the property's target (a key path's writer, a closure target's
  /// closure): while the property reports its changes, the one the change reporter passes values
  /// on to.
  var targetSink: PropertySink<Value>? {
    if let reporter = changeReporter { return reporter.targetSink }
    return sink
  }

  /// Whether the property's target is gone (a key path's object was let go of), so that its value
  /// reaches no one; `false` for a property with no target, which is its own.
  var targetIsGone: Bool { targetSink?.targetIsGone ?? false }
}

extension AnimationBlock {
  /// Whether every property the block sets has lost its target; `nil` when it sets none and lost
  /// none. A block whose properties went (``forget(_:reason:)``) lists none and has lost them all.
  ///
  /// - Complexity: O(properties); for the engine's look after a tick in which some target went.
  var targetsAreAllGone: Bool? {
    guard propertyCount > 0 else { return lostTargets ? true : nil }
    var allGone = true
    forEachProperty { property in
      if allGone && !property.targetIsGone { allGone = false }
    }
    return allGone
  }

  /// Whether some of `blocks` sets a property and every property they set has lost its target.
  static func targetsAreAllGone(in blocks: some Sequence<AnimationBlock>) -> Bool {
    var someTarget = false
    for block in blocks {
      guard let allGone = block.targetsAreAllGone else { continue }
      guard allGone else { return false }
      someTarget = true
    }
    return someTarget
  }
}
