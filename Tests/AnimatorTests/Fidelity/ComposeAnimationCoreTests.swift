import Animator
import Foundation
import Testing

/// Jetpack Compose's `KeyframeAnimationTest.kt` (androidx/androidx,
/// `compose/animation/animation-core/src/androidUnitTest/kotlin/androidx/compose/animation/core/`,
/// read at 8443526). A `keyframes { }` spec is the package's ``Keyframes`` over unit time: the
/// spec's start value is the first keyframe at 0 and its target the last at 1 unless the spec
/// places its own there, and `using` gives the segment that starts at that keyframe its curve.
/// Compose computes in `Float`; the expectations allow for it.
///
/// Not ported: "testEquals" and "testNotEquals" (the package's keyframes are not `Equatable`).
@Suite("Jetpack Compose: KeyframeAnimationTest.kt")
struct ComposeKeyframeAnimationTests {
  static let fastOutSlowIn = try! TimingCurve.cubicBezier(0.4, 0, 0.2, 1)
  static let fastOutLinearIn = try! TimingCurve.cubicBezier(0.4, 0, 1, 1)

  @Test("KeyframeAnimationTest.kt: equalsStartAndEndValues, and percentageBasedKeyFrames")
  func equalStartAndEnd() throws {
    // start at 100, 0.5 at 200, 0.8 at 300, end at 400; start and end are 0.
    let keyframes = try Keyframes(values: [0.0, 0, 0.5, 0.8, 0], keyTimes: [0, 0.25, 0.5, 0.75, 1])
    #expect(keyframes.value(at: 0) == 0)
    #expect(keyframes.value(at: 250.0 / 400).isApproximatelyEqual(to: 0.65, absoluteTolerance: 1e-6))
    #expect(keyframes.value(at: 1) == 0)
  }

  @Test("KeyframeAnimationTest.kt: possibleToOverrideStartAndEndValues")
  func overrideEnds() throws {
    let keyframes = try Keyframes(values: [1.0, 0], keyTimes: [0, 1])
    #expect(keyframes.value(at: 0) == 1)
    #expect(keyframes.value(at: 1) == 0)
  }

  @Test("KeyframeAnimationTest.kt: withEasingOnFullDuration")
  func easingOnFullDuration() throws {
    let keyframes = try Keyframes(values: [0.0, 1], timingCurves: [Self.fastOutSlowIn])
    #expect(
      keyframes.value(at: 0.31).isApproximatelyEqual(to: Self.fastOutSlowIn.value(at: 0.31), absoluteTolerance: 1e-6))
  }

  @Test("KeyframeAnimationTest.kt: easingOnTheSecondPart")
  func easingOnSecondPart() throws {
    let keyframes = try Keyframes(
      values: [0.0, 1, 2], keyTimes: [0, 0.5, 1], timingCurves: [.linear, Self.fastOutSlowIn])
    #expect(
      keyframes.value(at: 140.0 / 200).isApproximatelyEqual(
        to: 1 + Self.fastOutSlowIn.value(at: 0.4), absoluteTolerance: 1e-6))
  }

  @Test("KeyframeAnimationTest.kt: firstPartIsLinearWithEasingOnTheSecondPart, and percentageBasedKeyframesWithEasing")
  func firstPartLinear() throws {
    let keyframes = try Keyframes(
      values: [0.0, 0.5, 1], keyTimes: [0, 0.5, 1], timingCurves: [.linear, Self.fastOutSlowIn])
    #expect(keyframes.value(at: 0.25).isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-6))
  }

  @Test("KeyframeAnimationTest.kt: testMultiDimensKeyframesWithEasing")
  func twoDimensions() throws {
    let keyframes = try Keyframes(
      values: [SIMD2<Double>(0, 0), SIMD2(200, 300), SIMD2(200, 400)], keyTimes: [0, 0.5, 1],
      timingCurves: [.linear, Self.fastOutLinearIn])
    for time in stride(from: 0, through: 400, by: 50) {
      let t = Double(time)
      let expected: SIMD2<Double> =
        t < 200
        ? SIMD2(200 * t / 200, 300 * t / 200)
        : SIMD2(200, 300 + 100 * Self.fastOutLinearIn.value(at: (t - 200) / 200))
      #expect(keyframes.value(at: t / 400).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-3), "at \(time) ms")
    }
  }
}

