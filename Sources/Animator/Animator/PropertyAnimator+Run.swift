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
    let seconds = runDuration == duration ? durationSeconds : runDuration.inSeconds
    return seconds > 0 ? 1 / seconds : .infinity
  }

  /// Makes the animations of a run: resolves the timing, runs the blocks added while inactive, and
  /// freezes the playhead at the start (the end, when reversed).
  func activate() {
    runCurve = baseCurve
    runDuration = duration
    if engine.reducedMotion.isActive {
      switch engine.reducedMotionSubstitution {
      case .instant:
        runDuration = .zero
      case .crossFade(let crossFade):
        runDuration = min(max(crossFade, .zero), duration)
        runCurve = .linear
      }
    }
    runRate = ownRunRate
    playback.playhead.length = runDuration
    resetMainTrack()
    let start = playback.machine.isReversed ? 1.0 : 0.0
    playback.playhead.freeze(at: start)
    let pending = pendingBlocks
    pendingBlocks.removeAll()
    for entry in pending {
      makeBlock(entry.animations, delayFactor: entry.delayFactor, activating: true)
    }
    sample(unitTime: start, unitVelocity: 0)
  }

  /// Runs an animation block, recording the property changes it makes as layers of a new block.
  ///
  /// Added while active, the block moves over the unit time from the current point (after its
  /// delay) to 1, whichever way the animator travels: the end of the unit time shows the values it
  /// set and the start the values before it, as ``AnimatingPosition/end`` and
  /// ``AnimatingPosition/start`` say. Travelling backwards, it therefore shows its start values
  /// until the animator turns forwards again.
  func makeBlock(_ animations: () -> Void, delayFactor: Double, activating: Bool) {
    let start: Double
    if activating {
      start = delayFactor
    } else {
      let pace = runRate.isFinite ? runRate : 0
      start = min(currentPosition + delayFactor * durationSeconds * pace, 1)
    }
    let block = AnimationBlock()
    block.beginsFromCurrentState = beginsFromCurrentState
    runningBlocks += 1
    AnimationRecording.record(into: block, animations)
    runningBlocks -= 1
    let track = ProgressTrack(curve: runCurve, window: min(start, 1)...1)
    blocks.append(ActiveBlock(block: block, track: track))
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
    let now = engine.currentTime.inSeconds
    sample(
      unitTime: playback.playhead.position(atSeconds: now), unitVelocity: playback.playhead.velocity(atSeconds: now))
  }

  /// Moves every block to unit time `unitTime` and refreshes the properties they set.
  ///
  /// - Complexity: O(blocks + layered properties); runs once per frame while running.
  func sample(unitTime: Double, unitVelocity: Double) {
    var sharing = SharedProgress()
    sample(unitTime: unitTime, unitVelocity: unitVelocity, sharing: &sharing)
  }

  /// ``sample(unitTime:unitVelocity:)``, taking the first block's progress from `sharing` when it
  /// can and offering it there otherwise. Where code outside the package may run (a custom curve, a
  /// sink), `sharing` is dropped.
  ///
  /// - Complexity: O(blocks + layered properties); runs once per frame while running.
  func sample(unitTime: Double, unitVelocity: Double, sharing: inout SharedProgress) {
    // Nearly every run has one block, of built-in curves, whose properties have no sinks: it gets a
    // path of its own, which walks it in place, with no copies and no reference counting.
    guard moreBlocks.isEmpty, firstBlock?.track.callsUserCode == false,
      firstBlock?.block.hasIndirectProperties == false
    else {
      sampleSeveralBlocks(unitTime: unitTime, unitVelocity: unitVelocity, sharing: &sharing)
      return
    }
    // The block's progress: from `sharing` when the animator before evaluated alike at the same
    // unit time, otherwise evaluated here and offered to the animator after.
    let progress: Double
    let slope: Double
    if sharing.unitTime.bitPattern == unitTime.bitPattern, let source = sharing.source,
      firstBlockEvaluatesLike(source)
    {
      (progress, slope) = (sharing.value, sharing.slope)
    } else {
      (progress, slope) = firstBlock.unsafelyUnwrapped.track.builtInProgress(atUnitTime: unitTime)
      sharing.record(self, unitTime: unitTime, value: progress, slope: slope)
    }
    let block = firstBlock.unsafelyUnwrapped.block
    block.progress = progress
    block.progressVelocity = slope * unitVelocity
    guard block.refreshDirectProperties() else { return }
    // Properties that other animations share too, whose layers (a keyframe path with a custom
    // curve) may run any code: hold the block meanwhile.
    sharing.forget()
    firstBlock?.block.refreshLayeredProperties()
  }

  /// ``sample(unitTime:unitVelocity:sharing:)`` for a run of several blocks, of a custom curve, of
  /// properties with sinks, or of no block: it shares no evaluation.
  @inline(never)
  private func sampleSeveralBlocks(unitTime: Double, unitVelocity: Double, sharing: inout SharedProgress) {
    // The common case runs no user code and releases nothing: the blocks are walked in place, with
    // no copies and no reference counting. What remains (custom curves, sinks, properties that
    // several animations share) takes the general path.
    var remains = Remainder.nothing
    if firstBlock?.track.callsUserCode == true { remains = .everything }
    for index in moreBlocks.indices where moreBlocks[index].track.callsUserCode { remains = .everything }
    if remains == .nothing {
      if let (progress, slope) = firstBlock?.track.builtInProgress(atUnitTime: unitTime),
        let block = firstBlock?.block
      {
        block.progress = progress
        block.progressVelocity = slope * unitVelocity
        if block.refreshDirectProperties() || block.hasIndirectProperties { remains = .otherProperties }
      }
      if !moreBlocks.isEmpty {
        for index in moreBlocks.indices {
          let (progress, slope) = moreBlocks[index].track.builtInProgress(atUnitTime: unitTime)
          let block = moreBlocks[index].block
          block.progress = progress
          block.progressVelocity = slope * unitVelocity
        }
        // Refreshed after every block has moved, so that a property two blocks share is refreshed
        // with both at this tick's progress.
        if firstBlock?.block.refreshDirectProperties() == true { remains = .otherProperties }
        for index in moreBlocks.indices {
          let block = moreBlocks[index].block
          if block.refreshDirectProperties() || block.hasIndirectProperties { remains = .otherProperties }
        }
      }
    }
    if remains != .nothing { sharing.forget() }
    switch remains {
    case .nothing:
      return
    case .otherProperties:
      // A sink may stop this animator and release its blocks: hold each block (and the array of
      // the others) while its properties are refreshed.
      if let block = firstBlock?.block { block.refreshRemainingProperties() }
      if !moreBlocks.isEmpty {
        let more = moreBlocks
        for index in more.indices { more[index].block.refreshRemainingProperties() }
      }
    case .everything:
      // A custom curve may do anything: walk copies, which keep the blocks alive.
      let (first, more) = (firstBlock, moreBlocks)
      if let first { first.move(toUnitTime: unitTime, unitVelocity: unitVelocity) }
      for active in more { active.move(toUnitTime: unitTime, unitVelocity: unitVelocity) }
      if let first { first.block.refreshProperties() }
      for active in more { active.block.refreshProperties() }
    }
  }

  /// Whether this animator's first block's track and `other`'s evaluate alike.
  @inline(__always)
  private func firstBlockEvaluatesLike(_ other: Unmanaged<PropertyAnimator>) -> Bool {
    other._withUnsafeGuaranteedRef { other in
      guard firstBlock != nil, other.firstBlock != nil else { return false }
      return firstBlock.unsafelyUnwrapped.track.evaluatesLike(other.firstBlock.unsafelyUnwrapped.track)
    }
  }

  /// What ``sample(unitTime:unitVelocity:)`` leaves to its general path.
  private enum Remainder {
    case nothing
    case otherProperties
    case everything
  }

  /// Ends every block at unit time `unitTime`, leaving each property at the values the block shows
  /// there.
  func finishBlocks(atUnitTime unitTime: Double) {
    for active in blocks {
      let weight = Self.weight(of: active.track, atUnitTime: unitTime)
      for property in active.block.properties { property.end(active.block, atWeight: weight) }
    }
  }

  /// How much of a block's change is still to come at unit time `unitTime`: none at the end
  /// (``AnimatingPosition/end`` is the values the block set), all of it at the start
  /// (``AnimatingPosition/start`` is the values before it), what its track shows in between.
  static func weight(of track: ProgressTrack, atUnitTime unitTime: Double) -> Double {
    if unitTime >= 1 { return 0 }
    if unitTime <= 0 { return 1 }
    return 1 - track.value(atUnitTime: unitTime)
  }

  /// Forgets the run: its blocks, its timing overrides, its delay.
  func endRun(at unitTime: Double) {
    for active in blocks { active.block.properties.removeAll() }
    blocks.removeAll()
    engine.unregister(self)
    delay = .zero
    runCurve = baseCurve
    runRate = durationSeconds > 0 ? 1 / durationSeconds : .infinity
    runDuration = duration
    playback.playhead.length = duration
    playback.playhead.freeze(at: 0)
    resetMainTrack()
    repeats?.pass = 0
  }

  /// Runs the completions of the run that ended at `position`, first in, first out; completions
  /// added meanwhile belong to the next run.
  func runCompletions(_ position: AnimatingPosition) {
    playback.takeCompletions().run(at: position)
  }

  func resumeWaiters(with position: AnimatingPosition?) {
    for waiter in playback.takeWaiters() { waiter.resume(returning: position) }
  }
}

