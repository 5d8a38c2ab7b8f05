/// What a timeline adds to the actions written once in ``PlaybackFrontEnd`` and
/// ``ScrubbableFrontEnd``: its position is its local time, it shows it by moving its child tree there
/// (firing the events crossed), it makes a run by recording its children and forgets it by ending
/// the recording, and it checks its invariants after a change (its observers receive its events,
/// not its state).
extension Timeline: ScrubbableFrontEnd {
  func requireControllable(_ action: AnimationAction) throws(AnimationError) {
    try requireNotInTimeline(action)
  }

  var changeMark: Void { () }

  func didChange(since _: Void) {
    checkInvariants()
  }

  func activateRun(_: Void, paused: Bool) {
    activate()
  }

  func showFrozen(at time: Double) {
    move(to: time)
    showRoot(timeVelocity: 0)
  }

  func run(fromCurrentPointAt anchor: Duration) {
    run(at: anchor, backwards: playsBackwards)
  }

  func leaveShown(withoutFinishing: Bool) {
    suspendRecording()
    if withoutFinishing {
      _ = endRecording()
      dropWaiters()
    }
  }

  func settle(at position: AnimatingPosition) -> [() -> Void] {
    let time: Double =
      switch position {
      case .end: totalDuration.isFinite ? totalDuration : self.shownTime
      case .start: 0
      case .current: self.shownTime
      }
    move(to: time, full: true)
    return endRecording()
  }

  func showFraction(_ fraction: Double) {
    let along = playback.machine.isReversed ? 1 - fraction : fraction
    move(to: along * fractionSpan)
  }

  /// Nothing to show: the direction takes effect at the next start.
  func showStoredDirection() {}

  func turnAround() {
    shownTime = currentPosition
    run(at: max(engine.currentTime, playback.playhead.anchor), backwards: playsBackwards)
  }

  /// Jumps, without firing the events it passes, to the start of the run (its end when playing
  /// backwards): where the timeline's own delay ends, or local time 0 with `includeDelay`. Just
  /// before it along the run, as a fresh start is: the run crosses it, so the timeline's start
  /// event fires again. The run then moves at once.
  func rewind(activated: Bool, includeDelay: Bool) -> Duration {
    let backwards = playsBackwards
    var start = backwards ? totalDuration : 0
    if !start.isFinite { start = fractionSpan }
    if !backwards && !includeDelay { start = rootTiming.beforeActive }
    move(to: start, suppressEvents: true, beforeStart: false)
    shownSide = backwards ? 1 : -1
    return .zero
  }

  func showPausedAtEnd(_ target: Double) {
    showRoot(timeVelocity: 0)
  }

  /// Completes with ``AnimatingPosition/start`` when the run played backwards; the children's
  /// completions run before the timeline's own.
  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
    showRoot(timeVelocity: 0)
    return (playsBackwards ? .start : .end, endRecording())
  }
}
