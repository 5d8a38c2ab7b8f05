/// The ends of many blocks' layers, gathered by property and then made with one walk of each
/// property's layers (``LayeredProperty/end(each:)``).
///
/// A timeline that ends its run, or takes its layers out to record them again after an edit, ends
/// every tween's block; N tweens of one property made that O(N) walks of N layers (issue 30, item 8).
/// Each property's ends are made in the order they were added, so the model values end with the
/// same bits as ending the blocks one by one in that order; different properties are independent.
struct LayerEnds {
  /// Each property met, in the order met, and its ends in the order added.
  private var ends: [(property: any LayeredProperty, ends: [(block: AnimationBlock, weight: Double)])] = []
  /// Where each property's entry is in ``ends``.
  private var places: [ObjectIdentifier: Int] = [:]
  /// The blocks, which let go of their properties once their layers have ended.
  private var blocks: [AnimationBlock] = []

  /// Adds the end of `block`'s layers at `weight` in each property it set; once made, the block
  /// holds no property.
  mutating func add(_ block: AnimationBlock, atWeight weight: Double) {
    blocks.append(block)
    // Walked in place, without making the block's array of properties.
    block.forEachProperty { property in
      let id = ObjectIdentifier(property)
      if let place = places[id] {
        ends[place].ends.append((block, weight))
      } else {
        places[id] = ends.count
        ends.append((property, [(block, weight)]))
      }
    }
  }

  /// Makes the ends added, and forgets them.
  ///
  /// - Complexity: O(e + l) for e ends and l layers of their properties (expected, hashing).
  mutating func run() {
    guard !blocks.isEmpty else { return }
    let all = ends
    let ended = blocks
    ends = []
    places = [:]
    blocks = []
    for index in all.indices {
      let entry = all[index]
      if entry.ends.count == 1 {
        entry.property.end(entry.ends[0].block, atWeight: entry.ends[0].weight)
      } else {
        entry.property.end(each: entry.ends)
      }
    }
    for block in ended { block.removeAllProperties() }
  }
}

/// The suspensions of many blocks' layers (`stopAnimation(false)`), gathered by property and then
/// made with one walk of each property's layers (``LayeredProperty/suspend(each:)``), as
/// ``LayerEnds`` makes their ends: a stopped timeline of N tweens of one property suspended them in
/// O(N) walks of N layers, and its finish resolved them the same way (issue 30, item 8). Each
/// property's suspensions are made in the order they were added, so with the same bits as one by
/// one; the blocks keep their properties, for the finish.
struct LayerSuspensions {
  private var suspensions: [(property: any LayeredProperty, each: [(block: AnimationBlock, weight: Double)])] = []
  private var places: [ObjectIdentifier: Int] = [:]

  /// Adds the suspension of `block`'s layers at `weight` in each property it set.
  mutating func add(_ block: AnimationBlock, atWeight weight: Double) {
    block.forEachProperty { property in
      let id = ObjectIdentifier(property)
      if let place = places[id] {
        suspensions[place].each.append((block, weight))
      } else {
        places[id] = suspensions.count
        suspensions.append((property, [(block, weight)]))
      }
    }
  }

  /// Makes the suspensions added, and forgets them.
  ///
  /// - Complexity: O(s + l) for s suspensions and l layers of their properties (expected, hashing).
  mutating func run() {
    let all = suspensions
    suspensions = []
    places = [:]
    for entry in all {
      if entry.each.count == 1 {
        entry.property.suspend(entry.each[0].block, atWeight: entry.each[0].weight)
      } else {
        entry.property.suspend(each: entry.each)
      }
    }
  }
}
