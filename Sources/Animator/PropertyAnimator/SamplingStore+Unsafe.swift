// The sampling store's code that skips the language's checks: an animator's first block read in
// place without the check for `nil`, the lane reached without it, the rows, segments and columns
// walked through their buffers in the tick's pass, the animators and blocks reached unretained
// (``_UnsafeUnretained``) and the progress cells moved by hand (``_UnsafeCells``). The debug-only
// checks that the rows agree with their objects are `checkRow(_:)` and `checkInvariants()` in
// SamplingStore.swift.

extension SamplingStore {
  /// Whether `animator` can have a row: `rowInputs(of:) != nil`, read in place, without the copies
  /// of its first block's record (the block, the curve) that making those inputs takes.
  func canHaveRow(_ animator: PropertyAnimator) -> Bool {
    guard animator.engineSlot >= 0, animator.moreBlocks.isEmpty, animator.playback.observers.isEmpty,
      animator.firstBlock != nil
    else { return false }
    let first = animator.firstBlock.unsafelyUnwrapped
    let can =
      !first.block.mayRunUserCode && first.block.directPropertyCount <= Int(UInt16.max)
      && first.track.hasSingleBuiltInSegment
    assert(can == (rowInputs(of: animator) != nil), "canHaveRow agrees with rowInputs")
    return can
  }

  /// ``share(_:)`` of the single segment of the first block of `animator`, which can have a row:
  /// compared in place with the last entry, and copied only for a new entry.
  @inline(__always)
  func shareFirstSegment(of animator: PropertyAnimator) -> UInt32 {
    // The track read where it is stored each time: a copy of it copies its curve.
    let evaluatesAlike = { animator.firstBlock.unsafelyUnwrapped.track.firstSegmentEvaluatesLike($0) }
    if let last = sharedLastSegment(where: evaluatesAlike) { return last }
    return addSegment(animator.firstBlock.unsafelyUnwrapped.track.singleBuiltInSegment.unsafelyUnwrapped)
  }

  /// Gives the offered animators that can have one a row.
  func admitOffered() {
    let candidates = offered
    offered.removeAll()
    var extra = 0
    for offer in candidates { extra += offer.object.firstBlock?.block.directPropertyCount ?? 0 }
    lane.reserve(extra)
    let needed = rows.count + candidates.count
    if needed > progressCapacity {
      // At least half as much again, so that animators started over many ticks cost amortised O(1).
      let capacity = max(needed, progressCapacity + progressCapacity / 2)
      rows.reserveCapacity(capacity)
      blocks.reserveCapacity(capacity)
      animators.reserveCapacity(capacity)
      replaceProgress(capacity: capacity, rows: rows.count)
    }
    // The lane and the engine once, not once for each use.
    let lane = self.lane.unsafelyUnwrapped
    let engine = self.engine.object
    for offer in candidates {
      offer.withObject { admit($0, lane: lane, engine: engine) }
    }
  }

  /// Gives `animator`, offered, a row if it can have one: its inputs (``rowInputs(of:)``) read in
  /// place, without copying its first block's record, and its properties reached unretained. Calls
  /// nothing outside the package: the offered animators are registered with the engine, which holds
  /// them, and an animator's first block holds its properties.
  @inline(__always)
  private func admit(_ animator: PropertyAnimator, lane: PropertyLane, engine: AnimationEngine) {
    animator.laneRow = PropertyAnimator.noLaneRow
    guard canHaveRow(animator) else { return }
    let block = _UnsafeUnretained(animator.firstBlock.unsafelyUnwrapped.block)
    let identity = block.bits
    guard block.withObject({ $0.laneProgress == nil }) else { return }
    let row = rows.count
    let first = lane.count
    let fits = block.withObject { block in
      block.allDirectPropertiesUnretained { lane.append($0, of: identity) }
    }
    guard fits else {
      lane.release(first..<lane.count)
      lane.removeRows(from: first)
      return
    }
    rows.append(
      Row(
        course: animator.playback.playhead.course, propertyCount: UInt16(lane.count - first),
        segment: shareFirstSegment(of: animator), firstProperty: UInt32(first)))
    blocks.append(block.retain())
    animators.append(_UnsafeUnretained(animator))
    block.withObject { block in
      block.moveProgress(to: progress + 2 * row)
      block.lane = _UnsafeUnretained(lane)
    }
    animator.laneRow = Int32(row)
    liveRows += 1
    engine.setBatched(animator, true)
    checkRow(row)
  }

  func giveUpRow(_ index: Int) {
    // The animator and the lane reached unretained: an animator with a row is registered with the
    // engine, which holds it, or is being unregistered by a call that holds it; the store holds
    // its lane. The end of every animator with a row passes here.
    guard let animator = animators[index] else { return }
    animators[index] = nil
    rows[index].isGivenUp = true
    releaseSegment(rows[index].segment)
    blocks[index].withObject {
      $0.moveProgress(to: nil)
      $0.lane = nil
    }
    lane.unsafelyUnwrapped.release(rows[index].properties)
    blocks[index].release()
    liveRows -= 1
    animator.withObject { animator in
      animator.laneRow = PropertyAnimator.noLaneRow
      engine.object.setBatched(animator, false)
    }
    checkRow(index)
  }

