import Testing

@testable import Animator

/// A curve to check, with a name for the test report.
struct NamedBezier: CustomTestStringConvertible, Sendable {
  let name: String
  let controls: (Double, Double, Double, Double)

  init(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.name = name
    controls = (x1, y1, x2, y2)
  }

  var curve: CubicBezier {
    get throws { try CubicBezier(controls.0, controls.1, controls.2, controls.3) }
  }
  var reference: BezierReference { BezierReference(controls.0, controls.1, controls.2, controls.3) }
  var testDescription: String { "\(name) (\(controls.0), \(controls.1), \(controls.2), \(controls.3))" }

  /// Named, overshooting and degenerate curves: the ones every accuracy test runs on.
  static let all: [NamedBezier] = [
    NamedBezier("linear", 0, 0, 1, 1),
    NamedBezier("easeIn", 0.42, 0, 1, 1),
    NamedBezier("easeOut", 0, 0, 0.58, 1),
    NamedBezier("easeInEaseOut", 0.42, 0, 0.58, 1),
    NamedBezier("default", 0.25, 0.1, 0.25, 1),
    NamedBezier("easeInOutBack (overshoot both ways)", 0.68, -0.55, 0.265, 1.55),
    NamedBezier("large overshoot", 0.3, 4, 0.7, -3),
    NamedBezier("x1 = x2 = 0", 0, 0.3, 0, 0.9),
    NamedBezier("x1 = x2 = 1", 1, 0.2, 1, 0.7),
    NamedBezier("x1 = 0, x2 = 1", 0, 0.1, 1, 0.9),
    NamedBezier("x1 = 1, x2 = 0 (flat in the middle)", 1, 0.2, 0, 0.6),
    NamedBezier("x1 = 1, x2 = 0, y = x", 1, 1, 0, 0),
    NamedBezier("linear-equivalent (1/3, 2/3)", 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3),
    NamedBezier("vertical start", 0, 0.55, 0.45, 1),
    NamedBezier("vertical end", 0.55, 0, 1, 0.45),
    NamedBezier("near-flat middle", 0.999, 0.1, 0.001, 0.9),
    NamedBezier("steep", 0.9, 0, 0.1, 1),
  ]
}

/// The largest `|curve(t) − reference(t)|` over `count + 1` evenly spaced times.
func maximumError(of curve: CubicBezier, against reference: BezierReference, points count: Int) -> Double {
  var worst = 0.0
  for index in 0...count {
    let t = Double(index) / Double(count)
    worst = max(worst, abs(curve.value(at: t) - reference.value(at: t)))
  }
  return worst
}

@Suite("CubicBezier")
struct CubicBezierTests {
  @Test("matches a high-precision reference within 1e-7 at 10,001 times", arguments: NamedBezier.all)
  func matchesReference(_ bezier: NamedBezier) throws {
    let error = maximumError(of: try bezier.curve, against: bezier.reference, points: 10_000)
    #expect(error < 1e-7)
    // What the solver actually achieves, as a guard against regressions: a few units in the last place.
    #expect(error < 1e-13)
  }

  @Test("random curves, overshooting ones included, match the reference within 1e-7")
  func randomCurves() throws {
    var generator = SeededGenerator(seed: 0x00C0_FFEE)
    var worst = 0.0
    for _ in 0..<200 {
      let x1 = Double.random(in: 0...1, using: &generator)
      let y1 = Double.random(in: -1.5...2.5, using: &generator)
      let x2 = Double.random(in: 0...1, using: &generator)
      let y2 = Double.random(in: -1.5...2.5, using: &generator)
      let curve = try CubicBezier(x1, y1, x2, y2)
      worst = max(worst, maximumError(of: curve, against: BezierReference(x1, y1, x2, y2), points: 500))
    }
    #expect(worst < 1e-7)
    #expect(worst < 1e-13)
  }

