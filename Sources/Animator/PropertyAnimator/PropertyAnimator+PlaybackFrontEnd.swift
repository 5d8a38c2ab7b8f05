/// What an animator adds to the actions written once in ``PlaybackFrontEnd`` and
/// ``ScrubbableFrontEnd``: its position is its unit time, it shows it by sampling its blocks, it
/// makes a run by running its animation blocks and forgets it with ``endRun(at:)``, and it tells its
/// observers what changed.
extension PropertyAnimator: ScrubbableFrontEnd {
  func requireControllable(_ action: AnimationAction) throws(AnimationError) {
    try refuseInsideBlocks(action)
    try requireNotInTimeline(action)
  }

  func didChange(since mark: Snapshot?) {
    publishChanges(since: mark)
  }

  /// The waiting animation blocks, taken out: the run calls their closures, and the action that
  /// makes it lets go of them when it ends (``PlaybackFrontEnd/Activation``).
  func prepareActivation() -> PendingBlocks { pendingBlocks.takeAll() }

  func restoreActivation(_ pending: PendingBlocks) {
    pendingBlocks = pending
  }

  func activateRun(_ pending: PendingBlocks, paused: Bool) {
    // Unpaused, the core moves the run at once (`run(fromCurrentPointAt:)`), which samples it.
    activate(movingAtOnce: !paused, pending: pending, journal: scopeJournal)
  }

  func showFrozen(at unitTime: Double) {
    sample(unitTime: unitTime, unitVelocity: 0)
  }

  func run(fromCurrentPointAt anchor: Duration) {
    moveFromCurrentPoint(at: anchor)
  }

  func leaveShown(withoutFinishing: Bool) {
    forEachBlock { active in
      let weight = active.block.weight
      guard withoutFinishing else {
        // The suspended layers keep naming the block, which keeps listing their properties.
        active.block.forEachProperty { $0.suspend(active.block, atWeight: weight) }
        return
      }
      // Without a finishing step the values stay where they are: resolve at once, so that nothing
      // of the block stays behind in the property (or keeps a key-path target alive).
      active.block.takeEachProperty { property in
        property.suspend(active.block, atWeight: weight)
        property.resolve(active.block, atWeight: weight)
      }
    }
    if withoutFinishing { endRun(at: playback.playhead.anchorPosition) }
  }

  func settle(at position: AnimatingPosition) -> [() -> Void] {
    let unitTime: Double =
      switch position {
      case .end: 1
      case .start: 0
      case .current: playback.playhead.anchorPosition
      }
    forEachBlock { active in
      let weight = Self.weight(of: active.track, atUnitTime: unitTime)
      active.block.takeEachProperty { $0.resolve(active.block, atWeight: weight) }
    }
    endRun(at: unitTime)
    return []
  }

  func showFraction(_ fraction: Double) {
    playback.playhead.freeze(at: unitTime(forFraction: fraction))
    sample(unitTime: playback.playhead.anchorPosition, unitVelocity: 0)
  }

  func showStoredDirection() {
    if state == .inactive { sample(unitTime: currentPosition, unitVelocity: 0) }
  }

  func turnAround() {
    playback.playhead.turnAround(at: engine.currentTime)
  }

  /// Back to unit time 0 (1 when reversed), its first pass; the delay the run started with is
  /// waited again with `includeDelay`, and forgotten otherwise.
  func rewind(activated: Bool, includeDelay: Bool) -> Duration {
    if !activated {
      engine.unregister(self)
      repeats?.pass = 0
      let start = playback.machine.isReversed ? 1.0 : 0.0
      playback.playhead.freeze(at: start)
      sample(unitTime: start, unitVelocity: 0)
    }
    if !includeDelay { playback.startDelay = .zero }
    return playback.startDelay
  }

  func showPausedAtEnd(_ target: Double) {
    sample(unitTime: target, unitVelocity: 0)
  }

  /// A repeating run ends after its last pass at its end values, as UIKit's does (there and back
  /// included); a single pass ends where it arrived.
  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
    let unitTime = repeats == nil ? target : 1
    finishBlocks(atUnitTime: unitTime)
    endRun(at: target)
    return (unitTime == 1 ? .end : .start, [])
  }
}
