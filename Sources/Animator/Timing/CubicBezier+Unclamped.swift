// A cubic Bézier curve beyond 0...1, and its geometry: what CSS Easing and Web Animations need from
// a curve besides an animator's clamped progress.

extension CubicBezier {
  // MARK: - Beyond 0...1

  /// The progress at unit time `time`, continuing the curve beyond `0...1` along its tangents at
  /// the end points (CSS Easing Functions Level 1, §2.2, "Cubic Bézier easing functions"), as the
  /// Web Platform Tests (`css/css-easing/cubic-bezier-timing-functions-output.html`) and Chromium's
  /// `gfx::CubicBezier` compute it.
  ///
  /// Inside `0...1` this is ``value(at:)``, bit for bit. Before 0 the output follows the line from
  /// `(0, 0)` through the first control point when its `x` is above 0. When the first control point
  /// is `(0, 0)` itself it follows the line through the second one instead (slope 1 when that one
  /// is `(0, 0)` too: the curve is then the identity). When the first control point lies straight
  /// above or below `(0, 0)`, the tangent there is vertical and the output holds 0. After 1 the
  /// same rules run from `(1, 1)` with the control points the other way round: a curve that ends
  /// vertically, such as `cubic-bezier(0, 1.5, 1, 1.5)`, holds 1.
  ///
  /// The specification's prose reads otherwise for the vertical case: it takes the line through the
  /// other control point whenever the near one shares the end's `x`, which would send
  /// `cubic-bezier(0.5, 0, 1, 0.5)` to 4.58 at 2.79. The tests and the browsers hold the end value,
  /// and so does this, so the extension never leaves ``outputRange``'s bounds for such a curve.
  ///
  /// Web Animations feeds a keyframe segment's easing an input outside `0...1` when the effect's own
  /// easing overshoots; ``Keyframes`` and the timelines use this form for that reason.
  ///
  /// ```swift
  /// let curve = try CubicBezier(0.5, 1, 0.5, 1)
  /// curve.unclampedValue(at: -1)   // -2: the tangent at the start has slope 1 / 0.5
  /// curve.unclampedValue(at: 2)    // 1: the tangent at the end is flat
  /// CubicBezier.linear.unclampedValue(at: 1.5)  // 1.5
  /// ```
  ///
  /// - Parameter time: Any unit time; NaN is treated as 0.
  /// - Returns: The progress; finite for every input (an extension too steep to stay finite ends at
  ///   `±Double.greatestFiniteMagnitude`).
  /// - Complexity: O(1): ``value(at:)`` inside `0...1`, one multiplication outside it.
  @inlinable
  func unclampedValue(at time: Double) -> Double {
    if time >= 0 && time <= 1 { return value(at: time) }
    return extendedValue(time)
  }

  /// The slope of ``unclampedValue(at:)``: ``velocity(at:)`` inside `0...1`, the slope of the
  /// tangent the curve is extended along outside it.
  ///
  /// - Parameter time: Any unit time; NaN is treated as 0.
  /// - Returns: Progress per unit time, finite.
  /// - Complexity: O(1), as ``velocity(at:)``.
  @inlinable
  func unclampedVelocity(at time: Double) -> Double {
    if time < 0 { return startGradient }
    if time > 1 { return endGradient }
    return velocity(at: time)
  }

  /// ``unclampedValue(at:)`` outside `0...1` (and for NaN): out of line, so that the common case
  /// stays small.
  @usableFromInline @inline(never)
  func extendedValue(_ time: Double) -> Double {
    if time < 0 { return TimingMath.extend(from: 0, at: 0, gradient: startGradient, to: time) }
    if time > 1 { return TimingMath.extend(from: 1, at: 1, gradient: endGradient, to: time) }
    return value(at: time)
  }

  // MARK: - Geometry

