import Animator
import AnimatorScene

/// A user's scene, built from a ``SceneDocument`` (a scene file): its layers, and one ``Timeline``
/// of its tweens, springs, keyframes, labels and markers, which is the player; or, when the file
/// has a graph, the ``AnimationGraph`` built from it, which is then the player, endless.
///
/// Markers log their crossings (`marker done forward`); a marker whose name is `remove LAYER` also
/// takes that layer out of its superlayer going forwards and puts it back going backwards, and
/// `unmask LAYER` drops that layer's mask the same way (the seed scenes' completions).
final class FileScene: DemoScene {
  let kind: SceneKind
  let clock = ManualClock()
  let engine: AnimationEngine
  private(set) var root: Layer
  let windowColor: Color
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?
  /// The scene's name, from the file.
  let name: String
  /// The user's timeline: the player, unless the file has a graph.
  let timeline: Timeline
  /// The file's graph over the layers, the player when there is one; `nil` for a file without.
  private(set) var graph: AnimationGraph?
  /// What the REPL records of ``graph`` (events, weights over time), `nil` without a graph.
  private(set) var graphMonitor: GraphMonitor?
  /// The layers by name.
  var layers: [String: Layer] = [:]
  /// The document the scene was built from, kept up to date by the REPL's edits.
  var document: SceneDocument
  /// The timeline's children, one per item of the document (labels have none).
  var children: [TimelineChild?] = []
  /// For each layer and property (`"layer.property"`), the end values of the items added on it,
  /// by start time (ties in the order added): what ``startValue(of:)`` looks up, so that adding N
  /// springs costs O(N log N), not O(N²). `nil` until a spring needs it, and after an edit that
  /// moves or removes an item: a timeline without springs never makes it (a key and a table entry
  /// an item would weigh on the load of a long timeline of tweens).
  var endValues: [String: [(time: Double, value: SceneValue)]]?
  /// The last curve ``namedCurve(of:)`` read, with its spelling.
  var lastCurve: (text: String, curve: TimingCurve)?

  /// Builds the scene.
  ///
  /// - Parameters:
  ///   - document: A checked document (``SceneDocument/load(_:)``).
  ///   - kind: The seed it stands for, for the REPL's views (`launch` by default).
  /// - Throws: ``AnimationError`` if the timeline refuses an item (a checked document never does).
  init(document: SceneDocument, kind: SceneKind = .launch) throws(AnimationError) {
    self.kind = kind
    self.document = document
    name = document.name
    engine = AnimationEngine(clock: clock)
    windowColor = document.background.flatMap(SceneColor.parse) ?? .white
    let size = Size2D(width: document.size[0], height: document.size[1])
    // The first layer is the root; an empty scene gets a plain one.
    let holder = Layer(name: "holder")
    root = Layer(
      name: "window", bounds: Rect2D(origin: .zero, size: size),
      position: Point2D(x: size.width / 2, y: size.height / 2))
    let engine = engine
    timeline = scope.add { Timeline(engine: engine, name: document.name) }
    layers.reserveCapacity(document.layers.count)
    // By index, borrowing each layer's fields: a copy of a `SceneLayer` would retain each of its
    // fields, a large part of the work on a file of many layers.
    let specs = document.layers
    for index in specs.indices { build(specs[index], root: holder) }
    if let first = document.layers.first.flatMap({ layers[$0.name] }) {
      first.removeFromSuperlayer()
      root = first
    }
    // Borrowing each item in place: a copy of an item retains its strings. (A spring's
    // `startValue(of:)` reads `children` as it stands, so each child joins it at once.)
    children.reserveCapacity(document.timeline.count)
    try Self.forEachItem(of: document) { item throws(AnimationError) in
      let child = try add(item)
      children.append(child)
      if let child, endValues != nil { noteEndValue(of: item, at: child.startTime) }
    }
    timeline.pausesOnCompletion = true
    let log = log
    timeline.addCompletion { [weak self] position in
      self?.recordEnd(position)
      log.add("\(document.name) ended at \(position)")
    }
    if let spec = document.graph {
      let graph = try makeGraph(spec)
      graph.addCompletion { [weak self] position in
        self?.recordEnd(position)
        log.add("\(document.name) ended at \(position)")
      }
      self.graph = graph
      graphMonitor = GraphMonitor(graph: graph, outline: Self.outline(of: spec))
      graphMonitor?.track(watched)
    }
  }

