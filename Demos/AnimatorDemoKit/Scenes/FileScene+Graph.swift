import Animator
import AnimatorScene

/// Building a scene file's graph (``SceneDocument/graph``) over the scene's layers: its inputs,
/// nodes (timelines of tweens and keyframes, poses, animators, blend spaces, mixes, nested graphs)
/// and transitions, in the order the file gives them.
extension FileScene {
  /// The graph `spec` describes, made in the scene's scope and left inactive.
  ///
  /// - Parameter spec: A checked graph (``SceneDocument/load(_:)``).
  /// - Returns: The graph.
  /// - Throws: ``AnimationError`` if the graph refuses a part (a checked document's never does).
  func makeGraph(_ spec: SceneGraph) throws(AnimationError) -> AnimationGraph {
    let engine = engine
    let name = name
    let graph = scope.add { AnimationGraph(engine: engine, name: name) }
    let inputs = spec.inputs ?? []
    try fill(graph, inputs: inputs, nodes: spec.nodes, entry: spec.entry, transitions: spec.transitions ?? [])
    return graph
  }

  /// Adds `inputs`, then the nodes, the entry and the transitions to `graph`. A nested graph gets
  /// the top-level graph's inputs too, so that its conditions and weights read them by name.
  private func fill(
    _ graph: AnimationGraph, inputs: [SceneGraphInput], nodes: [SceneGraphNode], entry: String?,
    transitions: [SceneGraphTransition]
  ) throws(AnimationError) {
    for input in inputs {
      switch (input.type, input.value) {
      case (.bool, .bool(let flag)?): try graph.addInput(input.name, .bool(flag))
      case (.bool, _): try graph.addInput(input.name, .bool(false))
      case (.number, .number(let number)?): try graph.addInput(input.name, .number(number))
      case (.number, _): try graph.addInput(input.name, .number(0))
      case (.trigger, _): try graph.addInput(input.name, .trigger)
      }
    }
    // Each node is recorded from the layers' values as the file sets them up: its base.
    for node in nodes { try graph.addNode(node.name ?? "", try graphNode(node, inputs: inputs)) }
    if let entry { try graph.setEntryNode(entry) }
    for transition in transitions {
      try graph.addTransition(
        from: transition.from.map { .node($0) } ?? .any, to: transition.to,
        when: (transition.when ?? []).compactMap(Self.condition), priority: transition.priority ?? 0,
        exitTime: transition.exitTime, blend: Self.blend(transition.blend),
        switchMode: Self.switchMode(transition.switch), automatic: transition.automatic ?? true)
    }
  }

  /// What a node plays; `inputs` are the top-level graph's.
  private func graphNode(_ spec: SceneGraphNode, inputs: [SceneGraphInput]) throws(AnimationError)
    -> AnimationGraph.Node
  {
    switch spec.type {
    case .timeline:
      // Made outside the scene's scope: the graph plays the node, not the scope.
      let nodeTimeline = Timeline(engine: engine, name: spec.name)
      for item in spec.items ?? [] { _ = try addGraphItem(item, to: nodeTimeline) }
      if let timing = spec.timing { try nodeTimeline.setTiming(timing.effectTiming) }
      return .timeline(nodeTimeline)
    case .pose:
      let values = spec.values ?? []
      let layers = layers
      return .pose {
        for value in values {
          guard let layer = layers[value.layer] else { continue }
          Self.set(value.value, of: value.property, on: layer)
        }
      }
    case .animator:
      return .animator(try animator(spec))
    case .graph:
      // Outside the scene's scope too: the node holds a copy, and the graph made here goes.
      let nested = AnimationGraph(engine: engine, name: spec.name)
      try fill(
        nested, inputs: inputs, nodes: spec.nodes ?? [], entry: spec.entry, transitions: spec.transitions ?? [])
      return .graph(nested)
    case .blendSpace:
      var points: [(Double, AnimationGraph.Node)] = []
      for point in spec.points ?? [] { points.append((point.at, try graphNode(point.node, inputs: inputs))) }
      return .blendSpace(try BlendSpace1D(input: spec.input ?? "", points: points, sync: spec.sync ?? false))
    case .mix:
      var parts: [AnimationGraph.MixPart] = []
      for part in spec.parts ?? [] {
        let weight: AnimationGraph.Weight = part.input.map { .input($0) } ?? .constant(part.weight ?? 1)
        parts.append(AnimationGraph.MixPart(try graphNode(part.node, inputs: inputs), weight: weight))
      }
      return .mix(parts)
    }
  }

