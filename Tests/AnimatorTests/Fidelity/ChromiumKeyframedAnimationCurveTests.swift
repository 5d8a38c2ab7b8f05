import Animator
import Testing

/// Chromium's `cc/animation/keyframed_animation_curve_unittest.cc` (chromium/chromium, read at
/// 5b83ed4). A keyframed curve is the package's ``Keyframes`` played by a timeline tween as long
/// as the curve (keyframes at seconds become key times over its duration; a keyframe's timing
/// function is the curve of the segment it starts), and the curve's own timing function is the
/// tween's curve, which hands the keyframes a progress beyond 0...1 where it overshoots. Colours,
/// floats, translations and sizes are ``Color``, `Double`, ``AffineTransform2D`` and ``Size2D``.
///
/// Not ported, with the reason (listed in `Documentation/Fidelity.md`): the four filter tests
/// (filter operation lists), "IsTranslation", "MaximumTargetScale" and "AnimationStartScale"
/// (analyses of transform lists for rasterisation).
@Suite("Chromium: keyframed_animation_curve_unittest.cc")
struct ChromiumKeyframedAnimationCurveTests {
  /// A timeline that plays `keyframes` over `duration` seconds with `curve`, sought to `time`
  /// (a time before 0 shows what precedes the start).
  final class Player<Value: Animatable & Sendable> {
    let rig = TestRig()
    let property: AnimatedProperty<Value>
    let timeline: Timeline
    let duration: Double

    init(_ keyframes: Keyframes<Value>, duration: Double, curve: TimingCurve = .linear) throws {
      property = AnimatedProperty(keyframes.values[0])
      timeline = Timeline(engine: rig.engine)
      self.duration = duration
      let property = self.property
      try timeline.addTween(duration: duration, curve: curve) { property.animate(through: keyframes) }
    }

    func value(at time: Double) throws -> Value {
      try timeline.seek(to: min(time, duration))
      return property.presentationValue
    }
  }

  /// Keyframes at `seconds` (the first at 0) over the last one's time.
  static func keyframes<Value: Animatable & Sendable>(
    _ values: [Value], at seconds: [Double], curves: [TimingCurve]? = nil
  ) throws -> Keyframes<Value> {
    let total = seconds.last!
    return try Keyframes(values: values, keyTimes: seconds.map { total == 0 ? 0 : $0 / total }, timingCurves: curves)
  }

  static let red = Color(red: 1, green: 0, blue: 0)
  static let green = Color(red: 0, green: 1, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)

