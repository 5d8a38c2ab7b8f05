import Animator
import Foundation
import Testing

@Suite("Scroll drivers")
struct ScrollDriverTests {
  /// A 3,000-point page in an 800-point viewport: 2,200 to scroll.
  static func page(_ rig: TestRig, offset: Double = 0) throws -> ScrollSource {
    try ScrollSource(
      engine: rig.engine, vertical: ScrollMetrics(offset: offset, viewportLength: 800, contentLength: 3000))
  }

  static func animator(_ rig: TestRig, _ card: Card) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    return animator
  }

  @Test("an animator shows the scroll's progress through its range, 0 before it and 1 after it")
  func animatorFollowsScroll() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let animator = try Self.animator(rig, card)
    let driver = try page.drive(animator, over: .scroll(from: .points(100), to: .points(300)))
    #expect(card.$opacity.presentationValue == 0)
    #expect(animator.state == .active && !animator.isRunning)
    for (offset, opacity) in [(200.0, 50.0), (300, 100), (1000, 100), (150, 25), (-40, 0), (250, 75)] {
      try page.scroll(to: offset)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: opacity), "at \(offset)")
      #expect(driver.progress.isApproximatelyEqual(to: opacity / 100))
    }
  }

  @Test("attaching to a page already scrolled shows the current progress at once")
  func attachShowsCurrentProgress() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig, offset: 1100)
    _ = try page.drive(try Self.animator(rig, card), over: .scroll())
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
  }

  @Test("overscroll holds the player at its end instead of running it past")
  func overscrollHolds() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    _ = try page.drive(try Self.animator(rig, card), over: .scroll())
    try page.scroll(to: 2400)
    #expect(card.$opacity.presentationValue == 100)
    try page.scroll(to: -300)
    #expect(card.$opacity.presentationValue == 0)
  }

  @Test("a reversed player still shows the scroll's progress from its start")
  func reversedPlayer() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let animator = try Self.animator(rig, card)
    animator.isReversed = true
    _ = try page.drive(animator, over: .scroll(to: .points(200)))
    try page.scroll(to: 50)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 25))
  }

  @Test("a player started by hand is paused again by the next scroll")
  func startedPlayerIsPausedAgain() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let animator = try Self.animator(rig, card)
    _ = try page.drive(animator, over: .scroll(to: .points(200)))
    try animator.startAnimation()
    rig.advance(milliseconds: 300)
    try page.scroll(to: 100)
    #expect(!animator.isRunning)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
  }

  @Test("while the range is inactive the player keeps what it shows")
  func inactiveRangeKeepsState() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig, offset: 1100)
    let driver = try page.drive(try Self.animator(rig, card), over: .scroll())
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
    page.update(.vertical, try ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 600))
    #expect(!driver.isActive)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
    page.update(.vertical, try ScrollMetrics(offset: 550, viewportLength: 800, contentLength: 3000))
    #expect(driver.isActive)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 25))
  }

  @Test("a detached driver leaves the player where it is and no longer follows")
  func detach() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let driver = try page.drive(try Self.animator(rig, card), over: .scroll(to: .points(200)))
    try page.scroll(to: 100)
    driver.detach()
    #expect(!driver.isAttached && page.followerCount(.vertical) == 0)
    try page.scroll(to: 200)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
  }

  @Test("changing the range moves the player to the current offset's progress through the new one")
  func setRange() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig, offset: 100)
    let driver = try page.drive(try Self.animator(rig, card), over: .scroll(to: .points(200)))
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50))
    driver.setRange(.scroll(to: .points(400)))
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 25))
    try page.scroll(to: 300)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 75))
  }

  @Test("a horizontal driver follows the horizontal offset only")
  func horizontalAxis() throws {
    let rig = TestRig()
    let card = Card()
    let page = try ScrollSource(
      engine: rig.engine, vertical: ScrollMetrics(viewportLength: 800, contentLength: 3000),
      horizontal: ScrollMetrics(viewportLength: 400, contentLength: 800))
    _ = try page.drive(try Self.animator(rig, card), over: .scroll(), axis: .horizontal)
    try page.scroll(to: 1000)
    #expect(card.$opacity.presentationValue == 0)
    try page.scroll(to: 100, axis: .horizontal)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 25))
  }

  @Test("a timeline fires each event it passes once per crossing, in order and with its direction, over one jump")
  func timelineEventsOverAJump() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 1, curve: .linear)
    var calls: [String] = []
    for (index, time) in [0.25, 0.5, 0.75].enumerated() {
      try timeline.addCallback(at: .at(time), name: "c\(index)") { direction in
        calls.append("c\(index) \(direction)")
      }
    }
    _ = try page.drive(timeline, over: .scroll(to: .points(1000)))
    try page.scroll(to: 2000)  // jumps over the whole range
    #expect(calls == ["c0 forward", "c1 forward", "c2 forward"])
    #expect(card.$opacity.presentationValue == 100)
    try page.scroll(to: 600)  // back over c2 only
    #expect(calls.suffix(1) == ["c2 backward"])
    try page.scroll(to: 0)
    #expect(calls.suffix(2) == ["c1 backward", "c0 backward"])
    try page.scroll(to: 10)
    #expect(calls.count == 6)
  }

  @Test("several drivers are moved in the order the scroll meets them, both ways")
  func orderOfDrivers() throws {
    let rig = TestRig()
    let page = try Self.page(rig)
    var order: [String] = []
    for (name, start) in [("b", 400.0), ("a", 100), ("c", 700)] {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addCallback(at: .at(0.5)) { direction in order.append("\(name) \(direction)") }
      try timeline.addLabel("end", at: .at(1))
      _ = try page.drive(timeline, over: .scroll(from: .points(start), to: .points(start + 100)))
    }
    try page.scroll(to: 2000)
    try page.scroll(to: 0)
    #expect(order == ["a forward", "b forward", "c forward", "c backward", "b backward", "a backward"])
  }

  @Test("a catch-up eases out from what the player shows to the scroll's progress in the given time")
  func catchUp() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let driver = try page.drive(
      try Self.animator(rig, card), over: .scroll(to: .points(1000)), scrub: .catchUp(.milliseconds(500)))
    try page.scroll(to: 1000)
    #expect(card.$opacity.presentationValue == 0 && driver.isCatchingUp && driver.targetProgress == 1)
    rig.advance(milliseconds: 250)
    // 1 − (1 − 0.5)⁴ = 0.9375
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 93.75))
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 100 && !driver.isCatchingUp)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a scroll during a catch-up starts the next one from what the player shows then")
  func catchUpRetarget() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    _ = try page.drive(
      try Self.animator(rig, card), over: .scroll(to: .points(1000)), scrub: .catchUp(.seconds(1)))
    try page.scroll(to: 1000)
    rig.advance(milliseconds: 500)
    let shown = card.$opacity.presentationValue
    #expect(shown.isApproximatelyEqual(to: 93.75))
    try page.scroll(to: 0)
    #expect(card.$opacity.presentationValue == shown)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: shown * (1 - 0.9375)))
  }

  @Test("a catch-up shows the same values however its time is split into ticks")
  func catchUpTickSplits() throws {
    /// Scrolls at 0, 200 and 400 ms whatever the ticks, and reads the opacity every 100 ms.
    func run(ticks: [Int]) throws -> [Int: Double] {
      let rig = TestRig()
      let card = Card()
      let page = try Self.page(rig)
      _ = try page.drive(
        try Self.animator(rig, card), over: .scroll(to: .points(1000)), scrub: .catchUp(.milliseconds(700)))
      let scrolls = [0: 1000.0, 200: 300, 400: 800]
      var seen: [Int: Double] = [:]
      var elapsed = 0
      try page.scroll(to: scrolls[0]!)
      for tick in ticks {
        rig.advance(milliseconds: tick)
        elapsed += tick
        if elapsed % 100 == 0 { seen[elapsed] = card.$opacity.presentationValue }
        if let offset = scrolls[elapsed] { try page.scroll(to: offset) }
      }
      return seen
    }
    let coarse = try run(ticks: Array(repeating: 100, count: 12))
    #expect(coarse.count == 12)
    #expect(try run(ticks: Array(repeating: 10, count: 120)) == coarse)
    #expect(try run(ticks: [50, 50, 100, 25, 75, 100, 100, 40, 60, 100, 100, 100, 100, 100, 100]) == coarse)
    #expect(try run(ticks: [1200]).isEmpty == false)
    // The values themselves: at 100 ms, 1/7 of the first catch-up (0 → 1) has gone.
    #expect(coarse[100]!.isApproximatelyEqual(to: 100 * (1 - pow(1 - 1.0 / 7, 4))))
    #expect(coarse[1200] == 80)
  }

  @Test("under reduced motion a catch-up follows the scroll at once")
  func reducedMotionFollowsAtOnce() throws {
    let rig = TestRig()
    rig.engine.reducedMotion = .always
    let card = Card()
    let page = try Self.page(rig)
    let driver = try page.drive(
      try Self.animator(rig, card), over: .scroll(to: .points(1000)), scrub: .catchUp(.seconds(1)))
    try page.scroll(to: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 50) && !driver.isCatchingUp)
  }

  @Test("bad input is refused with an error that names it, and nothing changes")
  func badInput() throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig, offset: 100)
    #expect(throws: AnimationError.self) { try page.scroll(to: .nan) }
    #expect(throws: AnimationError.self) { try page.scroll(to: .infinity) }
    #expect(throws: AnimationError.self) { try page.scroll(by: .nan) }
    #expect(page.offset == 100)
    #expect(throws: AnimationError.self) { try ScrollMetrics(offset: 0, viewportLength: -1, contentLength: 10) }
    #expect(throws: AnimationError.self) { try ScrollMetrics(offset: 0, viewportLength: 1, contentLength: .nan) }
    #expect(throws: AnimationError.self) { try ViewSubject(start: .infinity, length: 10) }
    #expect(throws: AnimationError.self) { try ViewSubject(start: 0, length: -10) }
    #expect(throws: AnimationError.self) { try ScrollLength(percent: .nan) }
    #expect(ScrollLength.percent(.nan) == .zero && ScrollLength.points(-.infinity) == .zero)
    let animator = try Self.animator(rig, card)
    #expect(throws: AnimationError.self) {
      try page.drive(animator, over: .scroll(), scrub: .catchUp(.seconds(-1)))
    }
    let other = TestRig()
    #expect(throws: AnimationError.self) { try page.drive(try Self.animator(other, Card()), over: .scroll()) }
    try animator.startAnimation()
    try animator.stopAnimation(false)
    #expect(throws: AnimationError.self) { try page.drive(animator, over: .scroll()) }
    #expect(page.followerCount(.vertical) == 0)
  }

  @Test("every kind of player can be driven by the scroll", arguments: PlayerKind.allCases)
  func everyPlayer(_ kind: PlayerKind) throws {
    let rig = TestRig()
    let card = Card()
    let page = try Self.page(rig)
    let player = try kind.make(rig, card)
    let driver = try page.drive(player, over: .scroll(to: .points(1000)))
    try page.scroll(to: 500)
    #expect(player.fractionComplete.isApproximatelyEqual(to: 0.5), "\(kind)")
    #expect(driver.progress == 0.5)
    try page.scroll(to: 1000)
    #expect(player.fractionComplete.isApproximatelyEqual(to: 1), "\(kind)")
  }

  @Test("a source and its drivers go when nobody holds the source, and its engine with them")
  func releasedTogether() throws {
    weak var weakSource: ScrollSource?
    weak var weakDriver: ScrollDriver?
    weak var weakEngine: AnimationEngine?
    var kept: ScrollDriver?
    do {
      let rig = TestRig()
      let card = Card()
      let page = try Self.page(rig)
      let driver = try page.drive(
        try Self.animator(rig, card), over: .scroll(to: .points(200)), scrub: .catchUp(.milliseconds(500)))
      _ = try page.trigger(nil, over: .scroll())
      try page.scroll(to: 100)
      rig.advance(milliseconds: 600)  // the catch-up ends, and lets go of the engine
      weakSource = page
      weakDriver = driver
      weakEngine = rig.engine
      kept = try page.drive(try Self.animator(rig, Card()), over: .scroll())
    }
    #expect(weakSource == nil && weakDriver == nil)
    // A driver kept by the caller outlives its source, detached, and does nothing when used.
    do {
      let driver = try #require(kept)
      #expect(driver.source == nil && !driver.isAttached)
      driver.setRange(.scroll(to: .points(10)))
      driver.detach()
    }
    kept = nil
    #expect(weakEngine == nil)
  }

  @Test("snap offsets at progress steps and at a timeline's labels")
  func snapOffsets() throws {
    let rig = TestRig()
    let page = try Self.page(rig)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: Card().$opacity, from: 0, to: 1, duration: 2, curve: .linear)
    try timeline.addLabel("one", at: .at(0.5))
    try timeline.addLabel("two", at: .at(1.5))
    let driver = try page.drive(timeline, over: .scroll(from: .points(200), to: .points(1000)))
    #expect(try driver.snapOffsets(every: 0.25) == [200, 400, 600, 800, 1000])
    #expect(try driver.snapOffsets(every: 0.4) == [200, 520, 840, 1000])
    #expect(try driver.snapOffsets(atLabelsOf: timeline) == [400, 800])
    #expect(throws: AnimationError.self) { try driver.snapOffsets(every: 0) }
    #expect(throws: AnimationError.self) { try driver.snapOffsets(atLabelsOf: Timeline(engine: rig.engine)) }
  }
}
