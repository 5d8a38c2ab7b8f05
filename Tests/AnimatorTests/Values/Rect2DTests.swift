import Animator
import Testing

@Suite("Rect2D")
struct RectTests {
  @Test("the two initialisers agree")
  func initialisers() {
    let rect = Rect2D(x: 1, y: 2, width: 3, height: 4)
    #expect(rect == Rect2D(origin: Point2D(x: 1, y: 2), size: Size2D(width: 3, height: 4)))
    #expect(Rect2D.zero == Rect2D(x: 0, y: 0, width: 0, height: 0))
  }

  @Test("center is the middle of the rectangle, also for negative sizes")
  func center() {
    #expect(Rect2D(x: 10, y: 20, width: 100, height: 50).center == Point2D(x: 60, y: 45))
    #expect(Rect2D(x: 10, y: 20, width: -100, height: -50).center == Point2D(x: -40, y: -5))
    #expect(Rect2D.zero.center == .zero)
  }

  @Test("bounds grow from 60 to 2000 points with all four numbers interpolated together")
  func interpolation() {
    let from = Rect2D(x: 0, y: 0, width: 60, height: 60)
    let to = Rect2D(x: -970, y: -970, width: 2000, height: 2000)
    let middle = from.interpolated(towards: to, amount: 0.5)
    #expect(middle == Rect2D(x: -485, y: -485, width: 1030, height: 1030))
    #expect(middle.center == from.center.interpolated(towards: to.center, amount: 0.5))
  }

  @Test("magnitudeSquared sums the squares of the four numbers")
  func magnitude() {
    #expect(Rect2D(x: 1, y: 2, width: 3, height: 4).magnitudeSquared == 30)
    #expect(Rect2D(x: 1, y: 2, width: 3, height: 4).scaled(by: 2) == Rect2D(x: 2, y: 4, width: 6, height: 8))
  }

  @Test("description is (x, y, width×height)")
  func description() {
    #expect(Rect2D(x: 1, y: 2, width: 3, height: 4).description == "(1.0, 2.0, 3.0×4.0)")
  }
}