  /// The curve's time coordinate at the curve parameter `s`: `x(s) = 3·x1·s·(1 − s)² + 3·x2·s²·(1 − s) + s³`
  /// (Chromium's `SampleCurveX`).
  ///
  /// ```swift
  /// CubicBezier.easeIn.x(atParameter: 0.5)  // 0.6575 = 3·0.42·0.125 + 3·1·0.125 + 0.125
  /// ```
  ///
  /// - Parameter s: The curve parameter, normally in `0...1` (outside it the polynomial goes on);
  ///   NaN is treated as 0.
  /// - Returns: `x(s)`.
  /// - Complexity: O(1).
  func x(atParameter s: Double) -> Double { x.value(s.isNaN ? 0 : s) }

  /// The curve's progress coordinate at the curve parameter `s`: `y(s) = 3·y1·s·(1 − s)² + 3·y2·s²·(1 − s) + s³`
  /// (Chromium's `SampleCurveY`).
  ///
  /// - Parameter s: The curve parameter, normally in `0...1` (outside it the polynomial goes on);
  ///   NaN is treated as 0.
  /// - Returns: `y(s)`.
  /// - Complexity: O(1).
  func y(atParameter s: Double) -> Double { y.value(s.isNaN ? 0 : s) }

  /// The curve parameter `s` at which the curve reaches unit time `time`: the solution of
  /// `x(s) = time` (Chromium's `SolveCurveX`), which ``value(at:)`` evaluates `y` at.
  ///
  /// ```swift
  /// let s = CubicBezier.easeIn.parameter(atTime: 0.6575)  // 0.5
  /// CubicBezier.easeIn.y(atParameter: s) == CubicBezier.easeIn.value(at: 0.6575)  // true
  /// ```
  ///
  /// - Parameter time: The unit time; clamped to `0...1`, NaN treated as 0.
  /// - Returns: `s` in `0...1`, exactly 0 at time 0 and 1 at time 1, otherwise as accurate as
  ///   ``value(at:)`` needs (`y` at it within `1e-7` of the exact curve).
  /// - Complexity: O(1), as ``value(at:)``.
  func parameter(atTime time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    // No shortcut for an identity curve: `y ≡ x` says nothing about `x(s)`, which for `.linear`,
    // `(0, 0)(1, 1)`, is `3s² − 2s³`.
    if t == 0 || t == 1 { return t }
    return solution(atTime: t).parameter
  }

  /// The lowest and the highest progress the curve reaches over unit time `0...1` (Chromium's
  /// `CubicBezier::range`): `0...1` for a curve that stays inside it, wider for one that
  /// anticipates or overshoots.
  ///
  /// The extremes are at the ends or where `y′(s) = 0` inside the curve; `y′(s) / 3` is the
  /// quadratic `(3·y1 − 3·y2 + 1)·s² + (2·y2 − 4·y1)·s + y1`, solved in closed form.
  ///
  /// ```swift
  /// CubicBezier.easeInOut.outputRange                       // 0...1
  /// try CubicBezier(0.68, -0.55, 0.265, 1.55).outputRange  // about -0.0927...1.0927
  /// ```
  ///
  /// - Complexity: O(1).
  var outputRange: ClosedRange<Double> {
    var low = 0.0
    var high = 1.0
    let p1 = y.p1
    let p2 = y.p2
    // Both control points in 0...1: the curve's convex hull, and so the curve, stays in 0...1.
    if p1 >= 0 && p1 <= 1 && p2 >= 0 && p2 <= 1 { return low...high }
    let roots = Self.stationaryParameters(a: 3 * p1 - 3 * p2 + 1, b: 2 * p2 - 4 * p1, c: p1)
    for s in [roots.0, roots.1] where s > 0 && s < 1 {
      let value = y.value(s)
      low = min(low, value)
      high = max(high, value)
    }
    return low...high
  }

  /// The real roots of `a·s² + b·s + c`, in the numerically stable form (no subtraction of nearly
  /// equal numbers); NaN for a root that does not exist.
  static func stationaryParameters(a: Double, b: Double, c: Double) -> (Double, Double) {
    if a == 0 { return (b == 0 ? .nan : -c / b, .nan) }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return (.nan, .nan) }
    let root = discriminant.squareRoot()
    let q = -(b + (b >= 0 ? root : -root)) / 2
    if q == 0 { return (0, .nan) }  // b == 0 and c == 0: a double root at 0
    return (q / a, c / q)
  }
}
