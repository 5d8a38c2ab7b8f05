/// The quick animations of one engine (``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)``):
/// fire-and-forget runs of one block each, sampled by this one engine client in a dense array.
///
/// A quick animation records its property changes in an ``AnimationBlock`` as an animator's block
/// does, so its layers add to every other animation of the same properties (and a later animation
/// takes over from what it shows); what it does not have is the animator: no playback state, no
/// observers, no registration of its own with the engine, no row in the sampling store. The engine
/// sees one client, registered while some quick animation runs; each tick moves every run's block
/// along its curve, from the same unit time an animator's playhead would reach (the same
/// arithmetic, so the same bits), and a run that reaches its end folds its layers into the model and
/// lets its block go at once. Completions wait in ``pending`` and run, in the order of their end
/// instants, through the engine's completion queue.
///
/// The runs hold their blocks retained by hand (``_UnsafeUnretained``): the pass reaches each block with no
/// reference counting. A run that reaches its end lets its block go at once, while the block's
/// properties are still in the cache. A run ended by its handle during a pass (from code a sink or
/// a custom curve runs, which may be refreshing that very block) is only marked, and its block goes
/// when the pass is over. Letting a block go may end a property, and with it a value that runs
/// code outside the package (a deinitialiser) that starts or ends runs: so a block is always let go
/// of after it has left its run, never while the array is being compacted.
final class QuickRuns {
  /// One quick animation: plain values only, with no reference counted, so that moving runs in
  /// the array and dropping ended ones copy bytes and run no code. The curve is kept once for the
  /// runs that share it (``curves``), the completion apart (``completions``): a run that held them
  /// would make every start retain the curve and every end release it and destroy the run through
  /// its value witness.
  struct Run {
    /// The block, retained by the run until the run ends (`nil` after).
    var block: _UnsafeUnretained<AnimationBlock>?
    /// The handle's identity: increasing along the array, so that a handle finds its run by binary
    /// search.
    let id: UInt64
    /// The engine time the run started, in seconds, and its unit time per second (infinite for a run
    /// of zero length).
    let anchorSeconds: Double
    let rate: Double
    /// The engine time the run ends, in seconds: infinite for a run longer than the engine's time.
    let endSeconds: Double
    /// The same instant, exactly: the run ends at the first tick at or after it, as an animator's
    /// run ends when the engine's completion queue reaches its end instant (from ``endSeconds`` on
    /// it shows its end values).
    let end: Duration
    /// Whether the run has a completion (in ``completions``, until the run ends).
    let hasCompletion: Bool
    /// Whether evaluating the curve calls a custom timing function, code outside the package: such
    /// a run is sampled through the general path, as is one whose block has indirect properties.
    let curveRunsUserCode: Bool
    /// Whether the run has ended (reached its end, or was cancelled or finished by its handle): it
    /// no longer holds its block.
    var isEnded: Bool { block == nil }
    /// The identity of the run's curve in ``curves``. Runs started one after the other with curves
    /// that evaluate alike (``TimingCurve/evaluatesLike(_:)``) have the same identity, so that the
    /// pass shares their evaluation at the same unit time after comparing two integers; a custom
    /// curve has one of its own. Never lower than an earlier run's: the identities do not decrease
    /// along ``runs``.
    var curveID: UInt32
  }

  /// The curve of each identity that some run in ``runs`` has, once, in increasing order of
  /// identity: the runs' curves in the order of the runs.
  @exclusivity(unchecked) var curves: ContiguousArray<(id: UInt32, curve: TimingCurve)> = []
  /// The completion of each running run that has one, by the run's identity.
  @exclusivity(unchecked) var completions: [UInt64: QuickCompletion] = [:]
  /// The identity above which the curves are numbered again from 1 (``renumberCurves()``): the
  /// largest `UInt32`, lower in a test.
  @exclusivity(unchecked) var curveIDLimit = UInt32.max - 1

