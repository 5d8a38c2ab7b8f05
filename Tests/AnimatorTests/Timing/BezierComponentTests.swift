import Testing

@testable import Animator

@Suite("BezierComponent")
struct BezierComponentTests {
  @Test("the residual keeps its accuracy where plain evaluation cancels to nothing")
  func accurateResidual() {
    // p1 = 1, p2 = 0: B(s) = 1/2 + 4·(s − 1/2)³, flat at s = 1/2.
    let component = BezierComponent(1, 0)
    for offset in [1e-6, -3e-7, 2e-5] {
      let s = 0.5 + offset
      let d = s - 0.5  // exact
      let exact = 4 * d * d * d
      #expect(abs(component.residual(s, 0.5) - exact) <= 1e-12 * abs(exact))
    }
  }

  @Test("parameter(for:) finds a root next to a triple root to within its step tolerance")
  func tripleRoot() {
    let component = BezierComponent(1, 0)
    let target = 0.5.nextUp  // 0.5 + 2⁻⁵³
    let s = component.parameter(for: target)
    let expected = 0.5 + Math.cbrt((target - 0.5) / 4)
    #expect(abs(s - expected) <= 10 * BezierComponent.tolerance)
  }

  @Test("parameter(for:) is exact at the ends and treats NaN as 0")
  func ends() {
    let component = BezierComponent(0.42, 1)
    #expect(component.parameter(for: 0) == 0)
    #expect(component.parameter(for: -1) == 0)
    #expect(component.parameter(for: 1) == 1)
    #expect(component.parameter(for: 7) == 1)
    #expect(component.parameter(for: .nan) == 0)
  }

  @Test("parameter(for:) inverts value(_:) across the interval")
  func inverts() {
    for (p1, p2) in [(0.42, 1.0), (0.0, 0.0), (1.0, 1.0), (0.0, 1.0), (1.0, 0.0), (0.25, 0.25)] {
      let component = BezierComponent(p1, p2)
      for index in 1..<100 {
        let s = Double(index) / 100
        #expect(abs(component.parameter(for: component.value(s)) - s) < 1e-7, "p1 = \(p1), p2 = \(p2), s = \(s)")
      }
    }
  }

  @Test("the solve takes about five iterations, at most 16, even next to flat points")
  func iterationCount() throws {
    var total = 0
    var solves = 0
    var worst = 0
    for bezier in NamedBezier.all {
      let component = BezierComponent(bezier.controls.0, bezier.controls.2)
      for index in 1..<10_000 {
        let iterations = component.solve(Double(index) / 10_000).iterations
        total += iterations
        solves += 1
        worst = max(worst, iterations)
      }
    }
    #expect(worst <= 16)
    #expect(Double(total) / Double(solves) < 7)
  }

  @Test("derivatives are exact zeros where they vanish structurally")
  func structuralZeros() {
    #expect(BezierComponent(0, 0.5).derivative(0) == 0)
    #expect(BezierComponent(0.5, 1).derivative(1) == 0)
    #expect(BezierComponent(1, 0).derivative(0.5) == 0)
    #expect(BezierComponent(1, 0).secondDerivative(0.5) == 0)
    #expect(BezierComponent(0, 0).secondDerivative(0) == 0)
    #expect(BezierComponent(1, 1).secondDerivative(1) == 0)
  }

  @Test("the leading derivative skips the ones that vanish")
  func leadingDerivative() {
    #expect(BezierComponent(0.42, 1).leadingDerivative(at: 0.3).order == 1)
    #expect(BezierComponent(0, 0.5).leadingDerivative(at: 0).order == 2)
    let flat = BezierComponent(0, 0).leadingDerivative(at: 0)
    #expect(flat.order == 3)
    #expect(flat.value == 6)
  }

  @Test("isMonotonic decides the boundary p1 = 1, p2 = 0 exactly")
  func monotonicBoundary() {
    #expect(BezierComponent(1, 0).isMonotonic)
    #expect(!BezierComponent(1, -1e-12).isMonotonic)
    #expect(!BezierComponent(1 + 1e-12, 0).isMonotonic)
    #expect(BezierComponent(0.25, 0.25).isMonotonic)
  }
}