  @Test(
    "reproduces reference values of Apple's named curves (at each quarter, and c⁻¹(0.5)) to 4 decimals",
    arguments: [
      (CubicBezier.linear, [0.25, 0.5, 0.75], 0.5),
      (CubicBezier.easeIn, [0.0935, 0.3154, 0.6219], 0.6575),
      (CubicBezier.easeOut, [0.3781, 0.6846, 0.9065], 0.3425),
      (CubicBezier.easeInEaseOut, [0.1292, 0.5000, 0.8708], 0.5),
      // c⁻¹(0.5) of `default`: 0.2933, from a 40-digit bisection (mpmath).
      (CubicBezier.default, [0.4085, 0.8024, 0.9605], 0.2933),
    ])
  func referenceTable(_ curve: CubicBezier, _ quarters: [Double], _ timeAtHalf: Double) throws {
    for (index, expected) in quarters.enumerated() {
      let t = Double(index + 1) / 4
      #expect(curve.value(at: t).isApproximatelyEqual(to: expected, absoluteTolerance: 0.000_05))
    }
    let time = try #require(curve.time(forValue: 0.5))
    #expect(time.isApproximatelyEqual(to: timeAtHalf, absoluteTolerance: 0.000_05))
  }

  @Test("the named curves have Apple's control points, and UIKit's easeInOut is easeInEaseOut")
  func namedControlPoints() {
    let expected: [(CubicBezier, Point2D, Point2D)] = [
      (.linear, Point2D(x: 0, y: 0), Point2D(x: 1, y: 1)),
      (.easeIn, Point2D(x: 0.42, y: 0), Point2D(x: 1, y: 1)),
      (.easeOut, Point2D(x: 0, y: 0), Point2D(x: 0.58, y: 1)),
      (.easeInEaseOut, Point2D(x: 0.42, y: 0), Point2D(x: 0.58, y: 1)),
      (.easeInOut, Point2D(x: 0.42, y: 0), Point2D(x: 0.58, y: 1)),
      (.default, Point2D(x: 0.25, y: 0.1), Point2D(x: 0.25, y: 1)),
    ]
    for (curve, first, second) in expected {
      #expect(curve.controlPoint1 == first)
      #expect(curve.controlPoint2 == second)
    }
    #expect(CubicBezier.easeInOut == CubicBezier.easeInEaseOut)
  }

  @Test("velocity agrees with a central difference of the reference", arguments: NamedBezier.all)
  func velocityMatchesDifference(_ bezier: NamedBezier) throws {
    let curve = try bezier.curve
    let reference = bezier.reference
    for index in 1..<200 {
      let t = Double(index) / 200
      let velocity = curve.velocity(at: t)
      // A vertical tangent (x1 = 1, x2 = 0 at t = 0.5) has no finite slope to compare with.
      if velocity == .greatestFiniteMagnitude || velocity == -.greatestFiniteMagnitude { continue }
      // A central difference with h = 1e-6 is good to about 1e-8 where the curve is gentle. Where it is
      // steep (and so strongly curved), a step of 1e-9 on the high-precision reference is needed.
      var difference = reference.centralDifference(at: t)
      if abs(difference) > 100 { difference = reference.centralDifference(at: t, step: 1e-9) }
      #expect(abs(velocity - difference) <= 1e-5 * max(1, abs(difference)), "t = \(t)")
    }
  }

  @Test("velocity is finite and never NaN, even at the ends of degenerate curves", arguments: NamedBezier.all)
  func velocityIsFinite(_ bezier: NamedBezier) throws {
    let curve = try bezier.curve
    for index in 0...1_000 {
      let velocity = curve.velocity(at: Double(index) / 1_000)
      #expect(velocity.isFinite)
    }
  }

