/// The structure-of-arrays store that samples the engine's common animators without touching
/// their objects: one row per animator, one ``PropertyLane`` row per value.
///
/// An animator gets a row when it runs on the engine directly (not in a timeline) with one block,
/// a track of one segment of a built-in curve, no observers, and only `Double` properties without a
/// sink whose only layer is the block's: nearly every `@Animated` animation. The row keeps copies of
/// what a tick reads (the playhead's ``PlayheadCourse``, the track's segment, the block and its
/// version) and the lane keeps each property's model, offset and presentation. A tick walks the rows
/// in order, computing each animator's unit time, its progress (taken from the row before when both
/// evaluate alike at the same unit time), then `model + offset × weight` for its properties: the
/// same arithmetic, in the same order, as the sampling through objects, so the values are the same
/// to the last bit.
///
/// Everything else about the animator stays in its objects, which remain the truth: every change to
/// what a row copies goes through a field of the animator that tells the store (its playback, its
/// blocks) or through a property's `refresh()`, and the store copies it again or gives the row up.
/// A given-up animator is sampled through its objects, as before, until an action of its own offers
/// it to the store again. Rows are made at the start of a tick, never during one.
final class SamplingStore: LaneRowOwner, EngineBatch {
  /// What a tick reads of one animator.
  struct Row {
    /// Where the animator's playhead is and how it moves.
    var course: PlayheadCourse
    /// The one segment of the block's track.
    var segment: ProgressTrack.Segment
    /// The animator's block, unretained (the animator holds it), whose progress the tick sets.
    var block: Unmanaged<AnimationBlock>
    /// The animator's properties: lane rows `firstProperty ..< firstProperty + propertyCount`.
    var firstProperty: Int32
    var propertyCount: Int32
    /// Whether the row has been given up.
    var isGivenUp = false
    /// Whether `segment` evaluates like the segment of the live row before, so that at the same
    /// unit time it can take that row's progress.
    var sharesWithPrevious = false

    var properties: Range<Int> { Int(firstProperty)..<Int(firstProperty) + Int(propertyCount) }
  }

  private unowned(unsafe) let engine: AnimationEngine
  @exclusivity(unchecked) private var rows: ContiguousArray<Row> = []
  /// The animator of each row, unretained (the engine holds it while it has a row), or `nil` once
  /// given up: read only when a row ends or changes, so kept out of the rows a tick walks.
  private var animators: ContiguousArray<Unmanaged<PropertyAnimator>?> = []
  /// The property columns.
  @exclusivity(unchecked) private(set) var lane: PropertyLane! = nil
  /// Rows not given up.
  private(set) var liveRows = 0
  /// Animators offered since the last tick, to be given rows at the start of the next; unretained,
  /// since an animator leaves the list when it stops running (``sync(_:)``), before it can go.
  private var offered: [Unmanaged<PropertyAnimator>] = []
  /// Whether rows changed since ``Row/sharesWithPrevious`` was worked out.
  private var sharingIsStale = false

  init(engine: AnimationEngine) {
    self.engine = engine
    lane = PropertyLane(owner: self)
    engine.batch = self
  }

  var batchedCount: Int { liveRows }

  // MARK: Offering animators and keeping rows up to date

  /// Something an animator's row copies may have changed (its playback, its blocks), or it may
  /// have started running: copies it again, gives the row up, or offers the animator a row at the
  /// next tick.
  func sync(_ animator: PropertyAnimator) {
    let row = Int(animator.laneRow)
    if row >= 0 {
      if !update(row) {
        giveUpRow(row)
        offer(animator)
      }
    } else if row == PropertyAnimator.noLaneRow {
      offer(animator)
    } else if animator.engineSlot < 0, let index = offered.lastIndex(where: { $0.toOpaque() == animator.identity }) {
      // Offered, then stopped before the next tick.
      offered.remove(at: index)
      animator.laneRow = PropertyAnimator.noLaneRow
    }
  }

