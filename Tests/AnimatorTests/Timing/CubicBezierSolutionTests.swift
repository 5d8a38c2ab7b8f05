import Testing

@testable import Animator

/// The table-guided solve (``CubicBezier/solution(atTime:)``) against the accurate solve it
/// replaced, and against the high-precision reference: the accuracy it documents, over a dense grid
/// of curves and times.
@Suite("CubicBezier.solution")
struct CubicBezierSolutionTests {
  /// Named, overshooting, degenerate and random curves (flat ends included).
  static let curves: [CubicBezier] = {
    var generator = SeededGenerator(seed: 28)
    var curves = NamedBezier.all.map { try! $0.curve } + [try! CubicBezier(0.65, 0, 0.35, 1), .default]
    for _ in 0..<60 {
      curves.append(
        try! CubicBezier(
          Double.random(in: 0...1, using: &generator), Double.random(in: -1.5...2.5, using: &generator),
          Double.random(in: 0...1, using: &generator), Double.random(in: -1.5...2.5, using: &generator)))
    }
    return curves
  }()

  /// Times spread over `0...1`, with clusters at both ends, where `x` may be flat.
  static let times: [Double] =
    (1..<1_000).map { Double($0) / 1_000 }
    + (1...40).flatMap { power in
      // 10^(−power/4): from about 0.56 down to 1e-10.
      let small = (0..<power).reduce(1.0) { product, _ in product * 0.562_341_325_190_349_1 }
      return [small, 1 - small]
    }

  @Test("value within 5e-14 and slope within 1e-8 (relative above 1) of the accurate solve")
  func agreesWithAccurateSolve() {
    var worstValue = 0.0
    var worstSlope = 0.0
    var worstValueAt = ""
    var worstSlopeAt = ""
    var outside: [String] = []
    for curve in Self.curves where !curve.isIdentity {
      for t in Self.times {
        let fast = curve.solution(atTime: t)
        let accurate = curve.accurateSolution(atTime: t)
        let valueError = abs(curve.y.value(fast.parameter) - curve.y.value(accurate.parameter))
        let slopeError = abs(fast.slope - accurate.slope) / max(1, abs(accurate.slope))
        if valueError > worstValue { (worstValue, worstValueAt) = (valueError, "\(curve) t = \(t)") }
        if slopeError > worstSlope { (worstSlope, worstSlopeAt) = (slopeError, "\(curve) t = \(t)") }
        if !(0...1).contains(fast.parameter) { outside.append("\(curve) t = \(t)") }
      }
    }
    #expect(outside.isEmpty, "parameters outside 0...1: \(outside.prefix(5))")
    // The tolerances the solve checks (5e-14 in y, 1e-8 of the slope), with room for the
    // accurate solve's own error.
    #expect(worstValue <= 6e-14, "worst value \(worstValue) at \(worstValueAt)")
    #expect(worstSlope <= 1.1e-8, "worst slope \(worstSlope) at \(worstSlopeAt)")
  }

  @Test("value within 1e-13 of the high-precision reference", arguments: NamedBezier.all)
  func matchesReference(_ bezier: NamedBezier) throws {
    let curve = try bezier.curve
    let reference = bezier.reference
    var worst = 0.0
    for t in Self.times { worst = max(worst, abs(curve.value(at: t) - reference.value(at: t))) }
    #expect(worst < 1e-13, "\(bezier.name): \(worst)")
  }

  @Test("the table's guess and one Newton step suffice where x is not flat and the slope gentle")
  func fastPathTaken() throws {
    // Curves whose x has a slope well above 1e-3 everywhere: the guess is within about 1e-5 and the
    // second plain step is accepted (the first, where the guess is already close enough).
    let curves = [try CubicBezier(0.65, 0, 0.35, 1), .easeInEaseOut, .default]
    let inner = Self.times.filter { $0 > 1e-6 && $0 < 1 - 1e-6 }
    for curve in curves {
      let other = inner.filter { !(1...2).contains(curve.countedSolution(atTime: $0).step) }
      #expect(other.isEmpty, "\(curve): \(other.prefix(5))")
    }
    // Where the slope is above about 5, the rounding of a plain residual alone could move y by
    // more than the tolerance: those times take the accurate solve, as they did before the table.
    let overshoot = try CubicBezier(0.68, -0.55, 0.265, 1.55)
    let accurate = inner.filter { overshoot.countedSolution(atTime: $0).step == 0 }
    #expect(accurate.count <= inner.count / 10, "\(accurate.count) of \(inner.count)")
    #expect(accurate.allSatisfy { abs(overshoot.velocity(at: $0)) > 4 })
  }
}
