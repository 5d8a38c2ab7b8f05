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
