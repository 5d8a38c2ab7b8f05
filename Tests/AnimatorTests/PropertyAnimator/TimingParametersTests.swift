import Animator
import Testing

@Suite("SpringTimingParameters")
struct SpringTimingParametersTests {
  @Test("the default is critically damped and keeps the animator's duration")
  func defaultParameters() throws {
    let timing = SpringTimingParameters()
    #expect(timing.dampingRatio == 1)
    #expect(timing.initialVelocity == 0)
    #expect(timing.usesAnimatorDuration)
    #expect(timing.spring == nil)
    let run = try timing.resolved(forAnimatorDuration: 0.4)
    #expect(run.duration == 0.4)
    #expect(run.curve.spring.dampingRatio == 1)
    #expect(run.curve.spring.settlingDuration().isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-9))
    #expect(timing == (try SpringTimingParameters(dampingRatio: 1)))
  }

  /// (damping ratio, initial velocity, animator duration).
  static let honoured: [(Double, Double, Double)] = [
    (0.8, 10, 2.5),  // seed 000: usingSpringWithDamping: 0.8, initialSpringVelocity: 10, 2.5 s
    (1, 0, 0.3), (0.5, 0, 1), (0.5, -2, 0.6), (0.3, 4, 1), (2, 1, 0.5), (0.9, -0.5, 0.25),
  ]

  @Test("with a damping ratio, the spring settles exactly at the animator's duration", arguments: honoured)
  func honoursDuration(dampingRatio: Double, initialVelocity: Double, duration: Double) throws {
    let timing = try SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    let run = try timing.resolved(forAnimatorDuration: duration)
    #expect(run.duration == duration)
    #expect(run.curve.duration == duration)
    #expect(run.curve.initialVelocity == initialVelocity)
    let settling = run.curve.spring.settlingDuration(initialVelocity: initialVelocity)
    #expect(settling.isApproximatelyEqual(to: duration, absoluteTolerance: 1e-9), "settles at \(settling)")
    #expect(run.curve.value(at: 1) == 1)
    #expect(run.curve.velocity(at: 0) == initialVelocity * duration)
  }

  @Test("seed 000's spring overshoots and settles over its 2.5 s")
  func seed000() throws {
    let run = try SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 10).resolved(forAnimatorDuration: 2.5)
    let values = stride(from: 0.0, through: 1, by: 0.001).map { run.curve.value(at: $0) }
    let peak = values.max() ?? 0
    // Thrown at 10 distances per second, it overshoots by about half the distance...
    #expect(peak > 1.45 && peak < 1.6)
    #expect(values.allSatisfy { $0 >= 0 })
    // ...and is still on the edge of the band just before the end, where it settles.
    #expect(abs(run.curve.value(at: 1 - 1e-12) - 1).isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-9))
  }

  @Test("with physical constants, the spring's settling duration replaces the animator's")
  func physicalReplacesDuration() throws {
    let timing = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1)
    #expect(!timing.usesAnimatorDuration)
    #expect(timing.spring == (try Spring(mass: 1, stiffness: 100, damping: 10)))
    #expect(timing.dampingRatio == 0.5)
    let expected = try Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration(initialVelocity: 1)
    for animatorDuration in [0.3, 5, 0, -1, .nan] {
      let run = try timing.resolved(forAnimatorDuration: animatorDuration)
      #expect(run.duration == expected)
      #expect(run.curve.spring == timing.spring)
    }
  }

  @Test("with a perceptual duration and bounce, the spring is SwiftUI's and sets its own duration")
  func perceptualReplacesDuration() throws {
    let timing = try SpringTimingParameters(duration: 0.5, bounce: 0)
    #expect(timing.spring == .smooth)
    let run = try timing.resolved(forAnimatorDuration: 0.5)
    // The perceptual 0.5 s is the pace; the spring takes 0.73 s to settle.
    #expect(run.duration.isApproximatelyEqual(to: Spring.smooth.settlingDuration(), absoluteTolerance: 0))
    #expect(run.duration > 0.73 && run.duration < 0.74)
    #expect(try SpringTimingParameters(spring: .smooth) == timing)
  }

  @Test("an undamped spring never settles: it runs to its second arrival at the target")
  func undamped() throws {
    let fixed = try SpringTimingParameters(mass: 1, stiffness: 40, damping: 0)
    let run = try fixed.resolved(forAnimatorDuration: 1)
    #expect(run.duration.isFinite && run.duration > 0)
    #expect(abs(run.curve.value(at: 1 - 1e-12) - 1) < 1e-9)

    let fitted = try SpringTimingParameters(dampingRatio: 0, initialVelocity: 1)
    let fittedRun = try fitted.resolved(forAnimatorDuration: 2)
    #expect(fittedRun.duration == 2)
    #expect(abs(fittedRun.curve.value(at: 1 - 1e-12) - 1) < 1e-9)
  }

  @Test("a fitted spring needs a positive, finite animator duration")
  func badAnimatorDuration() throws {
    let timing = try SpringTimingParameters(dampingRatio: 0.7)
    for duration: Double in [0, -1, .nan, .infinity] {
      #expect(
        throws: AnimationError.invalidArgument(parameter: "duration", value: "\(duration)", requirement: .positive)
      ) {
        try timing.resolved(forAnimatorDuration: duration)
      }
    }
    #expect {
      try timing.resolved(forAnimatorDuration: 1e-200)
    } throws: { error in
      guard case AnimationError.invalidArgument(let name, _, _) = error else { return false }
      return name == "duration"
    }
  }

  @Test("rejects bad parameters, naming them")
  func rejects() {
    let cases: [(String, () throws(AnimationError) -> SpringTimingParameters)] = [
      ("dampingRatio", { () throws(AnimationError) in try SpringTimingParameters(dampingRatio: -0.1) }),
      ("dampingRatio", { () throws(AnimationError) in try SpringTimingParameters(dampingRatio: .nan) }),
      (
        "initialVelocity",
        { () throws(AnimationError) in try SpringTimingParameters(dampingRatio: 1, initialVelocity: .nan) }
      ),
      (
        "initialVelocity",
        { () throws(AnimationError) in try SpringTimingParameters(spring: .smooth, initialVelocity: .infinity) }
      ),
      ("stiffness", { () throws(AnimationError) in try SpringTimingParameters(mass: 1, stiffness: 0, damping: 1) }),
      ("bounce", { () throws(AnimationError) in try SpringTimingParameters(duration: 1, bounce: -1) }),
      ("duration", { () throws(AnimationError) in try SpringTimingParameters(duration: 0, bounce: 0) }),
    ]
    for (parameter, make) in cases {
      do {
        _ = try make()
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
