/// The blocks that a move of a timeline showed and whose properties it has not refreshed yet:
/// properties that other layers share (or that write to a sink), each of whose refreshes walks every
/// layer of the property.
///
/// A timeline of N tweens in a row on one property gives the property N layers: refreshed once
/// per tween shown, a start, a seek across the row or the end of a run would walk N² layers. A move
/// collects the blocks instead and ``flush()`` refreshes each property once, after
/// the walk: O(k + l) for k blocks and l layers. The values shown at the end are the same (a refresh
/// computes the presentation value from the model and every layer at its block's weight, whatever
/// the order); only the values a property would have shown while the walk was half done are not
/// shown, nor handed to its sink. The root timeline keeps one batch, whose storage is reused, so
/// that a tick allocates nothing.
final class RefreshBatch {
  /// The blocks moved, in the order the walk met them.
  private var blocks: [AnimationBlock] = []
  /// The properties refreshed by the flush under way.
  private var refreshed: Set<ObjectIdentifier> = []
  /// Whether a flush is under way: a move made by a sink it runs adds to it rather than flushing.
  private var flushing = false

  /// Adds a block whose properties are to be refreshed.
  func add(_ block: AnimationBlock) {
    blocks.append(block)
  }

  /// Refreshes each property of the collected blocks once, in the order the walk met them, and
  /// empties the batch. Called by the walk that owns the batch; a flush already under way (a sink
  /// that moved the timeline) takes the blocks that move added.
  ///
  /// - Complexity: O(k + l) for k blocks and l layers of their properties (expected, hashing).
  func flush() {
    guard !flushing, !blocks.isEmpty else { return }
    if blocks.count == 1 {
      let block = blocks[0]
      blocks.removeAll(keepingCapacity: true)
      block.refreshProperties()
      return
    }
    flushing = true
    var index = 0
    // Index loops: a for-in loop over existentials allocates in debug builds. A sink may add
    // blocks meanwhile: they are refreshed too.
    while index < blocks.count {
      // Without the block's array of properties, which would be made (and kept) for every block.
      blocks[index].forEachProperty { property in
        if refreshed.insert(ObjectIdentifier(property)).inserted { property.refresh() }
      }
      index += 1
    }
    blocks.removeAll(keepingCapacity: true)
    refreshed.removeAll(keepingCapacity: true)
    flushing = false
  }
}

@available(*, unavailable)
extension RefreshBatch: Sendable {}