/// Jetpack Compose's `EasingTest.kt` (androidx/androidx, same folder, read at 4fc54d2), with
/// ``TimingCurve/cubicBezier(_:_:_:_:)`` for `CubicBezierEasing`. Compose's inputs are `Float`s; the package's curves take
/// the same numbers as `Double`s.
@Suite("Jetpack Compose: EasingTest.kt")
struct ComposeEasingTests {
  @Test("EasingTest.kt: cubicBezierStartsAt0")
  func startsAt0() throws {
    #expect(try TimingCurve.cubicBezier(0.4, 0, 0.2, 1).value(at: 0) == 0)
  }

  @Test("EasingTest.kt: cubicBezierEndsAt1")
  func endsAt1() throws {
    #expect(try TimingCurve.cubicBezier(0.4, 0, 1, 1).value(at: 1) == 1)
  }

  @Test("EasingTest.kt: cubicBezierDoesntExceed1")
  func doesNotExceed1() throws {
    #expect(try TimingCurve.cubicBezier(0, 0, 0.15, 1).value(at: Double(Float(0.999999))) <= 1)
  }

  @Test("EasingTest.kt: cubicBezierDoesExceed1")
  func doesExceed1() throws {
    #expect(try TimingCurve.cubicBezier(0.34, 1.56, 0.64, 1).value(at: 0.6) > 1)
  }

  @Test("EasingTest.kt: cubicBezierEquals")
  func equality() throws {
    // Compose accepts any control points. The package keeps CSS's rule that x lies in 0...1 and
    // refuses the others with a typed error (Documentation/Fidelity.md): of the suite's six
    // curves only (1, 2, 0, 4) is a timing curve.
    for points in [(1.0, 2.0, 3.0, 4.0), (0, 2, 3, 4), (1, 0, 3, 4), (1, 2, 3, 0), (4, 3, 2, 1)] {
      #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(points.0, points.1, points.2, points.3) }
    }
    let curve = try TimingCurve.cubicBezier(1, 2, 0, 4)
    #expect(curve == (try TimingCurve.cubicBezier(1, 2, 0, 4)))
    #expect(curve.hashValue == (try TimingCurve.cubicBezier(1, 2, 0, 4)).hashValue)
    #expect(curve != (try TimingCurve.cubicBezier(1, 2, 0, 3)))
  }

  @Test("EasingTest.kt: canSolveCubicForSmallFractions")
  func smallFractions() throws {
    let curve = try TimingCurve.cubicBezier(0.3, 0, 0.7, 1)
    let bits: [UInt32] = [
      0x3e80_0000, 0x3e00_0000, 0x3d80_0000, 0x3a80_0000, 0x3600_0000, 0x3480_0000, 0x3400_0000, 0x3421_0fb0,
      0x3380_0000, 0x3300_0000, 0,
    ]
    for bit in bits {
      let value = curve.value(at: Double(Float(bitPattern: bit)))
      #expect((0...1).contains(value), "at \(Float(bitPattern: bit))")
    }
  }

  @Test("EasingTest.kt: canSolveCubicForFractionsCloseToOne")
  func fractionsCloseToOne() throws {
    let curve = try TimingCurve.cubicBezier(0.4, 0, 0.2, 1)
    let ulp = Double(Float(1).ulp)
    for bit in UInt32(0x3f7f_fff0)...0x3f7f_ffff {
      let value = curve.value(at: Double(Float(bitPattern: bit)))
      #expect((-ulp...(1 + ulp)).contains(value), "at \(Float(bitPattern: bit))")
    }
  }
}

/// Jetpack Compose's `DecayAnimationTest.kt` (androidx/androidx, same folder, read at dcaa116).
/// `FloatExponentialDecaySpec` keeps `e^(−4.2 t)` of its velocity after `t` seconds (a friction
/// of −4.2 per second): the package's ``Decay`` with a deceleration rate of `e^(−4.2/1000)` per
/// millisecond, and its `absVelocityThreshold` the decay's speed threshold, where the animation
/// finishes.
@Suite("Jetpack Compose: DecayAnimationTest.kt")
struct ComposeDecayAnimationTests {
  static let rate = try! DecelerationRate(exp(-4.2 / 1000))

