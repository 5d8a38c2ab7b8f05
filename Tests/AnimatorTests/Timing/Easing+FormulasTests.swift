import Testing

@testable import Animator

/// easings.net's formulas as the site writes them (with `pow`), to check the library's
/// multiplications against.
private func easingsNet(_ family: Easing.Family, _ mode: Easing.Mode, _ x: Double) -> Double {
  let pi = Double.pi
  let c1 = 1.70158
  let c2 = c1 * 1.525
  let c3 = c1 + 1
  let c4 = (2 * pi) / 3
  let c5 = (2 * pi) / 4.5
  func bounceOut(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 { return n1 * Math.pow(x - 1.5 / d1, 2) + 0.75 }
    if x < 2.5 / d1 { return n1 * Math.pow(x - 2.25 / d1, 2) + 0.9375 }
    return n1 * Math.pow(x - 2.625 / d1, 2) + 0.984375
  }
  func polynomial(_ n: Double) -> Double {
    switch mode {
    case .in: Math.pow(x, n)
    case .out: 1 - Math.pow(1 - x, n)
    case .inOut: x < 0.5 ? Math.pow(2, n - 1) * Math.pow(x, n) : 1 - Math.pow(-2 * x + 2, n) / 2
    }
  }
  switch (family, mode) {
  case (.quad, _): return polynomial(2)
  case (.cubic, _): return polynomial(3)
  case (.quart, _): return polynomial(4)
  case (.quint, _): return polynomial(5)
  case (.sine, .in): return 1 - Math.cos((x * pi) / 2)
  case (.sine, .out): return Math.sin((x * pi) / 2)
  case (.sine, .inOut): return -(Math.cos(pi * x) - 1) / 2
  case (.expo, .in): return x == 0 ? 0 : Math.pow(2, 10 * x - 10)
  case (.expo, .out): return x == 1 ? 1 : 1 - Math.pow(2, -10 * x)
  case (.expo, .inOut):
    return x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? Math.pow(2, 20 * x - 10) / 2 : (2 - Math.pow(2, -20 * x + 10)) / 2
  case (.circ, .in): return 1 - (1 - Math.pow(x, 2)).squareRoot()
  case (.circ, .out): return (1 - Math.pow(x - 1, 2)).squareRoot()
  case (.circ, .inOut):
    return x < 0.5
      ? (1 - (1 - Math.pow(2 * x, 2)).squareRoot()) / 2 : ((1 - Math.pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
  case (.back, .in): return c3 * x * x * x - c1 * x * x
  case (.back, .out): return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2)
  case (.back, .inOut):
    return x < 0.5
      ? (Math.pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
      : (Math.pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
  case (.elastic, .in): return x == 0 ? 0 : x == 1 ? 1 : -Math.pow(2, 10 * x - 10) * Math.sin((x * 10 - 10.75) * c4)
  case (.elastic, .out): return x == 0 ? 0 : x == 1 ? 1 : Math.pow(2, -10 * x) * Math.sin((x * 10 - 0.75) * c4) + 1
  case (.elastic, .inOut):
    return x == 0
      ? 0
      : x == 1
        ? 1
        : x < 0.5
          ? -(Math.pow(2, 20 * x - 10) * Math.sin((20 * x - 11.125) * c5)) / 2
          : (Math.pow(2, -20 * x + 10) * Math.sin((20 * x - 11.125) * c5)) / 2 + 1
  case (.bounce, .in): return 1 - bounceOut(1 - x)
  case (.bounce, .out): return bounceOut(x)
  case (.bounce, .inOut): return x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
  }
}

@Suite("Easing formulas")
struct EasingFormulasTests {
  @Test("every closed form matches easings.net's formula", arguments: allEasings)
  func matchesEasingsNet(_ easing: Easing) {
    for index in 0...2_000 {
      let x = Double(index) / 2_000
      let expected = easingsNet(easing.family, easing.mode, x)
      #expect(easing.value(at: x).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-14), "\(easing) at \(x)")
    }
  }

  @Test("the inverses are the exact closed forms at a few hand-checked points")
  func handCheckedInverses() {
    #expect(Easing.inverse(.quad, .in, 0.25) == 0.5)
    #expect(Easing.inverse(.quad, .out, 0.75) == 0.5)
    #expect(Easing.inverse(.cubic, .inOut, 0.5) == 0.5)
    #expect(Easing.inverse(.quart, .in, 0.0625) == 0.5)
    #expect(Easing.inverse(.expo, .in, 0.5).isApproximatelyEqual(to: 0.9, absoluteTolerance: 1e-15))
    #expect(Easing.inverse(.circ, .out, 1).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
    #expect(Easing.inverse(.sine, .out, 1).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
    #expect(Easing.inverse(.back, .in, 0.5).isNaN)
  }
}
