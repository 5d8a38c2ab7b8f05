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
  /// `components` with one division instead of its 128-bit multiplications: every start, pause and
  /// end of a run converts a few instants.
  ///
  /// - Complexity: O(1), per instant converted (once per tick for the engine's time).
  @inline(__always) var inSeconds: Double {
    guard let (seconds, attoseconds) = secondsAndAttoseconds else { return self / .seconds(1) }
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
