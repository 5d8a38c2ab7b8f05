import Animator
import Testing

/// An object captured by what a player was given (an animation block, a completion, an observer, a
/// closure or key-path target, a timeline child's handler) whose `deinit` acts on that same player:
/// it runs where the player lets go of the closure or the target, and may read its state, add
/// completions and animations, scrub, reverse, start, stop and finish it. No crash, no broken
/// invariant (the debug build checks them after every action), and once everything ends the
/// engine is idle with every value shown where its model is.
@Suite("Deinitialisers of what a player was given")
struct CaptureDeinitReentrancyTests {
  /// What a `deinit` does to the animator it belongs to.
  static func meddle(with animator: PropertyAnimator, _ card: Card) {
    _ = (animator.state, animator.fractionComplete, animator.isRunning)
    animator.addCompletion { _ in }
    animator.observe { _ in }.cancel()
    try? animator.addAnimations { card.opacity = 0.5 }
    animator.fractionComplete = 0.3
    animator.isReversed.toggle()
    try? animator.pauseAnimation()
    try? animator.startAnimation()
    try? animator.stopAnimation(false)
    try? animator.finishAnimation(at: .current)
  }

  /// What a `deinit` does to the timeline it belongs to.
  static func meddle(with timeline: Timeline, _ card: Card) {
    _ = timeline.state
    timeline.addCompletion { _ in }
    _ = try? timeline.addTween(duration: 1, curve: .linear) { card.opacity = 0.2 }
    try? timeline.seek(to: 0.5)
    try? timeline.pauseAnimation()
    try? timeline.startAnimation()
    try? timeline.stopAnimation(true)
    try? timeline.startAnimation()
  }

  /// An object animated through a key path, holding what runs when it goes.
  final class Node {
    var x = 0.0
    let action: DeinitAction

    init(_ action: DeinitAction) { self.action = action }
  }

  enum Capture: String, CaseIterable, Sendable {
    case block, completion, observer, closureTarget, keyPathTarget, propertyObserver
  }

  enum Ending: String, CaseIterable, Sendable {
    case natural, stopWithoutFinishing, stopAndFinish, released, observationCancelled, scrubbedBack
  }

  static func expectSettled(_ rig: TestRig, _ cards: Card...) {
    #expect(!rig.engine.hasRunningAnimations)
    for card in cards {
      #expect(card.$opacity.presentationValue == card.opacity)
      #expect(card.$position.presentationValue == card.position)
    }
  }

  @Test("an animator's", arguments: Capture.allCases, Ending.allCases)
  func animator(_ capture: Capture, _ ending: Ending) throws {
    let rig = TestRig()
    let card = Card()
    let meddled = Card()
    var animator: PropertyAnimator? = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let held = try #require(animator)
    var observation: AnimationObservation?
    do {
      let action = DeinitAction { Self.meddle(with: held, meddled) }
      switch capture {
      case .block: try held.addAnimations { withExtendedLifetime(action) { card.opacity = 1 } }
      case .completion: held.addCompletion { _ in withExtendedLifetime(action) {} }
      case .observer: observation = held.observe { _ in withExtendedLifetime(action) {} }
      case .closureTarget: try held.addAnimation(from: 0.0, to: 1.0) { _ in withExtendedLifetime(action) {} }
      case .keyPathTarget:
        let node = Node(action)
        try held.addAnimations { [engine = rig.engine] in engine.set(\Node.x, on: node, to: 1) }
      case .propertyObserver: observation = card.$opacity.observe { _ in withExtendedLifetime(action) {} }
      }
    }
    try held.addAnimations { card.opacity = 1 }
    try held.startAnimation()
    rig.advance(milliseconds: 500)
    // The meddling may have stopped or restarted the animator already: each ending is tried.
    switch ending {
    case .natural: rig.advance(milliseconds: 600)
    case .stopWithoutFinishing: try? held.stopAnimation(true)
    case .stopAndFinish:
      try? held.stopAnimation(false)
      try? held.finishAnimation(at: .end)
    case .released:
      try? held.pauseAnimation()
      animator = nil
    case .observationCancelled: observation = nil
    case .scrubbedBack:
      try? held.pauseAnimation()
      held.fractionComplete = 0
      try? held.stopAnimation(true)
    }
    for _ in 0..<30 { rig.advance(milliseconds: 100) }
    withExtendedLifetime(observation) {}
    observation = nil
    animator = nil
    if held.state == .active { try held.stopAnimation(true) }
    Self.expectSettled(rig, card, meddled)
  }

  enum TimelineEnding: String, CaseIterable, Sendable {
    case natural, stopWithoutFinishing, stopAndFinish, removed, killed, seekedBack
  }

