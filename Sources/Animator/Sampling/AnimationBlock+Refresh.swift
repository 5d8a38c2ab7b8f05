extension AnimationBlock {
  /// Recomputes the presentation values of every property the block set, from its current
  /// ``progress``.
  ///
  /// - Complexity: O(properties).
  func refreshProperties() {
    if refreshDirectProperties() { refreshLayeredProperties() }
    refreshIndirectProperties()
  }

  /// Recomputes the presentation values of the block's direct properties (`Double` properties)
  /// that have no sink and whose only layer is this block's: what an animator does on every tick
  /// after moving the block.
  ///
  /// It calls nothing and releases nothing, so the compiler needs no reference counting around it.
  ///
  /// - Returns: Whether some direct property has other layers too, or a sink, so that
  ///   ``refreshLayeredProperties()`` must finish the job.
  /// - Complexity: O(direct properties); for each, a few loads, a multiply-add and a store.
  @inline(__always)
  func refreshDirectProperties() -> Bool {
    directProperties.refresh(solelyBy: identity, atWeight: weight)
  }

  /// Recomputes the presentation values of the direct properties that other layers share, or that
  /// have sinks, which ``refreshDirectProperties()`` left alone.
  func refreshLayeredProperties() {
    let identity = self.identity
    guard directPropertiesHaveSinks else {
      directProperties.visit { $0.refreshIfShared(with: identity) }
      return
    }
    // A sink may change the list, or let a property go: walk a copy, each property retained.
    let direct = directProperties
    direct.retainAll()
    direct.visit { $0.refreshIfShared(with: identity) }
    direct.releaseAll()
  }

  /// What ``refreshProperties()`` does after ``refreshDirectProperties()``: the direct properties
  /// that other layers share, and the indirect ones.
  func refreshRemainingProperties() {
    refreshLayeredProperties()
    refreshIndirectProperties()
  }

  /// Recomputes the presentation values of the other properties, through
  /// ``LayeredProperty/refresh()``: those of value types other than `Double`.
  ///
  /// - Complexity: O(indirect properties).
  func refreshIndirectProperties() {
    guard !indirectProperties.isEmpty else { return }
    // A sink may change the list, or let a property go. Each property is read from the list afresh
    // and retained while it refreshes (its sink may end the block, which lets it go); after a sink
    // changed the list, the walk goes on after the property it refreshed, wherever the list now
    // has it, and stops if the list no longer has it (the block ended, or another animation took
    // that property over: the rest is refreshed at the next tick). No copy of the list is made.
    indirectListChanged = false
    var index = 0
    while index < indirectProperties.count {
      let property = indirectProperties[index].object
      property.refresh()
      if indirectListChanged {
        indirectListChanged = false
        let identity = ObjectIdentifier(property)
        guard let position = indirectProperties.firstIndex(where: { $0.identity == identity }) else { return }
        index = position
      }
      index += 1
    }
  }

}
