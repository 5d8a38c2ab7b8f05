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
    // Held until the blocks have taken them out: a property let go of while they end goes after,
    // listed nowhere.
    let taken = ends.take()
    for entry in taken {
      if entry.each.count == 1 {
        entry.property.end(entry.each[0].block, atWeight: entry.each[0].weight)
      } else {
        entry.property.end(each: entry.each)
      }
    }
    for block in ended { block.removeAllProperties() }
    withExtendedLifetime(taken) {}
  }
}
