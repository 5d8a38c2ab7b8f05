import Animator
import Testing

/// Flutter's `packages/flutter/test/animation/curves_test.dart` (flutter/flutter, read at
/// a626a63), with the package's curves in place of `Curves`: the Bézier curves are
/// ``TimingCurve``'s (Flutter's `ease` is CSS's, the package's ``TimingCurve/default``), Penner's
/// families are ``Easing`` (Flutter approximates most of them with Bézier curves; the package has
/// the closed forms), `decelerate` is `1 − (1 − t)²`, ``Easing/easeOutQuad``, and `Threshold` is
/// a discrete keyframe.
///
/// Not ported, with the reason (listed in `Documentation/Fidelity.md`): "toString control test"
/// (`SawTooth` and `Interval` have no equivalent), and the eight `CatmullRomSpline` and
/// `CatmullRomCurve` tests (centripetal Catmull–Rom splines and curves; the package's cubic
/// keyframes are uniform Kochanek–Bartels splines).
@Suite("Flutter: curves_test.dart")
struct FlutterCurvesTests {
  /// The curves "Curve is continuous" checks, as the package has them.
  static let continuous: [(String, TimingCurve)] = [
    ("linear", .linear), ("decelerate", .easeOutQuad),
    ("fastOutSlowIn", (try! TimingCurve.cubicBezier(0.4, 0, 0.2, 1))),
    ("slowMiddle", (try! TimingCurve.cubicBezier(0.15, 0.85, 0.85, 0.15))),
    ("bounceIn", .easeInBounce), ("bounceOut", .easeOutBounce),
    ("bounceInOut", .easeInOutBounce), ("elasticOut", .easeOutElastic),
    ("elasticInOut", .easeInOutElastic), ("ease", .default), ("easeIn", .easeIn),
    ("easeInSine", .easeInSine), ("easeInQuad", .easeInQuad),
    ("easeInCubic", .easeInCubic), ("easeInQuart", .easeInQuart),
    ("easeInQuint", .easeInQuint), ("easeInExpo", .easeInExpo),
    ("easeInCirc", .easeInCirc), ("easeOut", .easeOut), ("easeOutSine", .easeOutSine),
    ("easeOutQuad", .easeOutQuad), ("easeOutCubic", .easeOutCubic),
    ("easeOutQuart", .easeOutQuart), ("easeOutQuint", .easeOutQuint),
    ("easeOutExpo", .easeOutExpo), ("easeOutCirc", .easeOutCirc), ("easeInOut", .easeInOut),
    ("easeInOutSine", .easeInOutSine), ("easeInOutQuad", .easeInOutQuad),
    ("easeInOutCubic", .easeInOutCubic), ("easeInOutQuart", .easeInOutQuart),
    ("easeInOutQuint", .easeInOutQuint), ("easeInOutCirc", .easeInOutCirc),
  ]

  /// The values at 0, 0.1, …, 1, as the suite's `estimateBounds` samples them.
  static func samples(_ curve: TimingCurve) -> [Double] {
    (0...10).map { curve.value(at: Double($0) / 10) }
  }

  @Test("curves_test.dart: 'Curve flipped control test'")
  func flipped() throws {
    // `flipped` is 1 − c(1 − t); for a Bézier curve that is the curve through the control points
    // turned half a turn about (0.5, 0.5): (1 − x2, 1 − y2, 1 − x1, 1 − y1).
    let ease = TimingCurve.default
    let flipped = try TimingCurve.cubicBezier(1 - 0.25, 1 - 1, 1 - 0.25, 1 - 0.1)
    #expect(flipped.value(at: 0) < 0.001)
    #expect(flipped.value(at: 0.5) < ease.value(at: 0.5))
    #expect(flipped.value(at: 1) > 0.999)
  }

  @Test("curves_test.dart: 'Threshold has a threshold'")
  func threshold() throws {
    // Threshold(0.25): 0 before 0.25, 1 from 0.25 on; a discrete keyframe at 0.25.
    let step = try Keyframes(values: [0.0, 1], keyTimes: [0, 0.25, 1], calculationMode: .discrete)
    #expect(step.value(at: 0) == 0)
    #expect(step.value(at: 0.24) == 0)
    #expect(step.value(at: 0.25) == 1)
    #expect(step.value(at: 0.26) == 1)
    #expect(step.value(at: 1) == 1)
  }

