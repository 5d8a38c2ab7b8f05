import Animator

/// Reading a timeline item: its members into locals, checked as the tree-based reader checks them,
/// and the item made once.
extension SceneDirectReader {
  static let itemKeys = _UnsafeKeys([
    "type", "name", "start", "layer", "property", "from", "to", "values", "keyTimes", "curves", "duration", "curve",
    "spring", "springTiming", "timing",
  ])

  /// The members of ``itemKeys`` each type may have, as bits, in the order of `SceneItemType.allCases`.
  static let allowed: [UInt32] = {
    func bits(_ keys: [Int]) -> UInt32 { keys.reduce(0) { $0 | 1 << $1 } }
    let allowed: [SceneItemType: UInt32] = [
      .tween: bits([0, 1, 2, 3, 4, 5, 6, 10, 11, 13, 14]), .spring: bits([0, 1, 2, 3, 4, 6, 12, 14]),
      .keyframes: bits([0, 1, 2, 3, 4, 7, 8, 9, 10, 14]), .label: bits([0, 1, 2]), .marker: bits([0, 1, 2]),
    ]
    return SceneItemType.allCases.map { allowed[$0] ?? 0 }
  }()

  /// A value before its property's kind is known.
  enum Raw {
    case number(Double)
    case numbers([Double])
    case string(String)

    func value(_ kind: PropertyKind) throws(GiveUp) -> SceneValue {
      switch self {
      case .number(let number):
        guard kind == .opacity || kind == .cornerRadius, abs(number) <= 1e9 else { throw GiveUp() }
        return .number(number)
      case .string(let text):
        guard kind == .backgroundColor, SceneColor.parse(text) != nil else { throw GiveUp() }
        return .color(text)
      case .numbers(let numbers):
        // Points, rectangles and transforms (the kinds of two numbers or more), of their length.
        guard kind.count >= 2, numbers.count == kind.count else { throw GiveUp() }
        for number in numbers where abs(number) > 1e9 { throw GiveUp() }
        return .numbers(numbers)
      }
    }

  }

