import Animator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The blend workload: N characters, each an `AnimationGraph` of two looping timeline nodes (a
/// linear tween of four `@Animated` Doubles each, 1 s and 0.8 s), in two shapes: `held` (the first
/// node alone) and `crossfade` (a 1,000 s linear cross-fade to the second started before tick 1,
/// so that every measured tick is mid-blend). 60 ticks of 1/60 s on a manual clock; figure: ns per
/// property update over ticks 2 to 58, beside a hand-written loop in this binary that computes the
/// same values (each clip's value from its looping progress, then `(1 − w)·a + w·b`) into plain
/// fields. Allocations per steady tick are gated at 0; instructions per property update (callgrind,
/// N = 1,000) in ``CheckLimits/instructions`` as `"blend held"` and `"blend crossfade"`.
struct BlendBench {
  let options: Options
  var log: (String) -> Void

  func run() throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for shape in BlendShape.allCases {
      for n in options.seekSizes ?? [1_000, 10_000] {
        log("blend: \(shape.rawValue) N=\(n)")
        var engine: [Double] = []
        var baseline: [Double] = []
        var allocations = 0.0
        for run in 0...options.runs {
          let world = try BlendWorld(count: n, shape: shape)
          let hand = BlendBaseline(count: n, shape: shape)
          var ticks: [Double] = []
          var handTicks: [Double] = []
          var allocated: UInt64 = 0
          for tick in 1..<Workload.ticks {
            let (nanoseconds, count) = measured { world.tick() }
            let (handNanoseconds, _) = measured { hand.tick(tick) }
            if Workload.steadyTicks.contains(tick) {
              ticks.append(nanoseconds)
              handTicks.append(handNanoseconds)
              allocated += count
            }
          }
          try world.verify(against: hand, label: "blend \(shape.rawValue) N=\(n)")
          if run == 0 { continue }  // the warm-up
          let updates = Double(4 * n)
          engine.append(medianOf(ticks) / updates)
          baseline.append(medianOf(handTicks) / updates)
          allocations = max(allocations, Double(allocated) / Double(Workload.steadyTicks.count))
        }
        rows.append(
          ResultRow(
            workload: "blend", path: "graph", variant: shape.rawValue, n: n, unit: "ns/update",
            figure: medianOf(engine), minimum: engine.min(), baseline: medianOf(baseline),
            baselineMinimum: baseline.min()))
        var allocationRow = ResultRow(
          workload: "allocations", path: "blend", variant: shape.rawValue, n: n, unit: "allocations/tick",
          figure: allocations)
        allocationRow.target = 0
        allocationRow.targetOf = "figure"
        allocationRow.checkLimit = CheckLimits.allocations
        rows.append(allocationRow)
      }
    }
    return rows
  }
}

/// The two shapes of the blend workload.
enum BlendShape: String, CaseIterable {
  /// The first node alone.
  case held
  /// Mid-way through a long cross-fade from the first node to the second.
  case crossfade
}

/// The blend workload's characters: a graph each, started, with tick 0 shown.
final class BlendWorld {
  final class Character {
    @Animated var x = 0.0
    @Animated var y = 0.0
    @Animated var scale = 0.0
    @Animated var opacity = 0.0
  }

  let clock = ManualClock()
  let engine: AnimationEngine
  let characters: [Character]
  let graphs: [AnimationGraph]
  let shape: BlendShape
  private(set) var ticks = 0

  init(count: Int, shape: BlendShape) throws {
    engine = AnimationEngine(clock: clock)
    self.shape = shape
    var characters: [Character] = []
    var graphs: [AnimationGraph] = []
    for _ in 0..<count {
      let character = Character()
      let graph = AnimationGraph(engine: engine)
      try graph.addInput("go", .bool(false))
      for (name, clip) in BlendBaseline.clips.enumerated() {
        let timeline = Timeline(engine: engine)
        try timeline.addTween(duration: clip.length, curve: .linear) {
          character.x = clip.end[0]
          character.y = clip.end[1]
          character.scale = clip.end[2]
          character.opacity = clip.end[3]
        }
        try timeline.setTiming(EffectTiming(iterations: .infinity))
        try graph.addNode("\(name)", .timeline(timeline))
      }
      try graph.addTransition(
        from: "0", to: "1", when: [.isTrue("go")], blend: .crossFade(BlendBaseline.crossFade, curve: .linear))
      try graph.startAnimation()
      if shape == .crossfade { try graph.set("go", to: true) }
      characters.append(character)
      graphs.append(graph)
    }
    self.characters = characters
    self.graphs = graphs
  }

