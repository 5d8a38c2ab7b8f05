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

@Suite("Animatable")
struct AnimatableTests {
  @Test("a vector value is its own animatable data")
  func vectorIsItsOwnData() {
    var point = Point(x: 1, y: 2)
    #expect(point.animatableData == point)
    point.animatableData = Point(x: 3, y: 4)
    #expect(point == Point(x: 3, y: 4))
  }
}
