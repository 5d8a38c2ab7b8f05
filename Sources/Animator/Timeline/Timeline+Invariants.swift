extension Timeline {
  /// Checks the timeline's own invariants after a transition; compiled into debug builds only.
  ///
  /// They cannot be broken by callers, only by a defect in the package: a timeline that plays on
  /// its own is in its engine exactly when it is running, its playhead moves exactly then, its
  /// time is within its total duration, and an inactive one holds no recording.
  func checkInvariants() {
    #if DEBUG
      layout.checkInvariants()
      evaluation.checkInvariants(layout: layout)
      eventState.checkInvariants()
      guard parentTimeline == nil else { return }
      assert(
        playback.machine.isRunning == (playback.engineSlot >= 0), "registered with the engine exactly while running")
      assert(playback.machine.isRunning == playback.playhead.isMoving, "the playhead moves exactly while running")
      assert(shownTime >= 0 && shownTime <= totalDuration, "time \(shownTime) is outside 0...\(totalDuration)")
      if playback.machine.state == .inactive {
        assert(!isRecorded, "an inactive timeline holds no recording")
      }
    #endif
  }
}
