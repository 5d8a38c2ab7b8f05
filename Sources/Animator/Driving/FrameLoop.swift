/// Ticks an engine once per frame, on a regular grid of a clock, and sleeps while nothing moves.
///
/// ```swift
/// let engine = AnimationEngine()                      // reads ContinuousClock
/// let loop = try FrameLoop(engine: engine, frameInterval: .seconds(1) / 60)
/// let task = Task { @MainActor in
///   try await loop.run { _ in redraw() }
/// }
/// ```
///
/// The loop ticks the engine (which reads its own clock), calls `onFrame`, then sleeps on `clock`
/// until the next frame of the grid `start + n × frameInterval`. A frame that comes late does not
/// make the next ones early: missed frames are skipped, and the engine's next tick covers the time.
/// While the engine does not need frames (``AnimationEngine/needsFrames`` is `false`: nothing runs,
/// or the engine is paused) the loop does not sleep on the clock at all: it waits in
/// ``AnimationEngine/waitUntilNeedsFrames()`` and wakes when an animation starts, so that an idle
/// app does no work per frame. The loop ends when its task is cancelled.
///
/// Give the engine and the loop the same clock, so that the frames and the animation time agree:
/// `AnimationEngine(clock: clock)` and `FrameLoop(engine: engine, clock: clock, ...)`. The loop
/// runs on its caller's actor (the main actor in an app), where the engine lives.
public struct FrameLoop<C: Clock> where C.Duration == Duration {
  /// The engine ticked once per frame.
  public let engine: AnimationEngine
  /// The clock the loop sleeps on.
  public let clock: C
  /// The time between two frames.
  public let frameInterval: Duration

  /// Makes a loop that ticks `engine` every `frameInterval` of `clock`.
  ///
  /// - Parameters:
  ///   - engine: The engine to tick.
  ///   - clock: The clock to sleep on: the engine's own clock.
  ///   - frameInterval: The time between frames, more than zero: `.seconds(1) / 60` for 60 Hz.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `frameInterval` if it is zero or negative.
  public init(engine: AnimationEngine, clock: C, frameInterval: Duration) throws(AnimationError) {
    guard frameInterval > .zero else {
      throw .invalidArgument(parameter: "frameInterval", value: "\(frameInterval)", requirement: .positive)
    }
    self.engine = engine
    self.clock = clock
    self.frameInterval = frameInterval
  }

  /// Runs the loop until `condition` is false or the task is cancelled.
  ///
  /// ```swift
  /// // A program that ends when its animation has: a pause does not end it, a resume goes on.
  /// try await loop.run(while: { animator.state != .inactive }) { _ in draw() }
  /// ```
  ///
  /// - Parameters:
  ///   - condition: Checked before each frame; the loop returns when it is `false`. It is not
  ///     checked while the loop waits for the engine to need frames.
  ///   - onFrame: Called after each tick with the engine: draw here, or copy the values that
  ///     changed (``AnimationEngine/observeChanges(_:)`` is the other way).
  /// - Throws: `CancellationError` when the task is cancelled.
  /// - Complexity: Per frame, one ``AnimationEngine/tick()`` and one sleep.
  nonisolated(nonsending) public func run(
    while condition: () -> Bool, onFrame: (AnimationEngine) -> Void = { _ in }
  ) async throws {
    var deadline = clock.now
    while condition() {
      try Task.checkCancellation()
      if !engine.needsFrames {
        try await engine.waitUntilNeedsFrames()
        deadline = clock.now
      }
      engine.tick()
      onFrame(engine)
      // The frame ended the last animation: wait for the next one rather than for a frame.
      guard engine.needsFrames else { continue }
      deadline = nextFrame(after: deadline, now: clock.now)
      try await clock.sleep(until: deadline, tolerance: nil)
    }
  }

  /// Runs the loop until the task is cancelled.
  ///
  /// - Parameter onFrame: Called after each tick with the engine: draw here, or copy the values
  ///   that changed (``AnimationEngine/observeChanges(_:)`` is the other way).
  /// - Throws: `CancellationError` when the task is cancelled.
  /// - Complexity: Per frame, one ``AnimationEngine/tick()`` and one sleep.
  nonisolated(nonsending) public func run(onFrame: (AnimationEngine) -> Void = { _ in }) async throws {
    try await run(while: { true }, onFrame: onFrame)
  }

  /// The first instant of the grid `deadline + n × frameInterval` (n ≥ 1) that is after `now`.
  func nextFrame(after deadline: C.Instant, now: C.Instant) -> C.Instant {
    let next = deadline.advanced(by: frameInterval)
    guard next <= now else { return next }
    // Late: skip the frames already missed, staying on the grid. The count of missed frames can be
    // beyond any integer type (an interval of one attosecond, a frame seconds late), so the grid
    // point is found from the exact remainder of the lateness by the interval, never a quotient.
    let late = deadline.duration(to: now)
    return deadline.advanced(by: late - Self.remainder(of: late, by: frameInterval) + frameInterval)
  }

  /// `dividend` modulo `divisor`, both at least zero and `divisor` above zero, exactly: long
  /// division by the divisor's doublings, at most 128 of them.
  static func remainder(of dividend: Duration, by divisor: Duration) -> Duration {
    var multiple = divisor
    var doublings = 0
    while multiple <= dividend - multiple {
      multiple = multiple * 2
      doublings += 1
    }
    var rest = dividend
    while true {
      if rest >= multiple { rest -= multiple }
      guard doublings > 0 else { return rest }
      multiple = multiple / 2
      doublings -= 1
    }
  }
}

extension FrameLoop where C == ContinuousClock {
  /// Makes a loop on the continuous clock, the clock of an engine made with
  /// ``AnimationEngine/init()``.
  ///
  /// - Parameters:
  ///   - engine: The engine to tick.
  ///   - frameInterval: The time between frames, more than zero. Defaults to 60 Hz.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `frameInterval` if it is zero or negative.
  public init(engine: AnimationEngine, frameInterval: Duration = .seconds(1) / 60) throws(AnimationError) {
    try self.init(engine: engine, clock: ContinuousClock(), frameInterval: frameInterval)
  }
}

@available(*, unavailable)
extension FrameLoop: Sendable {}
