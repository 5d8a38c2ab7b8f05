/// An independent, slow, high-precision evaluation of a cubic Bézier timing curve, for checking
/// ``CubicBezier`` against.
///
/// It shares no code with the library: the polynomial is evaluated term by term in double-double
/// arithmetic (products through fused multiply-add rather than the library's Dekker splitting), and
/// `x(s) = t` is solved by plain bisection on `s` down to adjacent doubles, with no Newton steps.
/// The progress is then interpolated between those two neighbours by the residuals, so the
/// reference is good to far below `1e-12` even where the curve is vertical.
struct BezierReference {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  /// `y(s*)` where `x(s*) == t`.
  func value(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    return Self.inverseThenEvaluate(target: t, solve: (x1, x2), evaluate: (y1, y2))
  }

  /// `x(s*)` where `y(s*) == p`, for a curve whose `y` never decreases.
  func time(forValue p: Double) -> Double {
    guard p > 0 else { return 0 }
    guard p < 1 else { return 1 }
    return Self.inverseThenEvaluate(target: p, solve: (y1, y2), evaluate: (x1, x2))
  }

  /// `dy/dx` at time `t` by a central difference of ``value(at:)`` with step `h`.
  func centralDifference(at t: Double, step h: Double = 1e-6) -> Double {
    (value(at: t + h) - value(at: t - h)) / (2 * h)
  }

  private static func inverseThenEvaluate(
    target: Double, solve: (Double, Double), evaluate: (Double, Double)
  ) -> Double {
    var lo = 0.0
    var hi = 1.0
    while true {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if bernstein(solve, mid).minus(target).isNegative { lo = mid } else { hi = mid }
    }
    let below = bernstein(solve, lo).minus(target)  // <= 0
    let above = bernstein(solve, hi).minus(target)  // >= 0
    let valueLo = bernstein(evaluate, lo)
    let valueHi = bernstein(evaluate, hi)
    let span = above.minus(below)
    let weight = span.isZero ? 0 : -below.value / span.value
    return valueLo.value + (valueHi.value - valueLo.value) * weight
  }

  /// `3·p1·s·(1 − s)² + 3·p2·s²·(1 − s) + s³`, term by term in double-double.
  private static func bernstein(_ controls: (Double, Double), _ s: Double) -> Wide {
    let u = Wide(1).minus(s)
    let sw = Wide(s)
    let term1 = Wide(3).times(controls.0).times(sw).times(u).times(u)
    let term2 = Wide(3).times(controls.1).times(sw).times(sw).times(u)
    let term3 = sw.times(sw).times(sw)
    return term1.plus(term2).plus(term3)
  }
}

/// A double-double number for the reference: `hi + lo`.
private struct Wide {
  var hi: Double
  var lo: Double

  init(_ value: Double) { (hi, lo) = (value, 0) }
  init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }

  var value: Double { hi + lo }
  var isNegative: Bool { hi < 0 || (hi == 0 && lo < 0) }
  var isZero: Bool { hi == 0 && lo == 0 }

  private static func twoSum(_ a: Double, _ b: Double) -> Wide {
    let s = a + b
    let v = s - a
    return Wide(hi: s, lo: (a - (s - v)) + (b - v))
  }

  private static func normalized(_ hi: Double, _ lo: Double) -> Wide {
    let s = hi + lo
    return Wide(hi: s, lo: lo - (s - hi))
  }

  func plus(_ other: Wide) -> Wide {
    let s = Self.twoSum(hi, other.hi)
    let t = Self.twoSum(lo, other.lo)
    let first = Self.normalized(s.hi, s.lo + t.hi)
    return Self.normalized(first.hi, first.lo + t.lo)
  }

  func minus(_ other: Double) -> Wide { plus(Wide(-other)) }
  func minus(_ other: Wide) -> Wide { plus(Wide(hi: -other.hi, lo: -other.lo)) }

  func times(_ other: Wide) -> Wide {
    let p = hi * other.hi
    let error = (-p).addingProduct(hi, other.hi)  // exact with a fused multiply-add
    return Self.normalized(p, error + (hi * other.lo + lo * other.hi))
  }

  func times(_ other: Double) -> Wide { times(Wide(other)) }
}
