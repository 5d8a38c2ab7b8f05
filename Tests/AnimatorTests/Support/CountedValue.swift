import Animator

/// Counts the vector operations done on ``Counted`` values.
final class OperationCounter: @unchecked Sendable {
  var count = 0
}

/// A number that counts every vector operation done on it (`+`, `-`, `scale(by:)`,
/// `magnitudeSquared`, `combined(with:_:)`): the work a trajectory or a player does on values,
/// measured without a clock, for the tests that show a retarget costs O(1).
struct Counted: ComponentwiseArithmetic {
  var value: Double
  var counter: OperationCounter?

  static var zero: Counted { Counted(value: 0, counter: nil) }

  static func + (lhs: Counted, rhs: Counted) -> Counted {
    let counter = lhs.counter ?? rhs.counter
    counter?.count += 1
    return Counted(value: lhs.value + rhs.value, counter: counter)
  }

  static func - (lhs: Counted, rhs: Counted) -> Counted {
    let counter = lhs.counter ?? rhs.counter
    counter?.count += 1
    return Counted(value: lhs.value - rhs.value, counter: counter)
  }

  mutating func scale(by rhs: Double) {
    counter?.count += 1
    value *= rhs
  }

  var magnitudeSquared: Double {
    counter?.count += 1
    return value * value
  }

  func combined(with other: Counted, _ combine: (Double, Double) -> Double) -> Counted {
    counter?.count += 1
    return Counted(value: combine(value, other.value), counter: counter ?? other.counter)
  }

  static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.value == rhs.value }
}
