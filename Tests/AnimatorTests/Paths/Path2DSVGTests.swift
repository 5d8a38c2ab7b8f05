import Animator
import Testing

private func p(_ x: Double, _ y: Double) -> Point2D { Point2D(x: x, y: y) }

@Suite("SVG path data")
struct Path2DSVGTests {
  struct Spelling: CustomTestStringConvertible, Sendable {
    let data: String
    let elements: [Path2D.Element]
    var testDescription: String { data }
  }

  /// Spellings from SVG 2's path grammar ("Path data", the BNF and its notes) and what they mean.
  static let spellings: [Spelling] = [
    Spelling(data: "M 10 10 L 20 20", elements: [.move(to: p(10, 10)), .line(to: p(20, 20))]),
    Spelling(data: "M0,0L.5.5", elements: [.move(to: p(0, 0)), .line(to: p(0.5, 0.5))]),
    Spelling(data: "M1-2", elements: [.move(to: p(1, -2))]),
    Spelling(data: "M1e2,2E-1", elements: [.move(to: p(100, 0.2))]),
    Spelling(data: "M1.5e+1-1.5e-1", elements: [.move(to: p(15, -0.15))]),
    Spelling(data: "M5.,6.", elements: [.move(to: p(5, 6))]),
    Spelling(data: "M+1+2", elements: [.move(to: p(1, 2))]),
    Spelling(data: "\t M 1 2 \n\r\u{0C}L 3 4 ", elements: [.move(to: p(1, 2)), .line(to: p(3, 4))]),
    // Pairs after a move are lines; relative after a relative move.
    Spelling(data: "M 0 0 10 0 10 10", elements: [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10))]),
    Spelling(data: "m 5 5 10 0 0 10", elements: [.move(to: p(5, 5)), .line(to: p(15, 5)), .line(to: p(15, 15))]),
    // A repeated command without its letter.
    Spelling(data: "M0 0L1 1 2 2", elements: [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2))]),
    Spelling(
      data: "M0 0h5v5H0V0",
      elements: [
        .move(to: p(0, 0)), .line(to: p(5, 0)), .line(to: p(5, 5)), .line(to: p(0, 5)), .line(to: p(0, 0)),
      ]),
    Spelling(data: "M1 1l1 1 1 1", elements: [.move(to: p(1, 1)), .line(to: p(2, 2)), .line(to: p(3, 3))]),
    Spelling(
      data: "M0 0C1 2 3 4 5 6c1 1 2 2 3 3",
      elements: [
        .move(to: p(0, 0)), .curve(to: p(5, 6), control1: p(1, 2), control2: p(3, 4)),
        .curve(to: p(8, 9), control1: p(6, 7), control2: p(7, 8)),
      ]),
    // S reflects the last curve's second control point; after a non-curve it is the current point.
    Spelling(
      data: "M0 0C0 10 10 10 10 0S20 -10 20 0",
      elements: [
        .move(to: p(0, 0)), .curve(to: p(10, 0), control1: p(0, 10), control2: p(10, 10)),
        .curve(to: p(20, 0), control1: p(10, -10), control2: p(20, -10)),
      ]),
    Spelling(
      data: "M0 0L5 5s5 5 10 0",
      elements: [
        .move(to: p(0, 0)), .line(to: p(5, 5)), .curve(to: p(15, 5), control1: p(5, 5), control2: p(10, 10)),
      ]),
    Spelling(
      data: "M0 0Q5 10 10 0T20 0",
      elements: [
        .move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(5, 10)), .quadCurve(to: p(20, 0), control: p(15, -10)),
      ]),
    Spelling(
      data: "M0 0q5 10 10 0t10 0",
      elements: [
        .move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(5, 10)), .quadCurve(to: p(20, 0), control: p(15, -10)),
      ]),
    Spelling(data: "M0 0T10 0", elements: [.move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(0, 0))]),
    // Arc flags need no separators.
    Spelling(
      data: "M0 0a5 5 0 105 5",
      elements: [
        .move(to: p(0, 0)),
        .arc(to: p(5, 5), radii: Size2D(width: 5, height: 5), rotation: 0, largeArc: true, sweep: false),
      ]),
    Spelling(
      data: "M0 0A5,5,90,0,1,10,0",
      elements: [
        .move(to: p(0, 0)),
        .arc(
          to: p(10, 0), radii: Size2D(width: 5, height: 5), rotation: 90 * Double.pi / 180, largeArc: false, sweep: true
        ),
      ]),
    // After a close, the current point is the subpath's start; a relative move starts from it.
    Spelling(
      data: "M10 10h5zm1 1h2",
      elements: [
        .move(to: p(10, 10)), .line(to: p(15, 10)), .close, .move(to: p(11, 11)), .line(to: p(13, 11)),
      ]),
    Spelling(data: "M0 0ZZ", elements: [.move(to: p(0, 0)), .close, .close]),
    Spelling(data: "M 1 2 M 3 4", elements: [.move(to: p(1, 2)), .move(to: p(3, 4))]),
  ]

  @Test("reads each spelling of SVG 2's grammar", arguments: spellings)
  func spelling(_ spelling: Spelling) throws {
    #expect(try Path2D(svgPathData: spelling.data).elements == spelling.elements)
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    let data: String
    let parameter: String
    let value: String
    var testDescription: String { data.isEmpty ? "(empty)" : data }
  }

  static let failures: [Failure] = [
    Failure(data: "", parameter: "svgPathData", value: "\"\""),
    Failure(data: "   ", parameter: "svgPathData", value: "\"\""),
    Failure(data: "L 1 2", parameter: "svgPathData[0]", value: "\"L\""),
    Failure(data: "10 10", parameter: "svgPathData[0]", value: "\"1\""),
    Failure(data: "M 1 2 X 3", parameter: "svgPathData[6]", value: "\"X\""),
    Failure(data: "M 1 2 é", parameter: "svgPathData[6]", value: "\"é\""),
    Failure(data: "M 1 2 L 3", parameter: "svgPathData[9]", value: "end of data"),
    Failure(data: "M 1 2 C 1 2 3 4 5", parameter: "svgPathData[17]", value: "end of data"),
    Failure(data: "M 1", parameter: "svgPathData[3]", value: "end of data"),
    Failure(data: "M 1 2 L 3 .", parameter: "svgPathData[10]", value: "\".\""),
    Failure(data: "M 1 2 L 3 -", parameter: "svgPathData[10]", value: "\"-\""),
    Failure(data: "M 1e 2", parameter: "svgPathData[3]", value: "\"e\""),
    Failure(data: "M 1 2 A 5 5 0 2 0 3 3", parameter: "svgPathData[14]", value: "\"2\""),
    Failure(data: "M 1 2 L 3,,4", parameter: "svgPathData[10]", value: "\",\""),
    Failure(data: "M 1 2 Z 3 4", parameter: "svgPathData[8]", value: "\"3\""),
    Failure(data: "M 1e999 0", parameter: "svgPathData[2]", value: "1e999"),
    Failure(data: "M 1e308 0 l 1e308 0", parameter: "svgPathData[19]", value: "(inf, 0.0)"),
  ]

  @Test("names the position and the token of what it cannot read", arguments: failures)
  func failure(_ failure: Failure) {
    do {
      _ = try Path2D(svgPathData: failure.data)
      Issue.record("parsed \(failure.data)")
    } catch .invalidArgument(let parameter, let value, _) {
      #expect(parameter == failure.parameter)
      #expect(value == failure.value)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("the description is path data that reads back as the same path")
  func roundTrip() throws {
    for data in [FeatherIcons.github, FeatherIcons.heart, "M0 0Q5 10 10 0T20 0zm1 1 2 2"] {
      let path = try Path2D(svgPathData: data)
      let again = try Path2D(svgPathData: path.description)
      #expect(again.elements.count == path.elements.count)
      let (a, b) = (try MeasuredPath(path), try MeasuredPath(again))
      #expect(abs(a.length - b.length) < 1e-9 * a.length)
    }
  }
}
