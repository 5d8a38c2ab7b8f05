/// Where an ``AnimationGraph``'s run is: the time processed, the current node, the node times, the
/// running blend, the input changes waiting for the next advance, and the events to deliver.
struct GraphRun {
  /// A node's time map: its node time at graph time `t` is `offset + (t − entry)·rate`; the rate
  /// is 1 but under reduced motion.
  struct Clock: Equatable {
    var entry: Double
    var offset: Double
    var rate = 1.0

    func time(at t: Double) -> Double { offset + (t - entry) * rate }
    func graphTime(_ nodeTime: Double) -> Double { entry + (nodeTime - offset) / rate }
  }

  /// How a walk over instants ended (``GraphRunning/processInstants(through:clock:)``).
  enum WalkEnd {
    /// At the time asked for.
    case reached
    /// At the run's completion: the current node has no transition out and reached its end.
    case completed
    /// At the cap on transitions per tick; the rest wait for the next walk.
    case capped
  }

  /// A cross-fade under way: its start, length and curve.
  struct CrossFade {
    var start: Double
    var duration: Double
    var curve: TimingCurve
  }

  /// The graph time up to which events were processed, and shown.
  var time = 0.0
  var current: Int?
  /// The time maps of the nodes shown now (the current node and a cross-fade's source).
  var clocks = GraphClocks()
  /// A cross-fade's source, frozen at its start: the weights of the nodes shown then.
  var bracket: [(node: Int, weight: Double)] = []
  /// The share of the inertialization offset in the bracket.
  var bracketOffsetFactor = 0.0
  var crossFade: CrossFade?
  /// The graph time at which the inertialization offset reaches zero, while there is one.
  var offsetEnd: Double?
  /// The transition under way: its nodes and the instant its blend ends.
  var transition: (from: Int, to: Int, ends: Double)?
  /// A change asked for between advances, applied at the instant it was asked at.
  enum Change {
    /// An input takes a value.
    case input(Int, Double)
    /// A node becomes current (``AnimationGraph/enter(_:blend:)``).
    case enter(Int, AnimationGraph.Blend)
  }

  /// Changes made since the last advance, with the graph time they were made at, in order.
  var pending: [(time: Double, change: Change)] = []
  /// Transitions that the loop rule stopped, until an input changes or a node is entered later.
  var spent: Set<Int> = []
  /// The nodes still to go through on a ``AnimationGraph/travel(to:)``.
  var path: [Int] = []
  /// Events to deliver once the graph is consistent.
  var events: [AnimationGraphEvent] = []

  /// Forgets node `node`, which the run does not show, and moves the indices of the nodes after it
  /// down by one; `transitions` gives each transition's new index, or `nil` for one that went. A
  /// travel through the node is cancelled.
  mutating func remove(node: Int, transitions: [Int?]) {
    let moved = { (index: Int) in index > node ? index - 1 : index }
    clocks.remove(node: node)
    current = current == node ? nil : current.map(moved)
    bracket = bracket.filter { $0.node != node }.map { (moved($0.node), $0.weight) }
    if let running = transition {
      transition =
        running.from == node || running.to == node ? nil : (moved(running.from), moved(running.to), running.ends)
    }
    path = path.contains(node) ? [] : path.map(moved)
    pending = pending.compactMap { change in
      guard case .enter(let entered, let blend) = change.change else { return change }
      return entered == node ? nil : (change.time, .enter(moved(entered), blend))
    }
    remove(transitions: transitions)
  }

  /// Renumbers the spent transitions after a removal: `transitions` gives each one's new index, or
  /// `nil` for one that went.
  mutating func remove(transitions: [Int?]) {
    spent = Set(spent.compactMap { transitions[$0] })
  }
}
