import Animator

/// Reading and checking a scene's graph (version 3): its inputs, its nodes (their items checked as
/// the timeline's are), its entry and its transitions, names resolved once the whole section is
/// read, each error naming the field.
extension SceneReader {
  static let graphKeys: Set<String> = ["inputs", "entry", "nodes", "transitions"]
  static let inputKeys: Set<String> = ["name", "type", "value"]
  /// The fields each type of node may have (and `name`, for the graph's own nodes).
  static let nodeKeys: [SceneGraphNodeType: Set<String>] = [
    .timeline: ["name", "type", "items", "timing"], .pose: ["name", "type", "values"],
    .blendSpace: ["name", "type", "input", "sync", "points"], .mix: ["name", "type", "parts"],
    .animator: ["name", "type", "duration", "curve", "springTiming", "values"],
    .graph: ["name", "type", "entry", "nodes", "transitions"],
  ]
  /// The fields any node may have, and `inputs`, which a nested graph is told it reads from the
  /// top: a field of none is refused before the node's type is read.
  static let anyNodeKeys = nodeKeys.values.reduce(into: Set<String>(["inputs"])) { $0.formUnion($1) }
  static let poseValueKeys: Set<String> = ["layer", "property", "value"]
  static let animatorValueKeys: Set<String> = ["layer", "property", "value", "delayFactor"]
  static let pointKeys: Set<String> = ["at", "node"]
  static let partKeys: Set<String> = ["node", "weight", "input"]

  /// The graph of a file of version `version`, over the layers named `layers`.
  static func graph(_ node: Node, layers: Set<String>, version: Int) throws(SceneFileError) -> SceneGraph {
    guard version >= 3 else { throw node.error("is new in version 3 of the format: set \"version\" to 3") }
    let fields = try node.object(allowing: Self.graphKeys)
    var inputs: [String: SceneGraphInputType] = [:]
    var graphInputs: [SceneGraphInput]?
    if let field = fields["inputs"] {
      var list: [SceneGraphInput] = []
      for element in try field.array() {
        let input = try Self.input(element)
        guard inputs[input.name] == nil else {
          throw (element.member("name") ?? element).error(
            "names an input declared before: \(SceneFileError.quoted(input.name))")
        }
        inputs[input.name] = input.type
        list.append(input)
      }
      graphInputs = list
    }
    let context = GraphContext(layers: layers, inputs: inputs, version: version)
    let contents = try Self.graphContents(of: node, fields, context, needing: "needs the field \"nodes\"")
    return SceneGraph(
      inputs: graphInputs, entry: contents.entry, nodes: contents.nodes, transitions: contents.transitions)
  }

  /// The nodes, entry and transitions of a graph, or of a nested graph's node (`fields` of `node`):
  /// names resolve among its own nodes once they are all read; `missing` is the problem of a graph
  /// with no `nodes`.
  static func graphContents(of node: Node, _ fields: Fields, _ context: GraphContext, needing missing: String)
    throws(SceneFileError) -> (nodes: [SceneGraphNode], entry: String?, transitions: [SceneGraphTransition]?)
  {
    guard let nodesNode = fields["nodes"] else { throw node.error(missing) }
    var nodes: [SceneGraphNode] = []
    var names: Set<String> = []
    for element in try nodesNode.array() {
      let graphNode = try Self.graphNode(element, context, named: true)
      let name = graphNode.name ?? ""
      guard names.insert(name).inserted else {
        throw (element.member("name") ?? element).error("names a node declared before: \(SceneFileError.quoted(name))")
      }
      nodes.append(graphNode)
    }
    guard !nodes.isEmpty else { throw nodesNode.error("must hold at least one node") }
    var entry: String?
    if let field = fields["entry"] { entry = try Self.nodeName(field, names) }
    var transitions: [SceneGraphTransition]?
    if let field = fields["transitions"] {
      var list: [SceneGraphTransition] = []
      for element in try field.array() {
        list.append(try Self.transition(element, names: names, inputs: context.inputs))
      }
      transitions = list
    }
    return (nodes, entry, transitions)
  }

  /// What a node is checked against: the scene's layers, the graph's inputs and the version.
  struct GraphContext {
    var layers: Set<String>
    var inputs: [String: SceneGraphInputType]
    var version: Int
    /// Whether the node is (in) a blend space's point, which plays at a phase a nested graph has
    /// not.
    var inBlendSpace = false
  }

