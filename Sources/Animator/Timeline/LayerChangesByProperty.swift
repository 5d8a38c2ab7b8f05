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
