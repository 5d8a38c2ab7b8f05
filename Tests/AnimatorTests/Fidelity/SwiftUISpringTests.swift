import Animator
import Testing

/// SwiftUI's published spring values: the examples of Apple's `Spring` documentation, which
/// Flutter's `packages/flutter/test/physics/spring_simulation_test.dart` checks as well (its
/// `SpringDescription.withDurationAndBounce` group, ported in ``FlutterSpringSimulationTests``).
@Suite("SwiftUI: Spring's documented values")
struct SwiftUISpringTests {
  @Test("Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6")
  func durationAndBounce() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(spring.stiffness.isApproximatelyEqual(to: 157.9, absoluteTolerance: 0.05))
    #expect(spring.damping.isApproximatelyEqual(to: 17.6, absoluteTolerance: 0.05))
  }

  @Test("Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5")
  func physicalParameters() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.duration.isApproximatelyEqual(to: 0.63, absoluteTolerance: 0.005))
    #expect(spring.bounce.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
  }

  @Test("a bounce of -0.3 gives damping 35.9")
  func negativeBounce() throws {
    let spring = try Spring(duration: 0.5, bounce: -0.3)
    #expect(spring.damping.isApproximatelyEqual(to: 35.9, absoluteTolerance: 0.05))
    #expect(spring.bounce.isApproximatelyEqual(to: -0.3, absoluteTolerance: 1e-12))
  }
}

/// OpenSwiftUI's `Tests/OpenSwiftUICompatibilityTests/Animation/Animation/UnitCurveCompatibilityTests.swift`
/// (OpenSwiftUIProject/OpenSwiftUI, read at 069dd80), which checks SwiftUI's `UnitCurve` values and
/// velocities. `UnitCurve`'s named curves are ``TimingCurve``'s and the circular ones
/// ``Easing``'s `circ` family; `inverse` is ``TimingCurve/time(forValue:)``, and the inverse's
/// velocity is one over the curve's velocity where it takes that value.
@Suite("OpenSwiftUI: UnitCurveCompatibilityTests.swift")
struct OpenSwiftUIUnitCurveTests {
  typealias Row = (time: Double, value: Double, velocity: Double)

