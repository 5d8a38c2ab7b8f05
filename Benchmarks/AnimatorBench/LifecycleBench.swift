import Animator
import CAllocCounter

/// The lifecycle workload (issue 28): a whole animation's life, phase by phase, for N animators of
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
    // The target for an `@Animated` property (issue 28).
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

/// The time and the allocations of each phase of one lifecycle run.
struct LifecyclePhases {
  static let names = ["create+start", "first tick", "steady tick", "completion tick", "release"]
  /// A quick animation's phases, then the next burst's: N more started on the same engine after
  /// the first N ended (which reuses what they left: the engine's room for runs and their blocks),
  /// and the tick in which they end.
  static let quickNames = names + ["next burst create+start", "next burst completion tick"]
  static let timelineNames = ["add child", "start", "first tick", "steady tick"]
  /// The phases of a burst: N animators made and started in one frame while N others run, the
  /// frame that first ticks them beside the others (its time is per burst animator, the others'
  /// steady updates included), and the frame in which the burst completes while the others run on.
  static let burstNames = ["create+start", "first tick", "completion tick"]
  var nanoseconds: [Double] = []
  var allocations: [Int] = []

  /// Times `body` and counts its allocations, as the next phase. The steady phase is divided by
  /// its number of ticks, so that every figure is per tick.
  mutating func phase(ticks: Int = 1, _ body: () throws -> Void) rethrows {
    let (elapsed, allocations) = try measured(body)
    nanoseconds.append(elapsed / Double(ticks))
    self.allocations.append(Int(allocations) / ticks)
  }
}

/// The steady ticks of a lifecycle: 2 to 60 (at 60 Hz, 60 ticks fall just short of 1 s).
let lifecycleSteadyTicks = 2...60

/// N objects of four animated values, an engine on a manual clock, and the animators or the
/// timeline that animate them.
final class LifecycleWorld {
  final class Object {
    @Animated var a = 0.0
    @Animated var b = 0.0
    @Animated var c = 0.0
    @Animated var d = 0.0
  }

  let clock = ManualClock()
  let engine: AnimationEngine
  let objects: [Object]
  var animators: [PropertyAnimator] = []
  var quickAnimations: [QuickAnimation] = []
  var timeline: Timeline?

  init(count: Int) {
    engine = AnimationEngine(clock: clock)
    objects = (0..<count).map { _ in Object() }
    animators.reserveCapacity(count)
    quickAnimations.reserveCapacity(count)
  }

  func tick() {
    clock.advance(by: .seconds(1) / 60)
    engine.tick()
  }

  /// Runs the animators' lifecycle, phase by phase.
  func measure() throws -> LifecyclePhases {
    var phases = LifecyclePhases()
    try phases.phase { try lifecycleCreate(self) }
    phases.phase { lifecycleFirstTick(self) }
    phases.phase(ticks: lifecycleSteadyTicks.count) { for _ in lifecycleSteadyTicks { tick() } }
    phases.phase { lifecycleCompletion(self) }
    try verify()
    phases.phase { animators.removeAll() }
    return phases
  }

  /// Runs a burst: the first half of the objects' animators start and run for half a second, then
  /// the second half's start in one frame (a list of cells animating in, a particle burst), are
  /// ticked once beside the others, and complete while those still run.
  func measureBurst() throws -> LifecyclePhases {
    let half = objects.count / 2
    let running = Array(objects[..<half])
    let burst = Array(objects[half...])
    try start(running, duration: .seconds(2))
    for _ in 0..<30 { tick() }
    var phases = LifecyclePhases()
    try phases.phase { try start(burst, duration: .seconds(1)) }
    phases.phase { tick() }
    for _ in lifecycleSteadyTicks { tick() }
    phases.phase { tick() }
    guard engine.runningAnimationCount == half,
      burst.allSatisfy({ [$0.$a, $0.$b, $0.$c, $0.$d].allSatisfy { $0.presentationValue == 1 } })
    else {
      throw MeasurementError(description: "lifecycle: the burst did not end at 1 while the others ran")
    }
    for _ in 0..<60 { tick() }
    try verify()
    return phases
  }

  /// Runs the quick animations' lifecycle, phase by phase: the same objects, duration, curve and
  /// ticks as ``measure()``, through ``AnimationEngine/animate(duration:curve:animations:completion:)``.
  /// *Release* drops the handles, which hold nothing the engine needs.
  func measureQuick() throws -> LifecyclePhases {
    var phases = LifecyclePhases()
    try phases.phase { try lifecycleQuickCreate(self) }
    phases.phase { lifecycleQuickFirstTick(self) }
    phases.phase(ticks: lifecycleSteadyTicks.count) { for _ in lifecycleSteadyTicks { tick() } }
    phases.phase { lifecycleQuickCompletion(self) }
    try verify()
    phases.phase { quickAnimations.removeAll() }
    try phases.phase { try lifecycleQuickNextBurstCreate(self) }
    for _ in 0...lifecycleSteadyTicks.count { tick() }
    phases.phase { lifecycleQuickNextBurstCompletion(self) }
    try verify(at: 2)
    return phases
  }

