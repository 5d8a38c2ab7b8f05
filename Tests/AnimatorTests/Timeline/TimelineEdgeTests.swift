import Animator
import Testing

/// The edges of nested timelines, checked against GSAP 3's behaviour and the timeline's own rules:
/// zero-length children at the start and end of a nested timeline, ends reached exactly through
/// decimal positions, and a timeline whose only child is a callback at 0.
@Suite("Timeline edges")
struct TimelineEdgeTests {
  // MARK: Content of a nested timeline that has not started

  @Test("before a nested timeline starts, a zero-length tween at its local 0 shows its start value")
  func zeroLengthAtNestedStart() throws {
    let rig = TestRig()
    let nestedCard = Card()
    let rootCard = Card()
    let root = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    try nested.addTween(of: nestedCard.$opacity, to: 10, duration: 0, curve: .linear)
    try root.add(nested, at: .at(1))
    // The same tween placed at 1 s in the root, for comparison.
    try root.addTween(of: rootCard.$opacity, to: 10, duration: 0, curve: .linear, at: .at(1))
    try root.addTween(duration: 1, curve: .linear, at: .at(1)) {}
    // "Before a tween starts, it shows its start values" (the default fill, `both`); the W3C
    // before phase of a zero duration shows progress 0 (Web Animations 1, §4.8.3.1).
    for (time, expected) in [(0.5, 0.0), (2, 10), (0.5, 0), (1, 10), (0, 0), (1.5, 10), (0.999, 0)] {
      try root.seek(to: time)
      #expect(rootCard.$opacity.presentationValue == expected, "root-placed at \(time)")
      #expect(nestedCard.$opacity.presentationValue == expected, "nested at \(time)")
    }
  }

  @Test("before a nested timeline starts, the zero-length 'from' child of a from-to tween is not shown")
  func fromChildAtNestedStart() throws {
    let rig = TestRig()
    let card = Card()
    let root = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    try nested.addTween(of: card.$opacity, from: 5, to: 10, duration: 1, curve: .linear)
    try root.add(nested, at: .at(1))
    for (time, expected) in [(0.5, 0.0), (1.5, 7.5), (0.5, 0), (1, 5), (2, 10), (0.25, 0)] {
      try root.seek(to: time)
      #expect(card.$opacity.presentationValue == expected, "at \(time)")
    }
  }

  @Test("the content of a nested timeline that has not started is 'just before 0' at every depth")
  func zeroLengthAtNestedStartTwoDeep() throws {
    let rig = TestRig()
    let card = Card()
    let root = Timeline(engine: rig.engine)
    let middle = Timeline(engine: rig.engine)
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(of: card.$opacity, to: 3, duration: 0, curve: .linear)
    try middle.add(inner)
    try middle.addTween(duration: 1, curve: .linear) {}
    var delayed = EffectTiming(delay: 0.5)
    delayed.fill = .both
    try root.add(middle, timing: delayed, at: .at(1))
    for (time, expected) in [(1.25, 0.0), (1.5, 3), (3, 3), (1.4, 0), (0, 0)] {
      try root.seek(to: time)
      #expect(card.$opacity.presentationValue == expected, "at \(time)")
    }
  }

  @Test("a nested timeline played in reverse ends 'just before' its content's 0, as GSAP's yoyo does")
  func reversedNestedEnd() throws {
    let rig = TestRig()
    let card = Card()
    let root = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    try nested.addTween(of: card.$opacity, to: 4, duration: 0, curve: .linear)
    try nested.addTween(duration: 1, curve: .linear) {}
    var reversed = EffectTiming()
    reversed.direction = .reverse
    try root.add(nested, timing: reversed, at: .at(1))
    try root.addTween(duration: 1, curve: .linear) {}
    // Reversed, the content runs from 1 down to 0 between 1 s and 2 s: the tween at content 0 is
    // reached at 2 s, going backwards, and after that the content stays where it arrived.
    for (time, expected) in [(0.5, 4.0), (1.5, 4), (2.5, 0), (1.5, 4), (3, 0)] {
      try root.seek(to: time)
      #expect(card.$opacity.presentationValue == expected, "at \(time)")
    }
  }

