extension Spring {
  /// The epsilon Animator uses to decide that a spring has come to rest: 0.001 of the distance
  /// travelled.
  public static let defaultSettlingEpsilon = 0.001

  /// The time after which the spring stays within `epsilon` of rest, for a motion that starts at
  /// displacement 1 (the whole distance to travel) with the given initial velocity.
  ///
  /// This is the exact last time `|x(t)| > epsilon`, not an estimate from the envelope of the
  /// motion: an underdamped spring that peaks just inside the band settles at the previous peak's
  /// crossing. It is how long an animator runs a spring made from physical parameters
  /// (``TimingCurve/spring(_:initialVelocity:duration:)-(_,_,Double?)``).
  ///
  /// ```swift
  /// let spring = try Spring(duration: 0.5, bounce: 0)
  /// spring.settlingDuration()                       // 0.7347… s: then within 0.1% of the distance
  /// spring.settlingDuration(initialVelocity: 2)     // thrown towards the target at 2 distances/s
  /// ```
  ///
  /// - Parameters:
  ///   - initialVelocity: The speed *towards* the target at the start, in UIKit's normalised
  ///     units: 1 is the whole distance per second; negative values move away first. Defaults to
  ///     0.
  ///   - epsilon: The tolerance as a fraction of the distance. Defaults to
  ///     ``defaultSettlingEpsilon`` (0.001).
  /// - Returns: The settling duration in seconds. It is `infinity` for an undamped spring
  ///   (``damping`` 0), which never settles, and also when `initialVelocity` is not finite or
  ///   `epsilon` is not greater than zero (NaN included); it is 0 when `epsilon` is 1 or more and
  ///   the motion never leaves the band.
  /// - Complexity: O(1) evaluations of the closed form to place the last crossing, then about 60
  ///   more to bisect it to the last bit. Not meant for every frame.
  public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = Spring.defaultSettlingEpsilon)
    -> Double
  {
    oscillator.settlingTime(x0: 1, v0: -initialVelocity, epsilon: epsilon)
  }

  /// How long an animation of this spring runs when the spring sets its own duration: its
  /// settling duration, or, for a spring that never settles, the time of its second arrival at the
  /// target (after one overshoot).
  func animationDuration(initialVelocity: Double) -> Double {
    let settling = settlingDuration(initialVelocity: initialVelocity)
    return settling.isFinite ? settling : oscillator.secondArrivalTime(v0: -initialVelocity)
  }
}
