extension Duration {
  /// The duration in seconds, as exactly as a `Double` holds it: whole seconds and the fraction are
  /// converted apart, so that whole seconds (and milliseconds) come out exact.
  ///
  /// The standard library's `duration / .seconds(1)` divides two attosecond counts converted to
  /// `Double`, and above about 9,000 s the count stops fitting in a `Double`'s 53 bits: 14,404 s
  /// comes out as 14403.999999999998. Engine time converted that way put the ends of periods one
  /// rounding away from their exact values. Past `±Int64.max` seconds, where `components` traps,
  /// the division is used.
  ///
  /// The split into whole seconds and attoseconds is ``secondsAndAttoseconds``, the same numbers as
  /// `components` at a tenth of its cost: every start, pause and end of a run converts a few
  /// instants.
  ///
  /// - Complexity: O(1), per instant converted (once per tick for the engine's time).
  @inline(__always) var inSeconds: Double {
    guard let (seconds, attoseconds) = secondsAndAttoseconds else { return self / .seconds(1) }
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// `components`, the whole seconds and the attoseconds left (both with the duration's sign, the
  /// seconds rounded towards zero), for a duration strictly within `±Int64.max` seconds; `nil`
  /// beyond, where `components` traps.
  ///
  /// `Duration` is `@frozen`: its value is a 128-bit count of attoseconds, low word first. The
  /// count's magnitude is divided by 10^18 with one full-width 128-by-64-bit division, where
  /// `components` calls into the standard library for 128-bit multiplications.
  @inline(__always) var secondsAndAttoseconds: (seconds: Int64, attoseconds: Int64)? {
    let (low, high) = unsafeBitCast(self, to: (UInt64, Int64).self)
    let negative = high < 0
    var magnitudeLow = low
    var magnitudeHigh = UInt64(bitPattern: high)
    if negative {
      magnitudeLow = ~low &+ 1
      magnitudeHigh = ~magnitudeHigh &+ (magnitudeLow == 0 ? 1 : 0)
    }
    let perSecond: UInt64 = 1_000_000_000_000_000_000
    // A quotient that fits in 64 bits, then one below Int64.max: |self| < Int64.max seconds.
    guard magnitudeHigh < perSecond else { return nil }
    let (quotient, remainder) = perSecond.dividingFullWidth((magnitudeHigh, magnitudeLow))
    guard quotient < UInt64(Int64.max) else { return nil }
    let seconds = Int64(quotient)
    let attoseconds = Int64(remainder)
    return negative ? (-seconds, -attoseconds) : (seconds, attoseconds)
  }
}
