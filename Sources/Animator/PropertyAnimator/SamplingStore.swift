/// The structure-of-arrays store that samples the engine's common animators without touching
/// their objects: one row per animator, one ``PropertyLane`` row per value.
///
/// An animator gets a row when it runs on the engine directly (not in a timeline) with one block,
/// a track of one segment of a built-in curve, no observers, and only `Double` properties without a
/// sink whose only layer is the block's: nearly every `@Animated` animation. The row keeps copies of
/// what a tick reads (the playhead's ``PlayheadCourse``, the index of the track's segment in a
/// shared table), two cells hold the block's progress and velocity, and the lane keeps each
/// property's model, offset and presentation. A tick walks the rows in order, computing each
/// animator's unit time, its progress (taken from the row before when both use the same segment at
/// the same unit time), then `model + offset × weight` for its properties: the same arithmetic as
/// the sampling through objects, so the values are the same to the last bit.
///
/// Everything else about the animator stays in its objects, which remain the truth: every change to
/// what a row copies goes through a field of the animator that tells the store (its playback, its
/// blocks), a change to its block's properties, or a property's `refresh()` or layers or sink, and
/// the store copies it again or gives the row up.
/// A given-up animator is sampled through its objects, as before, until an action of its own offers
/// it to the store again. Rows are made at the start of a tick, never during one.
///
/// The store's fields are read and written only by its own methods (here and in
/// `SamplingStore+Unsafe.swift`), which call no
/// code outside the package while an access lasts, so none of them needs dynamic exclusivity
/// checks: they are declared `@exclusivity(unchecked)`, which saves an animator's start, first
/// tick and end a check on every access.
final class SamplingStore: LaneRowOwner, EngineBatch {
  /// What a tick reads of one animator: 56 bytes, so that a tick streams one cache line or less
  /// per animator.
  struct Row {
    /// Where the animator's playhead is and how it moves.
    var course: PlayheadCourse
    /// Whether the row has been given up.
    var isGivenUp = false
    /// The number of the animator's properties: lane rows `firstProperty ..< firstProperty +
    /// propertyCount`.
    var propertyCount: UInt16
    /// The index of the block's track segment in ``segments``: rows with the same index at the same
    /// unit time show the same progress, so a tick evaluates the curve once for a run of them.
    var segment: UInt32
    var firstProperty: UInt32

    var properties: Range<Int> { Int(firstProperty)..<Int(firstProperty) + Int(propertyCount) }
  }

  /// The engine, unretained: it holds the store.
  let engine: _UnsafeUnretained<AnimationEngine>
  @exclusivity(unchecked) var rows: ContiguousArray<Row> = []
  /// Each row's block's ``AnimationBlock/progress`` and ``AnimationBlock/progressVelocity``, two
  /// cells per row, which the blocks read through pointers (``AnimationBlock/laneProgress``).
  @exclusivity(unchecked) var progress: _UnsafeCells
  @exclusivity(unchecked) var progressCapacity = 0
  /// The block of each row, retained from the row's making until it is given up, so that the block
  /// and the properties it holds outlive the row even when the animator lets go of the block
  /// first (the row is then given up by the change, after it): read only when a row is made,
  /// changed or given up, so kept out of the rows a tick walks.
  @exclusivity(unchecked) var blocks: ContiguousArray<_UnsafeUnretained<AnimationBlock>> = []
  /// The animator of each row, unretained (the engine holds it while it has a row), or `nil` once
  /// given up.
  @exclusivity(unchecked) var animators: ContiguousArray<_UnsafeUnretained<PropertyAnimator>?> = []
  /// The track segments the rows evaluate (``ProgressTrack/Segment/evaluateBuiltIn(at:)``), one
  /// entry shared by the rows made one after the other with segments that evaluate alike.
  @exclusivity(unchecked) var segments: ContiguousArray<ProgressTrack.Segment> = []
  /// How many rows use each entry of ``segments``; an unused entry is reused.
  @exclusivity(unchecked) private var segmentUsers: ContiguousArray<Int32> = []
  @exclusivity(unchecked) private var freeSegments: [UInt32] = []
  /// The entry of ``segments`` made or shared last.
  @exclusivity(unchecked) private var lastSegment: UInt32?
  /// The property columns.
  @exclusivity(unchecked) private(set) var lane: PropertyLane! = nil
  /// Rows not given up.
  @exclusivity(unchecked) var liveRows = 0
  /// Animators offered since the last tick, to be given rows at the start of the next; unretained,
  /// since an animator leaves the list when it stops running (``sync(_:)``), before it can go.
  @exclusivity(unchecked) var offered: [_UnsafeUnretained<PropertyAnimator>] = []

