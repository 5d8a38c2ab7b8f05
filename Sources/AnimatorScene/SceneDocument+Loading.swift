import Animator
import Foundation

extension SceneDocument {
  /// Reads a scene file, checking every field: the JSON syntax, the format and version, each
  /// field's type, range and references (layers, properties, curves, timing), before anything is
  /// built from it.
  ///
  /// ```swift
  /// do {
  ///   let document = try SceneDocument.load(text)
  /// } catch {
  ///   print(error)   // line 14: timeline[2].duration: must be a finite number >= 0, not -1
  /// }
  /// ```
  ///
  /// - Parameter text: The file's text.
  /// - Returns: The document.
  /// - Throws: ``SceneFileError`` naming the field's path, its line and the problem, or the limit
  ///   the file exceeds (``maximumFileSize``, ``JSONTree/maximumDepth``, ``maximumLayerDepth``).
  ///   Nothing crashes, whatever the text.
  /// - Complexity: O(n) for n bytes of text.
  public static func load(_ text: String) throws(SceneFileError) -> SceneDocument {
    guard text.utf8.count <= maximumFileSize else { throw tooLarge(text.utf8.count) }
    var text = text
    switch text.withUTF8({ SceneDirectReader.load($0, checkEncoding: false) }) {
    case .document(let document): return document
    case .refused(let error): throw error
    case .unknown: return try loadNamingProblem(text)
    }
  }

  /// Reads `text` through a tree of values, which names the line and path of a problem: what
  /// ``load(_:)`` does for a file ``SceneDirectReader`` gives up on (and the tests, to compare).
  static func loadNamingProblem(_ text: String) throws(SceneFileError) -> SceneDocument {
    let tree = try JSONTree.parse(text)
    return try SceneReader.document(Node(tree: tree, path: ""))
  }

  /// Reads a scene file from its bytes, as ``load(_:)`` reads its text, after checking that they
  /// are UTF-8 text: a UTF-8 byte-order mark is skipped, and UTF-16 text or bytes that are not
  /// UTF-8 are refused with their line, rather than read with replacement characters that a later
  /// field then trips over.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The document.
  /// - Throws: ``SceneFileError`` naming the encoding problem, the limit exceeded (file size,
  ///   nesting, layer depth), or the field's path, its line and the problem.
  /// - Complexity: O(n) for n bytes.
  public static func load(utf8 bytes: [UInt8]) throws(SceneFileError) -> SceneDocument {
    guard bytes.count <= maximumFileSize else { throw tooLarge(bytes.count) }
    switch bytes.withUnsafeBufferPointer({ SceneDirectReader.load($0, checkEncoding: true) }) {
    case .document(let document): return document
    case .refused(let error): throw error
    case .unknown: return try loadNamingProblem(utf8: bytes)
    }
  }

  /// Reads `bytes` through a tree of values, which names the line and path of a problem: what
  /// ``load(utf8:)`` does for a file ``SceneDirectReader`` gives up on (and the tests, to compare).
  static func loadNamingProblem(utf8 bytes: [UInt8]) throws(SceneFileError) -> SceneDocument {
    let tree = try JSONTree.parse(utf8: bytes)
    return try SceneReader.document(Node(tree: tree, path: ""))
  }

  /// The longest time, in seconds, that a file may give as a start or a duration: 9.2e9 s, the
  /// core's own limit on times.
  public static let longestTime = 9.2e9

  /// The largest scene file the loader reads: 256 MiB (a million timeline items take about 140 MB).
  public static let maximumFileSize = 256 << 20

  /// The deepest layer tree a file may describe: a layer may have at most 127 ancestors (masks
  /// count as one level below the layer they mask), so that drawing a tree never exhausts the stack.
  public static let maximumLayerDepth = 128

  static func tooLarge(_ count: Int) -> SceneFileError {
    SceneFileError(
      path: "", line: 1,
      problem: "the file has \(count) bytes, more than the \(maximumFileSize) bytes (256 MiB) the format allows")
  }

  /// The document as JSON text, members in a fixed order, two-space indentation and a final newline:
  /// what `save` writes. ``load(_:)`` reads it back equal.
  ///
  /// - Returns: The text.
  public func jsonText() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every number in a loaded document is finite, so encoding cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// A value of the tree with its path, for errors. The path is put together only when asked for
/// (an error, or a member's own path), so that reading a large file makes no string per value.
struct Node {
  let tree: JSONTree
  /// The path of the object or array holding the value.
  private let parent: String
  /// The member's name, or `nil` for an element.
  private let key: String?
  /// The element's index.
  private let index: Int

