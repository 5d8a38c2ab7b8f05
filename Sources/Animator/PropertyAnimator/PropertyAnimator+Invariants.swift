extension PropertyAnimator {
  /// Checks the animator's own invariants after a transition; compiled into debug builds only.
  ///
  /// They cannot be broken by callers, only by a defect in the package: the fraction is in
  /// `0...1`, an animator is in its engine exactly when it is running, a stopped or inactive one
  /// holds no running state, and an inactive one holds no blocks.
  func checkInvariants() {
    #if DEBUG
      let fraction = currentFractionComplete
      assert((0...1).contains(fraction), "fractionComplete \(fraction) is outside 0...1")
      assert(
        (0...1).contains(playback.playhead.anchorPosition),
        "unit time \(playback.playhead.anchorPosition) is outside 0...1")
      assert(
        playback.machine.isRunning == (playback.engineSlot >= 0), "registered with the engine exactly while running")
      assert(playback.machine.isRunning == playback.playhead.isMoving, "the playhead moves exactly while running")
      if playback.machine.state == .inactive {
        assert(blocks.isEmpty, "an inactive animator holds no blocks")
      }
    #endif
  }
}
