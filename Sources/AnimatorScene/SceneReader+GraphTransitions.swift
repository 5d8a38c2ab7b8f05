import Animator

/// Reading and checking the transitions of a scene's graph: their source and target, conditions,
/// priority, exit time, blend and switch mode, each error naming the field.
extension SceneReader {
  static let transitionKeys: Set<String> = [
    "from", "any", "to", "when", "priority", "exitTime", "blend", "switch", "automatic",
  ]
  static let conditionKeys: Set<String> = ["isTrue", "isFalse", "triggered", "above", "below", "value"]
  static let blendKeys: Set<String> = ["crossFade", "curve", "inertialize"]

  /// A transition, its nodes among `names` and its conditions' inputs among `inputs`.
  static func transition(_ node: Node, names: Set<String>, inputs: [String: SceneGraphInputType])
    throws(SceneFileError) -> SceneGraphTransition
  {
    let fields = try node.object(allowing: Self.transitionKeys)
    guard let toNode = fields["to"] else { throw node.error("needs the field \"to\"") }
    let to = try Self.nodeName(toNode, names)
    var transition: SceneGraphTransition
    switch (fields["from"], fields["any"]) {
    case (let from?, nil): transition = SceneGraphTransition(from: try Self.nodeName(from, names), to: to)
    case (nil, let any?):
      guard try any.bool() else { throw any.error("must be true (or give \"from\" instead)") }
      transition = SceneGraphTransition(from: nil, to: to)
    case (_?, let any?): throw any.error("a transition leaves from a node or from any, not both")
    case (nil, nil): throw node.error("needs the field \"from\" (a node) or \"any\": true")
    }
    if let field = fields["when"] {
      var conditions: [SceneGraphTransition.Condition] = []
      for element in try field.array() { conditions.append(try Self.condition(element, inputs)) }
      transition.when = conditions
    }
    if let field = fields["priority"] {
      let priority = try finite(field, -1_000_000...1_000_000)
      guard priority == priority.rounded() else { throw field.error("must be a whole number, not \(short(priority))") }
      transition.priority = Int(priority)
    }
    if let field = fields["exitTime"] { transition.exitTime = try finite(field, 0...limit) }
    if let field = fields["blend"] { transition.blend = try Self.blend(field) }
    if let field = fields["switch"] {
      let mode = try field.string()
      guard SceneGraphTransition.switchModes.contains(mode) else {
        throw field.error(
          "must be one of \(SceneGraphTransition.switchModes.joined(separator: ", ")), not \(SceneFileError.quoted(mode))"
        )
      }
      transition.switch = mode
    }
    if let field = fields["automatic"] { transition.automatic = try field.bool() }
    return transition
  }

  static func condition(_ node: Node, _ inputs: [String: SceneGraphInputType]) throws(SceneFileError)
    -> SceneGraphTransition.Condition
  {
    let fields = try node.object(allowing: Self.conditionKeys)
    let tests: [(key: String, type: SceneGraphInputType)] = [
      ("isTrue", .bool), ("isFalse", .bool), ("triggered", .trigger), ("above", .number), ("below", .number),
    ]
    let present = tests.filter { fields[$0.key] != nil }
    guard let test = present.first else {
      throw node.error("needs one of the fields isTrue, isFalse, triggered, above, below (naming an input)")
    }
    if present.count > 1, let second = fields[present[1].key] {
      throw second.error("a condition tests one input: give one of isTrue, isFalse, triggered, above, below")
    }
    guard let testNode = fields[test.key] else { throw node.error("needs the field \"\(test.key)\"") }
    let name = try Self.inputName(testNode, inputs, type: test.type)
    var condition = SceneGraphTransition.Condition()
    switch test.key {
    case "isTrue": condition.isTrue = name
    case "isFalse": condition.isFalse = name
    case "triggered": condition.triggered = name
    case "above": condition.above = name
    default: condition.below = name
    }
    if test.type == .number {
      guard let valueNode = fields["value"] else { throw node.error("\(test.key) needs the field \"value\"") }
      condition.value = try finite(valueNode, -limit...limit)
    } else if let valueNode = fields["value"] {
      throw valueNode.error("is not a field of \(test.key): only above and below compare with a value")
    }
    return condition
  }

  static func blend(_ node: Node) throws(SceneFileError) -> SceneGraphTransition.Blend {
    let fields = try node.object(allowing: Self.blendKeys)
    var blend = SceneGraphTransition.Blend()
    switch (fields["crossFade"], fields["inertialize"]) {
    case (let seconds?, nil):
      blend.crossFade = try finite(seconds, 0...limit)
      if let field = fields["curve"] {
        _ = try SceneCurve.parse(field, version: 3)
        blend.curve = try field.string()
      }
    case (nil, let seconds?):
      blend.inertialize = try finite(seconds, 0...limit)
      if let field = fields["curve"] { throw field.error("is a cross-fade's: an inertialization has no curve") }
    case (_?, let seconds?): throw seconds.error("a blend is a cross-fade or an inertialization, not both")
    case (nil, nil): throw node.error("needs the field \"crossFade\" or \"inertialize\" (seconds)")
    }
    return blend
  }
}
