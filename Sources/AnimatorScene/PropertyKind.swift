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