  static func input(_ node: Node) throws(SceneFileError) -> SceneGraphInput {
    let fields = try node.object(allowing: Self.inputKeys)
    guard let nameNode = fields["name"] else { throw node.error("needs the field \"name\"") }
    let name = try nameNode.string()
    guard !name.isEmpty else { throw nameNode.error("must not be empty") }
    guard let typeNode = fields["type"] else { throw node.error("needs the field \"type\"") }
    let type = try Self.oneOf(typeNode, SceneGraphInputType.self)
    var input = SceneGraphInput(name: name, type: type)
    guard let valueNode = fields["value"] else { return input }
    switch type {
    case .bool: input.value = .bool(try valueNode.bool())
    case .number: input.value = .number(try finite(valueNode, -limit...limit))
    case .trigger: throw valueNode.error("a trigger has no value: it starts not fired")
    }
    return input
  }

  /// A node: one of the graph's (`named`) or the node of a point or a part (unnamed).
  static func graphNode(_ node: Node, _ context: GraphContext, named: Bool) throws(SceneFileError) -> SceneGraphNode {
    let fields = try node.object(allowing: Self.anyNodeKeys)
    guard let typeNode = fields["type"] else { throw node.error("needs the field \"type\"") }
    let type = try Self.oneOf(typeNode, SceneGraphNodeType.self)
    let allowed = Self.nodeKeys[type] ?? []
    for (key, field) in fields where !allowed.contains(key) {
      if key == "inputs" && type == .graph {
        throw field.error("is not a field of a nested graph: it reads the top-level graph's inputs (graph.inputs)")
      }
      let expected = allowed.sorted().joined(separator: ", ")
      throw field.error("is not a field of \(Self.article(type)) \(type.rawValue) node (expected one of \(expected))")
    }
    var result = SceneGraphNode(type: type)
    if let nameNode = fields["name"] {
      guard named else { throw nameNode.error("is not a field here: the node of a point or a part has no name") }
      let name = try nameNode.string()
      guard !name.isEmpty else { throw nameNode.error("must not be empty") }
      result.name = name
    } else if named {
      throw node.error("needs the field \"name\"")
    }
    func required(_ key: String) throws(SceneFileError) -> Node {
      guard let field = fields[key] else {
        throw node.error("\(Self.article(type)) \(type.rawValue) node needs the field \"\(key)\"")
      }
      return field
    }
    switch type {
    case .timeline:
      var items: [SceneItem] = []
      for element in try required("items").array() { items.append(try Self.graphItem(element, context)) }
      result.items = items
      if let field = fields["timing"] { result.timing = try timing(field) }
    case .pose:
      var values: [SceneGraphNode.PoseValue] = []
      for element in try required("values").array() { values.append(try Self.poseValue(element, context)) }
      result.values = values
    case .animator:
      let durationNode = try required("duration")
      let duration = try finite(durationNode, 0...limit)
      result.duration = duration
      if let field = fields["curve"] {
        _ = try SceneCurve.parse(field, version: context.version)
        result.curve = try field.string()
      }
      if let field = fields["springTiming"] {
        guard fields["curve"] == nil else { throw field.error("an animator has a curve or a spring timing, not both") }
        result.springTiming = try springTiming(field, duration: duration, durationNode: durationNode)
      }
      var values: [SceneGraphNode.PoseValue] = []
      for element in try required("values").array() {
        values.append(try Self.poseValue(element, context, animator: true))
      }
      result.values = values
    case .graph:
      guard !context.inBlendSpace else {
        throw typeNode.error("must be pose, timeline, animator or mix in a blend space's point, not \"graph\"")
      }
      let contents = try Self.graphContents(
        of: node, fields, context, needing: "a graph node needs the field \"nodes\"")
      result.nodes = contents.nodes
      result.entry = contents.entry
      result.transitions = contents.transitions
    case .blendSpace:
      let inputNode = try required("input")
      result.input = try Self.inputName(inputNode, context.inputs, type: .number)
      if let field = fields["sync"] { result.sync = try field.bool() }
      let pointsNode = try required("points")
      var points: [SceneGraphNode.Point] = []
      var positions: [Double: Int] = [:]
      for (index, element) in try pointsNode.array().enumerated() {
        let pointFields = try element.object(allowing: Self.pointKeys)
        guard let atNode = pointFields["at"] else { throw element.error("needs the field \"at\"") }
        let at = try finite(atNode, -limit...limit)
        if let other = positions[at] {
          throw atNode.error("is the position of points[\(other)]: each point has a position of its own")
        }
        positions[at] = index
        guard let nodeNode = pointFields["node"] else { throw element.error("needs the field \"node\"") }
        var pointContext = context
        pointContext.inBlendSpace = true
        points.append(SceneGraphNode.Point(at: at, node: try Self.graphNode(nodeNode, pointContext, named: false)))
      }
      guard !points.isEmpty else { throw pointsNode.error("must hold at least one point") }
      result.points = points
    case .mix:
      let partsNode = try required("parts")
      var parts: [SceneGraphNode.Part] = []
      for element in try partsNode.array() {
        let partFields = try element.object(allowing: Self.partKeys)
        guard let nodeNode = partFields["node"] else { throw element.error("needs the field \"node\"") }
        var part = SceneGraphNode.Part(node: try Self.graphNode(nodeNode, context, named: false))
        switch (partFields["weight"], partFields["input"]) {
        case (let weight?, nil): part.weight = try finite(weight, 0...1)
        case (nil, let input?): part.input = try Self.inputName(input, context.inputs, type: .number)
        case (_?, let input?): throw input.error("a part has a constant weight or an input, not both")
        case (nil, nil): throw element.error("needs the field \"weight\" (0...1) or \"input\" (a number input)")
        }
        parts.append(part)
      }
      guard !parts.isEmpty else { throw partsNode.error("must hold at least one part") }
      result.parts = parts
    }
    return result
  }

