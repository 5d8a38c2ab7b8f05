/// The inputs of an ``AnimationGraph``: their names, kinds and values, by index. A class, so that
/// handing them to every node on each tick costs one reference, not one per array.
final class GraphInputs {
  enum Kind: Equatable {
    case bool, number, trigger

    /// The requirement an input of another kind is refused with.
    var requirement: String {
      switch self {
      case .bool: "a Boolean input"
      case .number: "a number input"
      case .trigger: "a trigger"
      }
    }
  }

  var names: [String] = []
  var kinds: [Kind] = []
  /// A number's value; 1 or 0 for a Boolean and for a trigger (fired or not).
  @exclusivity(unchecked) var values: [Double] = []
  var indices: [String: Int] = [:]

  /// The index of the input named `name`, which must be of kind `kind`.
  func index(of name: String, kind: Kind) throws(AnimationError) -> Int {
    guard let index = indices[name] else { throw .unknownInput(name) }
    guard kinds[index] == kind else {
      throw .invalidArgument(parameter: name, value: "\(kinds[index])", requirement: .other(kind.requirement))
    }
    return index
  }

  subscript(index: Int) -> Double { values[index] }
}