  @Test(
    "velocity where x′(s) = 0 is the limit of the slope",
    arguments: [
      // easeIn at 1: y″(1) / x″(1) = 6·(0 − 2 + 1) / 6·(0.42 − 2 + 1) = 1 / 0.58.
      (NamedBezier("easeIn", 0.42, 0, 1, 1), 1.0, 1 / 0.58),
      // easeOut at 0: y″(0) / x″(0) = 6·(1 − 0) / 6·(0.58 − 0) = 1 / 0.58.
      (NamedBezier("easeOut", 0, 0, 0.58, 1), 0.0, 1 / 0.58),
      // x1 = x2 = 0, y1 = y2 = 0: y‴ / x‴ at 0 = 1.
      (NamedBezier("x1 = x2 = y1 = y2 = 0", 0, 0, 0, 0), 0.0, 1.0),
      // y = x with x′(0.5) = 0: slope 1 in the middle.
      (NamedBezier("x1 = 1, x2 = 0, y = x", 1, 1, 0, 0), 0.5, 1.0),
      // easeInEaseOut ends flat: y′ = 0 where x′ ≠ 0.
      (NamedBezier("easeInEaseOut", 0.42, 0, 0.58, 1), 0.0, 0.0),
    ])
  func velocityLimits(_ bezier: NamedBezier, _ time: Double, _ expected: Double) throws {
    let curve = try bezier.curve
    #expect(curve.velocity(at: time).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
    // And the limit is continuous with the slope just inside the curve.
    let inside = time == 1 ? time - 1e-9 : time + 1e-9
    #expect(curve.velocity(at: time).isApproximatelyEqual(to: curve.velocity(at: inside), absoluteTolerance: 1e-3))
  }

  @Test("a vertical tangent reports the largest finite slope with the right sign")
  func verticalTangents() throws {
    #expect(try CubicBezier(0, 0.55, 0.45, 1).velocity(at: 0) == .greatestFiniteMagnitude)
    #expect(try CubicBezier(0, -0.5, 0.45, 1).velocity(at: 0) == -.greatestFiniteMagnitude)
    #expect(try CubicBezier(0.55, 0, 1, 0.45).velocity(at: 1) == .greatestFiniteMagnitude)
    #expect(try CubicBezier(0.55, 0, 1, 1.5).velocity(at: 1) == -.greatestFiniteMagnitude)
    // x1 = x2 = 1 with y2 = 1: y″ leads at s = 1, approached from the left.
    #expect(try CubicBezier(1, 0, 1, 1).velocity(at: 1) == .greatestFiniteMagnitude)
  }

  @Test("time(forValue:) inverts monotonic curves to within 1e-7 of the reference", arguments: NamedBezier.all)
  func inverse(_ bezier: NamedBezier) throws {
    let curve = try bezier.curve
    guard curve.isMonotonic else {
      #expect(curve.time(forValue: 0.5) == nil)
      return
    }
    let reference = bezier.reference
    var worst = 0.0
    for index in 0...2_000 {
      let p = Double(index) / 2_000
      let time = try #require(curve.time(forValue: p))
      worst = max(worst, abs(time - reference.time(forValue: p)))
    }
    #expect(worst < 1e-7)
    #expect(curve.time(forValue: 0) == 0)
    #expect(curve.time(forValue: 1) == 1)
  }

  @Test("value after time(forValue:) gives the progress back")
  func roundTrip() throws {
    for curve in [CubicBezier.easeIn, .easeOut, .easeInEaseOut, .default, .linear] {
      for index in 0...100 {
        let p = Double(index) / 100
        let time = try #require(curve.time(forValue: p))
        #expect(curve.value(at: time).isApproximatelyEqual(to: p, absoluteTolerance: 1e-12))
      }
    }
  }

  @Test(
    "isMonotonic is exactly y1 >= 0, y2 <= 1, y2 - y1 >= -√(y1(1 - y2))",
    arguments: [
      (0.0, 0.0, true), (0.0, 1.0, true), (1.0, 1.0, true), (0.3, 0.7, true), (1.0, 0.0, true),
      (1.2, 0.9, true), (4.0 / 3, 2.0 / 3, true), (1.01, 0.0, false), (-0.01, 0.5, false),
      (0.5, 1.01, false), (-0.55, 1.55, false), (2.0, 0.5, false), (0.5, -0.5, false),
    ])
  func monotonicity(_ y1: Double, _ y2: Double, _ expected: Bool) throws {
    #expect(try CubicBezier(0.3, y1, 0.7, y2).isMonotonic == expected)
  }

