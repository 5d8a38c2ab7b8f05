/// The ends of many blocks' layers, gathered by property and then made with one walk of each
/// property's layers (``LayeredProperty/end(each:)``).
///
/// A timeline that ends its run, or takes its layers out to record them again after an edit, ends
/// every tween's block; one by one, N tweens of one property would make that O(N) walks of N layers.
/// Each property's ends are made in the order they were added, so the model values end with the
/// same bits as ending the blocks one by one in that order; different properties are independent.
struct LayerEnds {
  /// The ends, by property.
  private var ends = LayerChangesByProperty()
  /// The blocks, which let go of their properties once their layers have ended.
  private var blocks: [AnimationBlock] = []

  /// Adds the end of `block`'s layers at `weight` in each property it set; once made, the block
  /// holds no property.
  mutating func add(_ block: AnimationBlock, atWeight weight: Double) {
    blocks.append(block)
    ends.add(block, atWeight: weight)
  }

  /// Makes the ends added, and forgets them.
  ///
  /// - Complexity: O(e + l) for e ends and l layers of their properties (expected, hashing).
  mutating func run() {
    guard !blocks.isEmpty else { return }
    let ended = blocks
    blocks = []
    for entry in ends.take() {
      if entry.each.count == 1 {
        entry.property.end(entry.each[0].block, atWeight: entry.each[0].weight)
      } else {
        entry.property.end(each: entry.each)
      }
    }
    for block in ended { block.removeAllProperties() }
  }
}

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

/// Blocks at a weight, gathered by each property they set: the properties in the order met, each
/// one's blocks in the order added (what ``LayerEnds`` and ``LayerSuspensions`` make with one walk
/// of each property's layers).
struct LayerChangesByProperty {
  /// Each property met, in the order met, and its blocks in the order added.
  private var groups: [(property: any LayeredProperty, each: [(block: AnimationBlock, weight: Double)])] = []
  /// Where each property's entry is in ``groups``.
  private var places: [ObjectIdentifier: Int] = [:]

  /// Adds `block` at `weight` to each property it set.
  mutating func add(_ block: AnimationBlock, atWeight weight: Double) {
    // Walked in place, without making the block's array of properties.
    block.forEachProperty { property in
      let id = ObjectIdentifier(property)
      if let place = places[id] {
        groups[place].each.append((block, weight))
      } else {
        places[id] = groups.count
        groups.append((property, [(block, weight)]))
      }
    }
  }

  /// The groups added, which it forgets.
  mutating func take() -> [(property: any LayeredProperty, each: [(block: AnimationBlock, weight: Double)])] {
    let all = groups
    groups = []
    places = [:]
    return all
  }
}
