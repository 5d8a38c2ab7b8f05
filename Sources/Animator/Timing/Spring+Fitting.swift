extension Spring {
  /// The natural frequencies the fitting searches: their squares (the stiffness at mass 1) stay
  /// finite and normal.
  static let fittableFrequencies: ClosedRange<Double> = 1e-150...1e150

  /// The spring of mass 1 with damping ratio `dampingRatio` that, starting at displacement 1 with
  /// `initialVelocity` towards rest (in distances per second), comes to rest within
  /// ``defaultSettlingEpsilon`` exactly at `duration` seconds.
  ///
  /// The settling duration depends on the natural frequency ω₀ twice: time scales as 1/ω₀, and the
  /// velocity measured in the spring's own time units is `initialVelocity/ω₀`. So there is no
  /// closed form, and the settling duration of an underdamped spring even jumps (by about half a
  /// period) where one of its peaks crosses the band. The search therefore keeps a bracket, `low`
  /// (settles after `duration`) and `high` (settles by `duration`), starting from the exact answer
  /// for no initial velocity, and bisects it to the last bit. Every probe is the very spring that
  /// is returned, so the result settles by `duration`: exactly at it wherever the settling
  /// duration is continuous, a little earlier where it jumps over `duration`.
  ///
  /// An undamped spring (`dampingRatio == 0`) never settles; for it the search finds the spring
  /// whose second arrival at rest, after one overshoot, is at `duration`.
  ///
  /// - Returns: The spring, or `nil` if its natural frequency would fall outside
  ///   ``fittableFrequencies``.
  /// - Complexity: About 60 settling-duration evaluations.
  static func fitted(dampingRatio: Double, initialVelocity: Double, duration: Double) -> Spring? {
    guard duration > 0, duration.isFinite, initialVelocity.isFinite, dampingRatio >= 0, dampingRatio.isFinite else {
      return nil
    }
    func spring(_ frequency: Double) -> Spring {
      Spring(uncheckedMass: 1, stiffness: frequency * frequency, damping: 2 * dampingRatio * frequency)
    }
    func settles(_ frequency: Double) -> Bool {
      let candidate = spring(frequency)
      guard candidate.damping.isFinite else { return false }
      return candidate.animationDuration(initialVelocity: initialVelocity) <= duration
    }

    // Without initial velocity the settling duration is inversely proportional to ω₀.
    let unitTime =
      dampingRatio == 0
      ? 1.5 * Double.pi
      : spring(1).settlingDuration()
    let range = fittableFrequencies
    var guess = unitTime / duration
    if !(guess >= range.lowerBound) { guess = range.lowerBound }
    if !(guess <= range.upperBound) { guess = range.upperBound }

    var low: Double
    var high: Double
    if settles(guess) {
      high = guess
      low = guess / 2
      while settles(low) {
        guard low >= range.lowerBound else { return nil }
        high = low
        low /= 2
      }
    } else {
      low = guess
      high = guess * 2
      while !settles(high) {
        guard high <= range.upperBound else { return nil }
        low = high
        high *= 2
      }
    }
    guard range.contains(high) else { return nil }
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if settles(middle) {
        high = middle
      } else {
        low = middle
      }
    }
    return spring(high)
  }
}
