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
