// A `Duration`'s whole seconds and attoseconds, read from its frozen 128-bit layout.

extension Duration {
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
    let split = negative ? (-seconds, -attoseconds) : (seconds, attoseconds)
    assert(split == components, "the split read from the frozen layout is `components`")
    return split
  }
}
