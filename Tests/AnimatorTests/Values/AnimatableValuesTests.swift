import Animator
import Testing

/// The example of `AnimatableValues`' documentation.
private struct Shadow: Animatable, Equatable {
  var radius: Double
  var offset: Point2D
  var color: Color

  var animatableData: AnimatableValues<Double, Point2D, Color.AnimatableData> {
    get { AnimatableValues(radius, offset, color.animatableData) }
    set { (radius, offset, color.animatableData) = newValue.values }
  }
}

/// A type that mixes a vector field with fields animated through their decompositions.
private struct Sprite: Animatable {
  var opacity: Double
  var transform: AffineTransform2D
  var tint: Color

  var animatableData: AnimatableValues<Double, AffineTransform2D.Decomposition, SIMD4<Double>> {
    get { AnimatableValues(opacity, transform.animatableData, tint.animatableData) }
    set { (opacity, transform.animatableData, tint.animatableData) = newValue.values }
  }
}

@Suite("AnimatableValues")
struct AnimatableValuesTests {
  private typealias Triple = AnimatableValues<Double, Point2D, Float>

  @Test("values add, subtract and scale element by element")
  func arithmetic() {
    let one = Triple(1, Point2D(x: 2, y: 3), 4)
    let two = Triple(10, Point2D(x: 20, y: 30), 40)
    #expect(one + two == Triple(11, Point2D(x: 22, y: 33), 44))
    #expect(two - one == Triple(9, Point2D(x: 18, y: 27), 36))
    #expect(one.scaled(by: 2) == Triple(2, Point2D(x: 4, y: 6), 8))
    #expect(Triple.zero == Triple(0, .zero, 0))
    #expect(one + .zero == one)
  }

  @Test("equality compares every element")
  func equality() {
    let one = Triple(1, Point2D(x: 2, y: 3), 4)
    #expect(one == Triple(1, Point2D(x: 2, y: 3), 4))
    #expect(one != Triple(1, Point2D(x: 2, y: 3), 5))
    #expect(one != Triple(0, Point2D(x: 2, y: 3), 4))
    #expect(one != Triple(1, Point2D(x: 2, y: 0), 4))
  }

  @Test("its magnitude is the sum of its elements' magnitudes")
  func magnitude() {
    #expect(Triple(1, Point2D(x: 2, y: 3), 4).magnitudeSquared == 1 + 4 + 9 + 16)
  }

  @Test("values are hashable and printable")
  func conformances() {
    let one = Triple(1, Point2D(x: 2, y: 3), 4)
    #expect(Set([one, Triple(1, Point2D(x: 2, y: 3), 4), .zero]).count == 2)
    #expect(one.description == "(1.0, (2.0, 3.0), 4.0)")
  }

  @Test("one value and no values are vectors too")
  func smallPacks() {
    let single = AnimatableValues(2.0)
    #expect(single.values == 2)
    #expect((single + single).values == 4)
    let empty = AnimatableValues()
    #expect(empty == .zero)
    #expect(empty.magnitudeSquared == 0)
    #expect(empty.description == "()")
  }

  @Test("the documented Shadow interpolates its radius, offset and premultiplied colour")
  func shadow() {
    let from = Shadow(radius: 2, offset: Point2D(x: 0, y: 2), color: Color(red: 0, green: 0, blue: 0, alpha: 0.2))
    let to = Shadow(radius: 10, offset: Point2D(x: 0, y: 10), color: .clear)
    let middle = from.animated(towards: to, amount: 0.5)
    #expect(middle.radius == 6)
    #expect(middle.offset == Point2D(x: 0, y: 6))
    #expect(middle.color.isApproximatelyEqual(to: Color(red: 0, green: 0, blue: 0, alpha: 0.1)))
    #expect(from.animated(towards: to, amount: 0) == from)
  }

  @Test("a type with a transform and a colour animates each through its own data")
  func sprite() {
    let from = Sprite(opacity: 0, transform: AffineTransform2D(scaleX: 0.8, y: 0.8), tint: .red)
    let to = Sprite(
      opacity: 1, transform: AffineTransform2D(rotationAngle: .pi), tint: Color(red: 1, green: 0, blue: 0, alpha: 0))
    let middle = from.animated(towards: to, amount: 0.5)
    #expect(middle.opacity == 0.5)
    let expected = AffineTransform2D(scaleX: 0.9, y: 0.9).rotated(by: .pi / 2)
    #expect(middle.transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-15))
    #expect(middle.tint.isApproximatelyEqual(to: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
  }
}
