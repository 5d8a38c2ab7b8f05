extension FrameLoop {
  /// ``init(engine:clock:frameInterval:)-(_,_,Duration)`` with the interval in seconds.
  ///
  /// - Parameters:
  ///   - engine: The engine to tick.
  ///   - clock: The clock to sleep on: the engine's own clock.
  ///   - frameInterval: The time between frames in seconds, more than zero: `1.0 / 60` for 60 Hz.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `frameInterval` if it is NaN, infinite, zero, negative or longer than the engine counts.
  @_disfavoredOverload
  public init(engine: AnimationEngine, clock: C, frameInterval: Double) throws(AnimationError) {
    try self.init(
      engine: engine, clock: clock, frameInterval: AnimationEngine.checkedDuration(frameInterval, "frameInterval"))
  }
}

extension FrameLoop where C == ContinuousClock {
  /// ``init(engine:frameInterval:)-(_,Duration)`` with the interval in seconds.
  ///
  /// - Parameters:
  ///   - engine: The engine to tick.
  ///   - frameInterval: The time between frames in seconds, more than zero.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `frameInterval` if it is NaN, infinite, zero, negative or longer than the engine counts.
  @_disfavoredOverload
  public init(engine: AnimationEngine, frameInterval: Double) throws(AnimationError) {
    try self.init(engine: engine, clock: ContinuousClock(), frameInterval: frameInterval)
  }
}
