import Animator
import Testing

/// Keyframes fed a progress outside `0...1`, as a Web Animations effect easing that overshoots
/// feeds them (issue 13, item 7). web-animations-1, "The effect value of a keyframe effect": the
/// interval is the first (progress < 0) or the last (progress > 1), the interval distance goes
/// beyond `0...1`, and the keyframe's easing is evaluated there by CSS Easing's rules (§2.2 for
/// Bézier curves, §3.1 for steps). Where several keyframes share offset 0 (1), a progress below 0
/// (at or above 1) shows the first (last) of them.
@Suite("Keyframes beyond 0...1")
struct KeyframesExtrapolationTests {
  @Test("a Bézier keyframe easing continues along its end tangent")
  func bezierEasing() throws {
    // (0.5, 1, 0.5, 0) after 1: the line P2–P3, slope (0 − 1) / (0.5 − 1) = 2.
    let upper = try Keyframes(values: [0.0, 100], timingCurves: [try .cubicBezier(0.5, 1, 0.5, 0)])
    for p in [1.0625, 1.25, 1.5] {
      #expect(abs(upper.value(at: p) - 100 * (1 + 2 * (p - 1))) < 1e-12, "p = \(p)")
      #expect(abs(upper.velocity(at: p) - 200) < 1e-12, "p = \(p)")
    }
    // (0.25, 0.5, 0.5, 1) before 0: the line P0–P1, slope 0.5 / 0.25 = 2.
    let lower = try Keyframes(values: [0.0, 100], timingCurves: [try .cubicBezier(0.25, 0.5, 0.5, 1)])
    #expect(abs(lower.value(at: -0.1) - -20) < 1e-12)
    // (0.5, 1, 1, 0): P2 is straight below P3, a vertical tangent: the value holds at the end.
    let vertical = try Keyframes(values: [0.0, 100], timingCurves: [try .cubicBezier(0.5, 1, 1, 0)])
    #expect(vertical.value(at: 1.5) == 100)
  }

  @Test("a step keyframe easing continues its staircase (css-easing-1 §3.1, steps 4 and 6)")
  func stepEasing() throws {
    // step-start at 1.25: ⌊1.25⌋ + 1 = 2 → 200. step-end at −0.25: ⌊−0.25⌋ = −1 → −100.
    let start = try Keyframes(values: [0.0, 100], timingCurves: [.stepStart])
    #expect(start.value(at: 1.25) == 200)
    #expect(start.value(at: -0.25) == 0)
    let end = try Keyframes(values: [0.0, 100], timingCurves: [.stepEnd])
    #expect(end.value(at: 1.25) == 100)
    #expect(end.value(at: -0.25) == -100)
  }

  @Test("the first and last intervals extend; inner keyframes do not matter")
  func endIntervals() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 30], keyTimes: [0, 0.5, 1])
    // Last interval 0.5 → 1 (10 → 30) at 1.2: distance 1.4, 10 + 20 × 1.4 = 38.
    #expect(abs(keyframes.value(at: 1.2) - 38) < 1e-12)
    // First interval 0 → 0.5 (0 → 10) at −0.2: distance −0.4, −4.
    #expect(abs(keyframes.value(at: -0.2) - -4) < 1e-12)
    #expect(keyframes.velocity(at: 1.2) == 40 && keyframes.velocity(at: -0.2) == 20)
    // The infinities are the ends.
    #expect(keyframes.value(at: .infinity) == 30 && keyframes.value(at: -.infinity) == 0)
  }

  @Test("keyframes sharing offset 0 or 1 show the first or the last of them outside 0...1")
  func sharedOffsets() throws {
    let atStart = try Keyframes(values: [5.0, 10, 20], keyTimes: [0, 0, 1])
    #expect(atStart.value(at: -0.5) == 5)
    #expect(atStart.value(at: 0) == 10)
    #expect(atStart.value(at: 0.5) == 15)
    let atEnd = try Keyframes(values: [0.0, 10, 20], keyTimes: [0, 1, 1])
    #expect(atEnd.value(at: 0.5) == 5)
    #expect(atEnd.value(at: 1) == 20)
    #expect(atEnd.value(at: 1.5) == 20)
    #expect(atEnd.velocity(at: 1.5) == 0)
  }

  @Test("discrete keyframes hold their first and last values")
  func discrete() throws {
    let keyframes = try Keyframes(values: [1.0, 2], keyTimes: [0, 0.5, 1], calculationMode: .discrete)
    #expect(keyframes.value(at: -1) == 1 && keyframes.value(at: 2) == 2)
  }

  /// WPT `css/css-easing/cubic-bezier-timing-functions-output.html`, in closed form: an effect
  /// easing `cubic-bezier(0, 1.5, 1, 1.5)` is at parameter `s = 1/2` at time 1/2
  /// (`x(s) = 3s² − 2s³`), where `y = 3·1.5·(1/2)(1/4)·2 + 1/8 = 1.25`; the keyframe easing
  /// `cubic-bezier(0.5, 1, 0.5, 0)` continues past 1 with slope 2, so 0 → 100 shows
  /// `100 × (1 + 2 × 0.25) = 150`.
  @Test("a timeline tween with an overshooting easing extends its keyframe easing")
  func throughATimeline() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let keyframes = try Keyframes(values: [0.0, 100], timingCurves: [try .cubicBezier(0.5, 1, 0.5, 0)])
    try timeline.addTween(duration: 1, curve: try .cubicBezier(0, 1.5, 1, 1.5)) {
      card.$opacity.animate(through: keyframes)
    }
    try timeline.seek(to: 0.5)
    #expect(abs(card.$opacity.presentationValue - 150) < 1e-9)
  }
}
