@testable import Animator
import Testing

/// One curve of every case, with what its own type says.
let sampleCurves: [TimingCurve] = [
  .linear,
  .easeInOut,
  .default,
  .cubicBezier(try! CubicBezier(0.68, -0.55, 0.265, 1.55)),
  .easing(.easeInOutCubic),
  .easing(.easeOutBounce),
  .steps(try! Steps(4, position: .jumpBoth)),
  .custom { $0 * $0 }),
  .spring(try! SpringCurve(spring: .bouncy, duration: 0.8)),
]

@Suite("TimingCurve")
struct TimingCurveTests {
  @Test("dispatches value and velocity to the curve it holds", arguments: sampleCurves)
  func dispatch(_ curve: TimingCurve) {
    let function: any TimingFunction =
      switch curve {
      case .linear: CubicBezier.linear
      case .cubicBezier(let bezier): bezier
      case .easing(let easing): easing
      case .steps(let steps): steps
      case .custom(let custom): custom
      case .spring(let spring): spring
      }
    for index in 0...100 {
      let t = Double(index) / 100
      #expect(curve.value(at: t).isApproximatelyEqual(to: function.value(at: t), absoluteTolerance: 1e-15))
      #expect(curve.velocity(at: t).isApproximatelyEqual(to: function.velocity(at: t), absoluteTolerance: 1e-12))
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
  func conveniences() {
    #expect(TimingCurve.easeIn == .cubicBezier(.easeIn))
    #expect(TimingCurve.easeOut == .cubicBezier(.easeOut))
    #expect(TimingCurve.easeInOut == .cubicBezier(.easeInOut))
    #expect(TimingCurve.easeInEaseOut == .easeInOut)
    #expect(TimingCurve.default == .cubicBezier(.default))
  }

  @Test("a UIKit curve becomes its Bézier curve", arguments: AnimationCurve.allCases)
  func fromAnimationCurve(_ curve: AnimationCurve) {
    #expect(TimingCurve(curve) == .cubicBezier(curve.bezier))
  }

  @Test("isMonotonic is true exactly when time(forValue:) has an answer", arguments: sampleCurves)
  func monotonicMeansInvertible(_ curve: TimingCurve) {
    for index in 0...10 {
      #expect(curve.isMonotonic == (curve.time(forValue: Double(index) / 10) != nil))
    }
  }

  @Test(
    "isMonotonic for each kind of curve",
    arguments: zip(sampleCurves, [true, true, true, false, true, false, false, false]))
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

  @Test("curves compare by case and contents")
  func equality() {
    #expect(TimingCurve.easing(.easeInQuad) == .easing(Easing(.quad, .in)))
    #expect(TimingCurve.easing(.easeInQuad) != .easing(.easeOutQuad))
    #expect(TimingCurve.linear != .cubicBezier(.linear))
    #expect(Set([TimingCurve.easeInOut, .easeInEaseOut, .linear]).count == 2)
  }
}
