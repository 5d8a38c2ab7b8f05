import Animator
import Testing

@Suite("Point2D")
struct PointTests {
  @Test("a point adds, subtracts and scales coordinate by coordinate")
  func arithmetic() {
    var point = Point2D(x: 10, y: 20)
    point += Point2D(x: 5, y: 0)
    #expect(point == Point2D(x: 15, y: 20))
    point -= Point2D(x: 15, y: 30)
    #expect(point == Point2D(x: 0, y: -10))
    #expect(Point2D(x: 1, y: -2).scaled(by: -3) == Point2D(x: -3, y: 6))
    #expect(Point2D.zero == Point2D(x: 0, y: 0))
  }

  @Test("magnitudeSquared is x² + y²")
  func magnitude() {
    #expect(Point2D(x: -3, y: 4).magnitudeSquared == 25)
  }

  @Test("description is (x, y)")
  func description() {
    #expect(Point2D(x: 1.5, y: -2).description == "(1.5, -2.0)")
  }
}
