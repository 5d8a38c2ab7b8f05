extension Timeline {
  /// The playhead's time: seconds of the timeline's local time, from 0 to ``totalDuration``
  /// (GSAP's `totalTime`). For a nested timeline, its content time.
  public var time: Double {
    parentTimeline == nil ? currentPosition : evaluation.contentTime
  }

  /// ``time`` over ``totalDuration``, from 0 to 1, whatever the direction (GSAP's
  /// `totalProgress`); 0 for a timeline that never ends.
  public var totalProgress: Double {
    let total = totalDuration
    guard total.isFinite, total > 0 else { return total == 0 && time > 0 ? 1 : 0 }
    return min(max(time / total, 0), 1)
  }

  /// Progress through the current iteration, 0 to 1, before the direction is applied (GSAP's
  /// `progress`); `nil` outside the active interval when the fill does not cover it.
  public var iterationProgress: Double? {
    rootTiming.sample(time).simpleIterationProgress
  }

  /// The index of the current iteration, counting from 0; `nil` outside the active interval when
  /// the fill does not cover it.
  public var currentIteration: Int? {
    guard let iteration = rootTiming.sample(time).currentIteration, iteration.isFinite else { return nil }
    return Int(min(iteration, 1e15))
  }

  /// Moves the playhead to `time`, firing the events it crosses on the way (or none, with
  /// `suppressEvents`), exactly as playing there would.
  ///
  /// An inactive timeline becomes active and paused there; a paused one stays paused; a running
  /// one carries on from there.
  ///
  /// ```swift
  /// try timeline.seek(to: 1.25)
  /// try timeline.seek(to: 0, suppressEvents: true)   // back to the start, silently
  /// ```
  ///
  /// - Parameters:
  ///   - time: Seconds of local time; clamped to `0...totalDuration`. A time before 0 leaves the
  ///     playhead at 0 showing what precedes the start, as GSAP does: a zero-length tween at 0
  ///     shows its start values until the playhead moves.
  ///   - suppressEvents: Whether to move without firing events (the crossings still count: the
  ///     next move starts from here).
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN;
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)``. Nothing changes.
  /// - Complexity: O(log n + k) for k children whose values change, plus the events crossed.
  public func seek(to time: Double, suppressEvents: Bool = false) throws(AnimationError) {
    try seek(to: time, suppressEvents: suppressEvents, pausedVelocity: 0)
  }

  /// ``seek(to:suppressEvents:)-(Double,_)``, showing a timeline that stays paused moving at
  /// `pausedVelocity` seconds of local time per second (0 where the time was clamped at an end):
  /// what a ``TimelineFling`` shows each frame, in one move.
  func seek(to time: Double, suppressEvents: Bool, pausedVelocity: Double) throws(AnimationError) {
    guard !time.isNaN else {
      throw .invalidArgument(parameter: "time", value: "\(time)", requirement: .finite)
    }
    try requireNotInTimeline(.seek)
    let outcome = try playback.machine.seek()
    if outcome == .activate { makeRun((), paused: true) }
    let target = min(max(time, 0), totalDuration)
    // A time before the start arrives at 0 from before it, where the content shows what precedes
    // the start: GSAP hands the negative time down to its children, so that a zero-length tween at
    // 0 shows its start values, whatever the timeline's length.
    let beforeStart = time < 0
    if outcome == .moveRunning {
      let now = engine.currentTime
      shownTime = currentPosition
      move(to: target, suppressEvents: suppressEvents, arriving: beforeStart ? -1 : nil, beforeStart: beforeStart)
      run(at: max(now, playback.playhead.anchor), backwards: playback.playhead.rate < 0)
      engine.noteTouched(self)
    } else {
      let velocity = outcome == .move && target == time ? pausedVelocity : 0
      // A seek to where the playhead is arrives from the side the timeline travels from: from
      // above when it is reversed (a zero-length timeline sought to 0 backwards shows its start).
      move(
        to: target, suppressEvents: suppressEvents, timeVelocity: velocity,
        arriving: playback.machine.isReversed || beforeStart ? -1 : nil, beforeStart: beforeStart)
    }
    checkInvariants()
  }

  /// Moves the playhead to a label (plus `offset` seconds), as ``seek(to:suppressEvents:)-(Double,_)``.
  ///
  /// - Parameters:
  ///   - label: The label's name.
  ///   - offset: Seconds after the label (negative: before).
  ///   - suppressEvents: Whether to move without firing events.
  /// - Throws: ``AnimationError/unknownLabel(_:)``; what ``seek(to:suppressEvents:)-(Double,_)`` throws.
  public func seek(toLabel label: String, offset: Double = 0, suppressEvents: Bool = false) throws(AnimationError) {
    try AnimationError.requireFinite(offset, "offset")
    let time = localTime(ofContent: try self.time(ofLabel: label) + offset)
    try seek(to: time, suppressEvents: suppressEvents)
  }

  /// Moves the playhead to a fraction of ``totalDuration`` (of the first iteration, for a
  /// timeline that never ends), as ``seek(to:suppressEvents:)-(Double,_)``.
  ///
  /// - Parameters:
  ///   - progress: The fraction; clamped to `0...1`.
  ///   - suppressEvents: Whether to move without firing events.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN; what
  ///   ``seek(to:suppressEvents:)-(Double,_)`` throws.
  public func seek(toProgress progress: Double, suppressEvents: Bool = false) throws(AnimationError) {
    guard !progress.isNaN else {
      throw .invalidArgument(parameter: "progress", value: "\(progress)", requirement: .unitInterval)
    }
    try seek(to: min(max(progress, 0), 1) * fractionSpan, suppressEvents: suppressEvents)
  }

  /// Plays from one label to another and pauses there (GSAP's `tweenFromTo`): seeks to `from`,
  /// then runs forwards or backwards, whichever leads to `to`; ``isReversed`` tells which, as for
  /// ``play(to:)-(Double)``.
  ///
  /// - Parameters:
  ///   - from: The label to start at.
  ///   - to: The label to pause at.
  /// - Throws: ``AnimationError/unknownLabel(_:)``; what ``seek(to:suppressEvents:)-(Double,_)`` throws.
  public func play(fromLabel from: String, toLabel to: String) throws(AnimationError) {
    let start = localTime(ofContent: try time(ofLabel: from))
    let end = localTime(ofContent: try time(ofLabel: to))
    try seek(to: start)
    try play(to: end)
  }

  /// Plays from where the playhead is to `time`, forwards or backwards, and pauses there (GSAP's
  /// `tweenTo`), firing the events it crosses.
  ///
  /// An inactive timeline becomes active at the start of its run (the end, when it plays
  /// backwards) and plays from there; a paused one plays from where it is; a running one turns
  /// towards `time` from where it is. When it gets there it is active and paused, with no
  /// completion.
  ///
  /// ``isReversed`` tells the way it goes: `true` when `time` lies before the playhead, `false`
  /// when after (unchanged when the playhead is there already), so ``fractionComplete`` measures
  /// along that way and a later ``startAnimation()`` continues that way: to the start, completing
  /// with ``AnimatingPosition/start``, after a run backwards.
  ///
  /// ```swift
  /// try timeline.seek(to: 2)
  /// try timeline.play(to: 0.5)     // backwards: isReversed is true
  /// ```
  ///
  /// - Parameter time: Seconds of local time; clamped to `0...totalDuration`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN;
  ///   ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/playTo`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline. Nothing changes.
  public func play(to time: Double) throws(AnimationError) {
    guard !time.isNaN else {
      throw .invalidArgument(parameter: "time", value: "\(time)", requirement: .finite)
    }
    try requireNotInTimeline(.playTo)
    let wasRunning = playback.machine.phase == .running
    switch try playback.machine.playTo() {
    case .activate:
      makeRun((), paused: false)
    case .run:
      if wasRunning { move(to: currentPosition) }
    }
    engine.unregister(self)
    let target = min(max(time, 0), totalDuration)
    stopTarget = target
    let backwards = target < shownTime
    // The direction of travel: with a negative playback rate, a run backwards in local time is
    // the one that is not reversed.
    if target != shownTime { playback.machine.travel(reversed: backwards != (timing.playbackRate < 0)) }
    run(at: engine.currentTime, backwards: backwards)
    checkInvariants()
  }

  /// The first local time at which the content is at `content`.
  func localTime(ofContent content: Double) -> Double {
    let timing = rootTiming
    let first = timing.iterationStart.rounded(.down)
    var time = timing.localTime(contentTime: content, iteration: first)
    if time < timing.beforeActive && timing.lastIteration > first {
      time = timing.localTime(contentTime: content, iteration: first + 1)
    }
    return min(max(time, 0), timing.endTime)
  }
}
