import Animator
import Testing

@Suite("Paths built in code")
struct Path2DTests {
  @Test("each call adds an element and moves the current point")
  func building() throws {
    var path = Path2D()
    #expect(path.isEmpty && path.currentPoint == nil)
    try path.move(to: Point2D(x: 1, y: 1))
    try path.addLine(to: Point2D(x: 5, y: 1))
    try path.addQuadCurve(to: Point2D(x: 5, y: 5), control: Point2D(x: 8, y: 3))
    try path.addCurve(to: Point2D(x: 1, y: 5), control1: Point2D(x: 4, y: 7), control2: Point2D(x: 2, y: 7))
    try path.addArc(to: Point2D(x: 1, y: 3), radii: Size2D(width: 1, height: 1))
    #expect(path.currentPoint == Point2D(x: 1, y: 3))
    try path.close()
    #expect(path.currentPoint == Point2D(x: 1, y: 1))
    #expect(path.elements.count == 6)
    #expect(try Path2D(elements: path.elements) == path)
  }

  @Test("a non-finite coordinate is refused and leaves the path as it was")
  func nonFinite() throws {
    var path = Path2D()
    try path.move(to: .zero)
    let before = path
    #expect(throws: AnimationError.invalidArgument(parameter: "point", value: "(nan, 0.0)", requirement: .finite)) {
      try path.addLine(to: Point2D(x: .nan, y: 0))
    }
    #expect(throws: AnimationError.self) {
      try path.addCurve(to: .zero, control1: Point2D(x: 0, y: .infinity), control2: .zero)
    }
    #expect(throws: AnimationError.self) {
      try path.addArc(to: Point2D(x: 1, y: 1), radii: Size2D(width: .nan, height: 1))
    }
    #expect(throws: AnimationError.self) {
      try path.addArc(to: Point2D(x: 1, y: 1), radii: Size2D(width: 1, height: 1), rotation: .infinity)
    }
    #expect(path == before)
  }

  @Test("drawing before a move is refused")
  func needsMove() {
    var path = Path2D()
    #expect(throws: AnimationError.self) { try path.addLine(to: .zero) }
    #expect(throws: AnimationError.self) { try path.close() }
    #expect(throws: AnimationError.self) { try Path2D(elements: [.line(to: .zero)]) }
    #expect(path.isEmpty)
  }

  @Test("a quadratic curve measures as the cubic it is raised to")
  func quadraticIsCubic() throws {
    let quad = try MeasuredPath(Path2D(svgPathData: "M 0 0 Q 30 60 90 0"))
    let cubic = try MeasuredPath(Path2D(svgPathData: "M 0 0 C 20 40, 50 40, 90 0"))
    #expect(abs(quad.length - cubic.length) < 1e-9 * quad.length)
  }

  @Test("an arc with a zero radius is a line, and one that ends where it starts draws nothing")
  func degenerateArcs() throws {
    let line = try MeasuredPath(Path2D(svgPathData: "M 0 0 A 0 5 0 0 1 30 40"))
    #expect(abs(line.length - 50) < 1e-12)
    let nothing = try MeasuredPath(Path2D(svgPathData: "M 3 3 A 5 5 0 1 1 3 3"))
    #expect(nothing.length == 0)
    let negative = try MeasuredPath(Path2D(svgPathData: "M 0 0 A -10 -10 0 0 1 10 0"))
    #expect(abs(negative.length - 10 * Double.pi / 3) < 1e-12)
  }
}
