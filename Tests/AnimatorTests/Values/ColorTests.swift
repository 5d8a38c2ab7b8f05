import Animator
import Testing

extension Color {
  /// Whether the four components agree within an absolute tolerance.
  func isApproximatelyEqual(to other: Color, absoluteTolerance: Double = 1e-12) -> Bool {
    red.isApproximatelyEqual(to: other.red, absoluteTolerance: absoluteTolerance)
      && green.isApproximatelyEqual(to: other.green, absoluteTolerance: absoluteTolerance)
      && blue.isApproximatelyEqual(to: other.blue, absoluteTolerance: absoluteTolerance)
      && alpha.isApproximatelyEqual(to: other.alpha, absoluteTolerance: absoluteTolerance)
  }
}

@Suite("Color")
struct ColorTests {
  @Test("components are stored as given, opaque by default")
  func components() {
    let sunflower = Color(red: 241 / 255, green: 196 / 255, blue: 15 / 255)
    #expect(sunflower.red == 241 / 255 && sunflower.green == 196 / 255 && sunflower.blue == 15 / 255)
    #expect(sunflower.alpha == 1)
    #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    #expect(Color(white: 1) == .white)
    #expect(Color(red: 1.5, green: -0.5, blue: 0, alpha: 2).red == 1.5)
  }

  @Test("hex reads 0xRRGGBB and ignores the top byte")
  func hex() {
    #expect(Color(hex: 0xF1C40F) == Color(red: 241 / 255, green: 196 / 255, blue: 15 / 255))
    #expect(Color(hex: 0x000000) == .black)
    #expect(Color(hex: 0xFFFFFF) == .white)
    #expect(Color(hex: 0xFF00_FFFF) == .cyan)
  }

  @Test("clamped brings overshoot and NaN into 0...1")
  func clamped() {
    #expect(
      Color(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.01).clamped() == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    #expect(
      Color(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).clamped()
        == Color(red: 0, green: 1, blue: 0, alpha: 0))
  }

  @Test("animatable data is premultiplied: (r·a, g·a, b·a, a)")
  func premultiplied() {
    #expect(Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5).animatableData == SIMD4(0.5, 0.25, 0.125, 0.5))
    #expect(Color.white.animatableData == SIMD4(1, 1, 1, 1))
    #expect(Color.clear.animatableData == .zero)
  }

  @Test("fading from opaque red to transparent blue stays red")
  func fadeKeepsHue() {
    let red = Color.red
    let transparentBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)
    for amount in [0.25, 0.5, 0.75, 0.999] {
      let value = red.animated(towards: transparentBlue, amount: amount)
      #expect(value.isApproximatelyEqual(to: Color(red: 1, green: 0, blue: 0, alpha: 1 - amount)), "\(value)")
    }
    #expect(Color.clear.animated(towards: .white, amount: 0.5) == Color(white: 1, alpha: 0.5))
  }

  @Test("opaque colours interpolate in gamma-encoded sRGB, component by component")
  func opaqueMidpoint() {
    let from = Color(red: 0.129, green: 0.477, blue: 1)
    let middle = from.animated(towards: .cyan, amount: 0.5)
    #expect(middle.isApproximatelyEqual(to: Color(red: 0.0645, green: 0.7385, blue: 1)))
    #expect(Color.black.animated(towards: .white, amount: 0.5) == Color(white: 0.5))
  }

  @Test("colours round-trip through their premultiplied data")
  func roundTrips() {
    var generator = SeededGenerator(seed: 0xC0108)
    for _ in 0..<1_000 {
      let color = Color(
        red: .random(in: 0...1, using: &generator),
        green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator),
        alpha: .random(in: 0.001...1, using: &generator)
      )
      var rebuilt = Color.black
      rebuilt.animatableData = color.animatableData
      #expect(rebuilt.isApproximatelyEqual(to: color), "\(color)")
    }
  }

  @Test("a colour with alpha 0 comes back as clear")
  func alphaZero() {
    var color = Color.red
    color.animatableData = SIMD4(0.3, 0.2, 0.1, 0)
    #expect(color == .clear)
    color.animatableData = Color(red: 1, green: 0, blue: 0, alpha: 0).animatableData
    #expect(color == .clear)
  }

  @Test("an alpha that overshoots below zero is divided out")
  func negativeAlpha() {
    let value = Color.red.animated(towards: .clear, amount: 1.1)
    #expect(value.isApproximatelyEqual(to: Color(red: 1, green: 0, blue: 0, alpha: -0.1)))
  }

  @Test("NaN components pass through without trapping")
  func nan() {
    var color = Color(red: .nan, green: 0, blue: 0, alpha: 1)
    #expect(color.animatableData[0].isNaN)
    color.animatableData = SIMD4(1, 1, 1, .nan)
    #expect(color.alpha.isNaN && color.red.isNaN)
    #expect(color.description == "Color(red: nan, green: nan, blue: nan, alpha: nan)")
  }

  @Test("colours are hashable values with a readable description")
  func hashableAndDescription() {
    #expect(Set([Color.red, Color(red: 1, green: 0, blue: 0), .blue]).count == 2)
    #expect(
      Color(red: 1, green: 0.5, blue: 0, alpha: 0.25).description
        == "Color(red: 1.0, green: 0.5, blue: 0.0, alpha: 0.25)")
  }
}