  init(tree: JSONTree, path: String) {
    self.tree = tree
    parent = path
    key = nil
    index = -1
  }

  private init(tree: JSONTree, parent: String, key: String?, index: Int) {
    self.tree = tree
    self.parent = parent
    self.key = key
    self.index = index
  }

  /// The path from the top: `layers[1].position`.
  var path: String {
    if let key { return parent.isEmpty ? key : "\(parent).\(key)" }
    return index < 0 ? parent : "\(parent)[\(index)]"
  }

  func error(_ problem: String) -> SceneFileError {
    SceneFileError(path: path, line: tree.line, problem: problem)
  }

  func member(_ key: String) -> Node? {
    tree[key].map { Node(tree: $0, parent: path, key: key, index: -1) }
  }

  func object(allowing keys: Set<String>) throws(SceneFileError) -> Fields {
    guard case .object(let members) = tree.value else { throw error("must be an object, not \(tree.value.typeName)") }
    let own = path
    var result = Fields()
    result.members.reserveCapacity(members.count)
    for (key, value) in members {
      let child = Node(tree: value, parent: own, key: key, index: -1)
      guard keys.contains(key) else {
        throw child.error("is not a field here (expected one of \(keys.sorted().joined(separator: ", ")))")
      }
      result.members.append((key, child))
    }
    return result
  }

  func array() throws(SceneFileError) -> [Node] {
    guard case .array(let elements) = tree.value else { throw error("must be an array, not \(tree.value.typeName)") }
    let own = path
    return elements.enumerated().map { Node(tree: $1, parent: own, key: nil, index: $0) }
  }

  func string() throws(SceneFileError) -> String {
    guard case .string(let string) = tree.value else { throw error("must be a string, not \(tree.value.typeName)") }
    return string
  }

  func number() throws(SceneFileError) -> Double {
    guard case .number(let number) = tree.value else { throw error("must be a number, not \(tree.value.typeName)") }
    return number
  }

  func bool() throws(SceneFileError) -> Bool {
    guard case .bool(let bool) = tree.value else { throw error("must be true or false, not \(tree.value.typeName)") }
    return bool
  }

  /// The number of elements of an array, else 0.
  var count: Int {
    guard case .array(let elements) = tree.value else { return 0 }
    return elements.count
  }

  /// Calls `body` with each element of an array, in order, without making them all first.
  func eachElement(_ body: (Node) throws(SceneFileError) -> Void) throws(SceneFileError) {
    guard case .array(let elements) = tree.value else { throw error("must be an array, not \(tree.value.typeName)") }
    let own = path
    for (index, element) in elements.enumerated() {
      try body(Node(tree: element, parent: own, key: nil, index: index))
    }
  }

  /// Element `index` of this array node, for an error about it.
  func element(_ index: Int) -> Node {
    Node(tree: tree, parent: path, key: nil, index: index)
  }

  func numbers(count: Int) throws(SceneFileError) -> [Double] {
    let elements = try array()
    guard elements.count == count else { throw error("must be \(count) numbers, not \(elements.count)") }
    var numbers: [Double] = []
    for element in elements { numbers.append(try element.number()) }
    return numbers
  }
}

/// The members of an object, in the order written; an object has a handful, so a look-up compares
/// names one by one rather than hashing them into a dictionary for every object of the file.
struct Fields: Sequence {
  var members: [(key: String, value: Node)] = []

  var count: Int { members.count }

