/// A first guess of the parameter `s` at which a Bézier curve's time component `x(s)` reaches a
/// time, made from a table of the curve built when the curve is made: `x` and its slope `x′` at
/// `s = k/16` for `k = 0...16`. The guess interpolates the inverse function `s(x)` between the two
/// samples that bracket the time with a cubic Hermite polynomial, which matches the inverse's
/// value and slope (`1 / x′`) at both samples (Chromium's and Firefox's solvers interpolate a
/// sample table linearly; the slopes make the guess about a hundred times closer).
///
/// The guess only decides where Newton's method starts: the solves keep their own stopping rules
/// and checks, so their accuracy is the same from any start. From this guess (within about `1e-5`
/// of the root where `x′` is not small, `1e-7` for Apple's `easeInEaseOut`), one Newton step
/// brings `s` within about `1e-10`, which is what ``CubicBezier/valueAndVelocity(at:)`` needs to
/// finish with one more correction (see ``CubicBezier``'s discussion of accuracy). Near a flat end
/// of `x` (a control point with `x` of 0 or 1) the inverse is not smooth and the guess is only
/// within its segment; the solves then take more steps.
@usableFromInline
struct BezierGuesses: Sendable {
  /// The number of segments of the table.
  static let segments = 16

  /// `x((k + 1)/16)` for `k = 0...14`, and `+∞` in the last lane: the segment holding `t` is the
  /// number of lanes at or below it.
  private let bounds: SIMD16<Float>
  /// `x(1/2)`, the eighth lane of ``bounds``, apart: the search's first comparison reads it
  /// without loading the vector (a lane read at a constant index would load the whole vector
  /// into registers, and the reads at computed indices would then go through a copy of it).
  private let middle: Float
  /// `1 / (x((k + 1)/16) − x(k/16))` for segment `k`.
  private let inverseWidths: SIMD16<Float>
  /// The inverse's slope at the start of segment `k`, in units of the segment: `w / (x′(k/16) / 16)`
  /// with `w` the segment's width in `x`, at most 3 (which keeps the cubic monotonic).
  private let startSlopes: SIMD16<Float>
  /// The same at the end of segment `k`, from `x′((k + 1)/16)`.
  private let endSlopes: SIMD16<Float>

  /// Samples `component` at the sixteenths of the parameter.
  init(_ component: BezierComponent) {
    let count = Self.segments
    let step = 1 / Double(count)
    var x = [Double](repeating: 0, count: count + 1)
    var slope = [Double](repeating: 0, count: count + 1)
    for k in 0...count {
      let s = Double(k) * step
      x[k] = k == count ? 1 : component.value(s)
      slope[k] = component.derivative(s)
    }
    var bounds = SIMD16<Float>(repeating: .infinity)
    var inverseWidths = SIMD16<Float>(repeating: 0)
    var startSlopes = SIMD16<Float>(repeating: 1)
    var endSlopes = SIMD16<Float>(repeating: 1)
    for k in 0..<count {
      if k < count - 1 { bounds[k] = Float(x[k + 1]) }
      let width = x[k + 1] - x[k]
      guard width > 0 else { continue }
      inverseWidths[k] = Float(1 / width)
      startSlopes[k] = Float(Self.inverseSlope(width: width, step: step, derivative: slope[k]))
      endSlopes[k] = Float(Self.inverseSlope(width: width, step: step, derivative: slope[k + 1]))
    }
    self.bounds = bounds
    middle = bounds[7]
    self.inverseWidths = inverseWidths
    self.startSlopes = startSlopes
    self.endSlopes = endSlopes
  }

  /// The slope of the inverse over a segment of width `width` in `x` and `step` in `s`, where `x′`
  /// is `derivative`: at most 3, and 3 where `x′` is zero (a flat end).
  private static func inverseSlope(width: Double, step: Double, derivative: Double) -> Double {
    let slope = width / (step * derivative)
    return slope >= 0 && slope <= 3 ? slope : 3
  }

  /// The guess for time `t` in `0...1`: a parameter in `0...1`.
  ///
  /// - Complexity: O(1): four comparisons and a cubic polynomial; no division.
  @inline(__always)
  func parameter(at t: Double) -> Double {
    let time = Float(t)
    // The segment: how many inner samples are at or below t (none for NaN), by a binary search
    // without branches (the samples increase; the last lane is +∞).
    var k = middle <= time ? 8 : 0
    k += bounds[k &+ 3] <= time ? 4 : 0
    k += bounds[k &+ 1] <= time ? 2 : 0
    k += bounds[k] <= time ? 1 : 0
    let start: Float = k == 0 ? 0 : bounds[(k &- 1) & 15]
    let tau = min(max((time - start) * inverseWidths[k], 0), 1)
    let rest = 1 - tau
    // Hermite: value 0 at tau = 0, 1 at tau = 1, slopes m0 and m1 there.
    let sigma = tau * tau * (3 - 2 * tau) + tau * rest * (startSlopes[k] * rest - endSlopes[k] * tau)
    let guess = (Double(k) + Double(sigma)) * (1 / Double(Self.segments))
    return min(max(guess, 0), 1)
  }
}
