import Animator
import Testing

/// A timeline sought to a time before its start shows what precedes its start: a zero-length tween
/// at 0 is not reached and shows its start values, whatever the timeline's duration. GSAP hands a
/// negative time down to its children ("so that zero-duration tweens know whether to render their
/// starting or ending values", `Timeline.render` in gsap-core.js); Web Animations puts a negative
/// local time in the before phase.
@Suite("A timeline sought before its start")
struct BeforeTheStartTests {
  /// A timeline whose only child is a zero-length tween of `card` to 4 at 0, or that tween and a
  /// tween of `length` seconds at 0.5 s.
  private static func timeline(_ card: Card, length: Double, rig: TestRig) throws -> Timeline {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 4, duration: 0, curve: .linear)
    if length > 0 { try timeline.addTween(duration: length, curve: .linear, at: .at(0.5)) {} }
    return timeline
  }

  @Test("fresh, a zero-duration timeline sought to -0.46 shows its tween's start values", arguments: [0.0, 1])
  func fresh(length: Double) throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.timeline(card, length: length, rig: rig)
    try timeline.seek(to: -0.46)
    #expect(card.$opacity.presentationValue == 0)
    #expect(timeline.time == 0)
    try timeline.seek(to: 0)
    #expect(card.$opacity.presentationValue == 4, "at 0 the tween is reached again")
  }

  @Test("after playing, a zero-duration timeline sought to -0.46 shows its tween's start values", arguments: [0.0, 1])
  func afterPlaying(length: Double) throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Self.timeline(card, length: length, rig: rig)
    try timeline.startAnimation()
    for _ in 0..<100 { rig.advance(milliseconds: 16) }
    #expect(timeline.state == .inactive)
    #expect(card.$opacity.presentationValue == 4)
    try timeline.seek(to: -0.46)
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("the start values stay while the timeline is shown again where it is, and go when it plays on")
  func staysUntilItMoves() throws {
    let rig = TestRig()
    let card = Card()
    let other = Card()
    let timeline = try Self.timeline(card, length: 0, rig: rig)
    try timeline.seek(to: -0.46)
    // A child added while paused shows every child again where the playhead is.
    try timeline.addTween(of: other.$opacity, to: 1, duration: 0, curve: .linear, at: .at(0))
    #expect(card.$opacity.presentationValue == 0)
    #expect(other.$opacity.presentationValue == 0)
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    #expect(timeline.state == .inactive)
    #expect(card.$opacity.presentationValue == 4)
    #expect(other.$opacity.presentationValue == 1)
  }
}
