import Animator
import Testing

/// The W3C Web Animations timing calculations (Level 1, §4.8–4.11), case by case.
@Suite("Effect timing")
struct EffectTimingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let timing: EffectTiming
    let time: Double
    let phase: TimingPhase
    let iteration: Double?
    let directed: Double?
    var testDescription: String { label }
  }

  static func timing(
    delay: Double = 0, endDelay: Double = 0, duration: Double = 1, iterations: Double = 1, start: Double = 0,
    direction: PlaybackDirection = .normal, fill: FillMode = .both, rate: Double = 1
  ) -> EffectTiming {
    EffectTiming(
      delay: delay, endDelay: endDelay, duration: duration, iterations: iterations, iterationStart: start,
      direction: direction, fill: fill, playbackRate: rate)
  }

  static let cases: [Case] = [
    Case(
      label: "before the delay, filled backwards", timing: timing(delay: 1), time: 0.5, phase: .before, iteration: 0,
      directed: 0),
    Case(
      label: "before the delay, no fill", timing: timing(delay: 1, fill: .none), time: 0.5, phase: .before,
      iteration: nil, directed: nil),
    Case(
      label: "forwards fill does not cover the delay", timing: timing(delay: 1, fill: .forwards), time: 0.5,
      phase: .before, iteration: nil, directed: nil),
    Case(
      label: "the active interval starts at the delay", timing: timing(delay: 1), time: 1, phase: .active, iteration: 0,
      directed: 0),
    Case(label: "half-way", timing: timing(delay: 1), time: 1.5, phase: .active, iteration: 0, directed: 0.5),
    Case(
      label: "at the end, forwards: after phase, progress 1", timing: timing(), time: 1, phase: .after, iteration: 0,
      directed: 1),
    Case(
      label: "after the end, no fill", timing: timing(fill: .none), time: 1, phase: .after, iteration: nil,
      directed: nil),
    Case(
      label: "after the end, backwards fill does not cover it", timing: timing(fill: .backwards), time: 2,
      phase: .after, iteration: nil, directed: nil),
    Case(
      label: "ending on an iteration boundary holds progress 1 of the last iteration", timing: timing(iterations: 2),
      time: 2, phase: .after, iteration: 1, directed: 1),
    Case(
      label: "inside, an iteration boundary is progress 0 of the next", timing: timing(iterations: 3), time: 1,
      phase: .active, iteration: 1, directed: 0),
    Case(
      label: "fractional iterations stop part-way", timing: timing(iterations: 1.5), time: 5, phase: .after,
      iteration: 1, directed: 0.5),
    Case(
      label: "iteration start shifts the content", timing: timing(start: 0.5), time: 0.25, phase: .active, iteration: 0,
      directed: 0.75),
    Case(
      label: "iteration start wraps into the next iteration", timing: timing(start: 0.5), time: 0.75, phase: .active,
      iteration: 1, directed: 0.25),
    Case(
      label: "iteration start: ends half-way through the second iteration", timing: timing(start: 0.5), time: 1,
      phase: .after, iteration: 1, directed: 0.5),
    Case(
      label: "reverse plays every iteration backwards", timing: timing(direction: .reverse), time: 0.25, phase: .active,
      iteration: 0, directed: 0.75),
    Case(
      label: "alternate: second iteration backwards", timing: timing(iterations: 2, direction: .alternate), time: 1.25,
      phase: .active, iteration: 1, directed: 0.75),
    Case(
      label: "alternate, even count, ends at the start", timing: timing(iterations: 2, direction: .alternate), time: 2,
      phase: .after, iteration: 1, directed: 0),
    Case(
      label: "alternate-reverse: first iteration backwards",
      timing: timing(iterations: 2, direction: .alternateReverse), time: 0.25, phase: .active, iteration: 0,
      directed: 0.75),
    Case(
      label: "alternate-reverse: second iteration forwards",
      timing: timing(iterations: 2, direction: .alternateReverse), time: 1.25, phase: .active, iteration: 1,
      directed: 0.25),
    Case(
      label: "infinite iterations keep counting", timing: timing(iterations: .infinity), time: 7.25, phase: .active,
      iteration: 7, directed: 0.25),
    Case(
      label: "zero duration, before", timing: timing(delay: 1, duration: 0), time: 0.5, phase: .before, iteration: 0,
      directed: 0),
    Case(
      label: "zero duration, at the point: after, progress 1", timing: timing(delay: 1, duration: 0), time: 1,
      phase: .after, iteration: 0, directed: 1),
    Case(
      label: "zero duration, three iterations: progress 1 of the third", timing: timing(duration: 0, iterations: 3),
      time: 0, phase: .after, iteration: 2, directed: 1),
    Case(
      label: "zero duration, fractional iterations", timing: timing(duration: 0, iterations: 2.5), time: 1,
      phase: .after, iteration: 2, directed: 0.5),
    Case(
      label: "zero iterations: after at once, iteration start's progress", timing: timing(iterations: 0, start: 0.25),
      time: 0, phase: .after, iteration: 0, directed: 0.25),
    Case(
      label: "negative rate: the start boundary belongs to the before phase", timing: timing(delay: 1, rate: -1),
      time: 1, phase: .before, iteration: 0, directed: 0),
    Case(
      label: "negative rate: the end boundary belongs to the active phase", timing: timing(rate: -1), time: 1,
      phase: .active, iteration: 0, directed: 1),
    Case(
      label: "end delay: after phase during it", timing: timing(endDelay: 1), time: 1.5, phase: .after, iteration: 0,
      directed: 1),
    Case(
      label: "negative end delay cuts the active interval", timing: timing(endDelay: -1, duration: 2), time: 1,
      phase: .after, iteration: 0, directed: 0.5),
    Case(
      label: "negative delay starts part-way", timing: timing(delay: -0.5), time: 0, phase: .active, iteration: 0,
      directed: 0.5),
  ]

  @Test("the timing calculations follow the W3C rules", arguments: cases)
  func sample(_ example: Case) {
    let sample = example.timing.sample(atLocalTime: example.time, intrinsicDuration: 0)
    #expect(sample.phase == example.phase)
    #expect(sample.currentIteration == example.iteration)
    if let directed = example.directed {
      #expect(sample.directedProgress?.isApproximatelyEqual(to: directed, absoluteTolerance: 1e-12) == true)
    } else {
      #expect(sample.directedProgress == nil)
    }
  }

  @Test("active duration is duration × iterations, zero if either is zero, infinite for infinite iterations")
  func activeDuration() {
    #expect(Self.timing(duration: 2, iterations: 3).activeDuration(intrinsicDuration: 0) == 6)
    #expect(Self.timing(duration: 0, iterations: .infinity).activeDuration(intrinsicDuration: 0) == 0)
    #expect(Self.timing(duration: 2, iterations: 0).activeDuration(intrinsicDuration: 0) == 0)
    #expect(Self.timing(iterations: .infinity).activeDuration(intrinsicDuration: 0) == .infinity)
    #expect(EffectTiming().activeDuration(intrinsicDuration: 1.5) == 1.5, "the intrinsic duration by default")
  }

  @Test("end time is delay + active duration + end delay, never negative")
  func endTime() {
    #expect(Self.timing(delay: 1, endDelay: 0.5, duration: 2).endTime(intrinsicDuration: 0) == 3.5)
    #expect(Self.timing(delay: 1, endDelay: -5).endTime(intrinsicDuration: 0) == 0)
  }

  @Test("the easing shapes the transformed progress, not the directed progress")
  func easing() {
    var timing = Self.timing()
    timing.easing = .easeIn
    let sample = timing.sample(atLocalTime: 0.5, intrinsicDuration: 0)
    #expect(sample.directedProgress == 0.5)
    #expect(sample.transformedProgress == TimingCurve.easeIn.value(at: 0.5))
  }

  @Test("GSAP's repeat delay holds the value between iterations and not after the last")
  func repeatDelay() {
    var timing = Self.timing()
    timing.repeat = 1
    timing.repeatDelay = 0.5
    #expect(timing.activeDuration(intrinsicDuration: 0) == 2.5)
    #expect(timing.sample(atLocalTime: 1.25, intrinsicDuration: 0).directedProgress == 1, "holding at the end")
    #expect(
      timing.sample(atLocalTime: 1.75, intrinsicDuration: 0).directedProgress?.isApproximatelyEqual(to: 0.25) == true)
    #expect(timing.sample(atLocalTime: 2.5, intrinsicDuration: 0).directedProgress == 1)
    timing.yoyo = true
    #expect(timing.sample(atLocalTime: 1.25, intrinsicDuration: 0).directedProgress == 1, "holding at the turn")
    #expect(
      timing.sample(atLocalTime: 1.75, intrinsicDuration: 0).directedProgress?.isApproximatelyEqual(to: 0.75) == true)
    #expect(timing.sample(atLocalTime: 2.5, intrinsicDuration: 0).directedProgress == 0)
  }

  static func spoiled(_ spoil: (inout EffectTiming) -> Void) -> EffectTiming {
    var timing = EffectTiming()
    spoil(&timing)
    return timing
  }

  static let badTimings: [(String, EffectTiming)] = [
    ("delay", spoiled { $0.delay = .nan }),
    ("endDelay", spoiled { $0.endDelay = .infinity }),
    ("duration", spoiled { $0.duration = -1 }),
    ("iterations", spoiled { $0.iterations = -1 }),
    ("iterations", spoiled { $0.iterations = .nan }),
    ("iterationStart", spoiled { $0.iterationStart = -0.5 }),
    ("playbackRate", spoiled { $0.playbackRate = 0 }),
    ("playbackRate", spoiled { $0.playbackRate = .nan }),
    ("repeatDelay", spoiled { $0.repeatDelay = -1 }),
  ]

  @Test("bad fields are named", arguments: badTimings)
  func validation(_ parameter: String, _ timing: EffectTiming) {
    #expect {
      try timing.validate()
    } throws: { error in
      guard case .invalidArgument(let name, _, _) = error as? AnimationError else { return false }
      return name == parameter
    }
  }
}

