import Animator
import Testing

/// The vector check of ``AnimationError`` is internal; it is seen through the calls that use it.
@Suite("AnimationError for vectors")
struct AnimationErrorVectorsTests {
  @Test(
    "a vector with a NaN or infinite component is refused, naming it as text",
    arguments: [
      (Point2D(x: .nan, y: 0), "(nan, 0.0)"), (Point2D(x: 0, y: -.infinity), "(0.0, -inf)"),
    ])
  func refused(point: Point2D, text: String) {
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: text, requirement: .finite)) {
      try Decay(position: Point2D.zero, velocity: point)
    }
  }

  @Test("a finite vector too large to square is refused with the real bound, not as infinite")
  func tooLargeToSquare() {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "velocity", value: "(1e+200, 0.0)",
        requirement: .other("finite components whose squares sum to a finite number (each within about ±1.34e154)"))
    ) { try Decay(position: Point2D.zero, velocity: Point2D(x: 1e200, y: 0)) }
  }

  @Test("a finite vector passes")
  func passes() throws {
    _ = try Decay(position: Point2D(x: 1e150, y: -1e150), velocity: Point2D(x: 3, y: 4))
  }
}
