/// How a ``Timeline`` drives an animator it holds: it activates it, sets its unit time, and ends
/// it. While held, the animator's own controls throw ``AnimationError/controlledByTimeline(_:)``.
extension PropertyAnimator {
  /// `timing` with the animator's own repeats (``repeats``, from `.repeat` and `.autoreverse`)
  /// where it leaves them at their defaults: one iteration, normal direction.
  func timing(within timing: EffectTiming) -> EffectTiming {
    guard let repeatTiming = repeats?.timing else { return timing }
    var timing = timing
    if timing.iterations == 1 { timing.iterations = repeatTiming.iterations }
    if timing.direction == .normal { timing.direction = repeatTiming.direction }
    return timing
  }

  func requireNotInTimeline(_ action: AnimationAction) throws(AnimationError) {
    if parentTimelineObject != nil { throw .controlledByTimeline(action) }
  }

  /// Makes the animations, frozen at the start, as `pauseAnimation()` on an inactive animator does;
  /// its blocks note their properties in `journal`, the journal of the timeline's scope, if any.
  func timelineActivate(journal: ScopeJournal?) {
    guard playback.machine.phase == .inactive else { return }
    let before = changeMark
    playback.machine.takeOver()
    playback.motionReduced = engine.motionIsReduced
    // Let go of last, as an action of the animator's own does (``PlaybackFrontEnd/Activation``).
    let pending = pendingBlocks.takeAll()
    activate(pending: pending, journal: journal)
    publishChanges(since: before)
    withExtendedLifetime(pending) {}
  }

  /// Moves the animations to unit time `unitTime`.
  func timelineSample(unitTime: Double, unitVelocity: Double) {
    guard playback.machine.phase != .inactive else { return }
    playback.playhead.freeze(at: unitTime)
    sample(unitTime: playback.playhead.anchorPosition, unitVelocity: unitVelocity)
    if !playback.observers.isEmpty { publish(.fractionComplete(currentFractionComplete)) }
  }

  /// Takes the animations out of their properties where they are, as `stopAnimation(false)` does.
  func timelineSuspend() {
    forEachBlock { active in
      let weight = active.block.weight
      active.block.forEachProperty { $0.suspend(active.block, atWeight: weight) }
    }
  }

  /// Ends the run where the timeline left it; returns the position for the completions, which the
  /// timeline runs once it has changed state, or `nil` if the animator was not active.
  func timelineFinish() -> AnimatingPosition? {
    guard playback.machine.phase != .inactive else { return nil }
    let before = changeMark
    let unitTime = playback.playhead.anchorPosition
    finishBlocks(atUnitTime: unitTime)
    endRun(at: unitTime)
    playback.machine.abandon()
    publishChanges(since: before)
    let atEnd = playback.machine.isReversed ? unitTime <= 0 : unitTime >= 1
    let atStart = playback.machine.isReversed ? unitTime >= 1 : unitTime <= 0
    return atEnd ? .end : atStart ? .start : .current
  }
}
