import Animator

extension BadInput {
  /// The answer of a call that refuses `value` for `parameter` with
  /// ``AnimationError/invalidArgument(parameter:value:requirement:)``.
  static func invalid(_ parameter: String, _ value: String, _ requirement: AnimationError.Requirement) -> Answer {
    .throwsError(.invalidArgument(parameter: parameter, value: value, requirement: requirement))
  }

  /// A row for a value type's initialiser or call, which has no state to keep: it throws or it
  /// does not.
  static func valueCall(
    _ area: String, _ call: String, _ input: String, _ answer: Answer, _ body: @escaping @Sendable () throws -> Any
  ) -> BadInput {
    BadInput(area: area, call: call, input: input, answer: answer) { w throws(AnimationError) in
      switch Result(catching: body) {
      case .success(let value): w.note = "\(value)"
      case .failure(let error as AnimationError): throw error
      case .failure(let error): throw .unknownLabel("not an AnimationError: \(error)")
      }
    }
  }
}
