extension PropertyAnimator {
  /// Starts the animations, or resumes them if paused.
  ///
  /// Inactive: the animation blocks run (their property changes become animations) and the
  /// animator runs from the start, or from the end when ``isReversed``. Paused: it resumes from
  /// where it is. Running: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; nothing changes.
  public func startAnimation() throws(AnimationError) {
    try coreStart(after: .zero, action: .startAnimation)
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
    try coreStart(after: delay, action: .startAnimationAfterDelay)
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

  /// Pauses a running animator where it is, or makes an inactive one active and paused at its
  /// start. Paused already: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/notInterruptible(_:)`` if ``isInterruptible`` is `false`, in every other
  ///   state, including paused at the end by ``pausesOnCompletion``.
  public func pauseAnimation() throws(AnimationError) {
    try corePause()
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
    try coreStop(withoutFinishing: withoutFinishing)
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
    try coreFinish(at: position)
  }

  /// Sets ``fractionComplete``, or throws if the value or the state does not allow it.
  ///
  /// - Parameter fraction: The fraction along the current direction; clamped to `0...1`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN,
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped,
  ///   ``AnimationError/notInterruptible(_:)`` on an inactive animator that is not interruptible.
  public func setFractionComplete(_ fraction: Double) throws(AnimationError) {
    try coreSetFractionComplete(fraction)
  }

  /// Sets ``isReversed``, or throws if the animator is active and not interruptible.
  ///
  /// - Parameter reversed: The new direction.
  /// - Throws: ``AnimationError/notInterruptible(_:)``.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    try coreSetReversed(reversed)
  }

  /// Resumes a paused animator with new timing for the rest of the run, as UIKit's
  /// `continueAnimation(withTimingParameters:durationFactor:)`.
  ///
  /// The animation carries on from the values shown now along the new curve (or, with `nil`, the
  /// animator's own), with no jump: as UIKit does, the point of the curve that shows the current
  /// progress is found (time is mapped back through the curve, `u = curve⁻¹(progress)`) and the run
  /// goes on along the curve from there to its end values (to its start values when reversed). So
  /// an ease-in-out run paused in the middle and continued with `nil` carries on at the speed it
  /// had, instead of easing in again. Springs and curves that overshoot or go back on themselves
  /// cannot be mapped back: they start afresh from the values shown now (a spring with its own
  /// `initialVelocity`, so a gesture's velocity can be handed over). What came before is kept:
  /// scrubbing back after a later pause goes back through it exactly. The new timing lasts until
  /// the run ends.
  ///
  /// ```swift
  /// try animator.pauseAnimation()
  /// animator.fractionComplete = 0.5
  /// // On along easeIn from the point where it shows 0.5, over what is left of it: 0.3425 × duration.
  /// try animator.continueAnimation(withTimingParameters: .curve(.easeIn), durationFactor: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the animator's own.
  ///   - durationFactor: The remaining time as a multiple of ``duration``, even with nothing left
  ///     to move (the run then completes after that time). 0 takes the time left at the run's
  ///     current pace, as ``startAnimation()`` does after a pause: from the point found on the
  ///     curve, `(1 − u) × duration` (`u × duration` when reversed) at the animator's own pace, or
  ///     stretched as an earlier `continueAnimation` with a factor stretched the pace (that pace
  ///     lasts until the run ends); for a curve that cannot be mapped back, the unit time left at
  ///     that pace. A spring given by mass, stiffness and damping takes its settling duration instead.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a factor that is
  ///   NaN, infinite or negative; ``AnimationError/invalidAction(_:state:)`` unless the animator is
  ///   paused; ``AnimationError/notInterruptible(_:)``.
  public func continueAnimation(
    withTimingParameters parameters: TimingParameters?, durationFactor: Double
  ) throws(AnimationError) {
    try AnimationError.requireNonNegative(durationFactor, "durationFactor")
    try requireControllable(.continueAnimation)
    let before = changeMark
    try playback.machine.continueAnimation()
    let unitTime = playback.playhead.anchorPosition
    let reversed = playback.machine.isReversed
    let remainingUnits = reversed ? unitTime : 1 - unitTime
    let maximum = AnimationEngine.maximumSeconds
    let factorSeconds = min(durationFactor * durationSeconds, maximum)
    // The run's current pace, which factor 0 keeps, as `startAnimation()` does: exactly the
    // playhead's length for the whole unit time while it knows it (the animator's own pace, or one
    // an earlier `continueAnimation` with a factor set), else the rate.
    let pace = playback.playhead.length ?? (runRate.isFinite && runRate > 0 ? nil : runDuration)
    let leftSeconds = pace.map { remainingUnits * $0.inSeconds } ?? remainingUnits / runRate
    let resolved = (parameters ?? timingParameters).resolved(
      duration: durationFactor == 0 ? min(leftSeconds, maximum) : factorSeconds)
    // Take the main track before the run's curve changes: until it is split it is made from that curve.
    var main = mainTrack
    runCurve = resolved.curve
    // Map time back onto the curve on every track; the animator's own track says how much of the
    // curve is left.
    let remapping = main.continueRemapped(at: unitTime, along: runCurve, forwards: !reversed)
    // The rest of the run goes at the run's own pace (`remaining` is then `nil` when the time left
    // is known exactly from the pause), or takes `remaining` at a pace of its own.
    var ownPace = false
    var remaining: Duration?
    let factorDuration = Self.exact(factor: durationFactor, of: baseTiming.duration)
    switch remapping {
    case .unchanged where durationFactor == 0:
      ownPace = true
    case .unchanged:
      remaining = factorDuration
    case .remapped(let curveTime):
      let curveLeft = reversed ? curveTime : 1 - curveTime
      if durationFactor > 0 {
        remaining = factorDuration
      } else if let pace {
        remaining = Playhead<UnitTimePlayback>.duration(curveLeft, of: pace)
      } else {
        // What is left of the curve at the pace the run has now: `curveLeft` of a duration that
        // the pace stretches as it stretches the unit time.
        remaining = .seconds(min(curveLeft / runRate, maximum))
      }
    case .notInvertible:
      main.continueFrom(unitTime: unitTime, curve: runCurve, animatorReversed: reversed)
      // A spring given by mass, stiffness and damping takes its own settling duration.
      let seconds = min(resolved.duration, maximum)
      if durationFactor == 0 && seconds == min(leftSeconds, maximum) {
        ownPace = true
      } else {
        remaining = durationFactor > 0 && seconds == factorSeconds ? factorDuration : .seconds(seconds)
      }
    }
    mainTrack = main
    for index in blocks.indices {
      if remapping == .notInvertible
        || blocks[index].track.continueRemapped(at: unitTime, along: runCurve, forwards: !reversed)
          == .notInvertible
      {
        blocks[index].track.continueFrom(unitTime: unitTime, curve: runCurve, animatorReversed: reversed)
      }
    }
    if ownPace {
      // The time left at the run's current pace, as `startAnimation()` resumes: exactly the time
      // left from the pause at the animator's own pace; at a pace an earlier `continueAnimation`
      // set, the distance left over that pace. With nothing left to move, none: what
      // is left of a wait an earlier factor gave the run ends now.
      if remainingUnits == 0 { remaining = .zero }
    } else if let remaining {
      // A new pace for the rest of the run, which the playhead keeps exactly as the time the whole
      // unit time takes at it: every later end at this pace (after a pause, a scrub, a turn) is
      // then an exact instant, never a distance divided by the rate. With nothing left to move the
      // run keeps its pace, so that turning it around does not jump, and simply waits `remaining`
      // before it completes: a wait at no pace, whose length the playhead does not know.
      if remainingUnits > 0 {
        runRate = remaining > .zero ? remainingUnits / remaining.inSeconds : .infinity
        playback.playhead.length = Self.length(covering: remainingUnits, in: remaining)
      } else {
        playback.playhead.length = nil
      }
    }
    playback.startDelay = .zero
    moveFromCurrentPoint(at: engine.currentTime, remaining: remaining)
    publishChanges(since: before)
  }

