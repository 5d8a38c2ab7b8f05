/// A small, fast, seeded random number generator (SplitMix64), so that randomised tests draw the
/// same numbers on every run and every platform.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let x = Double.random(in: -1...1, using: &generator)
/// ```
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Makes a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits (Steele, Lea and Flood's SplitMix64).
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
