import Animator
import CAllocCounter

/// The memory workload: live heap bytes per animated property, counted by the malloc counter,
/// after the animations are made, started and ticked once (and, as a detail, before that tick). The targets (the user's
/// objects, with their `@Animated` properties) are made before counting starts and are excluded.
struct MemoryBench {
  let options: Options
  var log: (String) -> Void

  func run() throws -> [ResultRow] {
    var rows: [ResultRow] = []
    let n = options.sizes.contains(10_000) ? 10_000 : options.sizes[0]
    for curve in options.curves {
      let baseline = try baselineBytes(n: n, curve: curve)
      for path in options.paths {
        log("memory: \(path.rawValue) \(curve.rawValue) N=\(n)")
        rows.append(
          try measure(path: path.rawValue, n: n, curve: curve, baseline: baseline, engineWorld: path) {
            try $0.start(path: path, curve: curve)
          })
        if path == .animated {
          // The heap bytes an `@Animated` property should stay within.
          rows[rows.count - 1].target = 64
        }
        if path == .keyPath {
          // The heap bytes a key-path property should stay within.
          rows[rows.count - 1].target = 256
          log("memory: keypath quick \(curve.rawValue) N=\(n)")
          var row = try measure(path: "keypath quick", n: n, curve: curve, baseline: baseline, engineWorld: .keyPath) {
            try $0.startQuickKeyPaths(curve: curve)
          }
          row.target = 256
          rows.append(row)
          log("memory: keypath one quick \(curve.rawValue) N=\(n)")
          var shared = try measure(
            path: "keypath one quick", n: n, curve: curve, baseline: baseline, engineWorld: .keyPath
          ) { try $0.startOneQuickForAllKeyPaths(curve: curve) }
          shared.target = 256
          rows.append(shared)
        }
      }
    }
    return rows
  }

  /// Makes a world of `n` objects for `engineWorld`, then counts the bytes that `start` and one tick
  /// leave held per property, as the row of `path` (gated by ``CheckLimits/bytesPerProperty``).
  private func measure(
    path: String, n: Int, curve: CurveKind, baseline: Double, engineWorld: EnginePath,
    start: (EngineWorld) throws -> Void
  ) rethrows -> ResultRow {
    let empty = alloc_counter_thread_live_bytes()
    let world = EngineWorld(count: n, path: engineWorld)
    let before = alloc_counter_thread_live_bytes()
    try start(world)
    let created = alloc_counter_thread_live_bytes()
    world.prepare(tick: 1)
    world.tick()
    let ticked = alloc_counter_thread_live_bytes()
    let properties = Double(4 * n)
    // The figure is what a running animation costs: after the first tick, when the engine's
    // sampling store has made its rows.
    var row = ResultRow(
      workload: "memory", path: path, variant: curve.rawValue, n: n, unit: "bytes/property",
      figure: Double(ticked - before) / properties, baseline: baseline)
    row.details = [
      ("before the first tick", Double(created - before) / properties),
      ("targets (excluded)", Double(before - empty) / properties),
    ]
    if let recorded = CheckLimits.bytesPerProperty[path] {
      row.targetOf = "figure"
      row.checkLimit = recorded * (1 + CheckLimits.bytesSlack)
      row.details.append(("recorded", recorded))
    }
    withExtendedLifetime(world) {}
    return row
  }

  /// The hand-written loop's arrays, per property.
  private func baselineBytes(n: Int, curve: CurveKind) throws -> Double {
    let sprites = BaselineWorld.makeSprites(count: n)
    let before = alloc_counter_thread_live_bytes()
    let world = try BaselineWorld(sprites: sprites, curve: curve)
    let after = alloc_counter_thread_live_bytes()
    withExtendedLifetime(world) {}
    return Double(after - before) / Double(4 * n)
  }
}
