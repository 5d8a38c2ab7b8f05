import Animator
import Testing

/// A square rectangle at the origin, as seed 002's mask bounds.
private func square(_ side: Double) -> Rect2D { Rect2D(x: 0, y: 0, width: side, height: side) }

/// A central difference of a keyframes' value in animatable data.
private func difference(_ keyframes: Keyframes<Double>, at t: Double, step h: Double = 1e-6) -> Double {
  (keyframes.value(at: t + h) - keyframes.value(at: t - h)) / (2 * h)
}

@Suite("Keyframes")
struct KeyframesTests {
  // MARK: Seed 002

  @Test("seed 002's mask, 60 → 50 → 2000 with easeInEaseOut then easeOut, is one value")
  func seed002() throws {
    let mask = try Keyframes(
      values: [square(60), square(50), square(2000)], keyTimes: [0, 0.5, 1],
      timingCurves: [.easeInOut, .easeOut])
    // By hand: at 0.25 the first segment is half done and easeInEaseOut is symmetric, so 60 − 10 × 0.5.
    // At 0.75 the second is half done: easeOut(0.5) = 1 − easeIn(0.5) = 0.684643187427460714…
    // (40-digit bisection), so 50 + 1950 × that = 1385.054215483548…
    let expected: [(Double, Double)] = [(0, 60), (0.25, 55), (0.5, 50), (0.75, 1385.054_215_483_548), (1, 2000)]
    for (time, side) in expected {
      let value = mask.value(at: time)
      #expect(value.origin == .zero)
      #expect(value.size.width.isApproximatelyEqual(to: side, absoluteTolerance: 1e-9), "t = \(time)")
      #expect(value.size.height == value.size.width)
    }
    // The curves start and end flat except easeOut's start: the mask leaves 50 at full speed.
    #expect(mask.velocity(at: 0) == .zero)
    #expect(mask.velocity(at: 0.5).size.width.isApproximatelyEqual(to: 1950 / 0.58 / 0.5, absoluteTolerance: 1e-6))
  }

  // MARK: Linear

  @Test("values are exact at their key times, whatever the curves")
  func exactAtKeyTimes() throws {
    let values = [0.1, 7.3, -2.9, 4.4]
    let keyframes = try Keyframes(
      values: values, keyTimes: [0, 0.2, 0.7, 1], timingCurves: [.easeOutBack, .default, .linear])
    for (value, time) in zip(values, keyframes.keyTimes) {
      #expect(keyframes.value(at: time) == value)
    }
  }

