import Animator
import Testing

@Suite("Color, named")
struct ColorNamedTests {
  @Test(
    "named colours have UIKit's components",
    arguments: [
      (Color.black, 0.0, 0.0, 0.0, 1.0),
      (.white, 1, 1, 1, 1),
      (.clear, 0, 0, 0, 0),
      (.red, 1, 0, 0, 1),
      (.green, 0, 1, 0, 1),
      (.blue, 0, 0, 1, 1),
      (.cyan, 0, 1, 1, 1),
      (.yellow, 1, 1, 0, 1),
      (.magenta, 1, 0, 1, 1),
      (.gray, 0.5, 0.5, 0.5, 1),
      (.orange, 1, 0.5, 0, 1),
    ])
  func components(color: Color, red: Double, green: Double, blue: Double, alpha: Double) {
    #expect(color == Color(red: red, green: green, blue: blue, alpha: alpha))
  }
}
