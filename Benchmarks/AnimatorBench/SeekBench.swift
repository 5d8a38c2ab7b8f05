import Animator

/// The seek workload: one paused timeline of N children, each the tick workload's 4-property
/// animation of its own object (1 s, cubic in-out), child i starting at i × 9 / N s; 1,000 random
/// seeks by progress (a seeded generator, seed 12345 + N), then a forward drag of 1,000 steps of
/// 0.001. Figure: µs per seek, beside a hand-written loop that writes the values of the children
/// whose values change.
struct SeekBench {
  let options: Options
  var log: (String) -> Void

  static let seeks = 1_000
  static let dragSteps = 1_000
  static let dragStep = 0.001

  func run() throws -> [ResultRow] {
    var rows: [ResultRow] = []
    let midpoint = try CurveKind.cubic.libraryCurve()
    for n in options.seekSizes ?? options.sizes {
      log("seek: timeline N=\(n)")
      var engineRandom: [Double] = []
      var engineDrag: [Double] = []
      var baselineRandom: [Double] = []
      var baselineDrag: [Double] = []
      for run in 0...options.runs {
        let world = try SeekWorld(count: n)
        let (random, drag) = try measure(world, n: n)
        try world.verify(curve: midpoint, label: "seek N=\(n)")
        let baseline = BaselineSeekWorld(count: n)
        let (baseRandom, baseDrag) = try measure(baseline, n: n)
        try baseline.verify(label: "baseline seek N=\(n)")
        if run == 0 && !options.profile { continue }  // the warm-up
        engineRandom.append(random)
        engineDrag.append(drag)
        baselineRandom.append(baseRandom)
        baselineDrag.append(baseDrag)
      }
      for (variant, engine, baseline, target) in [
        ("random", engineRandom, baselineRandom, 400.0), ("drag", engineDrag, baselineDrag, 50.0),
      ] {
        var row = ResultRow(
          workload: "seek", path: "timeline", variant: variant, n: n, unit: "us/seek", figure: medianOf(engine),
          minimum: engine.min(), baseline: medianOf(baseline), baselineMinimum: baseline.min())
        if n == 10_000 {
          row.target = target
          row.targetOf = "figure"
        }
        rows.append(row)
      }
    }
    return rows
  }

  /// Times the random seeks and the drag, in microseconds per seek.
  private func measure(_ world: some SeekSubject, n: Int) throws -> (random: Double, drag: Double) {
    var generator = SeededGenerator(seed: 12_345 + UInt64(n))
    let positions = (0..<Self.seeks).map { _ in Double.random(in: 0...1, using: &generator) }
    let clock = ContinuousClock()
    try world.seek(toProgress: 0)
    let random = try clock.measure {
      for position in positions { try world.seek(toProgress: position) }
    }
    try world.seek(toProgress: 0)
    let drag = try clock.measure {
      for step in 1...Self.dragSteps { try world.seek(toProgress: Double(step) * Self.dragStep) }
    }
    return (random / .microseconds(1) / Double(Self.seeks), drag / .microseconds(1) / Double(Self.dragSteps))
  }
}

/// The seek workload's random seeks, untimed, for callgrind (`--toggle-collect='*seekRandomly*'`).
@inline(never)
func seekRandomly(_ world: SeekWorld, n: Int) throws {
  var generator = SeededGenerator(seed: 12_345 + UInt64(n))
  for _ in 0..<SeekBench.seeks { try world.seek(toProgress: Double.random(in: 0...1, using: &generator)) }
}

/// The seek workload's drag, untimed, for callgrind (`--toggle-collect='*seekByDragging*'`).
@inline(never)
func seekByDragging(_ world: SeekWorld) throws {
  try world.seek(toProgress: 0)
  for step in 1...SeekBench.dragSteps { try world.seek(toProgress: Double(step) * SeekBench.dragStep) }
}

/// Something the seek workload can run.
protocol SeekSubject: AnyObject {
  func seek(toProgress progress: Double) throws
}