  /// Makes and starts an animator of `duration` for each of `objects`.
  private func start(_ objects: [Object], duration: Duration) throws {
    for object in objects {
      let animator = PropertyAnimator(duration: duration, curve: .easeInOut, engine: engine)
      try animator.addAnimations {
        object.a = 1
        object.b = 1
        object.c = 1
        object.d = 1
      }
      try animator.startAnimation()
      animators.append(animator)
    }
  }

  /// How many animators, timeline children and quick animations ``warmUp()`` runs.
  static let warmUpCount = 64

  /// Runs 64 animators, 64 timeline children and 64 quick animations from their start to their
  /// end, outside the functions callgrind counts (``profileLifecycle(count:)`` calls it first):
  /// what the first of each in a process pays once, the runtime's lookups of generic metadata and
  /// protocol conformances, then stays out of the figures per animation. (The first animator's
  /// registration alone made about 340 of the 6,445 instructions counted per animator at
  /// N = 1,000 before this warm-up.) More than a handful: the standard library sorts 20 elements
  /// or fewer by insertion, and the first larger sort (a timeline's layout) instantiated the
  /// metadata of its merge runs' array, about 250,000 instructions once, 247 a child at N = 1,000.
  static func warmUp() throws {
    let animated = LifecycleWorld(count: Self.warmUpCount)
    try animated.start(animated.objects, duration: .seconds(1))
    for _ in 0...lifecycleSteadyTicks.upperBound { animated.tick() }
    try animated.verify()
    let timelined = LifecycleWorld(count: Self.warmUpCount)
    let timeline = Timeline(engine: timelined.engine)
    for object in timelined.objects {
      try timeline.addTween(duration: .seconds(1), curve: .easeInOut, at: .at(0), setsFourProperties(of: object))
    }
    try timeline.startAnimation()
    for _ in 0...(lifecycleSteadyTicks.upperBound + 1) { timelined.tick() }
    try timelined.verify()
    let quick = LifecycleWorld(count: Self.warmUpCount)
    for object in quick.objects {
      let animations = setsFourProperties(of: object)
      try quick.engine.animate(duration: .seconds(1), curve: .easeInOut, animations: animations)
    }
    for _ in 0...lifecycleSteadyTicks.upperBound { quick.tick() }
    try quick.verify()
  }

  /// Runs the timeline's lifecycle: add the children, start, tick.
  func measureTimeline() throws -> LifecyclePhases {
    var phases = LifecyclePhases()
    let timeline = Timeline(engine: engine)
    self.timeline = timeline
    try phases.phase { try lifecycleTimelineAdd(self, timeline) }
    try phases.phase { try lifecycleTimelineStart(timeline) }
    phases.phase { tick() }
    phases.phase(ticks: lifecycleSteadyTicks.count) { for _ in lifecycleSteadyTicks { tick() } }
    tick()
    try verify()
    return phases
  }

  /// Every value has reached 1 and nothing runs.
  func verify(at value: Double = 1) throws {
    guard !engine.hasRunningAnimations,
      objects.allSatisfy({ [$0.$a, $0.$b, $0.$c, $0.$d].allSatisfy { $0.presentationValue == value } })
    else {
      throw MeasurementError(description: "lifecycle: the animations did not all end at \(value)")
    }
  }
}

/// Create + start of every animator, for callgrind (`--toggle-collect='*lifecycleCreate*'`).
@inline(never)
func lifecycleCreate(_ world: LifecycleWorld) throws {
  // Gathered locally and stored once, as in ``lifecycleQuickCreate(_:)``.
  var animators = world.animators
  world.animators = []
  animators.reserveCapacity(animators.count + world.objects.count)
  let engine = world.engine
  for object in world.objects {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try animator.addAnimations {
      object.a = 1
      object.b = 1
      object.c = 1
      object.d = 1
    }
    try animator.startAnimation()
    animators.append(animator)
  }
  world.animators = animators
}

/// The first tick after the start, for callgrind.
@inline(never)
func lifecycleFirstTick(_ world: LifecycleWorld) {
  world.tick()
}

/// The tick in which every animator ends and completes, for callgrind. It returns whether
/// anything still runs, so that its body differs from ``lifecycleFirstTick(_:)``'s: the optimizer
/// merges functions with identical bodies into one symbol, which callgrind could not tell apart.
@inline(never)
@discardableResult
func lifecycleCompletion(_ world: LifecycleWorld) -> Bool {
  world.tick()
  return world.engine.hasRunningAnimations
}

/// Adds one tween of the four properties per object to `timeline`, for callgrind
/// (`--toggle-collect='*lifecycleTimelineAdd*'`).
@inline(never)
func lifecycleTimelineAdd(_ world: LifecycleWorld, _ timeline: Timeline) throws {
  for object in world.objects {
    try timeline.addTween(duration: .seconds(1), curve: .easeInOut, at: .at(0), setsFourProperties(of: object))
  }
}

/// The block of a timeline child of the lifecycle: made outside ``lifecycleTimelineAdd(_:_:)``, so
/// that its name does not contain that function's, which callgrind's `--toggle-collect` would
/// match when the timeline runs the block at its start.
@inline(never)
func setsFourProperties(of object: LifecycleWorld.Object) -> () -> Void {
  {
    object.a = 1
    object.b = 1
    object.c = 1
    object.d = 1
  }
}

