/// A cubic Bézier timing curve from `(0, 0)` to `(1, 1)`, shaped by two control points: Core
/// Animation's `CAMediaTimingFunction` and UIKit's `UICubicTimingParameters`.
///
/// The curve is the set of points `(x(s), y(s))` for the parameter `s` in `0...1`; `x` is time and
/// `y` is progress. Both control points' `x` must lie in `0...1`, which makes `x(s)` never decrease,
/// so every time has exactly one progress. `y` may be any finite number: a control point above 1 or
/// below 0 makes the curve overshoot or anticipate.
///
/// ```swift
/// let swiftOut = try CubicBezier(0.68, -0.55, 0.265, 1.55)  // anticipates, then overshoots
/// swiftOut.value(at: 0.1)                                   // negative
/// CubicBezier.easeInEaseOut.value(at: 0.25)                 // 0.1292…
/// CubicBezier.easeIn.time(forValue: 0.5)                    // 0.6575…: when half the way is done
/// ```
///
/// ## Accuracy
///
/// ``value(at:)`` solves `x(s) = t` by Newton's method and returns `y(s)`. It starts from a guess
/// interpolated in a table of the curve made with it (`x` and its slope at sixteen parameters), and
/// takes plain steps that bound their own error: a step is the last when it moves `y` by at most
/// `5e-14` and the slope (``velocity(at:)``) by at most `1e-8` of itself, which on curves whose `x`
/// is not flat is the second step. Elsewhere (a flat end of `x`, a steep slope) the solve goes on
/// inside a bisection bracket with the residual computed in double-double arithmetic, to a step of
/// `1e-15` in `s`. The result is within `1e-7` of the exact curve for every input; the tests measure
/// the worst case against an independent high-precision bisection over dense grids of named,
/// random, overshooting and degenerate curves at about `1e-14`. The accurate solve takes about five
/// iterations and at most 12 on those grids (the most near a flat end of the curve); it never takes
/// more than 100.
///
/// Apple does not document the control points of its named curves; the ones here are the values read
/// back from `CAMediaTimingFunction` and used across the platform's community (see the Timing
/// article).
struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
  /// The first control point, which shapes the start of the curve.
  var controlPoint1: Point2D { Point2D(x: x.p1, y: y.p1) }
  /// The second control point, which shapes the end of the curve.
  var controlPoint2: Point2D { Point2D(x: x.p2, y: y.p2) }

  /// Time as a function of the parameter.
  @usableFromInline let x: BezierComponent
  /// Progress as a function of the parameter.
  @usableFromInline let y: BezierComponent
  /// Whether `y ≡ x`, so that the curve is the identity.
  @usableFromInline let isIdentity: Bool
  /// `x` at a few parameters, for the first guess of the solve.
  @usableFromInline let guesses: BezierGuesses
  /// The slope of the line the curve continues along before time 0 (see ``unclampedValue(at:)``).
  @usableFromInline let startGradient: Double
  /// The slope of the line the curve continues along after time 1 (see ``unclampedValue(at:)``).
  @usableFromInline let endGradient: Double

  /// Whether progress never decreases as time runs, so that ``time(forValue:)`` has an answer.
  ///
  /// A curve is monotonic exactly when `y1 >= 0`, `y2 <= 1` and `y2 - y1 >= -√(y1·(1 - y2))`, where
  /// `y1`, `y2` are the control points' `y`. In particular every curve whose two `y` lie in `0...1`
  /// is monotonic (all of Apple's named curves are), and every curve with `y1 < 0` or `y2 > 1`
  /// (which dips below 0 or rises above 1) is not. A few curves with `y1 > 1` or `y2 < 0` still are,
  /// for example `(0, 1.2)(1, 0.9)`.
  let isMonotonic: Bool

  /// Makes a curve from its two control points.
  ///
  /// ```swift
  /// let curve = try CubicBezier(controlPoint1: Point2D(x: 0.2, y: 0), controlPoint2: Point2D(x: 0, y: 1))
  /// ```
  ///
  /// - Parameters:
  ///   - controlPoint1: The first control point; `x` in `0...1`, `y` finite.
  ///   - controlPoint2: The second control point; `x` in `0...1`, `y` finite.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"controlPoint1.x"`, `"controlPoint1.y"`, `"controlPoint2.x"` or `"controlPoint2.y"`: a
  ///   coordinate that is not finite (``AnimationError/Requirement/finite``), or an `x` outside `0...1`
  ///   (``AnimationError/Requirement/unitInterval``).
  init(controlPoint1: Point2D, controlPoint2: Point2D) throws(AnimationError) {
    try Self.validate(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y, names: Self.pointNames)
    self.init(unchecked: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
  }

  /// Makes a curve from its control points' coordinates, in CSS's `cubic-bezier(x1, y1, x2, y2)`
  /// order.
  ///
  /// ```swift
  /// let easeOutBack = try CubicBezier(0.34, 1.56, 0.64, 1)
  /// ```
  ///
  /// - Parameters:
  ///   - x1: The first control point's time, in `0...1`.
  ///   - y1: The first control point's progress, any finite number.
  ///   - x2: The second control point's time, in `0...1`.
  ///   - y2: The second control point's progress, any finite number.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"x1"`, `"y1"`,
  ///   `"x2"` or `"y2"`: a number that is not finite (``AnimationError/Requirement/finite``), or an
  ///   `x` outside `0...1` (``AnimationError/Requirement/unitInterval``).
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
    try Self.validate(x1, y1, x2, y2, names: Self.coordinateNames)
    self.init(unchecked: x1, y1, x2, y2)
  }

  /// Makes a curve without checking it: for the named curves, whose control points are known good.
  init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    x = BezierComponent(x1, x2)
    y = BezierComponent(y1, y2)
    isIdentity = x1 == y1 && x2 == y2
    isMonotonic = y.isMonotonic
    guesses = BezierGuesses(x)
    (startGradient, endGradient) = Self.endGradients(x1, y1, x2, y2)
  }

  /// The slopes of the tangents at `(0, 0)` and `(1, 1)` that the curve is extended along outside
  /// `0...1`, as Chromium's `gfx::CubicBezier` (`InitGradients`) and the Web Platform Tests
  /// (`css/css-easing/cubic-bezier-timing-functions-output.html`) have them.
  ///
  /// Before 0: the line through `P0` and `P1` when `x1 > 0`; when `P1` coincides with `P0`, the
  /// line through `P0` and `P2` when `x2 > 0`, or slope 1 when `P2` is on `P0` too (the curve is
  /// then the identity); otherwise `P1` lies straight above or below `P0`, the tangent is vertical,
  /// and the output holds 0. After 1 the same from `P3`, the control points the other way round.
  /// CSS Easing Functions Level 1, §2.2, reads otherwise in its prose: it takes the line through
  /// the far control point whenever the near one has the end's `x`, even above or below the end,
  /// and holds the end value when both have it; the tests and the engines hold a vertical tangent's
  /// end value, and this follows them.
  private static func endGradients(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) -> (start: Double, end: Double) {
    let start: Double
    if x1 > 0 {
      start = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      start = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      start = 1
    } else {
      start = 0
    }
    let end: Double
    if x2 < 1 {
      end = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      end = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      end = 1
    } else {
      end = 0
    }
    return (TimingMath.finiteSlope(start), TimingMath.finiteSlope(end))
  }

  private static let pointNames = ["controlPoint1.x", "controlPoint1.y", "controlPoint2.x", "controlPoint2.y"]
  private static let coordinateNames = ["x1", "y1", "x2", "y2"]

  private static func validate(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, names: [String]
  ) throws(AnimationError) {
    for (index, number) in [x1, y1, x2, y2].enumerated() {
      try AnimationError.requireFinite(number, names[index])
    }
    for (index, number) in [(0, x1), (2, x2)] where !(0...1).contains(number) {
      throw .invalidArgument(parameter: names[index], value: "\(number)", requirement: .unitInterval)
    }
  }

  // MARK: - Evaluation

  /// The progress at unit time `time`: `y(s)` where `x(s) == time`.
  ///
  /// An animator's progress uses this form: its time never leaves `0...1`. A Web Animations timing
  /// or a keyframe segment, whose input can, uses ``unclampedValue(at:)``, which continues the
  /// curve along its end tangents as CSS does.
  ///
  /// - Parameter time: How far through the duration; times outside `0...1` are clamped to it and NaN
  ///   is treated as 0.
  /// - Returns: The progress, exactly 0 at time 0 and exactly 1 at time 1.
  /// - Complexity: O(1): two Newton steps in plain arithmetic from the table's guess on most curves,
  ///   more with a double-double residual near a flat end.
  func value(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    if isIdentity || t == 0 || t == 1 { return t }
    return y.value(solution(atTime: t).parameter)
  }

  /// The curve parameter at unit time `t` in `0...1`, and the slope `dy/dx` there: what
  /// ``value(at:)``, ``velocity(at:)`` and ``valueAndVelocity(at:)`` are made of.
  ///
  /// Newton's method in plain arithmetic from the table's guess (``BezierGuesses``): at each step
  /// the residual `f = x(s) − t`, `x′(s)`, and one division `r = 1 / x′(s)`. Once the residual
  /// bounds the error of `s` by `δ = (|f| + noise) · r <= 1e-6`, the step is checked before it is
  /// taken: the parameter returned is one more Newton step, `s − f·r`, whose error is at most
  /// `(noise + max|x″|·δ²) · r` (the rounding of `f`, and Newton's quadratic term with room to
  /// spare), and the slope is `y′(s)·r`, off by at most `(max|y″| + |slope|·max|x″|) · r · δ`.
  /// The step is accepted when the first moves `y` by at most ``tolerance`` and the second is at
  /// most ``slopeTolerance`` of the slope (of 1 below 1); `x′(s)` must be above
  /// ``BezierComponent/minimumTrustedSlope``, where these first-order bounds hold. From the table's
  /// guess that is the second step on every curve whose `x` is not flat near the time (one division
  /// for the step, one shared by the last step and the slope). Anything else (a flat end, a steep
  /// slope whose rounding alone exceeds the tolerance, NaN) takes the accurate solve
  /// (``solvedParameter(_:_:atTime:from:)``) and ``slope(_:_:atParameter:)``, out of line.
  @inline(__always)
  func solution(atTime t: Double) -> (parameter: Double, slope: Double) {
    let solution = countedSolution(atTime: t)
    return (solution.parameter, solution.slope)
  }

  /// ``solution(atTime:)`` with the number of the plain step it accepted (1 for the guess itself),
  /// 0 where it took the accurate solve: for tests.
  @inline(__always)
  func countedSolution(atTime t: Double) -> (parameter: Double, slope: Double, step: Int) {
    guard t > 0 && t < 1 else {
      // At the ends the parameter is exact (0 or 1), and so is the slope where `x′` is not zero
      // there; where it is, the slope takes its limit rules (out of line).
      let dx = x.derivative(t)
      if dx > 0 { return (t, TimingMath.finiteSlope(y.derivative(t) / dx), 0) }
      return (t, Self.accurateSolution(x.p1, y.p1, x.p2, y.p2, atTime: t, from: t).slope, 0)
    }
    let guess = guesses.parameter(at: t)
    var s = guess
    for step in 1...Self.maximumFastSteps {
      let f = x.value(s) - t
      let dx = x.derivative(s)
      guard dx > BezierComponent.minimumTrustedSlope else { break }
      let r = 1 / dx
      let delta = (abs(f) + x.plainNoise) * r
      if delta <= 1e-6 {
        let slope = y.derivative(s) * r
        let magnitude = abs(slope)
        let curvature = x.maximumCurvature
        if magnitude * (x.plainNoise + curvature * delta * delta) <= Self.tolerance
          && (y.maximumCurvature + magnitude * curvature) * r * delta <= Self.slopeTolerance * max(1, magnitude)
        {
          return (min(max(s - f * r, 0), 1), slope, step)
        }
      }
      let next = s - f * r
      guard next > 0 && next < 1 else { break }
      s = next
    }
    let accurate = Self.accurateSolution(x.p1, y.p1, x.p2, y.p2, atTime: t, from: guess)
    return (accurate.parameter, accurate.slope, 0)
  }

  /// ``solution(atTime:)`` where the plain steps cannot vouch for their result: the accurate solve
  /// (``solvedParameter(_:_:atTime:from:)``) and the slope's limit rules.
  func accurateSolution(atTime t: Double) -> (parameter: Double, slope: Double) {
    Self.accurateSolution(x.p1, y.p1, x.p2, y.p2, atTime: t, from: guesses.parameter(at: t))
  }

  /// ``accurateSolution(atTime:)`` from the control points, out of line: the curve's components are
  /// made again (a few multiplications), so that an inlined caller passes four numbers rather than
  /// a copy of the whole curve, and reads the curve where it is stored.
  ///
  /// - Parameters:
  ///   - x1: The first control point's time.
  ///   - y1: The first control point's progress.
  ///   - x2: The second control point's time.
  ///   - y2: The second control point's progress.
  ///   - t: The unit time, in `0...1`.
  ///   - guess: Where the solve starts (``BezierGuesses``).
  /// - Returns: The parameter at `t` and the slope there.
  @inline(never)
  static func accurateSolution(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, atTime t: Double, from guess: Double
  ) -> (parameter: Double, slope: Double) {
    let x = BezierComponent(x1, x2)
    let y = BezierComponent(y1, y2)
    let s = solvedParameter(x, y, atTime: t, from: guess)
    return (s, slope(x, y, atParameter: s))
  }

  /// The most plain Newton steps ``solution(atTime:)`` takes before the accurate solve.
  static let maximumFastSteps = 3

  /// The largest error in the slope ``solution(atTime:)`` allows itself, relative to the slope
  /// (absolute below a slope of 1).
  static let slopeTolerance = 1e-8

  /// The curve parameter at unit time `t` of the curve with components `x` and `y`, starting from
  /// `guess`, exact enough that `y` there is within ``tolerance`` of the exact curve: the accurate
  /// steps of the solve run only where the plain ones could be further off than that.
  @inline(__always)
  static func solvedParameter(
    _ x: BezierComponent, _ y: BezierComponent, atTime t: Double, from guess: Double
  ) -> Double {
    x.parameter(for: t, from: guess) { s, bound in abs(y.derivative(s)) * bound <= tolerance }
  }

  /// The largest error ``value(at:)`` allows itself, far below the `1e-7` it promises.
  static let tolerance = 5e-14

  /// The slope `dy/dx = y′(s) / x′(s)` at unit time `time`: progress per unit time.
  ///
  /// Where `x′(s) = 0` (a control point with `x` of 0 at the start, 1 at the end, or the control
  /// points `x1 = 1, x2 = 0` in the middle) the slope is the limit `y⁽ᵏ⁾(s) / x⁽ᵏ⁾(s)` of the first
  /// derivatives that do not both vanish, taken from inside the curve (from the right in the
  /// middle). Where that limit is infinite (a vertical tangent, as at the start of
  /// `(0, 0.55)(0.45, 1)`) the slope is reported as `±Double.greatestFiniteMagnitude`, so it is
  /// never NaN or infinite.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The slope of the curve at `time`.
  /// - Complexity: O(1), as ``value(at:)``.
  func velocity(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    if isIdentity { return 1 }
    return solution(atTime: t).slope
  }

  /// ``value(at:)`` and ``velocity(at:)`` with one solve: the same results to the last bit.
  ///
  /// Inlined into ``TimingCurve/bezierValueAndVelocity(_:at:)``, which reads the curve where
  /// ``TimingCurve``'s box holds it instead of copying it whole (its table included) for a call.
  @inline(__always)
  func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    let t = TimingMath.clampToUnit(time)
    if isIdentity { return (t, 1) }
    let (s, slope) = solution(atTime: t)
    return (t == 0 || t == 1 ? t : y.value(s), slope)
  }

  /// `dy/dx` at the curve parameter `s` of the curve with components `x` and `y`.
  static func slope(_ x: BezierComponent, _ y: BezierComponent, atParameter s: Double) -> Double {
    let dx = x.derivative(s)
    if dx > 0 { return TimingMath.finiteSlope(y.derivative(s) / dx) }
    // x′(s) is zero (or a rounding error below it): compare the leading derivatives.
    let xLeading = x.leadingDerivative(at: s, firstIsZero: true)
    let yLeading = y.leadingDerivative(at: s)
    if yLeading.order == xLeading.order { return TimingMath.finiteSlope(yLeading.value / xLeading.value) }
    if yLeading.order > xLeading.order || yLeading.order == 0 { return 0 }
    // y moves at a lower order than x: a vertical tangent. Approaching from the left (s == 1),
    // an odd power of (s − 1) flips the sign of an even-order leading term.
    let fromLeft = s == 1
    let sign = yLeading.value > 0 ? 1.0 : -1.0
    let flipped = fromLeft && yLeading.order == 2
    return (flipped ? -sign : sign) * .greatestFiniteMagnitude
  }

  /// The unit time at which the curve reaches `progress`: the inverse of ``value(at:)``, for a
  /// ``isMonotonic`` curve.
  ///
  /// The animator uses it to hand a linearly scrubbed animation back to its curve without a jump
  /// (UIKit's `scrubsLinearly`: time is remapped to `c⁻¹(p)`).
  ///
  /// ```swift
  /// CubicBezier.easeIn.time(forValue: 0.5)  // 0.6575…
  /// ```
  ///
  /// - Parameter progress: The progress; values outside `0...1` are clamped to it and NaN is treated
  ///   as 0.
  /// - Returns: The time in `0...1`, exact at progress 0 and 1 and within `1e-7` elsewhere; `nil` if
  ///   the curve is not monotonic, since then some progress values are reached more than once.
  /// - Complexity: O(1), as ``value(at:)``.
  func time(forValue progress: Double) -> Double? {
    guard isMonotonic else { return nil }
    let p = TimingMath.clampToUnit(progress)
    if isIdentity || p == 0 || p == 1 { return p }
    return x.value(y.parameter(for: p))
  }

  // MARK: - Identity

  /// Whether two curves have the same control points.
  ///
  /// - Parameters:
  ///   - lhs: A curve.
  ///   - rhs: Another curve.
  /// - Returns: `true` if both control points are equal.
  static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.controlPoint1 == rhs.controlPoint1 && lhs.controlPoint2 == rhs.controlPoint2
  }

  /// Hashes the control points.
  ///
  /// - Parameter hasher: The hasher to feed.
  func hash(into hasher: inout Hasher) {
    hasher.combine(controlPoint1)
    hasher.combine(controlPoint2)
  }

  /// The curve in CSS form, `cubic-bezier(x1, y1, x2, y2)`.
  var description: String {
    "cubic-bezier(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
  }
}
