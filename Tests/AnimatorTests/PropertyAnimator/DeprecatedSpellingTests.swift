import Animator
import Testing

/// The spellings renamed to make the two players consistent still work for one release (see
/// `CHANGELOG.md`).
@Suite("Deprecated spellings")
struct DeprecatedSpellingTests {
  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  @Test("observeEvents observes for the timeline's life, as it did; PropertyAnimator.timeline is parentTimeline")
  func oldSpellings() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, name: "fade") { card.opacity = 1 }
    var log: [String] = []
    timeline.observeEvents { if $0.kind != .update { log.append($0.description) } }
    try timeline.seek(to: 1)
    #expect(log == ["timeline start", "fade start", "fade complete", "timeline complete"])

    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try timeline.add(animator)
    #expect(animator.timeline === timeline && animator.parentTimeline === timeline)
  }
}
