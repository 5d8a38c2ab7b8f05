import Animator
import Foundation
import Testing

/// A spring in a timeline starts from the value its property has where the spring begins, which is
/// known only when the timeline records its children in time order (an earlier tween or spring on
/// the same property sets it). The spring's settling time depends on that start, so the timeline
/// must lay itself out again when recording changes it: a spring added while the property's model
/// still held its target (distance 0, length 0) was otherwise squeezed into no time at all, jumping
/// to its target, while the earlier child's additive layer still showed its offset on top (an
/// opacity of 1.5, outside 0...1, in the report).
@Suite("Timeline spring starts")
struct TimelineSpringStartTests {
  /// `Spring.smooth` is critically damped (bounce 0) with a perceptual duration of 0.5 s, so
  /// ω = 2π / 0.5 and, from rest, x(τ) = target + (x₀ − target)(1 + ωτ)e^(−ωτ): the closed form of
  /// a critically damped oscillator (SwiftUI's `Spring(duration:bounce:)`, bounce 0).
  static func smooth(from start: Double, to target: Double, at time: Double) -> Double {
    let omega = 2 * Double.pi / 0.5
    return target + (start - target) * (1 + omega * time) * exp(-omega * time)
  }

  @Test("a spring after a spring on the same property pulls from where the first leaves it, for its full length")
  func springAfterSpring() throws {
    let rig = TestRig()
    let card = Card(opacity: 1)
    let timeline = Timeline(engine: rig.engine)
    let fall = try timeline.addSpring(of: card.$opacity, to: 0, spring: .smooth, name: "fall")
    let rise = try timeline.addSpring(of: card.$opacity, to: 1, spring: .smooth, at: .at(0.2), name: "rise")
    try timeline.seek(to: 0.3)
    // Layers add up (UIKit's additive animations): the model is the last target, 1, and each
    // spring adds its value minus its own target. `fall` is 0.3 s into 1 → 0; `rise` starts from
    // the 0 that `fall` leaves in the model and is 0.1 s into 0 → 1.
    let fallOffset = Self.smooth(from: 1, to: 0, at: 0.3) - 0
    let riseOffset = Self.smooth(from: 0, to: 1, at: 0.1) - 1
    let expected = 1 + fallOffset + riseOffset
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    // Both travel a distance of 1 from rest, so they settle after the same time.
    #expect(rise.duration.isApproximatelyEqual(to: fall.duration, absoluteTolerance: 1e-12))
    #expect(timeline.totalDuration.isApproximatelyEqual(to: 0.2 + fall.duration, absoluteTolerance: 1e-12))
    // fall(τ) + rise(τ − 0.2) = fall(τ) + 1 − fall(τ − 0.2) stays within 0...1, since fall only
    // decreases: the opacity never leaves its range.
    for step in 0...50 {
      let time = timeline.totalDuration * Double(step) / 50
      try timeline.seek(to: time)
      let shown = card.$opacity.presentationValue
      #expect(shown >= -1e-9 && shown <= 1 + 1e-9, "opacity \(shown) at \(time) s")
    }
    try timeline.seek(to: timeline.totalDuration)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
  }

  @Test("a spring after a tween on the same property pulls from the tween's end, and a run lasts until it settles")
  func springAfterTween() throws {
    let rig = TestRig()
    let card = Card(opacity: 1)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 0, duration: 0.5, curve: .linear, name: "fade")
    let back = try timeline.addSpring(of: card.$opacity, to: 1, spring: .smooth, name: "back")
    try timeline.seek(to: 0.7)
    // The tween has ended (its layer adds 0); the spring is 0.2 s into 0 → 1.
    let expected = Self.smooth(from: 0, to: 1, at: 0.2)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    #expect(back.duration > 0.5)
    #expect(timeline.totalDuration.isApproximatelyEqual(to: 0.5 + back.duration, absoluteTolerance: 1e-12))

    // Played from the start, the run ends when the spring settles, not when the tween does.
    let played = Timeline(engine: rig.engine)
    let other = Card(opacity: 1)
    try played.addTween(of: other.$opacity, to: 0, duration: 0.5, curve: .linear)
    try played.addSpring(of: other.$opacity, to: 1, spring: .smooth)
    var ended: [AnimatingPosition] = []
    played.addCompletion { ended.append($0) }
    try played.startAnimation()
    rig.advance(milliseconds: 700)
    #expect(ended.isEmpty, "still springing at 0.7 s")
    #expect(other.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    for _ in 0..<200 where ended.isEmpty { rig.advance(milliseconds: 16) }
    #expect(ended == [.end] && other.$opacity.presentationValue == 1)
  }

  @Test("a spring added to a paused timeline starts from the value at its own start, not the one after every child")
  func springAddedWhilePaused() throws {
    let rig = TestRig()
    let card = Card(opacity: 1)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 0.2, duration: 0.5, curve: .linear, at: .at(1), name: "late")
    try timeline.seek(to: 0.1)
    #expect(timeline.state == .active)
    // Recorded in time order, the spring (at 0) comes before `late` (at 1): it pulls from 1, the
    // value before any child, not from the 0.2 the model holds once `late` is recorded.
    let pull = try timeline.addSpring(of: card.$opacity, to: 0.5, spring: .smooth, at: .at(0), name: "pull")
    try timeline.seek(to: 0.2)
    // The model is 0.2 (`late`, recorded last); `late` before its start adds from − to = 0.5 − 0.2,
    // and the spring adds its value − 0.5: together the spring's value.
    let expected = Self.smooth(from: 1, to: 0.5, at: 0.2)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    // The same as the timeline built before its first run.
    let fresh = Timeline(engine: rig.engine)
    let other = Card(opacity: 1)
    try fresh.addTween(of: other.$opacity, to: 0.2, duration: 0.5, curve: .linear, at: .at(1))
    try fresh.addSpring(of: other.$opacity, to: 0.5, spring: .smooth, at: .at(0))
    for time in [0.0, 0.2, 0.5, 0.9, 1.2, 1.5] {
      try timeline.seek(to: time)
      try fresh.seek(to: time)
      #expect(
        card.$opacity.presentationValue.isApproximatelyEqual(
          to: other.$opacity.presentationValue, absoluteTolerance: 1e-12), "at \(time)")
    }
    #expect(pull.duration > 0)
  }
}
