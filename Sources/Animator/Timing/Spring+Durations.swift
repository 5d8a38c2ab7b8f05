extension Spring {
  /// ``init(duration:bounce:)-(Double,_)`` with the perceptual duration as a `Duration`.
  ///
  /// ```swift
  /// let spring = try Spring(duration: .milliseconds(400), bounce: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, greater than zero.
  ///   - bounce: How bouncy the spring is, greater than −1 and at most 1.
  /// - Throws: What the seconds form throws, for the duration in seconds.
  @_disfavoredOverload
  public init(duration: Duration, bounce: Double = 0) throws(AnimationError) {
    try self.init(duration: duration.inSeconds, bounce: bounce)
  }
}
