import Animator
import Testing

@Suite("ComponentwiseArithmetic")
struct ComponentwiseArithmeticTests {
  /// A combination that tells the components apart: 10·a + b.
  static func mix(_ a: Double, _ b: Double) -> Double { 10 * a + b }

  @Test("combines numbers, lanes and geometry component by component")
  func builtIn() {
    #expect(2.0.combined(with: 3, Self.mix) == 23)
    #expect(Float(2).combined(with: 3, Self.mix) == 23)
    #expect(SIMD2<Double>(1, 2).combined(with: SIMD2(3, 4), Self.mix) == SIMD2(13, 24))
    #expect(SIMD3<Float>(1, 2, 3).combined(with: SIMD3(4, 5, 6), Self.mix) == SIMD3(14, 25, 36))
    #expect(SIMD4<Double>(1, 2, 3, 4).combined(with: SIMD4(5, 6, 7, 8), Self.mix) == SIMD4(15, 26, 37, 48))
    #expect(Point2D(x: 1, y: 2).combined(with: Point2D(x: 3, y: 4), Self.mix) == Point2D(x: 13, y: 24))
    #expect(
      Size2D(width: 1, height: 2).combined(with: Size2D(width: 3, height: 4), Self.mix) == Size2D(width: 13, height: 24)
    )
    #expect(
      Rect2D(x: 1, y: 2, width: 3, height: 4).combined(with: Rect2D(x: 5, y: 6, width: 7, height: 8), Self.mix)
        == Rect2D(x: 15, y: 26, width: 37, height: 48))
    let a = AffineTransform2D.Decomposition(
      translationX: 1, translationY: 2, rotation: 3, scaleX: 4, scaleY: 5, shear: 6)
    let b = AffineTransform2D.Decomposition(
      translationX: 7, translationY: 8, rotation: 9, scaleX: 1, scaleY: 2, shear: 3)
    #expect(
      a.combined(with: b, Self.mix)
        == AffineTransform2D.Decomposition(
          translationX: 17, translationY: 28, rotation: 39, scaleX: 41, scaleY: 52, shear: 63))
  }

  @Test("combines pairs and packs element by element")
  func composite() {
    let pair = AnimatablePair(1.0, Point2D(x: 2, y: 3)).combined(
      with: AnimatablePair(4.0, Point2D(x: 5, y: 6)), Self.mix)
    #expect(pair == AnimatablePair(14.0, Point2D(x: 25, y: 36)))
    let values = AnimatableValues(1.0, Size2D(width: 2, height: 3), SIMD2<Double>(4, 5))
      .combined(with: AnimatableValues(6.0, Size2D(width: 7, height: 8), SIMD2<Double>(9, 1)), Self.mix)
    #expect(values == AnimatableValues(16.0, Size2D(width: 27, height: 38), SIMD2<Double>(49, 51)))
  }
}
