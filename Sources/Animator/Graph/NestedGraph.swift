/// A recorded ``AnimationGraph/Node/graph(_:)`` (``GraphMotion``): a copy of another graph's nodes,
/// transitions and entry, run by the graph that shows it as one of its nodes.
///
/// Its time is the node's time: it starts at its entry node when the node is entered, and its
/// transitions fire at exact instants of that time, which the parent's walk visits in order (the
/// child's instants before the parent's transitions at the same instant). It reads its parent's
/// inputs, by index: its own were matched to the parent's by name when it was added. What its
/// nodes show is summed into channels of its own, then added into the parent's at the node's
/// weight, so an inertialization inside it decays inside it. Its events reach the parent's
/// observers with the node's name and a slash before each name, in the parent's time.
final class NestedGraph: GraphRunning {
  /// The graph that plays, whose reduced motion, cap on transitions and diagnostics apply.
  unowned let root: AnimationGraph
  /// What made the copy: the parent's channels are where this graph's channels add into.
  unowned let outer: any GraphChannelMaking
  var structure = GraphStructure()
  var run = GraphRun()
  var channels = GraphChannels()
  /// What comes before each node's name in the events the parent reports: `"locomotion/"`.
  let prefix: String
  /// The graph the copy was made from, so that a graph is never nested in itself.
  weak var source: AnimationGraph?

  /// Copies `source`'s nodes, transitions and entry; each input index `i` of `source` is `map[i]`
  /// of `inputs`, the parent's.
  init(
    copying source: GraphStructure, of graph: AnimationGraph?, into outer: any GraphChannelMaking,
    inputs: GraphInputs, map: [Int], root: AnimationGraph, prefix: String
  ) {
    self.root = root
    self.outer = outer
    self.prefix = prefix
    self.source = graph
    var copied = GraphStructure()
    copied.names = source.names
    copied.indices = source.indices
    copied.entry = source.entry
    copied.holdsGraphs = source.holdsGraphs
    copied.inputs = inputs
    copied.transitions = source.transitions.map { transition in
      var mapped = transition
      mapped.conditions = transition.conditions.map { $0.mapped(map) }
      return mapped
    }
    structure = copied
    structure.motions = source.motions.map { $0.copy(into: self, inputs: inputs, map: map, root: root) }
  }

  var motionReduced: Bool { root.playback.motionReduced }

  var maximumTransitionsPerTick: Int { root.maximumTransitionsPerTick }

  func reducedPace(over length: Double) -> Double { root.reducedPace(over: length) }

  func report(_ error: AnimationError) { root.engine.report(error) }

  func channel<Value: Animatable>(for property: AnimatedProperty<Value>) -> GraphChannel<Value> {
    let key = ObjectIdentifier(property)
    if let existing = channels.byProperty[key] as? GraphChannel<Value> { return existing }
    let channel = GraphChannel(property, outer: outer.channel(for: property))
    channels.byProperty[key] = channel
    channels.all.append(channel)
    return channel
  }

  /// Hands the events gathered since the last call to `events`, named under ``prefix``, each at
  /// `time` or else at its instant in the caller's time.
  func deliver(into events: inout [AnimationGraphEvent], clock: GraphRun.Clock, at time: Double? = nil) {
    guard !run.events.isEmpty else { return }
    for event in run.events {
      let name = { (node: String) in self.prefix + node }
      let at = { (instant: Double) in time ?? clock.graphTime(instant) }
      switch event {
      case .nodeEntered(let node, let instant): events.append(.nodeEntered(name(node), time: at(instant)))
      case .nodeExited(let node, let instant): events.append(.nodeExited(name(node), time: at(instant)))
      case .transitionStarted(let from, let to, let instant):
        events.append(.transitionStarted(from: name(from), to: name(to), time: at(instant)))
      case .transitionEnded(let from, let to, let instant):
        events.append(.transitionEnded(from: name(from), to: name(to), time: at(instant)))
      case .state, .isRunning, .completed: break
      }
    }
    run.events.removeAll(keepingCapacity: true)
  }