  private func build(_ spec: borrowing SceneLayer, root: Layer) {
    // The values go to the initializer, not the setters: a layer that nothing animates then makes
    // none of its eight `AnimatedProperty` objects (``LazyAnimated``).
    let contents: LayerContents
    if let text = spec.text {
      contents = .text(text, color: spec.textColor.flatMap(SceneColor.parse) ?? .black, fontSize: spec.fontSize ?? 17)
    } else if let logo = spec.logo.flatMap(SceneColor.parse) {
      contents = .logo(logo)
    } else {
      contents = .none
    }
    let layer = Layer(
      name: spec.name,
      bounds: spec.boundsNumbers.map { Rect2D(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero,
      position: spec.positionNumbers.map { Point2D(x: $0.x, y: $0.y) } ?? .zero,
      anchorPoint: spec.anchorPoint.map { Point2D(x: $0[0], y: $0[1]) } ?? Point2D(x: 0.5, y: 0.5),
      transform: spec.transform.map { AffineTransform2D(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
        ?? .identity,
      opacity: spec.opacity ?? 1, backgroundColor: spec.backgroundColor.flatMap(SceneColor.parse) ?? .clear,
      cornerRadius: spec.cornerRadius ?? 0, contents: contents)
    layers[spec.name] = layer
    if let owner = spec.maskOf.flatMap({ layers[$0] }) {
      owner.mask = layer
    } else {
      (spec.parent.flatMap { layers[$0] } ?? root).addSublayer(layer)
    }
  }

  var player: any Animating { graph ?? timeline }
  var labels: [TimelineLabel] { graph == nil ? timeline.labels : [] }
  var length: SceneLength {
    // A graph runs until it is stopped: its inputs, not a timeline, say what it shows.
    guard graph == nil else { return .endless(window: 10) }
    let total = timeline.totalDuration
    return total.isFinite ? .finite(total) : .endless(window: 10)
  }

  var lanes: [Lane] {
    // A graph's: its leaves' weights and its properties' values over the last 10 s.
    if let graphMonitor { return graphMonitor.lanes(now: engineSeconds, window: 10) }
    var lanes: [Lane] = []
    for (item, child) in zip(document.timeline, children) {
      guard let child, let layer = item.layer, let property = item.property else { continue }
      let label = "\(layer).\(property)"
      let curve = (try? Self.curve(of: item)) ?? .linear
      let how = item.type == .tween ? Self.curveText(of: item) : item.type.rawValue
      let text = "\(item.name ?? item.type.rawValue) \(how)"
      let segment = Lane.segment(child: child, text, curve: curve)
      if let index = lanes.firstIndex(where: { $0.label == label }) {
        lanes[index].segments.append(segment)
      } else {
        lanes.append(Lane(label: label, segments: [segment]))
      }
    }
    return lanes
  }

  var watched: [WatchedProperty] {
    var seen: Set<String> = []
    var watched: [WatchedProperty] = []
    let animated = document.timeline.compactMap { item in
      item.layer.flatMap { layer in item.property.map { (layer, $0) } }
    }
    for (name, property) in animated + graphProperties.map({ ($0.layer, $0.property) }) {
      guard let layer = layers[name] else { continue }
      let label = "\(name).\(property)"
      guard seen.insert(label).inserted else { continue }
      switch property {
      case "opacity": watched.append(WatchedProperty(label, layer.$opacity, Format.value))
      case "cornerRadius": watched.append(WatchedProperty(label, layer.$cornerRadius, Format.value))
      case "position": watched.append(WatchedProperty(label, layer.$position, Format.value))
      case "anchorPoint": watched.append(WatchedProperty(label, layer.$anchorPoint, Format.value))
      case "bounds": watched.append(WatchedProperty(label, layer.$bounds, Format.value))
      case "transform": watched.append(WatchedProperty(label, layer.$transform, Format.value))
      default: watched.append(WatchedProperty(label, layer.$backgroundColor, Format.value))
      }
    }
    return watched
  }

  func tap() -> TapOutcome { .replay }

  func refusal(for action: PlayerAction) -> String? {
    guard graph != nil else { return nil }
    switch action {
    case .reverse: return "this scene's player is a graph, which runs forwards only"
    case .scrub: return "this scene's player is a graph: its inputs, not a playhead, say what it shows"
    default: return nil
    }
  }

  func scopeName(of player: any Animating) -> String? {
    (player as? Timeline)?.name ?? (player as? AnimationGraph)?.name
  }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}
