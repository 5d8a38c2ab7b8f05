/// The quick animations of one engine (``AnimationEngine/quickAnimate(duration:curve:animations:completion:)``):
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
final class QuickRuns: EngineClient {
  /// One quick animation: plain values only, with no reference counted, so that moving runs in
  /// the array and dropping ended ones copy bytes and run no code. The curve is kept once for the
  /// runs that share it (``curves``), the completion apart (``completions``): a run that held them
  /// made every start retain the curve and every end release it and destroy the run through its
  /// value witness (about 70 instructions an end, issue 28).
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
  @exclusivity(unchecked) private var curves: ContiguousArray<(id: UInt32, curve: TimingCurve)> = []
  /// The completion of each running run that has one, by the run's identity.
  @exclusivity(unchecked) private var completions: [UInt64: QuickCompletion] = [:]
  /// The identity above which the curves are numbered again from 1 (``renumberCurves()``): the
  /// largest `UInt32`, lower in a test.
  @exclusivity(unchecked) var curveIDLimit = UInt32.max - 1

  /// The runs, in the order they started (so in the order of their ids).
  @exclusivity(unchecked) private(set) var runs: ContiguousArray<Run> = []
  /// Completions of runs that reached their end, earliest end first, waiting for the engine to run
  /// them (``engineComplete()``).
  @exclusivity(unchecked) private var pending: ContiguousArray<(completion: QuickCompletion, id: UInt64)> = []
  /// The engine time of the last pass, and the number of runs it sampled: a second pass at the same
  /// time (the engine samples a client again after a completion) samples only the runs made since.
  @exclusivity(unchecked) private var sampledSeconds = -Double.infinity
  @exclusivity(unchecked) private var sampledCount = 0
  /// Whether a pass is running: a run ended meanwhile is only marked, and compacted after the pass.
  @exclusivity(unchecked) private var isSampling = false
  /// The number of runs that have not ended, and whether some ended run is still in ``runs``.
  @exclusivity(unchecked) private(set) var runningCount = 0
  @exclusivity(unchecked) private var hasEndedRuns = false
  /// Blocks of runs that reached their end, made as new (``AnimationBlock/resetForReuse()``), for
  /// the next starts to record in, most recent last: quick animations that end as others start (a
  /// game's particles, a list's cells) allocate no block and free none. At most
  /// ``spareBlockLimit``; room for them is made with the runs (at the engine's first quick
  /// animation), so that an end never allocates.
  /// Each holds its block retained.
  @exclusivity(unchecked) private var spareBlocks: ContiguousArray<_UnsafeUnretained<AnimationBlock>> = []
  /// The most blocks ``spareBlocks`` keeps: enough for 1,024 quick animations to start in each frame
  /// as many end without allocating, and at most 128 KB kept (a block is 120 bytes) after a larger
  /// burst, whose other blocks are freed.
  static let spareBlockLimit = 1_024
  /// How many blocks wait in ``spareBlocks``.
  var spareBlockCount: Int { spareBlocks.count }
  /// The blocks of runs ended by their handles during a pass, let go of when it is over.
  @exclusivity(unchecked) private var blocksToLetGo: ContiguousArray<_UnsafeUnretained<AnimationBlock>> = []
  @exclusivity(unchecked) private var nextID: UInt64 = 1

  @exclusivity(unchecked) var engineSlot = -1
  @exclusivity(unchecked) var engineSequence: UInt64 = 0

  /// The engine while the runs are registered with it (some quick animation runs, or a completion
  /// waits): a running quick animation keeps its engine, as a running animator does. Otherwise
  /// `nil`: the engine holds this object, and a weak reference would make every retain of the
  /// engine take the runtime's slow path.
  @exclusivity(unchecked) private var runningEngine: AnimationEngine?

  /// The last curve whose setting-off slope a start worked out, its identity and that slope: quick
  /// animations started together nearly always share their curve.
  @exclusivity(unchecked) private var lastCurve: TimingCurve?
  @exclusivity(unchecked) private var lastCurveID: UInt32 = 0
  @exclusivity(unchecked) private var lastSlope: Double = 0
  /// The instants the last start worked out (``timing(from:length:)``).
  @exclusivity(unchecked) private var lastTiming: RunTiming?
  /// The identity the next curve unlike the last one gets (``Run/curveID``).
  @exclusivity(unchecked) private var nextCurveID: UInt32 = 1

  /// Makes the runs of one engine, with room for ``spareBlockLimit`` spare blocks.
  init() {
    spareBlocks.reserveCapacity(Self.spareBlockLimit)
  }

