import Testing

@testable import Animator

@Suite("SpringCurve")
struct SpringCurveTests {
  @Test("progress is one minus the displacement of a unit throw, over the span")
  func progressIsDisplacement() throws {
    let curve = try SpringCurve(spring: .bouncy, initialVelocity: 2, duration: 1.2)
    for u in [0.0, 0.1, 0.25, 0.5, 0.9] {
      let state = Spring.bouncy.displacement(at: u * 1.2, initialDisplacement: 1, initialVelocity: -2)
      #expect(curve.value(at: u).isApproximatelyEqual(to: 1 - state.position, absoluteTolerance: 1e-15))
      #expect(curve.velocity(at: u).isApproximatelyEqual(to: -state.velocity * 1.2, absoluteTolerance: 1e-13))
      #expect(curve.progress(atSeconds: u * 1.2) == curve.value(at: u))
      #expect(curve.velocity(atSeconds: u * 1.2) * 1.2 == curve.velocity(at: u))
    }
  }

  @Test("starts at 0 with the initial velocity, in UIKit's units, times the span")
  func start() throws {
    let curve = try SpringCurve(spring: .smooth, initialVelocity: 0.5, duration: 2)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.velocity(atSeconds: 0) == 0.5)
    #expect(curve.velocity(at: 0) == 1)
  }

  @Test("ends at exactly 1, dropping the residual below the band")
  func end() throws {
    let spring = Spring.bouncy
    let curve = try SpringCurve(spring: spring, duration: spring.settlingDuration())
    #expect(curve.value(at: 1) == 1)
    #expect(curve.progress(atSeconds: curve.duration) == 1)
    #expect(curve.progress(atSeconds: 100) == 1)
    // Just before the end the spring is on the edge of the band (it settles exactly there), not at
    // rest.
    let before = curve.value(at: 1 - 1e-9)
    #expect(before != 1 && abs(before - 1) <= 0.001 + 1e-9)
    // The velocity at the end is the spring's, from the left.
    #expect(curve.velocity(at: 1) != 0 && abs(curve.velocity(at: 1)) < 0.1)
  }

  @Test("overshoots when the spring bounces")
  func overshoots() throws {
    let curve = try SpringCurve(spring: .bouncy, duration: 1)
    let peak = stride(from: 0.0, through: 1, by: 0.01).map { curve.value(at: $0) }.max() ?? 0
    #expect(peak > 1.04 && peak < 1.06)
  }

  @Test("times outside 0...1 are clamped, and NaN is 0")
  func clamping() throws {
    let curve = try SpringCurve(spring: .snappy, initialVelocity: 1, duration: 0.8)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.velocity(at: -1) == curve.velocity(at: 0))
    #expect(curve.velocity(at: 2) == curve.velocity(at: 1))
    #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
    #expect(curve.progress(atSeconds: -1) == 0)
    #expect(curve.progress(atSeconds: .nan) == 0)
    #expect(curve.velocity(atSeconds: .infinity) == curve.velocity(atSeconds: 0.8))
  }

  @Test("the settling-duration initialiser spans the spring's settling duration")
  func settlingSpan() throws {
    let curve = try SpringCurve(spring: .snappy, initialVelocity: 3)
    #expect(curve.duration == Spring.snappy.settlingDuration(initialVelocity: 3))
    // An undamped spring ends at its second arrival at the target: no jump at the end.
    let undamped = try SpringCurve(spring: Spring(duration: 1, bounce: 1))
    #expect(undamped.duration.isFinite && undamped.duration > 0)
    #expect(abs(undamped.value(at: 1 - 1e-12) - 1) < 1e-9)
  }

  @Test(
    "rejects a span that is not positive and a velocity that is not finite",
    arguments: [
      (0.0, 0.0, "duration"), (0, -1, "duration"), (0, .nan, "duration"), (0, .infinity, "duration"),
      (.nan, 1, "initialVelocity"), (.infinity, 1, "initialVelocity"),
    ])
  func rejects(initialVelocity: Double, duration: Double, parameter: String) {
    #expect {
      try SpringCurve(spring: .smooth, initialVelocity: initialVelocity, duration: duration)
    } throws: { error in
      guard case AnimationError.invalidArgument(let name, _, _) = error else { return false }
      return name == parameter
    }
  }

  @Test("is the shape of TimingCurve.spring(_:initialVelocity:duration:), and compares by contents")
  func timingCurve() throws {
    let curve = try SpringCurve(spring: .smooth, duration: 1)
    #expect(try TimingCurve.spring(.smooth, duration: 1) == .spring(curve))
    #expect(try TimingCurve.spring(.smooth, duration: 1).value(at: 1) == 1)
    #expect(try SpringCurve(spring: .smooth, duration: 1) == SpringCurve(spring: .smooth, duration: 1))
  }
}
