/// A clock that moves only when you tell it to: the clock for tests, scripted demos and anything
/// that must give the same numbers on every run.
///
/// ```swift
/// @Test func fadeTakesHalfASecond() throws {
///   let clock = ManualClock()
///   let engine = AnimationEngine(clock: clock)
///   let card = Card()                       // has `@Animated var opacity = 0.0`
///   let animator = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: engine)
///   try animator.addAnimations { card.opacity = 1 }
///   try animator.startAnimation()
///
///   clock.advance(by: .milliseconds(250))
///   engine.tick()
///   #expect(card.$opacity.presentationValue == 0.5)
/// }
/// ```
///
/// `ManualClock` conforms to `Clock`, so code that sleeps on a clock (`Task.sleep(until:clock:)`,
/// a render loop) can be driven by it too: a sleeper resumes when the clock is advanced to or past
/// its deadline. The clock is `Sendable` and can be advanced from any thread.
public final class ManualClock: Clock, Sendable {
  /// A moment on a ``ManualClock``: the time since the clock was made.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Makes an instant at `offset` from the clock's start.
    ///
    /// - Parameter offset: The time since the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    ///
    /// - Parameter duration: How far to move; negative moves back.
    /// - Returns: The moved instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    ///
    /// - Parameter other: The later (or earlier) instant.
    /// - Returns: `other - self`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, for example `1.5 seconds`.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
  }

  private let state: Locked<State>

  /// The latest and earliest readings, `±Duration.seconds(Int64.max)` (about 292 billion years):
  /// the clock stops there instead of overflowing `Duration`.
  static let maximumOffset = Duration.seconds(Int64.max)

  /// Makes a clock that reads `initialOffset` (zero by default) until it is advanced.
  ///
  /// - Parameter initialOffset: The clock's starting reading, kept within
  ///   `±Duration.seconds(Int64.max)`.
  public init(initialOffset: Duration = .zero) {
    let offset = min(max(initialOffset, .zero - Self.maximumOffset), Self.maximumOffset)
    state = Locked(State(now: Instant(offset: offset)))
  }

  /// The current reading.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The time since the clock's start: the same as `now.offset`.
  public var elapsed: Duration {
    now.offset
  }

  /// Zero: a manual clock moves by exactly the steps it is given.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock forward and resumes every sleeper whose deadline has been reached.
  ///
  /// A negative duration is treated as zero: the clock never goes backwards. The clock stops at
  /// `Duration.seconds(Int64.max)` (about 292 billion years) instead of overflowing.
  ///
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) {
    let step = duration < .zero ? .zero : duration
    advance(transform: { now in
      now.offset >= Self.maximumOffset - step
        ? Instant(offset: max(now.offset, Self.maximumOffset)) : now.advanced(by: step)
    })
  }

  /// Moves the clock to `instant` and resumes every sleeper whose deadline has been reached.
  ///
  /// An instant earlier than ``now`` is ignored: the clock never goes backwards. An instant past
  /// `Duration.seconds(Int64.max)` moves the clock only that far.
  ///
  /// - Parameter instant: Where to move.
  public func advance(to instant: Instant) {
    let target = Instant(offset: min(instant.offset, Self.maximumOffset))
    advance(transform: { max($0, target) })
  }

  private func advance(transform: (Instant) -> Instant) {
    let due: [Sleeper] = state.withLock { state in
      state.now = transform(state.now)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    // Resume outside the lock, in deadline order, so that woken tasks can read the clock.
    for sleeper in due.sorted(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) {
      sleeper.continuation.resume()
    }
  }

  /// The number of tasks sleeping on this clock, for tests that must wait until a task is asleep.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// Suspends until the clock has been advanced to `deadline` or past it.
  ///
  /// Returns at once if the deadline has already passed. Throws `CancellationError` if the task is
  /// cancelled while it sleeps.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wait for.
  ///   - tolerance: Ignored: a manual clock is exact.
  /// - Throws: `CancellationError` if the task is cancelled before the deadline is reached.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id: UInt64 = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Bool = state.withLock { state in
          if Task.isCancelled || deadline <= state.now { return true }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
        }
      }
    } onCancel: {
      let cancelled: Sleeper? = state.withLock { state in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }
}
