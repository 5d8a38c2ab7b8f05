import Animator

/// The tick workload: every path and curve at every size, beside the hand-written loop.
struct TickBench {
  let options: Options
  var log: (String) -> Void

  /// The rows of the tick workload (and the allocations rows, from the same runs).
  func run() throws -> (tick: [ResultRow], allocations: [ResultRow]) {
    var tickRows: [ResultRow] = []
    var allocationRows: [ResultRow] = []
    for curve in options.curves {
      let reference = try curve.libraryCurve()
      for n in options.sizes {
        log("tick: baseline \(curve.rawValue) N=\(n)")
        let baseline = try measure(runs: options.runs, updates: 4 * n) {
          let world = try BaselineWorld(count: n, curve: curve)
          // The hand-written Bezier solve stops within 1e-7 of the time: allow for its slope.
          return try runTicks(world, curve: reference, tolerance: 1e-5, label: "baseline \(curve) N=\(n)")
        }
        for path in options.paths where options.runs(path, at: n) {
          log("tick: \(path.rawValue) \(curve.rawValue) N=\(n)")
          let engine = try measure(runs: options.runs, updates: 4 * n) {
            let world = EngineWorld(count: n, path: path)
            try world.start(path: path, curve: curve)
            return try runTicks(world, curve: reference, tolerance: 1e-9, label: "\(path) \(curve) N=\(n)")
          }
          var row = ResultRow(
            workload: "tick", path: path.rawValue, variant: curve.rawValue, n: n, unit: "ns/update",
            figure: engine.median, minimum: engine.minimum, baseline: baseline.median,
            baselineMinimum: baseline.minimum)
          row.details = [
            ("first tick", engine.firstTick), ("last tick", engine.lastTick),
            ("baseline first tick", baseline.firstTick), ("baseline last tick", baseline.lastTick),
          ]
          // Both paths are held to the target: the animated one shares a curve evaluation among its
          // animators, the staggered one shares nothing.
          if path == .animated || path == .staggered, n >= 10_000 {
            // Reported, never checked: a time ratio moves with the machine (CheckLimits). The
            // instructions workload gates the same tick by its instruction count instead.
            row.target = 2
            row.targetOf = "ratio"
          }
          tickRows.append(row)
          var allocations = ResultRow(
            workload: "allocations", path: path.rawValue, variant: curve.rawValue, n: n, unit: "allocations/tick",
            figure: engine.steadyAllocationsPerTick, baseline: baseline.steadyAllocationsPerTick)
          allocations.details = [
            ("first tick", engine.firstTickAllocations), ("last tick", engine.lastTickAllocations),
          ]
          if path == .keyPath {
            allocations.details.append(("stdlib ClassHolder per key-path write", 1))
          } else {
            allocations.target = 0
            allocations.targetOf = "figure"
            allocations.checkLimit = CheckLimits.allocations
          }
          allocationRows.append(allocations)
        }
      }
    }
    return (tickRows, allocationRows)
  }

  /// A warm-up run, then `runs` measured runs, each on a freshly started subject.
  private func measure(runs: Int, updates: Int, _ body: () throws -> TickRun) throws -> TickFigures {
    if !options.profile { _ = try body() }
    var results: [TickRun] = []
    for _ in 0..<runs { results.append(try body()) }
    return TickFigures(runs: results, updatesPerTick: updates)
  }
}