  /// Reads an item into `list`, its fields read into locals in one loop (no closure per member) and
  /// the item made once, in the array, with no box for the fields most items lack unless it has one.
  mutating func item(layers: LayerTable, usesVersion2: inout Bool, into list: inout [SceneItem])
    throws(GiveUp)
  {
    var typeIndex = -1
    var name: String?
    var start: Double?
    var layer = (start: -1, end: -1)
    var kind: PropertyKind?
    var from: Raw?
    var to: Raw?
    var values: [Raw]?
    var curves: [TimingCurve]?
    var duration: Double?
    var curve: String?
    // The curve's code in a `SceneItem` (its index in `SceneCurve.names` plus 1), or `nil` for a
    // `cubic-bezier(…)`.
    var curveCode: UInt8?
    // Whether a keyframe curve is one that version 2 of the format added.
    var curvesOfVersion2 = false
    // The fields most items lack, kept together, made only when one is read: checked and boxed.
    var rare: RareFields?
    var seen: UInt32 = 0
    let keys = Self.itemKeys
    var place = Hint.item
    if try openObject() {
      repeat {
        let key = try member(keys, &seen, hint: place)
        place = min(place + 1, Hint.item + 15)
        switch key {
        case 0: typeIndex = try self.name(in: Self.typeNames, hint: Hint.type)
        case 1: name = try string()
        case 2: start = try number(in: 0...SceneDocument.longestTime)
        case 3: layer = try stringBytes()
        case 4: kind = PropertyKind.all[try self.name(in: Self.kindNames, hint: Hint.kind)]
        case 5: from = try raw()
        case 6: to = try raw()
        case 7:
          var list: [Raw] = []
          if try openArray() {
            repeat { list.append(try raw()) } while try nextElement()
          }
          values = list
          if rare == nil { rare = RareFields() }
        case 8:
          let keyTimes = try numbers()
          if rare == nil { rare = RareFields() }
          rare?.keyTimes = keyTimes
        case 9:
          var names: [String] = []
          var parsed: [TimingCurve] = []
          if try openArray() {
            repeat {
              let name = try string()
              guard let curve = SceneCurve.parse(name) else { throw GiveUp() }
              if SceneCurve.version(of: name) > 1 { curvesOfVersion2 = true }
              names.append(name)
              parsed.append(curve)
            } while try nextElement()
          }
          if rare == nil { rare = RareFields() }
          rare?.curves = names
          curves = parsed
        case 10: duration = try number(in: 0...SceneDocument.longestTime)
        case 11: (curve, curveCode) = try curveName()
        case 12:
          let spring = try spring()
          if rare == nil { rare = RareFields() }
          rare?.spring = spring
        case 13:
          let springTiming = try springTiming()
          if rare == nil { rare = RareFields() }
          rare?.springTiming = springTiming
        default:
          let timing = try timing()
          if rare == nil { rare = RareFields() }
          rare?.timing = timing
        }
      } while try nextMember()
    }
    guard typeIndex >= 0, seen & ~Self.allowed[typeIndex] == 0 else { throw GiveUp() }
    let type = SceneItemType.all[typeIndex]
    if type == .label || type == .marker {
      guard let name, !name.isEmpty else { throw GiveUp() }
      list.append(SceneItem(type: type, start: start, name: name))
      return
    }
    guard layer.start >= 0, let index = layers.find(bytes, layer.start, layer.end), let kind else { throw GiveUp() }
    var target: SceneValue?
    var source: SceneValue?
    switch type {
    case .tween:
      guard let to, let duration else { throw GiveUp() }
      target = try to.value(kind)
      source = try from?.value(kind)
      if let curveCode, Int(curveCode) > SceneCurve.namesInVersion1 { usesVersion2 = true }
      if let springTiming = rare?.springTiming {
        usesVersion2 = true
        guard curve == nil else { throw GiveUp() }
        do {
          _ = try springTiming.curve(forDuration: duration)
        } catch {
          throw GiveUp()
        }
      }
    case .spring:
      guard let to, kind != .color, rare?.spring != nil else { throw GiveUp() }
      target = try to.value(kind)
    default:
      guard let values, !values.isEmpty, duration != nil else { throw GiveUp() }
      if curvesOfVersion2 { usesVersion2 = true }
      let keyTimes = rare?.keyTimes
      rare?.values = try Self.keyframes(kind: kind, values: values, keyTimes: keyTimes, curves: curves)
    }
    if rare == nil, source == nil, let code = curve == nil ? 0 : curveCode {
      list.append(
        SceneItem(
          type: type, start: start, name: name, layer: layers.names[index], kind: kind, duration: duration,
          to: target, curveCode: code))
      return
    }
    let item = SceneItem(
      type: type, start: start, name: name, layer: layers.names[index], kind: kind,
      duration: duration, from: source, to: target, curve: curve, rare: rare)
    list.append(consume item)
  }

  /// A keyframes item's values, checked with its key times and curves: read apart so that the
  /// common items stay short.
  static func keyframes(kind: PropertyKind, values: [Raw], keyTimes: [Double]?, curves: [TimingCurve]?)
    throws(GiveUp) -> [SceneValue]
  {
    var converted: [SceneValue] = []
    converted.reserveCapacity(values.count)
    for value in values { converted.append(try value.value(kind)) }
    do {
      _ = try Keyframes<Double>(values: converted.indices.map(Double.init), keyTimes: keyTimes, timingCurves: curves)
    } catch {
      throw GiveUp()
    }
    return converted
  }

  static let typeNames = _UnsafeKeys(SceneItemType.all.map(\.rawValue))
  static let kindNames = _UnsafeKeys(PropertyKind.all.map(\.rawValue))

  static let curveNames = _UnsafeKeys(SceneCurve.names)