  @Test("a timeline's and its children's", arguments: TimelineEnding.allCases)
  func timeline(_ ending: TimelineEnding) throws {
    let rig = TestRig()
    let card = Card()
    let meddled = Card()
    let timeline = Timeline(engine: rig.engine)
    var children: [TimelineChild] = []
    var observation: AnimationObservation?
    do {
      let action = DeinitAction { Self.meddle(with: timeline, meddled) }
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { withExtendedLifetime(action) { card.opacity = 1 } }
      animator.addCompletion { _ in withExtendedLifetime(action) {} }
      children.append(try timeline.add(animator))
      children.append(
        try timeline.addTween(duration: 1, curve: .linear) {
          withExtendedLifetime(action) { card.position = Point2D(x: 1, y: 1) }
        })
      children.append(try timeline.addTween(of: \Node.x, on: Node(action), to: 1, duration: 1, curve: .linear))
      children.append(try timeline.addCallback(at: .at(0.5)) { _ in withExtendedLifetime(action) {} })
      children[0].onComplete = { _ in withExtendedLifetime(action) {} }
      timeline.addCompletion { _ in withExtendedLifetime(action) {} }
      observation = timeline.observe { _ in withExtendedLifetime(action) {} }
    }
    try timeline.startAnimation()
    rig.advance(milliseconds: 500)
    switch ending {
    case .natural: rig.advance(milliseconds: 600)
    case .stopWithoutFinishing: try? timeline.stopAnimation(true)
    case .stopAndFinish:
      try? timeline.stopAnimation(false)
      try? timeline.finishAnimation(at: .start)
    case .removed: for child in children { try? timeline.remove(child) }
    case .killed: for child in children { try? timeline.kill(child) }
    case .seekedBack: try? timeline.seek(to: 0)
    }
    children = []
    withExtendedLifetime(observation) {}
    observation = nil
    for _ in 0..<30 { rig.advance(milliseconds: 100) }
    if timeline.state == .active { try timeline.stopAnimation(true) }
    Self.expectSettled(rig, card, meddled)
  }

  @Test("a quick animation's completion", arguments: ["natural", "cancelled", "finished"])
  func quick(_ ending: String) throws {
    let rig = TestRig()
    let card = Card()
    let engine = rig.engine
    var animation: QuickAnimation?
    do {
      let action = DeinitAction {
        _ = try? engine.animate(duration: .seconds(1)) { card.position = Point2D(x: 2, y: 2) }
        animation?.cancel()
        animation?.finish()
      }
      animation = try engine.animate(
        duration: .seconds(1), animations: { card.opacity = 1 }, completion: { _ in withExtendedLifetime(action) {} })
    }
    rig.advance(milliseconds: 500)
    if ending == "cancelled" { animation?.cancel() }
    if ending == "finished" { animation?.finish() }
    for _ in 0..<30 { rig.advance(milliseconds: 100) }
    Self.expectSettled(rig, card)
  }

  @Test("a quick animation's key-path target", arguments: ["natural", "cancelled", "finished"])
  func quickKeyPathTarget(_ ending: String) throws {
    let rig = TestRig()
    let card = Card()
    let engine = rig.engine
    let survivor = Node(DeinitAction {})
    var animation: QuickAnimation?
    do {
      // The node goes when the animation lets go of its key path's property: its `deinit` then
      // animates another node's key path, starts and ends quick animations, and ends this one.
      let action = DeinitAction {
        _ = try? engine.animate(duration: .seconds(1)) {
          engine.set(\Node.x, on: survivor, to: 5)
          card.position = Point2D(x: 2, y: 2)
        }
        engine.set(\Node.x, on: survivor, to: 7)
        animation?.cancel()
        animation?.finish()
      }
      let node = Node(action)
      animation = try engine.animate(duration: .seconds(1)) {
        engine.set(\Node.x, on: node, to: 1)
        card.opacity = 1
      }
    }
    rig.advance(milliseconds: 500)
    if ending == "cancelled" { animation?.cancel() }
    if ending == "finished" { animation?.finish() }
    for _ in 0..<30 { rig.advance(milliseconds: 100) }
    Self.expectSettled(rig, card)
    #expect(survivor.x == 7)
  }

  @Test("a spring's completion and observer", arguments: ["natural", "stopped", "finished"])
  func spring(_ ending: String) throws {
    let rig = TestRig()
    let card = Card()
    let spring = try SpringAnimation(card.$opacity, to: 1, engine: rig.engine)
    var observation: AnimationObservation?
    do {
      let action = DeinitAction {
        _ = spring.state
        spring.addCompletion { _ in }
        try? spring.stopAnimation(true)
        try? spring.startAnimation()
      }
      spring.addCompletion { _ in withExtendedLifetime(action) {} }
      observation = spring.observe { _ in withExtendedLifetime(action) {} }
    }
    try spring.startAnimation()
    rig.advance(milliseconds: 100)
    if ending == "stopped" { try spring.stopAnimation(true) }
    if ending == "finished" {
      try spring.stopAnimation(false)
      try spring.finishAnimation(at: .current)
    }
    withExtendedLifetime(observation) {}
    observation = nil
    for _ in 0..<100 { rig.advance(milliseconds: 100) }
    Self.expectSettled(rig, card)
  }
}

