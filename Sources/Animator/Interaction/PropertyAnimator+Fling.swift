extension PropertyAnimator {
  /// Lets go of a paused animator moving at `velocity`: it springs on to its end, or back to its
  /// start, and leaves the playhead at exactly the velocity handed over, as UIKit's interactive
  /// transitions finish or cancel on release.
  ///
  /// A pan gesture scrubs ``fractionComplete`` with the finger (`translation / distance`); on
  /// release, hand over the finger's velocity in the same units (`velocity / distance`: fractions
  /// of the run per second, along the current direction):
  ///
  /// ```swift
  /// try animator.pauseAnimation()
  /// animator.fractionComplete = 0.3            // scrubbed by the finger
  /// let ending = try animator.fling(velocity: 0.8)
  /// // 0.3 + project(velocity: 0.8) = 0.70 is nearer the end: ending == .end, and the
  /// // completions will be told .end when the spring has settled there.
  /// ```
  ///
  /// **Where it goes.** With `position` `nil`, to whichever of the start and the end is nearer to
  /// where the playhead would coast, `fractionComplete + project(velocity:decelerationRate:)`
  /// (the end on a tie), so a quick flick finishes the transition from short of halfway and a
  /// flick back cancels it from past halfway. ``AnimatingPosition/start`` or
  /// ``AnimatingPosition/end`` sends it there whatever the velocity.
  ///
  /// **How it gets there.** UIKit's hand-off, through the public actions: to go back it first
  /// reverses the animator (``setReversed(_:)``), then it continues with
  /// `continueAnimation(withTimingParameters: .curve(.spring(…)), durationFactor: 0)`, with the
  /// velocity divided by the fraction left as the spring's initial velocity
  /// (``ComponentwiseArithmetic/normalizedVelocity(from:to:)``), so every property leaves the finger at `velocity × (end value − start value)` per
  /// second. The run lasts the spring's settling time, then the completions (and ``finished()``)
  /// receive the position returned. Until then the animator runs as after any
  /// `continueAnimation`: a new touch catches it with ``pauseAnimation()`` and may scrub and fling
  /// it again.
  ///
  /// The velocity is the rate of change of the values' progress along the current direction (0 at
  /// the values the direction starts from, 1 at those it ends at). While you scrub with
  /// ``scrubsLinearly`` (the default) that is the rate of change of ``fractionComplete``, so
  /// `velocity / distance` is right. (Paused in the middle of a spring, ``fractionComplete`` reads
  /// time, not progress, because a spring's progress cannot be mapped back to time; the fling still
  /// starts from the values shown.) Animations added with a delay factor move along the same
  /// spring from their own progress.
  ///
  /// - Parameters:
  ///   - velocity: Fractions of the run per second along the current direction (positive towards
  ///     the end of the current direction); finite.
  ///   - position: ``AnimatingPosition/end`` or ``AnimatingPosition/start`` to choose, `nil` to
  ///     choose by projection.
  ///   - decelerationRate: The rate the projection coasts at. Defaults to
  ///     ``DecelerationRate/normal``.
  ///   - spring: The spring that takes the playhead there. Defaults to ``Spring/smooth``, critically
  ///     damped: it arrives without overshooting unless thrown hard towards a near end.
  /// - Returns: The position the completions will receive: ``AnimatingPosition/end`` when it runs
  ///   to the end values, ``AnimatingPosition/start`` when back to the start values.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"velocity"`
  ///   (NaN or infinite) or `"to"` (``AnimatingPosition/current``);
  ///   ``AnimationError/controlledByTimeline(_:)`` for an animator a timeline holds;
  ///   ``AnimationError/invalidAction(_:state:)`` unless paused (active and not running);
  ///   ``AnimationError/notInterruptible(_:)``; what
  ///   ``continueAnimation(withTimingParameters:durationFactor:)`` throws. Nothing changes.
  @discardableResult
  public func fling(
    velocity: Double, to position: AnimatingPosition? = nil, decelerationRate: DecelerationRate = .normal,
    spring: Spring = .smooth
  ) throws(AnimationError) -> AnimatingPosition {
    try AnimationError.requireFinite(velocity, "velocity")
    if position == .current {
      throw .invalidArgument(parameter: "to", value: "current", requirement: .other("start, end or nil"))
    }
    if parentTimeline != nil { throw .controlledByTimeline(.fling) }
    guard state == .active, !isRunning else { throw .invalidAction(.fling, state: state) }
    guard isInterruptible else { throw .notInterruptible(.fling) }
    let reversed = isReversed
    let fraction = flingProgress
    // Whether it goes on to the end of the current direction (else back to its start).
    let onwards: Bool
    switch position {
    case .end: onwards = !reversed
    case .start: onwards = reversed
    default: onwards = fraction + project(velocity: velocity, decelerationRate: decelerationRate) >= 0.5
    }
    // Along the direction it will run: the fraction shown and the velocity towards its end.
    let from = onwards ? fraction : 1 - fraction
    let speed = onwards ? velocity : -velocity
    let curve = try TimingCurve.spring(spring, initialVelocity: try speed.normalizedVelocity(from: from, to: 1.0))
    if !onwards { try setReversed(!reversed) }
    do {
      try continueAnimation(withTimingParameters: .curve(curve), durationFactor: 0)
    } catch {
      if !onwards { try? setReversed(reversed) }
      throw error
    }
    return onwards != reversed ? .end : .start
  }

  /// The progress of the values along the current direction while paused, which a fling's
  /// velocity is the rate of: the animator's own track at the paused unit time. It equals
  /// ``fractionComplete`` whenever the track can be mapped back to time.
  var flingProgress: Double {
    let progress = mainTrack.value(atUnitTime: playback.playhead.anchorPosition)
    return isReversed ? 1 - progress : progress
  }
}
