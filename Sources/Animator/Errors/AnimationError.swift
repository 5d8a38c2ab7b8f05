/// The error every throwing call of the library reports: it names what was wrong, and the call that
/// threw changed nothing (``cancelled``, which ends a run, says what it changed).
///
/// Where UIKit raises an exception ("It is a programmer error to …") or a value has no safe meaning
/// (a NaN duration, key times that go backwards), Animator throws one of these instead and leaves
/// every object exactly as it was.
///
/// ```swift
/// do {
///   try animator.finishAnimation(at: .end)
/// } catch {
///   print(error)  // finishAnimation(at:) is not allowed while the animator is active
/// }
/// ```
public enum AnimationError: Error, Hashable, Sendable {
  /// A parameter was given a value it does not accept.
  ///
  /// - Parameters:
  ///   - parameter: The parameter's name as spelled in the call, for example `"duration"` or
  ///     `"keyTimes[2]"`.
  ///   - value: The value that was given, as text (`"nan"`, `"-1.0"`).
  ///   - requirement: What the parameter accepts.
  case invalidArgument(parameter: String, value: String, requirement: Requirement)

  /// An action that the object's current state does not allow.
  ///
  /// - Parameters:
  ///   - action: The action that was refused.
  ///   - state: The state the object was in.
  case invalidAction(AnimationAction, state: AnimatingState)

  /// An action refused because the animator's ``PropertyAnimator/isInterruptible`` is `false`.
  ///
  /// - Parameter action: The action that was refused.
  case notInterruptible(AnimationAction)

  /// An action called from inside one of the animator's own animation blocks while it runs them
  /// (at the start of a run, or in ``PropertyAnimator/addAnimations(_:)``): the animator is making
  /// its animations and cannot change state in the middle.
  ///
  /// - Parameter action: The action that was refused.
  case insideAnimationBlock(AnimationAction)

  /// A timeline label that does not exist.
  ///
  /// - Parameter label: The label that was asked for.
  case unknownLabel(String)

  /// A node that an ``AnimationGraph`` does not have.
  ///
  /// - Parameter name: The node that was asked for.
  case unknownNode(String)

  /// An input that an ``AnimationGraph`` does not have.
  ///
  /// - Parameter name: The input that was asked for.
  case unknownInput(String)

  /// An ``AnimationGraph``'s transitions went round a loop at one instant, or fired more than
  /// ``AnimationGraph/maximumTransitionsPerTick`` times in one tick: reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; the graph stops the loop and carries on.
  ///
  /// - Parameter description: The nodes and the instant.
  case transitionLoop(String)

  /// Adding a child would make a timeline contain itself.
  ///
  /// - Parameter description: Which child and which timeline.
  case cycle(String)

  /// An action refused because a ``Timeline`` holds the animator or timeline and drives it.
  ///
  /// - Parameter action: The action that was refused.
  case controlledByTimeline(AnimationAction)

  /// An action the player does not have, in any state: a ``SpringAnimation``, a
  /// ``DecayAnimation`` and a ``TimelineFling`` run forwards only, so setting
  /// ``Animating/isReversed`` to `true` is refused (setting it to `false` changes nothing).
  ///
  /// - Parameter action: The action that was refused.
  case unsupported(AnimationAction)

  /// The task waiting in ``Animating/run()`` was cancelled. A player that was running or paused
  /// was stopped where it was, as ``Animating/stopAnimation(_:)`` with `true` leaves it: its values
  /// stay where they were shown and no completion runs. A task cancelled before the call did not
  /// start the player.
  case cancelled

  /// What a parameter accepts, as named in an ``AnimationError/invalidArgument(parameter:value:requirement:)``.
  public enum Requirement: Hashable, Sendable, CustomStringConvertible {
    /// A finite number: not NaN and not infinite.
    case finite
    /// A finite number greater than or equal to zero.
    case nonNegative
    /// A finite number greater than zero.
    case positive
    /// A number in `0...1`.
    case unitInterval
    /// A number in the given closed range.
    case range(ClosedRange<Double>)
    /// A collection with at least the given number of elements.
    case atLeast(count: Int)
    /// A collection with exactly the given number of elements.
    case count(Int)
    /// Values that never decrease from one element to the next.
    case ascending
    /// Key times that start at 0 and end at 1.
    case spansUnitInterval
    /// A requirement that the other cases do not describe.
    case other(String)

    /// The requirement in words, as it appears in error messages.
    public var description: String {
      switch self {
      case .finite: "a finite number"
      case .nonNegative: "a finite number >= 0"
      case .positive: "a finite number > 0"
      case .unitInterval: "a number in 0...1"
      case .range(let range): "a number in \(range.lowerBound)...\(range.upperBound)"
      case .atLeast(let count): "at least \(count) element\(count == 1 ? "" : "s")"
      case .count(let count): "exactly \(count) element\(count == 1 ? "" : "s")"
      case .ascending: "values in ascending order"
      case .spansUnitInterval: "values that start at 0 and end at 1"
      case .other(let text): text
      }
    }
  }
}

extension AnimationError: CustomStringConvertible {
  /// One line that says what was wrong, suitable for a log or a diagnostic.
  public var description: String {
    switch self {
    case .invalidArgument(let parameter, let value, let requirement):
      "invalid \(parameter) \(value): expected \(requirement)"
    case .invalidAction(let action, let state):
      "\(action) is not allowed while the animator is \(state)"
    case .notInterruptible(let action):
      "\(action) is not allowed on an animator that is not interruptible"
    case .insideAnimationBlock(let action):
      "\(action) is not allowed inside one of the animator's own animation blocks"
    case .unknownLabel(let label):
      "unknown label \"\(label)\""
    case .unknownNode(let name):
      "unknown node \"\(name)\""
    case .unknownInput(let name):
      "unknown input \"\(name)\""
    case .transitionLoop(let description):
      "transitions loop without time passing: \(description)"
    case .cycle(let description):
      "a timeline cannot contain itself: \(description)"
    case .controlledByTimeline(let action):
      "\(action) is not allowed while a timeline drives the animation"
    case .unsupported(let action):
      "\(action) is not something this player does"
    case .cancelled:
      "the task running the animation was cancelled"
    }
  }
}

extension AnimationError {
  /// Checks that `value` is finite, or makes the error that says it is not.
  static func requireFinite(_ value: Double, _ parameter: String) throws(AnimationError) {
    guard value.isFinite else {
      throw .invalidArgument(parameter: parameter, value: "\(value)", requirement: .finite)
    }
  }

  /// Checks that `value` is finite and not negative.
  static func requireNonNegative(_ value: Double, _ parameter: String) throws(AnimationError) {
    guard value.isFinite, value >= 0 else {
      throw .invalidArgument(parameter: parameter, value: "\(value)", requirement: .nonNegative)
    }
  }

  /// Checks that `value` is finite and greater than zero.
  static func requirePositive(_ value: Double, _ parameter: String) throws(AnimationError) {
    guard value.isFinite, value > 0 else {
      throw .invalidArgument(parameter: parameter, value: "\(value)", requirement: .positive)
    }
  }
}
