import Animator
import Foundation
import Testing

/// The five players, each made by the same recipe: a rig, a card, and a player of one second or so
/// on the card's opacity, inactive.
enum PlayerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case animator, timeline, spring, decay, fling, graph, nestedGraph, animatorGraph

  var testDescription: String { rawValue }

  /// The kinds the state machine guide has a column for: the graphs of a nested graph and of an
  /// animator are graphs, and answer as the graph does (every cell of theirs is played too).
  static let tabled: [PlayerKind] = [.animator, .timeline, .spring, .decay, .fling, .graph]

  /// Whether it runs forwards only (its `setReversed(true)` is refused).
  var runsForwardsOnly: Bool {
    self == .spring || self == .decay || self == .fling || self == .graph || self == .nestedGraph
      || self == .animatorGraph
  }

  /// A player of this kind on `card.opacity`, inactive, run by `rig`'s engine.
  ///
  /// The fling is made from a timeline paused at 0.2 of a 2-second tween, springing to its end;
  /// it is made running, so it is stopped without finishing to start inactive. The graph holds one
  /// node, a 1-second timeline with no transition out, so it completes at the timeline's end; the
  /// nested graph holds that graph as its one node, and the animator graph a 1-second animator.
  func make(_ rig: TestRig, _ card: Card) throws -> any Animating {
    switch self {
    case .animator:
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 100 }
      return animator
    case .timeline:
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
      return timeline
    case .spring:
      return try SpringAnimation(card.$opacity, to: 100, spring: .smooth, engine: rig.engine)
    case .decay:
      return try DecayAnimation(card.$opacity, velocity: 200, engine: rig.engine)
    case .fling:
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 2, curve: .linear)
      try timeline.pauseAnimation()
      try timeline.seek(to: 0.4)
      let fling = try timeline.fling(velocity: 1, to: .end)
      try fling.stopAnimation(true)
      return fling
    case .graph:
      return try Self.fadeGraph(rig, card)
    case .nestedGraph:
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("inner", .graph(try Self.fadeGraph(rig, card)))
      return graph
    case .animatorGraph:
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 100 }
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("fade", .animator(animator))
      return graph
    }
  }
}

extension PlayerKind {
  /// A graph of one node, a 1-second timeline on `card.opacity` with no transition out.
  static func fadeGraph(_ rig: TestRig, _ card: Card) throws -> AnimationGraph {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("fade", .timeline(timeline))
    return graph
  }
}

/// What a player shows through the one protocol: the same four readings on every player.
struct PlayerReading: Equatable, CustomStringConvertible {
  var state: AnimatingState
  var isRunning: Bool
  var isReversed: Bool
  var fractionComplete: Double

  var description: String {
    "\(state)\(isRunning ? " running" : "") reversed: \(isReversed) at \(fractionComplete)"
  }
}

/// The one generic helper the tests drive every player with: it reads, scrubs, and plays a player
/// through nothing but ``Animating``.
enum Inspector {
  /// What `player` shows now.
  static func read<Player: Animating>(_ player: Player) -> PlayerReading {
    PlayerReading(
      state: player.state, isRunning: player.isRunning, isReversed: player.isReversed,
      fractionComplete: player.fractionComplete)
  }

  /// Pauses `player` and scrubs it to each fraction in turn, returning what it read after each.
  static func scrub<Player: Animating>(_ player: Player, through fractions: [Double]) throws(AnimationError)
    -> [Double]
  {
    try player.pauseAnimation()
    var read: [Double] = []
    for fraction in fractions {
      try player.setFractionComplete(fraction)
      read.append(player.fractionComplete)
    }
    return read
  }

  /// Records every event `player` reports, as text, for as long as the observation lives.
  static func log<Player: Animating>(_ player: Player, into log: EventLog) -> AnimationObservation {
    player.observe { log.lines.append("\($0)") }
  }
}

/// Where ``Inspector/log(_:into:)`` writes.
final class EventLog {
  var lines: [String] = []
}

