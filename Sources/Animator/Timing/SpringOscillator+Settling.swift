extension SpringOscillator {
  /// The last time the displacement is farther than `epsilon` from rest: after it, `|x(t)|` stays
  /// within `epsilon` for ever.
  ///
  /// The motion is cut into pieces on which it is monotonic: between consecutive turning points
  /// (where the velocity is zero), found in closed form. Only the last piece that starts outside
  /// the band can hold the answer, and on it `|x|` falls through `epsilon` exactly once, so a
  /// search on the exact displacement (Newton's method on `ln|x|`, then bisection of the last few
  /// ulps) finds the crossing to the last bit.
  ///
  /// - Parameters:
  ///   - x0: The displacement at time 0.
  ///   - v0: The velocity at time 0, `dx/dt`.
  ///   - epsilon: The half-width of the band around rest.
  /// - Returns: The time in seconds; 0 if the motion never leaves the band; `infinity` if it never
  ///   stays inside it (an undamped oscillator that leaves it, a band of width 0, or a non-finite
  ///   initial state).
  func settlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
    if x0 == 0 && v0 == 0 { return 0 }
    guard x0.isFinite, v0.isFinite, epsilon > 0 else { return .infinity }  // epsilon NaN too
    guard epsilon < .infinity else { return 0 }
    let time: Double
    switch regime {
    case .underdamped(let dampedFrequency):
      time = underdampedSettlingTime(x0: x0, v0: v0, epsilon: epsilon, dampedFrequency: dampedFrequency)
    case .criticallyDamped, .overdamped:
      time = monotoneTailSettlingTime(x0: x0, v0: v0, epsilon: epsilon)
    }
    return time.isNaN ? .infinity : time
  }

  /// The undamped fallback duration: the time of the second arrival at rest, after one overshoot,
  /// for the displacement `x0 = 1` and velocity `v0`.
  ///
  /// An undamped oscillator `x = R·cos(ω₀t − φ)` with `φ = atan2(v0, ω₀)` in `(−π/2, π/2)` is at
  /// rest when `ω₀t − φ = π/2 + nπ`; the second time is `(3π/2 + φ)/ω₀`.
  func secondArrivalTime(v0: Double) -> Double {
    (1.5 * Double.pi + Math.atan2(v0, naturalFrequency)) / naturalFrequency
  }

  // MARK: - Underdamped

  private func underdampedSettlingTime(x0: Double, v0: Double, epsilon: Double, dampedFrequency wd: Double)
    -> Double
  {
    let alpha = decayRate
    let omega = naturalFrequency
    // x(t) = R·e^(−αt)·cos(ωd·t − φ), with R·ωd = hypot(x0·ωd, v0 + α·x0). Turning points, where
    // x' = 0, are half a period apart, at ωd·t = φ + ψ + π/2 + nπ with ψ = atan2(ωd, α); there
    // |x| = R·e^(−αt)·ωd/ω₀.
    let b = v0 + alpha * x0
    let phi = Math.atan2(b, x0 * wd)
    let psi = Math.atan2(wd, alpha)
    var base = phi + psi + 0.5 * .pi
    while base > .pi { base -= .pi }
    while base <= 0 { base += .pi }
    let firstTurn = base / wd
    let halfPeriod = Double.pi / wd
    let peakAmplitude = Math.hypot(x0 * wd, b) / omega  // |x| at a turning point, before decay
    guard alpha > 0 else {
      // Undamped: every turning point is as far out as the first.
      return peakAmplitude <= epsilon && abs(x0) <= epsilon ? 0 : .infinity
    }
    // Turning points farther out than epsilon are those before log(peak/epsilon)/α.
    let lastPeakTime = Math.log(peakAmplitude / epsilon) / alpha
    guard lastPeakTime.isFinite || lastPeakTime == -.infinity else { return .infinity }
    var index = lastPeakTime > firstTurn ? ((lastPeakTime - firstTurn) / halfPeriod).rounded(.up) - 1 : -1
    guard index.isFinite else { return .infinity }
    func turn(_ index: Double) -> Double { index < 0 ? 0 : firstTurn + index * halfPeriod }
    func outside(_ t: Double) -> Bool { abs(state(at: t, x0: x0, v0: v0).position) > epsilon }
    // The closed form decides to within rounding; check against the exact displacement (a step
    // or two at most, where a turning point is within rounding of the band).
    var checks = 0
    while index >= 0, !outside(turn(index)), checks < 4 {
      index -= 1
      checks += 1
    }
    while outside(turn(index + 1)), checks < 8 {
      index += 1
      checks += 1
    }
    let start = turn(index)
    guard outside(start) else { return start }
    return crossing(from: start, to: turn(index + 1), x0: x0, v0: v0, epsilon: epsilon)
  }

  // MARK: - Critically damped and overdamped

  private func monotoneTailSettlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
    // x(t) has at most one turning point for t > 0, where tanh(γt)/γ = v0/K with
    // K = ω₀²x0 + α·v0 (the critically damped limit is t = v0/K).
    func outside(_ t: Double) -> Bool { abs(state(at: t, x0: x0, v0: v0).position) > epsilon }
    var turn: Double? = nil
    let k = naturalFrequency * naturalFrequency * x0 + decayRate * v0
    let h = v0 / k  // the value tanh(γt)/γ must take
    if v0 != 0, h > 0, h.isFinite {
      switch regime {
      case .overdamped(let gamma, _, _):
        let y = gamma * h
        if y < 1 { turn = h * Self.atanhOverArgument(y) }
      default:
        turn = h
      }
    }
    let tailStart = turn ?? 0
    if outside(tailStart) {
      // Past the last turning point |x| falls monotonically to 0: widen until it is inside.
      let slowRate: Double =
        switch regime {
        case .overdamped(_, let slowRate, _): slowRate
        default: naturalFrequency
        }
      var step = 1 / slowRate
      for _ in 0..<2100 {
        let end = tailStart + step
        guard end.isFinite else { return .infinity }
        if !outside(end) { return crossing(from: tailStart, to: end, x0: x0, v0: v0, epsilon: epsilon) }
        step *= 2
      }
      return .infinity
    }
    if let turn, outside(0) {
      return crossing(from: 0, to: turn, x0: x0, v0: v0, epsilon: epsilon)
    }
    return 0
  }

  // MARK: - Shared

  /// The time in `start...end` at which `|x|` comes inside the band, given that it is outside at
  /// `start`, inside at `end`, and that `x` is monotonic in between (so it comes in once).
  ///
  /// The answer is where the exact displacement crosses the band, to the last bit: the first
  /// double inside it after one outside. Bisection alone finds it in about 55 evaluations of the
  /// displacement; Newton's method on `ln|x(t)| − ln ε` first (the velocity comes with the
  /// displacement) lands within rounding of the crossing in a handful, a probe a few ulps to each
  /// side closes the bracket, and bisection finishes the few ulps left. Every point evaluated only
  /// narrows the bracket (outside at its low end, inside at its high end), and a Newton step that
  /// would leave it bisects instead, so the answer is a bisection's answer on a narrower bracket:
  /// the crossing, where the exact displacement is inside the band and one double before it outside.
  private func crossing(from start: Double, to end: Double, x0: Double, v0: Double, epsilon: Double) -> Double {
    var low = start
    var high = end
    // Newton's method, safeguarded: a step that would leave the bracket (or a turning point's zero
    // slope) bisects instead. Each point is evaluated before the bracket moves to it.
    let logEpsilon = Math.log(epsilon)
    var t = low + (high - low) / 2
    var estimate: Double?
    for _ in 0..<32 {
      let state = state(at: t, x0: x0, v0: v0)
      let magnitude = abs(state.position)
      if magnitude > epsilon { low = t } else { high = t }
      // On ln|x|, which is close to a straight line where the motion decays (and exactly one for a
      // pure exponential), Newton's step is nearly exact: t − (ln|x| − ln ε)·x/x'.
      var next = t - (Math.log(magnitude) - logEpsilon) * state.position / state.velocity
      if abs(next - t) <= abs(t) * 0x1p-46 {
        // Within rounding of the crossing: what is left is for the probes and the bisection.
        estimate = next
        break
      }
      if !(next > low && next < high) { next = low + (high - low) / 2 }  // also NaN
      guard next > low, next < high else { break }
      t = next
    }
    // Close the bracket around the last estimate, a few ulps on each side of it.
    if let estimate {
      var delta = max(abs(estimate) * 0x1p-47, Double.leastNormalMagnitude)
      for _ in 0..<8 {
        let below = estimate - delta
        let above = estimate + delta
        if below > low {
          if abs(state(at: below, x0: x0, v0: v0).position) > epsilon { low = below } else { high = below }
        }
        if above < high {
          if abs(state(at: above, x0: x0, v0: v0).position) > epsilon { low = above } else { high = above }
        }
        if high - low <= 2 * delta { break }
        delta *= 8
      }
    }
    // Bisection halves the interval each time; 2100 steps cover every finite double interval.
    for _ in 0..<2100 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if abs(state(at: middle, x0: x0, v0: v0).position) > epsilon {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  /// `atanh(y)/y` for `y` in `[0, 1)`, accurate near 0 (where it tends to 1).
  static func atanhOverArgument(_ y: Double) -> Double {
    guard y != 0 else { return 1 }
    // atanh(y) = log1p(2y/(1 − y))/2
    return log1p(2 * y / (1 - y)) / (2 * y)
  }

  /// `log(1 + z)`, accurate for small `z` (the classic correction by `(1 + z) − 1`).
  static func log1p(_ z: Double) -> Double {
    let u = 1 + z
    guard u != 1 else { return z }
    return Math.log(u) * z / (u - 1)
  }
}