  @Test("without key times the keyframes are evenly spaced")
  func evenlySpaced() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 20, 30, 40])
    #expect(keyframes.keyTimes == [0, 0.25, 0.5, 0.75, 1])
    #expect(keyframes.value(at: 0.375) == 15)
    #expect(keyframes.velocity(at: 0.9) == 40)
  }

  @Test("each segment's curve shapes the time within that segment")
  func segmentCurves() throws {
    let keyframes = try Keyframes(
      values: [0.0, 100, 0], keyTimes: [0, 0.4, 1], timingCurves: [.easeIn, .easeOutQuad])
    #expect(keyframes.value(at: 0.2) == 100 * TimingCurve.easeIn.value(at: 0.5))
    #expect(keyframes.value(at: 0.55).isApproximatelyEqual(to: 100 - 100 * TimingCurve.easeOutQuad.value(at: 0.25)))
  }

  @Test("velocity is the analytic derivative of the value, per unit time")
  func linearVelocity() throws {
    let keyframes = try Keyframes(
      values: [0.0, 100, 40, 70], keyTimes: [0, 0.3, 0.6, 1],
      timingCurves: [.easeInOut, .easeOutBack, .easeInSine])
    for index in 1..<100 where index % 10 != 0 && index != 3 && index != 6 {
      let t = Double(index) / 100
      #expect(keyframes.velocity(at: t).isApproximatelyEqual(to: difference(keyframes, at: t), absoluteTolerance: 1e-4))
    }
  }

  @Test("equal key times make a jump; at that time the later keyframe applies")
  func jump() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 50, 60], keyTimes: [0, 0.5, 0.5, 1])
    #expect(keyframes.value(at: 0.499_999) < 10)
    #expect(keyframes.value(at: 0.5) == 50)
    #expect(keyframes.velocity(at: 0.5) == 20)
    let ending = try Keyframes(values: [0.0, 10, 50], keyTimes: [0, 1, 1])
    #expect(ending.value(at: 1) == 50)
    #expect(ending.velocity(at: 1) == 0)
  }

  @Test("a single value is constant, with zero velocity")
  func single() throws {
    let keyframes = try Keyframes(values: [Point2D(x: 3, y: 4)])
    #expect(keyframes.value(at: 0.7) == Point2D(x: 3, y: 4))
    #expect(keyframes.velocity(at: 0.7) == .zero)
    #expect(keyframes.keyTimes == [0])
    #expect(try Keyframes(values: [1.0], keyTimes: [0.3]).value(at: 0) == 1)
  }

  /// web-animations-1, "The effect value of a keyframe effect": a progress outside `0...1` takes
  /// the first or last interval and extends it (issue 13, item 7; this test held the old clamping).
  @Test("progress outside 0...1 extends the end segments and NaN is treated as 0")
  func outsideTheUnitInterval() throws {
    let keyframes = try Keyframes(values: [1.0, 2, 3])
    // First segment (0 → 0.5, 1 → 2) at −1: local −2, so 1 + 1 × (−2).
    #expect(keyframes.value(at: -1) == -1)
    #expect(keyframes.value(at: .nan) == 1)
    // Last segment (0.5 → 1, 2 → 3) at 9: local 17, so 2 + 17.
    #expect(keyframes.value(at: 9) == 19)
    #expect(keyframes.velocity(at: .nan) == keyframes.velocity(at: 0))
  }

  // MARK: Discrete

  @Test("discrete keyframes hold each value from its key time until the next")
  func discrete() throws {
    let keyframes = try Keyframes(values: [1.0, 2, 3], keyTimes: [0, 0.1, 0.5, 1], calculationMode: .discrete)
    let samples: [(Double, Double)] = [(0, 1), (0.099, 1), (0.1, 2), (0.49, 2), (0.5, 3), (0.99, 3), (1, 3)]
    for (time, value) in samples {
      #expect(keyframes.value(at: time) == value, "t = \(time)")
      #expect(keyframes.velocity(at: time) == 0)
    }
  }

  @Test("discrete keyframes without key times get one more time than values, evenly spaced")
  func discreteEvenlySpaced() throws {
    let keyframes = try Keyframes(values: ["a", "b", "c", "d"].map(Label.init), calculationMode: .discrete)
    #expect(keyframes.keyTimes == [0, 0.25, 0.5, 0.75, 1])
    #expect(keyframes.value(at: 0.6).text == "c")
  }

  @Test("discrete key times may start after 0 and end before 1: the first and last values fill the gaps")
  func discreteGaps() throws {
    let keyframes = try Keyframes(values: [1.0, 2], keyTimes: [0.2, 0.4, 0.6], calculationMode: .discrete)
    #expect(keyframes.value(at: 0.1) == 1)
    #expect(keyframes.value(at: 0.5) == 2)
    #expect(keyframes.value(at: 0.9) == 2)
  }

  // MARK: Paced

  @Test("paced keyframes move at one speed; key times and curves are ignored")
  func paced() throws {
    let keyframes = try Keyframes(
      values: [Point2D(x: 0, y: 0), Point2D(x: 30, y: 40), Point2D(x: 30, y: 190)], keyTimes: [0, 0.9, 1],
      timingCurves: [.easeIn], calculationMode: .paced)
    #expect(keyframes.keyTimes == [0, 0.25, 1])
    #expect(keyframes.timingCurves == nil)
    for index in 0...20 {
      let speed = keyframes.velocity(at: Double(index) / 20).magnitudeSquared.squareRoot()
      #expect(speed.isApproximatelyEqual(to: 200, absoluteTolerance: 1e-9))
    }
  }

  @Test("paced keyframes that never move are evenly spaced")
  func pacedStill() throws {
    let keyframes = try Keyframes(values: [5.0, 5, 5], calculationMode: .paced)
    #expect(keyframes.keyTimes == [0, 0.5, 1])
    #expect(keyframes.value(at: 0.3) == 5)
  }

  // MARK: Cubic

  @Test("cubic keyframes pass through every value, at their key times")
  func cubicInterpolates() throws {
    let values = [0.0, 10, 5, 20, 0]
    let keyframes = try Keyframes(values: values, keyTimes: [0, 0.1, 0.5, 0.6, 1], calculationMode: .cubic)
    for (value, time) in zip(values, keyframes.keyTimes) {
      #expect(keyframes.value(at: time) == value)
    }
  }

  @Test("evenly timed cubic keyframes are a Catmull-Rom spline")
  func catmullRom() throws {
    let p = [0.0, 10, 4, 30]
    let keyframes = try Keyframes(values: p, calculationMode: .cubic)
    // Catmull-Rom at the middle of the middle segment: (−P0 + 9·P1 + 9·P2 − P3) / 16.
    let expected = (-p[0] + 9 * p[1] + 9 * p[2] - p[3]) / 16
    #expect(keyframes.value(at: 0.5).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
    // Its velocity at P1 is (P2 − P0) / (t2 − t0), the same on both sides.
    #expect(keyframes.velocity(at: 1.0 / 3).isApproximatelyEqual(to: 4 / (2.0 / 3), absoluteTolerance: 1e-9))
    #expect(keyframes.velocity(at: 1.0 / 3 - 1e-9).isApproximatelyEqual(to: 6, absoluteTolerance: 1e-6))
  }

  @Test("cubic velocity is the analytic derivative, with segment curves too")
  func cubicVelocity() throws {
    let keyframes = try Keyframes(
      values: [SIMD2<Double>(0, 0), SIMD2(10, 5), SIMD2(3, 20), SIMD2(-4, 1)], keyTimes: [0, 0.25, 0.7, 1],
      timingCurves: [.easeInOut, .linear, .easeOutCubic], calculationMode: .cubic(bias: 0.3))
    let h = 1e-6
    for index in 1..<100 where ![25, 70].contains(index) {
      let t = Double(index) / 100
      let numeric = (keyframes.value(at: t + h) - keyframes.value(at: t - h)) / (2 * h)
      #expect(keyframes.velocity(at: t).isApproximatelyEqual(to: numeric, absoluteTolerance: 1e-4), "t = \(t)")
    }
  }

  @Test("two cubic keyframes, or evenly spaced ones on a line, move in a straight line at constant speed")
  func cubicStraight() throws {
    let two = try Keyframes(values: [0.0, 8], calculationMode: .cubic)
    let line = try Keyframes(values: [0.0, 1, 2, 3], calculationMode: .cubic)
    for index in 0...10 {
      let t = Double(index) / 10
      #expect(two.value(at: t).isApproximatelyEqual(to: 8 * t, absoluteTolerance: 1e-12))
      #expect(line.value(at: t).isApproximatelyEqual(to: 3 * t, absoluteTolerance: 1e-12))
      #expect(line.velocity(at: t).isApproximatelyEqual(to: 3, absoluteTolerance: 1e-12))
    }
  }

  @Test("tension 1 stops at every keyframe; continuity makes a corner")
  func kochanekBartels() throws {
    let values = [0.0, 10, 5, 20]
    let tight = try Keyframes(values: values, calculationMode: .cubic(tension: 1))
    for time in tight.keyTimes {
      #expect(tight.velocity(at: time) == 0)
    }
    let corner = try Keyframes(values: values, calculationMode: .cubic(continuity: -0.5))
    let key = 1.0 / 3
    let before = corner.velocity(at: key - 1e-9)
    let after = corner.velocity(at: key)
    #expect(abs(before - after) > 1)
  }

  @Test("cubic paced keyframes take their key times from the distances between the values")
  func cubicPaced() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 40], keyTimes: [0, 0.9, 1], calculationMode: .cubicPaced)
    #expect(keyframes.keyTimes == [0, 0.25, 1])
    #expect(keyframes.value(at: 0.25) == 10)
  }

  // MARK: Bad input

  /// A bad call and the error it must throw.
  struct BadInput: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let make: @Sendable () throws(AnimationError) -> Keyframes<Double>
    let error: AnimationError

    init(
      _ description: String, _ parameter: String, _ value: String, _ requirement: AnimationError.Requirement,
      _ make: @escaping @Sendable () throws(AnimationError) -> Keyframes<Double>
    ) {
      testDescription = description
      self.make = make
      error = .invalidArgument(parameter: parameter, value: value, requirement: requirement)
    }
  }

  static let badInputs: [BadInput] = [
    BadInput("no values", "values", "[]", .atLeast(count: 1)) { () throws(AnimationError) in
      try Keyframes(values: [])
    },
    BadInput("a NaN value", "values[1]", "nan", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, .nan, 1])
    },
    BadInput("an infinite value", "values[2]", "inf", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, .infinity], calculationMode: .discrete)
    },
    BadInput("too few key times", "keyTimes", "2 elements", .count(3)) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0, 1])
    },
    BadInput("discrete with as many key times as values", "keyTimes", "3 elements", .count(4)) {
      () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 1], calculationMode: .discrete)
    },
    BadInput("too many curves", "timingCurves", "3 elements", .count(2)) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], timingCurves: [.linear, .linear, .linear])
    },
    BadInput("a NaN key time", "keyTimes[1]", "nan", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0, .nan, 1])
    },
    BadInput("an infinite key time", "keyTimes[2]", "inf", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, .infinity])
    },
    BadInput("a key time above 1", "keyTimes[2]", "1.5", .unitInterval) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 1.5])
    },
    BadInput("a negative key time", "keyTimes[0]", "-0.1", .unitInterval) { () throws(AnimationError) in
      try Keyframes(values: [0, 1], keyTimes: [-0.1, 0.5, 1], calculationMode: .discrete)
    },
    BadInput("key times out of order", "keyTimes[2]", "0.3", .ascending) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2, 3], keyTimes: [0, 0.5, 0.3, 1])
    },
    BadInput("linear key times not starting at 0", "keyTimes[0]", "0.1", .spansUnitInterval) {
      () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0.1, 0.5, 1])
    },
    BadInput("cubic key times not ending at 1", "keyTimes[2]", "0.9", .spansUnitInterval) {
      () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], keyTimes: [0, 0.5, 0.9], calculationMode: .cubic)
    },
    BadInput("a NaN tension", "tension", "nan", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], calculationMode: .cubic(tension: .nan))
    },
    BadInput("an infinite continuity", "continuity", "inf", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], calculationMode: .cubicPaced(continuity: .infinity))
    },
    BadInput("a negative NaN bias", "bias", "-nan", .finite) { () throws(AnimationError) in
      try Keyframes(values: [0, 1, 2], calculationMode: .cubic(bias: -.nan))
    },
    BadInput(
      "paced values too far apart to measure", "values", "3 values",
      .other("values whose distances from one to the next are finite")
    ) { () throws(AnimationError) in
      try Keyframes(values: [0, 1e200, -1e200], calculationMode: .paced)
    },
  ]

  @Test("rejects bad input with an error that names the parameter and the value", arguments: badInputs)
  func rejects(_ input: BadInput) {
    #expect(throws: input.error) { try input.make() }
  }
}

/// A value that is not a vector: it animates through a number but is rebuilt as text.
private struct Label: Animatable, Sendable, Equatable {
  var text: String
  init(_ text: String) { self.text = text }
  var animatableData: Double {
    get { Double(text.unicodeScalars.first?.value ?? 0) }
    set { text = String(UnicodeScalar(UInt8(clamping: Int(newValue)))) }
  }
}
