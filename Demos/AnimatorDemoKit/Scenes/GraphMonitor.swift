import Animator

/// What a ``GraphScene`` records of its graph as it runs: the last events with their instants, the
/// blend in progress, and each leaf's weight and each tracked property's value after every tick
/// that changed what is shown (what `timeline` draws as a lane per leaf and per property).
///
/// It samples on the engine's ``AnimationEngine/observeChanges(_:)``, so the scene makes at least
/// one property its graph always moves report its changes.
final class GraphMonitor {
  /// One sample of the weights: the engine's time, and a weight per leaf (``leaves``' order).
  struct Sample {
    /// The engine's time, in seconds.
    var seconds: Double
    /// The weights.
    var weights: [Double]
  }

  /// The blend in progress: its transition and when it started, in the graph's time.
  struct Blend: Equatable {
    /// The source node.
    var from: String
    /// The target node.
    var to: String
    /// When it started.
    var time: Double
  }

  /// What the graph's API does not list.
  let outline: GraphOutline
  /// The leaves, `node/leaf` for a blend space's points.
  let leaves: [String]
  /// The weights sampled so far, oldest first (at most ``keptSamples``).
  private(set) var history: [Sample] = []
  /// The last events with instants (node entered, transition started and ended), oldest first.
  private(set) var events: [AnimationGraphEvent] = []
  /// The blend in progress, or `nil`.
  private(set) var blend: Blend?
  /// How many events there have been: the newest `eventCount - n` of ``events`` came after a moment
  /// when it was `n`.
  private(set) var eventCount = 0
  /// Each nested graph node's current node, by the node's name, as its last `node/inner` entry
  /// said; cleared when the graph starts again.
  private(set) var nestedCurrent: [String: String] = [:]
  /// The properties whose values are recorded, in the order `timeline` draws them (``track(_:)``).
  private(set) var properties: [any PropertyTrack] = []
  private unowned let graph: AnimationGraph
  private var observations: [AnimationObservation] = []

  /// The most events kept.
  static let keptEvents = 6
  /// The most samples kept: more than a minute of frames at 30 a second.
  static let keptSamples = 2_048

  /// Starts recording `graph`.
  ///
  /// - Parameters:
  ///   - graph: The graph; the scene that owns the monitor keeps it.
  ///   - outline: What its API does not list.
  init(graph: AnimationGraph, outline: GraphOutline) {
    self.graph = graph
    self.outline = outline
    leaves = outline.leaves(of: graph.nodes)
    observations.append(graph.observe { [weak self] event in self?.note(event) })
    observations.append(graph.engine.observeChanges { [weak self] _ in self?.sample() })
  }

  private func note(_ event: AnimationGraphEvent) {
    // The weights from the instant the graph starts, before its first tick.
    sample()
    switch event {
    case .state(let state):
      if state == .inactive { nestedCurrent = [:] }
      return
    case .isRunning:
      return
    case .transitionStarted(let from, let to, let time):
      blend = Blend(from: from, to: to, time: time)
    case .transitionEnded(let from, let to, _):
      if blend?.from == from, blend?.to == to { blend = nil }
    case .nodeEntered(let name, _):
      // `node/inner`: a nested graph's node; deeper names belong to graphs nested in that one.
      let parts = name.split(separator: "/", omittingEmptySubsequences: false)
      if parts.count == 2 { nestedCurrent[String(parts[0])] = String(parts[1]) }
    case .nodeExited, .completed:
      break
    }
    events.append(event)
    eventCount += 1
    if events.count > Self.keptEvents { events.removeFirst(events.count - Self.keptEvents) }
  }

  /// Records the values of `watched` from now on, with the weights.
  ///
  /// - Parameter watched: The scene's properties (what `state` lists).
  func track(_ watched: [WatchedProperty]) {
    properties = watched.map { $0.track() }
    let seconds = graph.engine.time / .seconds(1)
    for property in properties { property.sample(at: seconds) }
  }

  /// Records the weights and the properties' values now, each if it changed since its last sample.
  func sample() {
    let weights = outline.leafWeights(of: graph, nestedCurrent: nestedCurrent).map(\.weight)
    let seconds = graph.engine.time / .seconds(1)
    for property in properties { property.sample(at: seconds) }
    if let last = history.last, last.weights == weights, last.seconds <= seconds { return }
    // A replay or a fresh start can move the engine's time back: the history starts again.
    if let last = history.last, last.seconds > seconds { history.removeAll() }
    history.append(Sample(seconds: seconds, weights: weights))
    if history.count > Self.keptSamples { history.removeFirst(history.count - Self.keptSamples / 2) }
  }

  /// The weight of leaf `index` at `seconds`: the last sample's at or before it (0 before the first).
  ///
  /// - Parameters:
  ///   - index: The leaf.
  ///   - seconds: The engine's time.
  /// - Returns: The weight.
  func weight(ofLeaf index: Int, at seconds: Double) -> Double {
    var low = 0
    var high = history.count
    while low < high {
      let middle = (low + high) / 2
      if history[middle].seconds <= seconds { low = middle + 1 } else { high = middle }
    }
    guard low > 0, index < history[low - 1].weights.count else { return 0 }
    return history[low - 1].weights[index]
  }

  /// The lanes of `timeline` over the last `window` seconds up to `now` (the engine's time): a lane
  /// per leaf with its weight in shades, then a lane per tracked property with its value.
  ///
  /// - Parameters:
  ///   - now: The engine's time, in seconds.
  ///   - window: How many seconds the view shows.
  /// - Returns: The lanes; none before the first sample.
  func lanes(now: Double, window: Double) -> [Lane] {
    guard let first = history.first else { return [] }
    let start = max(first.seconds, now - window)
    let history = history
    let weights = leaves.enumerated().map { index, leaf in
      // A copy of the leaf's samples: a lane's progress closure is `Sendable`.
      let samples = history.map { (seconds: $0.seconds, weight: index < $0.weights.count ? $0.weights[index] : 0) }
      let span = now - start
      let segment = Lane.Segment(
        start: start, end: now, label: "weight \(Format.fixed(samples.last?.weight ?? 0, 2)) now"
      ) { fraction in
        let seconds = start + fraction * span
        return samples.last { $0.seconds <= seconds }?.weight ?? 0
      }
      return Lane(label: leaf, segments: [segment], drawing: .weight)
    }
    return weights + properties.map { $0.lane(from: start, to: now) }
  }
}
