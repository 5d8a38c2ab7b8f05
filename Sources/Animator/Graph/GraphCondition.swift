/// A transition's condition on one input, by the input's index (``AnimationGraph/Condition``
/// checked against the graph's inputs).
enum GraphCondition {
  case isTrue(Int)
  case isFalse(Int)
  case triggered(Int)
  case above(Int, Double)
  case below(Int, Double)

  /// Whether it holds for `inputs`.
  func holds(_ inputs: GraphInputs) -> Bool {
    switch self {
    case .isTrue(let index), .triggered(let index): inputs[index] != 0
    case .isFalse(let index): inputs[index] == 0
    case .above(let index, let value): inputs[index] > value
    case .below(let index, let value): inputs[index] < value
    }
  }
}

extension GraphCondition {
  /// The same condition on input `map[i]` for input `i`: how a nested graph's conditions read
  /// their parent's inputs.
  func mapped(_ map: [Int]) -> GraphCondition {
    switch self {
    case .isTrue(let index): .isTrue(map[index])
    case .isFalse(let index): .isFalse(map[index])
    case .triggered(let index): .triggered(map[index])
    case .above(let index, let value): .above(map[index], value)
    case .below(let index, let value): .below(map[index], value)
    }
  }
}