  private func offer(_ animator: PropertyAnimator) {
    guard animator.laneRow == PropertyAnimator.noLaneRow, rowInputs(of: animator) != nil else { return }
    animator.laneRow = PropertyAnimator.offeredLaneRow
    offered.append(.passUnretained(animator))
  }

  /// What a row for `animator` copies, if it can have one.
  private func rowInputs(of animator: PropertyAnimator) -> (PlayheadCourse, ProgressTrack.Segment, AnimationBlock)? {
    guard animator.engineSlot >= 0, animator.moreBlocks.isEmpty, animator.playback.observers.isEmpty,
      let first = animator.firstBlock, !first.block.hasIndirectProperties,
      let segment = first.track.singleBuiltInSegment
    else { return nil }
    return (animator.playback.playhead.course, segment, first.block)
  }

  /// Copies row `index` again from its animator; returns `false` if it can no longer have the row
  /// as it is.
  private func update(_ index: Int) -> Bool {
    guard let animator = animators[index]?.takeUnretainedValue(),
      let (course, segment, block) = rowInputs(of: animator), block === rows[index].block.takeUnretainedValue(),
      block.directPropertyCount == rows[index].propertyCount,
      lane.refresh(rows[index].properties, of: block.identity)
    else { return false }
    rows[index].course = course
    if !rows[index].segment.evaluatesLike(segment) { sharingIsStale = true }
    rows[index].segment = segment
    return true
  }

  /// Gives the offered animators that can have one a row.
  private func admitOffered() {
    let candidates = offered
    offered.removeAll()
    var extra = 0
    for offer in candidates { extra += offer.takeUnretainedValue().firstBlock?.block.directPropertyCount ?? 0 }
    lane.reserve(extra)
    if rows.count + candidates.count > rows.capacity {
      let capacity = max(rows.count + candidates.count, rows.capacity + rows.capacity / 2)
      rows.reserveCapacity(capacity)
      animators.reserveCapacity(capacity)
    }
    for offer in candidates {
      let animator = offer.takeUnretainedValue()
      animator.laneRow = PropertyAnimator.noLaneRow
      guard let (course, segment, block) = rowInputs(of: animator), block.laneRow < 0 else { continue }
      let row = rows.count
      let first = lane.count
      var fits = true
      block.visitDirectProperties { property in
        if fits { fits = lane.append(property, of: block.identity, ownerRow: row) }
      }
      guard fits else {
        lane.release(first..<lane.count)
        lane.removeRows(from: first)
        continue
      }
      rows.append(
        Row(
          course: course, segment: segment, block: .passUnretained(block), firstProperty: Int32(first),
          propertyCount: Int32(lane.count - first)))
      animators.append(.passUnretained(animator))
      animator.laneRow = Int32(row)
      block.laneRow = Int32(row)
      block.lane = lane
      liveRows += 1
      sharingIsStale = true
      engine.setBatched(animator, true)
    }
  }

  func block(ofRow row: Int) -> AnimationBlock.Identity? {
    rows[row].isGivenUp ? nil : rows[row].block.toOpaque()
  }

  func giveUpRow(_ index: Int) {
    guard let animator = animators[index]?.takeUnretainedValue() else { return }
    animators[index] = nil
    rows[index].isGivenUp = true
    rows[index].block._withUnsafeGuaranteedRef {
      $0.laneRow = -1
      $0.lane = nil
    }
    lane.release(rows[index].properties)
    liveRows -= 1
    sharingIsStale = true
    animator.laneRow = PropertyAnimator.noLaneRow
    engine.setBatched(animator, false)
  }

  func engineWillEnd() {
    for index in rows.indices { giveUpRow(index) }
    for offer in offered { offer.takeUnretainedValue().laneRow = PropertyAnimator.noLaneRow }
    offered.removeAll()
  }

  // MARK: The tick

