import Animator
import Testing

/// The spellings renamed to make the players consistent still work for one release (see
/// `CHANGELOG.md`).
@Suite("Deprecated spellings")
struct DeprecatedSpellingTests {
  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  @Test("TimelineFling.cancel() catches the fling where it is, as stopping and finishing at .current does")
  func cancel() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 2, curve: .linear)
    try timeline.pauseAnimation()
    try timeline.seek(to: 0.5)
    let fling = try timeline.fling(velocity: 1, to: .end)
    var endings: [AnimatingPosition] = []
    fling.addCompletion { endings.append($0) }
    rig.advance(milliseconds: 100)
    let shown = timeline.time
    fling.cancel()
    #expect(endings == [.current] && fling.ending == .current && fling.state == .inactive)
    rig.advance(milliseconds: 100)
    #expect(timeline.time == shown)
    fling.cancel()
    #expect(endings == [.current], "once only")
  }
}
