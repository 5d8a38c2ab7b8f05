import Animator
import Testing

/// Chromium's `cc/animation/keyframe_model_unittest.cc` (chromium/chromium, read at 0dfc7e3). A
/// `KeyframeModel` of a curve of `d` seconds is the package's timeline child with the same
/// ``EffectTiming`` (iterations, direction, iteration start, playback rate, fill): its start time
/// is where the child sits and a time offset `o` a delay of `−o`. `TrimTimeToCurrentIteration` is
/// the time within the current iteration, in the direction it plays: a tween of a card's opacity
/// from 0 to `d` over `d` seconds shows exactly that, so the tests read it from the opacity of a
/// timeline sought to `base + t` (the base, 10 s, lets negative times be sought).
///
/// Not ported (listed in `Documentation/Fidelity.md`): "TrimTimeStarting",
/// "TrimTimeNeedsSynchronizedStartTime", "IsFinishedAtNotRunning", "IsFinished" and
/// "IsFinishedNeedsSynchronizedStartTime" (the compositor's run states), "ToString",
/// "CustomPropertyKeyframe" and "NonCustomPropertyKeyframe" (target properties).
@Suite("Chromium: keyframe_model_unittest.cc")
struct ChromiumKeyframeModelTests {
  static let base = 10.0

  struct Model: Sendable, CustomTestStringConvertible {
    var name: String
    var iterations = 1.0
    var duration = 1.0
    var rate = 1.0
    var direction = PlaybackDirection.normal
    var iterationStart = 0.0
    var start = 0.0
    var offset = 0.0
    var rows: [(time: Double, trimmed: Double)]
    /// The rows where the package shows what Web Animations computes rather than Chromium's value.
    var webAnimations: [Double: Double] = [:]
    var testDescription: String { name }

    var timing: EffectTiming {
      EffectTiming(
        delay: -offset, iterations: iterations, iterationStart: iterationStart, direction: direction, playbackRate: rate
      )
    }
  }

  static let inf = Double.infinity

