import Testing

@testable import Animator

@Suite("TimingMath")
struct TimingMathTests {
  @Test(
    "clampToUnit clamps to 0...1 and maps NaN to 0",
    arguments: [
      (-1.0, 0.0), (0, 0), (-0.0, 0), (0.25, 0.25), (1, 1), (1.5, 1), (.infinity, 1), (-.infinity, 0), (.nan, 0),
    ])
  func clamp(_ input: Double, _ expected: Double) {
    #expect(TimingMath.clampToUnit(input) == expected)
  }

  @Test(
    "finiteSlope keeps finite slopes and bounds infinite ones",
    arguments: [
      (2.5, 2.5), (-3, -3), (.infinity, .greatestFiniteMagnitude), (-.infinity, -.greatestFiniteMagnitude), (.nan, 0),
    ])
  func slope(_ input: Double, _ expected: Double) {
    #expect(TimingMath.finiteSlope(input) == expected)
  }
}