  deinit {
    for index in runs.indices { runs[index].block?.release() }
    for block in blocksToLetGo { block.release() }
    for block in spareBlocks { block.release() }
  }

  /// Starts a quick animation: records `animations` into a new block and adds its run, of `length`
  /// along `curve` from the engine's current instant (as the engine's reduced motion says).
  ///
  /// - Returns: The run's identity.
  func start(
    length: Duration, curve: TimingCurve, animations: () -> Void, completion: ((AnimatingPosition) -> Void)?,
    on engine: AnimationEngine
  ) -> UInt64 {
    var length = length
    var curve = curve
    if engine.motionIsReduced {
      switch engine.reducedMotionSubstitution {
      case .instant:
        length = .zero
      case .crossFade(let crossFade):
        length = min(max(crossFade, .zero), length)
        curve = .linear
      }
    }
    let block = spareBlocks.popLast()?.takeRetainedObject() ?? AnimationBlock()
    AnimationRecording.record(into: block, animations)
    let timing = timing(from: engine.currentTime, length: length)
    let curveRunsUserCode: Bool
    if case .custom = curve { curveRunsUserCode = true } else { curveRunsUserCode = false }
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

  /// The index of the run `id` if it has not ended.
  private func indexOfRunning(_ id: UInt64) -> Int? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < runs.count, runs[low].id == id, !runs[low].isEnded else { return nil }
    return low
  }

  /// Whether the run `id` has not ended.
  func isRunning(_ id: UInt64) -> Bool { indexOfRunning(id) != nil }

  /// Ends the run `id` now: at its end values (`atEnd`) or where it is shown; then runs its
  /// completion with `.end` or `.current`. Does nothing for a run that has ended.
  func end(_ id: UInt64, atEnd: Bool) {
    guard let index = indexOfRunning(id) else { return }
    // The run's reference is this call's from here (the run may move while code runs below).
    let taken = takeBlock(endingRunAt: index)
    let completion = takeCompletion(ofRunAt: index)
    taken.withObject { block in
      block.endLayers(atWeight: atEnd ? 0 : block.weight)
      block.progressVelocity = 0
    }
    if isSampling {
      // The pass may be refreshing this block now.
      blocksToLetGo.append(taken)
    } else {
      compact()
      taken.release()
    }
    settle()
    completion?.body(atEnd ? .end : .current)
  }

  /// Ends the running run at `index` (``Run/isEnded``) and hands its reference to its block to the
  /// caller, who lets it go.
  @inline(__always)
  private func takeBlock(endingRunAt index: Int) -> _UnsafeUnretained<AnimationBlock> {
    let taken = blockOfRunningRun(at: index)
    runs[index].block = nil
    hasEndedRuns = true
    runningCount -= 1
    return taken
  }

  /// Takes the completion of the run at `index` out of ``completions``, if it has one.
  @inline(__always)
  private func takeCompletion(ofRunAt index: Int) -> QuickCompletion? {
    guard runs[index].hasCompletion else { return nil }
    return completions.removeValue(forKey: runs[index].id)
  }

