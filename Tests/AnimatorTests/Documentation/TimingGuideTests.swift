import Animator
import Foundation
import Testing

/// The code of `Documentation/Timing.md`, compiled and run; the guide shows the text between the
/// `docs:` markers (checked by ``GuideSnippetTests``).
@Suite("Timing guide")
struct TimingGuideTests {
  final class View {
    @Animated var opacity = 0.0
    @Animated var bounds = Rect2D(x: 0, y: 0, width: 60, height: 60)
  }

  @Test("curves are pure functions of unit time")
  func curves() throws {
    // docs: begin curves
    let curve = TimingCurve.easeInOut  // UIKit's default
    #expect(curve.value(at: 0.5) == 0.5)  // symmetric
    #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.6846) < 1e-4)
    #expect(TimingCurve.easeIn.velocity(at: 0) == 0)  // starts at rest

    // Any input is accepted: time is clamped to 0...1 and NaN reads as 0.
    #expect(curve.value(at: 2) == 1 && curve.value(at: .nan) == 0)

    let mine = try TimingCurve.cubicBezier(0.2, 0.8, 0.2, 1)
    let back = TimingCurve.easeOutBack  // overshoots, then settles at 1
    let stairs = try TimingCurve.steps(4, position: .jumpEnd)
    #expect(mine.value(at: 1) == 1 && back.value(at: 0.6) > 1 && stairs.value(at: 0.3) == 0.25)

    // The same curves by name, as CSS writes them, and back.
    #expect(TimingCurve(named: "cubic-bezier(0.2, 0.8, 0.2, 1)") == mine)
    #expect(TimingCurve(named: "easeOutBack") == back && stairs.description == "steps(4, jump-end)")

    // Parameters with no safe meaning are refused when the curve is made.
    #expect(throws: AnimationError.self) { try TimingCurve.cubicBezier(1.5, 0, 0.5, 1) }
    // docs: end curves
  }

  /// css-easing-1 §2.2 (Bézier tangents), §3.1 (steps and the before flag) and web-animations-1
  /// "The effect value of a keyframe effect".
  @Test("beyond 0...1 and at step boundaries, timelines and keyframes follow the specifications")
  func beyondTheUnitInterval() throws {
    // docs: begin beyond
    // A Bézier curve continues along its end tangents: slope 1 / 0.5 before 0, flat after 1.
    let curve = try TimingCurve.cubicBezier(0.5, 1, 0.5, 1)
    #expect(curve.unclampedValue(at: -1) == -2 && curve.unclampedValue(at: 2) == 1)
    #expect(curve.value(at: -1) == 0)  // the animator's form still clamps

    // Steps run the whole algorithm: the staircase goes on outside 0...1, and with the before
    // flag (a delay, playing forwards) a boundary takes the step below.
    #expect(TimingCurve.stepEnd.unclampedValue(at: -0.25) == -1)
    #expect(TimingCurve.stepStart.unclampedValue(at: 0, beforeFlag: true) == 0)
    let delayed = EffectTiming(delay: 1, duration: 1, easing: try .steps(5, position: .jumpStart))
    #expect(delayed.sample(atLocalTime: 0.5, intrinsicDuration: 0).transformedProgress == 0)

    // Keyframes extend their first and last segments.
    #expect(try Keyframes(values: [0.0, 10, 30]).value(at: 1.2) == 38)
    // docs: end beyond
  }

  @Test("an animator takes any curve")
  func animatorCurve() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let view = View()
    // docs: begin animator-curve
    let animator = PropertyAnimator(duration: .seconds(2), curve: .easeOutBounce, engine: engine)
    try animator.addAnimations { view.opacity = 1 }
    try animator.startAnimation()
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(view.$opacity.presentationValue == TimingCurve.easeOutBounce.value(at: 0.5))
    // docs: end animator-curve
  }

  @Test("springs: four descriptions, one model")
  func springs() throws {
    // docs: begin springs
    let bouncy = try Spring(duration: 0.5, bounce: 0.3)  // SwiftUI's terms
    let physical = try Spring(mass: 1, stiffness: 100, damping: 10)  // CASpringAnimation's
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
    #expect(abs(physical.bounce - 0.5) < 1e-12)

    // The motion in closed form: value and velocity at any time.
    let x = bouncy.value(target: 100.0, initialValue: 0, time: 0.4)
    let v = bouncy.velocity(target: 100.0, initialValue: 0, time: 0.4)
    #expect(x > 100 && v < 0)  // past the target, on its way back

    // When it is at rest: the displacement stays within 0.001 of the distance after this.
    #expect(abs(Spring.smooth.settlingDuration() - 0.73) < 0.01)
    // docs: end springs
  }

  @Test("a spring animator: UIKit's damping ratio keeps the duration; a physical spring sets its own")
  func springAnimators() throws {
    let engine = AnimationEngine(clock: ManualClock())
    // docs: begin spring-animators
    // UISpringTimingParameters(dampingRatio:initialVelocity:): fitted to settle in the duration.
    let fitted = PropertyAnimator(
      duration: .seconds(2.5),
      timingParameters: try .spring(dampingRatio: 0.8, initialVelocity: 10), engine: engine)
    #expect(fitted.duration == 2.5)

    // A spring given by its own terms runs until it settles: the duration asked for is replaced.
    let physical = PropertyAnimator(
      duration: .seconds(2.5), timingParameters: .curve(try .spring(Spring(duration: 0.5, bounce: 0))),
      engine: engine)
    #expect(abs(physical.duration - 0.73) < 0.01)
    // docs: end spring-animators
  }

  @Test("keyframes: seed 002's mask")
  func keyframes() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let mask = View()
    // docs: begin keyframes
    let bounds = try Keyframes(
      values: [
        Rect2D(x: 0, y: 0, width: 60, height: 60),
        Rect2D(x: 0, y: 0, width: 50, height: 50),
        Rect2D(x: 0, y: 0, width: 2000, height: 2000),
      ],
      keyTimes: [0, 0.5, 1],
      timingCurves: [.easeInOut, .easeOut])
    #expect(bounds.value(at: 0.25).size.width == 55)

    // Played by an animator (or a timeline, which also gives it a begin time): one block.
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { mask.$bounds.animate(through: bounds) }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(750))
    engine.tick()
    #expect(abs(mask.$bounds.presentationValue.size.width - 1385.05) < 0.01)
    // docs: end keyframes
  }

  @Test("keyframes check their input")
  func keyframeErrors() {
    // docs: begin keyframe-errors
    #expect(throws: AnimationError.invalidArgument(parameter: "keyTimes[2]", value: "0.4", requirement: .ascending)) {
      try Keyframes(values: [0.0, 1, 2], keyTimes: [0, 0.5, 0.4])
    }
    // docs: end keyframe-errors
  }
}
