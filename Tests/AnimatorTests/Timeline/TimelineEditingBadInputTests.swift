import Animator
import Testing

/// Every live-editing call refuses a child that is not the timeline's (one of another timeline, one
/// already removed, one of a nested timeline passed to its parent) with the typed
/// `invalidArgument("child")`, and a bad value with the parameter's name, changing nothing: the
/// values shown, the children, their starts, and the duration.
@Suite("Timeline editing bad input")
struct TimelineEditingBadInputTests {
  struct Fixture {
    let rig = TestRig()
    let card = Card()
    let timeline: Timeline
    let first: TimelineChild
    let second: TimelineChild
    let nestedChild: TimelineChild

    init() throws {
      timeline = Timeline(engine: rig.engine, name: "chain")
      let card = card
      first = try timeline.addTween(duration: 1, curve: .linear, name: "first") { card.opacity = 10 }
      second = try timeline.addTween(duration: 1, curve: .linear, name: "second") { card.opacity = 20 }
      let nested = Timeline(engine: rig.engine, name: "nested")
      nestedChild = try nested.addTween(duration: 1, curve: .linear, name: "inner") {
        card.position = Point2D(x: 5, y: 5)
      }
      try timeline.add(nested, at: .at(0))
      try timeline.seek(to: 1.5)
    }

    /// What an edit must leave as it was.
    var snapshot: [String] {
      [
        "\(card.$opacity.presentationValue)", "\(card.$position.presentationValue)", "\(timeline.duration)",
        "\(timeline.time)",
      ] + timeline.allChildren.map { "\($0.name ?? "-") \($0.startTime) \($0.endTime)" }
    }
  }

  @Test("a child that is not the timeline's is refused by every edit")
  func strangers() throws {
    let fixture = try Fixture()
    let timeline = fixture.timeline
    let stranger = try Timeline(engine: fixture.rig.engine).addTween(duration: 1, curve: .linear, name: "stranger") {}
    let before = fixture.snapshot
    // The nested timeline's child is edited through the nested timeline, not its parent.
    for child in [stranger, fixture.nestedChild] {
      TimelineErrorTests.expectArgument("child") { try timeline.remove(child) }
      TimelineErrorTests.expectArgument("child") { try timeline.kill(child) }
      TimelineErrorTests.expectArgument("child") {
        try timeline.replace(child, withTweenOfDuration: 1, curve: .linear) {}
      }
      TimelineErrorTests.expectArgument("child") { try timeline.move(child, to: .at(0)) }
      TimelineErrorTests.expectArgument("child") { try timeline.setTiming(EffectTiming(), of: child) }
      TimelineErrorTests.expectArgument("child") { try timeline.setCurve(.easeIn, of: child) }
      TimelineErrorTests.expectArgument("child") { try timeline.setDuration(2, of: child) }
      TimelineErrorTests.expectArgument("child") { try timeline.setAnimations(of: child) {} }
    }
    #expect(fixture.snapshot == before)
  }

  @Test("bad values are refused by name and change nothing")
  func badValues() throws {
    let fixture = try Fixture()
    let timeline = fixture.timeline
    let first = fixture.first
    let before = fixture.snapshot
    for bad in [Double.nan, .infinity, -1] {
      TimelineErrorTests.expectArgument("duration") {
        try timeline.replace(first, withTweenOfDuration: bad, curve: .linear) {}
      }
      TimelineErrorTests.expectArgument("duration") { try timeline.setDuration(bad, of: first) }
    }
    TimelineErrorTests.expectArgument("position") { try timeline.move(first, to: .at(.infinity)) }
    TimelineErrorTests.expectArgument("time") { try timeline.shiftChildren(by: 1, startingAt: .nan) }
    var badIterations = EffectTiming()
    badIterations.iterations = -1
    TimelineErrorTests.expectArgument("iterations") { try timeline.setTiming(badIterations, of: first) }
    #expect(throws: AnimationError.unknownLabel("nowhere")) { try timeline.removeLabel("nowhere") }
    #expect(fixture.snapshot == before)
  }

  @Test("a spring's retarget refuses a bad time and changes nothing")
  func springRetarget() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let pull = try timeline.addSpring(of: card.$opacity, to: 1, spring: .snappy)
    try timeline.seek(to: 0.2)
    let before = (card.$opacity.presentationValue, timeline.duration, pull.target)
    for bad in [Double.nan, .infinity, -0.5] {
      TimelineErrorTests.expectArgument("time") { try pull.retarget(to: 5, at: bad) }
    }
    #expect(card.$opacity.presentationValue == before.0 && timeline.duration == before.1 && pull.target == before.2)
  }
}
