import Animator

/// Builds random nested timelines from a seed, the same way every time, for property tests.
struct RandomTimeline {
  var generator: SeededGenerator
  let engine: AnimationEngine
  var cards: [Card] = []
  var counter = 0
  /// The grid most times fall on, so that many boundaries coincide exactly.
  let grid = 0.125
  /// Whether times are sums of decimal fractions (0.1, 0.7, 0.35 …), which binary floating point
  /// cannot hold exactly, and nested timelines get zero-length children at both ends.
  let decimal: Bool
  /// The decimal fractions times are summed from.
  static let fractions = [0.1, 0.7, 0.35, 0.2, 0.05, 0.15]
  /// Zero-length tweens, each the only animation of its own card (from 0 to 1), placed at the
  /// ends of nested timelines: what they show can be checked against their events.
  var markers: [(child: TimelineChild, card: Card)] = []

  init(seed: UInt64, engine: AnimationEngine, decimal: Bool = false) {
    generator = SeededGenerator(seed: seed)
    self.engine = engine
    self.decimal = decimal
  }

  /// A sum of one to three decimal fractions.
  mutating func decimalSum() -> Double {
    var sum = 0.0
    for _ in 0..<Int.random(in: 1...3, using: &generator) { sum += pick(Self.fractions) }
    return sum
  }

  mutating func pick<T>(_ options: [T]) -> T {
    options[Int.random(in: 0..<options.count, using: &generator)]
  }

  mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < p
  }

  mutating func timing(root: Bool) -> EffectTiming {
    var timing = EffectTiming()
    if chance(0.5) {
      timing.delay = decimal ? pick([0, 0.1, 0.35, -0.1]) : pick([0, 0.125, 0.25, -0.125])
      timing.endDelay = decimal ? pick([0, 0, 0.7]) : pick([0, 0, 0.125])
      timing.iterations = pick([1, 2, 3, 1.5, 0.5, 0])
      timing.iterationStart = pick([0, 0, 0.5, 1.25])
      timing.direction = pick(PlaybackDirection.allCases)
      timing.fill = pick(FillMode.allCases)
      timing.playbackRate = root ? pick([1, 2, 0.5]) : pick([1, 1, 2, 0.5, -1, -2])
      timing.repeatDelay = decimal ? pick([0, 0, 0, 0.1]) : pick([0, 0, 0, 0.125])
      if root && chance(0.2) { timing.iterations = .infinity }
    }
    return timing
  }

  mutating func position() -> TimelinePosition {
    if decimal {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: return .end(offset: pick([0, 0, -0.1, 0.35, -0.05]))
      case 1: return .at(decimalSum())
      case 2: return .withPrevious(offset: pick([0, 0.1, 0.7]))
      default: return .afterPrevious(offset: pick([0, -0.1, 0.2]))
      }
    }
    return switch Int.random(in: 0..<4, using: &generator) {
    case 0: .end(offset: pick([0, 0, -0.125, 0.25]))
    case 1: .at(grid * Double(Int.random(in: 0...8, using: &generator)))
    case 2: .withPrevious(offset: pick([0, 0.125, 0.25]))
    default: .afterPrevious(offset: pick([0, -0.125, 0.125]))
    }
  }

  mutating func name() -> String {
    counter += 1
    return "c\(counter)"
  }

  /// Fills `timeline` with random children; with `markers`, its nested timelines may hold
  /// markers (then they and their holders keep the default timing).
  mutating func fill(_ timeline: Timeline, depth: Int, markers allowed: Bool = true) throws {
    let count = Int.random(in: 1...5, using: &generator)
    for _ in 0..<count {
      let roll = Double.random(in: 0..<1, using: &generator)
      if roll < 0.45 {
        let card = cards.isEmpty || chance(0.5) ? Card() : pick(cards)
        if !cards.contains(where: { $0 === card }) { cards.append(card) }
        let value = pick([0.0, 0.5, 1, 2])
        let duration = decimal ? pick([0, 0, 0.1, 0.35, 0.7]) : pick([0, 0.125, 0.25, 0.5, 1])
        if decimal && chance(0.3) {
          // A from-to tween: its zero-length "from" child sits at its start.
          try timeline.addTween(
            of: card.$opacity, from: pick([0.0, 3]), to: value, duration: duration, curve: .linear,
            timing: timing(root: false),
            at: position(), name: name())
        } else {
          try timeline.addTween(
            duration: duration, curve: pick([.linear, .easeInOut]), timing: timing(root: false), at: position(),
            name: name()
          ) { card.opacity = value }
        }
      } else if roll < 0.55 {
        let card = Card()
        cards.append(card)
        if chance(0.5) {
          try timeline.addSpring(
            of: card.$opacity, to: pick([1.0, 2]), spring: .snappy, timing: timing(root: false), at: position(),
            name: name())
        } else {
          let animator = PropertyAnimator(
            duration: .seconds(pick([0.25, 0.5])), curve: .easeIn, engine: engine)
          let value = pick([1.0, 3])
          try animator.addAnimations { card.opacity = value }
          try timeline.add(animator, timing: timing(root: false), at: position(), name: name())
        }
      } else if roll < 0.7 {
        try timeline.addCallback(at: position(), name: name()) { _ in }
      } else if roll < 0.85 && depth < 3 {
        let nested = Timeline(engine: engine)
        if decimal && allowed && chance(0.75) {
          // Markers at both ends, under the default timing (one forward iteration, filled) at every
          // level above them, so that what they show follows from their events alone.
          if chance(0.7) { try addMarker(to: nested, at: .at(0)) }
          try fill(nested, depth: depth + 1)
          if chance(0.7) { try addMarker(to: nested, at: .end()) }
          try timeline.add(nested, timing: EffectTiming(), at: position(), name: name())
        } else if decimal {
          // Zero-length tweens of shared cards at both ends, under a random timing (repeats,
          // reversals, rates): no markers inside.
          let first = pick(cards.isEmpty ? [Card()] : cards)
          if !cards.contains(where: { $0 === first }) { cards.append(first) }
          try nested.addTween(
            of: first.$opacity, to: pick([1.0, 2]), duration: 0, curve: .linear, at: .at(0), name: name())
          try fill(nested, depth: depth + 1, markers: false)
          let last = pick(cards)
          try nested.addTween(
            of: last.$opacity, to: pick([0.5, 3]), duration: 0, curve: .linear, at: .end(), name: name())
          try timeline.add(nested, timing: timing(root: false), at: position(), name: name())
        } else {
          try fill(nested, depth: depth + 1)
          try timeline.add(nested, timing: timing(root: false), at: position(), name: name())
        }
      } else {
        let label = name()
        try timeline.addLabel(label, at: position())
        try timeline.addCallback(at: .label(label, offset: pick([0, 0.125])), name: name()) { _ in }
      }
    }
  }

  /// Adds a zero-length tween of a card of its own, from 0 to 1.
  mutating func addMarker(to timeline: Timeline, at position: TimelinePosition) throws {
    let card = Card()
    let child = try timeline.addTween(of: card.$opacity, to: 1, duration: 0, curve: .linear, at: position, name: name())
    markers.append((child, card))
  }

  /// A random timeline whose every event is logged into `log` (updates left out).
  static func make(seed: UInt64, engine: AnimationEngine, log: @escaping (String) -> Void) throws -> (
    Timeline, [Card]
  ) {
    let (timeline, cards, _) = try make(seed: seed, engine: engine, decimal: false, log: log)
    return (timeline, cards)
  }

  /// A random timeline whose every event is logged into `log` (updates left out); with `decimal`,
  /// one whose times are sums of decimal fractions, with zero-length markers at the ends of its
  /// nested timelines (and the root's own timing left as it is by default).
  static func make(
    seed: UInt64, engine: AnimationEngine, decimal: Bool, log: @escaping (String) -> Void
  ) throws -> (Timeline, [Card], [(child: TimelineChild, card: Card)]) {
    var builder = RandomTimeline(seed: seed, engine: engine, decimal: decimal)
    let timing = decimal ? EffectTiming() : builder.timing(root: true)
    let timeline = try Timeline(engine: engine, name: "root", timing: timing)
    try builder.fill(timeline, depth: 0)
    timeline.observeForLife { event in
      if event.kind != .update { log("\(event) @\(event.time)") }
    }
    return (timeline, builder.cards + builder.markers.map(\.card), builder.markers)
  }
}