  init(engine: AnimationEngine) {
    self.engine = _UnsafeUnretained(engine)
    progress = _UnsafeCells(capacity: 0)
    lane = PropertyLane(owner: self)
    engine.batch = self
  }

  deinit {
    progress.free()
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
    } else if animator.engineSlot < 0, let index = PropertyAnimator.offerIndex(animator.laneRow) {
      // Offered, then stopped before the next tick: it leaves the list (which does not hold it) in
      // O(1), the last offer taking its place.
      let last = offered.removeLast()
      if index < offered.count {
        offered[index] = last
        last.object.laneRow = PropertyAnimator.offeredLaneRow(at: index)
      }
      animator.laneRow = PropertyAnimator.noLaneRow
    }
    #if DEBUG
      if animator.laneRow >= 0 { checkRow(Int(animator.laneRow)) }
    #endif
  }

  /// The playback of `animator`, which has a row, changed, and nothing else did: copies its course
  /// again, or, if the change takes the row away (the animator stopped running, or is observed
  /// now), does what ``sync(_:)`` does. Of what a row copies, only the course, the engine slot and
  /// the observers are in the playback.
  func syncCourse(_ animator: PropertyAnimator) {
    let row = Int(animator.laneRow)
    guard animator.engineSlot >= 0, animator.playback.observers.isEmpty else {
      sync(animator)
      return
    }
    rows[row].course = animator.playback.playhead.course
    #if DEBUG
      // Only the course changed: check what the copy relies on, not the whole row (``checkRow(_:)``
      // walks every property, which would dominate a debug build's long repeating animation).
      assert(rowInputs(of: animator)?.0 == rows[row].course, "row \(row) can stay and holds its animator's course")
    #endif
  }

  private func offer(_ animator: PropertyAnimator) {
    guard animator.laneRow == PropertyAnimator.noLaneRow, canHaveRow(animator) else { return }
    animator.laneRow = PropertyAnimator.offeredLaneRow(at: offered.count)
    offered.append(_UnsafeUnretained(animator))
  }

  /// What a row for `animator` copies, if it can have one.
  func rowInputs(of animator: PropertyAnimator) -> (PlayheadCourse, ProgressTrack.Segment, AnimationBlock)? {
    guard animator.engineSlot >= 0, animator.moreBlocks.isEmpty, animator.playback.observers.isEmpty,
      let first = animator.firstBlock, !first.block.mayRunUserCode,
      first.block.directPropertyCount <= Int(UInt16.max),
      let segment = first.track.singleBuiltInSegment
    else { return nil }
    return (animator.playback.playhead.course, segment, first.block)
  }

  /// Copies row `index` again from its animator; returns `false` if it can no longer have the row
  /// as it is.
  private func update(_ index: Int) -> Bool {
    guard let animator = animators[index]?.object,
      let (course, segment, block) = rowInputs(of: animator), block === blocks[index].object,
      block.directPropertyCount == Int(rows[index].propertyCount),
      lane.refresh(rows[index].properties, of: block.identity)
    else { return false }
    rows[index].course = course
    let entry = Int(rows[index].segment)
    if !segments[entry].evaluatesLike(segment) {
      releaseSegment(rows[index].segment)
      rows[index].segment = share(segment)
    }
    return true
  }

  /// The entry of ``segments`` for `segment`: the last one made or shared if it evaluates alike,
  /// otherwise a new one.
  private func share(_ segment: ProgressTrack.Segment) -> UInt32 {
    if let last = sharedLastSegment(where: { $0.evaluatesLike(segment) }) { return last }
    return addSegment(segment)
  }

  /// The last entry made or shared, with one more user, if it is in use and `evaluatesAlike` says
  /// so of it; `nil` otherwise.
  @inline(__always)
  func sharedLastSegment(where evaluatesAlike: (ProgressTrack.Segment) -> Bool) -> UInt32? {
    guard let last = lastSegment, segmentUsers[Int(last)] > 0, evaluatesAlike(segments[Int(last)]) else {
      return nil
    }
    segmentUsers[Int(last)] += 1
    return last
  }

  /// A new entry for `segment`, in a free place if there is one, which becomes the last one made.
  func addSegment(_ segment: ProgressTrack.Segment) -> UInt32 {
    let entry: UInt32
    if let free = freeSegments.popLast() {
      entry = free
      segments[Int(entry)] = segment
      segmentUsers[Int(entry)] = 1
    } else {
      entry = UInt32(segments.count)
      segments.append(segment)
      segmentUsers.append(1)
    }
    lastSegment = entry
    return entry
  }

  func releaseSegment(_ entry: UInt32) {
    segmentUsers[Int(entry)] -= 1
    if segmentUsers[Int(entry)] == 0 { freeSegments.append(entry) }
  }

  /// Moves the progress cells to a buffer of `capacity` rows holding the first `count` rows' and
  /// points every live block at its new cells.
  func replaceProgress(capacity: Int, rows count: Int) {
    let buffer = _UnsafeCells(capacity: 2 * capacity)
    buffer.initialize(from: progress, count: 2 * count)
    progress.free()
    progress = buffer
    progressCapacity = capacity
    for index in 0..<count where animators[index] != nil {
      blocks[index].withObject { $0.laneProgress = progress + 2 * index }
    }
  }

  func giveUpRow(of block: AnimationBlock) {
    guard let cells = block.laneProgress else { return }
    giveUpRow((cells - progress) / 2)
  }

  func engineWillEnd() {
    for index in rows.indices { giveUpRow(index) }
    for offer in offered { offer.object.laneRow = PropertyAnimator.noLaneRow }
    offered.removeAll()
  }
}

