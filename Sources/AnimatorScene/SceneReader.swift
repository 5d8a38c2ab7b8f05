import Animator

/// Reads and checks a document, field by field.
enum SceneReader {
  static let documentKeys: Set<String> = [
    "format", "version", "name", "size", "background", "layers", "timeline", "graph",
  ]
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
    // Last: the graph's nodes hold items, read as the timeline's are, and name layers.
    if let graph = fields["graph"] { document.graph = try Self.graph(graph, layers: names, version: Int(version)) }
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
}
