import Animator

/// What a completion added by the fuzzer does when it runs. The same behaviour is given to the
/// animator under test (as a closure) and to the reference model (as data), so that re-entrant
/// calls from completions are compared too.
enum FuzzCompletion: Hashable, Sendable, CustomStringConvertible {
  /// Records its call.
  case log(id: Int)
  /// Records its call, then, while `remaining > 0`, adds a block, adds `.chain(remaining - 1)` and
  /// starts the animator again: an endless chain (seed 003) cut to a length.
  case chain(id: Int, remaining: Int)
  /// Records its call, then turns the animator around and starts it again (a run with no blocks).
  case reverseAndRestart(id: Int)
  /// Records its call, then tries two actions an inactive animator refuses; the errors are recorded.
  case misuse(id: Int)

  var id: Int {
    switch self {
    case .log(let id), .chain(let id, _), .reverseAndRestart(let id), .misuse(let id): id
    }
  }

  /// The value the chain's block sets: a function of the link, so both sides agree.
  static func chainValue(id: Int, remaining: Int) -> Double {
    Double((id * 37 + remaining * 11) % 41) - 20
  }

  var description: String {
    switch self {
    case .log(let id): "log(\(id))"
    case .chain(let id, let remaining): "chain(\(id), remaining: \(remaining))"
    case .reverseAndRestart(let id): "reverseAndRestart(\(id))"
    case .misuse(let id): "misuse(\(id))"
    }
  }
}

/// One entry in the log that completions write: a call with its position, or an error that an
/// action inside a completion threw.
enum CompletionLogEntry: Hashable, Sendable, CustomStringConvertible {
  case called(id: Int, position: AnimatingPosition)
  case threw(id: Int, error: AnimationError)

  var description: String {
    switch self {
    case .called(let id, let position): "completion \(id) at .\(position)"
    case .threw(let id, let error): "completion \(id) threw \(error)"
    }
  }
}