  @Test("isMonotonic agrees with sampling the slope of random curves")
  func monotonicityAgreesWithSampling() throws {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<500 {
      let y1 = Double.random(in: -0.5...1.5, using: &generator)
      let y2 = Double.random(in: -0.5...1.5, using: &generator)
      // The minimum of y′(s)/3 over a fine grid of s: the Bernstein quadratic with coefficients
      // y1, y2 − y1, 1 − y2.
      var minimum = Double.infinity
      for index in 0...2_000 {
        let s = Double(index) / 2_000
        let u = 1 - s
        minimum = min(minimum, y1 * u * u + 2 * (y2 - y1) * s * u + (1 - y2) * s * s)
      }
      guard abs(minimum) > 1e-6 else { continue }  // too close to the boundary for a grid to decide
      #expect(try CubicBezier(0.5, y1, 0.5, y2).isMonotonic == (minimum > 0), "y1 = \(y1), y2 = \(y2)")
    }
  }

  @Test("input is clamped to 0...1 and NaN is treated as 0")
  func clamping() throws {
    let curve = try CubicBezier(0.68, -0.55, 0.265, 1.55)
    #expect(curve.value(at: -1) == 0)
    #expect(curve.value(at: 2) == 1)
    #expect(curve.value(at: .infinity) == 1)
    #expect(curve.value(at: -.infinity) == 0)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
    #expect(curve.velocity(at: 5) == curve.velocity(at: 1))
    #expect(CubicBezier.easeIn.time(forValue: -3) == 0)
    #expect(CubicBezier.easeIn.time(forValue: 3) == 1)
    #expect(CubicBezier.easeIn.time(forValue: .nan) == 0)
  }

  @Test("ends are exact: 0 at time 0 and 1 at time 1")
  func exactEnds() throws {
    for bezier in NamedBezier.all {
      let curve = try bezier.curve
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
  }

  @Test(
    "rejects bad control points, naming the parameter and the value",
    arguments: [
      ((Double.nan, 0.0, 0.5, 1.0), "x1", "nan", AnimationError.Requirement.finite),
      ((0.5, Double.infinity, 0.5, 1.0), "y1", "inf", .finite),
      ((0.5, 0.0, -Double.infinity, 1.0), "x2", "-inf", .finite),
      ((0.5, 0.0, 0.5, Double.nan), "y2", "nan", .finite),
      ((-0.1, 0.0, 0.5, 1.0), "x1", "-0.1", .unitInterval),
      ((1.5, 0.0, 0.5, 1.0), "x1", "1.5", .unitInterval),
      ((0.5, 0.0, 1.0000001, 1.0), "x2", "1.0000001", .unitInterval),
      ((0.5, 0.0, -1e-300, 1.0), "x2", "-1e-300", .unitInterval),
    ])
  func rejectsBadInput(
    _ controls: (Double, Double, Double, Double), _ parameter: String, _ value: String,
    _ requirement: AnimationError.Requirement
  ) {
    let expected = AnimationError.invalidArgument(parameter: parameter, value: value, requirement: requirement)
    #expect(throws: expected) { try CubicBezier(controls.0, controls.1, controls.2, controls.3) }
    let pointExpected = AnimationError.invalidArgument(
      parameter: parameter.replacingFirst("x1", with: "controlPoint1.x").replacingFirst("y1", with: "controlPoint1.y")
        .replacingFirst("x2", with: "controlPoint2.x").replacingFirst("y2", with: "controlPoint2.y"),
      value: value, requirement: requirement)
    #expect(throws: pointExpected) {
      try CubicBezier(
        controlPoint1: Point2D(x: controls.0, y: controls.1), controlPoint2: Point2D(x: controls.2, y: controls.3))
    }
  }

  @Test("y control points may be any finite number")
  func acceptsOvershoot() throws {
    let curve = try CubicBezier(0.5, -1e6, 0.5, 1e6)
    #expect(curve.value(at: 0.5).isFinite)
    #expect(!curve.isMonotonic)
  }

  @Test("curves with the same control points are equal and hash alike; description is CSS")
  func identity() throws {
    let a = try CubicBezier(0.42, 0, 0.58, 1)
    #expect(a == .easeInEaseOut)
    #expect(a.hashValue == CubicBezier.easeInEaseOut.hashValue)
    #expect(a != .easeIn)
    #expect(Set([a, .easeInOut, .easeInEaseOut]).count == 1)
    #expect(a.description == "cubic-bezier(0.42, 0.0, 0.58, 1.0)")
  }
}

extension String {
  /// The string with `target` replaced by `replacement` when the whole string is `target`.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    self == target ? replacement : self
  }
}