  static func expect(
    _ curve: TimingCurve, _ rows: [Row], tolerance: Double, velocityTolerance: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for row in rows {
      #expect(
        curve.value(at: row.time).isApproximatelyEqual(to: row.value, absoluteTolerance: tolerance),
        "value at \(row.time)", sourceLocation: sourceLocation)
      #expect(
        curve.velocity(at: row.time).isApproximatelyEqual(
          to: row.velocity, absoluteTolerance: velocityTolerance ?? tolerance),
        "velocity at \(row.time): \(curve.velocity(at: row.time))", sourceLocation: sourceLocation)
    }
  }

  @Test("UnitCurveCompatibilityTests.swift: linearCurve")
  func linearCurve() {
    Self.expect(
      TimingCurve.linear, [(0, 0, 1), (0.25, 0.25, 1), (0.5, 0.5, 1), (0.75, 0.75, 1), (1, 1, 1)], tolerance: 1e-9)
  }

  @Test("UnitCurveCompatibilityTests.swift: easeInCurve")
  func easeInCurve() {
    Self.expect(
      TimingCurve.easeIn, [(0, 0, 0), (0.25, 0.09, 0.67), (0.5, 0.32, 1.07), (0.75, 0.62, 1.37)], tolerance: 0.01)
    #expect(TimingCurve.easeIn.value(at: 1) == 1)
    // SwiftUI reports 0 at the end, where both derivatives of the Bézier vanish (P2 = P3). The
    // package gives the limit of the slope there, the line from P1 to P3: 1 / 0.58, as
    // Chromium's gfx::CubicBezier and the Web Platform Tests do (Documentation/Fidelity.md).
    #expect(TimingCurve.easeIn.velocity(at: 1).isApproximatelyEqual(to: 1 / 0.58, absoluteTolerance: 1e-6))
  }

  @Test("UnitCurveCompatibilityTests.swift: easeOutCurve")
  func easeOutCurve() {
    Self.expect(
      TimingCurve.easeOut, [(0.25, 0.38, 1.37), (0.5, 0.68, 1.07), (0.75, 0.91, 0.67), (1, 1, 0)], tolerance: 0.01)
    #expect(TimingCurve.easeOut.value(at: 0) == 0)
    // SwiftUI reports 1 at the start, where P1 = P0; the package gives the limit of the slope,
    // the line from P0 to P2: 1 / 0.58 (Documentation/Fidelity.md).
    #expect(TimingCurve.easeOut.velocity(at: 0).isApproximatelyEqual(to: 1 / 0.58, absoluteTolerance: 1e-6))
  }

  @Test("UnitCurveCompatibilityTests.swift: easeInOutCurve")
  func easeInOutCurve() {
    Self.expect(
      TimingCurve.easeInOut, [(0, 0, 0), (0.25, 0.13, 1.06), (0.5, 0.5, 1.72), (0.75, 0.87, 1.06), (1, 1, 0)],
      tolerance: 0.01)
  }

  @Test("UnitCurveCompatibilityTests.swift: circularEaseInCurve")
  func circularEaseInCurve() {
    Self.expect(
      TimingCurve.easeInCirc, [(0, 0, 0), (0.25, 0.032, 0.258), (0.5, 0.134, 0.577), (0.75, 0.339, 1.134)],
      tolerance: 0.001)
    #expect(TimingCurve.easeInCirc.value(at: 1) == 1)
    // SwiftUI reports an infinite velocity at the vertical tangent; the package reports the
    // largest finite number, so that no velocity handed on is infinite (Documentation/Fidelity.md).
    #expect(TimingCurve.easeInCirc.velocity(at: 1) == .greatestFiniteMagnitude)
  }

  @Test("UnitCurveCompatibilityTests.swift: circularEaseOutCurve")
  func circularEaseOutCurve() {
    Self.expect(
      TimingCurve.easeOutCirc, [(0.25, 0.661, 1.134), (0.5, 0.866, 0.577), (0.75, 0.968, 0.258), (1, 1, 0)],
      tolerance: 0.001)
    #expect(TimingCurve.easeOutCirc.value(at: 0) == 0)
    #expect(TimingCurve.easeOutCirc.velocity(at: 0) == .greatestFiniteMagnitude)
  }

  @Test("UnitCurveCompatibilityTests.swift: circularEaseInOutCurve")
  func circularEaseInOutCurve() {
    Self.expect(
      TimingCurve.easeInOutCirc, [(0, 0, 0), (0.25, 0.067, 0.577), (0.75, 0.933, 0.577), (1, 1, 0)],
      tolerance: 0.001)
    #expect(TimingCurve.easeInOutCirc.value(at: 0.5) == 0.5)
    #expect(TimingCurve.easeInOutCirc.velocity(at: 0.5) == .greatestFiniteMagnitude)
  }

  @Test("UnitCurveCompatibilityTests.swift: bezierCurveCreation")
  func bezierCurveCreation() throws {
    let curve = try TimingCurve.cubicBezier(0.25, 0.1, 0.75, 0.9)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: 0.5).isApproximatelyEqual(to: 0.5, absoluteTolerance: 0.01))
    #expect(curve.velocity(at: 0.5).isApproximatelyEqual(to: 1.2, absoluteTolerance: 0.01))
  }

  @Test("UnitCurveCompatibilityTests.swift: bezierCurveWithExtremeControlPoints")
  func bezierCurveWithExtremeControlPoints() {
    // SwiftUI accepts control points with x outside 0...1 (-0.5 and 1.5), where the curve is no
    // longer a function of time. The package keeps CSS's rule and refuses them with a typed error
    // (Documentation/Fidelity.md); y may be anything.
    #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(-0.5, 2, 1.5, -1) }
  }

  @Test("UnitCurveCompatibilityTests.swift: valueAtBoundaryConditions")
  func valueAtBoundaryConditions() {
    let curve = TimingCurve.easeInOut
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: 1.5) == 1)
  }

  @Test("UnitCurveCompatibilityTests.swift: valueAtVariousProgressPoints")
  func valueAtVariousProgressPoints() {
    for step in 0...10 {
      let value = TimingCurve.linear.value(at: Double(step) / 10)
      #expect((0...1).contains(value))
    }
  }

  @Test("UnitCurveCompatibilityTests.swift: velocityAtBoundaryConditions")
  func velocityAtBoundaryConditions() {
    for time in [-0.5, 0, 1, 1.5] {
      #expect(TimingCurve.linear.velocity(at: time) == 1, "at \(time)")
    }
  }

  @Test("UnitCurveCompatibilityTests.swift: velocityForCircularCurves")
  func velocityForCircularCurves() {
    #expect(TimingCurve.easeInCirc.velocity(at: 0.5) > 0)
    #expect(TimingCurve.easeOutCirc.velocity(at: 0.5) > 0)
    #expect(TimingCurve.easeInOutCirc.velocity(at: 0.5) > 0)
  }

  @Test("UnitCurveCompatibilityTests.swift: linearCurveInverse")
  func linearCurveInverse() {
    for value in [0.0, 0.5, 1] {
      #expect(TimingCurve.linear.time(forValue: value) == value)
    }
  }

  /// The value of `curve`'s inverse at `value`, and its velocity: one over the curve's there.
  static func inverse(_ curve: TimingCurve, at value: Double) -> (value: Double, velocity: Double) {
    let time = curve.time(forValue: value) ?? .nan
    return (time, 1 / curve.velocity(at: time))
  }

  @Test("UnitCurveCompatibilityTests.swift: circularCurveInverse")
  func circularCurveInverse() {
    for value in [0.3, 0.7] {
      let inverse = Self.inverse(TimingCurve.easeInCirc, at: value)
      #expect(
        inverse.value.isApproximatelyEqual(
          to: TimingCurve.easeOutCirc.value(at: value), absoluteTolerance: 1e-9))
      #expect(
        inverse.velocity.isApproximatelyEqual(
          to: TimingCurve.easeOutCirc.velocity(at: value), absoluteTolerance: 1e-9))
    }
  }

  @Test("UnitCurveCompatibilityTests.swift: curveInverse")
  func curveInverse() {
    for value in [0.3, 0.7] {
      let inverse = Self.inverse(TimingCurve.easeIn, at: value)
      #expect(!inverse.value.isApproximatelyEqual(to: TimingCurve.easeOut.value(at: value), absoluteTolerance: 1e-6))
      #expect(
        !inverse.velocity.isApproximatelyEqual(to: TimingCurve.easeOut.velocity(at: value), absoluteTolerance: 1e-6))
    }
  }

  @Test("UnitCurveCompatibilityTests.swift: bezierCurveInverse")
  func bezierCurveInverse() throws {
    let curve = try TimingCurve.cubicBezier(0.25, 0.1, 0.75, 0.9)
    let mirrored = try TimingCurve.cubicBezier(0.1, 0.25, 0.9, 0.75)
    for value in [0.3, 0.7] {
      #expect(
        Self.inverse(curve, at: value).value.isApproximatelyEqual(
          to: mirrored.value(at: value), absoluteTolerance: 1e-9))
    }
  }
}