/// The timeline of the seek workload.
final class SeekWorld: SeekSubject {
  let clock = ManualClock()
  let engine: AnimationEngine
  let timeline: Timeline
  let sprites: [AnimatedSprite]
  let starts: [Double]

  init(count: Int) throws {
    engine = AnimationEngine(clock: clock)
    timeline = Timeline(engine: engine, name: "seek")
    sprites = (0..<count).map { AnimatedSprite(Workload.start($0)) }
    starts = (0..<count).map { Double($0) * 9 / Double(count) }
    let end = Workload.end
    for (sprite, start) in zip(sprites, starts) {
      try timeline.addTween(duration: 1, curve: .easeInOutCubic, at: .at(start)) {
        sprite.x = end[0]
        sprite.y = end[1]
        sprite.rotation = end[2]
        sprite.alpha = end[3]
      }
    }
    try timeline.pauseAnimation()
  }

  func seek(toProgress progress: Double) throws {
    try timeline.seek(toProgress: progress)
  }

  /// Every value at progress 0.5 is `from + (to − from) × curve(local time)`, and at progress 1
  /// exactly the end value.
  func verify(curve: TimingCurve, label: String) throws {
    try timeline.seek(toProgress: 0.5)
    let time = timeline.time
    let total = starts[starts.count - 1] + 1
    guard timeline.totalDuration == total, abs(time - total / 2) < 1e-12 else {
      throw VerificationError(description: "\(label): at progress 0.5 the time is \(time) of \(timeline.totalDuration)")
    }
    for (index, sprite) in sprites.enumerated() {
      let local = min(max(time - starts[index], 0), 1)
      let from = Workload.start(index)
      let expected = from + (Workload.end - from) * curve.value(at: local)
      let actual = sprite.presentation
      let wrong = (0..<4).contains { abs(actual[$0] - expected[$0]) > 1e-9 * (1 + abs(expected[$0])) }
      if wrong {
        throw VerificationError(
          description: "\(label): child \(index) shows \(sprite.presentation), expected \(expected)")
      }
    }
    try timeline.seek(toProgress: 1)
    for (index, sprite) in sprites.enumerated() where sprite.presentation != Workload.end {
      throw VerificationError(description: "\(label): child \(index) shows \(sprite.presentation) at the end")
    }
  }
}

/// The hand-written seek: children sorted by start time in plain arrays; a seek from `t0` to `t1`
/// writes the values of the children whose local time changes, those starting in
/// `[min(t0, t1) − 1, max(t0, t1)]`, found by index arithmetic.
final class BaselineSeekWorld: SeekSubject {
  let sprites: [Sprite]
  private let from: [SIMD4<Double>]
  private let to: [SIMD4<Double>]
  private let spacing: Double
  private let total: Double
  private var time = 0.0

  init(count: Int) {
    let n = opaque(count)
    sprites = (0..<n).map { Sprite(Workload.start($0)) }
    from = (0..<n).map { Workload.start($0) }
    to = Array(repeating: opaque(Workload.end), count: n)
    spacing = opaque(9 / Double(n))
    total = Double(n - 1) * spacing + 1
  }

  func seek(toProgress progress: Double) throws {
    let target = min(max(progress, 0), 1) * total
    let low = min(time, target) - 1
    let high = max(time, target)
    let first = max(Int((low / spacing).rounded(.up)), 0)
    let last = min(Int((high / spacing).rounded(.down)), sprites.count - 1)
    if first <= last {
      for index in first...last {
        let local = min(max(target - Double(index) * spacing, 0), 1)
        let values = local >= 1 ? to[index] : from[index] + (to[index] - from[index]) * easeInOutCubic(local)
        let sprite = sprites[index]
        sprite.x = values[0]
        sprite.y = values[1]
        sprite.rotation = values[2]
        sprite.alpha = values[3]
      }
    }
    time = target
  }

  func verify(label: String) throws {
    try seek(toProgress: 1)
    for (index, sprite) in sprites.enumerated() where sprite.values != Workload.end {
      throw VerificationError(description: "\(label): child \(index) shows \(sprite.values) at the end")
    }
  }
}

/// SplitMix64, as the tests' generator: the seeks' positions are the same on every platform.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
