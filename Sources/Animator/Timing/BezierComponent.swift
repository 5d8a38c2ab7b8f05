/// One coordinate of a cubic Bézier curve that runs from 0 to 1:
/// `B(s) = 3·p1·s·(1 − s)² + 3·p2·s²·(1 − s) + s³` for the curve parameter `s` in `0...1`.
///
/// ``CubicBezier`` holds two of these, one for time (x) and one for progress (y). Evaluating the
/// curve at a time means solving `x(s) = t` for `s` and returning `y(s)`; inverting it means solving
/// `y(s) = p` and returning `x(s)`. Both solves run ``parameter(for:)``.
///
/// ## How the solve is exact enough
///
/// ``parameter(for:)`` is Newton's method kept inside a bracket `[lo, hi]` that always holds the
/// root (a bisection step replaces any Newton step that would leave the bracket or that does not at
/// least halve the previous step, as in Numerical Recipes' `rtsafe`). It stops when a Newton
/// correction or a step is at most `1e-15`, after at most ``maximumIterations`` steps: about five on average and at most 12 over
/// the dense grids of the tests, most of them near a flat end of the curve.
///
/// The residual `B(s) − target` is computed in double-double arithmetic (about 106 bits, with the
/// control values and `1 − s` held exactly). That matters where the curve is flat in `s`: at a
/// parameter where `B′(s) = 0` (a control point on the time axis, or `p1 = 1, p2 = 0`) the root is a
/// double or triple root, and a residual rounded to 53 bits would only place `s` within about
/// `(1e-16)^(1/3) ≈ 5e-6` of it. With the accurate residual the bracket and the Newton steps stay
/// right, and the returned `s` is within about `1e-15` of the root wherever it is, so `y(s)` is within
/// about `1e-15 × max|y′|` of the curve (`max|y′| <= 3·max(|y1|, |y2 − y1|, |1 − y2|)`).
@usableFromInline
struct BezierComponent: Sendable {
  /// The most steps ``parameter(for:)`` takes.
  static let maximumIterations = 100

  /// The size of step at which ``parameter(for:)`` stops.
  static let tolerance = 1e-15

  /// The most steps in plain arithmetic before the accurate ones.
  static let maximumCheapSteps = 6

  /// The size of a plain step after which the next one would be below rounding: the accurate steps
  /// take over.
  static let cheapTolerance = 1e-8

  /// The smallest `B′` at which the plain estimate may be trusted without the accurate steps:
  /// below it the root may be close to a flat point, where the error bound does not hold.
  static let minimumTrustedSlope = 1e-3

  /// The first control value.
  let p1: Double
  /// The second control value.
  let p2: Double

  /// `B(s) = ((a·s + b)·s + c)·s`.
  private let a: Double
  private let b: Double
  private let c: Double

  /// `3·p1` and `3·p2`, exactly.
  private let p1Times3: DoubleDouble
  private let p2Times3: DoubleDouble

  /// A bound on the rounding error of ``value(_:)`` in plain arithmetic: below it, the sign of a
  /// plain residual says nothing.
  let plainNoise: Double

  /// The largest `|B″(s)|` for `s` in `0...1`: `B″` is linear, so it is the larger of its ends,
  /// `6·|p2 − 2·p1|` and `6·|1 − 2·p2 + p1|`.
  let maximumCurvature: Double

  /// Makes the component with control values `p1` and `p2` (end values 0 and 1).
  init(_ p1: Double, _ p2: Double) {
    self.p1 = p1
    self.p2 = p2
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    a = 1 - c - b
    p1Times3 = DoubleDouble.product(3, p1)
    p2Times3 = DoubleDouble.product(3, p2)
    // Horner's rule on ((a·s + b)·s + c)·s − t for s in 0...1: at most six roundings, each of a
    // term no larger than |a| + |b| + |c| (and one of |t| <= 1), so the error is below
    // 6u·(|a| + |b| + |c|) + u with u = 2⁻⁵³ (Higham, Accuracy and Stability, 5.1); this bound
    // doubles that.
    plainNoise = 6 * Double.ulpOfOne * (abs(a) + abs(b) + abs(c)) + Double.ulpOfOne
    maximumCurvature = 6 * max(abs(p2 - 2 * p1), abs(1 - 2 * p2 + p1))
  }

