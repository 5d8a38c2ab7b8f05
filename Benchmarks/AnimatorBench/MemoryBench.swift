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
        let empty = alloc_counter_live_bytes()
        let world = EngineWorld(count: n, path: path)
        let before = alloc_counter_live_bytes()
        try world.start(path: path, curve: curve)
        let created = alloc_counter_live_bytes()
        world.prepare(tick: 1)
        world.tick()
        let ticked = alloc_counter_live_bytes()
        let properties = Double(4 * n)
        // The figure is what a running animation costs: after the first tick, when the engine's
        // sampling store has made its rows.
        var row = ResultRow(
          workload: "memory", path: path.rawValue, variant: curve.rawValue, n: n, unit: "bytes/property",
          figure: Double(ticked - before) / properties, baseline: baseline)
        row.details = [
          ("before the first tick", Double(created - before) / properties),
          ("targets (excluded)", Double(before - empty) / properties),
        ]
        if path == .animated {
          // Issue 18's target (the first performance issue's was 256).
          row.target = 64
        }
        if let recorded = CheckLimits.bytesPerProperty[path.rawValue] {
          row.targetOf = "figure"
          row.checkLimit = recorded * (1 + CheckLimits.bytesSlack)
          row.details.append(("recorded", recorded))
        }
        rows.append(row)
        withExtendedLifetime(world) {}
      }
    }
    return rows
  }

  /// The hand-written loop's arrays, per property.
  private func baselineBytes(n: Int, curve: CurveKind) throws -> Double {
    let sprites = BaselineWorld.makeSprites(count: n)
    let before = alloc_counter_live_bytes()
    let world = try BaselineWorld(sprites: sprites, curve: curve)
    let after = alloc_counter_live_bytes()
    withExtendedLifetime(world) {}
    return Double(after - before) / Double(4 * n)
  }
}