  @Test(
    "keyframed_animation_curve_unittest.cc: OneColorKeyFrame, OneFloatKeyframe, OneTransformKeyframe, OneSizeKeyFrame")
  func oneKeyframe() throws {
    // A single keyframe holds its value at every time.
    let white = Color(white: 1)
    let translate = AffineTransform2D(translationX: 2, y: 0)
    for time in [-1.0, 0, 0.5, 1, 2] {
      #expect(try Keyframes(values: [white]).value(at: time) == white)
      #expect(try Keyframes(values: [2.0]).value(at: time) == 2)
      #expect(try Keyframes(values: [translate]).value(at: time) == translate)
      #expect(
        try Keyframes(values: [Size2D(width: 100, height: 100)]).value(at: time) == Size2D(width: 100, height: 100))
    }
  }

  @Test("keyframed_animation_curve_unittest.cc: TwoColorKeyFrame, ThreeColorKeyFrame")
  func colors() throws {
    let player = try Player(try Self.keyframes([Self.red, Self.green, Self.blue], at: [0, 1, 2]), duration: 2)
    let half = Color(red: 0.5, green: 0.5, blue: 0)
    let later = Color(red: 0, green: 0.5, blue: 0.5)
    for (time, expected) in [
      (-1.0, Self.red), (0, Self.red), (0.5, half), (1, Self.green), (1.5, later), (2, Self.blue), (3, Self.blue),
    ] {
      #expect(try player.value(at: time).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(time)")
    }
  }

  @Test(
    "keyframed_animation_curve_unittest.cc: RepeatedColorKeyFrame, RepeatedFloatKeyTimes, RepeatedTransformKeyTimes, RepeatedSizeKeyFrame"
  )
  func repeatedKeyTimes() throws {
    // Two keyframes at 1 s: a step from one value to the other. Any value between them is valid
    // at the step; the package shows the later keyframe there.
    let floats = try Player(try Self.keyframes([4.0, 4, 6, 6], at: [0, 1, 1, 2]), duration: 2)
    for (time, expected) in [(-1.0, 4.0), (0, 4), (0.5, 4), (1.5, 6), (2, 6), (3, 6)] {
      #expect(try floats.value(at: time) == expected, "at \(time)")
    }
    #expect((4...6).contains(try floats.value(at: 1)))
    let dark = Color(red: 64.0 / 255, green: 0, blue: 0)
    let light = Color(red: 192.0 / 255, green: 0, blue: 0)
    let colors = try Player(try Self.keyframes([dark, dark, light, light], at: [0, 1, 1, 2]), duration: 2)
    #expect(try colors.value(at: 0.5) == dark)
    #expect(try colors.value(at: 1).alpha == 1)
    #expect((dark.red...light.red).contains(try colors.value(at: 1).red))
    #expect(try colors.value(at: 1.5) == light)
    let small = Size2D(width: 100, height: 64)
    let tall = Size2D(width: 100, height: 192)
    let sizes = try Player(try Self.keyframes([small, small, tall, tall], at: [0, 1, 1, 2]), duration: 2)
    #expect(try sizes.value(at: 0.5) == small)
    #expect(try sizes.value(at: 1).width == 100)
    #expect((64...192).contains(try sizes.value(at: 1).height))
    #expect(try sizes.value(at: 3) == tall)
  }

  @Test("keyframed_animation_curve_unittest.cc: TwoFloatKeyframe, ThreeFloatKeyframe")
  func floats() throws {
    let player = try Player(try Self.keyframes([2.0, 4, 8], at: [0, 1, 2]), duration: 2)
    for (time, expected) in [(-1.0, 2.0), (0, 2), (0.5, 3), (1, 4), (1.5, 6), (2, 8), (3, 8)] {
      #expect(try player.value(at: time) == expected, "at \(time)")
    }
  }

  @Test("keyframed_animation_curve_unittest.cc: TwoTransformKeyframe, ThreeTransformKeyframe")
  func transforms() throws {
    let values = [2.0, 4, 8].map { AffineTransform2D(translationX: $0, y: 0) }
    let player = try Player(try Self.keyframes(values, at: [0, 1, 2]), duration: 2)
    for (time, expected) in [(-1.0, 2.0), (0, 2), (0.5, 3), (1, 4), (1.5, 6), (2, 8), (3, 8)] {
      #expect(try player.value(at: time).tx.isApproximatelyEqual(to: expected), "at \(time)")
    }
  }

  @Test("keyframed_animation_curve_unittest.cc: TwoSizeKeyFrame, ThreeSizeKeyFrame")
  func sizes() throws {
    let values = [Size2D(width: 100, height: 100), Size2D(width: 100, height: 0), Size2D(width: 200, height: 0)]
    let player = try Player(try Self.keyframes(values, at: [0, 1, 2]), duration: 2)
    let expected: [(Double, Size2D)] = [
      (-1, values[0]), (0, values[0]), (0.5, Size2D(width: 100, height: 50)), (1, values[1]),
      (1.5, Size2D(width: 150, height: 0)), (2, values[2]), (3, values[2]),
    ]
    for (time, size) in expected {
      #expect(try player.value(at: time) == size, "at \(time)")
    }
  }

  @Test(
    "keyframed_animation_curve_unittest.cc: DiscreteLinearTransformAnimation, DiscreteCubicBezierTransformAnimation")
  func nonInvertibleTransforms() throws {
    // Chromium cannot decompose the zero matrix and falls back to a step at each segment's
    // midpoint. The package decomposes a 2D transform with a scale of 0 like any other and
    // interpolates it: halfway from the zero matrix to the identity is a scale of 0.5
    // (Documentation/Fidelity.md).
    let zero = AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    let player = try Player(try Self.keyframes([zero, .identity, zero], at: [0, 1, 2]), duration: 2)
    #expect(try player.value(at: 0.5).isApproximatelyEqual(to: AffineTransform2D(scaleX: 0.5, y: 0.5)))
    #expect(try player.value(at: 1).isApproximatelyEqual(to: .identity))
    #expect(try player.value(at: 2).isApproximatelyEqual(to: zero))
    // With the suite's strong ease-in on every segment, Chromium keeps the zero matrix until
    // about 0.85 s; the package's scale grows along the curve instead.
    let easeIn = try TimingCurve.cubicBezier(0.75, 0.25, 0.9, 0.4)
    let eased = try Player(
      try Self.keyframes([zero, .identity, zero], at: [0, 1, 2], curves: [easeIn, easeIn]), duration: 2)
    let scale = try eased.value(at: 0.8).a
    #expect(scale > 0 && scale < 0.5)
    #expect(try eased.value(at: 1).isApproximatelyEqual(to: .identity))
  }

  @Test("keyframed_animation_curve_unittest.cc: UnsortedKeyframes")
  func unsorted() {
    // Chromium sorts keyframes added out of order. The package takes key times in ascending order
    // and refuses others with a typed error (Documentation/Fidelity.md).
    #expect(throws: AnimationError.self) { try Keyframes(values: [8.0, 2, 4], keyTimes: [1, 0, 0.5]) }
  }

  @Test("keyframed_animation_curve_unittest.cc: LinearTimingFunction")
  func linearTiming() throws {
    let player = try Player(try Self.keyframes([0.0, 1], at: [0, 1], curves: [.linear]), duration: 1)
    #expect(try player.value(at: 0) == 0)
    #expect(try player.value(at: 0.75) == 0.75)
  }

  @Test("keyframed_animation_curve_unittest.cc: CubicBezierTimingFunction")
  func cubicBezierTiming() throws {
    let curve = try TimingCurve.cubicBezier(0.25, 0, 0.75, 1)
    let player = try Player(try Self.keyframes([0.0, 1], at: [0, 1], curves: [curve]), duration: 1)
    #expect(try player.value(at: 0) == 0)
    #expect(try player.value(at: 0.25) > 0)
    #expect(try player.value(at: 0.25) < 0.25)
    #expect(try player.value(at: 0.5).isApproximatelyEqual(to: 0.5, absoluteTolerance: 0.00015))
    #expect(try player.value(at: 0.75) > 0.75)
    #expect(try player.value(at: 0.75) < 1)
    #expect(try player.value(at: 1) == 1)
  }

  @Test("keyframed_animation_curve_unittest.cc: StepsTimingFunctionStepAtStart, StepsTimingFunctionStepAtEnd")
  func steps() throws {
    let count = 36
    for position in [TimingCurve.StepPosition.jumpStart, .jumpEnd] {
      let curve = try TimingCurve.steps(count, position: position)
      let player = try Player(try Self.keyframes([0.0, Double(count)], at: [0, 1], curves: [curve]), duration: 1)
      let threshold = 0.0001
      let indices = position == .jumpStart ? Array(0..<count) : Array(1...count)
      for i in indices {
        let step = Double(i)
        let before = try player.value(at: step / Double(count) - threshold)
        let after = try player.value(at: step / Double(count) + threshold)
        if position == .jumpStart {
          // Before the curve starts Chromium shows its first keyframe, 0. The package's timeline
          // is not sought before 0; at 0 a segment whose steps jump at their start has taken its
          // first step, as ``Keyframes`` documents (Documentation/Fidelity.md).
          #expect(before == (i == 0 ? 1 : step), "step \(i): \(before)")
          #expect(after == step + 1, "step \(i): \(after)")
        } else {
          #expect(before == step - 1 && after == step, "step \(i): \(before), \(after)")
        }
      }
      #expect(try player.value(at: 1) == Double(count))
      for i in stride(from: 0.5, through: Double(count), by: 1) {
        let expected = position == .jumpStart ? i.rounded(.up) : i.rounded(.down)
        #expect(try player.value(at: i / Double(count)) == expected, "\(position) at \(i)")
      }
    }
  }

  static let overshooting = try! TimingCurve.cubicBezier(0.5, -0.5, 0.5, 1.5)

  @Test("keyframed_animation_curve_unittest.cc: CurveTiming")
  func curveTiming() throws {
    let player = try Player(
      try Self.keyframes([0.0, 1], at: [0, 1]), duration: 1, curve: (try TimingCurve.cubicBezier(0.75, 0, 0.25, 1)))
    #expect(try player.value(at: -1) == 0)
    #expect(try player.value(at: 0) == 0)
    #expect(try player.value(at: 0.25).isApproximatelyEqual(to: 0.05, absoluteTolerance: 0.005))
    #expect(try player.value(at: 0.5).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    #expect(try player.value(at: 0.75).isApproximatelyEqual(to: 0.95, absoluteTolerance: 0.005))
    #expect(try player.value(at: 1) == 1)
    #expect(try player.value(at: 2) == 1)
  }

  @Test("keyframed_animation_curve_unittest.cc: CurveAndKeyframeTiming")
  func curveAndKeyframeTiming() throws {
    let keyframe = try TimingCurve.cubicBezier(0.35, 0, 0.65, 1)
    let player = try Player(
      try Self.keyframes([0.0, 1], at: [0, 1], curves: [keyframe]), duration: 1, curve: Self.overshooting)
    #expect(try player.value(at: -1) == 0)
    #expect(try player.value(at: 0) == 0)
    // c(0.25) < 0, where the keyframe's curve is flat: 0.
    #expect(try player.value(at: 0.25).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
    #expect(try player.value(at: 0.42).isApproximatelyEqual(to: 0.17, absoluteTolerance: 0.005))
    #expect(try player.value(at: 0.5).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    #expect(try player.value(at: 0.58).isApproximatelyEqual(to: 0.83, absoluteTolerance: 0.005))
    #expect(try player.value(at: 0.75).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-6))
    #expect(try player.value(at: 1) == 1)
    #expect(try player.value(at: 2) == 1)
  }

  @Test("keyframed_animation_curve_unittest.cc: LinearTimingInputsOutsideZeroOneRange")
  func linearOutside() throws {
    let player = try Player(try Self.keyframes([0.0, 2], at: [0, 1]), duration: 1, curve: Self.overshooting)
    #expect(try player.value(at: 0.25).isApproximatelyEqual(to: -0.076, absoluteTolerance: 0.001))
    #expect(try player.value(at: 0.75).isApproximatelyEqual(to: 2.076, absoluteTolerance: 0.001))
  }

  @Test("keyframed_animation_curve_unittest.cc: CurveTimingInputsOutsideZeroOneRange")
  func keyframeCurveOutside() throws {
    let keyframe = try TimingCurve.cubicBezier(0.5, 0.25, 0.5, 0.75)
    let player = try Player(
      try Self.keyframes([0.0, 1], at: [0, 1], curves: [keyframe]), duration: 1, curve: Self.overshooting)
    #expect(try player.value(at: 0.25).isApproximatelyEqual(to: -0.02, absoluteTolerance: 0.002))
    #expect(try player.value(at: 0.46).isApproximatelyEqual(to: 0.33, absoluteTolerance: 0.002))
    #expect(try player.value(at: 0.54).isApproximatelyEqual(to: 0.67, absoluteTolerance: 0.002))
    #expect(try player.value(at: 0.75).isApproximatelyEqual(to: 1.02, absoluteTolerance: 0.002))
  }

  @Test(
    "keyframed_animation_curve_unittest.cc: StepsTimingStartInputsOutsideZeroOneRange, StepsTimingEndInputsOutsideZeroOneRange"
  )
  func stepsOutside() throws {
    for (position, early, late) in [(TimingCurve.StepPosition.jumpStart, 0.0, 2.5), (.jumpEnd, -0.5, 2)] {
      let curve = try TimingCurve.steps(4, position: position)
      let player = try Player(
        try Self.keyframes([0.0, 2], at: [0, 1], curves: [curve]), duration: 1, curve: Self.overshooting)
      #expect(try player.value(at: 0.25) == early, "\(position)")
      #expect(try player.value(at: 0.75) == late, "\(position)")
    }
  }

  @Test(
    "keyframed_animation_curve_unittest.cc: CurveTimingMultipleKeyframes, and ScaledDuration", arguments: [1.0, 1000])
  func multipleKeyframes(scale: Double) throws {
    let player = try Player(
      try Self.keyframes([0.0, 1, 3, 6, 9], at: [0, 1, 2, 3, 4].map { $0 * scale }), duration: 4 * scale,
      curve: (try TimingCurve.cubicBezier(0.5, 0, 0.5, 1)))
    #expect(player.timeline.totalDuration == 4 * scale)
    #expect(try player.value(at: -1 * scale) == 0)
    #expect(try player.value(at: 0) == 0)
    #expect(try player.value(at: 1 * scale).isApproximatelyEqual(to: 0.42, absoluteTolerance: 0.005))
    #expect(try player.value(at: 1.455 * scale).isApproximatelyEqual(to: 1, absoluteTolerance: 0.005))
    #expect(try player.value(at: 2 * scale).isApproximatelyEqual(to: 3, absoluteTolerance: 1e-6))
    #expect(try player.value(at: 3.5 * scale).isApproximatelyEqual(to: 8.72, absoluteTolerance: 0.01))
    #expect(try player.value(at: 4 * scale) == 9)
    #expect(try player.value(at: 5 * scale) == 9)
  }

  @Test("keyframed_animation_curve_unittest.cc: CurveTimingOvershootMultipeKeyframes")
  func overshootMultipleKeyframes() throws {
    let player = try Player(
      try Self.keyframes([0.0, 1, 3, 6, 9], at: [0, 1, 2, 3, 4]), duration: 4, curve: Self.overshooting)
    #expect(try player.value(at: 1) <= 0)
    #expect(try player.value(at: 3) >= 9)
  }
}
