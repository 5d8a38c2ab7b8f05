/// What `--check` holds a run to (the `checkLimit` of the JSON output).
///
/// `--check` gates only on figures that are the same on every machine and every run of the same
/// binary: heap allocations per steady tick, heap bytes per animated property, and instructions
/// (counted by callgrind) per property update and per seek. Times and time ratios depend on the
/// machine, its caches and its neighbours (a quiet 2-core VM of the same kind once measured the
/// cubic tick at 10,000 at 9.0 and at 15.4 times the loop in four consecutive runs of an unchanged
/// engine), so they are reported, with their targets, and never fail a run.
///
/// Lower a limit when the engine gets cheaper (re-record the figure); never raise one to make a run
/// pass without saying why in Documentation/Performance.md.
enum CheckLimits {
  /// Allocations per steady tick: none on the paths with an allocation target. The key-path path
  /// has none: the standard library allocates a ClassHolder in every write through a
  /// ReferenceWritableKeyPath (`_projectMutableAddress(from:)`), which no caller can avoid.
  static let allocations = 0.0

  /// Heap bytes per animated property after the animations are made, started and ticked once (the
  /// memory workload at N = 10,000), by path: after the first tick, since that is when the
  /// engine's sampling store makes its rows. The counter adds `malloc_usable_size` of every live
  /// block, so the figure depends only on the binary and the C library, not on the machine's load.
  /// Recorded on 2026-12-01 with the sampling store (issue 18): 62 bytes per `@Animated` value are
  /// the store's rows and columns (Documentation/Performance.md). The key-path and closure paths
  /// were re-recorded on 2026-12-03 after issue 28's key-path round (704, measured 728, down to
  /// 369.1: one block for key paths added together, a registry entry and a writer as the only
  /// things a key path adds to its property; the closure path pays 40 bytes per animator for the
  /// object that now wraps its closure, 236.4 before).
  static let bytesPerProperty: [String: Double] = [
    // The closure and key-path paths re-recorded on 2026-12-03 once an `AnimatedProperty<Double>` is
    // 120 bytes (136 before) and a block keeps `Double` properties with sinks in its inline list
    // (a key path's block needed a list of its own): 246.5 and 369.1 before.
    "animated": 190.7, "staggered": 190.5, "closure": 234.5, "keypath": 327.0,
    // Quick animations of four `@Animated` Doubles (the lifecycle workload at N = 10,000, issue 28):
    // the block that holds their layers and the engine's run of each, with no animator and no row in
    // the sampling store.
    // 56.2 since a run is plain values, 64 bytes, not 80 (its curve kept once for the runs that
    // share it, its completion apart).
    "quick": 56.2,
    // Quick animations of four key paths each, set through `AnimationEngine.set(_:on:to:)` (the
    // memory workload's key-path sprites, issue 28, recorded 2026-12-03): a key path's property
    // (136), its writer (40) and registry entry (26), and the quick animation's block, its list of
    // four key paths and its run (89), with no animator: 291.4, and 284.9 once a run is 64 bytes;
    // 243.1 once the property is 120 bytes and the block keeps the four key paths inline.
    "keypath quick": 243.1,
    // One quick animation that sets the four key paths of all 10,000 sprites (one animation of
    // many targets): per key path its property, writer and registry entry, and its place in the
    // one block's list (16 bytes and the list's growth room), recorded 2026-12-03: 228.8, and 199.8
    // once the property is 120 bytes and a key path's place in the list 8.
    "keypath one quick": 199.8,
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
  /// `"path curve"`, per point update of the path workload (`"path paced"`, `"path linear"`), and
  /// per seek of the seek workload at N = 1,000 (`"timeline drag"`,
  /// `"timeline random"`), as recorded by `animator-bench --workloads instructions` on 2026-12-01
  /// with the sampling store (issue 18; Documentation/Performance.md says what each change did);
  /// per change of the scroll workload (`"scroll view"`); and per animator of the lifecycle
  /// workload's create + start, first tick and completion tick (`"lifecycle create+start"`…).
  static let instructions: [String: Double] = [
    // The closure paths were re-recorded on 2026-12-02 after issue 28's first round, which took the
    // exclusivity checks off a property's bookkeeping (191.08, 283.70 and 265.95 before).
    // The staggered paths and the closure paths of the cubic easing and the Bézier curve were
    // re-recorded on 2026-12-02 after issue 28's curve round (the Bézier solve from a table of
    // the curve and a shared last step; the polynomial easings without their end checks): 44.43,
    // 146.78, 174.0 and 266.0 before.
    // The closure paths re-recorded on 2026-12-03 once the property is 120 bytes (its sole layer's
    // offset read from the layer, its row's cell in the presentation's bytes): 169.31, 243.07 and
    // 248.0 before, under 1% more.
    "animated cubic": 21.94, "staggered cubic": 40.91, "closure cubic": 170.01,
    "animated bezier": 22.04, "staggered bezier": 124.47, "closure bezier": 243.77,
    "animated spring": 22.01, "staggered spring": 122.55, "closure spring": 249.63,
    // The seeks re-recorded on 2026-12-03 (issue 28's timeline child): a tween child reached as its
    // own tween, one pointer fewer to follow (30,142 and 166,967 before).
    // 29,098 and 164,765 since the 120-byte property (2026-12-03).
    "timeline drag": 29_098, "timeline random": 164_765,
    // Per point update of the path workload (issue 27), recorded on 2026-12-02: the path's point and
    // velocity from one lookup, and one copy of each layer per frame.
    "path paced": 2_610.95, "path linear": 1_749.53,
    // Per scroll change of the scroll workload (1,000 view-progress drivers, 3-point steps), as
    // recorded on 2026-12-02 (issue 26): about nine drivers visited per change; 36,710 after issue
    // 28's first round (40,424 before); 36,020 since the animator's flags take no dynamic
    // exclusivity checks.
    "scroll view": 36_020,
    // Per animator of the lifecycle workload's phases (issue 28), recorded on 2026-12-02 after its
    // first round (11,760, 3,123 and 15,739 before it): a steady frame of the same animator is
    // about 88. Create + start 6,914 since the block being recorded is in a thread-local slot
    // instead of a task-local value (7,536 before), 6,731 since a run of one block reads its
    // setting-off slope in place, 6,075 since a duration is split into seconds with one full-width
    // division instead of `Duration.components`. Completion 6,077 since a run of one block ends it
    // holding the block alone, without a copy of its record (7,214 before). Create + start 5,879
    // since the setting-off slope reads its segment where it is stored. Those create + start figures
    // left out the block's closure, the property sets (callgrind stopped collecting inside the
    // closure, whose symbol carries the function's name): counted whole on 2026-12-03, 9,628, and
    // 7,409 since a property's set no longer asks for its layer type's metadata and an idle
    // `Double` property records its first layer directly, 7,154 since a property's layers are no
    // longer observed (the observer's call cost a retain and a release of the block). Completion
    // 4,903 since an animator's end folds its blocks' sole layers in place, as a quick run's does
    // (about 270 instructions per property through the generic end before). Create + start 6,445
    // since the offer to the sampling store checks the first block in place and the blocks have no
    // observer (each set copied the first block's record twice); completion 4,743 for the same
    // reason, and 4,657 since the animator's two flags take no dynamic exclusivity checks.
    // From 2026-12-03 the profile warms up first (four animators, timeline children and quick
    // animations run start to end outside the counted functions), so the runtime's once-per-process
    // lookups are out of the figures: 6,075, 2,006 and 4,394 for the tree that counted 6,445, 2,147
    // and 4,657. Create + start 5,410 since the new block's record is moved into place and the
    // setting-off slope reads the stored track; first tick 1,353 since a row's admission reads its
    // animator in place; completion 4,139 since a row given up reaches its properties unretained.
    // Create + start 5,339 since the engine sets a client's sequence before its slot, 5,205 since a
    // forward start is sampled once, by its move, not also at its activation, 5,122 since the base
    // timings' cache is a field of the engine's storage, not found among its attachments. Completion 4,019
    // since the completion queue checks that its clients are in order before it sorts them, 3,927
    // since a row given up reaches its animator and lane unretained, 3,440 since the engine keeps
    // only clients unregistered during its sampling pass to the tick's end (one that unregisters as
    // it completes is held by the completion queue), and looks at the touched list before copying it.
    // Raised on purpose for memory safety: create + start 5,232 and completion 3,447 since the
    // closures of the blocks added while inactive, and the properties of a run that ends, are let
    // go of only once the animator is consistent (an object they captured may act on the animator
    // from its `deinit`; before, that could corrupt memory: `CaptureDeinitReentrancyTests`).
    // 5,242 and 3,469 once a block's check that it holds a property indexes blocks of many.
    // Re-recorded on 2026-12-03 with the 120-byte property and the quick runs' handed-over layer
    // references: 5,238, 1,352 (+7) and 3,435.
    "lifecycle create+start": 5_238, "lifecycle first tick": 1_352, "lifecycle completion tick": 3_435,
    // Per child of the lifecycle workload's timeline (issue 28, 2026-12-03): adding a tween of four
    // properties was 2,335 instructions when first counted, 1,603 with a tween one object with its
    // child; the start, which records each child's block and layers, 31,764, and 14,664 with the
    // sampling layer's recording specialised; 13,328 once a property's set no longer asks for its
    // layer type's metadata.
    // 13,176 since a block looks for a property it holds by identity, not through an existential.
    // With the warm-up (2026-12-03), 1,629 and 13,065; the start 7,644 since the recording's generic
    // entry only forwards (it asked for metadata), one layer needs no array, and a block's
    // properties are walked in place; 6,650 since a `Double` property's plain layer is recorded
    // inline, without a closure; 6,526 since a tween's block is read without `??`, whose generic
    // parameter wrapped it in a thunk. 6,274 with a warm-up of 64, not 4 (the first sort of more
    // than 20 children instantiated its merge runs' metadata, about 250 instructions a child at
    // N = 1,000, once per process); 6,192 since a child's handlers take no dynamic exclusivity check
    // (6,196 once the playback core asks its state machine through one helper).
    // 6,217 once a block's check that it holds a property indexes blocks of many.
    // 6,230 since the 120-byte property (2026-12-03).
    "lifecycle timeline add child": 1_629, "lifecycle timeline start": 6_230,
    // Per quick animation of the same four properties
    // (`AnimationEngine.animate(duration:curve:animations:completion:)`),
    // recorded on 2026-12-03 when the quick path was added: no animator, one engine client for every
    // quick animation, no row in the sampling store.
    // A steady tick of one is about 146 (36 per update: the object path, with the curve evaluated
    // once for the runs that started together). Create + start was counted without the block's
    // closure as 1,401; whole, 5,197, and 2,828 since the sets' metadata lookup went and an idle
    // `Double` property records its first layer directly (and runs started together share their
    // instants in seconds), 2,571 without the layers' observer. Completion 1,121 since an end
    // sets the sole-layer cache itself (1,197 before).
    // 2,579 with that look-up shared by both of a block's adopts. Completion 1,084, and the first and
    // steady ticks 144, since a run lets its block go as it ends, and its end is the block's own.
    // With the warm-up (2026-12-03) create + start 2,563; 2,464 since a recorded first layer works
    // its presentation out inline. Completion 1,085. Since a run is plain values (its curve kept
    // once for the runs that share it, its completion apart) and the array of runs keeps its
    // capacity when a burst ends: create + start 2,369, the first and steady ticks 140, completion
    // 960 (of which 58 the kept array: its free made the allocator merge every block freed before it).
    // A block's check that it holds a property goes through an index once it holds many (the
    // recording of one animation of thousands of properties was O(n²)): create + start 2,384,
    // completion 978. One quick animation that sets the four properties of each of 1,000 objects:
    // 4,041 an object (41,665 before the index, and growing with the number of objects).
    // Since the end of a layer hands its reference to its block to the run, which lets go of them
    // together, and the engine keeps the blocks of ended runs for the next starts (at most 1,024):
    // completion 751 (927 with the first alone); create + start 2,409 and one of many 4,054 (the
    // check for a spare block). The next burst on the same engine, whose starts reuse the first's
    // blocks: create + start 2,081, completion 750.
    // With the 120-byte property and key paths kept inline in the block: create + start 2,404, the
    // ticks 138, completion 749, one of many 4,040, the next burst 2,077 and 748; the starts 2,399
    // and 2,072 once the room for spare blocks is made with the runs, not checked at every start.
    "lifecycle quick create+start": 2_399, "lifecycle quick first tick": 138, "lifecycle quick steady tick": 138,
    "lifecycle quick completion tick": 749, "lifecycle quick one of many create+start": 4_040,
    "lifecycle quick next burst create+start": 2_072, "lifecycle quick next burst completion tick": 748,
  ]

  /// Allocations per animator (or timeline child) in each phase of the lifecycle workload, as
  /// recorded on 2026-12-02 (issue 28; an animator's create + start was 8 and its completion 4
  /// before its first round, and create + start 4 before its second): what a whole animation's
  /// life allocates besides its steady ticks. Lower is better; `--check` fails above a figure plus
  /// ``lifecycleAllocationSlack``.
  static let lifecycleAllocations: [String: Double] = [
    "animator create+start": 2, "animator first tick": 0, "animator steady tick": 0,
    "animator completion tick": 0, "animator release": 0,
    "burst create+start": 2, "burst first tick": 0, "burst completion tick": 0,
    // Quick animations (issue 28, 2026-12-03): the block that holds their layers at the start, none after.
    "quick create+start": 1, "quick first tick": 0, "quick steady tick": 0, "quick completion tick": 0,
    "quick release": 0,
    // The next burst on the same engine (2026-12-03): its blocks are the first burst's, kept.
    "quick next burst create+start": 0, "quick next burst completion tick": 0,
    // A timeline's start was 22 per child before issue 30's linear recording (2026-12-02), 14
    // before issue 28's second round and issue 30's smaller children. Adding a child was 3 before
    // the children shared their resolved timing (2026-12-02): each made one of its own; 2 before a
    // tween was one object with its child (2026-12-03). The start 7 since a tween's property with
    // one layer records it without an array, and its block's properties are not gathered in one
    // (2026-12-03, 12 before); 3 since a `Double` property's plain layer is kept in its recording
    // inline, not in a closure's context; 2 since reading the tween's block makes no thunk.
    "timeline add child": 1, "timeline start": 2, "timeline first tick": 0, "timeline steady tick": 0,
  ]

  /// How many blocks of ended quick animations an engine keeps for the next starts
  /// (`QuickRuns.spareBlockLimit`, documented on `animate(duration:curve:animations:completion:)`): a
  /// next burst larger than this allocates a block for each animation beyond it.
  static let spareQuickBlocks = 1_024

  /// What the lifecycle's allocation counts may exceed their figures by: 0.05 per animator, the
  /// amortised growth of the engine's arrays at N = 1,000.
  static let lifecycleAllocationSlack = 0.05
}
