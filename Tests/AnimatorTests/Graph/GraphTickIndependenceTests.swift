import Testing

@testable import Animator

/// The same inputs at the same instants give the same values, bit for bit, however time is cut
/// into ticks: a graph ticked at random splits against a twin ticked only at the inputs' instants.
@Suite("Animation graphs: tick independence")
struct GraphTickIndependenceTests {
  /// A graph of a synced blend space of two looping cycles, a one-shot and two poses, joined by
  /// cross-fades, inertializations, exit times, at-end and sync switches, and a zero-time cycle;
  /// and a nested graph, alone and in a mix with an animator (``addNested(to:_:_:cycle:)``).
  static func make(_ rig: TestRig, _ card: Card) throws -> AnimationGraph {
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("speed", .number(0))
    try graph.addInput("jump", .trigger)
    try graph.addInput("wave", .bool(false))
    func cycle(_ length: Double, _ opacity: Double, _ x: Double) throws -> Timeline {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: length, curve: .easeInOut) {
        card.opacity = opacity
        card.position = Point2D(x: x, y: -x)
      }
      try timeline.setTiming(EffectTiming(iterations: .infinity))
      return timeline
    }
    let space = try BlendSpace1D(
      input: "speed", points: [(0, .timeline(try cycle(1.6, 5, 1))), (2, .timeline(try cycle(0.6, 40, 30)))],
      sync: true)
    try graph.addNode("locomotion", .blendSpace(space))
    let jump = Timeline(engine: rig.engine)
    try jump.addTween(duration: 0.35, curve: .easeOut) { card.position = Point2D(x: 0, y: 80) }
    try jump.addTween(duration: 0.35, curve: .easeIn) { card.position = Point2D(x: 0, y: 0) }
    try graph.addNode("jump", .timeline(jump))
    try graph.addNode("wave", .pose { card.opacity = 77 })
    try graph.addNode("blink", .pose { card.opacity = -3 })
    try graph.addTransition(from: "locomotion", to: "jump", when: [.triggered("jump")], blend: .crossFade(0.1))
    try graph.addTransition(from: "jump", to: "locomotion", exitTime: 1, blend: .inertialize(0.25))
    try graph.addTransition(from: "jump", to: "wave", when: [.isTrue("wave")], blend: .crossFade(0.3, curve: .linear))
    try graph.addTransition(from: "locomotion", to: "wave", when: [.isTrue("wave")], blend: .inertialize(0.4))
    try graph.addTransition(
      from: "wave", to: "locomotion", when: [.isFalse("wave")], blend: .crossFade(0.2), switchMode: .sync)
    try graph.addTransition(from: "wave", to: "blink", when: [.above("speed", 1.5)])
    try graph.addTransition(from: "blink", to: "wave", when: [.above("speed", 1.5)])
    try addNested(to: graph, rig, card, cycle: cycle)
    return graph
  }

  /// Adds a nested graph (a cycle, a one-shot that the jump trigger starts, a pose; exit times,
  /// sync, at-end, both blends), the same graph in a mix with an animator's blocks, and
  /// transitions that reach them and leave them.
  static func addNested(
    to graph: AnimationGraph, _ rig: TestRig, _ card: Card, cycle: (Double, Double, Double) throws -> Timeline
  ) throws {
    let inner = AnimationGraph(engine: rig.engine, name: "inner")
    try inner.addInput("jump", .trigger)
    try inner.addInput("speed", .number(0))
    try inner.addNode("sway", .timeline(try cycle(0.8, 12, -5)))
    let hop = Timeline(engine: rig.engine)
    try hop.addTween(duration: 0.3, curve: .easeOut) { card.position = Point2D(x: 7, y: 25) }
    try hop.addSpring(of: card.$opacity, to: 9, spring: .bouncy)
    try inner.addNode("hop", .timeline(hop))
    try inner.addNode("lean", .pose { card.opacity = 20 })
    try inner.addTransition(from: "sway", to: "hop", when: [.triggered("jump")], blend: .inertialize(0.2))
    try inner.addTransition(from: "hop", to: "sway", exitTime: 1, blend: .crossFade(0.15), switchMode: .sync)
    try inner.addTransition(
      from: "sway", to: "lean", when: [.above("speed", 2)], blend: .crossFade(0.25), switchMode: .atEnd)
    try inner.addTransition(from: "lean", to: "sway", when: [.below("speed", 1)], blend: .inertialize(0.1))
    let animator = PropertyAnimator(duration: .seconds(0.9), curve: .easeOut, engine: rig.engine)
    try animator.addAnimations { card.opacity = 33 }
    try animator.addAnimations({ card.position = Point2D(x: -3, y: 2) }, delayFactor: 0.25)
    try graph.addNode("combo", .graph(inner))
    try graph.addNode(
      "layers",
      .mix([.init(.graph(inner), weight: .input("speed")), .init(.animator(animator), weight: .constant(0.5))]))
    try graph.addTransition(
      from: "locomotion", to: "combo", when: [.below("speed", 0.5), .isTrue("wave")], priority: -1,
      blend: .crossFade(0.2))
    try graph.addTransition(from: "blink", to: "combo", when: [.below("speed", 1)], blend: .crossFade(0.2))
    try graph.addTransition(
      from: "combo", to: "locomotion", when: [.isFalse("wave")], exitTime: 0.5, blend: .inertialize(0.3))
    try graph.addTransition(from: "combo", to: "layers", when: [.above("speed", 2.2)], blend: .crossFade(0.3))
    try graph.addTransition(from: "layers", to: "locomotion", when: [.isFalse("wave")], blend: .crossFade(0.2))
  }

  @Test("200 seeded scripts: values, velocities and events equal bit for bit at the common instants")
  func randomSplits() throws {
    for seed in 0..<200 {
      var random = SeededGenerator(seed: UInt64(seed))
      var script: [(time: Double, action: Int, value: Double)] = []
      var time = 0.0
      for _ in 0..<12 {
        time += Double(Int.random(in: 1...400, using: &random)) / 1000
        script.append(
          (time, Int.random(in: 0..<3, using: &random), Double(Int.random(in: 0...25, using: &random)) / 10))
      }
      let samples = (1...16).map { Double($0) * 0.25 }
      let instants = Set(script.map(\.time) + samples)
      var splits = instants
      for _ in 0..<60 { splits.insert(Double(Int.random(in: 1...4000, using: &random)) / 1000) }
      let a = try Run(ticks: splits.sorted(), script: script, samples: Set(samples))
      let b = try Run(ticks: instants.sorted(), script: script, samples: Set(samples))
      #expect(a.readings == b.readings, "seed \(seed)")
      #expect(a.events == b.events, "seed \(seed)")
    }
  }

  /// One graph driven through `ticks`, the script's inputs set at their instants.
  struct Run {
    var readings: [[UInt64]] = []
    var events: [AnimationGraphEvent] = []

    init(ticks: [Double], script: [(time: Double, action: Int, value: Double)], samples: Set<Double>) throws {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let card = Card()
      let graph = try GraphTickIndependenceTests.make(rig, card)
      var events: [AnimationGraphEvent] = []
      let observation = graph.observe { event in
        switch event {
        case .state, .isRunning: break
        default: events.append(event)
        }
      }
      try graph.startAnimation()
      for tick in ticks {
        rig.advance(toSeconds: tick)
        for step in script where step.time == tick {
          switch step.action {
          case 0: try graph.set("speed", to: step.value)
          case 1: try graph.fire("jump")
          default: try graph.set("wave", to: step.value > 1)
          }
        }
        if samples.contains(tick) {
          let p = card.$position
          readings.append(
            [
              card.$opacity.presentationValue, card.$opacity.velocity, p.presentationValue.x, p.presentationValue.y,
              p.velocity.x, p.velocity.y,
            ].map(\.bitPattern))
        }
      }
      observation.cancel()
      self.events = events
    }
  }
}