  subscript(key: String) -> Node? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  func makeIterator() -> IndexingIterator<[(key: String, value: Node)]> { members.makeIterator() }
}

/// Reads and checks a document, field by field.
enum SceneReader {
  static let documentKeys: Set<String> = ["format", "version", "name", "size", "background", "layers", "timeline"]
  static let layerKeys: Set<String> = [
    "name", "parent", "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor",
    "cornerRadius", "text", "textColor", "fontSize", "logo", "maskOf",
  ]
  static let itemKeys: Set<String> = [
    "type", "name", "start", "layer", "property", "from", "to", "values", "keyTimes", "curves", "duration", "curve",
    "spring", "springTiming", "timing",
  ]
  static let springKeys: Set<String> = ["preset", "mass", "stiffness", "damping"]
  static let springTimingKeys: Set<String> = ["dampingRatio", "initialVelocity"]
  static let timingKeys: Set<String> = [
    "delay", "endDelay", "iterations", "repeatForever", "iterationStart", "direction", "fill", "playbackRate",
    "repeatDelay",
  ]
  /// The fields each type of item may have.
  static let allowedKeys: [SceneItemType: Set<String>] = Dictionary(
    uniqueKeysWithValues: SceneItemType.allCases.map { type in
      let keys: Set<String> =
        switch type {
        case .tween:
          ["type", "name", "start", "layer", "property", "from", "to", "duration", "curve", "springTiming", "timing"]
        case .spring: ["type", "name", "start", "layer", "property", "to", "spring", "timing"]
        case .keyframes:
          ["type", "name", "start", "layer", "property", "values", "keyTimes", "curves", "duration", "timing"]
        case .label, .marker: ["type", "name", "start"]
        }
      return (type, keys)
    })
  static func document(_ node: Node) throws(SceneFileError) -> SceneDocument {
    let fields = try node.object(allowing: Self.documentKeys)
    func required(_ key: String) throws(SceneFileError) -> Node {
      guard let field = fields[key] else { throw node.error("needs the field \"\(key)\"") }
      return field
    }
    let formatNode = try required("format")
    guard try formatNode.string() == SceneDocument.formatName else {
      throw formatNode.error("must be \"\(SceneDocument.formatName)\"")
    }
    let versionNode = try required("version")
    let version = try versionNode.number()
    guard version == version.rounded(), version >= 1 else { throw versionNode.error("must be a whole number >= 1") }
    guard version <= Double(SceneDocument.currentVersion) else {
      throw versionNode.error(
        "is \(short(version)), newer than this reader's \(SceneDocument.currentVersion): update the package")
    }
    var document = SceneDocument(name: try required("name").string())
    document.version = Int(version)
    let sizeNode = try required("size")
    document.size = try sizeNode.numbers(count: 2)
    guard document.size.allSatisfy({ $0 > 0 && $0 <= 100_000 }) else {
      throw sizeNode.error("must be a width and a height in 0...100000, above 0")
    }
    if let background = fields["background"] { document.background = try color(background) }
    var names: Set<String> = []
    // Each layer's depth in the tree, the root's 1: checked against the limit as layers are read.
    var depths: [String: Int] = [:]
    if let layers = fields["layers"] {
      document.layers.reserveCapacity(layers.count)
      try layers.eachElement { element throws(SceneFileError) in
        let (layer, depth) = try Self.layer(element, declared: depths)
        names.insert(layer.name)
        depths[layer.name] = depth
        document.layers.append(layer)
      }
    }
    if let timeline = fields["timeline"] {
      document.timeline.reserveCapacity(timeline.count)
      let version = Int(version)
      try timeline.eachElement { element throws(SceneFileError) in
        document.timeline.append(try item(element, layers: names, version: version))
      }
    }
    return document
  }

  static func color(_ node: Node) throws(SceneFileError) -> String {
    let text = try node.string()
    guard SceneColor.parse(text) != nil else {
      throw node.error("must be a colour #RRGGBB or #RRGGBBAA, not \(SceneFileError.quoted(text))")
    }
    return text
  }

  /// A number as a person writes it: whole numbers without a fraction.
  static func short(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
  }

  static func finite(_ node: Node, _ range: ClosedRange<Double>) throws(SceneFileError) -> Double {
    let number = try node.number()
    guard range.contains(number) else {
      throw node.error(
        "must be a number in \(short(range.lowerBound))...\(short(range.upperBound)), not \(short(number))")
    }
    return number
  }

  /// The longest time a file may name: the core's own limit on times.
  static let limit = SceneDocument.longestTime

  /// A layer of the file and its depth in the tree, checked against the layers declared before it
  /// (`declared`: their names and depths).
  static func layer(_ node: Node, declared: [String: Int]) throws(SceneFileError) -> (layer: SceneLayer, depth: Int) {
    let layer = try Self.layerFields(node, declared: declared)
    let above = layer.parent ?? layer.maskOf
    let depth = (above.flatMap { declared[$0] } ?? 0) + 1
    guard depth <= SceneDocument.maximumLayerDepth else {
      throw (node.member(layer.parent != nil ? "parent" : "maskOf") ?? node).error(
        "nests layers deeper than \(SceneDocument.maximumLayerDepth) levels (the format's limit on layer depth)")
    }
    return (layer, depth)
  }