  /// A root timeline of zero duration played backwards shows its tweens' start values, as GSAP's
  /// `reverse()` does and as a nested timeline played back to its start does (issue 29).
  @Test("a zero-duration timeline played or sought backwards shows its tween's start values")
  func zeroDurationRootReversed() throws {
    let rig = TestRig()
    let played = Card()
    let player = Timeline(engine: rig.engine)
    try player.addTween(of: played.$opacity, to: 4, duration: 0, curve: .linear)
    player.isReversed = true
    try player.startAnimation()
    rig.advance(milliseconds: 16)
    #expect(player.state == .inactive)
    #expect(played.$opacity.presentationValue == 0, "played backwards")
    #expect(played.opacity == 0)

    let sought = Card()
    let seeker = Timeline(engine: rig.engine)
    try seeker.addTween(of: sought.$opacity, to: 4, duration: 0, curve: .linear)
    try seeker.seek(to: 0)
    #expect(sought.$opacity.presentationValue == 4, "forwards, the playhead at 0 has reached the tween")
    seeker.isReversed = true
    try seeker.seek(to: 0)
    #expect(sought.$opacity.presentationValue == 0, "sought to 0 while reversed")

    // Forwards, the same timeline ends at the tween's values.
    let forwards = Card()
    let forwardPlayer = Timeline(engine: rig.engine)
    try forwardPlayer.addTween(of: forwards.$opacity, to: 4, duration: 0, curve: .linear)
    try forwardPlayer.startAnimation()
    rig.advance(milliseconds: 16)
    #expect(forwards.opacity == 4)
  }

  // MARK: Ends reached exactly

  @Test("a 0.1 s nested timeline at 0.7 s reaches its end: 0.7 + 0.1 - 0.7 is not 0.1")
  func decimalNestedEnd() throws {
    #expect(0.7 + 0.1 - 0.7 < 0.1, "the rounding this test is about")
    let rig = TestRig()
    let card = Card()
    let root = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    try nested.addTween(of: card.$opacity, to: 1, duration: 0.1, curve: .linear)
    try nested.addTween(of: card.$opacity, to: 5, duration: 0, curve: .linear)
    try root.add(nested, at: .at(0.7))
    try root.seek(to: root.totalDuration)
    #expect(card.$opacity.presentationValue == 5)
    try root.seek(to: 0)
    #expect(card.$opacity.presentationValue == 0)

    let player = Timeline(engine: rig.engine)
    let playerCard = Card()
    let playerNested = Timeline(engine: rig.engine)
    try playerNested.addTween(of: playerCard.$opacity, to: 1, duration: 0.1, curve: .linear)
    try playerNested.addTween(of: playerCard.$opacity, to: 5, duration: 0, curve: .linear)
    try player.add(playerNested, at: .at(0.7))
    player.pausesOnCompletion = true
    try player.startAnimation()
    for _ in 0..<60 { rig.advance(milliseconds: 16) }
    #expect(playerCard.$opacity.presentationValue == 5)
  }

  @Test("two levels deep, a zero-length end is reached, and the tween after it ends on its own target")
  func decimalNestedEndTwoDeep() throws {
    let rig = TestRig()
    let card = Card()
    let root = Timeline(engine: rig.engine)
    let outer = Timeline(engine: rig.engine)
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(of: card.$opacity, to: 1, duration: 0.1, curve: .linear)
    try inner.addTween(of: card.$opacity, to: -100, duration: 0, curve: .linear)
    try outer.add(inner, at: .at(0.35))
    try root.add(outer, at: .at(0.7))
    try root.addTween(of: card.$opacity, to: 2, duration: 0.2, curve: .linear)
    let end = root.totalDuration
    // Where the zero-length tween and the last tween sit in the root's time, summed as the
    // timeline sums them: the outer timeline's start plus the inner's start plus its length.
    let instant = 0.7 + (0.35 + 0.1)
    for time in [end, 1.2, instant, 1.3, end, instant] {
      try root.seek(to: time)
      // From the zero-length tween on, the last tween runs from -100 to 2.
      let expected = -100 + 102 * min(max((time - instant) / 0.2, 0), 1)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(time)")
    }
    try root.seek(to: end)
    #expect(card.$opacity.presentationValue == 2)
  }

