import Animator
import Foundation
import Testing

/// A child added to an active timeline starts from the value its property has at the child's own
/// start, as it would had it been there from the first run: the timeline records its tweens in
/// time order (GSAP records a tween's start values in the order the playhead meets them), so a
/// tween added before a later tween on the same property must not start from the value the later
/// one leaves in the property's model.
@Suite("Adding to an active timeline")
struct TimelineAddWhileActiveTests {
  @Test("a tween added to a paused timeline starts from the value at its own start, as in a fresh timeline")
  func tweenAddedWhilePaused() throws {
    let rig = TestRig()
    let card = Card(opacity: 1)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 0.2, duration: 0.5, curve: .linear, at: .at(1), name: "late")
    try timeline.seek(to: 0.1)
    #expect(timeline.state == .active)
    try timeline.addTween(of: card.$opacity, to: 0.5, duration: 0.5, curve: .linear, at: .at(0), name: "early")
    try timeline.seek(to: 0.25)
    // `early` runs linearly from 1 (the value before any child) to 0.5: halfway at 0.25 s.
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-12))

    let fresh = Timeline(engine: rig.engine)
    let other = Card(opacity: 1)
    try fresh.addTween(of: other.$opacity, to: 0.2, duration: 0.5, curve: .linear, at: .at(1))
    try fresh.addTween(of: other.$opacity, to: 0.5, duration: 0.5, curve: .linear, at: .at(0))
    for time in [0.0, 0.25, 0.5, 0.9, 1.25, 1.5] {
      try timeline.seek(to: time)
      try fresh.seek(to: time)
      #expect(
        card.$opacity.presentationValue.isApproximatelyEqual(
          to: other.$opacity.presentationValue, absoluteTolerance: 1e-12),
        "at \(time)")
    }
  }

  @Test("a block tween added to a running timeline starts from the value at its own start")
  func blockTweenAddedWhileRunning() throws {
    let rig = TestRig()
    let card = Card(opacity: 1)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 0.5, curve: .linear, at: .at(1)) { card.opacity = 0.2 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 100)
    try timeline.addTween(duration: 0.5, curve: .linear, at: .at(0)) { card.opacity = 0.5 }
    rig.advance(milliseconds: 150)
    // 0.25 s in: the added tween is halfway from 1 to 0.5.
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-12))
    #expect(timeline.isRunning)
  }
}
