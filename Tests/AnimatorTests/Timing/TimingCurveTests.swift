import Testing

@testable import Animator

/// One curve of every shape, made through the public spellings.
let sampleCurves: [TimingCurve] = [
  .linear,
  .easeInOut,
  .default,
  try! .cubicBezier(0.68, -0.55, 0.265, 1.55),
  .easeInOutCubic,
  .easeOutBounce,
  try! .steps(4, position: .jumpBoth),
  .custom { $0 * $0 },
  try! .spring(.bouncy, duration: 0.8),
]

@Suite("TimingCurve")
struct TimingCurveTests {
  @Test("dispatches value and velocity to the shape it holds", arguments: sampleCurves)
  func dispatch(_ curve: TimingCurve) {
    let function: (value: (Double) -> Double, velocity: (Double) -> Double) =
      switch curve.shape {
      case .linear: (CubicBezier.linear.value(at:), CubicBezier.linear.velocity(at:))
      case .cubicBezier(let bezier): (bezier.value(at:), bezier.velocity(at:))
      case .easing(let easing): (easing.value(at:), easing.velocity(at:))
      case .steps(let steps): (steps.value(at:), steps.velocity(at:))
      case .custom(let custom): (custom.value(at:), custom.velocity(at:))
      case .spring(let spring): (spring.value(at:), spring.velocity(at:))
      }
    for index in 0...100 {
      let t = Double(index) / 100
      #expect(curve.value(at: t).isApproximatelyEqual(to: function.value(t), absoluteTolerance: 1e-15))
      #expect(curve.velocity(at: t).isApproximatelyEqual(to: function.velocity(t), absoluteTolerance: 1e-12))
    }
  }

  @Test("linear is the identity, exactly")
  func linear() {
    for index in 0...1_000 {
      let t = Double(index) / 1_000
      #expect(TimingCurve.linear.value(at: t) == t)
      #expect(TimingCurve.linear.velocity(at: t) == 1)
      #expect(TimingCurve.linear.time(forValue: t) == t)
    }
  }

  @Test("the named conveniences are Apple's Bézier curves")
  func conveniences() throws {
    #expect(TimingCurve.easeIn == .cubicBezier(CubicBezier.easeIn))
    #expect(TimingCurve.easeOut == .cubicBezier(CubicBezier.easeOut))
    #expect(TimingCurve.easeInOut == .cubicBezier(CubicBezier.easeInOut))
    #expect(TimingCurve.easeInOut == (try .cubicBezier(0.42, 0, 0.58, 1)), "Core Animation's easeInEaseOut")
    #expect(TimingCurve.default == .cubicBezier(CubicBezier.default))
    #expect(TimingCurve.default == (try .cubicBezier(0.25, 0.1, 0.25, 1)))
  }

  @Test(
    "UIKit's four UIView.AnimationCurve values are the named Bézier curves, by UIKit's names",
    arguments: [
      (TimingCurve.easeInOut, CubicBezier.easeInOut, "easeInOut"),
      (.easeIn, .easeIn, "easeIn"),
      (.easeOut, .easeOut, "easeOut"),
    ])
  func uikitCurves(_ curve: TimingCurve, _ bezier: CubicBezier, _ name: String) {
    #expect(curve == .cubicBezier(bezier))
    #expect(curve.description == name)
    #expect(TimingCurve(named: name) == curve)
  }

  @Test("UIKit's linear is progress equal to time, exactly as the Bézier curve (0, 0)(1, 1)")
  func uikitLinear() throws {
    let bezier = try TimingCurve.cubicBezier(0, 0, 1, 1)
    for index in 0...100 {
      let t = Double(index) / 100
      #expect(bezier.value(at: t) == TimingCurve.linear.value(at: t))
    }
    #expect(TimingCurve.linear.description == "linear")
  }

  @Test("the easings are Penner's, by their easings.net names")
  func easings() {
    let presets: [(TimingCurve, Easing)] = [
      (.easeInQuad, .easeInQuad), (.easeOutQuad, .easeOutQuad), (.easeInOutQuad, .easeInOutQuad),
      (.easeInCubic, .easeInCubic), (.easeOutCubic, .easeOutCubic), (.easeInOutCubic, .easeInOutCubic),
      (.easeInQuart, .easeInQuart), (.easeOutQuart, .easeOutQuart), (.easeInOutQuart, .easeInOutQuart),
      (.easeInQuint, .easeInQuint), (.easeOutQuint, .easeOutQuint), (.easeInOutQuint, .easeInOutQuint),
      (.easeInSine, .easeInSine), (.easeOutSine, .easeOutSine), (.easeInOutSine, .easeInOutSine),
      (.easeInExpo, .easeInExpo), (.easeOutExpo, .easeOutExpo), (.easeInOutExpo, .easeInOutExpo),
      (.easeInCirc, .easeInCirc), (.easeOutCirc, .easeOutCirc), (.easeInOutCirc, .easeInOutCirc),
      (.easeInBack, .easeInBack), (.easeOutBack, .easeOutBack), (.easeInOutBack, .easeInOutBack),
      (.easeInElastic, .easeInElastic), (.easeOutElastic, .easeOutElastic), (.easeInOutElastic, .easeInOutElastic),
      (.easeInBounce, .easeInBounce), (.easeOutBounce, .easeOutBounce), (.easeInOutBounce, .easeInOutBounce),
    ]
    for (curve, easing) in presets {
      #expect(curve == .easing(easing))
      #expect(curve.description == easing.description)
    }
    #expect(Set(presets.map(\.0)).count == 30)
  }