/// Starts the timeline, which records every child's start values, for callgrind.
@inline(never)
func lifecycleTimelineStart(_ timeline: Timeline) throws {
  try timeline.startAnimation()
}

/// Create + start of every quick animation, for callgrind (`--toggle-collect='*lifecycleQuickCreate*'`).
@inline(never)
func lifecycleQuickCreate(_ world: LifecycleWorld) throws {
  try startQuickAnimations(world, to: 1)
}

/// Create + start of the next burst, on the engine the first burst's animations ended on, for
/// callgrind: they reuse the blocks those left. (It returns what ``lifecycleQuickCreate(_:)`` does
/// not, so that the optimizer does not merge the two.)
@inline(never)
@discardableResult
func lifecycleQuickNextBurstCreate(_ world: LifecycleWorld) throws -> Int {
  try startQuickAnimations(world, to: 2)
  return world.quickAnimations.count
}

/// Starts a quick animation of every object's four properties to `value`. Inlined in each phase
/// function, so that callgrind's toggle counts each phase once.
@inline(__always)
private func startQuickAnimations(_ world: LifecycleWorld, to value: Double) throws {
  // The handles are gathered in a local array and stored once: appending to the world's array one
  // by one would add the world's exclusivity checks to every animation's figure.
  var animations = world.quickAnimations
  world.quickAnimations = []
  animations.reserveCapacity(animations.count + world.objects.count)
  let engine = world.engine
  for object in world.objects {
    let animation = try engine.animate(duration: .seconds(1), curve: .easeInOut) {
      object.a = value
      object.b = value
      object.c = value
      object.d = value
    }
    animations.append(animation)
  }
  world.quickAnimations = animations
}

/// One quick animation that sets the four properties of every object, for callgrind: one block
/// that holds 4 N properties, as one animation of many targets (GSAP's `gsap.to(targets, …)`) has.
@inline(never)
func lifecycleQuickOneOfManyCreate(_ world: LifecycleWorld) throws {
  let objects = world.objects
  let animation = try world.engine.animate(duration: .seconds(1), curve: .easeInOut) {
    for object in objects {
      object.a = 1
      object.b = 1
      object.c = 1
      object.d = 1
    }
  }
  world.quickAnimations.append(animation)
}

/// The first tick after the quick animations start, for callgrind. (Each of these functions differs
/// from the others in what it returns or reads, so that the optimizer does not merge them.)
@inline(never)
@discardableResult
func lifecycleQuickFirstTick(_ world: LifecycleWorld) -> Int {
  world.tick()
  return world.quickAnimations.count
}

/// The tick in which every quick animation ends, for callgrind.
@inline(never)
@discardableResult
func lifecycleQuickCompletion(_ world: LifecycleWorld) -> Int {
  world.tick()
  return world.engine.runningAnimationCount
}

/// The tick in which every animation of the next burst ends, for callgrind.
@inline(never)
@discardableResult
func lifecycleQuickNextBurstCompletion(_ world: LifecycleWorld) -> Duration {
  world.tick()
  return world.engine.time
}

/// The steady ticks of the quick animations, for callgrind.
@inline(never)
@discardableResult
func lifecycleQuickSteadyTicks(_ world: LifecycleWorld) -> Duration {
  for _ in lifecycleSteadyTicks { world.tick() }
  return world.engine.time
}

/// One whole lifecycle, untimed, for callgrind's `--profile --workloads lifecycle`: the animators',
/// then the timeline's, then the quick animations'.
func profileLifecycle(count: Int) throws {
  try LifecycleWorld.warmUp()
  let world = LifecycleWorld(count: count)
  try lifecycleCreate(world)
  lifecycleFirstTick(world)
  for _ in lifecycleSteadyTicks { world.tick() }
  lifecycleCompletion(world)
  try world.verify()
  let timelineWorld = LifecycleWorld(count: count)
  let timeline = Timeline(engine: timelineWorld.engine)
  timelineWorld.timeline = timeline
  try lifecycleTimelineAdd(timelineWorld, timeline)
  try lifecycleTimelineStart(timeline)
  for _ in 0...(lifecycleSteadyTicks.upperBound + 1) { timelineWorld.tick() }
  try timelineWorld.verify()
  let quick = LifecycleWorld(count: count)
  try lifecycleQuickCreate(quick)
  lifecycleQuickFirstTick(quick)
  lifecycleQuickSteadyTicks(quick)
  lifecycleQuickCompletion(quick)
  try quick.verify()
  quick.quickAnimations.removeAll()
  try lifecycleQuickNextBurstCreate(quick)
  for _ in 0...lifecycleSteadyTicks.count { quick.tick() }
  lifecycleQuickNextBurstCompletion(quick)
  try quick.verify(at: 2)
  let many = LifecycleWorld(count: count)
  try lifecycleQuickOneOfManyCreate(many)
  for _ in 0...lifecycleSteadyTicks.upperBound { many.tick() }
  try many.verify()
}