  func sampleBatch(_ tick: inout EngineTick, ended: inout [any EngineClient]) {
    if !offered.isEmpty { admitOffered() }
    if rows.count > 64 && liveRows * 2 <= rows.count { compact() }
    if sharingIsStale { workOutSharing() }
    guard liveRows > 0 else { return }
    let seconds = tick.seconds
    let lane = self.lane.unsafelyUnwrapped
    var arrived: [Int] = []
    rows.withUnsafeBufferPointer { rows in
      lane.model.withUnsafeBufferPointer { model in
        lane.offset.withUnsafeBufferPointer { offset in
          Self.sample(rows, seconds: seconds, model: model, offset: offset, output: lane.output, arrived: &arrived)
        }
      }
    }
    for index in arrived {
      if let animator = animators[index] { ended.append(animator.takeUnretainedValue()) }
    }
  }

  /// The tick's pass over the rows; lists in `arrived` the rows whose playhead reached its target.
  ///
  /// The arithmetic is that of the sampling through objects (``BlockRun/sample(unitTime:unitVelocity:sharing:)``
  /// and ``AnimatedProperty/refresh(solelyBy:atWeight:)``), operation for operation.
  @inline(__always)
  private static func sample(
    _ rows: UnsafeBufferPointer<Row>, seconds: Double, model: UnsafeBufferPointer<Double>,
    offset: UnsafeBufferPointer<Double>, output: UnsafeMutablePointer<Double>, arrived: inout [Int]
  ) {
    var previousUnitTime = Double.nan
    var previous = (progress: 0.0, slope: 0.0)
    guard var row = rows.baseAddress else { return }
    for index in rows.indices {
      defer { row += 1 }
      if row.pointee.isGivenUp { continue }
      let (unitTime, unitVelocity) = row.pointee.course.motion(atSeconds: seconds)
      let progress: Double
      let slope: Double
      if row.pointee.sharesWithPrevious && unitTime.bitPattern == previousUnitTime.bitPattern {
        (progress, slope) = previous
      } else {
        (progress, slope) = row.pointee.segment.evaluateBuiltIn(at: unitTime)
        previous = (progress, slope)
      }
      previousUnitTime = unitTime
      row.pointee.block._withUnsafeGuaranteedRef {
        $0.progress = progress
        $0.progressVelocity = slope * unitVelocity
      }
      let weight = 1 - progress
      let first = Int(row.pointee.firstProperty)
      let end = first + Int(row.pointee.propertyCount)
      if weight == 0 {
        for property in first..<end { output[property] = model[property] }
      } else {
        for property in first..<end { output[property] = model[property] + offset[property] * weight }
      }
      if row.pointee.course.hasReachedTarget(atSeconds: seconds) { arrived.append(index) }
    }
  }

  /// Works out which rows share the progress of the live row before them.
  private func workOutSharing() {
    sharingIsStale = false
    var previous: Int?
    for index in rows.indices where !rows[index].isGivenUp {
      rows[index].sharesWithPrevious = previous.map { rows[index].segment.evaluatesLike(rows[$0].segment) } ?? false
      previous = index
    }
  }

  /// Drops the given-up rows, keeping the others in order.
  private func compact() {
    let live = rows.indices.filter { !rows[$0].isGivenUp }
    let starts = lane.compact(keeping: live.enumerated().map { (range: rows[$1].properties, ownerRow: $0) })
    rows = ContiguousArray(live.map { rows[$0] })
    animators = ContiguousArray(live.map { animators[$0] })
    for index in rows.indices {
      rows[index].firstProperty = Int32(starts[index])
      animators[index].unsafelyUnwrapped.takeUnretainedValue().laneRow = Int32(index)
      rows[index].block._withUnsafeGuaranteedRef { $0.laneRow = Int32(index) }
    }
    sharingIsStale = true
  }
}

extension PropertyAnimator {
  /// The animator's address, to find it in a list without touching its reference count.
  fileprivate var identity: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

extension AnimationEngine {
  /// The engine's sampling store, made on first use.
  var samplingStore: SamplingStore {
    attachment { SamplingStore(engine: self) }
  }
}
