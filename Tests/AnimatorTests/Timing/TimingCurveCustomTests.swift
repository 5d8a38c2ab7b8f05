import Animator
import Testing

@Suite("CustomTimingFunction")
struct CustomTimingFunctionTests {
  let smoothstep = CustomTimingFunction { t in t * t * (3 - 2 * t) }

  @Test("returns the closure's value, with time clamped to 0...1 and NaN treated as 0")
  func valueAndClamping() {
    let identity = CustomTimingFunction { $0 }
    #expect(identity.value(at: 0.3) == 0.3)
    #expect(identity.value(at: -1) == 0)
    #expect(identity.value(at: 4) == 1)
    #expect(identity.value(at: .nan) == 0)
    #expect(smoothstep.value(at: 0.5) == 0.5)
  }

  @Test("uses the analytic derivative when one is given")
  func analyticDerivative() {
    let function = CustomTimingFunction({ $0 * $0 }, derivative: { 2 * $0 + 1000 })
    #expect(function.hasDerivative)
    #expect(function.velocity(at: 0.5) == 1001)
    #expect(function.velocity(at: .nan) == 1000)
  }

  @Test("without a derivative, the finite difference is second-order accurate, ends included")
  func finiteDifference() {
    #expect(!smoothstep.hasDerivative)
    for index in 0...200 {
      let t = Double(index) / 200
      let exact = 6 * t * (1 - t)
      #expect(smoothstep.velocity(at: t).isApproximatelyEqual(to: exact, absoluteTolerance: 1e-8), "t = \(t)")
    }
  }

  @Test("the finite difference never calls the closure outside 0...1")
  func staysInside() {
    let guarded = CustomTimingFunction { t in (0...1).contains(t) ? t * t : .nan }
    for time in [0, 1e-7, 0.5, 1 - 1e-7, 1, -3, 3] {
      #expect(guarded.velocity(at: time).isFinite, "t = \(time)")
    }
  }

  @Test("wrapping a timing function keeps its value and its velocity")
  func wrapping() {
    let wrapped = CustomTimingFunction(Easing.easeOutBack)
    #expect(wrapped.hasDerivative)
    for index in 0...50 {
      let t = Double(index) / 50
      #expect(wrapped.value(at: t) == Easing.easeOutBack.value(at: t))
      #expect(wrapped.velocity(at: t) == Easing.easeOutBack.velocity(at: t))
    }
  }

  @Test("equality and hashing go by identity: copies are equal, separately made functions are not")
  func identity() {
    let square: @Sendable (Double) -> Double = { $0 * $0 }
    let first = CustomTimingFunction(square)
    let copy = first
    let second = CustomTimingFunction(square)
    #expect(first == copy)
    #expect(first.hashValue == copy.hashValue)
    #expect(first != second)
    #expect(Set([first, copy, second]).count == 2)
  }
}
