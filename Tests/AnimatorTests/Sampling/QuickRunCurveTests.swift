import Testing

@testable import Animator

/// The quick animations' table of curves (`QuickRuns`, issue 28): runs keep only their curve's
/// identity, the curves of the runs that share one are kept once, and the table follows the runs
/// as they start, end in any order and are compacted, and when the identities are numbered again.
@Suite("Quick animations: one curve for the runs that share it")
struct QuickRunCurveTests {
  /// A small deterministic generator, so that the script is the same on every run.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let smoothstep = TimingCurve.custom({ t in t * t * (3 - 2 * t) }, velocity: { t in 6 * t * (1 - t) })

  /// Built-in curves, some alike (two spellings of ease-in-out), and a custom one between them.
  static let curves: [TimingCurve] = [
    .linear, .easeInOut, try! .cubicBezier(0.42, 0, 0.58, 1), .easeOut, smoothstep,
    try! .cubicBezier(0.3, 1.4, 0.6, -0.2), .easeOutBack, smoothstep,
    try! .steps(4, position: .jumpEnd),
  ]
  static let durations: [Duration] = [.milliseconds(50), .milliseconds(250), .milliseconds(600), .seconds(1)]
  static let steps: [Duration] = [.zero, .milliseconds(1), .milliseconds(16), .milliseconds(17), .milliseconds(100)]

  /// Runs a random script of starts (several at one instant, with curves alike, unlike and custom),
  /// ends by handle and ticks on two engines of quick animations, one of which numbers its curves
  /// again whenever an identity passes `curveIDLimit`; and, for each run that reaches its end, an
  /// animator of the same duration and curve on a third engine. Every value must be the same, to
  /// the last bit, on all three after every step.
  @Test("each run keeps its curve while runs start and end in any order, and across renumbering", arguments: [3, 40])
  func curvesFollowTheRuns(curveIDLimit: Int) throws {
    let (quick, renumbered, animated) = (TestRig(), TestRig(), TestRig())
    QuickRuns.of(renumbered.engine).curveIDLimit = UInt32(curveIDLimit)
    var generator = Generator(state: 2_026)
    var quads: [(quick: QuickAnimationTests.Quad, renumbered: QuickAnimationTests.Quad)] = []
    var references: [QuickAnimationTests.Quad?] = []
    var handles: [(QuickAnimation, QuickAnimation)] = []
    var animators: [PropertyAnimator] = []
    for step in 0..<400 {
      switch generator.next(10) {
      case 0..<5:
        let curve = Self.curves[generator.next(Self.curves.count)]
        let duration = Self.durations[generator.next(Self.durations.count)]
        let pair = (QuickAnimationTests.Quad(), QuickAnimationTests.Quad())
        let target = Double(step)
        handles.append(
          (
            try quick.engine.animate(duration: duration, curve: curve) { pair.0.a = target },
            try renumbered.engine.animate(duration: duration, curve: curve) { pair.1.a = target }
          ))
        let reference = QuickAnimationTests.Quad()
        let animator = PropertyAnimator(duration: duration, curve: curve, engine: animated.engine)
        try animator.addAnimations { reference.a = target }
        try animator.startAnimation()
        quads.append(pair)
        references.append(reference)
        animators.append(animator)
      case 5..<7 where !handles.isEmpty:
        // Ends a run by its handle on both quick engines; its animator has no part in it.
        let index = generator.next(handles.count)
        if generator.next(2) == 0 {
          handles[index].0.cancel()
          handles[index].1.cancel()
        } else {
          handles[index].0.finish()
          handles[index].1.finish()
        }
        references[index] = nil
      default:
        let duration = Self.steps[generator.next(Self.steps.count)]
        quick.advance(by: duration)
        renumbered.advance(by: duration)
        animated.advance(by: duration)
      }
      for (index, pair) in quads.enumerated() {
        #expect(pair.quick.bits == pair.renumbered.bits, "run \(index) after step \(step)")
        if let reference = references[index] {
          #expect(pair.quick.bits == reference.bits, "run \(index) against its animator after step \(step)")
        }
      }
      #expect(quick.engine.runningAnimationCount == renumbered.engine.runningAnimationCount)
    }
    for _ in 0..<12 {
      quick.advance(by: .milliseconds(100))
      renumbered.advance(by: .milliseconds(100))
      animated.advance(by: .milliseconds(100))
    }
    #expect(!quick.engine.hasRunningAnimations && !renumbered.engine.hasRunningAnimations)
    for (index, pair) in quads.enumerated() {
      #expect(pair.quick.bits == pair.renumbered.bits, "run \(index) at the end")
      if let reference = references[index] { #expect(pair.quick.bits == reference.bits, "run \(index) at the end") }
    }
  }
}
