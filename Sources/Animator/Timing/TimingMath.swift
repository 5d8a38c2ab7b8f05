/// Numeric rules that every timing function in the library shares, so that they normalise input and
/// report slopes the same way.
@usableFromInline
enum TimingMath {
  /// `value` clamped to `0...1`; NaN becomes 0.
  ///
  /// Timing functions accept any `Double`: a time before the start is the start, a time after the
  /// end is the end, and NaN (which has no place on the time line) is treated as the start.
  @inlinable
  static func clampToUnit(_ value: Double) -> Double {
    value > 0 ? (value < 1 ? value : 1) : 0
  }

  /// `slope` with infinities replaced by the largest finite `Double` of the same sign, and NaN by 0.
  ///
  /// A curve with a vertical tangent (a Bézier control point on the time axis, a circular easing at
  /// its steep end) has an infinite slope there. Reporting the largest finite number instead keeps
  /// products finite: an animation that multiplies the slope by a distance of zero gets zero, not
  /// NaN.
  @inlinable
  static func finiteSlope(_ slope: Double) -> Double {
    if slope.isFinite { return slope }
    if slope.isNaN { return 0 }
    return slope > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }

  /// `value` with infinities replaced by the largest finite `Double` of the same sign, and NaN by 0:
  /// what the curves extended beyond `0...1` return for an input too large to extend finitely.
  @inlinable
  static func finite(_ value: Double) -> Double {
    if value.isFinite { return value }
    if value.isNaN { return 0 }
    return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }

  /// The straight line through `(edge, level)` with slope `gradient`, at `input`: how a curve is
  /// extended beyond an end of `0...1`. A slope of 0 holds `level` even for an infinite input.
  @inlinable
  static func extend(from level: Double, at edge: Double, gradient: Double, to input: Double) -> Double {
    guard gradient != 0 else { return level }
    return finite(level + gradient * (input - edge))
  }
}
