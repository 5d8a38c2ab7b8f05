import Animator
import Testing

/// Live editing of a timeline's children: each edit shows, where the playhead is, what a timeline
/// built that way would show, fires no event itself, and bad input changes nothing.
///
/// The expectations are closed-form: linear tweens of one number, whose value at content time t
/// of a tween from a to b over [s, s + d] is a + (b - a)·(t - s)/d inside it, a before it and b after
/// it (W3C Web Animations §4.5.2, fill: a tween shows its start values before it and its end
/// values after it in a timeline).
@Suite("Timeline editing")
struct TimelineEditingTests {
  /// A timeline of two linear tweens of `card.opacity`: 0 → 10 over [0, 1], then → 20 over [1, 2].
  static func chain(_ rig: TestRig, _ card: Card) throws -> (Timeline, TimelineChild, TimelineChild) {
    let timeline = Timeline(engine: rig.engine, name: "chain")
    let first = try timeline.addTween(duration: 1, curve: .linear, name: "first") { card.opacity = 10 }
    let second = try timeline.addTween(duration: 1, curve: .linear, name: "second") { card.opacity = 20 }
    return (timeline, first, second)
  }

  @Test("removing a child of a paused timeline shows what the timeline without it shows")
  func removeWhilePaused() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, first, second) = try Self.chain(rig, card)
    try timeline.seek(to: 1.5)
    #expect(card.$opacity.presentationValue == 15)
    try timeline.remove(first)
    // Without the first tween, the second goes 0 → 20 over [1, 2]: at 1.5 it shows 10.
    #expect(card.$opacity.presentationValue == 10)
    #expect(card.opacity == 20)
    #expect(timeline.children.map(\.name) == ["second"])
    #expect(first.timeline == nil && second.timeline === timeline)
    try timeline.seek(to: 0.5)
    #expect(card.$opacity.presentationValue == 0)
    try timeline.seek(to: 2)
    #expect(card.$opacity.presentationValue == 20)
  }

  @Test("removing from an inactive timeline, then starting, plays the timeline without the child")
  func removeWhileInactive() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, _, second) = try Self.chain(rig, card)
    try timeline.remove(second)
    #expect(timeline.duration == 1)
    try timeline.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 5)
  }

  @Test("killing a child leaves its properties where they are shown and keeps the rest playing")
  func kill() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, _, second) = try Self.chain(rig, card)
    try timeline.seek(to: 1.5)
    try timeline.kill(second)
    #expect(card.$opacity.presentationValue == 15)
    #expect(card.opacity == 15)
    #expect(timeline.duration == 1)
    #expect(timeline.time == 1, "the playhead moves back to the new end")
  }

  @Test("kill by property kills every child that animates it, nested ones too")
  func killByProperty() throws {
    let rig = TestRig()
    let card = Card()
    let other = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear, name: "a")
    try timeline.addTween(of: other.$opacity, to: 1, duration: 1, curve: .linear, name: "b")
    let nested = Timeline(engine: rig.engine, name: "nested")
    try nested.addSpring(of: card.$opacity, to: 2, spring: .snappy, name: "spring")
    try timeline.add(nested)
    #expect(timeline.children(animating: card.$opacity).map(\.name) == ["a", "spring"])
    #expect(try timeline.killChildren(animating: card.$opacity) == 2)
    #expect(timeline.allChildren.map(\.name) == ["b", "nested"])
    #expect(try timeline.killChildren(animating: card.$opacity) == 0)
  }

  @Test("a block tween is found by the property it set once the timeline has recorded it")
  func introspection() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, first, second) = try Self.chain(rig, card)
    #expect(timeline.children(animating: card.$opacity).isEmpty)
    #expect(timeline.child(named: "second") === second)
    #expect(timeline.child(named: "none") == nil)
    try timeline.startAnimation()
    #expect(timeline.children(animating: card.$opacity).map(\.name) == ["first", "second"])
    #expect(timeline.children(animating: card.$position).isEmpty)
    #expect(rig.engine.runningAnimations.count == 1)
    #expect(rig.engine.runningAnimations.first === timeline)
    try timeline.pauseAnimation()
    #expect(rig.engine.runningAnimations.isEmpty)
    #expect(first.startTime == 0 && second.startTime == 1 && second.endTime == 2)
  }

  @Test("moving and shifting children of a paused timeline")
  func moveAndShift() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, _, second) = try Self.chain(rig, card)
    try timeline.seek(to: 1.5)
    try timeline.move(second, to: .at(3))
    // The second tween now covers [3, 4]: at 1.5 the first has ended (10), the second not begun.
    #expect(card.$opacity.presentationValue == 10)
    #expect(timeline.duration == 4)
    try timeline.seek(to: 3.5)
    #expect(card.$opacity.presentationValue == 15)
    // .end() is measured without the child: back to 1.
    try timeline.move(second, to: .end())
    #expect(second.startTime == 1)
    try timeline.addLabel("late", at: .at(1.5))
    try timeline.shiftChildren(by: 2, startingAt: 1, adjustLabels: true)
    #expect(second.startTime == 3)
    #expect(try timeline.time(ofLabel: "late") == 3.5)
    try timeline.shiftChildren(by: -2, startingAt: 1)
    #expect(second.startTime == 1)
    #expect(try timeline.time(ofLabel: "late") == 3.5, "labels stay unless asked")
  }

  @Test("changing a curve while running takes effect at once and keeps running")
  func curveWhileRunning() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let tween = try timeline.addTween(duration: 1, curve: .easeIn) { card.opacity = 10 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 250)
    try timeline.setCurve(.linear, of: tween)
    #expect(card.$opacity.presentationValue == 2.5)
    #expect(timeline.isRunning)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 7.5)
    #expect(tween.timing.easing == .linear)
  }

  @Test("changing a tween's duration, timing and animations while paused")
  func retime() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let tween = try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 10 }
    try timeline.seek(to: 0.5)
    try timeline.setDuration(2, of: tween)
    #expect(card.$opacity.presentationValue == 2.5)
    #expect(timeline.duration == 2)
    try timeline.setAnimations(of: tween) { card.opacity = 20 }
    #expect(card.$opacity.presentationValue == 5)
    #expect(card.opacity == 20)
    var timing = EffectTiming()
    timing.delay = 0.5
    try timeline.setTiming(timing, of: tween)
    #expect(card.$opacity.presentationValue == 0)
    #expect(timeline.duration == 2.5)
  }

  @Test("replacing a child: the new tween starts where the old one did, the rest re-chains")
  func replace() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, first, _) = try Self.chain(rig, card)
    try timeline.seek(to: 1.5)
    let new = try timeline.replace(first, withTweenOfDuration: 1, curve: .linear, name: "new") { card.opacity = 4 }
    // 0 → 4 over [0, 1], then 4 → 20 over [1, 2]: 12 at 1.5.
    #expect(card.$opacity.presentationValue == 12)
    #expect(timeline.children.map(\.name) == ["new", "second"])
    #expect(new.startTime == 0 && first.timeline == nil)
  }

  @Test("an edit fires no event; later moves fire the crossings of the edited timeline once")
  func eventsAfterEdits() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, _, _) = try Self.chain(rig, card)
    var fired: [String] = []
    let early = try timeline.addCallback(at: .at(0.5), name: "early") { fired.append("early \($0)") }
    try timeline.addCallback(at: .at(1.75), name: "late") { fired.append("late \($0)") }
    try timeline.seek(to: 1)
    #expect(fired == ["early forward"])
    try timeline.move(early, to: .at(1.25))
    #expect(fired == ["early forward"])
    try timeline.seek(to: 2)
    #expect(fired == ["early forward", "early forward", "late forward"])
    try timeline.remove(early)
    try timeline.seek(to: 0)
    #expect(fired == ["early forward", "early forward", "late forward", "late backward"])
  }

  @Test("removing a nested timeline and an animator ends them where shown; they can be added again")
  func removeNestedAndAnimator() throws {
    let rig = TestRig()
    let card = Card()
    let other = Card()
    let timeline = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine, name: "nested")
    try nested.addTween(duration: 1, curve: .linear) { card.opacity = 10 }
    let nestedChild = try timeline.add(nested)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { other.opacity = 1 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    let animatorChild = try timeline.add(animator, at: .at(0))
    try timeline.seek(to: 0.5)
    try timeline.remove(animatorChild)
    #expect(ended == .current)
    #expect(animator.state == .inactive)
    try timeline.remove(nestedChild)
    #expect(nested.parentTimeline == nil)
    #expect(card.$opacity.presentationValue == 0)
    #expect(timeline.children.isEmpty)
    let again = Timeline(engine: rig.engine)
    try again.add(nested)
    try again.add(animator)
    #expect(again.children.count == 2)
  }

  @Test("bad input is refused with a typed error and changes nothing")
  func badInput() throws {
    let rig = TestRig()
    let card = Card()
    let (timeline, first, second) = try Self.chain(rig, card)
    let stranger = try Timeline(engine: rig.engine).addTween(duration: 1, curve: .linear, name: "stranger") {}
    try timeline.seek(to: 1.5)
    let before = (card.$opacity.presentationValue, timeline.duration, timeline.children.map(\.name))
    func unchanged(sourceLocation: SourceLocation = #_sourceLocation) {
      let now = (card.$opacity.presentationValue, timeline.duration, timeline.children.map(\.name))
      #expect(now == before, sourceLocation: sourceLocation)
      #expect(first.startTime == 0 && second.startTime == 1, sourceLocation: sourceLocation)
    }
    TimelineErrorTests.expectArgument("child") { try timeline.remove(stranger) }
    TimelineErrorTests.expectArgument("child") { try timeline.kill(stranger) }
    TimelineErrorTests.expectArgument("child") { try timeline.move(stranger, to: .at(0)) }
    TimelineErrorTests.expectArgument("child") { try timeline.setCurve(.easeIn, of: stranger) }
    TimelineErrorTests.expectArgument("position") { try timeline.move(second, to: .at(.nan)) }
    TimelineErrorTests.expectArgument("amount") { try timeline.shiftChildren(by: .nan) }
    TimelineErrorTests.expectArgument("amount") { try timeline.shiftChildren(by: -2) }
    TimelineErrorTests.expectArgument("time") { try timeline.shiftChildren(by: 1, startingAt: .infinity) }
    TimelineErrorTests.expectArgument("duration") { try timeline.setDuration(-1, of: first) }
    TimelineErrorTests.expectArgument("duration") { try timeline.setDuration(.nan, of: first) }
    TimelineErrorTests.expectArgument("duration") {
      try timeline.replace(first, withTweenOfDuration: .infinity, curve: .linear) { card.opacity = 1 }
    }
    var backwardsForever = EffectTiming()
    backwardsForever.iterations = .infinity
    backwardsForever.playbackRate = -1
    TimelineErrorTests.expectArgument("playbackRate") { try timeline.setTiming(backwardsForever, of: first) }
    var badDelay = EffectTiming()
    badDelay.delay = .nan
    TimelineErrorTests.expectArgument("delay") { try timeline.setTiming(badDelay, of: first) }
    #expect(throws: AnimationError.unknownLabel("nowhere")) { try timeline.move(second, to: .label("nowhere")) }
    unchanged()
    // A removed child is no longer this timeline's.
    try timeline.remove(first)
    TimelineErrorTests.expectArgument("child") { try timeline.remove(first) }
    // Inside an animation block, nothing can be edited.
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var inside: AnimationError?
    try animator.addAnimations {
      do { try timeline.remove(second) } catch { inside = error as? AnimationError }
    }
    try animator.startAnimation()
    #expect(inside == .insideAnimationBlock(.editTimeline))
    #expect(second.timeline === timeline)
    // A stopped timeline is not edited.
    try timeline.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.editTimeline, state: .stopped)) { try timeline.remove(second) }
    #expect(second.timeline === timeline)
  }

  @Test("edits that do not fit the child, and unknown labels, are refused and change nothing")
  func wrongKinds() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let marker = try timeline.addCallback(at: .at(1), name: "marker") { _ in }
    let spring = try timeline.addSpring(of: card.$opacity, to: 1, spring: .snappy, at: .at(0), name: "spring")
    let child = try #require(spring.child)
    TimelineErrorTests.expectArgument("child") { try timeline.setAnimations(of: marker) { card.opacity = 1 } }
    TimelineErrorTests.expectArgument("child") { try timeline.setDuration(1, of: child) }
    #expect(throws: AnimationError.unknownLabel("nowhere")) { try timeline.removeLabel("nowhere") }
    try timeline.addLabel("here", at: .at(0.5))
    try timeline.removeLabel("here")
    #expect(timeline.labels.isEmpty)
    #expect(timeline.children.count == 2 && marker.startTime == 1)
    try timeline.startAnimation()
    try timeline.stopAnimation(false)
    #expect(throws: AnimationError.invalidAction(.editTimeline, state: .stopped)) {
      try timeline.killChildren(animating: card.$opacity)
    }
    #expect(throws: AnimationError.invalidAction(.editTimeline, state: .stopped)) {
      try timeline.shiftChildren(by: 1)
    }
    #expect(timeline.children.count == 2 && marker.startTime == 1)
  }

  @Test("a nested timeline's easing stays linear")
  func nestedCurve() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    try nested.addTween(duration: 1, curve: .linear) {}
    let child = try timeline.add(nested)
    TimelineErrorTests.expectArgument("easing") { try timeline.setCurve(.easeIn, of: child) }
    #expect(child.timing.easing == .linear)
  }
}
