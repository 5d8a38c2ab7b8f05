import Animator
import Testing

/// web-animations-1, "Calculating the transformed progress" (issue 13, item 8), and the iteration
/// time of a sample (item 9).
///
/// Every case has a delay of 1 s and an iteration duration of 1 s unless it says otherwise, and
/// fills both ways. The expectations follow the specification's steps: the before flag is set in
/// the before phase when the current iteration plays forwards and in the after phase when it plays
/// backwards; the easing's step algorithm (css-easing-1 §3.1) then takes a boundary input to the
/// step below. These mirror the step-bound cases of WPT's
/// `web-animations/timing-model/time-transformations/transformed-progress.html`.
@Suite("Transformed progress")
struct TransformedProgressTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let timing: EffectTiming
    /// Local times and the transformed progress there.
    let samples: [(time: Double, progress: Double)]
    var testDescription: String { label }
  }

  static func timing(
    _ easing: TimingCurve, delay: Double = 1, iterations: Double = 1, start: Double = 0,
    direction: PlaybackDirection = .normal, rate: Double = 1
  ) -> EffectTiming {
    EffectTiming(
      delay: delay, duration: 1, iterations: iterations, iterationStart: start, direction: direction, fill: .both,
      playbackRate: rate, easing: easing)
  }

  static func steps(_ count: Int, _ position: TimingCurve.StepPosition) -> TimingCurve {
    // The counts and positions below are all valid.
    (try? .steps(count, position: position)) ?? .stepEnd
  }

  static let cases: [Case] = [
    // Before: directed 0, forwards, flag set: ⌊0⌋ + 1 − 1 = 0. Active from 1 s: ⌊0⌋ + 1 = 1 → 1/2;
    // ⌊2 × 0.5⌋ + 1 = 2 → 1. After: directed 1, forwards, flag unset → 1.
    Case(
      label: "steps(2, start)", timing: timing(steps(2, .jumpStart)),
      samples: [(0, 0), (0.999, 0), (1, 0.5), (1.499, 0.5), (1.5, 1), (2, 1), (3, 1)]),
    // The case: step-start filled backwards shows 0 during the delay, not 1 (the value
    // the clamped curve gives at 0).
    Case(label: "step-start", timing: timing(.stepStart), samples: [(0, 0), (0.5, 0), (1, 1), (2, 1)]),
    // jump-both: (⌊0⌋ + 1 − 1) / 3 = 0 in the delay, then 1/3 from the start of the active interval.
    Case(
      label: "steps(2, jump-both)", timing: timing(steps(2, .jumpBoth)),
      samples: [(0.5, 0), (1, 1.0 / 3), (1.5, 2.0 / 3), (2, 1)]),
    // Reverse: directed 1 − simple. Before: directed 1, backwards, flag unset → min(3, 2)/2 = 1.
    // At 1.5: directed 0.5 → ⌊1⌋ + 1 = 2 → 1; at 1.501, 0.499 → 1/2. After: directed 0, backwards,
    // flag set: ⌊0⌋ + 1 − 1 = 0.
    Case(
      label: "steps(2, start), reverse", timing: timing(steps(2, .jumpStart), direction: .reverse),
      samples: [(0, 1), (1, 1), (1.5, 1), (1.501, 0.5), (2, 0), (3, 0)]),
    // iterationStart 0.5 in the delay: directed 0.5, flag set: ⌊1⌋ + 1 − 1 = 1 → 1/2 (one step
    // lower than without the flag). Active: 0.5 → 1, then from 1.5 s iteration 1 at 0 → 1/2.
    // After: overall 1.5, directed 0.5, flag unset → 1.
    Case(
      label: "steps(2, start), iterationStart 0.5", timing: timing(steps(2, .jumpStart), start: 0.5),
      samples: [(0, 0.5), (1, 1), (1.499, 1), (1.5, 0.5), (2, 1)]),
    // iterationStart 0.25, off a boundary: ⌊0.5⌋ + 1 = 1 → 1/2 with or without the flag.
    Case(
      label: "steps(2, start), iterationStart 0.25", timing: timing(steps(2, .jumpStart), start: 0.25),
      samples: [(0, 0.5), (1, 0.5), (1.25, 1)]),
    // steps(4, start), iterationStart 0.75: ⌊3⌋ + 1 − 1 = 3 → 3/4 in the delay.
    Case(
      label: "steps(4, start), iterationStart 0.75", timing: timing(steps(4, .jumpStart), start: 0.75),
      samples: [(0, 0.75), (1, 1), (1.25, 0.25)]),
    // iterationStart 0.5 and reverse: before, directed 1 − 0.5 = 0.5, backwards, flag unset:
    // ⌊1⌋ + 1 = 2 → 1. After (overall 1.5, iteration 1, directed 0.5), backwards, flag set → 1/2.
    Case(
      label: "steps(2, start), iterationStart 0.5, reverse",
      timing: timing(steps(2, .jumpStart), start: 0.5, direction: .reverse), samples: [(0, 1), (2, 0.5)]),
    // step-end, iterationStart 0.5: ⌊0.5⌋ = 0, no boundary: 0 either way.
    Case(
      label: "step-end, iterationStart 0.5", timing: timing(.stepEnd, start: 0.5),
      samples: [(0, 0), (1, 0), (1.5, 0), (2, 0)]),
    // steps(2, end), iterationStart 0.5: ⌊1⌋ − 1 = 0 in the delay; 1/2 once active.
    Case(
      label: "steps(2, end), iterationStart 0.5", timing: timing(steps(2, .jumpEnd), start: 0.5),
      samples: [(0, 0), (1, 0.5), (1.5, 0)]),
    // Alternate, two iterations: the second plays backwards, so after the end (directed 0) the flag
    // is set: 0, where the clamped curve gives 1/2.
    Case(
      label: "steps(2, start), alternate", timing: timing(steps(2, .jumpStart), iterations: 2, direction: .alternate),
      samples: [(0, 0), (1, 0.5), (2, 1), (2.5, 1), (2.501, 0.5), (3, 0)]),
    // Alternate-reverse: iteration 0 plays backwards. Before: directed 1, flag unset → 1. After the
    // second (forwards) iteration: directed 1, flag unset → 1.
    Case(
      label: "steps(2, start), alternate-reverse",
      timing: timing(steps(2, .jumpStart), iterations: 2, direction: .alternateReverse), samples: [(0, 1), (3, 1)]),
    // A Bézier easing does not read the flag: easeIn at directed 0 and 1 is 0 and 1.
    Case(label: "easeIn", timing: timing(.easeIn, direction: .reverse), samples: [(0, 1), (3, 0)]),
  ]

  @Test("the before flag reaches the easing (web-animations-1, transformed progress)", arguments: cases)
  func transformedProgress(_ c: Case) {
    for (time, expected) in c.samples {
      let sample = c.timing.sample(atLocalTime: time, intrinsicDuration: 0)
      #expect(sample.transformedProgress == expected, "t = \(time)")
    }
  }

  @Test("the flag is set in the before phase going forwards and the after phase going backwards")
  func flag() {
    let forwards = Self.timing(.linear)
    #expect(forwards.sample(atLocalTime: 0.5, intrinsicDuration: 0).isBeforeFlagSet)
    #expect(!forwards.sample(atLocalTime: 1.5, intrinsicDuration: 0).isBeforeFlagSet)
    #expect(!forwards.sample(atLocalTime: 2.5, intrinsicDuration: 0).isBeforeFlagSet)
    let backwards = Self.timing(.linear, direction: .reverse)
    #expect(!backwards.sample(atLocalTime: 0.5, intrinsicDuration: 0).isBeforeFlagSet)
    #expect(!backwards.sample(atLocalTime: 1.5, intrinsicDuration: 0).isBeforeFlagSet)
    #expect(backwards.sample(atLocalTime: 2.5, intrinsicDuration: 0).isBeforeFlagSet)
    // The direction that counts is the iteration's (web-animations-1 "current direction"), not the
    // playback rate: a negative rate with a normal direction sets it before, not after.
    let negativeRate = Self.timing(.linear, rate: -1)
    #expect(negativeRate.sample(atLocalTime: 0.5, intrinsicDuration: 0).isBeforeFlagSet)
    #expect(!negativeRate.sample(atLocalTime: 2.5, intrinsicDuration: 0).isBeforeFlagSet)
    // Unresolved progress: no flag.
    var none = forwards
    none.fill = .none
    #expect(!none.sample(atLocalTime: 0.5, intrinsicDuration: 0).isBeforeFlagSet)
  }

  @Test("a timeline tween with step-start shows its start during its delay and jumps when it starts")
  func timelineTween() throws {
    let rig = TestRig()
    let card = Card(opacity: 1)
    let timeline = Timeline(engine: rig.engine)
    var timing = EffectTiming(duration: 1)
    timing.delay = 1
    try timeline.addTween(duration: 1, curve: .stepStart, timing: timing) { card.opacity = 0 }
    // From 1 to 0: transformed progress 0 during the delay (the before flag), 1 once active.
    try timeline.seek(to: 0.5)
    #expect(card.$opacity.presentationValue == 1)
    try timeline.seek(to: 1)
    #expect(card.$opacity.presentationValue == 0)
    try timeline.seek(to: 0)
    #expect(card.$opacity.presentationValue == 1)
  }

  // MARK: Item 9: iteration time

  @Test("iteration time is the time into the current iteration, before the direction")
  func iterationTime() {
    let timing = EffectTiming(
      delay: 1, duration: 2, iterations: 2.5, iterationStart: 0.25, direction: .alternate, fill: .both)
    // Local 1 s: active 0, overall 0.25 → 0.5 s into iteration 0.
    #expect(timing.sample(atLocalTime: 1, intrinsicDuration: 0).iterationTime == 0.5)
    // Local 3 s: active 2, overall 1.25 → 0.5 s into iteration 1 (which plays backwards: the
    // directed progress is 0.75, the iteration time is still 0.5 s in).
    let reversed = timing.sample(atLocalTime: 3, intrinsicDuration: 0)
    #expect(reversed.iterationTime == 0.5 && reversed.currentIteration == 1 && reversed.directedProgress == 0.75)
    // Before the delay, filled: the iteration start, 0.5 s.
    #expect(timing.sample(atLocalTime: 0, intrinsicDuration: 0).iterationTime == 0.5)
    // After the end: overall 2.75 → 1.5 s into iteration 2.
    #expect(timing.sample(atLocalTime: 10, intrinsicDuration: 0).iterationTime == 1.5)
    // An active interval that ends on a boundary holds the whole duration.
    let whole = EffectTiming(duration: 2, iterations: 2)
    #expect(whole.sample(atLocalTime: 4, intrinsicDuration: 0).iterationTime == 2)
    // Not filled: unresolved.
    let unfilled = EffectTiming(delay: 1, duration: 2, fill: .none)
    #expect(unfilled.sample(atLocalTime: 0.5, intrinsicDuration: 0).iterationTime == nil)
  }

  @Test("iteration time holds the duration through a repeat delay and is the active time when infinite")
  func iterationTimeEdges() {
    var timing = EffectTiming(duration: 1, iterations: 2)
    timing.repeatDelay = 0.5
    // 0.25 s into the repeat delay after iteration 0: held at 1 s.
    #expect(timing.sample(atLocalTime: 1.25, intrinsicDuration: 0).iterationTime == 1)
    // 0.25 s into iteration 1 (which starts at 1.5 s); measured through the cycle, so to rounding.
    let second = timing.sample(atLocalTime: 1.75, intrinsicDuration: 0)
    #expect(abs((second.iterationTime ?? 0) - 0.25) < 1e-12 && second.currentIteration == 1)
    let forever = EffectTiming(duration: .infinity)
    #expect(forever.sample(atLocalTime: 12.5, intrinsicDuration: 0).iterationTime == 12.5)
    let empty = EffectTiming(duration: 0)
    #expect(empty.sample(atLocalTime: 0, intrinsicDuration: 0).iterationTime == 0)
  }
}
