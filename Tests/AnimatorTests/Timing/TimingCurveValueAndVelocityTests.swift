import Testing

@testable import Animator

/// The paths a tick takes through the curves give the same bits as the public ones.
@Suite("TimingCurve.valueAndVelocity")
struct TimingCurveValueAndVelocityTests {
  static let times: [Double] = (0...200).map { Double($0) / 200 } + [-1, 2, .nan, 1e-9, 1 - 1e-9]

  static let curves: [TimingCurve] =
    sampleCurves + Easing.Family.allCases.flatMap { family in Easing.Mode.allCases.map { .easing(Easing(family, $0)) } }
    + [
      .cubicBezier(try! CubicBezier(0.65, 0, 0.35, 1)), .cubicBezier(try! CubicBezier(1, 0, 0, 1)),
      .cubicBezier(try! CubicBezier(0, 0.55, 0.45, 1)),
      try! .spring(dampingRatio: 0.8, duration: 1),
      .spring(try! SpringCurve(spring: try! Spring(mass: 1, stiffness: 100, damping: 30), duration: 1)),
    ]

  @Test("equals value(at:) and velocity(at:) to the last bit", arguments: curves)
  func sameBits(_ curve: TimingCurve) {
    for time in Self.times {
      let (value, velocity) = curve.valueAndVelocity(at: time)
      #expect(value.bitPattern == curve.value(at: time).bitPattern, "\(curve) at \(time)")
      #expect(velocity.bitPattern == curve.velocity(at: time).bitPattern, "\(curve) at \(time)")
      if case .custom = curve.shape { continue }
      let builtIn = curve.builtInValueAndVelocity(at: time)
      #expect(builtIn.value.bitPattern == value.bitPattern && builtIn.velocity.bitPattern == velocity.bitPattern)
    }
  }

  @Test("a Bézier value that skips the accurate steps is within 5e-14 of the full solve")
  func bezierShortcut() throws {
    var generator = SeededGenerator(seed: 14)
    var curves = [try CubicBezier(0.65, 0, 0.35, 1), .easeInEaseOut, .easeIn, .easeOut, .default]
    for _ in 0..<40 {
      curves.append(
        try CubicBezier(
          Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
          Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator)))
    }
    var worst = 0.0
    for curve in curves {
      for index in 1..<1000 {
        let t = Double(index) / 1000
        let full = curve.y.value(curve.x.parameter(for: t))
        worst = max(worst, abs(curve.value(at: t) - full))
      }
    }
    #expect(worst <= 5e-14)
  }
}

@Suite("AnimationEngine.resolve")
struct EngineResolveTests {
  @Test("animators made alike share one resolution; others get their own")
  func memo() throws {
    let rig = TestRig()
    let ratios = [0.8, 0.5, 0.8]
    let springs = try ratios.map { try TimingParameters.spring(dampingRatio: $0) }
    let animators = springs.map {
      PropertyAnimator(duration: .seconds(1), timingParameters: $0, engine: rig.engine)
    }
    let expected = try ratios.map { try TimingCurve.spring(dampingRatio: $0, duration: 1) }
    for ((animator, curve), timing) in zip(zip(animators, expected), springs) {
      #expect(animator.baseCurve == curve)
      #expect(animator.timingParameters == timing)
    }
    #expect(animators[0].baseCurve != animators[1].baseCurve)
    let longer = PropertyAnimator(duration: .seconds(2), timingParameters: springs[0], engine: rig.engine)
    #expect(longer.baseCurve == (try .spring(dampingRatio: 0.8, duration: 2)))
  }
}