extension SamplingStore {
  /// Checks row `index` against the animator, block and properties it copies: the animator knows
  /// its row, the row's course is its playhead's, its segment evaluates like its track's, the block
  /// reads its progress from the row's cells, and each property row copies the block's properties
  /// in order. Compiled into debug builds only.
  ///
  /// - Complexity: O(p) for the row's p properties.
  func checkRow(_ index: Int) {
    #if DEBUG
      guard let animator = animators[index]?.object else {
        assert(rows[index].isGivenUp, "a row without an animator is given up")
        return
      }
      assert(!rows[index].isGivenUp, "a row with an animator is live")
      assert(Int(animator.laneRow) == index, "the animator knows its row \(index)")
      guard let (course, segment, block) = rowInputs(of: animator) else {
        assertionFailure("the animator of row \(index) can still have a row")
        return
      }
      assert(course == rows[index].course, "row \(index) holds its animator's course")
      assert(segments[Int(rows[index].segment)].evaluatesLike(segment), "row \(index)'s segment is its track's")
      assert(block === blocks[index].object, "row \(index) holds its animator's block")
      assert(block.laneProgress == progress + 2 * index, "the block reads its progress from row \(index)'s cells")
      assert(block.lane?.isReference(to: lane) == true, "the block knows the store's lane")
      var property = rows[index].properties.lowerBound
      block.visitDirectProperties { blockProperty in
        assert(property < rows[index].properties.upperBound, "row \(index) has a cell for each property")
        assert(blockProperty.laneOutput == lane.output + property, "property rows follow the block's properties")
        lane.checkRow(property)
        property += 1
      }
      assert(property == rows[index].properties.upperBound, "row \(index) has no extra property rows")
    #endif
  }

  /// Checks every row (``checkRow(_:)``), the lane (``PropertyLane/checkInvariants()``) and the
  /// store's counts: the columns have one length, the live rows are counted, the rows' property
  /// ranges follow one another, and each segment entry is used by as many live rows as it counts.
  /// Compiled into debug builds only; tests call it after every step.
  ///
  /// - Complexity: O(n) for n rows and their properties.
  func checkInvariants() {
    #if DEBUG
      assert(blocks.count == rows.count && animators.count == rows.count, "the columns have one length")
      assert(progressCapacity >= rows.count, "every row has progress cells")
      assert(liveRows == animators.lazy.filter { $0 != nil }.count, "the live rows are counted")
      var users = [Int32](repeating: 0, count: segments.count)
      var next = 0
      for index in rows.indices {
        assert(Int(rows[index].firstProperty) >= next, "row \(index)'s properties follow the row before")
        next = rows[index].properties.upperBound
        if animators[index] != nil { users[Int(rows[index].segment)] += 1 }
        checkRow(index)
      }
      assert(next <= lane.count, "the rows' properties are in the lane")
      for entry in segments.indices where !freeSegments.contains(UInt32(entry)) {
        assert(users[entry] == segmentUsers[entry], "segment \(entry) is used by \(users[entry]) rows")
      }
      lane.checkInvariants()
    #endif
  }
}

extension AnimationEngine {
  /// Checks the sampling store of the engine, if it has made one (``SamplingStore/checkInvariants()``);
  /// compiled into debug builds only.
  func checkSamplingInvariants() {
    #if DEBUG
      if let store = batch as? SamplingStore { store.checkInvariants() }
    #endif
  }
}