@MainActor
@Suite("One generic helper drives every player through Animating")
struct AnyPlayerTests {
  @Test("scrubbing a paused player reads back the fraction it was given", arguments: PlayerKind.allCases)
  func scrubs(kind: PlayerKind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    let fractions = [0.25, 0.5, 0.75, 1, 0, 2, -1]
    let read = try Inspector.scrub(player, through: fractions)
    #expect(read.count == fractions.count)
    for (got, wanted) in zip(read, fractions.map { min(max($0, 0), 1) }) {
      #expect(abs(got - wanted) < 1e-9, "\(kind) scrubbed to \(wanted) reads \(got)")
    }
    #expect(
      Inspector.read(player)
        == PlayerReading(state: .active, isRunning: false, isReversed: false, fractionComplete: read.last!))
    // Scrubbing moves what the player shows: the card's opacity is not where it was at the start.
    // docs: begin scrub-any-player
    func scrub(_ player: some Animating, to fraction: Double) throws(AnimationError) {
      try player.pauseAnimation()
      try player.setFractionComplete(fraction)
    }
    // docs: end scrub-any-player
    try scrub(player, to: 0.5)
    let halfway = card.$opacity.presentationValue
    try scrub(player, to: 0)
    #expect(card.$opacity.presentationValue != halfway, "\(kind): scrubbing moves the card")
  }

  @Test("played to its end through the protocol, a player completes once, at the end", arguments: PlayerKind.allCases)
  func plays(kind: PlayerKind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    var endings: [AnimatingPosition] = []
    player.addCompletion { endings.append($0) }
    let log = EventLog()
    let observation = Inspector.log(player, into: log)
    try player.startAnimation()
    #expect(Inspector.read(player).state == .active && player.isRunning)
    rig.advance(milliseconds: 100)
    let early = player.fractionComplete
    #expect(early > 0 && early < 1, "\(kind) after 100 ms: \(early)")
    for _ in 0..<100 { rig.advance(milliseconds: 100) }
    #expect(
      Inspector.read(player)
        == PlayerReading(state: .inactive, isRunning: false, isReversed: false, fractionComplete: 0))
    #expect(endings == [.end])
    #expect(!log.lines.isEmpty, "\(kind) reports events to observe(_:)")
    observation.cancel()
  }

  @Test("restart() goes back to the start and runs, on every player", arguments: PlayerKind.allCases)
  func restarts(kind: PlayerKind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    try player.startAnimation()
    rig.advance(milliseconds: 300)
    let later = player.fractionComplete
    try player.restart()
    #expect(player.isRunning && player.fractionComplete < later)
    #expect(player.fractionComplete == 0)
  }

  @Test("a start after a delay in seconds waits, running, then moves", arguments: PlayerKind.allCases)
  func startsAfterDelay(kind: PlayerKind) throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    let before = card.$opacity.presentationValue
    try player.startAnimation(afterDelay: 0.5)
    #expect(player.isRunning)
    rig.advance(milliseconds: 400)
    #expect(player.fractionComplete == 0 && card.$opacity.presentationValue == before, "\(kind) waits its delay")
    rig.advance(milliseconds: 200)
    #expect(player.fractionComplete > 0, "\(kind) moves after its delay")
    #expect(throws: AnimationError.invalidArgument(parameter: "delay", value: "-1.0", requirement: .nonNegative)) {
      try player.startAnimation(afterDelay: -1.0)
    }
  }

  @Test("observe(_:) and events() hand the same values", arguments: PlayerKind.allCases)
  func sameEvents(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    try await Self.compareEvents(of: player, rig: rig)
  }

  /// Runs `player` to its end while both an observer and a stream follow it, and compares.
  static func compareEvents<Player: Animating>(of player: Player, rig: TestRig) async throws {
    var observed: [String] = []
    let observation = player.observe { observed.append("\($0)") }
    let stream = player.events()
    try player.startAnimation()
    for _ in 0..<30 { rig.advance(milliseconds: 100) }
    try player.pauseAnimation()
    try player.stopAnimation(true)
    observation.cancel()
    var streamed: [String] = []
    for await event in stream {
      streamed.append("\(event)")
      if streamed.count == observed.count { break }
    }
    #expect(!observed.isEmpty)
    #expect(streamed == observed)
  }

  @Test("finished() returns where the run ended, or nil when stopped without finishing", arguments: PlayerKind.allCases)
  func finished(kind: PlayerKind) async throws {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    try player.startAnimation()
    Task { @MainActor in
      for _ in 0..<100 { rig.advance(milliseconds: 100) }
    }
    #expect(await player.finished() == .end)
    try player.startAnimation()
    Task { @MainActor in try player.stopAnimation(true) }
    #expect(await player.finished() == nil)
    #expect(player.state == .inactive)
  }
}