  /// `B(s)`.
  @inline(__always)
  func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }

  /// `B′(s)`, in Bernstein form: `3·(p1·(1 − s)² + 2·(p2 − p1)·s·(1 − s) + (1 − p2)·s²)`.
  ///
  /// This form is exact at the ends (`3·p1` and `3·(1 − p2)`) and gives an exact zero wherever the
  /// true derivative is a structural zero (`p1 = 0` at `s = 0`, `p2 = 1` at `s = 1`, `p1 = 1, p2 = 0`
  /// at `s = 0.5`), which the slope's limit rules rely on.
  @inline(__always)
  func derivative(_ s: Double) -> Double {
    let u = 1 - s
    return 3 * ((p1 * u + 2 * (p2 - p1) * s) * u + (1 - p2) * s * s)
  }

  /// `B″(s) = 6·((p2 − 2·p1)·(1 − s) + (1 − 2·p2 + p1)·s)`, exact at the ends.
  func secondDerivative(_ s: Double) -> Double {
    6 * ((p2 - 2 * p1) * (1 - s) + (1 - 2 * p2 + p1) * s)
  }

  /// `B‴ = 6·(1 + 3·p1 − 3·p2)`, the same for every `s`.
  var thirdDerivative: Double { 6 * a }

  /// The lowest-order derivative of `B` at `s` that is not zero, and its order (1, 2 or 3; 0 with a
  /// value of 0 if all three vanish, which only the constant polynomial does).
  ///
  /// - Parameters:
  ///   - s: The curve parameter.
  ///   - firstIsZero: Treat `B′(s)` as zero (the caller knows it is, up to rounding).
  /// - Returns: The order and the value of the leading derivative.
  func leadingDerivative(at s: Double, firstIsZero: Bool = false) -> (order: Int, value: Double) {
    let first = firstIsZero ? 0 : derivative(s)
    if first != 0 { return (1, first) }
    let second = secondDerivative(s)
    if second != 0 { return (2, second) }
    let third = thirdDerivative
    if third != 0 { return (3, third) }
    return (0, 0)
  }

  /// Whether `B` never decreases on `0...1`.
  ///
  /// `B′(s) / 3` is the quadratic Bernstein polynomial with coefficients `p1`, `p2 − p1`, `1 − p2`,
  /// which is non-negative on `0...1` exactly when `p1 ≥ 0`, `1 − p2 ≥ 0` and
  /// `p2 − p1 ≥ −√(p1·(1 − p2))`. Both control values in `0...1` always qualify; a few pairs outside
  /// it do too (`p1 = 1.2, p2 = 0.9`). The last comparison is made in double-double, so boundary
  /// cases such as `p1 = 1, p2 = 0` (where `B′` touches zero at `s = 0.5`) are decided exactly.
  var isMonotonic: Bool {
    guard p1 >= 0, p2 <= 1 else { return false }
    if p2 >= p1 { return true }
    // p2 < p1: need (p2 - p1)² <= p1·(1 - p2).
    let difference = DoubleDouble.sum(p2, -p1)
    let oneMinusP2 = DoubleDouble.sum(1, -p2)
    let margin = oneMinusP2 * p1 + (difference * difference).negated
    return margin.hi >= 0
  }

  /// `B(s) − target`, correct to about 1e-30 (double-double arithmetic).
  ///
  /// - Parameters:
  ///   - s: The curve parameter.
  ///   - target: The value sought.
  /// - Returns: The residual, rounded to a `Double`.
  @inline(__always)
  func residual(_ s: Double, _ target: Double) -> Double {
    // B(s) = s·(3p1·u² + s·(3p2·u + s)) with u = 1 − s held exactly.
    let u = DoubleDouble.sum(1, -s)
    let inner = p2Times3 * u + DoubleDouble(s)
    let middle = p1Times3 * (u * u) + inner * s
    let difference = middle * s + DoubleDouble(-target)
    return difference.hi
  }

  /// The parameter `s` in `0...1` at which `B(s) == target`, for a component that never decreases.
  ///
  /// - Parameter target: The value sought; values at or below 0 give 0 and at or above 1 give 1.
  /// - Returns: `s`, to within about `1e-15` (see the type's discussion).
  /// - Complexity: At most ``maximumIterations`` steps of constant cost; about five on average.
  func parameter(for target: Double) -> Double { solve(target).parameter }

  /// ``parameter(for:)`` that may stop before the accurate steps: when the plain steps have
  /// converged on a simple root, `isTolerable(s, bound)` is asked whether `s`, within `bound` of the
  /// root, is close enough for the caller; if so, `s` is returned.
  ///
  /// ``CubicBezier`` uses it to skip the accurate steps wherever the error they would remove moves
  /// the curve's value by less than it can tell.
  ///
  /// - Parameters:
  ///   - target: The value sought; values at or below 0 give 0 and at or above 1 give 1.
  ///   - guess: Where the plain steps start, in `0...1`: any value gives the same guarantees, a
  ///     closer one takes fewer steps (``BezierGuesses``).
  ///   - isTolerable: Whether an error of at most `bound` in `s` is acceptable.
  /// - Returns: `s`.
  /// - Complexity: About three plain steps from a guess of ``BezierGuesses``, then at most
  ///   ``maximumIterations`` accurate ones.
  @inline(__always)
  func parameter(
    for target: Double, from guess: Double, accepting isTolerable: (_ s: Double, _ bound: Double) -> Bool
  ) -> Double {
    guard target > 0 else { return 0 }
    guard target < 1 else { return 1 }
    let estimate = self.estimate(target, from: guess)
    if let residualBound = estimate.residualBound {
      // A root of a function with slope B′ lies within |B(s) − target| / B′ of s.
      let slope = derivative(estimate.s)
      let bound = residualBound / slope
      if slope > Self.minimumTrustedSlope, bound.isFinite, isTolerable(estimate.s, bound) { return estimate.s }
    }
    return refine(target, from: estimate).parameter
  }

  /// ``parameter(for:)`` with the number of iterations it took, for tests.
  ///
  /// - Parameter target: The value sought.
  /// - Returns: The parameter and the number of iterations, plain and accurate (0 at the ends).
  func solve(_ target: Double) -> (parameter: Double, iterations: Int) {
    guard target > 0 else { return (0, 0) }
    guard target < 1 else { return (1, 0) }
    return refine(target, from: estimate(target, from: target))
  }

  /// Where the plain steps left the solve.
  private struct Estimate {
    var s: Double
    var lo: Double
    var hi: Double
    var steps: Int
    var lastStep: Double
    /// A bound on `|B(s) − target|` once the plain steps have converged, `nil` if they have not.
    var residualBound: Double?
  }

  /// Newton's method in plain arithmetic, which costs a fifth of a step with the accurate
  /// residual: it brings `s` to within rounding of a simple root in about four steps. It stops
  /// where the plain residual is too small for its sign to be trusted (next to a flat point), and it
  /// narrows the bracket only on trustworthy signs, so the accurate steps start from a valid bracket
  /// and, usually, need one step to confirm the root.
  @inline(__always)
  private func estimate(_ target: Double, from guess: Double) -> Estimate {
    var estimate = Estimate(s: guess, lo: 0, hi: 1, steps: 0, lastStep: 1, residualBound: nil)
    while estimate.steps < Self.maximumCheapSteps {
      let s = estimate.s
      let f = value(s) - target
      if !(abs(f) > plainNoise) {
        // Within rounding of the root already: |B(s) − target| <= |f| + the rounding of f.
        if !f.isNaN { estimate.residualBound = abs(f) + plainNoise }
        break
      }
      if f < 0 { estimate.lo = s } else { estimate.hi = s }
      let step = f / derivative(s)
      let next = s - step
      estimate.steps += 1
      guard next > estimate.lo && next < estimate.hi else { break }  // also a zero or NaN slope
      estimate.lastStep = abs(step)
      estimate.s = next
      if estimate.lastStep <= Self.cheapTolerance {
        // Newton's error after a step h is about B″·h² / (2·B′), on top of the rounding of the
        // residual the step came from; B″·h² bounds the first with room to spare.
        estimate.residualBound = plainNoise + abs(secondDerivative(next)) * step * step
        break
      }
    }
    return estimate
  }

  /// The accurate steps: Newton's method with the double-double residual, inside the bracket,
  /// bisecting when Newton would leave it or slows down.
  private func refine(_ target: Double, from estimate: Estimate) -> (parameter: Double, iterations: Int) {
    var lo = estimate.lo
    var hi = estimate.hi
    var s = estimate.s
    var previousStep = estimate.lastStep
    let first = estimate.steps + 1
    for iteration in first...(first + Self.maximumIterations - 1) {
      let f = residual(s, target)
      if f == 0 { return (s, iteration) }
      if f < 0 { lo = s } else { hi = s }
      let newtonStep = f / derivative(s)
      // Converged: the correction is below the tolerance (and may be below the spacing of doubles
      // here, so that `s - newtonStep == s` would not pass the bracket test below).
      if abs(newtonStep) <= Self.tolerance { return (s - newtonStep, iteration) }
      var next = s - newtonStep
      // Bisect when Newton leaves the bracket (this also catches a zero or NaN slope) or converges
      // slower than bisection would.
      if !(next > lo && next < hi) || !(abs(2 * newtonStep) <= previousStep) {
        next = lo + (hi - lo) / 2
      }
      let step = abs(next - s)
      if step <= Self.tolerance || next == lo || next == hi { return (next, iteration) }
      previousStep = step
      s = next
    }
    return (s, estimate.steps + Self.maximumIterations)
  }
}