extension PropertyAnimator: EngineClient {
  func engineUpdate(seconds: Double) -> Bool {
    var sharing = SharedProgress()
    return engineUpdate(seconds: seconds, sharing: &sharing)
  }

  /// ``engineUpdate(seconds:)`` sharing the first block's progress with the animators ticked before
  /// and after it (``SharedProgress``).
  @inline(__always)
  func engineUpdate(seconds: Double, sharing: inout SharedProgress) -> Bool {
    let (unitTime, unitVelocity) = playback.playhead.motion(atSeconds: seconds)
    sample(unitTime: unitTime, unitVelocity: unitVelocity, sharing: &sharing)
    if !playback.observers.isEmpty {
      publish(.fractionComplete(currentFractionComplete))
      sharing.forget()
    }
    return playback.playhead.hasReachedTarget(atSeconds: seconds)
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }

  func engineComplete() {
    let before = snapshot
    let target = playback.playhead.target
    if var repeats {
      repeats.pass &+= 1
      self.repeats = repeats
      if Double(repeats.pass) < repeats.iterations || repeats.iterations.isInfinite {
        // The next pass: back from this end when alternating, from the other end otherwise.
        let alternates = repeats.alternates
        let rate = playback.playhead.rate
        playback.playhead.move(
          fromBound: alternates ? target : 1 - target, at: engine.currentTime, rate: alternates ? -rate : rate)
        engine.noteTouched(self)
        return
      }
      // There and back once: like UIKit, the properties end at their model values.
      _ = playback.machine.reachEnd(pausesOnCompletion: false)
      finishBlocks(atUnitTime: 1)
      endRun(at: target)
      publishChanges(since: before)
      runCompletions(.end)
      return
    }
    switch playback.machine.reachEnd(pausesOnCompletion: pausesOnCompletion) {
    case .pause:
      playback.playhead.freeze(at: target)
      engine.unregister(self)
      sample(unitTime: target, unitVelocity: 0)
      publishChanges(since: before)
    case .complete:
      finishBlocks(atUnitTime: target)
      endRun(at: target)
      publishChanges(since: before)
      runCompletions(target == 1 ? .end : .start)
    }
  }
}
