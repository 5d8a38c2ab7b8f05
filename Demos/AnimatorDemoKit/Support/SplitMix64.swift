/// A small seeded random number generator (SplitMix64), so that the bars scene draws the same
/// heights and durations on every run and every platform.
///
/// ```swift
/// var generator = SplitMix64(seed: 3)
/// let duration = Double.random(in: 0.3...0.5, using: &generator)
/// ```
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator whose sequence is fixed by `seed`.
  ///
  /// - Parameter seed: Any number.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (Steele, Lea and Flood's SplitMix64).
  ///
  /// - Returns: The bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SplitMix64 {
  /// A number drawn evenly from `range`, from the top 53 bits of ``next()`` (the same on every
  /// platform and standard library version, unlike `Double.random(in:using:)`, whose algorithm is
  /// not promised).
  ///
  /// - Parameter range: The range.
  /// - Returns: A number in it.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) * 0x1p-53
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}
