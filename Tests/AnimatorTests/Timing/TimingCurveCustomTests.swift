import Animator
import Testing

/// `TimingCurve.custom(_:velocity:)`: a curve you supply.
@Suite("TimingCurve.custom")
struct TimingCurveCustomTests {
  let smoothstep = TimingCurve.custom { t in t * t * (3 - 2 * t) }

  @Test("returns the closure's value, with time clamped to 0...1 and NaN treated as 0")
  func valueAndClamping() {
    let identity = TimingCurve.custom { $0 }
    #expect(identity.value(at: 0.3) == 0.3)
    #expect(identity.value(at: -1) == 0)
    #expect(identity.value(at: 4) == 1)
    #expect(identity.value(at: .nan) == 0)
    #expect(smoothstep.value(at: 0.5) == 0.5)
  }

  @Test("uses the velocity closure when one is given")
  func analyticDerivative() {
    let curve = TimingCurve.custom({ $0 * $0 }, velocity: { 2 * $0 + 1000 })
    #expect(curve.velocity(at: 0.5) == 1001)
    #expect(curve.velocity(at: .nan) == 1000)
  }

  @Test("without a velocity, the finite difference is second-order accurate, ends included")
  func finiteDifference() {
    for index in 0...200 {
      let t = Double(index) / 200
      let exact = 6 * t * (1 - t)
      #expect(smoothstep.velocity(at: t).isApproximatelyEqual(to: exact, absoluteTolerance: 1e-8), "t = \(t)")
    }
  }

  @Test("the finite difference never calls the closure outside 0...1")
  func staysInside() {
    let guarded = TimingCurve.custom { t in (0...1).contains(t) ? t * t : .nan }
    for time in [0, 1e-7, 0.5, 1 - 1e-7, 1, -3, 3] {
      #expect(guarded.velocity(at: time).isFinite, "t = \(time)")
    }
  }

  @Test("a library curve given as a custom one, with its velocity, keeps its value and its velocity")
  func wrapping() {
    let back = TimingCurve.easeOutBack
    let wrapped = TimingCurve.custom(back.value(at:), velocity: back.velocity(at:))
    for index in 0...50 {
      let t = Double(index) / 50
      #expect(wrapped.value(at: t) == back.value(at: t))
      #expect(wrapped.velocity(at: t) == back.velocity(at: t))
    }
    #expect(wrapped != back)
  }

  @Test("equality and hashing go by identity: copies are equal, separately made curves are not")
  func identity() {
    let square: @Sendable (Double) -> Double = { $0 * $0 }
    let first = TimingCurve.custom(square)
    let copy = first
    let second = TimingCurve.custom(square)
    #expect(first == copy)
    #expect(first.hashValue == copy.hashValue)
    #expect(first != second)
    #expect(Set([first, copy, second]).count == 2)
  }

  @Test("a custom curve describes itself as custom, which no name reads back")
  func description() {
    #expect(smoothstep.description == "custom")
    #expect(TimingCurve(named: "custom") == nil)
  }
}