  /// Advances the clock by 1/60 s and ticks the engine.
  func tick() {
    ticks += 1
    clock.advance(to: ManualClock.Instant(offset: .nanoseconds(Int64(ticks) * 16_666_667)))
    engine.tick()
  }

  /// Every character shows what the hand-written loop computed, to 1e-9.
  func verify(against hand: BlendBaseline, label: String) throws {
    for (index, character) in characters.enumerated() {
      let shown = [character.$x, character.$y, character.$scale, character.$opacity].map(\.presentationValue)
      for component in 0..<4 where !(abs(shown[component] - hand.values[4 * index + component]) < 1e-9) {
        throw VerificationError(
          description:
            "\(label): character \(index) shows \(shown), the hand-written loop \(hand.values[4 * index..<4 * index + 4])"
        )
      }
    }
  }
}

/// The hand-written loop of the blend workload: plain fields, each clip's value from its looping
/// progress and the cross-fade's weight, `(1 − w)·a + w·b`.
final class BlendBaseline {
  /// Each clip: its length, in seconds, and the values its tween sets (from 0).
  static let clips: [(length: Double, end: [Double])] = [(1, [100, -50, 2, 1]), (0.8, [-30, 80, 0.5, 0.25])]
  /// The cross-fade's length, in seconds.
  static let crossFade = 1_000.0

  var values: [Double]
  /// Each character's phase: all 0, read per character as a game's own clocks would be.
  let phases: [Double]
  let shape: BlendShape

  init(count: Int, shape: BlendShape) {
    values = Array(repeating: 0, count: 4 * count)
    phases = Array(repeating: 0, count: count)
    self.shape = shape
  }

  /// Computes every character's values at tick `tick`.
  func tick(_ tick: Int) {
    let now = Double(Int64(tick) * 16_666_667) / 1e9
    let (a, b) = (Self.clips[0], Self.clips[1])
    let (lengthA, lengthB) = (a.length, b.length)
    let endA = SIMD4(a.end[0], a.end[1], a.end[2], a.end[3])
    let endB = SIMD4(b.end[0], b.end[1], b.end[2], b.end[3])
    let crossFades = shape == .crossfade
    // Taken out of the object for the loop, so that each store is a plain array store.
    var cells: [Double] = []
    swap(&cells, &values)
    let phases = self.phases
    for character in phases.indices {
      let t = now + phases[character]
      let valueA = endA * (fmod(t, lengthA) / lengthA)
      let value: SIMD4<Double>
      if crossFades {
        let w = t / Self.crossFade
        value = (1 - w) * valueA + w * (endB * (fmod(t, lengthB) / lengthB))
      } else {
        value = valueA
      }
      let index = 4 * character
      cells[index] = value[0]
      cells[index + 1] = value[1]
      cells[index + 2] = value[2]
      cells[index + 3] = value[3]
    }
    swap(&cells, &values)
  }
}

/// Ticks 2 to 58 of a blend world in its held shape, as one function that callgrind counts with
/// `--toggle-collect='*blendHeldTicks*'`.
@inline(never)
func blendHeldTicks(_ world: BlendWorld) {
  // The check keeps the two profiled functions apart: with equal bodies the optimiser merges them.
  precondition(world.shape == .held)
  for _ in Workload.steadyTicks { world.tick() }
}

/// Ticks 2 to 58 of a blend world mid-cross-fade, for `--toggle-collect='*blendCrossFadeTicks*'`.
@inline(never)
func blendCrossFadeTicks(_ world: BlendWorld) {
  precondition(world.shape == .crossfade)
  for _ in Workload.steadyTicks { world.tick() }
}

/// The profile run of the blend workload: each shape at each size, tick 1, the steady ticks in
/// their function, then the rest, verified.
func profileBlend(sizes: [Int]) throws {
  for shape in BlendShape.allCases {
    for n in sizes {
      let world = try BlendWorld(count: n, shape: shape)
      world.tick()
      switch shape {
      case .held: blendHeldTicks(world)
      case .crossfade: blendCrossFadeTicks(world)
      }
      while world.ticks < Workload.ticks - 1 { world.tick() }
      let hand = BlendBaseline(count: n, shape: shape)
      hand.tick(world.ticks)
      try world.verify(against: hand, label: "profile blend \(shape.rawValue) N=\(n)")
    }
  }
}
