import Animator

/// An animation graph drives a figure: `locomotion`, a blend space on the number input `speed` (idle
/// breathing at 0, a walk at 1, a run at 3, in step), `jump` on the trigger `jump`, and `wave`, a
/// pose that only `travel` reaches. The graph is the player, and it never ends.
///
/// `input`, `fire` and `travel` go through ``perform(_:)``, which writes each down with the graph's
/// time: `seek` and `scrub` make the scene again and replay them up to the time asked for, paused
/// there, so the same inputs at the same instants show the same frame (the graph's promise, shown).
final class HeroScene: DemoScene, GraphScene {
  /// A graph command and when it was done: the graph's time, or `nil` before the graph started.
  typealias LoggedAction = (time: Double?, action: GraphAction)

  let kind = SceneKind.hero
  private(set) var clock = ManualClock()
  private(set) var engine: AnimationEngine
  let windowColor = HeroFigure.sky
  let log = EventLog()
  private(set) var scope: AnimationScope
  var endedPosition: Double?
  /// The layers.
  private(set) var figure: HeroFigure
  /// The graph: the player.
  private(set) var hero: AnimationGraph
  /// Its events and the history of its weights.
  private(set) var monitor: GraphMonitor
  /// The graph commands so far, oldest first: what a seek replays.
  private(set) var actions: [LoggedAction] = []

  /// The seconds a scrub fraction of 1 stands for.
  static let window = 10.0
  /// The latest time `seek` replays to.
  static let longestSeek = 600.0
  /// The most graph commands kept for replays.
  static let keptActions = 10_000

  /// What the graph's API does not list, for `graph` and the weights.
  static let outline = GraphOutline(
    inputs: [GraphOutline.Input(name: "speed", kind: .number), GraphOutline.Input(name: "jump", kind: .trigger)],
    nodes: [
      "locomotion": "blend space on speed, in step", "jump": "timeline 0.70 s", "wave": "pose",
    ],
    blendSpaces: [
      GraphOutline.BlendSpace(
        node: "locomotion", input: "speed", leaves: [("idle", 0), ("walk", 1), ("run", 3)])
    ],
    transitions: [
      "locomotion → jump on jump, cross-fade 0.10 s easeOut",
      "jump → locomotion at exit time 1, inertialize 0.25 s",
      "locomotion → wave by travel, cross-fade 0.30 s",
      "wave → locomotion by travel, cross-fade 0.30 s",
    ])

  init() {
    engine = AnimationEngine(clock: clock)
    (figure, scope, hero, monitor) = Self.build(engine: engine, log: log)
    monitor.track(watched)
    watchCompletion()
  }

  /// Makes the layers, the graph in a new scope, and its monitor.
  private static func build(
    engine: AnimationEngine, log: EventLog
  ) -> (HeroFigure, AnimationScope, AnimationGraph, GraphMonitor) {
    let figure = HeroFigure()
    figure.reportChanges()
    let scope = AnimationScope()
    let graph = scope.add { AnimationGraph(engine: engine, name: "hero") }
    // The nodes' timelines are descriptions the graph reads when each node is added; they are
    // never played, so they are made outside the scope.
    setUp(log) { () throws(AnimationError) in
      try graph.addInput("speed", .number(0))
      try graph.addInput("jump", .trigger)
      let idle = try figure.idle(engine: engine)
      let walk = try figure.stride("walk", seconds: 1, legs: 0.42, arms: 0.35, engine: engine)
      let run = try figure.stride("run", seconds: 0.6, legs: 0.7, arms: 0.9, engine: engine)
      let locomotion = try BlendSpace1D(
        input: "speed", points: [(0, .timeline(idle)), (1, .timeline(walk)), (3, .timeline(run))], sync: true)
      try graph.addNode("locomotion", .blendSpace(locomotion))
      try graph.addNode("jump", .timeline(try figure.jump(engine: engine)))
      try graph.addNode("wave", .pose { figure.wave() })
      try graph.addTransition(
        from: "locomotion", to: "jump", when: [.triggered("jump")], blend: .crossFade(0.1, curve: .easeOut))
      try graph.addTransition(from: "jump", to: "locomotion", exitTime: 1, blend: .inertialize(0.25))
      try graph.addTransition(from: "locomotion", to: "wave", blend: .crossFade(0.3), automatic: false)
      try graph.addTransition(from: "wave", to: "locomotion", blend: .crossFade(0.3), automatic: false)
    }
    return (figure, scope, graph, GraphMonitor(graph: graph, outline: outline))
  }

