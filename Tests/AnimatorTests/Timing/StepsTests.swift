import Animator
import Testing

@Suite("Steps")
struct StepsTests {
  /// Times and the progress the specification gives for `steps(4, <position>)`.
  static let specificationSamples: [(Steps.Position, [(time: Double, progress: Double)])] = [
    // steps(4, jump-end): 4 jumps, the last at the very end.
    (.jumpEnd, [(0, 0), (0.24, 0), (0.25, 0.25), (0.5, 0.5), (0.99, 0.75), (1, 1)]),
    // steps(4, jump-start): 4 jumps, the first at the very start.
    (.jumpStart, [(0, 0.25), (0.24, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1), (0.99, 1), (1, 1)]),
    // steps(4, jump-none): 3 jumps, 0 and 1 each held for a quarter.
    (.jumpNone, [(0, 0), (0.24, 0), (0.25, 1.0 / 3), (0.5, 2.0 / 3), (0.75, 1), (1, 1)]),
    // steps(4, jump-both): 5 jumps, at both ends.
    (.jumpBoth, [(0, 0.2), (0.24, 0.2), (0.25, 0.4), (0.5, 0.6), (0.75, 0.8), (0.99, 0.8), (1, 1)]),
  ]

  @Test("follows the CSS Easing Level 1 algorithm for every jump term", arguments: specificationSamples)
  func specification(_ position: Steps.Position, _ samples: [(time: Double, progress: Double)]) throws {
    let steps = try Steps(4, position: position)
    for (time, expected) in samples {
      #expect(steps.value(at: time) == expected, "t = \(time)")
    }
  }

  @Test("CSS's start and end are jump-start and jump-end; end is the default")
  func aliases() throws {
    #expect(Steps.Position.start == .jumpStart)
    #expect(Steps.Position.end == .jumpEnd)
    #expect(try Steps(3) == Steps(3, position: .jumpEnd))
  }

  @Test("step-start and step-end are steps(1, start) and steps(1, end)")
  func stepStartAndEnd() throws {
    #expect(Steps.stepStart == (try Steps(1, position: .start)))
    #expect(Steps.stepEnd == (try Steps(1, position: .end)))
    #expect(Steps.stepStart.value(at: 0) == 1)
    #expect(Steps.stepEnd.value(at: 0.999) == 0)
    #expect(Steps.stepEnd.value(at: 1) == 1)
  }

  @Test("a staircase has zero velocity everywhere")
  func velocity() throws {
    let steps = try Steps(5, position: .jumpBoth)
    for index in 0...20 {
      #expect(steps.velocity(at: Double(index) / 20) == 0)
    }
  }

  @Test("input is clamped to 0...1 and NaN is treated as 0, so the before flag never applies")
  func clamping() throws {
    let steps = try Steps(4, position: .jumpStart)
    #expect(steps.value(at: -0.5) == 0.25)
    #expect(steps.value(at: .nan) == 0.25)
    #expect(steps.value(at: 7) == 1)
    #expect(steps.value(at: -.infinity) == 0.25)
  }

  @Test("a huge count does not overflow")
  func hugeCount() throws {
    let steps = try Steps(Int.max, position: .jumpBoth)
    #expect(steps.value(at: 1) == 1)
    #expect(steps.value(at: 0.5).isFinite)
  }

  @Test(
    "rejects a count that is too small, naming it and its value",
    arguments: [
      (0, Steps.Position.jumpEnd, "an integer >= 1"),
      (-3, .jumpStart, "an integer >= 1"),
      (Int.min, .jumpBoth, "an integer >= 1"),
      (1, .jumpNone, "an integer >= 2 for jumpNone"),
      (0, .jumpNone, "an integer >= 2 for jumpNone"),
    ])
  func rejectsBadCount(_ count: Int, _ position: Steps.Position, _ rule: String) {
    #expect(throws: AnimationError.invalidArgument(parameter: "count", value: "\(count)", requirement: .other(rule))) {
      try Steps(count, position: position)
    }
  }

  @Test("describes itself in CSS form")
  func description() throws {
    #expect(try Steps(4).description == "steps(4, jump-end)")
    #expect(try Steps(2, position: .jumpNone).description == "steps(2, jump-none)")
    #expect(Steps.stepStart.description == "steps(1, jump-start)")
    #expect(try Steps(3, position: .jumpBoth).description == "steps(3, jump-both)")
  }
}
