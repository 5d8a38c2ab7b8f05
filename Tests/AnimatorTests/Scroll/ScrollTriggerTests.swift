import Animator
import Testing

@Suite("Scroll triggers")
struct ScrollTriggerTests {
  /// A 3,000-point page in an 800-point viewport with a 200-point card at 1,200: it starts to show
  /// at offset 400 and has left at 1,400.
  static func page(_ rig: TestRig, offset: Double = 0) throws -> (ScrollSource, ViewSubject) {
    let page = try ScrollSource(
      engine: rig.engine, vertical: ScrollMetrics(offset: offset, viewportLength: 800, contentLength: 3000))
    return (page, try ViewSubject(start: 1200, length: 200))
  }

  @Test("a trigger range runs from where its start lines meet to where its end lines meet")
  func triggerOffsets() throws {
    let rig = TestRig()
    let (page, card) = try Self.page(rig)
    let trigger = try page.trigger(nil, over: .trigger(card))
    #expect(trigger.offsets == ScrollRange.Offsets(start: 400, end: 1400))
    let centred = ScrollRange.trigger(
      card, start: .centerMeetsCenter, end: ScrollTriggerPosition(subject: .percent(100), viewport: .percent(80)))
    #expect(centred.offsets(in: page.metrics(.vertical)) == ScrollRange.Offsets(start: 900, end: 760))
  }

  @Test("crossings are reported once each, in order, with their direction, even over a jump")
  func crossings() throws {
    let rig = TestRig()
    let (page, card) = try Self.page(rig)
    let trigger = try page.trigger(nil, over: .trigger(card))
    var seen: [ScrollCrossing] = []
    let watching = trigger.observe { seen.append($0.crossing) }
    try page.scroll(to: 300)
    #expect(seen.isEmpty)
    try page.scroll(to: 500)
    #expect(seen == [.enter] && trigger.isInside)
    try page.scroll(to: 1500)
    #expect(seen == [.enter, .leave] && !trigger.isInside)
    try page.scroll(to: 1000)
    #expect(seen.last == .enterBack)
    try page.scroll(to: 0)
    #expect(seen.last == .leaveBack)
    try page.scroll(to: 2000)  // over the whole range at once
    #expect(seen.suffix(2) == [.enter, .leave])
    try page.scroll(to: 100)
    #expect(seen.suffix(2) == [.enterBack, .leaveBack])
    #expect(seen.count == 8)
    #expect(ScrollCrossing.enter.isForward && !ScrollCrossing.leaveBack.isForward)
    watching.cancel()
  }

  @Test("a page loaded inside or past the range crosses in at once, as GSAP's triggers do")
  func crossesOnAttach() throws {
    let rig = TestRig()
    let card = Card()
    let (page, subject) = try Self.page(rig, offset: 2000)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    let trigger = try page.trigger(
      animator, over: .trigger(subject), actions: try ScrollToggleActions("play complete none none"))
    #expect(!trigger.isInside)
    #expect(card.$opacity.presentationValue == 100 && !animator.isRunning)
  }

  @Test("a trigger whose range becomes active on a page scrolled into it crosses in then")
  func crossesWhenRangeBecomesActive() throws {
    let rig = TestRig()
    let page = ScrollSource(engine: rig.engine)  // nothing to scroll yet
    let trigger = try page.trigger(nil, over: .scroll(from: .percent(10), to: .percent(50)))
    var seen: [ScrollCrossing] = []
    let watching = trigger.observe { seen.append($0.crossing) }
    #expect(trigger.offsets == nil && seen.isEmpty)
    page.update(.vertical, try ScrollMetrics(offset: 600, viewportLength: 800, contentLength: 3000))
    #expect(seen == [.enter] && trigger.isInside)
    watching.cancel()
  }

  @Test("toggle actions play, reverse, pause, resume, reset and complete the player")
  func toggleActions() throws {
    let rig = TestRig()
    let card = Card()
    let (page, subject) = try Self.page(rig)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
    _ = try page.trigger(
      timeline, over: .trigger(subject), actions: try ScrollToggleActions("play pause resume reverse"))
    try page.scroll(to: 500)
    #expect(timeline.isRunning && !timeline.isReversed)
    rig.advance(milliseconds: 400)
    try page.scroll(to: 1500)
    #expect(!timeline.isRunning)
    let paused = card.$opacity.presentationValue
    rig.advance(milliseconds: 200)
    #expect(card.$opacity.presentationValue == paused)
    try page.scroll(to: 1000)
    #expect(timeline.isRunning && !timeline.isReversed)
    try page.scroll(to: 0)
    #expect(timeline.isRunning && timeline.isReversed)
    rig.advance(milliseconds: 2000)
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("reset and complete put the player at its start or end, paused")
  func resetAndComplete() throws {
    let rig = TestRig()
    let card = Card()
    let (page, subject) = try Self.page(rig)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
    _ = try page.trigger(
      timeline, over: .trigger(subject),
      actions: ScrollToggleActions(onEnter: .play, onLeave: .complete, onLeaveBack: .reset))
    try page.scroll(to: 500)
    rig.advance(milliseconds: 300)
    try page.scroll(to: 1500)
    #expect(card.$opacity.presentationValue == 100 && !timeline.isRunning)
    try page.scroll(to: 0)
    #expect(card.$opacity.presentationValue == 0 && !timeline.isRunning)
  }

  @Test("an action a player refuses goes to the engine's diagnostics, and the trigger goes on")
  func refusedAction() throws {
    let rig = TestRig()
    var errors: [AnimationError] = []
    rig.engine.diagnosticsHandler = { errors.append($0) }
    let card = Card()
    let (page, subject) = try Self.page(rig)
    let spring = try SpringAnimation(card.$opacity, to: 100, spring: .smooth, engine: rig.engine)
    let trigger = try page.trigger(
      spring, over: .trigger(subject), actions: ScrollToggleActions(onEnter: .reverse))
    try page.scroll(to: 500)
    #expect(errors.count == 1)
    #expect(trigger.isInside)
  }

  @Test("toggle actions read GSAP's four words and refuse anything else")
  func parsing() throws {
    let actions = try ScrollToggleActions("play pause resume reset")
    #expect(actions[.enter] == .play && actions[.leave] == .pause)
    #expect(actions[.enterBack] == .resume && actions[.leaveBack] == .reset)
    #expect(try ScrollToggleActions(" restart  complete none\treverse ").onLeaveBack == .reverse)
    #expect(throws: AnimationError.self) { try ScrollToggleActions("play pause resume") }
    #expect(throws: AnimationError.self) { try ScrollToggleActions("play pause resume jump") }
    #expect(throws: AnimationError.self) { try ScrollToggleActions("") }
  }

  @Test("a handler may detach triggers and scroll the page without breaking the move in progress")
  func reentrantHandlers() throws {
    let rig = TestRig()
    let (page, subject) = try Self.page(rig)
    let first = try page.trigger(nil, over: .trigger(subject))
    let second = try page.trigger(nil, over: .trigger(subject, start: .topMeetsTop, end: .bottomMeetsTop))
    var seen: [String] = []
    let a = first.observe { event in
      seen.append("first \(event.crossing)")
      second.detach()
      try? page.scroll(to: 0)
    }
    let b = second.observe { seen.append("second \($0.crossing)") }
    try page.scroll(to: 2000)
    #expect(seen == ["first enter", "first leave", "first enterBack", "first leaveBack"])
    #expect(page.offset == 0 && page.followerCount(.vertical) == 1)
    a.cancel()
    b.cancel()
  }
}
