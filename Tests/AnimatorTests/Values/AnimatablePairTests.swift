import Animator
import Testing

@Suite("AnimatablePair")
struct AnimatablePairTests {
  @Test("a pair adds, subtracts and scales element by element")
  func arithmetic() {
    let pair = AnimatablePair(2.0, Point2D(x: 1, y: -1))
    let other = AnimatablePair(4.0, Point2D(x: 3, y: 5))
    #expect((pair + other) == AnimatablePair(6.0, Point2D(x: 4, y: 4)))
    #expect((other - pair) == AnimatablePair(2.0, Point2D(x: 2, y: 6)))
    #expect(pair.scaled(by: 3) == AnimatablePair(6.0, Point2D(x: 3, y: -3)))
    #expect(AnimatablePair<Double, Point2D>.zero == AnimatablePair(0.0, Point2D.zero))
  }

  @Test("its magnitude is the sum of its elements' magnitudes")
  func magnitude() {
    #expect(AnimatablePair(3.0, Point2D(x: 4, y: 12)).magnitudeSquared == 9 + 16 + 144)
  }

  @Test("pairs nest and interpolate")
  func nested() {
    typealias Nested = AnimatablePair<Double, AnimatablePair<Size2D, Float>>
    let from = Nested(0, AnimatablePair(Size2D(width: 10, height: 20), 1))
    let to = Nested(10, AnimatablePair(Size2D(width: 30, height: 40), 3))
    let middle = from.interpolated(towards: to, amount: 0.5)
    #expect(middle.first == 5)
    #expect(middle.second.first == Size2D(width: 20, height: 30))
    #expect(middle.second.second == 2)
  }

  @Test("a pair is its own animatable data, hashable and printable")
  func conformances() {
    var pair = AnimatablePair(1.0, 2.0)
    pair.animatableData = AnimatablePair(3, 4)
    #expect(pair.first == 3 && pair.second == 4)
    #expect(Set([pair, AnimatablePair(3, 4), AnimatablePair(4, 3)]).count == 2)
    #expect(pair.description == "(3.0, 4.0)")
  }
}
