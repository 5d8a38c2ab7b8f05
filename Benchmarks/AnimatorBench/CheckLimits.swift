/// What `--check` holds a run to (the `checkLimit` of the JSON output).
///
/// `--check` gates only on figures that are the same on every machine and every run of the same
/// binary: heap allocations per steady tick, heap bytes per animated property, and instructions
/// (counted by callgrind) per property update, per seek and per phase of an animation's life. Times
/// and time ratios depend on the machine, its caches and its neighbours, so they are reported,
/// with their targets, and never fail a run.
///
/// Each figure is the one the current engine gives. Lower a limit when the engine gets cheaper
/// (record the new figure); never raise one to make a run pass without saying why in
/// Documentation/Performance.md, which also tells what each change did.
enum CheckLimits {
  /// Allocations per steady tick: none on the paths with an allocation target. The key-path path
  /// has none: the standard library allocates a ClassHolder in every write through a
  /// ReferenceWritableKeyPath (`_projectMutableAddress(from:)`), which no caller can avoid.
  static let allocations = 0.0

  /// Heap bytes per animated property after the animations are made, started and ticked once (the
  /// memory workload at N = 10,000), by path: after the first tick, since that is when the
  /// engine's sampling store makes its rows. The counter adds `malloc_usable_size` of every live
  /// block, so the figure depends only on the binary and the C library, not on the machine's load.
  static let bytesPerProperty: [String: Double] = [
    // An `@Animated` value's property and its share of the sampling store's rows and columns
    // (`animated`, `staggered`); a closure target's property and the object that wraps its closure;
    // a key path's property, its writer and its entry in the engine's registry, and its share of
    // the side table the runtime makes for each object that a writer holds weakly (40 bytes per
    // object; the key-path rows' sprites have four key paths each).
    "animated": 190.7, "staggered": 190.5, "closure": 234.5, "keypath": 337.0,
    // Quick animations of four `@Animated` Doubles (the lifecycle workload at N = 10,000): the block
    // that holds their layers and the engine's run of each, with no animator and no row in the
    // sampling store.
    "quick": 56.2,
    // Quick animations of four key paths each, set through `AnimationEngine.set(_:on:to:)` (the
    // memory workload's key-path sprites): a key path's property, its writer and registry entry,
    // and the quick animation's block, which keeps the four key paths inline, and its run.
    "keypath quick": 253.1,
    // One quick animation that sets the four key paths of all 10,000 sprites (one animation of
    // many targets): per key path its property, writer and registry entry, and its place in the
    // one block's list.
    "keypath one quick": 209.8,
  ]

  /// How far above its recorded figure a heap-bytes figure may go: 5%, about 10 bytes per
  /// property on the recommended path (16 more bytes in each animator, 4 per property, pass; a
  /// second object per property does not).
  static let bytesSlack = 0.05

  /// How far above its recorded figure an instruction count may go before `--check` fails: 10%.
  /// The counts are exact for one binary; the slack covers what differs between machines of one
  /// kind (the C library's choice of `exp`/`sin` variants for the processor) and small, deliberate
  /// changes that are worth their instructions and were recorded anyway.
  static let instructionSlack = 0.10

