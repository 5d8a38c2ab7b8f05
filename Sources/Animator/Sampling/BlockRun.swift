/// Something that runs animation blocks along one unit time (an animator): the blocks that the
/// sampling fast path below walks in place.
///
/// The runner keeps ``firstBlock`` and ``moreBlocks`` as stored `@exclusivity(unchecked)` fields
/// declared first in its class, which a tick reads while no other access to them is in progress.
/// The methods here are generic over the runner and specialised for it, so they cost what the same
/// code written in the runner's class would. A shared evaluation's source is read back as a runner
/// of the reader's own type, so only one type (``PropertyAnimator``) may conform.
protocol BlockRun: AnyObject {
  /// The first block of the run, inline: nearly every run has one, which a tick then reaches
  /// without a pointer chase.
  var firstBlock: ActiveBlock? { get }
  /// The other blocks, in the order they were added.
  var moreBlocks: [ActiveBlock] { get }
  /// The run's block when it has exactly one, read from ``firstBlock`` in place: without the copy
  /// of the whole record (the block and its track, copied through generic value witnesses) that
  /// reading ``firstBlock`` as a value makes.
  var soleBlock: AnimationBlock? { get }
}

/// What ``BlockRun/sample(unitTime:unitVelocity:sharing:)`` leaves to its general path.
private enum SamplingRemainder {
  case nothing
  case otherProperties
  case everything
}

extension BlockRun {
  /// Moves every block to unit time `unitTime` and refreshes the properties they set.
  ///
  /// - Complexity: O(blocks + layered properties); runs once per frame while running.
  @inline(never)
  func sample(unitTime: Double, unitVelocity: Double) {
    var sharing = TickRelay()
    sample(unitTime: unitTime, unitVelocity: unitVelocity, sharing: &sharing)
  }

  /// ``sample(unitTime:unitVelocity:sharing:)`` for a run of several blocks, of a custom curve, of
  /// properties with sinks, or of no block: it shares no evaluation.
  @inline(never)
  func sampleSeveralBlocks(unitTime: Double, unitVelocity: Double, sharing: inout TickRelay) {
    // The common case runs no user code and releases nothing: the blocks are walked in place, with
    // no copies and no reference counting. What remains (custom curves, sinks, properties that
    // several animations share) takes the general path.
    var remains = SamplingRemainder.nothing
    if firstBlock?.track.mayRunUserCode == true { remains = .everything }
    for index in moreBlocks.indices where moreBlocks[index].track.mayRunUserCode { remains = .everything }
    if remains == .nothing {
      if let (progress, slope) = firstBlock?.track.builtInProgress(atUnitTime: unitTime),
        let block = firstBlock?.block
      {
        block.progress = progress
        block.progressVelocity = slope * unitVelocity
        if block.refreshDirectProperties() || block.mayRunUserCode { remains = .otherProperties }
      }
      if !moreBlocks.isEmpty {
        for index in moreBlocks.indices {
          let (progress, slope) = moreBlocks[index].track.builtInProgress(atUnitTime: unitTime)
          let block = moreBlocks[index].block
          block.progress = progress
          block.progressVelocity = slope * unitVelocity
        }
        // Refreshed after every block has moved, so that a property two blocks share is refreshed
        // with both at this tick's progress.
        if firstBlock?.block.refreshDirectProperties() == true { remains = .otherProperties }
        for index in moreBlocks.indices {
          let block = moreBlocks[index].block
          if block.refreshDirectProperties() || block.mayRunUserCode { remains = .otherProperties }
        }
      }
    }
    if remains != .nothing { sharing.forget() }
    switch remains {
    case .nothing:
      return
    case .otherProperties:
      // A sink may stop this animator and release its blocks: hold each block (and the array of
      // the others) while its properties are refreshed.
      if let block = firstBlock?.block { block.refreshRemainingProperties() }
      if !moreBlocks.isEmpty {
        let more = moreBlocks
        for index in more.indices { more[index].block.refreshRemainingProperties() }
      }
    case .everything:
      // A custom curve may do anything: walk copies, which keep the blocks alive.
      let (first, more) = (firstBlock, moreBlocks)
      if let first { first.move(toUnitTime: unitTime, unitVelocity: unitVelocity) }
      for active in more { active.move(toUnitTime: unitTime, unitVelocity: unitVelocity) }
      if let first { first.block.refreshProperties() }
      for active in more { active.block.refreshProperties() }
    }
  }

  /// Ends every block at unit time `unitTime`, leaving each property at the values the block shows
  /// there.
  func finishBlocks(atUnitTime unitTime: Double) {
    // At either end of the unit time a block's weight needs no track (``weight(of:atUnitTime:)``),
    // so the walk needs the blocks alone.
    if unitTime >= 1 || unitTime <= 0 {
      let weight: Double = unitTime >= 1 ? 0 : 1
      forEachBlockObject { $0.endLayers(atWeight: weight) }
      return
    }
    forEachBlock { active in active.block.endLayers(atWeight: Self.weight(of: active.track, atUnitTime: unitTime)) }
  }

  /// Calls `body` with each block of the run, in the order they were added, without making an
  /// array of them: over copies of ``firstBlock`` and ``moreBlocks``, which hold the blocks while
  /// `body` runs code (a sink) that may change the run.
  @inline(__always)
  func forEachBlock(_ body: (ActiveBlock) -> Void) {
    let (first, more) = (firstBlock, moreBlocks)
    if let first { body(first) }
    for active in more { body(active) }
  }

  /// ``forEachBlock(_:)`` for a walk that needs each block alone, not its track: a run of one
  /// block, nearly every run, is walked holding only its block (``soleBlock``), without the copy
  /// of its record (the track, through generic value witnesses) that ``forEachBlock(_:)`` makes.
  @inline(__always)
  func forEachBlockObject(_ body: (AnimationBlock) -> Void) {
    if let block = soleBlock {
      body(block)
    } else {
      forEachBlock { body($0.block) }
    }
  }

  /// How much of a block's change is still to come at unit time `unitTime`: none at the end
  /// (``AnimatingPosition/end`` is the values the block set), all of it at the start
  /// (``AnimatingPosition/start`` is the values before it), what its track shows in between.
  static func weight(of track: ProgressTrack, atUnitTime unitTime: Double) -> Double {
    if unitTime >= 1 { return 0 }
    if unitTime <= 0 { return 1 }
    return 1 - track.value(atUnitTime: unitTime)
  }
}
