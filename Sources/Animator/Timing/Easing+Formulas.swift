// The closed forms of the easings, exactly as easings.net writes them, their derivatives, and the
// inverses of the monotonic ones. `t` is in 0...1 (the ends are handled by the callers).

private let halfPi = Double.pi / 2
private let ln2 = 0.693_147_180_559_945_3
/// `back`'s overshoot constants.
private let c1 = 1.701_58
private let c2 = c1 * 1.525
private let c3 = c1 + 1
/// `elastic`'s angular frequencies.
private let c4 = 2 * Double.pi / 3
private let c5 = 2 * Double.pi / 4.5
/// `bounce`'s parabola constants.
private let n1 = 7.5625
private let d1 = 2.75

extension Easing {
  /// The progress and its derivative of a polynomial family (``Family/quad``, ``Family/cubic``,
  /// ``Family/quart``, ``Family/quint``) in `mode` at `t` in `0...1`: the formulas of
  /// ``value(_:_:_:)`` and ``velocity(_:_:_:)`` for them, written once, so that a tick
  /// (``valueAndVelocity(atClamped:)``) gets both from one set of formulas.
  @inline(__always)
  static func polynomial(_ family: Family, _ mode: Mode, _ t: Double) -> (value: Double, velocity: Double) {
    switch (family, mode) {
    case (.quad, .in): return (t * t, 2 * t)
    case (.quad, .out):
      let f = 1 - t
      return (1 - f * f, 2 * (1 - t))
    case (.quad, .inOut):
      if t < 0.5 { return (2 * t * t, 4 * t) }
      let f = -2 * t + 2
      return (1 - f * f / 2, 2 * (-2 * t + 2))

    case (.cubic, .in): return (t * t * t, 3 * t * t)
    case (.cubic, .out):
      let f = 1 - t
      return (1 - f * f * f, 3 * f * f)
    case (.cubic, .inOut):
      if t < 0.5 { return (4 * t * t * t, 12 * t * t) }
      let f = -2 * t + 2
      return (1 - f * f * f / 2, 3 * f * f)

    case (.quart, .in): return (t * t * t * t, 4 * t * t * t)
    case (.quart, .out):
      let f = 1 - t
      return (1 - f * f * f * f, 4 * f * f * f)
    case (.quart, .inOut):
      if t < 0.5 { return (8 * t * t * t * t, 32 * t * t * t) }
      let f = -2 * t + 2
      return (1 - f * f * f * f / 2, 4 * f * f * f)

    case (.quint, .in): return (t * t * t * t * t, 5 * t * t * t * t)
    case (.quint, .out):
      let f = 1 - t
      return (1 - f * f * f * f * f, 5 * f * f * f * f)
    case (.quint, .inOut):
      if t < 0.5 { return (16 * t * t * t * t * t, 80 * t * t * t * t) }
      let f = -2 * t + 2
      return (1 - f * f * f * f * f / 2, 5 * f * f * f * f)

    default:
      // Not a polynomial family: the callers never ask.
      return (t, 1)
    }
  }

