import Animator
import AnimatorScene

/// A user's scene, built from a ``SceneDocument`` (a scene file): its layers, and one ``Timeline``
/// of its tweens, springs, keyframes, labels and markers, which is the player.
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
  var endedPosition: Double?
  /// The scene's name, from the file.
  let name: String
  /// The user's timeline: the player.
  let timeline: Timeline
  /// The layers by name.
  private(set) var layers: [String: Layer] = [:]
  /// The document the scene was built from, kept up to date by the REPL's edits.
  var document: SceneDocument
  /// The timeline's children, one per item of the document (labels have none).
  private(set) var children: [TimelineChild?] = []
  /// For each layer and property (`"layer.property"`), the end values of the items added on it,
  /// by start time (ties in the order added): what ``startValue(of:)`` looks up, so that adding N
  /// springs costs O(N log N), not O(N²) (issue 30, item 8). `nil` until a spring needs it, and
  /// after an edit that moves or removes an item: a timeline without springs never makes it (for
  /// 10^6 tweens, a key and a table entry an item were a sixth of the load, issue 30 item 5).
  private var endValues: [String: [(time: Double, value: SceneValue)]]?
  /// The last curve ``namedCurve(of:)`` read, with its spelling.
  private var lastCurve: (text: String, curve: TimingCurve)?

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
    timeline = Timeline(engine: engine, name: document.name)
    layers.reserveCapacity(document.layers.count)
    // By index, borrowing each layer's fields: a copy of a `SceneLayer` retains each of its
    // fields, which for 10^6 layers was a quarter of the demo's work on them (issue 30, item 5).
    let specs = document.layers
    for index in specs.indices { build(specs[index], root: holder) }
    if let first = document.layers.first.flatMap({ layers[$0.name] }) {
      first.removeFromSuperlayer()
      root = first
    }
    // Borrowing each item in place: a copy of an item retains its strings. (A spring's
    // `startValue(of:)` reads `children` as it stands, so each child joins it at once.)
    children.reserveCapacity(document.timeline.count)
    try document.timeline.withUnsafeBufferPointer { items throws(AnimationError) in
      for index in items.indices {
        let child = try add(items[index])
        children.append(child)
        if let child, endValues != nil { noteEndValue(of: items[index], at: child.startTime) }
      }
    }
    timeline.pausesOnCompletion = true
    let log = log
    timeline.addCompletion { [weak self] position in
      self?.recordEnd(position)
      log.add("\(document.name) ended at \(position)")
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

  func add(_ item: borrowing SceneItem) throws(AnimationError) -> TimelineChild? {
    let position: TimelinePosition = item.start.map { .at($0) } ?? .end()
    let timing = item.timing?.effectTiming ?? EffectTiming()
    switch item.type {
    case .label:
      try timeline.addLabel(item.name ?? "", at: position)
      return nil
    case .marker:
      let name = item.name ?? ""
      let log = log
      let action = markerAction(name)
      return try timeline.addCallback(at: position, name: name) { direction in
        action?(direction)
        log.add("marker \(name) \(direction)")
      }
    case .tween, .spring, .keyframes:
      guard let layer = item.layer.flatMap({ layers[$0] }), let property = item.property else { return nil }
      switch property {
      case "opacity": return try add(item, layer.$opacity, position, timing) { $0.number }
      case "cornerRadius": return try add(item, layer.$cornerRadius, position, timing) { $0.number }
      case "position": return try add(item, layer.$position, position, timing) { $0.point }
      case "anchorPoint": return try add(item, layer.$anchorPoint, position, timing) { $0.point }
      case "bounds": return try add(item, layer.$bounds, position, timing) { $0.rect }
      case "transform": return try add(item, layer.$transform, position, timing) { $0.transform }
      default: return try addColor(item, layer.$backgroundColor, position, timing)
      }
    }
  }

  private func add<Value: Animatable & Sendable>(
    _ item: SceneItem, _ property: AnimatedProperty<Value>, _ position: TimelinePosition, _ timing: EffectTiming,
    _ convert: (SceneValue) -> Value
  ) throws(AnimationError) -> TimelineChild? {
    switch item.type {
    case .spring:
      guard let to = item.to else { return nil }
      // A spring's length depends on where it starts, which the timeline learns only when it
      // records its children in time order (the property then holds the target of the last item on
      // it that starts no later). Until then the spring measures itself from the property's model
      // value, so that value is held at the start it will have while the spring is added: the
      // length shown before the first run is the run's.
      let saved = property.modelValue
      let start = timeline.state == .inactive ? startValue(of: item) : nil
      if let start { property.modelValue = convert(start) }
      defer { if start != nil { property.modelValue = saved } }
      return try timeline.addSpring(
        of: property, to: convert(to), spring: item.spring?.value ?? .smooth, timing: timing, at: position,
        name: item.name
      ).child
    default:
      return try addTweenOrKeyframes(item, property, position, timing, convert)
    }
  }

  /// The value `item`'s property holds where the timeline records `item`: the end value of the
  /// last item already added on the same layer and property that starts no later, or `nil` (the
  /// layer's own value) when there is none.
  private func startValue(of item: SceneItem) -> SceneValue? {
    let start = item.start ?? timeline.duration
    if endValues == nil {
      endValues = [:]
      for (other, child) in zip(document.timeline.prefix(children.count), children) {
        if let child { noteEndValue(of: other, at: child.startTime) }
      }
    }
    guard let key = Self.endValueKey(item), let values = endValues?[key] else { return nil }
    // The last value that starts no later than `start`.
    let index = Self.upperBound(values, start)
    return index > 0 ? values[index - 1].value : nil
  }

  private static func endValueKey(_ item: SceneItem) -> String? {
    guard let layer = item.layer, let property = item.property else { return nil }
    return "\(layer).\(property)"
  }

  /// The first index of `values` whose time is above `time`.
  fileprivate static func upperBound(_ values: [(time: Double, value: SceneValue)], _ time: Double) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Keeps `item`'s end value for ``startValue(of:)``, at `time`, after the values that start no later.
  private func noteEndValue(of item: SceneItem, at time: Double) {
    guard endValues != nil, let key = Self.endValueKey(item),
      let value = item.type == .keyframes ? item.values?.last : item.to
    else { return }
    // In place: the common case, a start no earlier than the others', appends.
    endValues?[key, default: []].insertInTimeOrder((time, value))
  }

  private func addColor(
    _ item: SceneItem, _ property: AnimatedProperty<Color>, _ position: TimelinePosition, _ timing: EffectTiming
  ) throws(AnimationError) -> TimelineChild? {
    try addTweenOrKeyframes(item, property, position, timing) { $0.color }
  }

  private func addTweenOrKeyframes<Value: Animatable & Sendable>(
    _ item: SceneItem, _ property: AnimatedProperty<Value>, _ position: TimelinePosition, _ timing: EffectTiming,
    _ convert: (SceneValue) -> Value
  ) throws(AnimationError) -> TimelineChild? {
    let duration = item.duration ?? 0
    if item.type == .keyframes {
      let frames = try Keyframes(
        values: (item.values ?? []).map(convert), keyTimes: item.keyTimes,
        timingCurves: item.curves?.map { SceneCurve.parse($0) ?? .linear })
      // The keyframes' own curves shape the segments; the tween over them is linear, the scene
      // format's default.
      return try timeline.addTween(
        duration: duration, curve: .linear, timing: timing, at: position, name: item.name
      ) { property.animate(through: frames) }
    }
    guard let to = item.to else { return nil }
    return try timeline.addTween(
      of: property, from: item.from.map(convert), to: convert(to), duration: duration,
      curve: try namedCurve(of: item), timing: timing, at: position, name: item.name)
  }

  /// A tween's curve as the REPL shows it: `spring 0.8, v 10` for a spring timing, else its name.
  static func curveText(of item: SceneItem) -> String {
    guard let spring = item.springTiming else { return item.curve ?? "linear" }
    return "spring \(SVGRenderer.number(spring.dampingRatio)), v \(SVGRenderer.number(spring.initialVelocity ?? 0))"
  }

  /// A tween's curve: its UIKit spring timing fitted to its duration, or its named curve.
  static func curve(of item: SceneItem) throws(AnimationError) -> TimingCurve {
    if let spring = item.springTiming { return try spring.curve(forDuration: item.duration ?? 0) }
    return item.curve.flatMap(SceneCurve.parse) ?? .linear
  }

  /// ``curve(of:)``, remembering the last spelling read: the items of a file mostly share a few
  /// curves, and looking each one up by name was about 600 instructions of an item's load (issue
  /// 30, item 5).
  private func namedCurve(of item: SceneItem) throws(AnimationError) -> TimingCurve {
    guard item.springTiming == nil, let text = item.curve else { return try Self.curve(of: item) }
    if let lastCurve, lastCurve.text == text { return lastCurve.curve }
    let curve = try Self.curve(of: item)
    lastCurve = (text, curve)
    return curve
  }

  /// The standard action of a marker named `remove LAYER` or `unmask LAYER`.
  private func markerAction(_ name: String) -> ((TimelineDirection) -> Void)? {
    let words = name.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2, let layer = layers[words[1]] else { return nil }
    switch words[0] {
    case "remove":
      guard let parent = parentOf(layer) else { return nil }
      let index = parent.sublayers.firstIndex { $0 === layer } ?? parent.sublayers.count
      let above = index + 1 < parent.sublayers.count ? parent.sublayers[index + 1] : nil
      return { direction in
        if direction == .forward {
          layer.removeFromSuperlayer()
        } else if let above {
          parent.insertSublayer(layer, below: above)
        } else {
          parent.addSublayer(layer)
        }
      }
    case "unmask":
      guard let mask = layer.mask else { return nil }
      return { direction in layer.mask = direction == .forward ? nil : mask }
    default:
      return nil
    }
  }

  private func parentOf(_ layer: Layer) -> Layer? {
    var stack = [root]
    while let node = stack.popLast() {
      if node.sublayers.contains(where: { $0 === layer }) { return node }
      stack.append(contentsOf: node.sublayers)
    }
    return nil
  }

  // MARK: Editing, for the REPL

  /// The index of the item named `name`, or `nil`.
  func itemIndex(named name: String) -> Int? {
    document.timeline.firstIndex { $0.name == name }
  }

  /// Adds a checked item at the end of the document and to the live timeline.
  func append(_ item: SceneItem) throws(AnimationError) {
    let child = try add(item)
    document.timeline.append(item)
    children.append(child)
    if let child { noteEndValue(of: item, at: child.startTime) }
  }

  /// Takes item `index` out of the document and the live timeline.
  func removeItem(at index: Int) throws(AnimationError) {
    let item = document.timeline[index]
    if item.type == .label {
      try timeline.removeLabel(item.name ?? "")
    } else if let child = children[index] {
      try timeline.remove(child)
    }
    document.timeline.remove(at: index)
    children.remove(at: index)
    endValues = nil
  }

  /// Starts item `index` at `seconds`.
  func moveItem(at index: Int, to seconds: Double) throws(AnimationError) {
    let item = document.timeline[index]
    if item.type == .label {
      try timeline.addLabel(item.name ?? "", at: .at(seconds))
    } else if let child = children[index] {
      try timeline.move(child, to: .at(seconds))
    }
    document.timeline[index].start = seconds
    endValues = nil
  }

  /// Changes tween `index`'s curve.
  func setCurve(at index: Int, _ text: String) throws(AnimationError) {
    guard let child = children[index], let curve = SceneCurve.parse(text) else { return }
    try timeline.setCurve(curve, of: child)
    document.timeline[index].curve = text
    document.timeline[index].springTiming = nil
  }

  /// Changes item `index`'s duration.
  func setDuration(at index: Int, _ seconds: Double) throws(AnimationError) {
    guard let child = children[index] else { return }
    var item = document.timeline[index]
    item.duration = seconds
    // A spring timing is fitted to the duration: refit it first, so a duration it cannot fit
    // changes nothing.
    let refitted = try item.springTiming.map { (_) throws(AnimationError) in try Self.curve(of: item) }
    try timeline.setDuration(seconds, of: child)
    if let refitted { try timeline.setCurve(refitted, of: child) }
    document.timeline[index].duration = seconds
  }

  /// The document with every item's start written out as the timeline placed it, so that the file
  /// loads back to the same timeline whatever the order of the edits.
  func documentForSaving() -> SceneDocument {
    var saved = document
    for index in saved.timeline.indices {
      if let child = children[index] {
        // A child placed at the end of a very long timeline can start later than a file may
        // name (9.2e9 s); it keeps its place at the end, so that the file loads.
        guard child.startTime <= SceneDocument.longestTime else { continue }
        saved.timeline[index].start = child.startTime
      } else if let name = saved.timeline[index].name, let time = try? timeline.time(ofLabel: name),
        time <= SceneDocument.longestTime
      {
        saved.timeline[index].start = time
      }
    }
    return saved
  }

  /// The child of item `index`, if it has one.
  func child(at index: Int) -> TimelineChild? { children[index] }

  var player: any Animating { timeline }
  var length: SceneLength {
    let total = timeline.totalDuration
    return total.isFinite ? .finite(total) : .endless(window: 10)
  }

  var lanes: [Lane] {
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
    for item in document.timeline {
      guard let name = item.layer, let layer = layers[name], let property = item.property else { continue }
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

  func refusal(for action: PlayerAction) -> String? { nil }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}

extension [(time: Double, value: SceneValue)] {
  /// Inserts `entry` after the entries that start no later than it.
  fileprivate mutating func insertInTimeOrder(_ entry: (time: Double, value: SceneValue)) {
    if let last, last.time > entry.time {
      insert(entry, at: FileScene.upperBound(self, entry.time))
    } else {
      append(entry)
    }
  }
}

extension SceneValue {
  var number: Double {
    if case .number(let value) = self { return value }
    return 0
  }
  var numbers: [Double] {
    if case .numbers(let values) = self { return values }
    return []
  }
  var point: Point2D { Point2D(x: component(0, or: 0), y: component(1, or: 0)) }
  var rect: Rect2D {
    Rect2D(x: component(0, or: 0), y: component(1, or: 0), width: component(2, or: 0), height: component(3, or: 0))
  }
  var transform: AffineTransform2D {
    guard case .numbers(let n) = self, n.count == 6 else { return .identity }
    return AffineTransform2D(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }
  /// The number at `index` of a list of numbers, or `fallback` past its end (or for a value that is
  /// not a list), read in place: a tween of a point or a rectangle converts its values once per
  /// item, and a million items should not make a padded copy of each list (issue 30, item 5).
  private func component(_ index: Int, or fallback: Double) -> Double {
    guard case .numbers(let values) = self, index < values.count else { return fallback }
    return values[index]
  }
  var color: Color {
    if case .color(let text) = self { return SceneColor.parse(text) ?? .clear }
    return .clear
  }
}