  static let models: [Model] = [
    Model(name: "TrimTimeZeroIterations", iterations: 0, rows: [(-1, 0), (0, 0), (1, 0)]),
    Model(name: "TrimTimeOneIteration", rows: [(-1, 0), (0, 0), (1, 1), (2, 1)]),
    Model(
      name: "TrimTimeOneHalfIteration", iterations: 1.5,
      rows: [(-1, 0), (0, 0), (0.5, 0.5), (0.9, 0.9), (1, 0), (1.5, 0.5), (2, 0.5)]),
    Model(name: "TrimTimeInfiniteIterations", iterations: inf, rows: [(0, 0), (0.5, 0.5), (1, 0), (1.5, 0.5)]),
    Model(
      name: "TrimTimeReverse", iterations: inf, direction: .reverse,
      rows: [(0, 1), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1, 1), (1.25, 0.75)]),
    Model(
      name: "TrimTimeAlternateInfiniteIterations", iterations: inf, direction: .alternate,
      rows: [(0, 0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75), (1, 1), (1.25, 0.75)]),
    Model(
      name: "TrimTimeAlternateOneIteration", direction: .alternate,
      rows: [(0, 0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75), (1, 1), (1.25, 1)]),
    Model(
      name: "TrimTimeAlternateTwoIterations", iterations: 2, direction: .alternate,
      rows: [(0, 0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75), (1, 1), (1.25, 0.75), (1.75, 0.25), (2, 0), (2.25, 0)]),
    Model(
      name: "TrimTimeAlternateTwoHalfIterations", iterations: 2.5, direction: .alternate,
      rows: [
        (0, 0), (0.25, 0.25), (0.5, 0.5), (0.75, 0.75), (1, 1), (1.25, 0.75), (1.75, 0.25), (2, 0), (2.25, 0.25),
        (2.5, 0.5), (2.75, 0.5),
      ]),
    Model(
      name: "TrimTimeAlternateReverseInfiniteIterations", iterations: inf, direction: .alternateReverse,
      rows: [(0, 1), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1, 0), (1.25, 0.25)]),
    Model(
      name: "TrimTimeAlternateReverseOneIteration", direction: .alternateReverse,
      rows: [(0, 1), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1, 0), (1.25, 0)]),
    Model(
      name: "TrimTimeAlternateReverseTwoIterations", iterations: 2, direction: .alternateReverse,
      rows: [(0, 1), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1, 0), (1.25, 0.25), (1.75, 0.75), (2, 1), (2.25, 1)]),
    Model(name: "TrimTimeStartTime", start: 4, rows: [(0, 0), (4, 0), (4.5, 0.5), (5, 1), (6, 1)]),
    Model(
      name: "TrimTimeStartTimeReverse", direction: .reverse, start: 4,
      rows: [(0, 1), (4, 1), (4.5, 0.5), (5, 0), (6, 0)]),
    // A time offset of 4 s on a 1 s model that starts at 4 s: the whole active interval lies
    // before the start, where Web Animations' before phase holds the first iteration's start at
    // every time, 1 s included; Chromium carries on to the end there (Documentation/Fidelity.md).
    Model(name: "TrimTimeTimeOffset", start: 4, offset: 4, rows: [(0, 0), (0.5, 0.5), (1, 1)], webAnimations: [1: 0]),
    Model(
      name: "TrimTimeTimeOffsetReverse", direction: .reverse, start: 4, offset: 4, rows: [(0, 1), (0.5, 0.5), (1, 0)],
      webAnimations: [1: 1]),
    Model(name: "TrimTimeNegativeTimeOffset", offset: -4, rows: [(0, 0), (4, 0), (4.5, 0.5), (5, 1)]),
    Model(
      name: "TrimTimeNegativeTimeOffsetReverse", direction: .reverse, offset: -4,
      rows: [(0, 1), (4, 1), (4.5, 0.5), (5, 0)]),
    Model(name: "TrimTimeZeroDuration", iterations: 0, duration: 0, rows: [(-1, 0), (0, 0), (1, 0)]),
    Model(name: "TrimTimePlaybackNormal", rows: [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (2, 1)]),
    Model(name: "TrimTimePlaybackSlow", rate: 0.5, rows: [(-1, 0), (0, 0), (0.5, 0.25), (1, 0.5), (2, 1), (3, 1)]),
    Model(
      name: "TrimTimePlaybackFast", duration: 4, rate: 2,
      rows: [(-1, 0), (0, 0), (0.5, 1), (1, 2), (1.5, 3), (2, 4), (2.5, 4)]),
    Model(
      name: "TrimTimePlaybackNormalReverse", duration: 2, rate: -1,
      rows: [(-1, 2), (0, 2), (0.5, 1.5), (1, 1), (1.5, 0.5), (2, 0), (2.5, 0)]),
    Model(
      name: "TrimTimePlaybackSlowReverse", duration: 2, rate: -0.5,
      rows: [
        (-1, 2), (0, 2), (0.5, 1.75), (1, 1.5), (1.5, 1.25), (2, 1), (2.5, 0.75), (3, 0.5), (3.5, 0.25), (4, 0),
        (4.5, 0),
      ]),
    Model(
      name: "TrimTimePlaybackFastReverse", duration: 2, rate: -2,
      rows: [(-1, 2), (0, 2), (0.25, 1.5), (0.5, 1), (0.75, 0.5), (1, 0), (1.5, 0)]),
    Model(
      name: "TrimTimePlaybackFastInfiniteIterations", iterations: inf, duration: 4, rate: 4,
      rows: [(0, 0), (0.5, 2), (1, 0), (1.5, 2), (1000, 0), (1000.5, 2)]),
    Model(
      name: "TrimTimePlaybackNormalDoubleReverse", rate: -1, direction: .reverse,
      rows: [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (2, 1)]),
    Model(
      name: "TrimTimePlaybackFastDoubleReverse", duration: 4, rate: -2, direction: .reverse,
      rows: [(-1, 0), (0, 0), (0.5, 1), (1, 2), (1.5, 3), (2, 4), (2.5, 4)]),
    Model(
      name: "TrimTimeAlternateTwoIterationsPlaybackFast", iterations: 2, duration: 2, rate: 2, direction: .alternate,
      rows: [
        (0, 0), (0.25, 0.5), (0.5, 1), (0.75, 1.5), (1, 2), (1.25, 1.5), (1.5, 1), (1.75, 0.5), (2, 0), (2.25, 0),
      ]),
    Model(
      name: "TrimTimeAlternateTwoIterationsPlaybackFastReverse", iterations: 2, duration: 2, rate: 2,
      direction: .alternateReverse,
      rows: [
        (-1, 2), (0, 2), (0.25, 1.5), (0.5, 1), (0.75, 0.5), (1, 0), (1.25, 0.5), (1.5, 1), (1.75, 1.5), (2, 2),
        (2.25, 2),
      ]),
    Model(
      name: "TrimTimeAlternateTwoIterationsPlaybackFastDoubleReverse", iterations: 2, duration: 2, rate: -2,
      direction: .alternateReverse,
      rows: [(0, 2), (0.25, 1.5), (0.5, 1), (0.75, 0.5), (1, 0), (1.25, 0.5), (1.5, 1), (1.75, 1.5), (2, 2), (2.25, 2)]),
    Model(
      name: "TrimTimeAlternateReverseThreeIterationsPlaybackFastAlternateReverse", iterations: 3, duration: 2, rate: -2,
      direction: .alternateReverse,
      rows: [
        (0, 0), (0.25, 0.5), (0.5, 1), (0.75, 1.5), (1, 2), (1.25, 1.5), (1.5, 1), (1.75, 0.5), (2, 0), (2.25, 0.5),
        (2.5, 1), (2.75, 1.5), (3, 2), (3.25, 2),
      ]),
    Model(
      name: "TrimTimeAlternateReverseTwoIterationsPlaybackNormalAlternate", iterations: 2, duration: 2, rate: -1,
      direction: .alternate,
      rows: [(0, 0), (0.5, 0.5), (1, 1), (1.5, 1.5), (2, 2), (2.5, 1.5), (3, 1), (3.5, 0.5), (4, 0), (4.5, 0)]),
    Model(
      name: "TrimTimeIterationStart", iterations: 2, iterationStart: 0.5,
      rows: [(-1, 0.5), (0, 0.5), (0.5, 0), (1, 0.5), (1.5, 0), (2, 0.5), (2.5, 0.5)]),
    Model(
      name: "TrimTimeIterationStartAlternate", iterations: 2, direction: .alternate, iterationStart: 0.3,
      rows: [(-1, 0.3), (0, 0.3), (0.5, 0.8), (0.7, 1), (1, 0.7), (1.2, 0.5), (1.7, 0)]),
    Model(
      name: "TrimTimeIterationStartAlternateThreeIterations", iterations: 3, direction: .alternate, iterationStart: 1,
      rows: [(-1, 1), (0, 1), (0.5, 0.5), (1, 0), (1.5, 0.5), (2, 1), (2.5, 0.5), (3, 0), (3.5, 0)]),
    Model(
      name: "TrimTimeIterationStartAlternateThreeIterationsPlaybackReverse", iterations: 3, rate: -1,
      direction: .alternate, iterationStart: 1, rows: [(0, 0), (1, 1), (2, 0), (3, 1), (3.5, 1)]),
  ]

  /// A timeline holding `model` at `base + start`, and the card whose opacity shows its trimmed time.
  static func play(_ model: Model, rig: TestRig) throws -> (Timeline, Card) {
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(
      of: card.$opacity, to: model.duration, duration: model.duration, curve: .linear, timing: model.timing,
      at: .at(base + model.start)
    )
    return (timeline, card)
  }

  @Test("keyframe_model_unittest.cc: TrimTimeToCurrentIteration", arguments: models)
  func trimTime(_ model: Model) throws {
    let rig = TestRig()
    let (timeline, card) = try Self.play(model, rig: rig)
    for row in model.rows {
      try timeline.seek(to: Self.base + row.time)
      let expected = model.webAnimations[row.time] ?? row.trimmed
      #expect(
        card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9),
        "at \(row.time): \(card.$opacity.presentationValue)")
    }
  }

  @Test(
    "keyframe_model_unittest.cc: TrimTimePauseBasic, TrimTimePauseAffectedByDelay, TrimTimePauseNotAffectedByStartTime")
  func pausedTime() throws {
    // Paused at local time 0.5 the model shows it whatever the time; a time offset (a delay)
    // applies on top, a start time does not.
    let rig = TestRig()
    for (delay, expected) in [(0.0, 0.5), (0.2, 0.3), (-0.2, 0.7)] {
      let card = Card()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(
        of: card.$opacity, to: 1, duration: 1, curve: .linear, timing: EffectTiming(delay: delay, fill: .none))
      try timeline.seek(to: 0.5)
      for _ in 0..<3 { rig.advance(milliseconds: 700) }
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected), "delay \(delay)")
    }
  }

  @Test("keyframe_model_unittest.cc: TrimTimePauseResume, TrimTimePauseResumeReverse", arguments: [false, true])
  func pauseResume(reversed: Bool) throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(
      of: card.$opacity, to: 1, duration: 1, curve: .linear,
      timing: EffectTiming(direction: reversed ? .reverse : .normal))
    try timeline.startAnimation()
    #expect(card.$opacity.presentationValue == (reversed ? 1 : 0))
    rig.advance(toSeconds: reversed ? 0.5 : 0.4)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: reversed ? 0.5 : 0.4))
    // Pause(0.5) (0.25 when reversed): paused at that local time.
    try timeline.pauseAnimation()
    try timeline.seek(to: reversed ? 0.25 : 0.5)
    rig.advance(toSeconds: 1024)
    let paused = reversed ? 0.75 : 0.5
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: paused))
    try timeline.startAnimation()
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: paused))
    rig.advance(toSeconds: reversed ? 1024.75 : 1024.5)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: reversed ? 0 : 1))
  }

  /// Whether a model that started at 0 has finished by `time`: its local time has reached its end.
  static func isFinished(_ timing: EffectTiming, at time: Double) -> Bool {
    time >= 0 && time >= timing.endTime(intrinsicDuration: 1)
  }

  @Test(
    "keyframe_model_unittest.cc: IsFinishedAtZeroIterations, IsFinishedAtOneIteration, IsFinishedAtInfiniteIterations, IsFinishedNegativeTimeOffset, IsFinishedPositiveTimeOffset"
  )
  func isFinished() {
    let cases: [(EffectTiming, [(Double, Bool)])] = [
      (EffectTiming(iterations: 0), [(-1, false), (0, true), (1, true)]),
      (EffectTiming(), [(-1, false), (0, false), (1, true), (2, true)]),
      (EffectTiming(iterations: .infinity), [(0, false), (0.5, false), (1, false), (1.5, false)]),
      (
        EffectTiming(delay: 0.5),
        [(-1, false), (0, false), (0.5, false), (1, false), (1.5, true), (2, true), (2.5, true)]
      ),
      (EffectTiming(delay: -0.5), [(-1, false), (0, false), (0.5, true), (1, true)]),
    ]
    for (timing, rows) in cases {
      for (time, finished) in rows {
        #expect(Self.isFinished(timing, at: time) == finished, "\(timing) at \(time)")
      }
    }
  }

  /// Whether a model is in effect at local time `time`: its progress is resolved there.
  static func inEffect(_ timing: EffectTiming, at time: Double) -> Bool {
    timing.sample(atLocalTime: time, intrinsicDuration: 1).directedProgress != nil
  }

  @Test(
    "keyframe_model_unittest.cc: InEffectFillMode, InEffectFillModeNoneWithNegativePlaybackRate, InEffectFillModeWithIterations, InEffectFillModeWithInfiniteIterations, InEffectReverseWithIterations"
  )
  func inEffect() {
    let table:
      [(iterations: Double, rate: Double, direction: PlaybackDirection, times: [Double], fills: [FillMode: [Bool]])] = [
        (
          1, 1, .normal, [-1, 0, 1],
          [
            .none: [false, true, false], .forwards: [false, true, true], .backwards: [true, true, false],
            .both: [true, true, true],
          ]
        ),
        (
          1, -1, .normal, [-1, 0, 1],
          [
            .none: [false, false, true], .forwards: [false, false, true], .backwards: [true, true, true],
            .both: [true, true, true],
          ]
        ),
        (
          2, 1, .normal, [-1, 0, 1, 2],
          [
            .none: [false, true, true, false], .forwards: [false, true, true, true],
            .backwards: [true, true, true, false], .both: [true, true, true, true],
          ]
        ),
        (
          .infinity, 1, .normal, [-1, 0, 1, 2],
          [
            .none: [false, true, true, true], .forwards: [false, true, true, true],
            .backwards: [true, true, true, true], .both: [true, true, true, true],
          ]
        ),
        (2, 1, .reverse, [-1, 0, 1, 2], [.none: [false, true, true, false]]),
      ]
    for row in table {
      for (fill, expected) in row.fills {
        let timing = EffectTiming(
          iterations: row.iterations, direction: row.direction, fill: fill, playbackRate: row.rate)
        for (time, inEffect) in zip(row.times, expected) {
          #expect(
            Self.inEffect(timing, at: time) == inEffect, "\(row.iterations) × rate \(row.rate), \(fill), at \(time)")
        }
      }
    }
  }

  @Test("keyframe_model_unittest.cc: CalculatePhaseWithMinTimeOffset")
  func minimumTimeOffset() {
    // A time offset of Int64.min milliseconds: a start delay as long as can be, which leaves any
    // local time in the before phase, without overflow.
    let timing = EffectTiming(delay: -(Double(Int64.min) / 1000))
    #expect(timing.sample(atLocalTime: 1, intrinsicDuration: 1).phase == .before)
  }
}
