import Animator
import Testing

@Suite("Size2D")
struct SizeTests {
  @Test("a size adds, subtracts and scales extent by extent")
  func arithmetic() {
    #expect(Size2D(width: 2, height: 3) + Size2D(width: 1, height: 1) == Size2D(width: 3, height: 4))
    #expect(Size2D(width: 2, height: 3) - Size2D(width: 1, height: 1) == Size2D(width: 1, height: 2))
    #expect(Size2D(width: 2, height: 3).scaled(by: 0.5) == Size2D(width: 1, height: 1.5))
    #expect(Size2D.zero == Size2D(width: 0, height: 0))
  }

  @Test("a size may go negative while it overshoots")
  func overshoot() {
    let value = Size2D(width: 10, height: 10).interpolated(towards: .zero, amount: 1.2)
    #expect(value.isApproximatelyEqual(to: Size2D(width: -2, height: -2)))
  }

  @Test("magnitudeSquared is width² + height²")
  func magnitude() {
    #expect(Size2D(width: 6, height: 8).magnitudeSquared == 100)
  }

  @Test("description is width×height")
  func description() {
    #expect(Size2D(width: 60, height: 50.5).description == "60.0×50.5")
  }
}
