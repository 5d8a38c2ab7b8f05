import Animator
import AnimatorScene

/// Turning the document's items into the timeline's children: tweens, springs and keyframes of
/// the layers' properties, labels, and markers with their standard actions.
extension FileScene {
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
      return try addTweenOrKeyframes(item, property, position, timing, in: timeline, convert)
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
  static func upperBound(_ values: [(time: Double, value: SceneValue)], _ time: Double) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Keeps `item`'s end value for ``startValue(of:)``, at `time`, after the values that start no later.
  func noteEndValue(of item: SceneItem, at time: Double) {
    guard endValues != nil, let key = Self.endValueKey(item),
      let value = item.type == .keyframes ? item.values?.last : item.to
    else { return }
    // In place: the common case, a start no earlier than the others', appends.
    endValues?[key, default: []].insertInTimeOrder((time, value))
  }

  private func addColor(
    _ item: SceneItem, _ property: AnimatedProperty<Color>, _ position: TimelinePosition, _ timing: EffectTiming
  ) throws(AnimationError) -> TimelineChild? {
    try addTweenOrKeyframes(item, property, position, timing, in: timeline) { $0.color }
  }

  /// Adds a tween or keyframes item to `timeline`: the scene's, or a graph node's.
  func addTweenOrKeyframes<Value: Animatable & Sendable>(
    _ item: SceneItem, _ property: AnimatedProperty<Value>, _ position: TimelinePosition, _ timing: EffectTiming,
    in timeline: Timeline, _ convert: (SceneValue) -> Value
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
  /// curves, and looking each one up by name would weigh on the load of a long timeline.
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
