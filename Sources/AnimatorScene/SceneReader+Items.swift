import Animator

/// Reading and checking a timeline item and the objects it holds (a spring, a spring timing, a
/// timing), each error naming the field.
extension SceneReader {
  static func item(_ node: Node, layers: Set<String>, version: Int) throws(SceneFileError) -> SceneItem {
    let fields = try node.object(allowing: Self.itemKeys)
    guard let typeNode = fields["type"] else { throw node.error("needs the field \"type\"") }
    let typeName = try typeNode.string()
    guard let type = SceneItemType(rawValue: typeName) else {
      throw typeNode.error(
        "must be one of \(SceneItemType.allCases.map(\.rawValue).joined(separator: ", ")), not \(SceneFileError.quoted(typeName))"
      )
    }
    var item = SceneItem(type: type)
    let allowed = Self.allowedKeys[type] ?? []
    for (key, field) in fields where !allowed.contains(key) {
      throw field.error(
        "is not a field of a \(type.rawValue) (expected one of \(allowed.sorted().joined(separator: ", ")))")
    }
    func required(_ key: String) throws(SceneFileError) -> Node {
      guard let field = fields[key] else { throw node.error("a \(type.rawValue) needs the field \"\(key)\"") }
      return field
    }
    if let field = fields["name"] { item.name = try field.string() }
    if type == .label || type == .marker {
      let name = try required("name").string()
      guard !name.isEmpty else { throw try required("name").error("must not be empty") }
    }
    if let field = fields["start"] { item.start = try finite(field, 0...limit) }
    guard type != .label && type != .marker else { return item }

    let layerNode = try required("layer")
    let layer = try layerNode.string()
    guard layers.contains(layer) else {
      throw layerNode.error("names no layer of the scene: \(SceneFileError.quoted(layer))")
    }
    item.layer = layer
    let propertyNode = try required("property")
    let property = try propertyNode.string()
    guard let kind = PropertyKind(rawValue: property) else {
      throw propertyNode.error(
        "must be one of \(PropertyKind.allCases.map(\.rawValue).joined(separator: ", ")), not \(SceneFileError.quoted(property))"
      )
    }
    if type == .spring && kind == .color {
      throw propertyNode.error("a spring moves a number, point, rectangle or transform, not a colour")
    }
    item.property = property
    if let field = fields["timing"] { item.timing = try timing(field) }

    switch type {
    case .tween:
      item.to = try kind.value(try required("to"))
      if let field = fields["from"] { item.from = try kind.value(field) }
      item.duration = try finite(try required("duration"), 0...limit)
      if let field = fields["curve"] {
        _ = try SceneCurve.parse(field, version: version)
        item.curve = try field.string()
      }
      if let field = fields["springTiming"] {
        guard version >= 2 else {
          throw field.error("is new in version 2 of the format: set \"version\" to 2")
        }
        guard fields["curve"] == nil else {
          throw field.error("a tween has a curve or a spring timing, not both")
        }
        item.springTiming = try springTiming(
          field, duration: item.duration ?? 0, durationNode: try required("duration"))
      }
    case .spring:
      item.to = try kind.value(try required("to"))
      item.spring = try spring(try required("spring"))
    case .keyframes:
      let valuesNode = try required("values")
      var values: [SceneValue] = []
      for element in try valuesNode.array() { values.append(try kind.value(element)) }
      guard !values.isEmpty else { throw valuesNode.error("must hold at least one value") }
      item.values = values
      item.duration = try finite(try required("duration"), 0...limit)
      var keyTimes: [Double]?
      if let field = fields["keyTimes"] {
        var times: [Double] = []
        for element in try field.array() { times.append(try element.number()) }
        keyTimes = times
        item.keyTimes = times
      }
      var curves: [TimingCurve]?
      if let field = fields["curves"] {
        var parsed: [TimingCurve] = []
        var names: [String] = []
        for element in try field.array() {
          parsed.append(try SceneCurve.parse(element, version: version))
          names.append(try element.string())
        }
        curves = parsed
        item.curves = names
      }
      // The core checks key times and curves; its error names the element, which maps to a field.
      do {
        _ = try Keyframes<Double>(values: values.indices.map(Double.init), keyTimes: keyTimes, timingCurves: curves)
      } catch {
        guard case .invalidArgument(let parameter, _, let requirement) = error else {
          throw valuesNode.error("\(error)")
        }
        let field =
          parameter.hasPrefix("timingCurves") ? "curves" + parameter.dropFirst("timingCurves".count) : parameter
        let target = node.member(String(field.prefix { $0 != "[" })) ?? valuesNode
        throw SceneFileError(path: "\(node.path).\(field)", line: target.tree.line, problem: "must be \(requirement)")
      }
    case .label, .marker:
      break
    }
    return item
  }

