import Testing

@testable import Animator

@Suite("TimingCurve sharing")
struct TimingCurveSharingTests {
  static let bezier = try! CubicBezier(0.65, 0, 0.35, 1)

  @Test("equal curves evaluate alike")
  func equal() throws {
    let pairs: [(TimingCurve, TimingCurve)] = [
      (.linear, .linear),
      (.easing(.easeInOutCubic), .easing(.easeInOutCubic)),
      (.cubicBezier(Self.bezier), .cubicBezier(try CubicBezier(0.65, 0, 0.35, 1))),
      (.steps(try Steps(3)), .steps(try Steps(3))),
      (
        .spring(try SpringCurve(spring: .bouncy, initialVelocity: 0.5, duration: 1.5)),
        .spring(try SpringCurve(spring: .bouncy, initialVelocity: 0.5, duration: 1.5))
      ),
    ]
    for (lhs, rhs) in pairs {
      #expect(lhs.evaluatesLike(rhs), "\(lhs)")
      #expect(lhs.value(at: 0.3) == rhs.value(at: 0.3))
    }
  }

  @Test("curves that differ in anything their evaluation reads do not")
  func different() throws {
    let spring = try SpringCurve(spring: .bouncy, initialVelocity: 0.5, duration: 1.5)
    let pairs: [(TimingCurve, TimingCurve)] = [
      (.linear, .easing(.easeInOutCubic)),
      (.easing(.easeInOutCubic), .easing(.easeInOutQuad)),
      (.easing(.easeInCubic), .easing(.easeOutCubic)),
      (.cubicBezier(Self.bezier), .cubicBezier(try CubicBezier(0.65, 0, 0.35, 0.99))),
      (.cubicBezier(Self.bezier), .cubicBezier(try CubicBezier(0.6, 0, 0.35, 1))),
      (.cubicBezier(Self.bezier), .cubicBezier(try CubicBezier(0.65, -0.0, 0.35, 1))),
      (.steps(try Steps(3)), .steps(try Steps(4))),
      (.spring(spring), .spring(try SpringCurve(spring: .bouncy, initialVelocity: 0.5, duration: 1.25))),
      (.spring(spring), .spring(try SpringCurve(spring: .bouncy, initialVelocity: 0, duration: 1.5))),
      (.spring(spring), .spring(try SpringCurve(spring: .smooth, initialVelocity: 0.5, duration: 1.5))),
      (.cubicBezier(.linear), .linear),
    ]
    for (lhs, rhs) in pairs {
      #expect(!lhs.evaluatesLike(rhs), "\(lhs) and \(rhs)")
      #expect(!rhs.evaluatesLike(lhs), "\(rhs) and \(lhs)")
    }
  }

  @Test("a custom function never shares, not even with itself")
  func custom() {
    let curve = TimingCurve.custom({ $0 * $0 })
    #expect(!curve.evaluatesLike(curve))
  }
}
