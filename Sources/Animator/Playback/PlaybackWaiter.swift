/// A task waiting in a player's `finished()`, answered once: with where the run ended, with `nil`
/// when it ended with no completion, or with `nil` as soon as the task is cancelled.
///
/// The player keeps it in its ``Playback``'s list from the moment `finished()` is called, and
/// answers it when the run ends, on the player's isolation; a cancellation handler answers it from
/// the thread that cancels the task, which may be any. The lock makes them meet once: the first
/// answer counts and the waiter is spent. An answer that comes before the task has handed over its
/// continuation is kept, and ``install(_:)`` resumes the task with it at once.
struct PlaybackWaiter: Sendable {
  /// Where the waiter is: made, waiting with the task's continuation, or answered.
  private enum Stage {
    case idle
    case waiting(CheckedContinuation<AnimatingPosition?, Never>)
    case answered(AnimatingPosition?)
  }

  private let stage = Locked(Stage.idle)

  /// A waiter with no task and no answer yet.
  init() {}

  /// Whether the waiter has its answer: the player can forget it.
  var isSpent: Bool {
    stage.withLock { stage in
      if case .answered = stage { return true }
      return false
    }
  }

  /// Hands over the waiting task's continuation, resumed with the answer: at once if the waiter
  /// has it already, otherwise when it comes. Called once.
  ///
  /// - Parameter continuation: The task's continuation.
  func install(_ continuation: CheckedContinuation<AnimatingPosition?, Never>) {
    let answer = stage.withLock { stage -> AnimatingPosition?? in
      switch stage {
      case .idle:
        stage = .waiting(continuation)
        return .none
      case .answered(let position):
        return .some(position)
      case .waiting:
        assertionFailure("a waiter's continuation is handed over once")
        return .some(nil)
      }
    }
    if case .some(let position) = answer { continuation.resume(returning: position) }
  }

  /// Answers the waiter with `position` unless it has its answer already; resumes its task, if it
  /// waits, outside the lock.
  ///
  /// - Parameter position: Where the run ended, or `nil`.
  func resume(returning position: AnimatingPosition?) {
    let continuation = stage.withLock { stage -> CheckedContinuation<AnimatingPosition?, Never>? in
      switch stage {
      case .idle:
        stage = .answered(position)
        return nil
      case .waiting(let continuation):
        stage = .answered(position)
        return continuation
      case .answered:
        return nil
      }
    }
    continuation?.resume(returning: position)
  }

  /// Whether `other` is this waiter.
  ///
  /// - Parameter other: A waiter.
  /// - Returns: `true` when both are the same waiter.
  func isSame(as other: PlaybackWaiter) -> Bool {
    stage === other.stage
  }
}