  /// An item of a timeline node: a tween or keyframes, checked as the timeline's items are.
  static func graphItem(_ node: Node, _ context: GraphContext) throws(SceneFileError) -> SceneItem {
    // A spring's length depends on where the timeline records it from, and labels and markers mark
    // a timeline's own playhead: a graph plays a node's tweens at the node's time, and nothing else.
    if let typeNode = node.member("type"), case .string(let name) = typeNode.tree.value,
      let type = SceneItemType(rawValue: name), type != .tween && type != .keyframes
    {
      throw typeNode.error("must be tween or keyframes in a graph's timeline, not \(SceneFileError.quoted(name))")
    }
    return try item(node, layers: context.layers, version: context.version)
  }

  /// A pose's value, or with `animator` an animator's, which may have a delay factor.
  static func poseValue(_ node: Node, _ context: GraphContext, animator: Bool = false) throws(SceneFileError)
    -> SceneGraphNode.PoseValue
  {
    let fields = try node.object(allowing: animator ? Self.animatorValueKeys : Self.poseValueKeys)
    guard let layerNode = fields["layer"] else { throw node.error("needs the field \"layer\"") }
    let layer = try layerNode.string()
    guard context.layers.contains(layer) else {
      throw layerNode.error("names no layer of the scene: \(SceneFileError.quoted(layer))")
    }
    guard let propertyNode = fields["property"] else { throw node.error("needs the field \"property\"") }
    let property = try propertyNode.string()
    guard let kind = PropertyKind(rawValue: property) else {
      throw propertyNode.error(
        "must be one of \(PropertyKind.allCases.map(\.rawValue).joined(separator: ", ")), not \(SceneFileError.quoted(property))"
      )
    }
    guard let valueNode = fields["value"] else { throw node.error("needs the field \"value\"") }
    var value = SceneGraphNode.PoseValue(layer: layer, property: property, value: try kind.value(valueNode))
    if let field = fields["delayFactor"] { value.delayFactor = try finite(field, 0...1) }
    return value
  }

  /// `a` or `an`, before a node type's name.
  static func article(_ type: SceneGraphNodeType) -> String {
    type == .animator ? "an" : "a"
  }

  /// The name of a node of the graph.
  static func nodeName(_ node: Node, _ names: Set<String>) throws(SceneFileError) -> String {
    let name = try node.string()
    guard names.contains(name) else { throw node.error("no node \(SceneFileError.quoted(name))") }
    return name
  }

  /// The name of an input of type `type`.
  static func inputName(_ node: Node, _ inputs: [String: SceneGraphInputType], type: SceneGraphInputType)
    throws(SceneFileError) -> String
  {
    let name = try node.string()
    guard let found = inputs[name] else { throw node.error("no input \(SceneFileError.quoted(name))") }
    guard found == type else {
      throw node.error(
        "names the \(found.rawValue) input \(SceneFileError.quoted(name)), not a \(type.rawValue) input")
    }
    return name
  }

  /// A string among a type's raw values.
  static func oneOf<Value: RawRepresentable & CaseIterable>(_ node: Node, _: Value.Type) throws(SceneFileError)
    -> Value where Value.RawValue == String
  {
    let text = try node.string()
    guard let value = Value(rawValue: text) else {
      throw node.error(
        "must be one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")), not \(SceneFileError.quoted(text))")
    }
    return value
  }
}