  /// The progress of `family` in `mode` at `t` in `0...1`.
  @_effects(readnone)
  static func value(_ family: Family, _ mode: Mode, _ t: Double) -> Double {
    switch (family, mode) {
    case (.quad, _), (.cubic, _), (.quart, _), (.quint, _): return polynomial(family, mode, t).value

    case (.sine, .in): return 1 - Math.cos(t * halfPi)
    case (.sine, .out): return Math.sin(t * halfPi)
    case (.sine, .inOut): return -(Math.cos(Double.pi * t) - 1) / 2

    case (.expo, .in): return Math.pow(2, 10 * t - 10)
    case (.expo, .out): return 1 - Math.pow(2, -10 * t)
    case (.expo, .inOut):
      return t < 0.5 ? Math.pow(2, 20 * t - 10) / 2 : (2 - Math.pow(2, -20 * t + 10)) / 2

    case (.circ, .in): return 1 - (1 - t * t).squareRoot()
    case (.circ, .out):
      let f = t - 1
      return (1 - f * f).squareRoot()
    case (.circ, .inOut):
      if t < 0.5 {
        let f = 2 * t
        return (1 - (1 - f * f).squareRoot()) / 2
      }
      let f = -2 * t + 2
      return ((1 - f * f).squareRoot() + 1) / 2

    case (.back, .in): return c3 * t * t * t - c1 * t * t
    case (.back, .out):
      let f = t - 1
      return 1 + c3 * f * f * f + c1 * f * f
    case (.back, .inOut):
      if t < 0.5 {
        let f = 2 * t
        return (f * f * ((c2 + 1) * f - c2)) / 2
      }
      let f = 2 * t - 2
      return (f * f * ((c2 + 1) * f + c2) + 2) / 2

    case (.elastic, .in): return -Math.pow(2, 10 * t - 10) * Math.sin((t * 10 - 10.75) * c4)
    case (.elastic, .out): return Math.pow(2, -10 * t) * Math.sin((t * 10 - 0.75) * c4) + 1
    case (.elastic, .inOut):
      if t < 0.5 { return -(Math.pow(2, 20 * t - 10) * Math.sin((20 * t - 11.125) * c5)) / 2 }
      return (Math.pow(2, -20 * t + 10) * Math.sin((20 * t - 11.125) * c5)) / 2 + 1

    case (.bounce, .in): return 1 - bounceOut(1 - t)
    case (.bounce, .out): return bounceOut(t)
    case (.bounce, .inOut):
      return t < 0.5 ? (1 - bounceOut(1 - 2 * t)) / 2 : (1 + bounceOut(2 * t - 1)) / 2
    }
  }

  /// The derivative of ``value(_:_:_:)`` with respect to `t`, possibly infinite (`circ`).
  @_effects(readnone)
  static func velocity(_ family: Family, _ mode: Mode, _ t: Double) -> Double {
    switch (family, mode) {
    case (.quad, _), (.cubic, _), (.quart, _), (.quint, _): return polynomial(family, mode, t).velocity

    case (.sine, .in): return halfPi * Math.sin(t * halfPi)
    case (.sine, .out): return halfPi * Math.cos(t * halfPi)
    case (.sine, .inOut): return halfPi * Math.sin(Double.pi * t)

    case (.expo, .in): return 10 * ln2 * Math.pow(2, 10 * t - 10)
    case (.expo, .out): return 10 * ln2 * Math.pow(2, -10 * t)
    case (.expo, .inOut):
      return 10 * ln2 * (t < 0.5 ? Math.pow(2, 20 * t - 10) : Math.pow(2, -20 * t + 10))

    case (.circ, .in): return t / (1 - t * t).squareRoot()
    case (.circ, .out):
      let f = 1 - t
      return f / (1 - f * f).squareRoot()
    case (.circ, .inOut):
      if t < 0.5 {
        let f = 2 * t
        return f / (1 - f * f).squareRoot()
      }
      let f = -2 * t + 2
      return f / (1 - f * f).squareRoot()

    case (.back, .in): return 3 * c3 * t * t - 2 * c1 * t
    case (.back, .out):
      let f = t - 1
      return 3 * c3 * f * f + 2 * c1 * f
    case (.back, .inOut):
      if t < 0.5 {
        let f = 2 * t
        return 3 * (c2 + 1) * f * f - 2 * c2 * f
      }
      let f = 2 * t - 2
      return 3 * (c2 + 1) * f * f + 2 * c2 * f

    case (.elastic, .in):
      let envelope = Math.pow(2, 10 * t - 10)
      let angle = (t * 10 - 10.75) * c4
      return -envelope * (10 * ln2 * Math.sin(angle) + 10 * c4 * Math.cos(angle))
    case (.elastic, .out):
      let envelope = Math.pow(2, -10 * t)
      let angle = (t * 10 - 0.75) * c4
      return envelope * (-10 * ln2 * Math.sin(angle) + 10 * c4 * Math.cos(angle))
    case (.elastic, .inOut):
      let angle = (20 * t - 11.125) * c5
      if t < 0.5 {
        let envelope = Math.pow(2, 20 * t - 10)
        return -envelope * (10 * ln2 * Math.sin(angle) + 10 * c5 * Math.cos(angle))
      }
      let envelope = Math.pow(2, -20 * t + 10)
      return envelope * (-10 * ln2 * Math.sin(angle) + 10 * c5 * Math.cos(angle))

    case (.bounce, .in): return bounceOutVelocity(1 - t)
    case (.bounce, .out): return bounceOutVelocity(t)
    case (.bounce, .inOut): return t < 0.5 ? bounceOutVelocity(1 - 2 * t) : bounceOutVelocity(2 * t - 1)
    }
  }