  @Test("DecayAnimationTest.kt: testExponentialDecay")
  func exponentialDecay() throws {
    let decay = try Decay(position: 200.0, velocity: -800, decelerationRate: Self.rate)
    let finish = try decay.settlingDuration(speedThreshold: 2)
    let rig = TestRig()
    let card = Card(opacity: 200)
    let animation = try DecayAnimation(
      card.$opacity, velocity: -800, decelerationRate: Self.rate, speedThreshold: 2, engine: rig.engine)
    try animation.startAnimation()
    for milliseconds in stride(from: 0, through: 4000, by: 200) {
      rig.advance(toSeconds: Double(milliseconds) / 1000)
      let t = Double(milliseconds) / 1000
      let finished = t >= finish
      #expect(finished == (animation.state == .inactive), "at \(milliseconds) ms")
      if finished {
        #expect(abs(decay.velocity(at: t)) < 2, "at \(milliseconds) ms")
        // Compose holds the value the decay had when its speed fell below the threshold; the
        // package's decay ends where it comes to rest, the rest of the way (2 / 4.2 here) in one
        // step (Documentation/Fidelity.md).
        #expect(card.$opacity.presentationValue == decay.restingPosition, "at \(milliseconds) ms")
        #expect(abs(decay.restingPosition - decay.value(at: finish)) <= 2 / 4.2 + 1e-9)
      } else {
        #expect(abs(decay.velocity(at: t)) >= 2, "at \(milliseconds) ms")
        #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: decay.value(at: t), absoluteTolerance: 1e-9))
      }
    }
  }

  @Test("DecayAnimationTest.kt: testDecayThreshold")
  func decayThreshold() throws {
    let full = try Decay(position: 2000.0, velocity: 800, decelerationRate: Self.rate)
    let finish = try full.settlingDuration(speedThreshold: 500)
    let finishValue1 = full.value(at: finish)
    let finishVelocity1 = full.velocity(at: finish)
    #expect(finishVelocity1.isApproximatelyEqual(to: 500, absoluteTolerance: 1e-5))
    let rest = try Decay(position: finishValue1, velocity: finishVelocity1, decelerationRate: Self.rate)
    #expect(rest.restingPosition.isApproximatelyEqual(to: full.restingPosition, absoluteTolerance: 2))
  }
}

/// Jetpack Compose's `RepeatableAnimationTest.kt` (androidx/androidx, same folder, read at
/// 55c737b). A repeatable spec is the package's ``EffectTiming``: its iterations, its direction
/// (`RepeatMode.Reverse` is ``PlaybackDirection/alternate``), a `StartOffset` delay as a delay and a
/// fast-forward one as a negative delay; a tween repeated with its own delay is a delay plus a
/// repeat delay. Values are those of a timeline seeking a tween of a card's opacity; the suite's
/// milliseconds are read as seconds, which keeps every sum exact.
@Suite("Jetpack Compose: RepeatableAnimationTest.kt")
struct ComposeRepeatableAnimationTests {
  static let fastOutSlowIn = try! TimingCurve.cubicBezier(0.4, 0, 0.2, 1)