/// A number held as the unevaluated sum `hi + lo`, `|lo| <= ulp(hi) / 2`: about 106 significant
/// bits. Products use Dekker's exact splitting, so no fused multiply-add (a library call on plain
/// x86-64) is needed.
private struct DoubleDouble {
  var hi: Double
  var lo: Double

  init(_ value: Double) {
    hi = value
    lo = 0
  }

  init(hi: Double, lo: Double) {
    self.hi = hi
    self.lo = lo
  }

  var negated: DoubleDouble { DoubleDouble(hi: -hi, lo: -lo) }

  /// `a + b` exactly (Knuth's two-sum).
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bVirtual = s - a
    let aVirtual = s - bVirtual
    return DoubleDouble(hi: s, lo: (a - aVirtual) + (b - bVirtual))
  }

  /// `a + b` exactly, for `|a| >= |b|` (Dekker's fast two-sum).
  @inline(__always)
  static func fastSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(hi: s, lo: b - (s - a))
  }

  /// `a` split into two halves of 26 bits, `a == hi + lo` (Veltkamp).
  @inline(__always)
  static func split(_ a: Double) -> (hi: Double, lo: Double) {
    let scaled = 134_217_729 * a  // 2^27 + 1
    let hi = scaled - (scaled - a)
    return (hi, a - hi)
  }

  /// `a × b` exactly (Dekker's two-product), for `|a|, |b|` well below 1e300.
  @inline(__always)
  static func product(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    let (aHi, aLo) = split(a)
    let (bHi, bLo) = split(b)
    let error = ((aHi * bHi - p) + aHi * bLo + aLo * bHi) + aLo * bLo
    return DoubleDouble(hi: p, lo: error)
  }

  @inline(__always)
  static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    var s = sum(x.hi, y.hi)
    let t = sum(x.lo, y.lo)
    s.lo += t.hi
    s = fastSum(s.hi, s.lo)
    s.lo += t.lo
    return fastSum(s.hi, s.lo)
  }

  @inline(__always)
  static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    var p = product(x.hi, y.hi)
    p.lo += x.hi * y.lo + x.lo * y.hi
    return fastSum(p.hi, p.lo)
  }

  @inline(__always)
  static func * (x: DoubleDouble, y: Double) -> DoubleDouble {
    var p = product(x.hi, y)
    p.lo += x.lo * y
    return fastSum(p.hi, p.lo)
  }
}
