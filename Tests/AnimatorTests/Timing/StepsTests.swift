import Testing

@testable import Animator

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

  @Test("value(at:), an animator's form, clamps input to 0...1 and treats NaN as 0")
  func clamping() throws {
    let steps = try Steps(4, position: .jumpStart)
    #expect(steps.value(at: -0.5) == 0.25)
    #expect(steps.value(at: .nan) == 0.25)
    #expect(steps.value(at: 7) == 1)
    #expect(steps.value(at: -.infinity) == 0.25)
  }

  // MARK: The whole algorithm (issue 13, item 8)

  /// CSS Easing Functions Level 1, §3.1, the step algorithm: with the before flag set, an input on a
  /// step boundary (input × steps a whole number) takes the step below (step 3).
  @Test("the before flag drops one step at a boundary (css-easing-1 §3.1, step 3)")
  func beforeFlag() throws {
    // steps(5, jump-start) at input 0 during a delay: ⌊0⌋ + 1 − 1 = 0, the specification's example.
    #expect(try Steps(5, position: .jumpStart).unclampedValue(at: 0, beforeFlag: true) == 0)
    #expect(try Steps(5, position: .jumpStart).unclampedValue(at: 0) == 0.2)
    #expect(Steps.stepStart.unclampedValue(at: 0, beforeFlag: true) == 0)
    // jump-both: (⌊0⌋ + 1 − 1) / 3 = 0 instead of 1/3.
    #expect(try Steps(2, position: .jumpBoth).unclampedValue(at: 0, beforeFlag: true) == 0)
    // A boundary inside: steps(4, jump-start) at 0.75, ⌊3⌋ + 1 − 1 = 3 → 3/4 instead of 1.
    #expect(try Steps(4, position: .jumpStart).unclampedValue(at: 0.75, beforeFlag: true) == 0.75)
    // jump-end at 0.5 with steps(2): ⌊1⌋ − 1 = 0.
    #expect(try Steps(2).unclampedValue(at: 0.5, beforeFlag: true) == 0)
    // Off a boundary the flag changes nothing: ⌊0.3 × 4⌋ + 1 = 2 → 1/2.
    #expect(try Steps(4, position: .jumpStart).unclampedValue(at: 0.3, beforeFlag: true) == 0.5)
    // Step 4 raises a negative step to 0 for an input that is not negative: jump-end at 0.
    #expect(Steps.stepEnd.unclampedValue(at: 0, beforeFlag: true) == 0)
  }

  /// Steps 4 and 6 clamp only inputs already inside `0...1`: outside it the staircase goes on.
  @Test("inputs outside 0...1 continue the staircase (css-easing-1 §3.1, steps 4 and 6)")
  func outsideTheUnitInterval() throws {
    // step-start: ⌊1.25⌋ + 1 = 2 (not lowered: the input is above 1) → 2; ⌊−0.25⌋ + 1 = 0.
    #expect(Steps.stepStart.unclampedValue(at: 1.25) == 2)
    #expect(Steps.stepStart.unclampedValue(at: -0.25) == 0)
    // step-end: ⌊1.25⌋ = 1; ⌊−0.25⌋ = −1 (not raised: the input is below 0).
    #expect(Steps.stepEnd.unclampedValue(at: 1.25) == 1)
    #expect(Steps.stepEnd.unclampedValue(at: -0.25) == -1)
    // steps(1, jump-both): (⌊1.25⌋ + 1) / 2 = 1 and (⌊−0.25⌋ + 1) / 2 = 0.
    #expect(try Steps(1, position: .jumpBoth).unclampedValue(at: 1.25) == 1)
    #expect(try Steps(1, position: .jumpBoth).unclampedValue(at: -0.25) == 0)
    // steps(2, jump-none): ⌊2.5⌋ / 1 = 2 and ⌊−0.5⌋ / 1 = −1.
    #expect(try Steps(2, position: .jumpNone).unclampedValue(at: 1.25) == 2)
    #expect(try Steps(2, position: .jumpNone).unclampedValue(at: -0.25) == -1)
    // steps(4): ⌊6⌋ / 4 and ⌊−1⌋ / 4, with the flag: ⌊6⌋ − 1 = 5 → 5/4.
    #expect(try Steps(4).unclampedValue(at: 1.5) == 1.5)
    #expect(try Steps(4).unclampedValue(at: -0.25) == -0.25)
    #expect(try Steps(4).unclampedValue(at: 1.5, beforeFlag: true) == 1.25)
    // Inside 0...1 without the flag it is value(at:).
    for index in 0...40 {
      let t = Double(index) / 40
      for position in Steps.Position.allCases {
        let steps = try Steps(3, position: position)
        #expect(steps.unclampedValue(at: t) == steps.value(at: t))
      }
    }
    // TimingCurve passes the flag and the input through.
    #expect(TimingCurve.steps(.stepStart).unclampedValue(at: 0, beforeFlag: true) == 0)
    #expect(TimingCurve.steps(.stepEnd).unclampedValue(at: -0.25) == -1)
  }

  @Test("the whole algorithm stays finite and reads NaN as 0")
  func unclampedBadInput() throws {
    #expect(Steps.stepStart.unclampedValue(at: .nan) == 1)
    #expect(Steps.stepStart.unclampedValue(at: .nan, beforeFlag: true) == 0)
    #expect(Steps.stepEnd.unclampedValue(at: .infinity) == .greatestFiniteMagnitude)
    #expect(Steps.stepEnd.unclampedValue(at: -.infinity) == -.greatestFiniteMagnitude)
    #expect(try Steps(Int.max, position: .jumpBoth).unclampedValue(at: 1e300).isFinite)
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