  /// Where the curve of identity `id`, which some run in ``runs`` has, is in ``curves``: nearly
  /// always the last, as quick animations started together share one.
  ///
  /// - Complexity: O(log c) in the c curves of the runs.
  private func curveIndex(of id: UInt32) -> Int {
    let count = curves.count
    if count > 0 && curves[count - 1].id == id { return count - 1 }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if curves[middle].id < id { low = middle + 1 } else { high = middle }
    }
    precondition(low < curves.count && curves[low].id == id, "a run's curve is listed")
    return low
  }

  /// Checks, in debug builds, what the curves' lookups rely on: the identities increase along
  /// ``curves``, and the last curve that started a run (``lastCurve``) has the highest.
  private func checkCurves() {
    #if DEBUG
      // Plain loops: the allocation tests count what a debug build allocates here too.
      var index = 1
      while index < curves.count {
        assert(curves[index - 1].id < curves[index].id, "the curves are in order of identity")
        index += 1
      }
      if curves.count > 0 {
        let highest = curves[curves.count - 1].id
        assert(lastCurve == nil || lastCurveID >= highest, "the last curve's identity is the highest")
        assert(highest < nextCurveID, "no curve has the next identity")
      }
    #endif
  }

  /// Numbers the curves again from 1, in the same order, so that new identities fit in a
  /// `UInt32`: after about four billion curves unlike their predecessors. Only a start of a curve
  /// unlike the last one calls it, which then gives ``lastCurve`` its new identity.
  ///
  /// - Complexity: O(runs + curves).
  private func renumberCurves() {
    var curve = 0
    for index in runs.indices {
      while curves[curve].id != runs[index].curveID { curve += 1 }
      runs[index].curveID = UInt32(curve + 1)
    }
    for index in curves.indices { curves[index].id = UInt32(index + 1) }
    lastCurve = nil
    nextCurveID = UInt32(curves.count + 1)
  }

  /// Unregisters when nothing runs and no completion waits, and keeps the engine's count.
  private func settle() {
    guard runningCount == 0, pending.isEmpty, let engine = runningEngine else {
      noteCount()
      return
    }
    engine.quickRunsBeyondClient = 0
    engine.unregister(self)
    runningEngine = nil
  }

  /// Keeps ``AnimationEngine/quickRunsBeyondClient``: the runs and waiting completions beyond this
  /// one client, while it is registered.
  @inline(__always)
  private func noteCount() {
    runningEngine?.quickRunsBeyondClient = max(runningCount + pending.count - 1, 0)
  }

  /// Drops the ended runs, keeping the order. It calls nothing outside this object: their blocks
  /// have gone already, or wait in ``blocksToLetGo``.
  private func compact() {
    guard hasEndedRuns else { return }
    hasEndedRuns = false
    var write = 0
    var sampled = 0
    // The curves the runs kept have, in the same walk: both lists go in increasing identity.
    var curveWrite = 0
    var curveRead = 0
    for read in runs.indices {
      if runs[read].isEnded { continue }
      if write != read { runs[write] = runs[read] }
      let curveID = runs[write].curveID
      write += 1
      if read < sampledCount { sampled = write }
      if curveWrite > 0 && curves[curveWrite - 1].id == curveID { continue }
      while curves[curveRead].id != curveID { curveRead += 1 }
      if curveWrite != curveRead { curves.swapAt(curveWrite, curveRead) }
      curveWrite += 1
      curveRead += 1
    }
    curves.removeLast(curves.count - curveWrite)
    checkCurves()
    // The array keeps its capacity, as Swift's arrays do: a burst of quick animations (a game's
    // particles, a list's cells) ending together leaves it empty, and the next burst reuses it. Let
    // go of, it cost the end of every burst a free of the whole array, which made the allocator
    // merge every small block freed before it (about 100 instructions a run at 1,000 runs), and the
    // next burst the array's growth again.
    runs.removeLast(runs.count - write)
    // The runs made since the last pass keep their place after the ones it sampled.
    sampledCount = sampled
  }

  // MARK: EngineClient

  func engineUpdate(seconds: Double) -> Bool {
    let first = seconds == sampledSeconds ? min(sampledCount, runs.count) : 0
    sample(from: first, atSeconds: seconds)
    return !pending.isEmpty
  }

  var engineEndInstant: Duration? { pending.first?.completion.end }

  func engineComplete() {
    guard !pending.isEmpty else { return }
    let (completion, _) = pending.removeFirst()
    settle()
    if !pending.isEmpty { runningEngine?.noteTouched(self) }
    completion.body(.end)
  }

  /// Moves the runs from `first` on to engine time `seconds`, ending those that reached their end.
  ///
  /// - Complexity: O(runs and their properties); once per frame.
  private func sample(from first: Int, atSeconds seconds: Double) {
    isSampling = true
    var index = first
    var endedWithCompletion = false
    // The curve evaluation last made, shared with the next run that evaluates alike at the same
    // unit time (runs started together): the same bits, since it is a pure function of those.
    var shared: (unitTime: Double, curveID: UInt32, value: Double, slope: Double)?
    let time = runningEngine?.time ?? .zero
    while index < runs.count {
      defer { index += 1 }
      guard !runs[index].isEnded else { continue }
      let anchorSeconds = runs[index].anchorSeconds
      let rate = runs[index].rate
      let endSeconds = runs[index].endSeconds
      if seconds >= endSeconds && time >= runs[index].end {
        endedWithCompletion = finishRun(at: index) || endedWithCompletion
        continue
      }
      // `PlayheadCourse.motion(atSeconds:)` of a playhead from 0 towards 1.
      let unitTime: Double
      let unitVelocity: Double
      let elapsed = seconds - anchorSeconds
      if seconds >= endSeconds {
        (unitTime, unitVelocity) = (1, 0)
      } else if elapsed <= 0 {
        unitTime = 0
        unitVelocity = elapsed == 0 && rate.isFinite ? rate : 0
      } else {
        let position = elapsed * rate
        (unitTime, unitVelocity) = position < 1 ? (position, rate) : (1, 0)
      }
      let block = blockOfRunningRun(at: index)
      if runs[index].curveRunsUserCode || block.withObject({ $0.mayRunUserCode }) {
        shared = nil
        sampleHolding(at: index, unitTime: unitTime, unitVelocity: unitVelocity)
        continue
      }
      let progress: Double
      let slope: Double
      if let last = shared, last.unitTime.bitPattern == unitTime.bitPattern, last.curveID == runs[index].curveID {
        (progress, slope) = (last.value, last.slope)
      } else {
        (progress, slope) = evaluateBuiltInCurve(ofRunAt: index, at: unitTime)
        shared = (unitTime, runs[index].curveID, progress, slope)
      }
      block.withObject { block in
        block.progress = progress
        block.progressVelocity = slope * unitVelocity
        if block.refreshDirectProperties() {
          // Properties other animations share: their refresh may reach a keyframe path's code, which
          // may end runs (only marked during the pass, so the block stays retained) or start others.
          shared = nil
          block.refreshLayeredProperties()
        }
      }
    }
    sampledSeconds = seconds
    sampledCount = runs.count
    isSampling = false
    compact()
    // Taken off the list before each goes: the code a block's end runs may end other runs.
    while let block = blocksToLetGo.popLast() { block.release() }
    if endedWithCompletion {
      // In the order of their end instants, then of their starts, as the engine orders animators.
      pending.sort { ($0.completion.end, $0.id) < ($1.completion.end, $1.id) }
    }
    settle()
  }

  /// The built-in curve of the run at `index` at `unitTime`: its progress and slope. Apart from the
  /// pass, which it would make too large to keep its block's refresh inline.
  @inline(never)
  private func evaluateBuiltInCurve(ofRunAt index: Int, at unitTime: Double) -> (progress: Double, slope: Double) {
    ProgressTrack.Segment(start: 0, end: 1, from: 0, to: 1, curve: curve(ofRunAt: index)).evaluateBuiltIn(at: unitTime)
  }

  /// The curve of the run at `index`. (Inline: a call here cost the pass 3 instructions a run.)
  @inline(__always)
  private func curve(ofRunAt index: Int) -> TimingCurve {
    curves[curveIndex(of: runs[index].curveID)].curve
  }

  /// Samples the run at `index`, whose curve or properties may run code outside the package,
  /// holding its block: that code may end runs or start others (which only marks or appends).
  private func sampleHolding(at index: Int, unitTime: Double, unitVelocity: Double) {
    let block = blockOfRunningRun(at: index).object
    let (progress, slope) = ProgressTrack.Segment(start: 0, end: 1, from: 0, to: 1, curve: curve(ofRunAt: index))
      .evaluate(at: unitTime)
    block.progress = progress
    block.progressVelocity = slope * unitVelocity
    block.refreshProperties()
  }

  /// Ends the run at `index`, which reached its end: its block at progress 1, its layers folded into
  /// the model (the values the animation set), then let go of; its completion, if any, left to
  /// wait in ``pending``.
  ///
  /// - Returns: Whether a completion now waits.
  private func finishRun(at index: Int) -> Bool {
    let taken = takeBlock(endingRunAt: index)
    let completion = takeCompletion(ofRunAt: index)
    let id = runs[index].id
    let handedOver = taken.withObject { block in
      block.progress = 1
      block.progressVelocity = 0
      return block.endLayersHandingOver(atWeight: 0)
    }
    // Now, while its properties are in the cache. No frame of this pass is refreshing it (the pass
    // refreshes one block at a time, and a tick does not run inside another).
    AnimationBlock.release(taken, times: handedOver)
    // Kept for the next start when nothing else holds it: no layer (every one ended), and no code
    // outside the package can reach a quick animation's block.
    var block = taken.takeRetainedObject()
    if spareBlocks.count < Self.spareBlockLimit && isKnownUniquelyReferenced(&block) {
      block.resetForReuse()
      spareBlocks.append(.retaining(block))
    }
    guard let completion else { return false }
    pending.append((completion, id))
    return true
  }
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

/// What a quick animation calls when it ends, and the exact instant it ends.
final class QuickCompletion {
  let body: (AnimatingPosition) -> Void
  let end: Duration

  init(body: @escaping (AnimatingPosition) -> Void, end: Duration) {
    self.body = body
    self.end = end
  }
}