  static func spring(_ node: Node) throws(SceneFileError) -> SceneSpring {
    let fields = try node.object(allowing: Self.springKeys)
    var spring = SceneSpring()
    if let field = fields["preset"] {
      let name = try field.string()
      guard SceneSpringPresets.named[name] != nil else {
        throw field.error(
          "must be one of \(SceneSpringPresets.named.keys.sorted().joined(separator: ", ")), not \(SceneFileError.quoted(name))"
        )
      }
      guard fields.count == 1 else { throw field.error("a preset stands alone: no mass, stiffness or damping with it") }
      spring.preset = name
      return spring
    }
    guard let stiffness = fields["stiffness"] else {
      throw node.error("needs \"preset\" or \"stiffness\" and \"damping\"")
    }
    guard let damping = fields["damping"] else { throw node.error("needs the field \"damping\"") }
    spring.stiffness = try finite(stiffness, 0...1_000_000)
    spring.damping = try finite(damping, 0...1_000_000)
    if let mass = fields["mass"] { spring.mass = try finite(mass, 0...1_000_000) }
    do {
      _ = try Spring(mass: spring.mass ?? 1, stiffness: spring.stiffness ?? 0, damping: spring.damping ?? 0)
    } catch {
      guard case .invalidArgument(let parameter, _, let requirement) = error else { throw node.error("\(error)") }
      throw (fields[parameter] ?? node).error("must be \(requirement)")
    }
    return spring
  }

  /// A UIKit spring timing, checked to fit `duration`.
  static func springTiming(_ node: Node, duration: Double, durationNode: Node) throws(SceneFileError)
    -> SceneSpringTiming
  {
    let fields = try node.object(allowing: Self.springTimingKeys)
    guard let ratioNode = fields["dampingRatio"] else { throw node.error("needs the field \"dampingRatio\"") }
    var timing = SceneSpringTiming(dampingRatio: try finite(ratioNode, 0...1_000))
    if let field = fields["initialVelocity"] { timing.initialVelocity = try finite(field, -1_000_000...1_000_000) }
    do {
      _ = try timing.curve(forDuration: duration)
    } catch {
      guard case .invalidArgument(let parameter, _, let requirement) = error else { throw node.error("\(error)") }
      if parameter == "duration" {
        throw durationNode.error(
          "must be \(requirement) for a spring timing of damping ratio \(short(timing.dampingRatio))")
      }
      throw (fields[parameter] ?? node).error("must be \(requirement)")
    }
    return timing
  }

  static func timing(_ node: Node) throws(SceneFileError) -> SceneTiming {
    let fields = try node.object(allowing: Self.timingKeys)
    var timing = SceneTiming()
    if let field = fields["delay"] { timing.delay = try field.number() }
    if let field = fields["endDelay"] { timing.endDelay = try field.number() }
    if let field = fields["iterations"] { timing.iterations = try field.number() }
    if let field = fields["repeatForever"] { timing.repeatForever = try field.bool() }
    if let field = fields["iterationStart"] { timing.iterationStart = try field.number() }
    if let field = fields["playbackRate"] { timing.playbackRate = try field.number() }
    if let field = fields["repeatDelay"] { timing.repeatDelay = try field.number() }
    if let field = fields["direction"] {
      let name = try field.string()
      guard SceneTiming.directions[name] != nil else {
        throw field.error(
          "must be one of \(SceneTiming.directions.keys.sorted().joined(separator: ", ")), not \(SceneFileError.quoted(name))"
        )
      }
      timing.direction = name
    }
    if let field = fields["fill"] {
      let name = try field.string()
      guard SceneTiming.fills[name] != nil else {
        throw field.error(
          "must be one of \(SceneTiming.fills.keys.sorted().joined(separator: ", ")), not \(SceneFileError.quoted(name))"
        )
      }
      timing.fill = name
    }
    if timing.repeatForever == true && (timing.playbackRate ?? 1) < 0 {
      throw (fields["playbackRate"] ?? node).error("must be positive for an item that repeats forever")
    }
    do {
      try timing.effectTiming.validate()
    } catch {
      guard case .invalidArgument(let parameter, _, let requirement) = error else { throw node.error("\(error)") }
      throw (fields[parameter] ?? node).error("must be \(requirement)")
    }
    return timing
  }
}