  @Test("steps and the one-step staircases are CSS's")
  func steps() throws {
    #expect(try TimingCurve.steps(4) == .steps(try Steps(4, position: .jumpEnd)))
    #expect(try TimingCurve.steps(4, position: .jumpStart) == .steps(try Steps(4, position: .jumpStart)))
    #expect(try TimingCurve.steps(4, position: .jumpNone) == .steps(try Steps(4, position: .jumpNone)))
    #expect(try TimingCurve.steps(4, position: .jumpBoth) == .steps(try Steps(4, position: .jumpBoth)))
    #expect(TimingCurve.stepStart == (try .steps(1, position: .jumpStart)))
    #expect(TimingCurve.stepEnd == (try .steps(1, position: .jumpEnd)))
    #expect(try TimingCurve.steps(4).value(at: 0.3) == 0.25)
    #expect(TimingCurve.StepPosition.allCases.count == 4)
  }

  @Test(
    "steps(_:position:) refuses a count too small for its position, naming it",
    arguments: [
      (0, TimingCurve.StepPosition.jumpEnd), (-3, .jumpStart), (0, .jumpBoth), (1, .jumpNone), (.min, .jumpEnd),
    ])
  func stepsRefused(_ count: Int, _ position: TimingCurve.StepPosition) {
    #expect {
      try TimingCurve.steps(count, position: position)
    } throws: { error in
      guard case AnimationError.invalidArgument(let name, let value, _) = error else { return false }
      return name == "count" && value == "\(count)"
    }
  }

  /// Control points a Bézier curve refuses, with the coordinate named and the requirement it misses.
  static let refusedBeziers: [([Double], String, AnimationError.Requirement)] = [
    ([1.5, 0, 0.5, 1], "x1", .unitInterval),
    ([-0.1, 0, 0.5, 1], "x1", .unitInterval),
    ([0.5, 0, 1.01, 1], "x2", .unitInterval),
    ([.nan, 0, 0.5, 1], "x1", .finite),
    ([0.5, .infinity, 0.5, 1], "y1", .finite),
    ([0.5, 0, .nan, 1], "x2", .finite),
    ([0.5, 0, 0.5, -.infinity], "y2", .finite),
  ]

  @Test("cubicBezier refuses a number that is not finite or an x outside 0...1, naming it", arguments: refusedBeziers)
  func cubicBezierRefused(_ numbers: [Double], _ parameter: String, _ requirement: AnimationError.Requirement) {
    let value = numbers[["x1", "y1", "x2", "y2"].firstIndex(of: parameter) ?? 0]
    #expect(
      throws: AnimationError.invalidArgument(parameter: parameter, value: "\(value)", requirement: requirement)
    ) {
      try TimingCurve.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
  }

  @Test("a Bézier curve's y may leave 0...1: it anticipates and overshoots")
  func overshootingBezier() throws {
    let curve = try TimingCurve.cubicBezier(0.68, -0.55, 0.265, 1.55)
    #expect(!curve.isMonotonic)
    #expect((0...100).contains { curve.value(at: Double($0) / 100) < 0 })
    #expect((0...100).contains { curve.value(at: Double($0) / 100) > 1 })
  }

  @Test("isMonotonic is true exactly when time(forValue:) has an answer", arguments: sampleCurves)
  func monotonicMeansInvertible(_ curve: TimingCurve) {
    for index in 0...10 {
      #expect(curve.isMonotonic == (curve.time(forValue: Double(index) / 10) != nil))
    }
  }

  @Test(
    "isMonotonic for each kind of curve",
    arguments: zip(sampleCurves, [true, true, true, false, true, false, false, false, false]))
  func monotonicity(_ curve: TimingCurve, _ expected: Bool) {
    #expect(curve.isMonotonic == expected)
  }

  @Test("time(forValue:) is the inverse of value(at:) for the invertible curves", arguments: sampleCurves)
  func inverse(_ curve: TimingCurve) throws {
    guard curve.isMonotonic else { return }
    for index in 0...100 {
      let p = Double(index) / 100
      let time = try #require(curve.time(forValue: p))
      #expect(curve.value(at: time).isApproximatelyEqual(to: p, absoluteTolerance: 1e-9))
    }
  }

  @Test("any input, NaN and infinities included, is clamped and never crashes", arguments: sampleCurves)
  func clamping(_ curve: TimingCurve) {
    #expect(curve.value(at: .nan) == curve.value(at: 0))
    #expect(curve.value(at: -.infinity) == curve.value(at: 0))
    #expect(curve.value(at: .infinity) == curve.value(at: 1))
    #expect(curve.value(at: 1.5) == curve.value(at: 1))
    #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
    #expect(curve.velocity(at: -2) == curve.velocity(at: 0))
    #expect(curve.velocity(at: 2) == curve.velocity(at: 1))
    if curve.isMonotonic {
      #expect(curve.time(forValue: .nan) == 0)
      #expect(curve.time(forValue: -1) == 0)
      #expect(curve.time(forValue: 2) == 1)
    }
  }

  @Test("curves compare by shape and contents")
  func equality() throws {
    #expect(TimingCurve.easeInQuad == .easing(Easing(.quad, .in)))
    #expect(TimingCurve.easeInQuad != .easeOutQuad)
    #expect(TimingCurve.linear != (try .cubicBezier(0, 0, 1, 1)))
    #expect(try TimingCurve.cubicBezier(0.42, 0, 0.58, 1) == .easeInOut)
    #expect(Set([TimingCurve.easeInOut, try .cubicBezier(0.42, 0, 0.58, 1), .linear]).count == 2)
    #expect(try TimingCurve.spring(.bouncy) == .spring(.bouncy))
    #expect(try TimingCurve.spring(.bouncy) != .spring(.bouncy, duration: 1))
  }
}