@Suite("Effect timing spellings")
struct EffectTimingSpellingTests {
  @Test("Core Animation: repeatCount 2 with autoreverses is four alternating iterations")
  func coreAnimation() {
    var timing = EffectTiming(duration: 1)
    timing.repeatCount = 2
    timing.autoreverses = true
    #expect(timing.iterations == 4)
    #expect(timing.direction == .alternate)
    #expect(timing.repeatCount == 2)
    #expect(timing.activeDuration(intrinsicDuration: 0) == 4)
    timing.autoreverses = false
    #expect(timing.iterations == 2 && timing.direction == .normal)
    timing.repeatCount = 0
    #expect(timing.iterations == 1, "CA's 0 means once")
    timing.repeatCount = .greatestFiniteMagnitude
    #expect(timing.iterations == .infinity)
    timing.fillMode = .forwards
    timing.speed = 2
    #expect(timing.fill == .forwards && timing.playbackRate == 2)
  }

  @Test("Core Animation: timeOffset starts the content that far in and wraps around")
  func timeOffset() {
    var timing = EffectTiming(duration: 2)
    timing.timeOffset = 0.5
    #expect(timing.sample(atLocalTime: 0, intrinsicDuration: 0).directedProgress == 0.25)
    #expect(timing.sample(atLocalTime: 1.75, intrinsicDuration: 0).directedProgress == 0.125)
  }

  @Test("GSAP: repeat -1 is forever, yoyo alternates, timeScale is the rate")
  func gsap() {
    var timing = EffectTiming(duration: 1)
    timing.repeat = 3
    #expect(timing.iterations == 4 && timing.repeat == 3)
    timing.repeat = -1
    #expect(timing.iterations == .infinity && timing.repeat == -1)
    timing.yoyo = true
    #expect(timing.direction == .alternate)
    timing.timeScale = 0.5
    #expect(timing.playbackRate == 0.5)
    timing.repeat = -2
    #expect(throws: AnimationError.self) { try timing.validate() }
  }
}
