import Testing

@testable import Animator

/// A cubic Bézier curve beyond `0...1` (issue 13, item 7) and its geometry (item 9).
@Suite("Cubic Bézier beyond 0...1 and geometry")
struct CubicBezierUnclampedTests {
  // MARK: Item 7: extrapolation

  /// One curve, with the slopes of its tangents at `(0, 0)` and `(1, 1)` derived from the control
  /// points as Chromium's `gfx::CubicBezier` and the Web Platform Tests do: before 0, the line
  /// through P1 if `x1 > 0`, else through P2 if P1 coincides with P0 and `x2 > 0`, else slope 1 for
  /// the identity `(0, 0, 0, 0)`, else flat at 0 (a vertical tangent); after 1 the same from P3.
  /// The curves mirror Chromium's `cubic_bezier_unittest.cc` out-of-range cases (issue 29: where the
  /// specification's prose reads otherwise, marked, the tests used to follow the prose).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let points: (Double, Double, Double, Double)
    let startSlope: Double
    let endSlope: Double
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // P1 = (0.5, 1): slope 1 / 0.5 = 2 before 0. P2 = (0.5, 1): slope (1 − 1) / (0.5 − 1) = 0 after 1.
    Case(name: "simple (0.5, 1, 0.5, 1)", points: (0.5, 1, 0.5, 1), startSlope: 2, endSlope: 0),
    // P1 = P0: the line P0–P2, slope 1 / 1; P2 = P3: the line P1–P3, slope (0 − 1) / (0 − 1).
    Case(name: "coincident end points (0, 0, 1, 1)", points: (0, 0, 1, 1), startSlope: 1, endSlope: 1),
    // x1 = 0, so P0–P2: 0 / 1; x2 = 1, so P1–P3: (1 − 1) / (1 − 0).
    Case(name: "vertical gradients (0, 1, 1, 0)", points: (0, 1, 1, 0), startSlope: 0, endSlope: 0),
    // P1 = (0.5, 0): slope 0. P2 = (1, 0.5) is straight below P3: a vertical tangent, held at 1
    // (the prose of css-easing-1 §2.2 would take the line P1–P3, slope 2).
    Case(name: "vertical trailing gradient (0.5, 0, 1, 0.5)", points: (0.5, 0, 1, 0.5), startSlope: 0, endSlope: 0),
    // 0.2 / 0.1 = 2 and (0.8 − 1) / (0.8 − 1) = 1.
    Case(name: "distinct end points (0.1, 0.2, 0.8, 0.8)", points: (0.1, 0.2, 0.8, 0.8), startSlope: 2, endSlope: 1),
    // P1 = P0: the line P0–P2, 0.8 / 0.8 = 1.
    Case(name: "one coincident end point (0, 0, 0.8, 0.8)", points: (0, 0, 0.8, 0.8), startSlope: 1, endSlope: 1),
    // x1 = x2 = 0 and both control points on P0: the identity, slope 1 (the prose: flat at 0);
    // after 1, P2–P3 has slope 1.
    Case(name: "three coincident points (0, 0, 0, 0)", points: (0, 0, 0, 0), startSlope: 1, endSlope: 1),
    // Before 0, P0–P1 has slope 1; both control points on P3: the identity, slope 1 (the prose: flat).
    Case(name: "three coincident points (1, 1, 1, 1)", points: (1, 1, 1, 1), startSlope: 1, endSlope: 1),
    // Overshooting curves: −0.55 / 0.68 and (1.55 − 1) / (0.265 − 1).
    Case(
      name: "anticipate and overshoot (0.68, -0.55, 0.265, 1.55)", points: (0.68, -0.55, 0.265, 1.55),
      startSlope: -0.55 / 0.68, endSlope: (1.55 - 1) / (0.265 - 1)),
    // easeIn: 0 / 0.42 = 0 at the start; P2 = P3, so P1–P3: (0 − 1) / (0.42 − 1).
    Case(name: "easeIn", points: (0.42, 0, 1, 1), startSlope: 0, endSlope: (0 - 1) / (0.42 - 1)),
    // easeOut: P1 = P0, so P0–P2: 1 / 0.58; (1 − 1) / (0.58 − 1) = 0 at the end.
    Case(name: "easeOut", points: (0, 0, 0.58, 1), startSlope: 1 / 0.58, endSlope: 0),
  ]

  @Test("outside 0...1 the curve continues along its end tangents (Chromium, WPT)", arguments: cases)
  func extrapolation(_ c: Case) throws {
    let (x1, y1, x2, y2) = c.points
    let curve = try CubicBezier(x1, y1, x2, y2)
    for input in [-1.0, -0.25, -1e-9, -1000] {
      #expect(curve.unclampedValue(at: input) == c.startSlope * input, "t = \(input)")
      #expect(curve.unclampedVelocity(at: input) == c.startSlope, "t = \(input)")
    }
    for input in [2.0, 1.25, 1 + 1e-9, 1000] {
      #expect(curve.unclampedValue(at: input) == 1 + c.endSlope * (input - 1), "t = \(input)")
      #expect(curve.unclampedVelocity(at: input) == c.endSlope, "t = \(input)")
    }
  }

  @Test("Chromium's out-of-range table: Solve(-1) and Solve(2)")
  func chromiumTable() throws {
    let rows: [((Double, Double, Double, Double), Double, Double)] = [
      ((0.5, 1, 0.5, 1), -2, 1),
      ((0, 0, 1, 1), -1, 2),
      ((0, 1, 1, 0), 0, 1),
      // A vertical tangent at the end: held at 1 (css-easing-1 §2.2's prose takes P1–P3: 3).
      ((0.5, 0, 1, 0.5), 0, 1),
      ((0.1, 0.2, 0.8, 0.8), -2, 2),
      ((0, 0, 0.8, 0.8), -1, 2),
    ]
    for ((x1, y1, x2, y2), below, above) in rows {
      let curve = try CubicBezier(x1, y1, x2, y2)
      #expect(curve.unclampedValue(at: -1) == below, "\(curve)")
      #expect(curve.unclampedValue(at: 2) == above, "\(curve)")
    }
  }

  /// `css/css-easing/cubic-bezier-timing-functions-output.html` in the Web Platform Tests: where the
  /// tangent at an end is vertical (the near control point straight above or below the end point),
  /// the output holds the end value beyond it, as Chromium's `gfx::CubicBezier` does (issue 29).
  @Test("a vertical tangent at an end holds the end value beyond it (WPT, Chromium)")
  func verticalEndTangentsHold() throws {
    for curve in [try CubicBezier(0, 1.5, 1, 1.5), try CubicBezier(0.5, 0, 1, 0.5), try CubicBezier(0, -0.5, 1, -0.5)] {
      for input in [1.25, 1.5, 2, 10] {
        #expect(curve.unclampedValue(at: input) == 1, "\(curve) at \(input)")
        #expect(curve.unclampedVelocity(at: input) == 0, "\(curve) at \(input)")
      }
    }
    for curve in [try CubicBezier(0, -0.5, 1, -0.5), try CubicBezier(0, 1.5, 1, 1.5)] {
      for input in [-0.25, -0.5, -1, -10] {
        #expect(curve.unclampedValue(at: input) == 0, "\(curve) at \(input)")
        #expect(curve.unclampedVelocity(at: input) == 0, "\(curve) at \(input)")
      }
    }
  }

  /// The output of a curve with a vertical end tangent, over any input, stays within its
  /// ``CubicBezier/outputRange`` (Chromium's `CubicBezier::range`, which Blink widens only by the
  /// held end values); extended along the spec prose's lines, `(0.5, 0, 1, 0.5)` reached 4.58 at
  /// input 2.79 and 19 at 10 (issue 29).
  @Test("the extension of a vertically ending curve stays within its output range")
  func verticalEndsStayInRange() throws {
    for curve in [try CubicBezier(0, 1.5, 1, 1.5), try CubicBezier(0.5, 0, 1, 0.5), try CubicBezier(0, -0.5, 1, -0.5)] {
      let range = curve.outputRange
      for index in -1000...1000 {
        let input = Double(index) / 100
        #expect(range.contains(curve.unclampedValue(at: input)), "\(curve) at \(input): \(range)")
      }
    }
  }

  @Test("inside 0...1 the unclamped value is value(at:) bit for bit; value(at:) still clamps")
  func insideIsUnchanged() throws {
    let curves = [CubicBezier.easeInOut, .default, try CubicBezier(0.68, -0.55, 0.265, 1.55)]
    for curve in curves {
      for index in 0...64 {
        let t = Double(index) / 64
        #expect(curve.unclampedValue(at: t) == curve.value(at: t))
        #expect(curve.unclampedVelocity(at: t) == curve.velocity(at: t))
      }
      // The animator's form keeps clamping.
      #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
    }
  }

  @Test("the extension meets the curve at its ends: continuous in value")
  func continuity() throws {
    let curve = try CubicBezier(0.68, -0.55, 0.265, 1.55)
    #expect(abs(curve.unclampedValue(at: -1e-12)) < 1e-11)
    #expect(abs(curve.unclampedValue(at: 1 + 1e-12) - 1) < 1e-11)
  }

  @Test("NaN is treated as 0 and infinities stay finite")
  func badInput() throws {
    let curve = try CubicBezier(0.5, 1, 0.5, 1)
    #expect(curve.unclampedValue(at: .nan) == 0)
    #expect(curve.unclampedVelocity(at: .nan) == curve.velocity(at: 0))
    #expect(curve.unclampedValue(at: -.infinity) == -.greatestFiniteMagnitude)
    // A flat tangent holds its end value even at infinity (no 0 × ∞).
    #expect(curve.unclampedValue(at: .infinity) == 1)
    let steep = try CubicBezier(.leastNonzeroMagnitude, 1, 0.5, 1)
    #expect(steep.unclampedValue(at: -1).isFinite)
  }

  @Test("TimingCurve extends linear and Bézier curves and holds the others (css-easing-1 §2.1, §2.2)")
  func timingCurve() throws {
    // The `linear` keyword is the identity, extended.
    #expect(TimingCurve.linear.unclampedValue(at: -0.5) == -0.5)
    #expect(TimingCurve.linear.unclampedValue(at: 1.75) == 1.75)
    #expect(TimingCurve.linear.unclampedVelocity(at: 3) == 1)
    // easeOut after 1: flat, so 1; before 0: slope 1 / 0.58.
    #expect(TimingCurve.easeOut.unclampedValue(at: 2) == 1)
    #expect(abs(TimingCurve.easeOut.unclampedValue(at: -0.58) - -1) < 1e-15)
    // No specification extends Penner's easings or springs: they hold their end values.
    let back = TimingCurve.easing(.easeOutBack)
    #expect(back.unclampedValue(at: 1.5) == 1 && back.unclampedValue(at: -1) == 0)
    #expect(back.unclampedVelocity(at: 1.5) == 0)
  }

  // MARK: Item 9: geometry

  @Test("x(s) and y(s) are the Bernstein polynomials of the control points")
  func coordinates() throws {
    let curve = try CubicBezier(0.25, 0.1, 0.75, 1.5)
    for index in 0...16 {
      let s = Double(index) / 16
      let u = 1 - s
      let x = 3 * 0.25 * s * u * u + 3 * 0.75 * s * s * u + s * s * s
      let y = 3 * 0.1 * s * u * u + 3 * 1.5 * s * s * u + s * s * s
      #expect(abs(curve.x(atParameter: s) - x) < 1e-15, "s = \(s)")
      #expect(abs(curve.y(atParameter: s) - y) < 1e-15, "s = \(s)")
    }
    // easeIn at s = 1/2: 3·0.42/8 + 3/8 + 1/8.
    #expect(abs(CubicBezier.easeIn.x(atParameter: 0.5) - 0.6575) < 1e-15)
  }

  @Test("parameter(atTime:) solves x(s) = t, and value(at:) is y there")
  func parameterSolve() throws {
    let curves = [CubicBezier.easeIn, .easeInOut, .default, try CubicBezier(0.68, -0.55, 0.265, 1.55)]
    for curve in curves {
      #expect(curve.parameter(atTime: 0) == 0 && curve.parameter(atTime: 1) == 1)
      for index in 1..<32 {
        let t = Double(index) / 32
        let s = curve.parameter(atTime: t)
        #expect(abs(curve.x(atParameter: s) - t) < 1e-12, "\(curve) t = \(t)")
        #expect(curve.y(atParameter: s) == curve.value(at: t), "\(curve) t = \(t)")
      }
    }
    // A known parameter comes back: easeIn reaches x = 0.6575 at s = 0.5.
    #expect(abs(CubicBezier.easeIn.parameter(atTime: 0.6575) - 0.5) < 1e-12)
    // `.linear` is `(0, 0)(1, 1)`: the identity in time, but x(s) = 3s² − 2s³, so s at 0.5 is 0.5
    // and elsewhere it is not the time (issue 29 corrected a test that asserted 0.3 at 0.3).
    #expect(CubicBezier.linear.parameter(atTime: 0.5) == 0.5)
    #expect(abs(CubicBezier.linear.parameter(atTime: 0.3) - 0.3) > 0.05)
    #expect(CubicBezier.easeIn.parameter(atTime: .nan) == 0 && CubicBezier.easeIn.parameter(atTime: 5) == 1)
  }

  /// Curves whose progress is the identity (`y ≡ x`) still have a parameter that solves x(s) = t:
  /// for `(0, 0, 0, 0)`, x(s) = s³, so at t = 0.125 it is 0.5 (issue 29).
  @Test("parameter(atTime:) solves x(s) = t for identity-shaped curves too")
  func parameterOfIdentityCurves() throws {
    let curves = [
      CubicBezier.linear, try CubicBezier(0, 0, 0, 0), try CubicBezier(1, 1, 1, 1), try CubicBezier(0.3, 0.3, 0.9, 0.9),
    ]
    for curve in curves {
      for index in 0...64 {
        let t = Double(index) / 64
        let s = curve.parameter(atTime: t)
        #expect(abs(curve.x(atParameter: s) - t) < 1e-12, "\(curve) t = \(t)")
        #expect(s >= 0 && s <= 1)
      }
    }
    #expect(abs(try CubicBezier(0, 0, 0, 0).parameter(atTime: 0.125) - 0.5) < 1e-12)
    #expect(abs(try CubicBezier(1, 1, 1, 1).parameter(atTime: 0.875) - 0.5) < 1e-12)
  }

  /// Chromium's `CubicBezierTest.Range` cases; the extremes are `y` where `y′(s) = 0`.
  @Test("outputRange is the lowest and highest progress over 0...1")
  func outputRange() throws {
    func range(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> ClosedRange<Double> {
      try CubicBezier(x1, y1, x2, y2).outputRange
    }
    // Inside 0...1, whatever the derivative: constant, no real roots, one root, roots outside.
    for (y1, y2) in [(1.0 / 3, 2.0 / 3), (0.25, 0.5), (0.1, 0.9), (0.3, 0.633), (0.367, 0.7)] {
      #expect(try range(0.25, y1, 0.75, y2) == 0...1)
    }
    #expect(try range(0, 1, 1, 0) == 0...1)
    #expect(CubicBezier.easeInOut.outputRange == 0...1)
    // A linear derivative, y′/3 = (5/3)·s − 1/2: the minimum at s = 0.3, y(0.3) = −0.225.
    let linear = try range(0.25, -0.5, 0.75, -1.0 / 6)
    #expect(abs(linear.lowerBound - -0.225) < 1e-14 && linear.upperBound == 1)
    // y1 = y2 = 1.5: y′/3 = s² − 3s + 1.5, zero at s = (3 − √3)/2, where y = 3√3/4.
    let symmetric = try range(0.25, 1.5, 0.75, 1.5)
    #expect(symmetric.lowerBound == 0 && abs(symmetric.upperBound - 3 * 3.0.squareRoot() / 4) < 1e-14)
    // Chromium's figures, to its 1e-5.
    let twoRoots = try range(0.25, 2.5, 0.75, 0.5)
    #expect(twoRoots.lowerBound == 0 && abs(twoRoots.upperBound - 1.28818) < 1e-5)
    let twoRootsBelow = try range(0.25, 0.5, 0.75, -1.5)
    #expect(abs(twoRootsBelow.lowerBound - -0.28818) < 1e-5 && twoRootsBelow.upperBound == 1)
    let oneRoot = try range(0.25, 0.1, 0.75, 1.5)
    #expect(oneRoot.lowerBound == 0 && abs(oneRoot.upperBound - 1.10755) < 1e-5)
    let oneRootBelow = try range(0.25, -0.5, 0.75, 0.9)
    #expect(abs(oneRootBelow.lowerBound - -0.10755) < 1e-5 && oneRootBelow.upperBound == 1)
  }

  @Test("outputRange bounds a dense sample of the curve and is reached by it")
  func outputRangeAgainstSamples() throws {
    let curves = [
      try CubicBezier(0.68, -0.55, 0.265, 1.55), try CubicBezier(0.34, 1.56, 0.64, 1), try CubicBezier(0, 2, 1, -1),
      try CubicBezier(0.5, -3, 0.5, 4),
    ]
    for curve in curves {
      let range = curve.outputRange
      var low = 0.0
      var high = 1.0
      for index in 0...20_000 {
        let y = curve.y(atParameter: Double(index) / 20_000)
        low = min(low, y)
        high = max(high, y)
      }
      #expect(range.lowerBound <= low + 1e-15 && range.upperBound >= high - 1e-15, "\(curve)")
      #expect(low - range.lowerBound < 1e-6 && range.upperBound - high < 1e-6, "\(curve)")
    }
  }
}