  private func watchCompletion() {
    hero.addCompletion { [weak self] position in self?.recordEnd(position) }
  }

  var root: Layer { figure.root }
  var graph: AnimationGraph? { hero }
  var graphMonitor: GraphMonitor? { monitor }
  var player: any Animating { hero }
  var length: SceneLength { .endless(window: Self.window) }

  func scopeName(of player: any Animating) -> String? { player === hero ? "hero" : nil }

  func perform(_ action: GraphAction) throws(AnimationError) {
    try Self.apply(action, to: hero)
    actions.append((hero.state == .inactive ? nil : hero.time, action))
    if actions.count > Self.keptActions { actions.removeFirst(actions.count - Self.keptActions) }
  }

  var lanes: [Lane] { monitor.lanes(now: engineSeconds, window: Self.window) }

  var watched: [WatchedProperty] {
    [
      WatchedProperty("hero.position", figure.body.$position, Format.value),
      WatchedProperty("hero.transform", figure.body.$transform, Format.value),
      WatchedProperty("leftLeg.rotation", figure.leftLeg.$rotation, Format.value),
      WatchedProperty("rightLeg.rotation", figure.rightLeg.$rotation, Format.value),
      WatchedProperty("rightArm.rotation", figure.rightArm.$rotation, Format.value),
      WatchedProperty("shadow.opacity", figure.shadow.$opacity, Format.value),
    ]
  }

  func tap() -> TapOutcome {
    do {
      try perform(.fire("jump"))
    } catch {
      return .none("the jump could not be fired: \(error)")
    }
    let when = hero.state == .inactive ? "when the graph starts (\"play\")" : "at the next tick"
    return .handled("fired jump: the figure jumps from locomotion \(when), as \"fire jump\" does")
  }

  func refusal(for action: PlayerAction) -> String? {
    switch action {
    case .reverse:
      "hero runs forwards only, as every graph does (try \"seek 2s\": it replays the inputs up to 2 s)"
    case .finish(.end):
      "hero is endless: it has no end to finish at (try \"finish start\" or \"finish current\")"
    case .play, .pause, .scrub, .stop, .finish:
      nil
    }
  }

  /// Makes the scene again on a fresh clock, replays the graph commands done before `seconds` at
  /// their instants, and pauses the graph at `seconds`.
  ///
  /// - Parameter seconds: The graph's time, `0...longestSeek`.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped,
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` outside the range.
  func seek(toSeconds seconds: Double) throws(AnimationError) {
    guard hero.state != .stopped else { throw .invalidAction(.seek, state: .stopped) }
    guard seconds.isFinite, seconds >= 0, seconds <= Self.longestSeek else {
      throw .invalidArgument(parameter: "time", value: "\(seconds)", requirement: .range(0...Self.longestSeek))
    }
    replay(actions.filter { ($0.time ?? 0) <= seconds }, toSeconds: seconds)
    try hero.pauseAnimation()
  }

  /// Makes the scene again on a fresh clock, its graph running, and does `script` at its instants
  /// up to `seconds` (the graph's time), where it leaves the graph running.
  ///
  /// - Parameters:
  ///   - script: Graph commands and their times (`nil`: before the graph starts).
  ///   - seconds: Where to stop.
  func replay(_ script: [LoggedAction], toSeconds seconds: Double) {
    let scale = engine.timeScale
    if hero.state != .inactive { try? hero.stopAnimation(true) }
    clock = ManualClock()
    engine = AnimationEngine(clock: clock)
    (figure, scope, hero, monitor) = Self.build(engine: engine, log: log)
    monitor.track(watched)
    watchCompletion()
    actions = []
    endedPosition = nil
    // A command the graph refused the first time is refused again, and changes nothing again.
    for entry in script where entry.time == nil { try? perform(entry.action) }
    try? hero.startAnimation()
    for entry in script {
      guard let time = entry.time else { continue }
      advanceGraph(to: time)
      try? perform(entry.action)
    }
    advanceGraph(to: seconds)
    engine.timeScale = scale
  }

  /// Ticks the engine until the graph's time is `seconds`, a second at most a tick, then once more
  /// at that instant so that what was done there is processed.
  func advanceGraph(to seconds: Double) {
    for _ in 0..<Int(Self.longestSeek) + 2 {
      let left = seconds - hero.time
      guard left > 1e-9 else { break }
      try? engine.tick(by: .nanoseconds(Int64((min(left, 1) * 1e9).rounded())))
    }
    try? engine.tick(by: .zero)
  }
}
