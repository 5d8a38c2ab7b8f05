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
    // A sink may change the list, or let a property go: walk a copy, each property retained. (An
    // index loop: a for-in loop over existentials allocates in debug builds.)
    let properties = indirectProperties
    for index in properties.indices { properties[index].retain() }
    for index in properties.indices { properties[index].object.refresh() }
    for index in properties.indices { properties[index].release() }
  }
}
