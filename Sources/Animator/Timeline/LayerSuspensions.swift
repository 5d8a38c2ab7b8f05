/// The suspensions of many blocks' layers (`stopAnimation(false)`), gathered by property and then
/// made with one walk of each property's layers (``LayeredProperty/suspend(each:)``), as
/// ``LayerEnds`` makes their ends: one by one, a stopped timeline of N tweens of one property would
/// suspend them in O(N) walks of N layers, and its finish resolve them the same way. Each
/// property's suspensions are made in the order they were added, so with the same bits as one by
/// one; the blocks keep their properties, for the finish.
struct LayerSuspensions {
  /// The suspensions, by property.
  private var suspensions = LayerChangesByProperty()

  /// Adds the suspension of `block`'s layers at `weight` in each property it set.
  mutating func add(_ block: AnimationBlock, atWeight weight: Double) {
    suspensions.add(block, atWeight: weight)
  }

  /// Makes the suspensions added, and forgets them.
  ///
  /// - Complexity: O(s + l) for s suspensions and l layers of their properties (expected, hashing).
  mutating func run() {
    for entry in suspensions.take() {
      if entry.each.count == 1 {
        entry.property.suspend(entry.each[0].block, atWeight: entry.each[0].weight)
      } else {
        entry.property.suspend(each: entry.each)
      }
    }
  }
}