  /// The runs, in the order they started (so in the order of their ids).
  @exclusivity(unchecked) var runs: ContiguousArray<Run> = []
  /// Completions of runs that reached their end, earliest end first, waiting for the engine to run
  /// them (``engineComplete()``).
  @exclusivity(unchecked) var pending: ContiguousArray<(completion: QuickCompletion, id: UInt64)> = []
  /// The engine time of the last pass, and the number of runs it sampled: a second pass at the same
  /// time (the engine samples a client again after a completion) samples only the runs made since.
  @exclusivity(unchecked) var sampledSeconds = -Double.infinity
  @exclusivity(unchecked) var sampledCount = 0
  /// Whether a pass is running: a run ended meanwhile is only marked, and compacted after the pass.
  @exclusivity(unchecked) var isSampling = false
  /// The number of runs that have not ended, and whether some ended run is still in ``runs``.
  @exclusivity(unchecked) var runningCount = 0
  @exclusivity(unchecked) var hasEndedRuns = false
  /// Blocks of runs that reached their end, made as new (``AnimationBlock/resetForReuse()``), for
  /// the next starts to record in, most recent last: quick animations that end as others start (a
  /// game's particles, a list's cells) allocate no block and free none. At most
  /// ``spareBlockLimit``; room for them is made with the runs (at the engine's first quick
  /// animation), so that an end never allocates.
  /// Each holds its block retained.
  @exclusivity(unchecked) var spareBlocks: ContiguousArray<_UnsafeUnretained<AnimationBlock>> = []
  /// The most blocks ``spareBlocks`` keeps: enough for 1,024 quick animations to start in each frame
  /// as many end without allocating, and at most 128 KB kept (a block is 120 bytes) after a larger
  /// burst, whose other blocks are freed.
  static let spareBlockLimit = 1_024
  /// How many blocks wait in ``spareBlocks``.
  var spareBlockCount: Int { spareBlocks.count }
  /// The blocks of runs ended by their handles during a pass, let go of when it is over.
  @exclusivity(unchecked) var blocksToLetGo: ContiguousArray<_UnsafeUnretained<AnimationBlock>> = []
  @exclusivity(unchecked) var nextID: UInt64 = 1

  @exclusivity(unchecked) var engineSlot = -1
  @exclusivity(unchecked) var engineSequence: UInt64 = 0

  /// The engine while the runs are registered with it (some quick animation runs, or a completion
  /// waits): a running quick animation keeps its engine, as a running animator does. Otherwise
  /// `nil`: the engine holds this object, and a weak reference would make every retain of the
  /// engine take the runtime's slow path.
  @exclusivity(unchecked) var runningEngine: AnimationEngine?

  /// The last curve whose setting-off slope a start worked out, its identity and that slope: quick
  /// animations started together nearly always share their curve.
  @exclusivity(unchecked) var lastCurve: TimingCurve?
  @exclusivity(unchecked) var lastCurveID: UInt32 = 0
  @exclusivity(unchecked) var lastSlope: Double = 0
  /// The instants the last start worked out (``timing(from:length:)``).
  @exclusivity(unchecked) private var lastTiming: RunTiming?
  /// The identity the next curve unlike the last one gets (``Run/curveID``).
  @exclusivity(unchecked) var nextCurveID: UInt32 = 1

  /// Makes the runs of one engine, with room for ``spareBlockLimit`` spare blocks.
  init() {
    spareBlocks.reserveCapacity(Self.spareBlockLimit)
  }

  deinit {
    for index in runs.indices { runs[index].block?.release() }
    for block in blocksToLetGo { block.release() }
    for block in spareBlocks { block.release() }
  }

  /// Starts a quick animation: records `animations` into a new block (with the `journal` of the
  /// scope that collects it, if any) and adds its run, of `length` along `curve` from the engine's
  /// current instant (as the engine's reduced motion says).
  ///
  /// - Returns: The run's identity.
  func start(
    length: Duration, curve: TimingCurve, animations: () -> Void, completion: ((AnimatingPosition) -> Void)?,
    on engine: AnimationEngine, journal: ScopeJournal? = nil
  ) -> UInt64 {
    // The curve is passed on as it was given, not copied into a variable first: a copy of a curve
    // is a retain and a release of its shape that the optimizer leaves in.
    if engine.motionIsReduced {
      switch engine.reducedMotionSubstitution {
      case .instant:
        return startRun(
          length: .zero, curve: curve, animations: animations, completion: completion, on: engine, journal: journal)
      case .crossFade(let crossFade):
        return startRun(
          length: min(max(crossFade, .zero), length), curve: .linear, animations: animations, completion: completion,
          on: engine, journal: journal)
      }
    }
    return startRun(
      length: length, curve: curve, animations: animations, completion: completion, on: engine, journal: journal)
  }

