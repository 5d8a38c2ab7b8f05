import Animator
import Testing

/// `TimingCurve(named:)`, `TimingCurve.names` and `description`: a curve's name or CSS spelling
/// reads back as the curve.
@Suite("TimingCurve names")
struct TimingCurveNamesTests {
  @Test("every name reads back as its curve, which describes itself by that name", arguments: TimingCurve.names)
  func roundTrip(_ name: String) throws {
    let curve = try #require(TimingCurve(named: name))
    #expect(curve.description == name)
  }

  @Test("the names are the named Bézier curves, the one-step staircases, then Penner's thirty easings")
  func names() {
    let names = TimingCurve.names
    #expect(Array(names.prefix(7)) == ["linear", "easeIn", "easeOut", "easeInOut", "default", "stepStart", "stepEnd"])
    #expect(names.count == 37)
    #expect(Set(names).count == names.count)
    let easings = names.dropFirst(7)
    for family in ["Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Back", "Elastic", "Bounce"] {
      for mode in ["easeIn", "easeOut", "easeInOut"] {
        #expect(easings.contains(mode + family), "\(mode)\(family)")
      }
    }
    #expect(Set(names.compactMap { TimingCurve(named: $0) }).count == names.count, "one curve per name")
  }

  @Test("the named curves are the library's own")
  func namedCurves() {
    let expected: [(String, TimingCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
      ("default", .default), ("stepStart", .stepStart), ("stepEnd", .stepEnd), ("easeOutBack", .easeOutBack),
      ("easeInOutCubic", .easeInOutCubic), ("easeInBounce", .easeInBounce),
    ]
    for (name, curve) in expected {
      #expect(TimingCurve(named: name) == curve, "\(name)")
      #expect(curve.description == name)
    }
  }

  @Test(
    "CSS's cubic-bezier() and steps() read as the curves they spell",
    arguments: [
      ("cubic-bezier(0.2, 0.8, 0.2, 1)", try! TimingCurve.cubicBezier(0.2, 0.8, 0.2, 1)),
      ("cubic-bezier(0.2,0.8,0.2,1)", try! .cubicBezier(0.2, 0.8, 0.2, 1)),
      ("cubic-bezier( 0.68 , -0.55 , 0.265 , 1.55 )", try! .cubicBezier(0.68, -0.55, 0.265, 1.55)),
      ("cubic-bezier(0.42, 0, 0.58, 1)", .easeInOut),
      ("cubic-bezier(0, 0, 1, 1)", try! .cubicBezier(0, 0, 1, 1)),
      ("steps(4)", try! .steps(4)),
      ("steps( 4 )", try! .steps(4, position: .jumpEnd)),
      ("steps(4, jump-start)", try! .steps(4, position: .jumpStart)),
      ("steps(4, start)", try! .steps(4, position: .jumpStart)),
      ("steps(4, jump-end)", try! .steps(4, position: .jumpEnd)),
      ("steps(4,end)", try! .steps(4, position: .jumpEnd)),
      ("steps(3, jump-none)", try! .steps(3, position: .jumpNone)),
      ("steps(3, jump-both)", try! .steps(3, position: .jumpBoth)),
      ("steps(1, jump-start)", .stepStart),
      ("steps(1)", .stepEnd),
    ])
  func cssSpellings(_ text: String, _ curve: TimingCurve) {
    #expect(TimingCurve(named: text) == curve)
  }

  @Test("description writes CSS for the unnamed Bézier curves and staircases, and it reads back")
  func cssRoundTrip() throws {
    let overshoot = try TimingCurve.cubicBezier(0.68, -0.55, 0.265, 1.55)
    #expect(overshoot.description == "cubic-bezier(0.68, -0.55, 0.265, 1.55)")
    #expect(try TimingCurve.steps(4, position: .jumpBoth).description == "steps(4, jump-both)")
    #expect(try TimingCurve.steps(4).description == "steps(4, jump-end)")
    #expect(try TimingCurve.steps(1, position: .jumpStart).description == "stepStart")
    var curves: [TimingCurve] = []
    for x1 in [0, 1.0 / 3, 0.25, 1] {
      for y1 in [-0.55, 0, 0.1, 2.0 / 3] {
        curves.append(try .cubicBezier(x1, y1, 1 - x1 / 7, 1 + y1 / 3))
      }
    }
    for count in 2...6 {
      for position in TimingCurve.StepPosition.allCases { curves.append(try .steps(count, position: position)) }
    }
    for curve in curves {
      #expect(TimingCurve(named: curve.description) == curve, "\(curve)")
    }
  }

  @Test("springs and custom curves describe themselves, but no text reads back as them")
  func unnamedShapes() throws {
    let spring = try TimingCurve.spring(.bouncy, initialVelocity: 0.5, duration: 1)
    #expect(spring.description.hasPrefix("spring(mass: 1.0, stiffness: "))
    #expect(spring.description.hasSuffix("initialVelocity: 0.5, duration: 1.0)"))
    #expect(TimingCurve(named: spring.description) == nil)
    #expect(TimingCurve.custom { $0 }.description == "custom")
  }

  @Test(
    "a text that names no curve, or whose numbers a curve refuses, describes none",
    arguments: [
      "", "EaseIn", "easeinout", " easeIn", "easeIn ", "ease-in", "bouncy", "spring", "custom", "step-start",
      "cubic-bezier(1.5, 0, 0.5, 1)", "cubic-bezier(-0.1, 0, 0.5, 1)", "cubic-bezier(0.5, 0, 1.01, 1)",
      "cubic-bezier(nan, 0, 0.5, 1)", "cubic-bezier(0.2, inf, 0.2, 1)", "cubic-bezier(0.2, 0.8, 0.2)",
      "cubic-bezier(0.2, 0.8, 0.2, 1, 0)", "cubic-bezier(0.2, 0.8, 0.2, x)", "cubic-bezier(0.2, 0.8, 0.2, 1",
      "cubic-bezier 0.2, 0.8, 0.2, 1", "CUBIC-BEZIER(0.2, 0.8, 0.2, 1)", "cubic-bezier(,,,)",
      "cubic-bezier(0.2, 0.8, 0.2, 1))", "steps(0)", "steps(-2)", "steps(1, jump-none)", "steps(4.5)",
      "steps(4, sideways)", "steps(4, jump-start, 2)", "steps()", "steps(4,)", "steps(99999999999999999999)",
    ])
  func refused(_ text: String) {
    #expect(TimingCurve(named: text) == nil)
  }
}
