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
    try tick(by: PropertyAnimator.checkedDuration(delta, "delta"))
  }
}
