import Animator
import Testing

/// Random pages, subjects, ranges and scroll paths: a driven timeline shows and fires exactly
/// what the same timeline seeked directly to the mapped progress shows and fires.
@Suite("Scroll drivers agree with seeking")
struct ScrollPropertyTests {
  /// A timeline with a tween on its own card and callbacks at random times, each logging its
  /// crossing and direction.
  final class Player {
    let card = Card()
    let timeline: Timeline
    var log: [String] = []

    init(engine: AnimationEngine, callbackTimes: [Double]) throws {
      timeline = Timeline(engine: engine)
      try timeline.addTween(of: card.$opacity, from: 0, to: 100, duration: 2, curve: .linear)
      for (index, time) in callbackTimes.enumerated() {
        try timeline.addCallback(at: .at(time)) { [unowned self] direction in self.log.append("\(index) \(direction)") }
      }
    }
  }

  static func randomRange(_ subject: ViewSubject, using generator: inout SeededGenerator) -> ScrollRange {
    func length(_ scale: Double) -> ScrollLength {
      .percent(Double(Int.random(in: -50...150, using: &generator)))
        + .points(Double.random(in: -scale...scale, using: &generator).rounded())
    }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      return .scroll(from: length(100), to: length(100))
    case 1:
      let names = ViewRange.allCases
      let start = ViewRangeBoundary(names.randomElement(using: &generator)!, length(50))
      let end = ViewRangeBoundary(names.randomElement(using: &generator)!, length(50))
      let insets = ViewInsets(
        start: .points(Double(Int.random(in: 0...60, using: &generator))),
        end: .percent(Double(Int.random(in: 0...20, using: &generator))))
      return .view(subject, from: start, to: end, insets: insets)
    default:
      let start = ScrollTriggerPosition(subject: length(20), viewport: length(20))
      let end = ScrollTriggerPosition(subject: length(20), viewport: length(20))
      return .trigger(subject, start: start, end: end)
    }
  }

  @Test("values and events of driven timelines equal those of seeking them directly", arguments: 0..<40)
  func drivenEqualsSeeked(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0x5C01)
    let rig = TestRig()
    let viewport = Double(Int.random(in: 200...1000, using: &generator))
    let content = viewport + Double(Int.random(in: 0...4000, using: &generator))
    let source = try ScrollSource(
      engine: rig.engine, vertical: ScrollMetrics(offset: 0, viewportLength: viewport, contentLength: content))
    var pairs: [(driven: Player, seeked: Player, range: ScrollRange)] = []
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      let subject = try ViewSubject(
        start: Double.random(in: -200...content, using: &generator).rounded(),
        length: Double(Int.random(in: 0...1500, using: &generator)))
      let range = Self.randomRange(subject, using: &generator)
      let times = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        (Double.random(in: 0...2, using: &generator) * 8).rounded() / 8
      }
      let driven = try Player(engine: rig.engine, callbackTimes: times)
      let seeked = try Player(engine: rig.engine, callbackTimes: times)
      _ = try source.drive(driven.timeline, over: range)
      pairs.append((driven, seeked, range))
    }
    func check(_ step: Int) throws {
      let metrics = source.metrics(.vertical)
      for (index, pair) in pairs.enumerated() {
        // An inactive range leaves the player where it was: the seeked twin is not moved either.
        if let progress = pair.range.progress(in: metrics) {
          try pair.seeked.timeline.setFractionComplete(min(max(progress, 0), 1))
        }
        #expect(
          pair.driven.card.$opacity.presentationValue == pair.seeked.card.$opacity.presentationValue,
          "seed \(seed) step \(step) player \(index)")
        #expect(pair.driven.log == pair.seeked.log, "seed \(seed) step \(step) player \(index)")
      }
    }
    try check(-1)
    for step in 0..<30 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:  // a jump anywhere, overscroll included
        try source.scroll(to: Double.random(in: -300...(content + 300), using: &generator))
      case 1:  // a small step
        try source.scroll(by: Double.random(in: -40...40, using: &generator))
      case 2:  // to an end and back
        try source.scroll(to: Bool.random(using: &generator) ? 0 : content)
      default:  // a resize
        let newViewport = Double(Int.random(in: 200...1000, using: &generator))
        source.update(
          .vertical,
          try ScrollMetrics(
            offset: source.offset, viewportLength: newViewport, contentLength: max(content, newViewport)))
      }
      try check(step)
    }
  }

  @Test("a catch-up shows the same values for any split of time into ticks", arguments: 0..<20)
  func catchUpSplits(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0xCA7C)
    // Scroll changes at random whole milliseconds, to random offsets.
    var scrolls: [Int: Double] = [0: 0]
    for _ in 0..<8 {
      scrolls[Int.random(in: 1...1500, using: &generator)] = Double.random(in: 0...2200, using: &generator)
    }
    let catchUp = Duration.milliseconds(Int.random(in: 1...900, using: &generator))
    func run(splitting generator: inout SeededGenerator) throws -> [Int: Double] {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 100 }
      let source = try ScrollSource(
        engine: rig.engine, vertical: ScrollMetrics(viewportLength: 800, contentLength: 3000))
      _ = try source.drive(animator, over: .scroll(), scrub: .catchUp(catchUp))
      // Ticks end at every scroll instant and every reading instant, and at random ones between.
      var stops = Set(scrolls.keys).union(stride(from: 50, through: 2000, by: 50))
      for _ in 0..<40 { stops.insert(Int.random(in: 1...2000, using: &generator)) }
      var seen: [Int: Double] = [:]
      var now = 0
      try source.scroll(to: scrolls[0]!)
      for stop in stops.sorted() where stop > 0 {
        rig.advance(milliseconds: stop - now)
        now = stop
        if stop % 50 == 0 { seen[stop] = card.$opacity.presentationValue }
        if let offset = scrolls[stop] { try source.scroll(to: offset) }
      }
      return seen
    }
    var first = SeededGenerator(seed: 1)
    var second = SeededGenerator(seed: UInt64(seed) &+ 99)
    let a = try run(splitting: &first)
    let b = try run(splitting: &second)
    #expect(a.count == 40)
    #expect(a == b, "seed \(seed)")
  }
}
