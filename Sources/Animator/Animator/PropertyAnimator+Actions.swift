extension PropertyAnimator {
  /// Starts the animations, or resumes them if paused.
  ///
  /// Inactive: the animation blocks run (their property changes become animations) and the
  /// animator runs from the start, or from the end when ``isReversed``. Paused: it resumes from
  /// where it is. Running: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; nothing changes.
  public func startAnimation() throws(AnimationError) {
    try start(after: .zero, action: .startAnimation)
  }

  /// Starts the animations, or resumes them if paused, after `delay`.
  ///
  /// The animator is running (``isRunning`` is `true`) during the delay, and ``delay`` reports it.
  /// Running already: nothing happens.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   delay, ``AnimationError/invalidAction(_:state:)`` while stopped; nothing changes.
  public func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    guard delay >= .zero else {
      throw .invalidArgument(parameter: "delay", value: "\(delay)", requirement: .nonNegative)
    }
    try start(after: delay, action: .startAnimationAfterDelay)
  }

  /// ``startAnimation(afterDelay:)-(Duration)`` with the delay in seconds, as UIKit spells it.
  ///
  /// - Parameter delay: Seconds to wait: a finite number >= 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a delay that is
  ///   NaN, infinite or negative; ``AnimationError/invalidAction(_:state:)`` while stopped.
  public func startAnimation(afterDelay delay: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(delay, "delay")
    guard delay <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(
        parameter: "delay", value: "\(delay)", requirement: .range(0...AnimationEngine.maximumSeconds))
    }
    try startAnimation(afterDelay: .seconds(delay))
  }

  private func start(after delay: Duration, action: AnimationAction) throws(AnimationError) {
    try refuseInsideBlocks(action)
    try requireNotInTimeline(action)
    let before = snapshot
    switch try machine.start(action) {
    case .activate:
      activate()
    case .resume:
      break
    case .none:
      return
    }
    self.delay = delay
    moveFromCurrentPoint(at: engine.currentTime + delay)
    publishChanges(since: before)
  }

  /// Pauses a running animator where it is, or makes an inactive one active and paused at its
  /// start. Paused already: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/notInterruptible(_:)`` if ``isInterruptible`` is `false`.
  public func pauseAnimation() throws(AnimationError) {
    try refuseInsideBlocks(.pauseAnimation)
    try requireNotInTimeline(.pauseAnimation)
    let before = snapshot
    switch try machine.pause() {
    case .activate:
      activate()
    case .freeze:
      playhead.freeze(at: currentUnitTime)
      engine.unregister(self)
      sample(unitTime: playhead.anchorUnitTime, unitVelocity: 0)
    case .none:
      return
    }
    publishChanges(since: before)
  }

  /// Stops the animations where they are: the properties keep the values they show now, which
  /// become their model values.
  ///
  /// With `withoutFinishing == true` the animator becomes inactive at once and its completions are
  /// dropped, never called. With `false` it becomes stopped, and ``finishAnimation(at:)`` ends it and
  /// runs the completions.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped;
  ///   ``AnimationError/notInterruptible(_:)`` if ``isInterruptible`` is `false`.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try refuseInsideBlocks(.stopAnimation)
    try requireNotInTimeline(.stopAnimation)
    let before = snapshot
    let unitTime = currentUnitTime
    try machine.stop(withoutFinishing: withoutFinishing)
    engine.unregister(self)
    playhead.freeze(at: unitTime)
    sample(unitTime: unitTime, unitVelocity: 0)
    for active in blocks {
      let weight = active.block.weight
      for property in active.block.properties {
        property.suspend(active.block, atWeight: weight)
        // Without a finishing step the values stay where they are: resolve at once, so that nothing
        // of the block stays behind in the property (or keeps a key-path target alive).
        if withoutFinishing { property.resolve(active.block, atWeight: weight) }
      }
    }
    if withoutFinishing {
      completions.removeAll()
      endRun(at: unitTime)
      resumeWaiters(with: nil)
    }
    publishChanges(since: before)
  }

  /// Ends a stopped animator: moves the properties to `position` and runs the completions.
  ///
  /// ``AnimatingPosition/end`` moves them to the values set in the animation blocks,
  /// ``AnimatingPosition/start`` to the values they had before, and ``AnimatingPosition/current``
  /// leaves them where they stopped.
  ///
  /// - Parameter position: Where to leave the properties.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless the animator is stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try refuseInsideBlocks(.finishAnimation)
    try requireNotInTimeline(.finishAnimation)
    let before = snapshot
    try machine.finish()
    let unitTime: Double =
      switch position {
      case .end: 1
      case .start: 0
      case .current: playhead.anchorUnitTime
      }
    for active in blocks {
      let weight = 1 - active.track.value(atUnitTime: unitTime)
      for property in active.block.properties { property.resolve(active.block, atWeight: weight) }
    }
    endRun(at: unitTime)
    publishChanges(since: before)
    runCompletions(position)
  }

  /// Sets ``fractionComplete``, or throws if the value or the state does not allow it.
  ///
  /// - Parameter fraction: The fraction along the current direction; clamped to `0...1`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN,
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped,
  ///   ``AnimationError/notInterruptible(_:)`` on an inactive animator that is not interruptible.
  public func setFractionComplete(_ fraction: Double) throws(AnimationError) {
    guard !fraction.isNaN else {
      throw .invalidArgument(parameter: "fractionComplete", value: "\(fraction)", requirement: .unitInterval)
    }
    try refuseInsideBlocks(.setFractionComplete)
    try requireNotInTimeline(.setFractionComplete)
    let before = snapshot
    switch try machine.setFractionComplete() {
    case .activate:
      activate()
    case .scrub:
      break
    case .ignored:
      return
    }
    let clamped = min(max(fraction, 0), 1)
    playhead.freeze(at: unitTime(forFraction: clamped))
    sample(unitTime: playhead.anchorUnitTime, unitVelocity: 0)
    publishChanges(since: before)
  }

  /// Sets ``isReversed``, or throws if the animator is active and not interruptible.
  ///
  /// - Parameter reversed: The new direction.
  /// - Throws: ``AnimationError/notInterruptible(_:)``.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    try refuseInsideBlocks(.setReversed)
    try requireNotInTimeline(.setReversed)
    let before = snapshot
    switch try machine.setReversed(reversed) {
    case .stored:
      if state == .inactive { sample(unitTime: currentUnitTime, unitVelocity: 0) }
    case .turnAround:
      let unitTime = currentUnitTime
      let anchor = max(engine.currentTime, playhead.anchor)
      playhead.move(from: unitTime, at: anchor, rate: -playhead.rate)
      engine.noteTouched(self)
    case .none:
      return
    }
    publishChanges(since: before)
  }

  /// Resumes a paused animator with new timing for the rest of the run, as UIKit's
  /// `continueAnimation(withTimingParameters:durationFactor:)`.
  ///
  /// The animation carries on from the values shown now to its end values along the new curve or
  /// spring (a spring starts with its own `initialVelocity`, so a gesture's velocity can be handed
  /// over). What came before is kept: scrubbing back after a later pause goes back through it
  /// exactly. The new timing lasts until the run ends.
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the animator's own.
  ///   - durationFactor: The remaining time as a multiple of ``duration``; 0 keeps the time that is
  ///     left at the current pace. A spring given by mass, stiffness and damping takes its settling
  ///     duration instead.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a factor that is
  ///   NaN, infinite or negative; ``AnimationError/invalidAction(_:state:)`` unless the animator is
  ///   paused; ``AnimationError/notInterruptible(_:)``.
  public func continueAnimation(
    withTimingParameters parameters: TimingParameters?, durationFactor: Double
  ) throws(AnimationError) {
    try AnimationError.requireNonNegative(durationFactor, "durationFactor")
    try refuseInsideBlocks(.continueAnimation)
    try requireNotInTimeline(.continueAnimation)
    let before = snapshot
    try machine.continueAnimation()
    let unitTime = playhead.anchorUnitTime
    let remainingUnits = machine.isReversed ? unitTime : 1 - unitTime
    let pace = runRate.isFinite ? runRate : 0
    var remainingSeconds =
      durationFactor == 0
      ? (pace > 0 ? remainingUnits / pace : 0)
      : durationFactor * durationSeconds
    remainingSeconds = min(remainingSeconds, AnimationEngine.maximumSeconds)
    let resolved = (parameters ?? timingParameters).resolved(duration: remainingSeconds)
    remainingSeconds = min(resolved.duration, AnimationEngine.maximumSeconds)
    // Take the main track before the run's curve changes: until it is split it is made from that curve.
    var main = mainTrack
    runCurve = resolved.curve
    // With nothing left the run keeps its pace, so that turning it around does not jump.
    if remainingUnits > 0 {
      runRate = remainingSeconds > 0 ? remainingUnits / remainingSeconds : .infinity
    }
    let reversed = machine.isReversed
    main.continueFrom(unitTime: unitTime, curve: runCurve, animatorReversed: reversed)
    mainTrack = main
    for index in blocks.indices {
      blocks[index].track.continueFrom(unitTime: unitTime, curve: runCurve, animatorReversed: reversed)
    }
    delay = .zero
    moveFromCurrentPoint(at: engine.currentTime)
    publishChanges(since: before)
  }
}