  // MARK: The tick

  func sampleBatch(atSeconds seconds: Double, ended: inout [any EngineClient]) {
    if !offered.isEmpty { admitOffered() }
    if rows.count > 64 && liveRows * 2 <= rows.count { compact() }
    guard liveRows > 0 else { return }
    let lane = self.lane.unsafelyUnwrapped
    var arrived: [Int] = []
    rows.withUnsafeBufferPointer { rows in
      segments.withUnsafeBufferPointer { segments in
        lane.model.withUnsafeBufferPointer { model in
          lane.offset.withUnsafeBufferPointer { offset in
            Self.sample(
              rows, seconds: seconds, segments: segments, progress: progress.base, model: model, offset: offset,
              output: lane.output.base, arrived: &arrived)
          }
        }
      }
    }
    for index in arrived {
      if let animator = animators[index] { ended.append(animator.object) }
    }
  }

  /// The tick's pass over the rows; lists in `arrived` the rows whose playhead reached its target.
  ///
  /// The arithmetic is that of the sampling through objects (``BlockRun/sample(unitTime:unitVelocity:sharing:)``
  /// and ``AnimatedProperty/refresh(solelyBy:atWeight:)``), operation for operation.
  @inline(__always)
  private static func sample(
    _ rows: UnsafeBufferPointer<Row>, seconds: Double, segments: UnsafeBufferPointer<ProgressTrack.Segment>,
    progress cells: UnsafeMutablePointer<Double>, model: UnsafeBufferPointer<Double>,
    offset: UnsafeBufferPointer<Double>, output: UnsafeMutablePointer<Double>, arrived: inout [Int]
  ) {
    var previousUnitTime = Double.nan
    var previousSegment = UInt32.max
    var previous = (progress: 0.0, slope: 0.0)
    guard var row = rows.baseAddress else { return }
    for index in rows.indices {
      defer { row += 1 }
      if row.pointee.isGivenUp { continue }
      let (unitTime, unitVelocity) = row.pointee.course.motion(atSeconds: seconds)
      let segment = row.pointee.segment
      let progress: Double
      let slope: Double
      if segment == previousSegment && unitTime.bitPattern == previousUnitTime.bitPattern {
        (progress, slope) = previous
      } else {
        (progress, slope) = segments[Int(segment)].evaluateBuiltIn(at: unitTime, inliningEasings: true)
        previous = (progress, slope)
        previousSegment = segment
        previousUnitTime = unitTime
      }
      cells[2 * index] = progress
      cells[2 * index + 1] = slope * unitVelocity
      let weight = 1 - progress
      var property = Int(row.pointee.firstProperty)
      let end = property + Int(row.pointee.propertyCount)
      if weight == 0 {
        while property < end {
          output[property] = model[property]
          property += 1
        }
      } else {
        // Two values at a time (a sprite's x and y, its rotation and alpha): a short loop with
        // no set-up, which the general vectorised loop would need for a handful of values.
        let weights = SIMD2(repeating: weight)
        while property + 2 <= end {
          let models = UnsafeRawPointer(model.baseAddress.unsafelyUnwrapped + property)
            .loadUnaligned(as: SIMD2<Double>.self)
          let offsets = UnsafeRawPointer(offset.baseAddress.unsafelyUnwrapped + property)
            .loadUnaligned(as: SIMD2<Double>.self)
          UnsafeMutableRawPointer(output + property).storeBytes(of: models + offsets * weights, as: SIMD2<Double>.self)
          property += 2
        }
        if property < end { output[property] = model[property] + offset[property] * weight }
      }
      if row.pointee.course.hasReachedTarget(atSeconds: seconds) { arrived.append(index) }
    }
  }

  /// Drops the given-up rows, keeping the others in order.
  func compact() {
    let live = rows.indices.filter { animators[$0] != nil }
    let starts = lane.compact(keeping: live.map { rows[$0].properties })
    let cells = _UnsafeCells(capacity: 2 * live.count)
    for (new, old) in live.enumerated() { (cells + 2 * new).initialize(from: progress + 2 * old, count: 2) }
    progress.free()
    progress = cells
    progressCapacity = live.count
    rows = ContiguousArray(live.map { rows[$0] })
    blocks = ContiguousArray(live.map { blocks[$0] })
    animators = ContiguousArray(live.map { animators[$0] })
    for index in rows.indices {
      rows[index].firstProperty = UInt32(starts[index])
      animators[index].unsafelyUnwrapped.object.laneRow = Int32(index)
      blocks[index].withObject { $0.laneProgress = progress + 2 * index }
    }
    checkInvariants()
  }
}

extension AnimationEngine {
  /// The engine's sampling store, made on first use.
  ///
  /// The store is the engine's only ``batch`` (set when it is made), so it is read from there
  /// without a lookup: every start and end of an animator asks for it several times.
  var samplingStore: SamplingStore {
    if let batch { return unsafeDowncast(batch, to: SamplingStore.self) }
    return attachment { SamplingStore(engine: self) }
  }
}
