import Animator
import CAllocCounter

/// The lifecycle workload: a whole animation's life, phase by phase, for N animators of
/// four `@Animated` Doubles each (1 s, `easeInOut`, a manual clock ticked at 60 Hz), and for N
/// timeline children of the same four properties.
///
/// Phases of the animators: *create + start* (make the animator, `addAnimations` for the four
/// properties, `startAnimation()`), the *first tick*, the *steady ticks* (2 to 60), the
/// *completion tick* (61: every animator ends and completes, nobody observing), and *release*
/// (the animators let go). A *burst* starts N animators in one frame while N others (of 2 s)
/// run, and reports its create + start, the frame that first ticks it and the frame in which it
/// completes, per burst animator. Phases of the timeline: *add* (one `addTween` per child), *start*, the
/// *first tick* and the *steady ticks*. Each figure is ns per animator (or per child) for the
/// phase; the allocations of each phase, per animator, are the same on every machine and are
/// reported beside it. Callgrind's instructions for create + start, the first tick and the
/// completion tick are measured by ``InstructionBench`` from the functions below.
struct LifecycleBench {
  let options: Options
  var log: (String) -> Void

  func run() throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for n in options.seekSizes ?? options.sizes {
      log("lifecycle: animators N=\(n)")
      rows += try phaseRows(
        path: "animator", names: LifecyclePhases.names, n: n, unit: "animator",
        world: { LifecycleWorld(count: n) }, measure: { try $0.measure() })
      log("lifecycle: quick animations N=\(n)")
      rows += try phaseRows(
        path: "quick", names: LifecyclePhases.quickNames, n: n, unit: "animation",
        world: { LifecycleWorld(count: n) }, measure: { try $0.measureQuick() })
      rows.append(try Self.quickBytesRow(n: n))
      log("lifecycle: a burst of N=\(n) started while N others run")
      rows += try phaseRows(
        path: "burst", names: LifecyclePhases.burstNames, n: n, unit: "animator",
        world: { LifecycleWorld(count: 2 * n) }, measure: { try $0.measureBurst() })
      log("lifecycle: timeline children N=\(n)")
      rows += try phaseRows(
        path: "timeline", names: LifecyclePhases.timelineNames, n: n, unit: "child",
        world: { LifecycleWorld(count: n) }, measure: { try $0.measureTimeline() })
    }
    return rows
  }

  /// One warm-up and `options.runs` measured runs of `measure` on a fresh world each, reported as
  /// a time row (the median per `unit`, with the minimum) and an allocation row per phase in `names`.
  private func phaseRows(
    path: String, names: [String], n: Int, unit: String,
    world: () -> LifecycleWorld, measure: (LifecycleWorld) throws -> LifecyclePhases
  ) throws -> [ResultRow] {
    var runs: [LifecyclePhases] = []
    for run in 0...options.runs {
      let phases = try measure(world())
      if run == 0 && !options.profile { continue }  // the warm-up
      runs.append(phases)
    }
    var rows: [ResultRow] = []
    for (index, name) in names.enumerated() {
      let times = runs.map { $0.nanoseconds[index] / Double(n) }
      rows.append(
        ResultRow(
          workload: "lifecycle", path: path, variant: name, n: n, unit: "ns/\(unit)", figure: medianOf(times),
          minimum: times.min()))
      rows.append(
        Self.allocationRow(
          path: path, variant: name, n: n, count: runs.last?.allocations[index] ?? 0, unit: unit))
    }
    return rows
  }

  /// The heap bytes per property that N quick animations of four properties hold after their first
  /// tick (the memory workload's figure for the other paths), gated by `--check` against
  /// ``CheckLimits/bytesPerProperty`` (`"quick"`).
  static func quickBytesRow(n: Int) throws -> ResultRow {
    let world = LifecycleWorld(count: n)
    let before = alloc_counter_thread_live_bytes()
    try lifecycleQuickCreate(world)
    lifecycleQuickFirstTick(world)
    let ticked = alloc_counter_thread_live_bytes()
    var row = ResultRow(
      workload: "lifecycle", path: "quick", variant: "bytes after the first tick", n: n, unit: "bytes/property",
      figure: Double(ticked - before) / Double(4 * n))
    // The heap bytes an `@Animated` property should stay within.
    row.target = 96
    if let recorded = CheckLimits.bytesPerProperty["quick"] {
      row.targetOf = "figure"
      row.checkLimit = recorded * (1 + CheckLimits.bytesSlack)
      row.details = [("recorded", recorded)]
    }
    for _ in 0..<70 { world.tick() }
    try world.verify()
    return row
  }

  /// The allocations of one phase per animator (or child), gated by `--check` against
  /// ``CheckLimits/lifecycleAllocations``: a count, the same on every machine.
  static func allocationRow(path: String, variant: String, n: Int, count: Int, unit: String) -> ResultRow {
    var row = ResultRow(
      workload: "lifecycle", path: path, variant: variant, n: n, unit: "allocations/\(unit)",
      figure: Double(count) / Double(n))
    if var recorded = CheckLimits.lifecycleAllocations[path + " " + variant] {
      if path == "quick" && variant == "next burst create+start" {
        // The engine keeps 1,024 blocks of ended quick animations: the rest of a larger burst
        // allocates its blocks again.
        recorded += Double(max(0, n - CheckLimits.spareQuickBlocks)) / Double(n)
      }
      row.targetOf = "figure"
      row.checkLimit = recorded + CheckLimits.lifecycleAllocationSlack
      row.details = [("recorded", recorded)]
    }
    return row
  }
}