extension CaptureDeinitReentrancyTests {
  @Test("a refused pause or scrub of an inactive animator keeps the blocks it was given", arguments: [false, true])
  func refusedActivationKeepsBlocks(scrubbing: Bool) throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    animator.isInterruptible = false
    try animator.addAnimations { card.opacity = 1 }
    // The blocks are taken out to make the run before the state machine answers; refused, they go
    // back, and the animator is as it was.
    #expect(throws: AnimationError.self) {
      if scrubbing { try animator.setFractionComplete(0.5) } else { try animator.pauseAnimation() }
    }
    #expect(animator.state == .inactive && card.opacity == 0)
    try animator.startAnimation()
    rig.advance(milliseconds: 1_100)
    #expect(card.opacity == 1 && card.$opacity.presentationValue == 1)
  }
}

extension CaptureDeinitReentrancyTests {
  @Test(
    "a decay's completion, its observer and an engine's frame observer",
    arguments: ["natural", "stopped", "cancelled"])
  func decay(_ ending: String) throws {
    let rig = TestRig()
    let card = Card()
    let decay = try DecayAnimation(card.$opacity, velocity: 100, engine: rig.engine)
    var observation: AnimationObservation?
    var frames: AnimationObservation?
    do {
      let action = DeinitAction {
        _ = decay.state
        decay.addCompletion { _ in }
        try? decay.stopAnimation(true)
        try? decay.startAnimation()
        frames = nil
      }
      decay.addCompletion { _ in withExtendedLifetime(action) {} }
      observation = decay.observe { _ in withExtendedLifetime(action) {} }
      frames = rig.engine.observeNeedsFrames { _ in withExtendedLifetime(action) {} }
    }
    try decay.startAnimation()
    rig.advance(milliseconds: 100)
    if ending == "stopped" { try decay.stopAnimation(true) }
    if ending == "cancelled" {
      observation = nil
      frames = nil
    }
    for _ in 0..<100 { rig.advance(milliseconds: 100) }
    withExtendedLifetime((observation, frames)) {}
    Self.expectSettled(rig, card)
  }

  @Test("a timeline fling's completion and observer", arguments: ["natural", "finished", "cancelled"])
  func fling(_ ending: String) throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    try timeline.pauseAnimation()
    var observation: AnimationObservation?
    let fling = try timeline.fling(velocity: 2)
    do {
      let action = DeinitAction {
        try? fling.stopAnimation(true)
        try? timeline.seek(to: 0.2)
        try? timeline.startAnimation()
      }
      fling.addCompletion { _ in withExtendedLifetime(action) {} }
      observation = fling.observe { _ in withExtendedLifetime(action) {} }
    }
    rig.advance(milliseconds: 100)
    if ending == "finished" {
      try fling.stopAnimation(false)
      try fling.finishAnimation(at: .current)
    }
    if ending == "cancelled" { observation = nil }
    for _ in 0..<60 { rig.advance(milliseconds: 100) }
    withExtendedLifetime(observation) {}
    if timeline.state == .active { try timeline.stopAnimation(true) }
    Self.expectSettled(rig, card)
    // Letting the observation go lets the action go, whose deinit starts the timeline again: an
    // engine and its running players keep each other alive, so end it.
    observation = nil
    if timeline.state == .active { try timeline.stopAnimation(true) }
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a scroll trigger's observer, detached from inside its handler", arguments: [false, true])
  func scrollTrigger(detachingTheDriverToo: Bool) throws {
    let rig = TestRig()
    let card = Card()
    let page = ScrollSource(
      engine: rig.engine, vertical: try ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    var trigger: ScrollTrigger? = try page.trigger(animator, over: .scroll(from: .points(100), to: .points(400)))
    var driver: ScrollDriver? = try page.drive(animator, over: .scroll(from: .points(0), to: .points(1000)))
    var observation: AnimationObservation?
    do {
      let action = DeinitAction {
        try? page.scroll(to: 50)
        driver?.detach()
        try? animator.stopAnimation(true)
        _ = try? page.trigger(nil, over: .scroll(from: .points(10), to: .points(20)))
      }
      observation = trigger?.observe { _ in
        withExtendedLifetime(action) {}
        trigger?.detach()
        trigger = nil
        if detachingTheDriverToo {
          driver?.detach()
          driver = nil
        }
        observation = nil
      }
    }
    try page.scroll(to: 200)
    try page.scroll(to: 500)
    try page.scroll(to: 0)
    for _ in 0..<20 { rig.advance(milliseconds: 100) }
    #expect(observation == nil && trigger == nil, "the handler ran, and its deinitialiser with it")
    withExtendedLifetime(driver) {}
    Self.expectSettled(rig, card)
  }
}
