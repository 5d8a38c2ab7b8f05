/// Robert Penner's easing equations, as collected at easings.net: ten families, each eased in, out or
/// both, with exact closed forms and analytic derivatives.
///
/// ```swift
/// let easing = Easing.easeInOutCubic            // or Easing(.cubic, .inOut)
/// easing.value(at: 0.25)                        // 4 × 0.25³ = 0.0625
/// Easing(.back, .out).value(at: 0.7)            // above 1: back overshoots
/// Easing.easeOutQuad.time(forValue: 0.75)       // 0.5
/// ```
///
/// Every member is exactly 0 at time 0 and exactly 1 at time 1 (the formulas for `back`, `elastic`
/// and `bounce` land within a rounding error of those values; the ends are returned exactly). The
/// polynomial families multiply rather than call `pow`, so they cost a few multiplications.
struct Easing: Hashable, Sendable, CustomStringConvertible {
  /// The shape of the curve.
  enum Family: Hashable, Sendable, CaseIterable {
    /// `t²`.
    case quad
    /// `t³`.
    case cubic
    /// `t⁴`.
    case quart
    /// `t⁵`.
    case quint
    /// A quarter of a cosine wave.
    case sine
    /// `2^(10t − 10)`: nearly still, then sudden. The `in` form jumps from 0 to `2⁻¹⁰` at the start,
    /// the `out` form from `1 − 2⁻¹⁰` to 1 at the end, as on easings.net.
    case expo
    /// A quarter circle: its tangent is vertical at one end.
    case circ
    /// Pulls back before it moves (`in`), or overshoots before it settles (`out`), by about 10%.
    case back
    /// Oscillates like a plucked string, overshooting by up to about 37%.
    case elastic
    /// Bounces like a dropped ball.
    case bounce
  }

  /// Which end of the curve is eased.
  enum Mode: Hashable, Sendable, CaseIterable {
    /// Eased at the start: the family's function itself, `f(t)`.
    case `in`
    /// Eased at the end: `1 − f(1 − t)`.
    case out
    /// Eased at both ends: `f(2t)/2` in the first half and `1 − f(2 − 2t)/2` in the second.
    case inOut
  }

  /// The shape of the curve.
  let family: Family
  /// Which end of the curve is eased.
  let mode: Mode

  /// Makes the easing of a family in a mode.
  ///
  /// - Parameters:
  ///   - family: The shape of the curve.
  ///   - mode: Which end is eased.
  init(_ family: Family, _ mode: Mode) {
    self.family = family
    self.mode = mode
  }

  /// Whether progress never decreases as time runs, so that ``time(forValue:)`` has an answer:
  /// `true` for every family except ``Family/back``, ``Family/elastic`` and ``Family/bounce``.
  var isMonotonic: Bool {
    switch family {
    case .quad, .cubic, .quart, .quint, .sine, .expo, .circ: true
    case .back, .elastic, .bounce: false
    }
  }

  /// The progress at unit time `time`.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The progress; exactly 0 at time 0 and exactly 1 at time 1.
  /// - Complexity: O(1): a few multiplications for the polynomial families, one or two calls of the
  ///   C library for the others.
  func value(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    if t == 0 || t == 1 { return t }
    return Self.value(family, mode, t)
  }

  /// The derivative of ``value(at:)``: progress per unit time, from the closed form.
  ///
  /// At the ends of ``Family/expo`` the value jumps; the velocity there is the one-sided limit from
  /// inside the curve. Where ``Family/circ`` has a vertical tangent the slope is reported as
  /// `Double.greatestFiniteMagnitude`, never infinite or NaN.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The slope at `time`.
  /// - Complexity: O(1).
  func velocity(at time: Double) -> Double {
    TimingMath.finiteSlope(Self.velocity(family, mode, TimingMath.clampToUnit(time)))
  }

  /// ``value(at:)`` and ``velocity(at:)`` for a time already in `0...1`: the same results, with
  /// the time clamped once rather than twice.
  ///
  /// One call, kept out of line so that the sampling loops that call it stay small; the families
  /// animations use most get both numbers from one inlined set of formulas.
  @_effects(readnone) @inline(never)
  func valueAndVelocity(atClamped t: Double) -> (value: Double, velocity: Double) {
    inlinedValueAndVelocity(atClamped: t)
  }

  /// ``valueAndVelocity(atClamped:)`` inlined into the caller: for a loop small enough to take it.
  @inline(__always)
  func inlinedValueAndVelocity(atClamped t: Double) -> (value: Double, velocity: Double) {
    switch family {
    case .quad, .cubic, .quart, .quint:
      // For t in 0...1 the polynomials are exactly 0 at 0 and 1 at 1 (+0, never −0) and their
      // slopes finite: the checks the other families need would change no bit here.
      return Self.polynomial(family, mode, t)
    default:
      let value = t == 0 || t == 1 ? t : Self.value(family, mode, t)
      return (value, TimingMath.finiteSlope(Self.velocity(family, mode, t)))
    }
  }

  /// The unit time at which the easing reaches `progress`, from the closed-form inverse.
  ///
  /// Where ``Family/expo`` jumps over a range of progress (see the family), the answer is the time
  /// of the jump: the earliest time at which the progress is at least `progress`.
  ///
  /// - Parameter progress: The progress; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The time in `0...1`, exact at progress 0 and 1; `nil` for the families that are not
  ///   ``isMonotonic``.
  /// - Complexity: O(1).
  func time(forValue progress: Double) -> Double? {
    guard isMonotonic else { return nil }
    let p = TimingMath.clampToUnit(progress)
    if p == 0 || p == 1 { return p }
    return TimingMath.clampToUnit(Self.inverse(family, mode, p))
  }

  /// The easings.net name, for example `easeInOutCubic`.
  var description: String {
    let prefix =
      switch mode {
      case .in: "easeIn"
      case .out: "easeOut"
      case .inOut: "easeInOut"
      }
    let name =
      switch family {
      case .quad: "Quad"
      case .cubic: "Cubic"
      case .quart: "Quart"
      case .quint: "Quint"
      case .sine: "Sine"
      case .expo: "Expo"
      case .circ: "Circ"
      case .back: "Back"
      case .elastic: "Elastic"
      case .bounce: "Bounce"
      }
    return prefix + name
  }
}
