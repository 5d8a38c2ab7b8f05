import Animator

/// The scroll workload: N cards of 100 points, one every 100 points down a page in an 800-point
/// viewport, each fading in over its `cover` range through its own `ScrollDriver` (a 1 s linear
/// animator of one `@Animated` Double); then 1,000 scroll changes of 3 points each, starting in
/// the middle of the page. Figure: µs per scroll change, beside the glue people write by hand, a
/// loop that sets every card's `fractionComplete` from its range on every change. Its instruction
/// count per change at N = 1,000 is gated by ``InstructionBench``.
///
/// A scroll change of a few points reaches the nine or ten cards on screen, whatever N is: the
/// figure stays flat as N grows while the hand-written loop grows with N.
struct ScrollBench {
  let options: Options
  var log: (String) -> Void

  static let changes = 1_000
  static let step = 3.0

  func run() throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for n in options.seekSizes ?? options.sizes {
      log("scroll: view progress N=\(n)")
      var engine: [Double] = []
      var baseline: [Double] = []
      for run in 0...options.runs {
        let world = try ScrollWorld(count: n)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { try scrollUpdates(world) }
        try world.verify(label: "scroll N=\(n)")
        let everyCard = try clock.measure { try world.scrollEveryCard() }
        if run == 0 && !options.profile { continue }  // the warm-up
        engine.append(elapsed / .microseconds(1) / Double(Self.changes))
        baseline.append(everyCard / .microseconds(1) / Double(Self.changes))
      }
      rows.append(
        ResultRow(
          workload: "scroll", path: "view", variant: "3-point steps", n: n, unit: "us/change",
          figure: medianOf(engine), minimum: engine.min(), baseline: medianOf(baseline), baselineMinimum: baseline.min()
        ))
    }
    return rows
  }
}

/// The scroll workload's 1,000 changes, untimed, for callgrind (`--toggle-collect='*scrollUpdates*'`).
@inline(never)
func scrollUpdates(_ world: ScrollWorld) throws {
  for change in 1...ScrollBench.changes {
    try world.source.scroll(to: world.start + Double(change) * ScrollBench.step)
  }
}

/// The page of the scroll workload.
final class ScrollWorld {
  final class Card {
    @Animated var opacity = 0.0
  }

  let engine = AnimationEngine(clock: ManualClock())
  let source: ScrollSource
  let cards: [Card]
  let animators: [PropertyAnimator]
  let ranges: [ScrollRange]
  /// Where the changes start: the middle of the page.
  let start: Double

  init(count: Int) throws {
    let content = Double(count) * 100 + 800
    source = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: content))
    var cards: [Card] = []
    var animators: [PropertyAnimator] = []
    var ranges: [ScrollRange] = []
    for index in 0..<count {
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
      try animator.addAnimations { card.opacity = 1 }
      let range = ScrollRange.view(try ViewSubject(start: Double(index) * 100 + 400, length: 100), .cover)
      _ = try source.drive(animator, over: range)
      cards.append(card)
      animators.append(animator)
      ranges.append(range)
    }
    self.cards = cards
    self.animators = animators
    self.ranges = ranges
    start = (content / 2).rounded()
    try source.scroll(to: start)
  }

  /// The hand-written glue: every card's progress from its range, on every change.
  func scrollEveryCard() throws {
    var metrics = source.metrics(.vertical)
    for change in 1...ScrollBench.changes {
      metrics = try metrics.scrolled(to: start + Double(change) * ScrollBench.step)
      for (index, range) in ranges.enumerated() {
        let progress = min(max(range.progress(in: metrics) ?? 0, 0), 1)
        if animators[index].fractionComplete != progress { try animators[index].setFractionComplete(progress) }
      }
    }
  }

  /// Checks that each card shows its range's progress at the last offset.
  func verify(label: String) throws {
    let metrics = source.metrics(.vertical)
    for (index, range) in ranges.enumerated() {
      let expected = min(max(range.progress(in: metrics) ?? 0, 0), 1)
      let shown = cards[index].$opacity.presentationValue
      guard abs(shown - expected) <= 1e-9 else {
        throw MeasurementError(description: "\(label): card \(index) shows \(shown), expected \(expected)")
      }
    }
  }
}
