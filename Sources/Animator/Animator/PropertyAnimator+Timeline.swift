/// How a ``Timeline`` drives an animator it holds: it activates it, sets its unit time, and ends
/// it. While held, the animator's own controls throw ``AnimationError/controlledByTimeline(_:)``.
extension PropertyAnimator {
  func requireNotInTimeline(_ action: AnimationAction) throws(AnimationError) {
    if owningTimeline != nil { throw .controlledByTimeline(action) }
  }

  /// Makes the animations, frozen at the start, as `pauseAnimation()` on an inactive animator does.
  func timelineActivate() {
    guard machine.phase == .inactive else { return }
    let before = snapshot
    machine.takeOver()
    activate()
    publishChanges(since: before)
  }

  /// Moves the animations to unit time `unitTime`.
  func timelineSample(unitTime: Double, unitVelocity: Double) {
    guard machine.phase != .inactive else { return }
    playhead.freeze(at: unitTime)
    sample(unitTime: playhead.anchorUnitTime, unitVelocity: unitVelocity)
    if !observers.isEmpty { publish(.fractionComplete(currentFractionComplete)) }
  }

  /// Takes the animations out of their properties where they are, as `stopAnimation(false)` does.
  func timelineSuspend() {
    for active in blocks {
      let weight = active.block.weight
      for property in active.block.properties { property.suspend(active.block, atWeight: weight) }
    }
  }

  /// Ends the run where the timeline left it; returns the position for the completions, which the
  /// timeline runs once it has changed state, or `nil` if the animator was not active.
  func timelineFinish() -> AnimatingPosition? {
    guard machine.phase != .inactive else { return nil }
    let before = snapshot
    let unitTime = playhead.anchorUnitTime
    finishBlocks(atUnitTime: unitTime)
    endRun(at: unitTime)
    machine.abandon()
    publishChanges(since: before)
    let atEnd = machine.isReversed ? unitTime <= 0 : unitTime >= 1
    let atStart = machine.isReversed ? unitTime >= 1 : unitTime <= 0
    return atEnd ? .end : atStart ? .start : .current
  }
}
