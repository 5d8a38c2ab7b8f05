import Animator
import Testing

extension Animatable {
  /// The value a fraction of the way to `other`, interpolated through `animatableData` as an
  /// animation does it.
  func animated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: amount)
    return result
  }
}

/// The example of `Animatable`'s documentation: a shadow with three animatable fields.
private struct Shadow: Animatable, Equatable {
  var radius: Double
  var offset: Point2D
  var color: Color

  var animatableData: AnimatableValues<Double, Point2D, Color.AnimatableData> {
    get { AnimatableValues(radius, offset, color.animatableData) }
    set { (radius, offset, color.animatableData) = newValue.values }
  }
}

/// A type made animatable through a pair, as in SwiftUI.
private struct Ring: Animatable, Equatable {
  var radius: Double
  var center: Point2D

  var animatableData: AnimatablePair<Double, Point2D> {
    get { AnimatablePair(radius, center) }
    set { (radius, center) = (newValue.first, newValue.second) }
  }
}

@Suite("Animatable")
struct AnimatableTests {
  @Test("a vector value is its own animatable data")
  func vectorIsItsOwnData() {
    var point = Point2D(x: 1, y: 2)
    #expect(point.animatableData == point)
    point.animatableData = Point2D(x: 3, y: 4)
    #expect(point == Point2D(x: 3, y: 4))
  }

  @Test("the documented Shadow animates every field, its colour premultiplied")
  func documentedShadow() {
    let from = Shadow(radius: 0, offset: .zero, color: .clear)
    let to = Shadow(radius: 10, offset: Point2D(x: 4, y: -8), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    let middle = from.animated(towards: to, amount: 0.5)
    #expect(middle.radius == 5)
    #expect(middle.offset == Point2D(x: 2, y: -4))
    #expect(middle.color == Color(red: 0, green: 0, blue: 0, alpha: 0.25))
    #expect(from.animated(towards: to, amount: 1) == to)
  }

  @Test("a type animates through a pair of its fields")
  func pairOfFields() {
    let from = Ring(radius: 10, center: Point2D(x: 0, y: 0))
    let to = Ring(radius: 20, center: Point2D(x: 100, y: 50))
    #expect(from.animated(towards: to, amount: 0.25) == Ring(radius: 12.5, center: Point2D(x: 25, y: 12.5)))
  }
}
