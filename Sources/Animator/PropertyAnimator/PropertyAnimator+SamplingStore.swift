extension PropertyAnimator {
  /// ``laneRow`` when the animator has no row and is not waiting for one.
  static let noLaneRow: Int32 = -1
  /// ``laneRow`` for an animator at place `index` of the store's offers: -2, -3, and so on.
  static func offeredLaneRow(at index: Int) -> Int32 { Int32(-2 - index) }
  /// The place in the store's offers that `laneRow` stands for, if it stands for one.
  static func offerIndex(_ laneRow: Int32) -> Int? { laneRow <= -2 ? Int(-2 - laneRow) : nil }

  /// ``syncLaneRow()`` after a change to the playback alone: called by every change to it.
  @inline(__always)
  func syncLaneRowAfterPlaybackChange() {
    // An animator with a row whose playback alone changed needs only its course copied again: an
    // action and the end of a run change the playback several times in a row.
    if laneRow >= 0 {
      engine.samplingStore.syncCourse(self)
    } else {
      syncLaneRow()
    }
  }

  /// Tells the engine's sampling store that what its row for this animator copies may have
  /// changed, or that the animator may be able to have one: called by every change to the blocks
  /// (and to the playback, through ``syncLaneRowAfterPlaybackChange()``). An animator that runs in
  /// no engine and has no row (one in a timeline) returns at once.
  @inline(__always)
  func syncLaneRow() {
    guard laneRow != Self.noLaneRow || (playback.engineSlot >= 0 && engine.samplesInBatches) else { return }
    engine.samplingStore.sync(self)
  }
}