  /// A new block for the runs on `engine`, linked to its flag of lost targets: a reset block
  /// keeps the link (``AnimationBlock/resetForReuse()``).
  private static func makeBlock(on engine: AnimationEngine) -> AnimationBlock {
    let block = AnimationBlock()
    block.targetLosses = engine.targetLosses
    return block
  }

  /// ``start(length:curve:animations:completion:on:journal:)`` once the engine's reduced motion has
  /// had its say.
  @inline(__always)
  private func startRun(
    length: Duration, curve: TimingCurve, animations: () -> Void, completion: ((AnimatingPosition) -> Void)?,
    on engine: AnimationEngine, journal: ScopeJournal?
  ) -> UInt64 {
    let block = spareBlocks.popLast()?.takeRetainedObject() ?? Self.makeBlock(on: engine)
    AnimationRecording.record(into: block, journal: journal, animations)
    let timing = timing(from: engine.currentTime, length: length)
    let curveRunsUserCode: Bool
    if case .custom = curve.shape { curveRunsUserCode = true } else { curveRunsUserCode = false }
    // The curve's identity and its slope at 0, from the last run's when the curves evaluate alike.
    let curveID: UInt32
    let slope: Double
    if !curveRunsUserCode, let lastCurve, lastCurve.evaluatesLike(curve) {
      (curveID, slope) = (lastCurveID, lastSlope)
    } else {
      if nextCurveID > curveIDLimit { renumberCurves() }
      curveID = nextCurveID
      nextCurveID += 1
      slope = curve.valueAndVelocity(at: 0).velocity
      if curveRunsUserCode {
        // A later curve gets an identity above this one, so that they do not decrease along the runs.
        lastCurve = nil
      } else {
        (lastCurve, lastCurveID, lastSlope) = (curve, curveID, slope)
      }
    }
    if curves.isEmpty || curves[curves.count - 1].id != curveID { curves.append((curveID, curve)) }
    checkCurves()
    // Setting off: the slope of the side the run sets off towards, as an animator's start reports
    // (`ProgressTrack.slope(settingOffAt:forwards:)` of a track over the whole unit time at 0).
    if timing.rate.isFinite && timing.anchorSeconds < timing.endSeconds && slope != 0 {
      block.progressVelocity = slope * timing.rate
    }
    let id = nextID
    nextID += 1
    if let completion {
      completions[id] = QuickCompletion(body: completion, end: timing.end ?? AnimationEngine.maximumTime)
    }
    runs.append(
      Run(
        block: .retaining(block), id: id, anchorSeconds: timing.anchorSeconds, rate: timing.rate,
        endSeconds: timing.endSeconds, end: timing.end ?? .zero, hasCompletion: completion != nil,
        curveRunsUserCode: curveRunsUserCode, curveID: curveID))
    runningCount += 1
    if engineSlot < 0 {
      runningEngine = engine
      engine.register(self)
    } else {
      engine.noteTouched(self)
    }
    noteCount()
    return id
  }

  /// The instants of a run of `length` that starts at `now`, in the playhead's arithmetic
  /// (`Playhead.move`), so that the unit time is an animator's to the bit: worked out once for the
  /// quick animations started together (at one instant, of one length), which share them.
  private func timing(from now: Duration, length: Duration) -> RunTiming {
    if let lastTiming, lastTiming.start == now, lastTiming.length == length { return lastTiming }
    let anchorSeconds = now.inSeconds
    let seconds = length.inSeconds
    let rate = seconds > 0 ? 1 / seconds : .infinity
    let end: Duration?
    if rate.isInfinite {
      end = now
    } else {
      end = length <= AnimationEngine.maximumTime ? now + length : nil
    }
    let timing = RunTiming(
      start: now, length: length, anchorSeconds: anchorSeconds, rate: rate, end: end,
      endSeconds: end.map(\.inSeconds) ?? .infinity)
    lastTiming = timing
    return timing
  }

  /// The instants of a quick animation: where it starts and ends on the engine's time, exactly and in
  /// seconds, and its unit time per second.
  private struct RunTiming {
    /// The engine's time at the start, and the length asked for (after reduced motion).
    let start: Duration
    let length: Duration
    /// The start in seconds, the unit time per second (infinite for a run of zero length).
    let anchorSeconds: Double
    let rate: Double
    /// The end, exactly (`nil` beyond the engine's time: the run never ends), and in seconds.
    let end: Duration?
    let endSeconds: Double
  }
}