  @Test(
    "a zero-length child nested through decimal positions shows its value from its event's instant on",
    arguments: [(0.1, 0.1, 0.35, 0.3), (0.1, 0.1, 0.05, 0.1), (0.7, 0.35, 0.1, 0.7)])
  func valuesFollowEvents(_ lengths: (Double, Double, Double, Double)) throws {
    let (rootLead, outerLead, innerLead, innerTail) = lengths
    let rig = TestRig()
    let card = Card()
    let root = Timeline(engine: rig.engine)
    let outer = Timeline(engine: rig.engine)
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(duration: innerLead, curve: .linear) {}
    let mark = try inner.addTween(of: card.$opacity, to: 1, duration: 0, curve: .linear)
    try inner.addTween(duration: innerTail, curve: .linear) {}
    try outer.addTween(duration: outerLead, curve: .linear) {}
    try outer.add(inner)
    try root.addTween(duration: rootLead, curve: .linear) {}
    try root.add(outer)
    var instants: [Double] = []
    mark.onComplete = { instants.append($0.time) }
    try root.seek(to: root.totalDuration)
    try #require(instants.count == 1)
    // The instant of its events: the sum of the starts, as the events map it up.
    let instant = instants[0]
    #expect(instant == rootLead + (outerLead + innerLead))
    try root.seek(to: 0)
    try root.seek(to: instant)
    #expect(card.$opacity.presentationValue == 1, "at its instant, \(instant)")
    try root.seek(to: instant.nextDown)
    #expect(card.$opacity.presentationValue == 0, "just before its instant")
  }

  // MARK: A callback at 0

  @Test("a timeline whose only child is a callback at 0 fires it when played, either way")
  func callbackOnly() throws {
    let rig = TestRig()
    var calls: [TimelineDirection] = []
    let timeline = Timeline(engine: rig.engine)
    try timeline.addCallback(at: .at(0)) { calls.append($0) }
    timeline.pausesOnCompletion = true
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    #expect(calls == [.forward], "a forward run from 0 arrives just after 0")
    try timeline.seek(to: 0)
    #expect(calls == [.forward], "a seek to where the playhead is moves nothing")
    timeline.isReversed = true
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    #expect(calls == [.forward, .backward])
  }

  @Test("a callback at 0 fires on the first tick of a play and on seeks that cross it")
  func callbackAtZero() throws {
    let rig = TestRig()
    var calls: [TimelineDirection] = []
    let timeline = Timeline(engine: rig.engine)
    try timeline.addCallback(at: .at(0)) { calls.append($0) }
    try timeline.addTween(duration: 1, curve: .linear) {}
    try timeline.seek(to: 0.5)
    #expect(calls == [.forward])
    try timeline.seek(to: 0)
    #expect(calls == [.forward, .backward])
    try timeline.startAnimation()
    rig.advance(milliseconds: 16)
    #expect(calls == [.forward, .backward, .forward])
  }
}

/// `TimelinePosition(parsing:)` against every spelling in GSAP 3's position-parameter
/// documentation ("Understanding the Position Parameter", gsap.com/resources/position-parameter).
@Suite("Timeline position spellings")
struct TimelinePositionSpellingTests {
  @Test(
    "every spelling GSAP's documentation lists parses",
    arguments: [
      // "Absolute time (in seconds) measured from the start of the timeline, as a number like 3".
      ("3", TimelinePosition.at(3)), ("1.5", .at(1.5)), ("0", .at(0)), ("-1", .at(-1)),
      // "Label, like "someLabel"".
      ("someLabel", .label("someLabel", offset: 0)),
      // ""<" The start of previous animation", "">" The end of the previous animation".
      ("<", .withPrevious(offset: 0)), (">", .afterPrevious(offset: 0)),
      // "+=" and "-=" prefixes: relative to the end of the timeline.
      ("+=1", .end(offset: 1)), ("-=1", .end(offset: -1)), ("+=0.5", .end(offset: 0.5)),
      // Relative to a label: "myLabel+=2", and the "-=" form.
      ("myLabel+=2", .label("myLabel", offset: 2)), ("myLabel-=1", .label("myLabel", offset: -1)),
      // "When a number follows "<" or ">", it is interpreted as relative so "<2" is the same as
      // "<+=2"": "<+=3", "<3", ">-0.5" and their mirrors.
      ("<+=3", .withPrevious(offset: 3)), ("<3", .withPrevious(offset: 3)), ("<2", .withPrevious(offset: 2)),
      ("<+=2", .withPrevious(offset: 2)), ("<-=0.5", .withPrevious(offset: -0.5)),
      ("<-0.5", .withPrevious(offset: -0.5)),
      (">-0.5", .afterPrevious(offset: -0.5)), (">-=0.5", .afterPrevious(offset: -0.5)),
      (">+=1", .afterPrevious(offset: 1)), (">1", .afterPrevious(offset: 1)), (">-1", .afterPrevious(offset: -1)),
      // Percentages (GSAP 3.7): after "+=" or "-=", of the inserted animation's total duration;
      // immediately after "<" or ">", of the previous animation's.
      ("-=25%", .percent(-25, of: .inserted, from: .end)), ("+=50%", .percent(50, of: .inserted, from: .end)),
      ("<25%", .percent(25, of: .previous, from: .previousStart)),
      (">-75%", .percent(-75, of: .previous, from: .previousEnd)),
      ("<+=25%", .percent(25, of: .inserted, from: .previousStart)),
      (">-=10%", .percent(-10, of: .inserted, from: .previousEnd)),
      ("myLabel+=30%", .percent(30, of: .inserted, from: .label("myLabel"))),
      ("myLabel-=30%", .percent(-30, of: .inserted, from: .label("myLabel"))),
    ])
  func gsapSpellings(_ text: String, _ expected: TimelinePosition) throws {
    #expect(try TimelinePosition(parsing: text) == expected)
  }