  /// Instructions per property update of the steady tick (ticks 2 to 58, N = 1,000), keyed by
  /// `"path curve"`; per point update of the path workload (`"path paced"`, `"path linear"`); per
  /// seek of the seek workload at N = 1,000 (`"timeline drag"`, `"timeline random"`); per change of
  /// the scroll workload (`"scroll view"`); and per animator, child or quick animation of the
  /// lifecycle workload's phases (`"lifecycle create+start"`…); per property update of the blend
  /// workload (`"blend held"`, `"blend crossfade"`), as `animator-bench --workloads instructions`
  /// counts them.
  static let instructions: [String: Double] = [
    // The steady tick of one property: `animated` shares one evaluation of the curve among the
    // animators at the same unit time; `staggered` evaluates it for each; `closure` also calls a
    // closure target per update.
    "animated cubic": 21.94, "staggered cubic": 40.91, "closure cubic": 170.01,
    "animated bezier": 22.04, "staggered bezier": 124.47, "closure bezier": 243.77,
    "animated spring": 22.01, "staggered spring": 122.55, "closure spring": 249.63,
    // A seek of a timeline of 1,000 children of four properties each: a forward drag of small
    // steps, and seeks to random times.
    "timeline drag": 29_098, "timeline random": 164_765,
    // A point of motion along a path: its point and velocity from one lookup, and one copy of each
    // layer per frame.
    "path paced": 2_610.95, "path linear": 1_749.53,
    // A scroll change among 1,000 view-progress drivers (3-point steps): the drivers the change
    // reaches, about nine, visited.
    "scroll view": 36_020,
    // An animator's life, measured after a warm-up that keeps the runtime's once-per-process
    // lookups out: create + start (the animator, its block's closure and the four property sets,
    // its offer to the sampling store), the first tick, and the tick in which it completes (its
    // blocks' layers folded in place, its clients let go of once it is consistent, so that a
    // `deinit` acting on it is safe: `CaptureDeinitReentrancyTests`).
    "lifecycle create+start": 5_238, "lifecycle first tick": 1_352, "lifecycle completion tick": 3_435,
    // A timeline child's life: adding a tween of four properties (one object with its child), and
    // the start, which records each child's block and layers.
    "lifecycle timeline add child": 1_629, "lifecycle timeline start": 6_230,
    // A quick animation's life (`AnimationEngine.animate(duration:curve:animations:completion:)`):
    // no animator, one engine client for every quick animation, no row in the sampling store.
    // Create + start includes the block's closure; the ticks share the curve's evaluation among the runs that started together; the
    // completion hands the layers' references to the run and keeps the block for the next start.
    // One quick animation that sets the four properties of each of 1,000 objects costs per object;
    // a next burst on the same engine reuses the first burst's blocks.
    "lifecycle quick create+start": 2_399, "lifecycle quick first tick": 138, "lifecycle quick steady tick": 138,
    "lifecycle quick completion tick": 749, "lifecycle quick one of many create+start": 4_040,
    "lifecycle quick next burst create+start": 2_072, "lifecycle quick next burst completion tick": 748,
    // A character's property in an animation graph of two looping timeline nodes (the blend
    // workload, per property update of ticks 2 to 58): the first node alone (`held`), and mid-way
    // through a cross-fade to the second (`crossfade`), which evaluates both. Each update goes
    // through the graph's walk over instants, its clips' timing samples, its per-property channel
    // and the property's one path layer.
    "blend held": 1_176, "blend crossfade": 1_592,
  ]

  /// Allocations per animator (or timeline child, or quick animation) in each phase of the
  /// lifecycle workload: what a whole animation's life allocates besides its steady ticks. Lower is
  /// better; `--check` fails above a figure plus ``lifecycleAllocationSlack``.
  static let lifecycleAllocations: [String: Double] = [
    // An animator and its block at the start, nothing after.
    "animator create+start": 2, "animator first tick": 0, "animator steady tick": 0,
    "animator completion tick": 0, "animator release": 0,
    "burst create+start": 2, "burst first tick": 0, "burst completion tick": 0,
    // Quick animations: the block that holds their layers at the start, none after.
    "quick create+start": 1, "quick first tick": 0, "quick steady tick": 0, "quick completion tick": 0,
    "quick release": 0,
    // The next burst on the same engine: its blocks are the first burst's, kept.
    "quick next burst create+start": 0, "quick next burst completion tick": 0,
    // A timeline child: the tween, one object with its child, when added (children share their
    // resolved timing); at the start, its block's recording, with a `Double` property's plain layer
    // kept inline.
    "timeline add child": 1, "timeline start": 2, "timeline first tick": 0, "timeline steady tick": 0,
  ]

  /// How many blocks of ended quick animations an engine keeps for the next starts
  /// (`QuickRuns.spareBlockLimit`, documented on `animate(duration:curve:)`): a next burst larger than this
  /// makes a block for each animation beyond it.
  static let spareQuickBlocks = 1_024

  /// What the lifecycle's allocation counts may exceed their figures by: 0.05 per animator, the
  /// amortised growth of the engine's arrays at N = 1,000.
  static let lifecycleAllocationSlack = 0.05
}
