import Animator
import Testing

/// One row of the bad-input table: a call with a value (or in a state) that it cannot take as it
/// is, and the answer it gets.
struct BadInput: Sendable, CustomTestStringConvertible {
  typealias Action = @Sendable (BadInputWorld) throws(AnimationError) -> Void

  enum Answer: Sendable {
    /// The call throws this error and changes nothing.
    case throwsError(AnimationError)
    /// The call cannot throw (a property setter): it reports this error to the engine's
    /// `diagnosticsHandler` and changes nothing.
    case reports(AnimationError)
    /// The value has an obvious safe meaning: the call does exactly what `same` does.
    case normalises(String, same: Action)
    /// The call goes through; `check` says whether the world is as `description` promises.
    case handles(String, check: @Sendable (BadInputWorld) -> Bool)
  }

  /// The area of the API, for the documentation's headings.
  var area: String
  /// The call, as spelled in code.
  var call: String
  /// The bad value or situation.
  var input: String
  var answer: Answer
  var act: Action

  var testDescription: String { "\(area).\(call) with \(input)" }

  /// The answer in words, as the documentation shows it.
  var answerText: String {
    switch answer {
    case .throwsError(let error): "throws `.\(error.caseName)`: \(error)"
    case .reports(let error): "reported to `diagnosticsHandler`: \(error)"
    case .normalises(let text, _): "normalised: \(text)"
    case .handles(let text, _): text
    }
  }

  /// The table's row in Markdown.
  var markdown: String {
    "| `\(call)` | \(input) | \(answerText.replacingOccurrences(of: "|", with: "\\|")) |"
  }
}

extension AnimationError {
  /// The case's name, for example `invalidArgument`.
  var caseName: String {
    switch self {
    case .invalidArgument: "invalidArgument"
    case .invalidAction: "invalidAction"
    case .notInterruptible: "notInterruptible"
    case .insideAnimationBlock: "insideAnimationBlock"
    case .unknownLabel: "unknownLabel"
    case .unknownNode: "unknownNode"
    case .unknownInput: "unknownInput"
    case .transitionLoop: "transitionLoop"
    case .cycle: "cycle"
    case .controlledByTimeline: "controlledByTimeline"
    case .unsupported: "unsupported"
    case .cancelled: "cancelled"
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
