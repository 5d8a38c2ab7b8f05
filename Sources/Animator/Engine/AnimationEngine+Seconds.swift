extension AnimationEngine {
  /// ``tick(by:)-(Duration)`` with the time in seconds: for game loops that count `Double`
  /// seconds.
  ///
  /// ```swift
  /// try engine.tick(by: 1.0 / 60)
  /// ```
  ///
  /// The same as ``update(deltaTime:)``, under the name the `Duration` form has. A `.zero` picks
  /// the `Duration` form.
  ///
  /// - Parameter delta: Seconds since the last tick, a finite number >= 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"delta"`
  ///   if it is NaN, infinite, negative or longer than the engine counts; nothing moves.
  /// - Complexity: As ``tick(by:)-(Duration)``, plus one conversion.
  @_disfavoredOverload
  public func tick(by delta: Double) throws(AnimationError) {
    try tick(by: Self.checkedDuration(delta, "delta"))
  }

  /// `seconds` as a `Duration`, refused as every seconds argument is: NaN, infinite, negative or
  /// past the 9.2e9 s (about 290 years) the engine counts.
  static func checkedDuration(_ seconds: Double, _ parameter: String = "duration") throws(AnimationError) -> Duration {
    try AnimationError.requireNonNegative(seconds, parameter)
    guard seconds <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(
        parameter: parameter, value: "\(seconds)", requirement: .range(0...AnimationEngine.maximumSeconds))
    }
    return .seconds(seconds)
  }
}
