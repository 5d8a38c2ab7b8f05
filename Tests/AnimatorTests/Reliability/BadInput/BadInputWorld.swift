import Animator

/// The world a row of the bad-input table acts on: an engine with its clock, an animator in each
/// state (each moving its own card's opacity from 0 to 1 over 1 s, linearly, 400 ms in), an inactive
/// timeline named "main" (a 1 s tween of the sixth card, a label "middle" at 0.5 s, a nested
/// timeline "inner" and an animator it drives), and what the engine reports.
final class BadInputWorld {
  let clock = ManualClock()
  let engine: AnimationEngine
  let cards = (0..<6).map { _ in Card() }
  /// Not started.
  let inactive: PropertyAnimator
  /// Running, 400 ms in.
  let running: PropertyAnimator
  /// Paused 400 ms in.
  let paused: PropertyAnimator
  /// Stopped 400 ms in, waiting for `finishAnimation(at:)`.
  let stopped: PropertyAnimator
  /// Running 400 ms in, not interruptible.
  let rigid: PropertyAnimator
  /// Inactive: a tween, a label, a nested timeline and an animator it drives.
  let timeline: Timeline
  /// The timeline nested in ``timeline``.
  let inner: Timeline
  /// The animator ``timeline`` drives.
  let held: PropertyAnimator
  /// A 3,000-point page in an 800-point viewport, scrolled 100 points down, whose first 200
  /// points drive ``scrubbed`` (the opacity of ``pageCard``).
  let page: ScrollSource
  let pageCard: Card
  let scrubbed: PropertyAnimator
  let pageDriver: ScrollDriver
  private(set) var diagnostics: [AnimationError] = []
  private(set) var completions: [String] = []
  /// What an action made, for rows that compare it with another input's (a duration, a value).
  var note = ""
  /// Quick animations an action started that may never end, for ``tearDown()`` to cancel.
  var endless: [QuickAnimation] = []

  init() throws {
    let engine = AnimationEngine(clock: clock)
    self.engine = engine
    let animators = (0..<5).map { _ in
      PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    }
    inactive = animators[0]
    running = animators[1]
    paused = animators[2]
    stopped = animators[3]
    rigid = animators[4]
    timeline = Timeline(engine: engine, name: "main")
    inner = Timeline(engine: engine, name: "inner")
    held = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: engine)
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 100, viewportLength: 800, contentLength: 3000))
    let scrubbed = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    let pageCard = Card()
    try scrubbed.addAnimations { pageCard.opacity = 1 }
    pageDriver = try page.drive(scrubbed, over: .scroll(to: .points(200)))
    self.page = page
    self.scrubbed = scrubbed
    self.pageCard = pageCard
    for (index, animator) in animators.enumerated() {
      let card = cards[index]
      try animator.addAnimations { card.opacity = 1 }
      animator.addCompletion { [unowned self] position in completions.append("\(index): \(position)") }
    }
    try rigid.setInterruptible(false)
    let card = cards[5]
    try timeline.addTween(duration: 1, curve: .linear, name: "fade") { card.opacity = 1 }
    try timeline.addLabel("middle", at: .at(0.5))
    try timeline.add(inner)
    try timeline.add(held)
    for animator in [running, paused, stopped, rigid] { try animator.startAnimation() }
    clock.advance(by: .milliseconds(400))
    engine.tick()
    try paused.pauseAnimation()
    try stopped.stopAnimation(false)
    engine.diagnosticsHandler = { [unowned self] error in diagnostics.append(error) }
  }

  var animators: [PropertyAnimator] { [inactive, running, paused, stopped, rigid] }

  /// Ends every animation, so that the engine and its running animators, which keep each other
  /// alive, can go.
  func tearDown() {
    for quick in endless { quick.cancel() }
    if timeline.state == .active { try? timeline.stopAnimation(true) }
    if timeline.state == .stopped { try? timeline.finishAnimation(at: .current) }
    for animator in animators {
      if animator.state == .stopped { try? animator.finishAnimation(at: .current) }
      if animator.isRunning && animator.isInterruptible { try? animator.stopAnimation(true) }
    }
    engine.longFramePolicy = .followClock
    engine.timeScale = 1
    engine.isPaused = false
    for _ in 0..<4 where engine.hasRunningAnimations {
      try? engine.tick(by: .seconds(Int64.max))
    }
  }

  /// Advances the clock and ticks the engine.
  func advance(by duration: Duration) {
    clock.advance(by: duration)
    engine.tick()
  }

  /// Everything observable, to show that a refused call changed nothing.
  struct Snapshot: Equatable, CustomStringConvertible {
    var animators: [String]
    var timeline: String
    var values: [Double]
    var engine: String
    var clock: Duration
    var completions: [String]
    var note: String
    var page: String

    var description: String {
      "animators \(animators), timeline \(timeline), values \(values), engine \(engine), clock \(clock), "
        + "completions \(completions), note \(note), page \(page)"
    }
  }

  var snapshot: Snapshot {
    Snapshot(
      animators: animators.map { animator in
        "\(animator.state) running \(animator.isRunning) reversed \(animator.isReversed) "
          + "interruptible \(animator.isInterruptible) fraction \(animator.fractionComplete) delay \(animator.delay)"
      },
      timeline: "\(timeline.state) running \(timeline.isRunning) reversed \(timeline.isReversed) time \(timeline.time) "
        + "children \(timeline.children.count) labels \(timeline.labels.map(\.name)) duration \(timeline.duration) "
        + "timing \(timeline.timing) scale \(timeline.timeScale) inner \(inner.parentTimeline === timeline)",
      values: cards.flatMap { [$0.opacity, $0.$opacity.presentationValue] },
      engine: "time \(engine.time) running \(engine.runningAnimationCount) scale \(engine.timeScale) "
        + "paused \(engine.isPaused)",
      clock: clock.now.offset, completions: completions, note: note,
      page: "offset \(page.offset) followers \(page.followerCount(.vertical)) progress \(pageDriver.progress) "
        + "shown \(pageCard.$opacity.presentationValue) \(scrubbed.state) running \(scrubbed.isRunning)")
  }
}
