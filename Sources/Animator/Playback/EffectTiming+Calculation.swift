extension EffectTiming {
  /// The timing's iteration duration for a child whose own duration is `intrinsicDuration`.
  ///
  /// - Parameter intrinsicDuration: The child's natural length in seconds.
  /// - Returns: ``duration`` if set, otherwise `intrinsicDuration` (negative treated as 0).
  public func iterationDuration(intrinsicDuration: Double) -> Double {
    max(duration ?? intrinsicDuration, 0)
  }

  /// The length of the active interval: iterations × (duration + repeat delay) − repeat delay, or
  /// zero when the duration or the iteration count is zero (W3C §4.7.3, with GSAP's repeat delay).
  ///
  /// - Parameter intrinsicDuration: The child's natural length in seconds.
  /// - Returns: Seconds, possibly infinite.
  public func activeDuration(intrinsicDuration: Double) -> Double {
    ResolvedTiming(self, intrinsicDuration: intrinsicDuration).activeDuration
  }

  /// The end of the child's local time: `max(delay + active duration + endDelay, 0)`.
  ///
  /// - Parameter intrinsicDuration: The child's natural length in seconds.
  /// - Returns: Seconds, possibly infinite.
  public func endTime(intrinsicDuration: Double) -> Double {
    ResolvedTiming(self, intrinsicDuration: intrinsicDuration).endTime
  }

  /// Runs the W3C timing calculations (Web Animations Level 1, §4.8–4.11) for one local time.
  ///
  /// ```swift
  /// let timing = EffectTiming(duration: 1, iterations: 2, direction: .alternate)
  /// timing.sample(atLocalTime: 1.25, intrinsicDuration: 0).directedProgress  // 0.75
  /// timing.sample(atLocalTime: 2, intrinsicDuration: 0).directedProgress     // 0: ends reversed
  /// ```
  ///
  /// The animation direction used by the boundary rules is backwards when ``playbackRate`` is
  /// negative. Progress is `nil` where the specification leaves it unresolved (outside the active
  /// interval without a fill).
  ///
  /// - Parameters:
  ///   - localTime: Seconds of the child's local time.
  ///   - intrinsicDuration: The child's natural length, used when ``duration`` is `nil`.
  /// - Returns: The phase, active time, progress and iteration.
  /// - Complexity: O(1).
  public func sample(atLocalTime localTime: Double, intrinsicDuration: Double) -> TimingSample {
    let resolved = ResolvedTiming(self, intrinsicDuration: intrinsicDuration)
    var sample = resolved.sample(localTime)
    sample.iterationTime = resolved.iterationTime(sample)
    return sample
  }
}