  /// A layer's fields, checked against the layers declared before it.
  static func layerFields(_ node: Node, declared: [String: Int]) throws(SceneFileError) -> SceneLayer {
    let fields = try node.object(allowing: Self.layerKeys)
    guard let nameNode = fields["name"] else { throw node.error("needs the field \"name\"") }
    let name = try nameNode.string()
    guard !name.isEmpty else { throw nameNode.error("must not be empty") }
    guard declared[name] == nil else {
      throw nameNode.error("names a layer declared before: \(SceneFileError.quoted(name))")
    }
    var layer = SceneLayer(name: name)
    func reference(_ key: String) throws(SceneFileError) -> String? {
      guard let field = fields[key] else { return nil }
      let target = try field.string()
      guard declared[target] != nil else {
        throw field.error("names no layer declared before this one: \(SceneFileError.quoted(target))")
      }
      return target
    }
    layer.parent = try reference("parent")
    layer.maskOf = try reference("maskOf")
    if layer.parent != nil && layer.maskOf != nil {
      throw (fields["maskOf"] ?? node).error("a mask has no parent: give parent or maskOf, not both")
    }
    // The first layer is the scene's root; every other one hangs from it.
    if declared.isEmpty && (layer.parent != nil || layer.maskOf != nil) {
      throw (fields["parent"] ?? fields["maskOf"] ?? node).error("the first layer is the root: it has no parent")
    }
    if !declared.isEmpty && layer.parent == nil && layer.maskOf == nil {
      throw node.error("needs the field \"parent\" (or \"maskOf\"): only the first layer is the root")
    }
    if let field = fields["bounds"] {
      let bounds = try PropertyKind.rect.check(field)
      if bounds[2] < 0 || bounds[3] < 0 { throw field.error("must have a width and a height >= 0") }
      layer.bounds = bounds
    }
    if let field = fields["position"] { layer.position = try PropertyKind.point.check(field) }
    if let field = fields["anchorPoint"] { layer.anchorPoint = try PropertyKind.point.check(field) }
    if let field = fields["transform"] { layer.transform = try PropertyKind.transform.check(field) }
    if let field = fields["opacity"] { layer.opacity = try finite(field, 0...1) }
    if let field = fields["cornerRadius"] { layer.cornerRadius = try finite(field, 0...100_000) }
    if let field = fields["backgroundColor"] { layer.backgroundColor = try color(field) }
    if let field = fields["text"] { layer.text = try field.string() }
    if let field = fields["textColor"] { layer.textColor = try color(field) }
    if let field = fields["fontSize"] {
      layer.fontSize = try finite(field, 1...1000)
    }
    if let field = fields["logo"] { layer.logo = try color(field) }
    return layer
  }

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
        _ = try SceneCurve.parse(field)
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
          parsed.append(try SceneCurve.parse(element))
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

/// The properties a scene animates, and the JSON shape of their values.
enum PropertyKind: String, CaseIterable {
  case opacity, cornerRadius, position, anchorPoint, bounds, transform, backgroundColor

  static let number = PropertyKind.opacity
  static let point = PropertyKind.position
  static let rect = PropertyKind.bounds
  static let color = PropertyKind.backgroundColor

  var count: Int {
    switch self {
    case .opacity, .cornerRadius: 1
    case .position, .anchorPoint: 2
    case .bounds: 4
    case .transform: 6
    case .backgroundColor: 0
    }
  }

  /// Checks a list of numbers of this kind's length, each finite and within reach.
  func check(_ node: Node) throws(SceneFileError) -> [Double] {
    let numbers = try node.numbers(count: count)
    for (index, number) in numbers.enumerated() where abs(number) > 1e9 {
      throw node.element(index).error("must be a number in -1e9...1e9")
    }
    return numbers
  }

  /// Reads a value of this kind.
  func value(_ node: Node) throws(SceneFileError) -> SceneValue {
    switch self {
    case .opacity, .cornerRadius:
      let number = try node.number()
      guard abs(number) <= 1e9 else { throw node.error("must be a number in -1e9...1e9") }
      return .number(number)
    case .backgroundColor:
      return .color(try SceneReader.color(node))
    case .position, .anchorPoint, .bounds, .transform:
      return .numbers(try check(node))
    }
  }
}