  @Test("curves_test.dart: 'Curve is continuous'", arguments: continuous.map(\.0))
  func continuity(name: String) {
    // No step of 0.005 changes the value by 20 × 0.005 or more. easeInOutExpo is left out, as the
    // suite leaves it out: it jumps at its midpoint.
    let curve = Self.continuous.first { $0.0 == name }!.1
    let delta = 0.005
    var x = 0.0
    while x < 1 - delta {
      #expect(abs(curve.value(at: x) - curve.value(at: x + delta)) < delta * 20, "\(name) at \(x)")
      x += delta
    }
  }

  @Test("curves_test.dart: 'Bounce stays in bounds'")
  func bounceInBounds() {
    for curve in [TimingCurve.easeInBounce, .easeOutBounce, .easeInOutBounce] {
      #expect(Self.samples(curve).allSatisfy { (0...1).contains($0) }, "\(curve)")
    }
  }

  @Test("curves_test.dart: 'Elastic overshoots its bounds'")
  func elasticOvershoots() {
    let elasticIn = Self.samples(.easeInElastic)
    #expect(elasticIn.min()! < 0)
    #expect(elasticIn.max()! <= 1)
    let elasticOut = Self.samples(.easeOutElastic)
    #expect(elasticOut.min()! >= 0)
    #expect(elasticOut.max()! > 1)
    let elasticInOut = Self.samples(.easeInOutElastic)
    #expect(elasticInOut.min()! < 0)
    #expect(elasticInOut.max()! > 1)
  }

  @Test("curves_test.dart: 'Back overshoots its bounds'")
  func backOvershoots() {
    let backIn = Self.samples(.easeInBack)
    #expect(backIn.min()! < 0)
    #expect(backIn.max()! <= 1)
    let backOut = Self.samples(.easeOutBack)
    #expect(backOut.min()! >= 0)
    #expect(backOut.max()! > 1)
    let backInOut = Self.samples(.easeInOutBack)
    #expect(backInOut.min()! < 0)
    #expect(backInOut.max()! > 1)
  }

  @Test("curves_test.dart: 'Decelerate does so'")
  func decelerate() {
    let curve = TimingCurve.easeOutQuad
    let bounds = Self.samples(curve)
    #expect(bounds.min()! >= 0)
    #expect(bounds.max()! <= 1)
    let early = curve.value(at: 0.2) - curve.value(at: 0)
    let late = curve.value(at: 1) - curve.value(at: 0.8)
    #expect(late < early)
  }

  @Test("curves_test.dart: 'Invalid transform parameter should assert'")
  func outsideTheUnitInterval() {
    // Flutter asserts on a time outside 0...1. The package's curves take any time and clamp it,
    // so that no input can crash an animation (Documentation/Fidelity.md).
    let curves: [TimingCurve] = [
      .easeInElastic, .easeOutElastic, (try! TimingCurve.cubicBezier(0.42, 0, 0.58, 1)),
      .easeOutQuad, .easeInBounce, .easeOutBounce, .easeInOutBounce,
    ]
    for curve in curves {
      #expect(curve.value(at: -0.0001) == curve.value(at: 0), "\(curve)")
      #expect(curve.value(at: 1.0001) == curve.value(at: 1), "\(curve)")
    }
    let threshold = try! Keyframes(values: [0.0, 1], keyTimes: [0, 0.5, 1], calculationMode: .discrete)
    #expect(threshold.value(at: -0.0001) == 0)
    #expect(threshold.value(at: 1.0001) == 1)
  }

  @Test("curves_test.dart: 'Curve transform method should return 0.0 for t=0.0 and 1.0 for t=1.0'")
  func ends() {
    let curves: [TimingCurve] = [
      .easeInElastic, .easeOutElastic, .easeInOutElastic, .linear,
      .easeInOutExpo, .easeOutQuad, .easeInBounce, .easeOutBounce,
      .easeInOutBounce,
    ]
    for curve in curves {
      #expect(curve.value(at: 0) == 0, "\(curve)")
      #expect(curve.value(at: 1) == 1, "\(curve)")
    }
    // FlippedCurve(easeInOutExpo): 1 − c(1 − t).
    let expo = TimingCurve.easeInOutExpo
    #expect(1 - expo.value(at: 1 - 0) == 0)
    #expect(1 - expo.value(at: 1 - 1) == 1)
    // Threshold(0.5).
    let threshold = try! Keyframes(values: [0.0, 1], keyTimes: [0, 0.5, 1], calculationMode: .discrete)
    #expect(threshold.value(at: 0) == 0)
    #expect(threshold.value(at: 1) == 1)
  }
}