  @Test(
    "other text is refused, naming the part that is wrong",
    arguments: [
      ("", "an empty position"), ("+=abc", "\"abc\""), ("<abc", "\"abc\""), ("<+=", "a number after \"+=\""),
      ("+=", "a number after \"+=\""), (">-=x", "\"x\""), ("label+=1s", "\"1s\""), ("<+=-1", "\"-1\""),
      ("a=b", "\"a=b\""), ("+=inf", "\"inf\""), ("1e999", "a finite number"), ("<2%%", "\"2%%\""),
      ("label+=", "a number after"),
      ("=1", "\"=1\""),
    ])
  func refused(_ text: String, _ named: String) {
    #expect {
      _ = try TimelinePosition(parsing: text)
    } throws: { error in
      guard case .invalidArgument(let parameter, let value, let requirement) = error as? AnimationError else {
        return false
      }
      return parameter == "position" && value == text && "\(requirement)".contains(named)
    }
  }

  @Test("percentages resolve against the inserted child's or the previous child's length, as GSAP's do")
  func percentages() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 2, curve: .linear, at: .at(1)) {}  // previous: 1...3
    // "-=25%": 25 % of the inserted child's 4 s before the end (3 s).
    let a = try timeline.addTween(duration: 4, curve: .linear, at: try TimelinePosition(parsing: "-=25%")) {}
    #expect(a.startTime == 2)
    // "<25%": 25 % of the previous child's 4 s after its start; the same as ">-75%".
    let b = try timeline.addTween(duration: 1, curve: .linear, at: try TimelinePosition(parsing: "<25%")) {}
    #expect(b.startTime == 3)
    let c = try timeline.addTween(duration: 1, curve: .linear, at: try TimelinePosition(parsing: ">-75%")) {}
    #expect(c.startTime == 3.25)
    // "<+=50%": 50 % of the inserted child's 2 s after the previous start.
    let d = try timeline.addTween(duration: 2, curve: .linear, at: try TimelinePosition(parsing: "<+=50%")) {}
    #expect(d.startTime == 4.25)
    try timeline.addLabel("mark", at: .at(10))
    var twice = EffectTiming()
    twice.repeat = 1
    // Of the total duration, repeats included.
    let e = try timeline.addTween(
      duration: 1, curve: .linear, timing: twice, at: try TimelinePosition(parsing: "mark-=50%")
    ) {}
    #expect(e.startTime == 9)
  }

  @Test("a percentage of the inserted child where no child is inserted is refused")
  func percentageWithoutChild() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 2, curve: .linear) {}
    TimelineErrorTests.expectArgument("position") {
      try timeline.addLabel("x", at: .percent(10, of: .inserted, from: .end))
    }
    TimelineErrorTests.expectArgument("position") {
      _ = try timeline.staggeredPositions(count: 2, at: .percent(10, of: .inserted, from: .end), stagger: .each(1))
    }
    try timeline.addLabel("half", at: .percent(50, of: .previous, from: .previousStart))
    #expect(try timeline.time(ofLabel: "half") == 1)
    #expect(timeline.labels.count == 1)
  }
}
