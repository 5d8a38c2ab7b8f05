import Animator
import Testing

@Suite("SVG path data fuzz")
struct SVGPathFuzzTests {
  /// Valid path data to mutate: the grammar's corners and real icons.
  static let seeds = [
    FeatherIcons.heart, FeatherIcons.github, FeatherIcons.feather, "M0,0L.5.5", "M0 0a5 5 0 105 5",
    "M 10 10 C 20 20, 40 20, 50 10 s 20 -10 40 0 Q 1 2 3 4 t 5 6 h 7 v 8 z m 1 1 2 2",
  ]
  /// Bytes that matter to the grammar, and some that do not belong.
  static let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \n\tXé\u{0}".unicodeScalars)

  @Test("mutated path data is parsed or refused with a named position, never a crash")
  func mutations() throws {
    var generator = SeededGenerator(seed: 27)
    var parsed = 0
    var refused = 0
    for round in 0..<4000 {
      var scalars = Array(Self.seeds[round % Self.seeds.count].unicodeScalars)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0...scalars.count, using: &generator)
        let scalar = Self.alphabet.randomElement(using: &generator)!
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where index < scalars.count: scalars[index] = scalar
        case 1 where index < scalars.count: scalars.remove(at: index)
        case 2: scalars.insert(scalar, at: index)
        default: scalars = Array(scalars.prefix(index))
        }
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      do {
        let path = try Path2D(svgPathData: text)
        parsed += 1
        // Whatever parses can be measured and sampled, or is refused as a whole.
        if let measured = try? MeasuredPath(path) {
          #expect(measured.length.isFinite && measured.length >= 0)
          let point = measured.point(atLength: measured.length * 0.5)
          #expect(point.x.isFinite && point.y.isFinite)
          let motion = try PathMotion(measuredPath: measured)
          #expect(motion.rotation(at: 0.3).isFinite)
        }
      } catch .invalidArgument(let parameter, _, _) {
        refused += 1
        #expect(parameter.hasPrefix("svgPathData"))
      } catch {
        Issue.record("unexpected \(error) for \(text)")
      }
    }
    #expect(parsed > 200 && refused > 200, "both outcomes exercised: \(parsed) parsed, \(refused) refused")
  }
}