  /// How long the whole unit time takes at the pace that covers `units` of it (more than 0) in
  /// `time`: `time` itself for the whole unit time, otherwise rounded to the nearest attosecond
  /// from seconds, within what the engine counts.
  private static func length(covering units: Double, in time: Duration) -> Duration {
    if units >= 1 { return time }
    let seconds = time.inSeconds / units
    return seconds <= AnimationEngine.maximumSeconds ? .seconds(seconds) : .seconds(AnimationEngine.maximumSeconds)
  }

  /// `factor × length`, exactly for a factor of 1, within what the engine counts.
  private static func exact(factor: Double, of length: Duration) -> Duration {
    if factor == 1 { return length }
    let seconds = factor * length.inSeconds
    return seconds <= AnimationEngine.maximumSeconds ? .seconds(seconds) : .seconds(AnimationEngine.maximumSeconds)
  }
}

extension PropertyAnimator {
  /// Goes back to the start and runs (GSAP's `restart()`), with the animations it holds.
  ///
  /// Inactive, it starts as ``startAnimation()`` does. Active, running or paused, it moves back to
  /// unit time 0 (1 when ``isReversed``), showing the values it started from, and runs from there
  /// with the timing it has (a run continued with new timing parameters keeps them).
  ///
  /// ```swift
  /// try animator.restart()                       // from the start, at once
  /// try animator.restart(includeDelay: true)     // wait the run's delay again first
  /// ```
  ///
  /// An animator's blocks are consumed by the run that makes them, as UIKit's are: once a run has
  /// ended, there is nothing left to restart until new animations are added.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with (``delay``, set by
  ///   ``startAnimation(afterDelay:)-(Duration)``) again before moving; by default (as GSAP's) it
  ///   moves at once and ``delay`` becomes zero.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/notInterruptible(_:)`` while active if ``isInterruptible`` is `false`;
  ///   ``AnimationError/controlledByTimeline(_:)`` for an animator a timeline holds;
  ///   ``AnimationError/insideAnimationBlock(_:)`` inside its own animation block. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }
}
