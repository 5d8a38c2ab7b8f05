extension PropertyAnimator {
  /// The unit time now: at the engine's current instant while running, where frozen otherwise.
  var currentPosition: Double {
    playback.playhead.isMoving
      ? playback.playhead.position(atSeconds: engine.currentTime.inSeconds) : playback.playhead.anchorPosition
  }

  var currentFractionComplete: Double {
    let reversed = playback.machine.isReversed
    switch playback.machine.phase {
    case .inactive:
      return 0
    case .running:
      let unitTime = currentPosition
      return reversed ? 1 - unitTime : unitTime
    case .paused, .stopped:
      let unitTime = playback.playhead.anchorPosition
      if scrubsLinearly, mainTrack.isMonotonic {
        let progress = mainTrack.value(atUnitTime: unitTime)
        return reversed ? 1 - progress : progress
      }
      return reversed ? 1 - unitTime : unitTime
    }
  }

  /// The unit time that a paused animator must be frozen at to read `fraction`.
  func unitTime(forFraction fraction: Double) -> Double {
    let along = playback.machine.isReversed ? 1 - fraction : fraction
    if scrubsLinearly, let unitTime = mainTrack.unitTime(forProgress: along) {
      return unitTime
    }
    return along
  }

  /// The unit-time rate of a run at its own pace: one ``runDuration`` for the whole unit time.
  var ownRunRate: Double {
    let seconds = runDuration == baseTiming.duration ? durationSeconds : runDuration.inSeconds
    return seconds > 0 ? 1 / seconds : .infinity
  }

  /// Makes the animations of a run: resolves the timing (substituted as the engine's
  /// ``AnimationEngine/reducedMotionSubstitution`` says when the core made the run under reduced
  /// motion, ``Playback/motionReduced``), runs the blocks added while inactive, and freezes the
  /// playhead at the start (the end, when reversed).
  ///
  /// - Parameters:
  ///   - movingAtOnce: Whether the caller moves the run from there at once (a start, a restart),
  ///     which samples it at the same unit time: a forward run then shows what its blocks recorded
  ///     (each block at progress 0, the values before it, the same bits a sample at 0 gives) until
  ///     that sample, so it is not sampled here too.
  ///   - pending: The blocks added while inactive, taken out of ``pendingBlocks`` by the caller,
  ///     which lets go of them (and of what their closures captured) once the animator is
  ///     consistent again.
  ///   - journal: The journal of the scope the animator is in, or of the scope of the timeline
  ///     that holds it: its blocks note there what they change (``AnimationScope/revert()``).
  func activate(movingAtOnce: Bool = false, pending: PendingBlocks, journal: ScopeJournal?) {
    resetRunTiming()
    if playback.motionReduced {
      switch engine.reducedMotionSubstitution {
      case .instant:
        runDuration = .zero
      case .crossFade(let crossFade):
        runDuration = min(max(crossFade, .zero), baseTiming.duration)
        runCurve = .linear
      }
    }
    runRate = ownRunRate
    playback.playhead.length = runDuration
    resetMainTrack()
    let start = playback.machine.isReversed ? 1.0 : 0.0
    playback.playhead.freeze(at: start)
    // Taken out first, by the caller: a block may add blocks to its own animator.
    pending.visit { entry in
      makeBlock(entry.animations, delayFactor: entry.delayFactor, activating: true, journal: journal)
    }
    if !movingAtOnce || start != 0 { sample(unitTime: start, unitVelocity: 0) }
  }

  /// Runs an animation block, recording the property changes it makes as layers of a new block.
  ///
  /// Added while active, the block moves over the unit time from the current point (after its
  /// delay) to 1, whichever way the animator travels: the end of the unit time shows the values it
  /// set and the start the values before it, as ``AnimatingPosition/end`` and
  /// ``AnimatingPosition/start`` say. Travelling backwards, it therefore shows its start values
  /// until the animator turns forwards again. With a `journal`, the block notes there each
  /// property's model value before it changes it.
  func makeBlock(_ animations: () -> Void, delayFactor: Double, activating: Bool, journal: ScopeJournal?) {
    let start: Double
    if activating {
      start = delayFactor
    } else {
      let pace = runRate.isFinite ? runRate : 0
      start = min(currentPosition + delayFactor * durationSeconds * pace, 1)
    }
    let block = AnimationBlock()
    block.beginsFromCurrentState = beginsFromCurrentState
    block.targetLosses = engine.targetLosses
    runningBlocks += 1
    AnimationRecording.record(into: block, journal: journal, animations)
    runningBlocks -= 1
    let active = ActiveBlock(block: block, track: ProgressTrack(curve: runCurve, window: min(start, 1)...1))
    // Not `blocks.append(_:)`, whose get and set would make and split an array for every block.
    // The record is moved in (`consume`), and the first block's absence read from its block's
    // reference: a copy of the record copies its curve through the runtime's value witnesses.
    if soleBlock == nil && moreBlocks.isEmpty {
      firstBlock = consume active
    } else {
      moreBlocks.append(consume active)
    }
    syncLaneRow()
  }

  /// Refuses an action called from one of the animator's own animation blocks: the run is being
  /// made, and a state change in the middle would leave it half made.
  func refuseInsideBlocks(_ action: AnimationAction) throws(AnimationError) {
    if runningBlocks > 0 { throw .insideAnimationBlock(action) }
  }

  /// Starts the playhead moving from where it is, in the animator's direction, at engine time
  /// `anchor` (later than now for a start delay), and registers with the engine.
  ///
  /// - Parameters:
  ///   - anchor: The engine time at which it starts moving.
  ///   - remaining: Exactly how long the rest of the run takes; `nil` for the time left at the
  ///     run's pace, exact after a pause.
  func moveFromCurrentPoint(at anchor: Duration, remaining: Duration? = nil) {
    let backwards = playback.machine.isReversed != isReturning
    playback.playhead.resume(at: anchor, rate: backwards ? -runRate : runRate, remaining: remaining)
    engine.register(self)
    // A property that went while the animator stood still: the engine looks after its next tick.
    forEachBlockObject { if $0.lostTargets { engine.targetLosses.hasNew = true } }
    let now = engine.currentTime.inSeconds
    let unitTime = playback.playhead.position(atSeconds: now)
    let unitVelocity = playback.playhead.velocity(atSeconds: now)
    sample(unitTime: unitTime, unitVelocity: unitVelocity)
    if unitVelocity != 0 { reportSettingOffVelocities(unitTime: unitTime, unitVelocity: unitVelocity) }
  }

  /// At the instant a run sets off, gives each block the velocity of the side it sets off towards:
  /// a block whose segment starts where the run stands (a run continued with a spring, or started
  /// at a block's start) otherwise reports the 0 of the side behind until the next frame, and a
  /// gesture that hands its velocity over could not read it back at once.
  private func reportSettingOffVelocities(unitTime: Double, unitVelocity: Double) {
    let forwards = unitVelocity > 0
    guard moreBlocks.isEmpty else {
      forEachBlock { active in
        report(active.track.slope(settingOffAt: unitTime, forwards: forwards) * unitVelocity, to: active.block)
      }
      return
    }
    // One block, nearly every run: its slope read from the stored record in place when its curve
    // runs no user code, without the copy (and its retains and releases) that `forEachBlock` makes
    // of it, or that reading the track for a call that may run user code makes.
    guard let slope = firstBlockSlope(settingOffAt: unitTime, forwards: forwards), let block = soleBlock
    else { return }
    report(slope * unitVelocity, to: block)
  }

  /// Gives `block` the progress velocity `velocity`, refreshing its properties if it changed.
  private func report(_ velocity: Double, to block: AnimationBlock) {
    guard velocity != block.progressVelocity else { return }
    block.progressVelocity = velocity
    block.refreshProperties()
  }

  /// Forgets the run: its blocks, its timing overrides, its delay.
  ///
  /// The blocks are taken out first and let go of their properties last, once the animator holds
  /// no run: a property let go of can run code outside the package (the `deinit` of an object that
  /// its closure target or an observer captured), which may act on this animator again.
  func endRun(at unitTime: Double) {
    // Moved out, not copied: no block is retained or released here.
    let first = firstBlock.take()
    var more: [ActiveBlock] = []
    swap(&more, &moreBlocks)
    if first != nil || !more.isEmpty { syncLaneRow() }
    engine.unregister(self)
    playback.startDelay = .zero
    resetRunTiming()
    playback.playhead.length = baseTiming.duration
    playback.playhead.freeze(at: 0)
    resetMainTrack()
    repeats?.pass = 0
    first?.block.removeAllProperties()
    for active in more { active.block.removeAllProperties() }
  }

  /// Runs the completions of the run that ended at `position`, first in, first out; completions
  /// added meanwhile belong to the next run.
  func runCompletions(_ position: AnimatingPosition) {
    playback.takeCompletions().run(at: position)
  }
}
