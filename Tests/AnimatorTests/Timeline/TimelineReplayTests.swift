import Animator
import Testing

/// A timeline that has played to its end plays again: its tweens keep the start values they
/// recorded on their first run (GSAP: a tween records its start values at its first render and
/// keeps them for every replay, seek and reverse until `invalidate()`). Expectations are the linear
/// tween's closed form, x(t) = 100 × t over its 1 s.
@Suite("Timeline replay after the end")
struct TimelineReplayTests {
  final class Box {
    @Animated var x = 0.0
  }

  /// The timeline: one block tween of `box.x` to 100 over 1 s, played to its end.
  static func finished(_ rig: TestRig, box: Box) throws -> Timeline {
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { box.x = 100 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 1100)
    #expect(timeline.state == .inactive && box.$x.presentationValue == 100)
    return timeline
  }

  @Test("seeking back after the end shows the animation again")
  func seekBack() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    try timeline.seek(to: 0.5)
    #expect(box.$x.presentationValue == 50)
    try timeline.seek(to: 0)
    #expect(box.$x.presentationValue == 0)
  }

  @Test("starting again after the end animates from the start")
  func startAgain() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    try timeline.startAnimation()
    #expect(box.$x.presentationValue == 0)
    rig.advance(milliseconds: 250)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 25))
    rig.advance(milliseconds: 1000)
    #expect(box.$x.presentationValue == 100 && box.x == 100 && timeline.state == .inactive)
  }

  @Test("restart after the end plays the animation again")
  func restartAfterEnd() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    try timeline.restart()
    rig.advance(milliseconds: 400)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 40))
  }

  @Test("restart while running goes back to the start")
  func restartWhileRunning() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { box.x = 100 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 700)
    try timeline.restart()
    #expect(box.$x.presentationValue == 0 && timeline.time == 0 && timeline.isRunning)
    rig.advance(milliseconds: 300)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 30))
  }

  @Test("reversing from the end shows the animation backwards")
  func reverseFromEnd() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    timeline.isReversed = true
    try timeline.startAnimation()
    #expect(box.$x.presentationValue == 100)
    rig.advance(milliseconds: 250)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 75))
    rig.advance(milliseconds: 1000)
    #expect(box.$x.presentationValue == 0 && timeline.state == .inactive)
    // And forwards again from there.
    timeline.isReversed = false
    try timeline.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 50))
  }

  @Test("a value set after the end is replaced by the recorded start values")
  func recordedValuesWin() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    box.x = 300
    try timeline.seek(to: 0.5)
    #expect(box.$x.presentationValue == 50)
  }

  @Test("tweens in sequence replay their chain")
  func chain() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { box.x = 100 }
    try timeline.addTween(duration: 1, curve: .linear) { box.x = 300 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 2100)
    #expect(box.$x.presentationValue == 300 && timeline.state == .inactive)
    for (time, value) in [(0.5, 50.0), (1.5, 200.0), (0.0, 0.0), (2.0, 300.0)] {
      try timeline.seek(to: time)
      #expect(box.$x.presentationValue.isApproximatelyEqual(to: value), "at \(time)")
    }
  }

  @Test("a nested timeline's tweens replay too")
  func nested() throws {
    let rig = TestRig()
    let box = Box()
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(duration: 1, curve: .linear) { box.x = 100 }
    let outer = Timeline(engine: rig.engine)
    try outer.add(inner, at: .at(1))
    try outer.startAnimation()
    rig.advance(milliseconds: 2100)
    #expect(box.$x.presentationValue == 100 && outer.state == .inactive)
    try outer.seek(to: 1.5)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 50))
    try outer.stopAnimation(true)
    try outer.restart()
    rig.advance(milliseconds: 1250)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 25))
  }

  @Test("a nested timeline reversed from the end shows its animation backwards")
  func nestedReverse() throws {
    let rig = TestRig()
    let box = Box()
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(duration: 1, curve: .linear) { box.x = 100 }
    let outer = Timeline(engine: rig.engine)
    try outer.add(inner)
    try outer.startAnimation()
    rig.advance(milliseconds: 1100)
    #expect(outer.state == .inactive && box.$x.presentationValue == 100)
    outer.isReversed = true
    try outer.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(box.$x.presentationValue.isApproximatelyEqual(to: 75))
  }

  @Test("a spring tween replays from its recorded start")
  func spring() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = Timeline(engine: rig.engine)
    let tween = try timeline.addSpring(of: box.$x, to: 100, spring: Spring(duration: 0.5, bounce: 0))
    try timeline.seek(to: 0.1)
    let first = box.$x.presentationValue
    try timeline.seek(to: timeline.totalDuration)
    try timeline.stopAnimation(false)
    try timeline.finishAnimation(at: .end)
    #expect(box.x == 100)
    try timeline.seek(to: 0.1)
    #expect(box.$x.presentationValue == first && first == tween.value(at: 0.1) && first > 0 && first < 100)
  }

  @Test("invalidate records the start values again, from the values shown then")
  func invalidateInactive() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    box.x = 60
    timeline.invalidate()
    // The block runs again: from 60 (shown now) to 100.
    try timeline.seek(to: 0.5)
    #expect(box.$x.presentationValue == 80)
  }

  @Test("invalidate on an active timeline records from the values shown now (GSAP's next render)")
  func invalidateActive() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { box.x = 100 }
    try timeline.seek(to: 0.5)
    #expect(box.$x.presentationValue == 50)
    timeline.invalidate()
    // Start value 50 recorded at progress 0.5: 50 + (100 - 50) × 0.5.
    #expect(box.$x.presentationValue == 75)
    try timeline.seek(to: 0)
    #expect(box.$x.presentationValue == 50)
  }

  @Test("invalidate on a stopped timeline takes effect at its next start")
  func invalidateStopped() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    try timeline.seek(to: 0.5)
    try timeline.stopAnimation(false)
    timeline.invalidate()
    #expect(box.$x.presentationValue == 50 && timeline.state == .stopped)
    try timeline.finishAnimation(at: .current)
    #expect(box.x == 50)
    // The block runs again from 50: halfway is 75.
    try timeline.seek(to: 0.5)
    #expect(box.$x.presentationValue == 75)
  }

  @Test("without invalidate, a value set meanwhile does not change the recording")
  func noInvalidate() throws {
    let rig = TestRig()
    let box = Box()
    let timeline = try Self.finished(rig, box: box)
    box.x = 60
    try timeline.startAnimation()
    #expect(box.$x.presentationValue == 0)
  }
}
