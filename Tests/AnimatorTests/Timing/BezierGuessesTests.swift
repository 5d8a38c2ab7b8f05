import Testing

@testable import Animator

/// The first guess of the Bézier solve lands in `0...1`, near the root, for every time.
@Suite("BezierGuesses")
struct BezierGuessesTests {
  static let controls: [(Double, Double)] = [
    (0.42, 1), (0, 0.58), (0.42, 0.58), (0.25, 0.25), (0.65, 0.35), (1, 0), (0, 1),
  ]

  @Test("the guess is in 0...1 and within a sixteenth of the true parameter", arguments: 0..<controls.count)
  func nearTheRoot(index: Int) {
    let (p1, p2) = Self.controls[index]
    let component = BezierComponent(p1, p2)
    let guesses = BezierGuesses(component)
    var worst = 0.0
    for step in 0...1_000 {
      let t = Double(step) / 1_000
      let guess = guesses.parameter(at: t)
      #expect((0...1).contains(guess), "t = \(t): \(guess)")
      worst = max(worst, abs(guess - component.parameter(for: t)))
    }
    // Linear interpolation within an eighth of the parameter: never further than the segment.
    #expect(worst <= 0.0625, "worst \(worst)")
    // Where x is far from flat the guess is much closer than that.
    if p1 > 0.2 && p2 < 0.8 && p1 < p2 { #expect(worst < 0.01, "worst \(worst)") }
  }

  @Test("NaN and the ends give a parameter in 0...1")
  func edges() {
    let guesses = BezierGuesses(BezierComponent(0.42, 0.58))
    for t in [0.0, 1, .nan, -0.0] {
      let guess = guesses.parameter(at: t)
      #expect(guess.isNaN ? t.isNaN : (0...1).contains(guess), "t = \(t): \(guess)")
    }
  }
}