  /// An animator node's inactive animator: its duration and curve (or spring timing) as a tween's,
  /// and a block per delay factor of its values, in the order the factors first appear.
  private func animator(_ spec: SceneGraphNode) throws(AnimationError) -> PropertyAnimator {
    let duration = spec.duration ?? 0
    var curve = spec.curve.flatMap(SceneCurve.parse) ?? .linear
    if let timing = spec.springTiming { curve = try timing.curve(forDuration: duration) }
    let animator = try PropertyAnimator(duration: duration, timingParameters: .curve(curve), engine: engine)
    let values = spec.values ?? []
    var factors: [Double] = []
    for value in values where !factors.contains(value.delayFactor ?? 0) { factors.append(value.delayFactor ?? 0) }
    let layers = layers
    for factor in factors {
      let block = values.filter { ($0.delayFactor ?? 0) == factor }
      try animator.addAnimations(
        {
          for value in block {
            guard let layer = layers[value.layer] else { continue }
            Self.set(value.value, of: value.property, on: layer)
          }
        }, delayFactor: factor)
    }
    return animator
  }

  /// Adds a tween or keyframes item of a timeline node to its timeline.
  private func addGraphItem(_ item: SceneItem, to timeline: Timeline) throws(AnimationError) -> TimelineChild? {
    guard let layer = item.layer.flatMap({ layers[$0] }), let property = item.property else { return nil }
    let position: TimelinePosition = item.start.map { .at($0) } ?? .end()
    let timing = item.timing?.effectTiming ?? EffectTiming()
    switch property {
    case "opacity": return try addTweenOrKeyframes(item, layer.$opacity, position, timing, in: timeline) { $0.number }
    case "cornerRadius":
      return try addTweenOrKeyframes(item, layer.$cornerRadius, position, timing, in: timeline) { $0.number }
    case "position": return try addTweenOrKeyframes(item, layer.$position, position, timing, in: timeline) { $0.point }
    case "anchorPoint":
      return try addTweenOrKeyframes(item, layer.$anchorPoint, position, timing, in: timeline) { $0.point }
    case "bounds": return try addTweenOrKeyframes(item, layer.$bounds, position, timing, in: timeline) { $0.rect }
    case "transform":
      return try addTweenOrKeyframes(item, layer.$transform, position, timing, in: timeline) { $0.transform }
    default:
      return try addTweenOrKeyframes(item, layer.$backgroundColor, position, timing, in: timeline) { $0.color }
    }
  }

  /// Sets a layer's property to a pose's value: inside the graph's recording, the pose's motion.
  private static func set(_ value: SceneValue, of property: String, on layer: Layer) {
    switch property {
    case "opacity": layer.opacity = value.number
    case "cornerRadius": layer.cornerRadius = value.number
    case "position": layer.position = value.point
    case "anchorPoint": layer.anchorPoint = value.point
    case "bounds": layer.bounds = value.rect
    case "transform": layer.transform = value.transform
    default: layer.backgroundColor = value.color
    }
  }

  private static func condition(_ spec: SceneGraphTransition.Condition) -> AnimationGraph.Condition? {
    if let name = spec.isTrue { return .isTrue(name) }
    if let name = spec.isFalse { return .isFalse(name) }
    if let name = spec.triggered { return .triggered(name) }
    if let name = spec.above { return .above(name, spec.value ?? 0) }
    if let name = spec.below { return .below(name, spec.value ?? 0) }
    return nil
  }

  private static func blend(_ spec: SceneGraphTransition.Blend?) -> AnimationGraph.Blend {
    guard let spec else { return .none }
    if let seconds = spec.crossFade {
      return .crossFade(seconds, curve: spec.curve.flatMap(SceneCurve.parse) ?? .easeInOut)
    }
    if let seconds = spec.inertialize { return .inertialize(seconds) }
    return .none
  }

  private static func switchMode(_ name: String?) -> AnimationGraph.SwitchMode {
    switch name {
    case "sync": .sync
    case "atEnd": .atEnd
    default: .immediate
    }
  }

  /// The layer properties the graph's nodes animate, as `layer.property`, in the order met.
  var graphProperties: [(layer: String, property: String)] {
    var result: [(layer: String, property: String)] = []
    func visit(_ node: SceneGraphNode) {
      for item in node.items ?? [] {
        if let layer = item.layer, let property = item.property { result.append((layer, property)) }
      }
      for value in node.values ?? [] { result.append((value.layer, value.property)) }
      for point in node.points ?? [] { visit(point.node) }
      for part in node.parts ?? [] { visit(part.node) }
      for nested in node.nodes ?? [] { visit(nested) }
    }
    for node in document.graph?.nodes ?? [] { visit(node) }
    return result
  }
}