  /// The current node and its clock; before the graph is entered, its entry node at the node's
  /// own time.
  private var shown: (motion: any GraphMotion, clock: GraphRun.Clock)? {
    if let current = run.current, let clock = run.clocks[current] { return (structure.motions[current], clock) }
    return structure.entry.map { (structure.motions[$0], GraphRun.Clock(entry: 0, offset: 0)) }
  }
}

extension NestedGraph: GraphMotion {
  func accumulate(
    at time: Double, rate: Double, weight: Double, weightVelocity: Double, inputs: GraphInputs, probe: Bool
  ) {
    accumulate(at: time)
    for channel in channels.all {
      channel.addIntoOuter(weight: weight, weightVelocity: weightVelocity, rate: rate, probe: probe)
    }
  }

  /// The current node's progress.
  func progress(at time: Double, inputs: GraphInputs) -> Double {
    guard let (motion, clock) = shown else { return 1 }
    return motion.progress(at: clock.time(at: time), inputs: inputs)
  }

  /// The current node's iteration length (the entry node's before the graph is entered).
  func cycle(inputs: GraphInputs) -> Double {
    shown?.motion.cycle(inputs: inputs) ?? 0
  }

  /// When the nested graph completes: its current node has no transition out and reaches its end.
  var end: Double {
    guard run.current != nil else { return .infinity }
    return completionInstant() ?? .infinity
  }

  func time(reaching progress: Double, from time: Double, inputs: GraphInputs) -> Double? {
    guard let (motion, clock) = shown else { return progress <= 1 ? time : nil }
    return motion.time(reaching: progress, from: clock.time(at: time), inputs: inputs).map { clock.graphTime($0) }
  }

  /// Starts again at the entry node, at node time `time`.
  func enter(at time: Double, inputs: GraphInputs) {
    run = GraphRun()
    run.time = time
    for channel in channels.all { channel.dropOffset() }
    if let entry = structure.entry { enter(entry, at: time, nodeTime: time, keeping: []) }
  }

  /// An input changes at node time `time`: the nested graph's walk resumes from there, where its
  /// transitions may now fire.
  func inputsWillChange(at time: Double, inputs: GraphInputs) {
    guard run.current != nil else { return }
    run.time = max(run.time, time)
    for (node, clock) in run.clocks.entries {
      structure.motions[node].inputsWillChange(at: clock.time(at: time), inputs: inputs)
    }
    run.spent = []
  }

  func copy(into context: any GraphChannelMaking, inputs: GraphInputs, map: [Int], root: AnimationGraph)
    -> any GraphMotion
  {
    NestedGraph(
      copying: structure, of: source, into: context, inputs: inputs, map: map, root: root, prefix: prefix)
  }

  func holds(_ graph: AnimationGraph) -> Bool {
    source === graph || structure.motions.contains { $0.holds(graph) }
  }

  func advance(through time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent]) {
    guard run.current != nil else { return }
    _ = processInstants(through: time, clock: clock)
    deliver(into: &events, clock: clock)
  }

  func nextInstant(clock: GraphRun.Clock) -> Double {
    guard run.current != nil else { return .infinity }
    let completion = completionInstant()
    if let completion, completion <= run.time { return .infinity }
    return clock.graphTime(nextInstant(after: run.time, completion: completion))
  }

  func leave(at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent]) {
    guard run.current != nil else { return }
    exitNodes(at: clock.time(at: time)) { _ in false }
    deliver(into: &events, clock: clock, at: time)
    run = GraphRun()
    for channel in channels.all { channel.dropOffset() }
  }

  func scrub(to fraction: Double, at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent])
    -> Bool
  {
    guard run.current != nil else { return false }
    scrubCurrent(to: fraction, at: time)
    deliver(into: &events, clock: clock)
    return true
  }
}

@available(*, unavailable)
extension NestedGraph: Sendable {}