  /// A timeline of one tween of a card's opacity from 0 to `to` over `duration`, with `timing`.
  static func timeline(
    _ card: Card, to: Double, duration: Double, curve: TimingCurve, timing: EffectTiming, rig: TestRig
  ) throws -> Timeline {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: to, duration: duration, curve: curve, timing: timing)
    return timeline
  }

  @Test("RepeatableAnimationTest.kt: twoRepeatsValuesCalculation")
  func twoRepeats() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.timeline(
      card, to: 1, duration: 50, curve: Self.fastOutSlowIn, timing: EffectTiming(iterations: 2), rig: rig)
    func value(_ time: Double) throws -> Double {
      try timeline.seek(to: time)
      return card.$opacity.presentationValue
    }
    #expect(try value(0) == 0)
    #expect(try value(49) > 0.9)
    #expect(try value(51) < 0.1)
    #expect(try value(99) > 0.9)
    #expect(try value(100) == 1)
    #expect(timeline.totalDuration == 100)
  }

  @Test("RepeatableAnimationTest.kt: testRepeatedAnimationDuration")
  func repeatedDuration() throws {
    var timing = EffectTiming(delay: 13, iterations: 5)
    timing.repeatDelay = 13
    #expect(timing.endTime(intrinsicDuration: 50) == (13 + 50) * 5)
  }

  @Test("RepeatableAnimationTest.kt: testRepeatModeReverse")
  func repeatModeReverse() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.timeline(
      card, to: 100, duration: 100, curve: .linear, timing: EffectTiming(iterations: 9, direction: .alternate), rig: rig
    )
    func value(_ time: Double) throws -> Double {
      try timeline.seek(to: time)
      return card.$opacity.presentationValue
    }
    for time in 0...100 {
      #expect(try value(Double(time)).isApproximatelyEqual(to: Double(time), absoluteTolerance: 0.01))
    }
    for time in 100...200 {
      #expect(try value(Double(time)).isApproximatelyEqual(to: 200 - Double(time), absoluteTolerance: 0.01))
    }
    for (time, expected) in [(100.0, 100.0), (101, 99), (200, 0), (300, 100), (880, 80), (900, 100), (901, 100)] {
      #expect(try value(time).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(time)")
    }
  }

  @Test("RepeatableAnimationTest.kt: testInfiniteRepeat")
  func infiniteRepeat() throws {
    let rig = TestRig()
    let card = Card()
    let reversing = try Self.timeline(
      card, to: 100, duration: 100, curve: .linear, timing: EffectTiming(iterations: .infinity, direction: .alternate),
      rig: rig)
    #expect(reversing.totalDuration == .infinity)
    try reversing.seek(to: 31)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 31))
    try reversing.seek(to: 133)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 67))
    try reversing.seek(to: 1e14)
    #expect(reversing.state == .active)

    let long = Card()
    let duration = 1_000_000_000.0
    let restarting = try Self.timeline(
      long, to: duration, duration: duration, curve: .linear, timing: EffectTiming(iterations: .infinity), rig: rig)
    try restarting.seek(to: 31)
    #expect(long.$opacity.presentationValue.isApproximatelyEqual(to: 31, absoluteTolerance: 0.1))
    try restarting.seek(to: duration + 31)
    #expect(long.$opacity.presentationValue.isApproximatelyEqual(to: 31, absoluteTolerance: 0.1))
  }

  /// The directed progress of `timing` over a 600 ms tween at `time`.
  static func progress(_ timing: EffectTiming, _ time: Double) -> Double? {
    timing.sample(atLocalTime: time, intrinsicDuration: 600).directedProgress
  }

  @Test(
    "RepeatableAnimationTest.kt: testStartOffsetRepeatable, and testStartOffsetInfiniteRepeatable",
    arguments: [(5.0, 300.0), (.infinity, 31)])
  func startOffset(iterations: Double, offset: Double) throws {
    let plain = EffectTiming(iterations: iterations)
    let delayed = EffectTiming(delay: offset, iterations: iterations)
    let fastForwarded = EffectTiming(delay: -offset, iterations: iterations)
    if iterations.isFinite {
      #expect(plain.endTime(intrinsicDuration: 600) == delayed.endTime(intrinsicDuration: 600) - offset)
      #expect(plain.endTime(intrinsicDuration: 600) == fastForwarded.endTime(intrinsicDuration: 600) + offset)
    } else {
      #expect(delayed.endTime(intrinsicDuration: 600) == .infinity)
      #expect(fastForwarded.endTime(intrinsicDuration: 600) == .infinity)
    }
    for time in stride(from: 0.0, through: 1800, by: 17) {
      #expect(Self.progress(plain, time) == Self.progress(delayed, time + offset), "at \(time)")
      #expect(Self.progress(plain, time) == Self.progress(fastForwarded, time - offset), "at \(time)")
    }
    for time in stride(from: 0.0, through: offset, by: 10) {
      #expect(Self.progress(delayed, time) == Self.progress(plain, 0), "during the delay, at \(time)")
    }
  }
}
