/// The time maps of the nodes an ``AnimationGraph`` shows, by node index: an array rather than a
/// dictionary, so that a tick's lookups hash nothing.
struct GraphClocks {
  private var clocks: [GraphRun.Clock?] = []

  subscript(node: Int) -> GraphRun.Clock? {
    get { node < clocks.count ? clocks[node] : nil }
    set {
      if node >= clocks.count {
        guard newValue != nil else { return }
        clocks.append(contentsOf: repeatElement(nil, count: node + 1 - clocks.count))
      }
      clocks[node] = newValue
    }
  }

  /// One more than the highest node index that had a clock: the nodes with one are below it.
  var count: Int { clocks.count }

  /// Forgets the clocks of the nodes `keep` says no to.
  mutating func keep(_ keep: (Int) -> Bool) {
    for node in clocks.indices where clocks[node] != nil && !keep(node) { clocks[node] = nil }
  }

  /// Forgets the clock of `node` and moves the clocks of the nodes after it down by one, as the
  /// node indices move when `node` is removed.
  mutating func remove(node: Int) {
    guard node < clocks.count else { return }
    clocks.remove(at: node)
  }

  /// The nodes with a clock, and their clocks.
  var entries: [(node: Int, clock: GraphRun.Clock)] {
    clocks.indices.compactMap { node in clocks[node].map { (node, $0) } }
  }
}