  /// A curve's spelling as written, known to ``SceneCurve/parse(_:)``, and its code in a
  /// ``SceneItem`` (its index in `SceneCurve.names` plus 1; `nil` for a `cubic-bezier(…)`).
  mutating func curveName() throws(GiveUp) -> (name: String, code: UInt8?) {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    let hint = hints[Hint.curve]
    if hint >= 0, let end = Self.curveNames.matching(hint, bytes, index + 1) {
      index = end + 1
      return (SceneCurve.names[hint], UInt8(hint + 1))
    }
    if let (key, end) = Self.curveNames.quickMatch(bytes, index + 1) {
      index = end + 1
      hints[Hint.curve] = key
      return (SceneCurve.names[key], UInt8(key + 1))
    }
    let (start, end) = try stringBytes()
    if let found = Self.curveNames.find(bytes, start, end) { return (SceneCurve.names[found], UInt8(found + 1)) }
    let name = bytes.string(start, end)
    guard SceneCurve.parse(name) != nil else { throw GiveUp() }
    return (name, SceneCurve.codes[name])
  }

  static let springKeys = _UnsafeKeys(["preset", "mass", "stiffness", "damping"])

  mutating func spring() throws(GiveUp) -> SceneSpring {
    var spring = SceneSpring()
    let seen = try object(Self.springKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0:
        let name = try reader.string()
        guard SceneSpringPresets.named[name] != nil else { throw GiveUp() }
        spring.preset = name
      case 1: spring.mass = try reader.number(in: 0...1_000_000)
      case 2: spring.stiffness = try reader.number(in: 0...1_000_000)
      default: spring.damping = try reader.number(in: 0...1_000_000)
      }
    }
    if spring.preset != nil {
      guard seen == 1 else { throw GiveUp() }
      return spring
    }
    guard let stiffness = spring.stiffness, let damping = spring.damping,
      (try? Spring(mass: spring.mass ?? 1, stiffness: stiffness, damping: damping)) != nil
    else { throw GiveUp() }
    return spring
  }

  static let springTimingKeys = _UnsafeKeys(["dampingRatio", "initialVelocity"])

  mutating func springTiming() throws(GiveUp) -> SceneSpringTiming {
    var ratio: Double?
    var velocity: Double?
    try object(Self.springTimingKeys) { reader, key throws(GiveUp) in
      if key == 0 {
        ratio = try reader.number(in: 0...1_000)
      } else {
        velocity = try reader.number(in: -1_000_000...1_000_000)
      }
    }
    guard let ratio else { throw GiveUp() }
    return SceneSpringTiming(dampingRatio: ratio, initialVelocity: velocity)
  }

  static let timingKeys = _UnsafeKeys([
    "delay", "endDelay", "iterations", "repeatForever", "iterationStart", "direction", "fill", "playbackRate",
    "repeatDelay",
  ])

  mutating func timing() throws(GiveUp) -> SceneTiming {
    var timing = SceneTiming()
    try object(Self.timingKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0: timing.delay = try reader.number()
      case 1: timing.endDelay = try reader.number()
      case 2: timing.iterations = try reader.number()
      case 3: timing.repeatForever = try reader.bool()
      case 4: timing.iterationStart = try reader.number()
      case 5:
        let name = try reader.string()
        guard SceneTiming.directions[name] != nil else { throw GiveUp() }
        timing.direction = name
      case 6:
        let name = try reader.string()
        guard SceneTiming.fills[name] != nil else { throw GiveUp() }
        timing.fill = name
      case 7: timing.playbackRate = try reader.number()
      default: timing.repeatDelay = try reader.number()
      }
    }
    if timing.repeatForever == true && (timing.playbackRate ?? 1) < 0 { throw GiveUp() }
    do {
      try timing.effectTiming.validate()
    } catch {
      throw GiveUp()
    }
    return timing
  }
}

extension SceneItemType {
  /// `allCases`, made once.
  fileprivate static let all = allCases
}

extension PropertyKind {
  /// `allCases`, made once.
  fileprivate static let all = allCases
}
