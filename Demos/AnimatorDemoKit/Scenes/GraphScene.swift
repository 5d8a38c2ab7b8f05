import Animator

/// A scene whose player is an ``AnimationGraph``: what the REPL's graph commands (`input`, `fire`,
/// `travel`, `enter`, `graph`) and views (`state`, `timeline`, the live view's keys) reach it through.
///
/// A scene adopts it with ``graph`` alone; ``graphMonitor`` adds what the graph's own API does not
/// list (its inputs' kinds, its transitions, the leaves of its blend spaces), the last events and
/// the history of the weights and the properties' values that `timeline` draws.
protocol GraphScene: AnyObject {
  /// The scene's graph, or `nil` when this scene has none (a scene file without a `graph`).
  var graph: AnimationGraph? { get }
  /// What the scene records of its graph, or `nil` for nothing beyond the graph's own API.
  var graphMonitor: GraphMonitor? { get }
  /// Does `action` to ``graph``, as `input`, `fire`, `travel` and `enter` ask (nothing without a graph).
  ///
  /// - Parameter action: The change.
  /// - Throws: What the graph throws; nothing changes then.
  func perform(_ action: GraphAction) throws(AnimationError)
}

extension GraphScene {
  var graphMonitor: GraphMonitor? { nil }
}

/// A change a graph command makes: what `input`, `fire`, `travel` and `enter` do, so that a scene can keep a
/// log of them (``GraphScene/perform(_:)``) and replay it.
enum GraphAction: Equatable, Sendable {
  /// `input NAME true|false`.
  case bool(String, Bool)
  /// `input NAME NUMBER`.
  case number(String, Double)
  /// `fire TRIGGER`.
  case fire(String)
  /// `travel NODE`.
  case travel(String)
  /// `enter NODE [crossfade SECONDS | inertialize SECONDS]`.
  case enter(String, GraphEnterBlend)
}

extension GraphScene {
  /// Does `action` to ``graph``; a scene that replays its inputs (`seek`) also writes it down.
  func perform(_ action: GraphAction) throws(AnimationError) {
    guard let graph else { return }
    try Self.apply(action, to: graph)
  }

  /// Does `action` to `graph`.
  static func apply(_ action: GraphAction, to graph: AnimationGraph) throws(AnimationError) {
    switch action {
    case .bool(let name, let value): try graph.set(name, to: value)
    case .number(let name, let value): try graph.set(name, to: value)
    case .fire(let name): try graph.fire(name)
    case .travel(let node): try graph.travel(to: node)
    case .enter(let node, let blend): try graph.enter(node, blend: blend.blend)
    }
  }
}
