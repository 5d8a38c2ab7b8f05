import Animator
import Testing

/// `TimingParameters`, UIKit's `UITimingCurveProvider`: a curve over the animator's duration (or
/// over its own span, for a spring given by its physics), or a spring fitted to the animator's
/// duration by its damping ratio.
@Suite("TimingParameters")
struct TimingParametersTests {
  /// How long an animator made with `timing` and `duration` runs.
  private func runLength(_ timing: TimingParameters, _ duration: Duration) -> Double {
    PropertyAnimator(duration: duration, timingParameters: timing, engine: TestRig().engine).duration
  }

  @Test("a curve's parameters hold the curve; the default is Core Animation's default curve")
  func curves() {
    #expect(TimingParameters.curve(.easeOut).curve == .easeOut)
    #expect(TimingParameters.curve(.easeOut).dampingRatio == nil)
    #expect(TimingParameters.default == .curve(.default))
    #expect(TimingParameters.curve(.easeOut) != .curve(.easeIn))
    #expect(runLength(.curve(.easeOut), .seconds(0.7)) == 0.7)
  }

  @Test("UISpringTimingParameters(): critically damped, and it keeps the animator's duration")
  func defaultSpring() throws {
    let timing = try TimingParameters.spring(dampingRatio: 1)
    #expect(timing.dampingRatio == 1)
    #expect(timing.curve == nil)
    #expect(timing == (try .spring(dampingRatio: 1, initialVelocity: 0)))
    #expect(timing != (try .spring(dampingRatio: 1, initialVelocity: 2)))
    #expect(runLength(timing, .seconds(0.4)) == 0.4)
    let curve = try TimingCurve.spring(dampingRatio: 1, duration: 0.4)
    // Critically damped, it creeps up to the band and crosses it exactly at the end.
    #expect(abs(curve.value(at: 1 - 1e-12) - 1).isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-9))
  }

  /// (damping ratio, initial velocity, animator duration).
  static let honoured: [(Double, Double, Double)] = [
    (0.8, 10, 2.5),  // seed 000: usingSpringWithDamping: 0.8, initialSpringVelocity: 10, 2.5 s
    (1, 0, 0.3), (0.5, 0, 1), (0.5, -2, 0.6), (0.3, 4, 1), (2, 1, 0.5), (0.9, -0.5, 0.25),
  ]

  @Test("with a damping ratio, the spring settles exactly at the animator's duration", arguments: honoured)
  func honoursDuration(dampingRatio: Double, initialVelocity: Double, duration: Double) throws {
    let timing = try TimingParameters.spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    #expect(runLength(timing, .seconds(duration)) == duration)
    let curve = try TimingCurve.spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
    // The last time it is 0.001 of the distance from rest is the end of the span.
    let residual = abs(curve.value(at: 1 - 1e-12) - 1)
    #expect(residual.isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-8), "residual \(residual)")
    #expect((0...100).allSatisfy { abs(curve.value(at: 1 - Double($0) * 1e-14) - 1) <= 0.001 + 1e-8 })
    #expect(curve.value(at: 1) == 1)
    #expect(curve.velocity(at: 0) == initialVelocity * duration)
  }

  @Test(
    "TimingCurve.spring(dampingRatio:initialVelocity:duration:) is what an animator with .spring(dampingRatio:) shows",
    arguments: honoured)
  func curveIsTheAnimatorsRun(dampingRatio: Double, initialVelocity: Double, duration: Double) throws {
    let rig = TestRig()
    let card = Card()
    let timing = try TimingParameters.spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    let animator = PropertyAnimator(duration: .seconds(duration), timingParameters: timing, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    try animator.startAnimation()
    let curve = try TimingCurve.spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
    for step in 1...20 {
      let unit = Double(step) / 20
      rig.advance(toSeconds: unit * duration)
      let shown = card.$opacity.presentationValue
      #expect(shown.isApproximatelyEqual(to: 100 * curve.value(at: unit), absoluteTolerance: 1e-9), "at \(unit)")
      if step < 20 {
        let velocity = card.$opacity.velocity
        let expected = 100 * curve.velocity(at: unit) / duration
        #expect(velocity.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-7 * max(1, abs(expected))))
      }
    }
    #expect(animator.state == .inactive)
  }

  @Test("seed 000's spring overshoots and settles over its 2.5 s")
  func seed000() throws {
    let curve = try TimingCurve.spring(dampingRatio: 0.8, initialVelocity: 10, duration: 2.5)
    let values = stride(from: 0.0, through: 1, by: 0.001).map { curve.value(at: $0) }
    let peak = values.max() ?? 0
    // Thrown at 10 distances per second, it overshoots by about half the distance...
    #expect(peak > 1.45 && peak < 1.6)
    #expect(values.allSatisfy { $0 >= 0 })
    // ...and is still on the edge of the band just before the end, where it settles.
    #expect(abs(curve.value(at: 1 - 1e-12) - 1).isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-9))
  }

  @Test("a spring curve given by its physics runs for its settling duration, whatever the animator's")
  func physicalReplacesDuration() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let timing = TimingParameters.curve(try .spring(spring, initialVelocity: 1))
    #expect(timing.dampingRatio == nil)
    #expect(timing.curve == (try .spring(spring, initialVelocity: 1)))
    let expected = spring.settlingDuration(initialVelocity: 1)
    for animatorDuration: Duration in [.seconds(0.3), .seconds(5), .zero, .seconds(-1)] {
      #expect(runLength(timing, animatorDuration) == expected)
    }
  }

