extension FixedStepAccumulator {
  /// ``init(step:maximumStepsPerFrame:)-(Duration,_)`` with the step in seconds, for game loops
  /// that count `Double` seconds.
  ///
  /// ```swift
  /// var physics = try FixedStepAccumulator(step: 1.0 / 120)
  /// ```
  ///
  /// - Parameters:
  ///   - step: The length of one step in seconds, more than zero.
  ///   - maximumStepsPerFrame: The most steps one frame runs, at least 1 and at most
  ///     ``FixedStepAccumulator/stepsPerFrameLimit``. Defaults to 8.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `step` if it
  ///   is NaN, infinite, zero, negative or longer than the engine counts, or `maximumStepsPerFrame`.
  @_disfavoredOverload
  public init(step: Double, maximumStepsPerFrame: Int = 8) throws(AnimationError) {
    try self.init(
      step: AnimationEngine.checkedDuration(step, "step"), maximumStepsPerFrame: maximumStepsPerFrame)
  }

  /// ``advance(by:)-(Duration)`` with the frame's time in seconds.
  ///
  /// - Parameter frameTime: The time since the last frame in seconds, zero or more.
  /// - Returns: The number of whole steps, in `0...maximumStepsPerFrame`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `frameTime`
  ///   if it is NaN, infinite, negative or longer than the engine counts; nothing changes.
  /// - Complexity: O(1).
  @_disfavoredOverload
  public mutating func advance(by frameTime: Double) throws(AnimationError) -> Int {
    try advance(by: AnimationEngine.checkedDuration(frameTime, "frameTime"))
  }
}