  /// The time at which a monotonic `family` in `mode` reaches `p` in `(0, 1)`; NaN for the others
  /// (which the caller never asks about).
  static func inverse(_ family: Family, _ mode: Mode, _ p: Double) -> Double {
    switch (family, mode) {
    case (.quad, .in): return p.squareRoot()
    case (.quad, .out): return 1 - (1 - p).squareRoot()
    case (.quad, .inOut): return p < 0.5 ? (p / 2).squareRoot() : 1 - (2 * (1 - p)).squareRoot() / 2

    case (.cubic, .in): return Math.cbrt(p)
    case (.cubic, .out): return 1 - Math.cbrt(1 - p)
    case (.cubic, .inOut): return p < 0.5 ? Math.cbrt(p / 4) : 1 - Math.cbrt(2 * (1 - p)) / 2

    case (.quart, .in): return p.squareRoot().squareRoot()
    case (.quart, .out): return 1 - (1 - p).squareRoot().squareRoot()
    case (.quart, .inOut):
      return p < 0.5 ? (p / 8).squareRoot().squareRoot() : 1 - (2 * (1 - p)).squareRoot().squareRoot() / 2

    case (.quint, .in): return Math.pow(p, 0.2)
    case (.quint, .out): return 1 - Math.pow(1 - p, 0.2)
    case (.quint, .inOut): return p < 0.5 ? Math.pow(p / 16, 0.2) : 1 - Math.pow(2 * (1 - p), 0.2) / 2

    case (.sine, .in): return Math.acos(1 - p) / halfPi
    case (.sine, .out): return Math.atan2(p, (1 - p * p).squareRoot()) / halfPi
    case (.sine, .inOut): return Math.acos(1 - 2 * p) / Double.pi

    // Where the curve jumps, these give a time outside 0...1, which the caller clamps to the jump.
    case (.expo, .in): return 1 + Math.log(p) / (10 * ln2)
    case (.expo, .out): return -Math.log(1 - p) / (10 * ln2)
    case (.expo, .inOut):
      return p < 0.5 ? (Math.log(2 * p) / ln2 + 10) / 20 : (10 - Math.log(2 - 2 * p) / ln2) / 20

    case (.circ, .in): return (p * (2 - p)).squareRoot()
    case (.circ, .out): return 1 - (1 - p * p).squareRoot()
    case (.circ, .inOut): return p < 0.5 ? (p * (1 - p)).squareRoot() : 1 - (p * (1 - p)).squareRoot()

    case (.back, _), (.elastic, _), (.bounce, _): return .nan
    }
  }

  /// easings.net's `easeOutBounce`: four parabolas.
  private static func bounceOut(_ t: Double) -> Double {
    if t < 1 / d1 { return n1 * t * t }
    if t < 2 / d1 {
      let f = t - 1.5 / d1
      return n1 * f * f + 0.75
    }
    if t < 2.5 / d1 {
      let f = t - 2.25 / d1
      return n1 * f * f + 0.9375
    }
    let f = t - 2.625 / d1
    return n1 * f * f + 0.984375
  }

  /// The derivative of ``bounceOut(_:)``.
  private static func bounceOutVelocity(_ t: Double) -> Double {
    if t < 1 / d1 { return 2 * n1 * t }
    if t < 2 / d1 { return 2 * n1 * (t - 1.5 / d1) }
    if t < 2.5 / d1 { return 2 * n1 * (t - 2.25 / d1) }
    return 2 * n1 * (t - 2.625 / d1)
  }
}