  @Test("a spring of a perceptual duration and bounce is SwiftUI's and sets its own duration")
  func perceptualReplacesDuration() throws {
    let spring = try Spring(duration: 0.5, bounce: 0)
    #expect(spring == .smooth)
    let length = runLength(.curve(try .spring(spring)), .seconds(0.5))
    // The perceptual 0.5 s is the pace; the spring takes 0.73 s to settle.
    #expect(length == Spring.smooth.settlingDuration())
    #expect(length > 0.73 && length < 0.74)
  }

  @Test("an undamped spring never settles: it runs to its second arrival at the target")
  func undamped() throws {
    let fixed = try TimingCurve.spring(Spring(mass: 1, stiffness: 40, damping: 0))
    let length = runLength(.curve(fixed), .seconds(1))
    #expect(length.isFinite && length > 0)
    #expect(abs(fixed.value(at: 1 - 1e-12) - 1) < 1e-9)

    #expect(runLength(try .spring(dampingRatio: 0, initialVelocity: 1), .seconds(2)) == 2)
    let fitted = try TimingCurve.spring(dampingRatio: 0, initialVelocity: 1, duration: 2)
    #expect(abs(fitted.value(at: 1 - 1e-12) - 1) < 1e-9)
  }

  @Test("a spring fitted to a duration needs a positive, finite one; an animator of none changes at once")
  func badDuration() throws {
    for duration: Double in [0, -1, .nan, .infinity] {
      #expect(
        throws: AnimationError.invalidArgument(parameter: "duration", value: "\(duration)", requirement: .positive)
      ) {
        try TimingCurve.spring(dampingRatio: 0.7, duration: duration)
      }
    }
    #expect {
      try TimingCurve.spring(dampingRatio: 0.7, duration: 1e-200)
    } throws: { error in
      guard case AnimationError.invalidArgument(let name, _, _) = error else { return false }
      return name == "duration"
    }
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(
      duration: .zero, timingParameters: try .spring(dampingRatio: 0.7), engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 1)
    #expect(card.$opacity.presentationValue == 1)
    #expect(animator.state == .inactive)
  }

  @Test("rejects bad parameters, naming them")
  func rejects() {
    let cases: [(String, () throws(AnimationError) -> Void)] = [
      ("dampingRatio", { () throws(AnimationError) in _ = try TimingParameters.spring(dampingRatio: -0.1) }),
      ("dampingRatio", { () throws(AnimationError) in _ = try TimingParameters.spring(dampingRatio: .nan) }),
      (
        "initialVelocity",
        { () throws(AnimationError) in _ = try TimingParameters.spring(dampingRatio: 1, initialVelocity: .nan) }
      ),
      (
        "initialVelocity",
        { () throws(AnimationError) in _ = try TimingCurve.spring(.smooth, initialVelocity: .infinity) }
      ),
      ("dampingRatio", { () throws(AnimationError) in _ = try TimingCurve.spring(dampingRatio: -1, duration: 1) }),
      (
        "initialVelocity",
        { () throws(AnimationError) in _ = try TimingCurve.spring(dampingRatio: 1, initialVelocity: .nan, duration: 1) }
      ),
      ("duration", { () throws(AnimationError) in _ = try TimingCurve.spring(.smooth, duration: 0) }),
      ("stiffness", { () throws(AnimationError) in _ = try Spring(mass: 1, stiffness: 0, damping: 1) }),
      ("bounce", { () throws(AnimationError) in _ = try Spring(duration: 1, bounce: -1) }),
      ("duration", { () throws(AnimationError) in _ = try Spring(duration: 0, bounce: 0) }),
    ]
    for (parameter, make) in cases {
      do {
        try make()
        Issue.record("expected \(parameter) to be rejected")
      } catch {
        guard case .invalidArgument(let name, _, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(name == parameter)
      }
    }
  }
}
