import Animator
import Testing

@Suite("VectorArithmetic")
struct VectorArithmeticTests {
  @Test("Double interpolates, scales and measures itself")
  func double() {
    #expect(2.0.interpolated(towards: 6, amount: 0.25) == 3)
    #expect(3.0.scaled(by: -2) == -6)
    #expect((-3.0).magnitudeSquared == 9)
  }

  @Test("Float scales through Double")
  func float() {
    var value: Float = 1.5
    value.scale(by: 2)
    #expect(value == 3)
    #expect(Float(2).magnitudeSquared == 4)
  }

  @Test("SIMD4 is vector-shaped lane by lane")
  func simd() {
    let a = SIMD4<Double>(1, 2, 3, 4)
    let b = SIMD4<Double>(5, 6, 7, 8)
    #expect(a.interpolated(towards: b, amount: 0.5) == SIMD4(3, 4, 5, 6))
    #expect(a.magnitudeSquared == 30)
    #expect(SIMD2<Float>(3, 4).magnitudeSquared == 25)
    #expect(SIMD3<Double>.zero + SIMD3(1, 1, 1) == SIMD3(1, 1, 1))
  }

  @Test("geometry values add, subtract and scale component by component")
  func geometry() {
    let rect = Rect2D(x: 0, y: 10, width: 100, height: 50)
    let other = Rect2D(x: 10, y: 20, width: 200, height: 150)
    #expect(rect.interpolated(towards: other, amount: 0.5) == Rect2D(x: 5, y: 15, width: 150, height: 100))
    #expect(rect.center == Point2D(x: 50, y: 35))
    #expect(Point2D(x: 3, y: 4).magnitudeSquared == 25)
    #expect(Size2D(width: 2, height: 3) - Size2D(width: 1, height: 1) == Size2D(width: 1, height: 2))
    #expect(Rect2D.zero.animatableData == .zero)
  }
}
