import Animator

/// Ticks, ends of runs and completions: a tick runs every end that falls in it, at the instant it
/// falls, and the completions it calls may start the next run there.
extension ReferenceAnimator {
  /// Moves engine time to `newTime`, ending the run (and running completions, which may start the
  /// next run at the instant this one ended) as many times as the interval holds.
  func tick(to newTime: Duration) {
    var ends = 0
    while phase == .running, ends < 10_000, let end = endInstant() {
      if end.isTie(with: newTime, from: anchor) { isAmbiguous = true }
      guard end.reached(by: newTime, from: anchor) else { break }
      ends += 1
      instant = end.instant
      instantIsExact = end.isExact
      reachEnd()
    }
    time = newTime
    instant = newTime
    instantIsExact = true
  }

  /// When the moving playhead reaches its target.
  struct End {
    /// Exactly (when the run is a whole duration at the animator's pace), or in seconds.
    var instant: Duration
    var secondsAfterAnchor: Double
    var isExact: Bool

    func reached(by time: Duration, from anchor: Duration) -> Bool {
      if isExact { return time >= instant }
      guard time >= anchor else { return false }
      return (time - anchor) / .seconds(1) >= secondsAfterAnchor
    }

    /// Whether `time` is the end to within the rounding of an end computed in seconds.
    func isTie(with time: Duration, from anchor: Duration) -> Bool {
      guard !isExact else { return false }
      let elapsed = (time - anchor) / .seconds(1)
      let rounding = 1e-12 * max(1, secondsAfterAnchor) + 16 * (time / .seconds(1)).ulp
      return abs(elapsed - secondsAfterAnchor) <= rounding
    }
  }

  func endInstant() -> End? {
    let remaining = isReversed ? u0 : 1 - u0
    if remaining <= 0, let hold, hold > 0 {
      return End(instant: anchor + .seconds(hold), secondsAfterAnchor: hold, isExact: false)
    }
    if remaining <= 0 || seconds == 0 { return End(instant: anchor, secondsAfterAnchor: 0, isExact: anchorIsExact) }
    if speed <= 0 { return nil }
    if remaining == 1, speed == 1, anchorIsExact {
      return End(instant: anchor + duration, secondsAfterAnchor: seconds, isExact: true)
    }
    let needed = remaining * seconds / speed
    return End(instant: anchor + .seconds(needed), secondsAfterAnchor: needed, isExact: false)
  }

  // MARK: Internals

  func move(from start: Duration) {
    phase = .running
    anchor = start
    anchorIsExact = instantIsExact
    // A wait belongs to a run with nothing left to move: a run that sets off with something to
    // move (the other way, after a reversal while paused) has no wait left when it comes back.
    if (isReversed ? u0 : 1 - u0) > 0 { hold = nil }
  }

  func freeze() {
    u0 = unitTime
    phase = .paused
    // A pause during a wait at the end keeps what is left of the wait.
    if let hold { self.hold = max(0, hold - max(0, (instant - anchor) / .seconds(1))) }
  }

  /// Makes the run: the blocks added while inactive run, and the playhead waits at the start (the
  /// end, when reversed).
  func activate() {
    u0 = isReversed ? 1 : 0
    speed = 1
    hold = nil
    currentCurve = curve
    own = ModelTrack(windowStart: 0, curve: curve)
    blocks = []
    let added = pending
    pending = []
    for block in added {
      addBlock(value: block.value, windowStart: block.delayFactor)
    }
  }

  func addBlock(value: Double, windowStart: Double) {
    let old = model
    model = value
    blocks.append(Block(old: old, new: value, track: ModelTrack(windowStart: windowStart, curve: currentCurve)))
  }

  func reachEnd() {
    let target = isReversed ? 0.0 : 1.0
    hold = nil
    if pausesOnCompletion {
      u0 = target
      phase = .paused
      return
    }
    model = presentation(at: target)
    blocks = []
    u0 = target
    phase = .inactive
    runCompletions(at: isReversed ? .start : .end)
  }

  func runCompletions(at position: AnimatingPosition) {
    blocks = []
    let calling = completions
    completions = []
    for completion in calling {
      log.append(.called(id: completion.id, position: position))
      perform(completion)
    }
  }

  func record(_ error: AnimationError?, _ id: Int) {
    if let error { log.append(.threw(id: id, error: error)) }
  }

  func perform(_ completion: FuzzCompletion) {
    switch completion {
    case .log:
      break
    case .chain(let id, let remaining):
      guard remaining > 0 else { return }
      record(addAnimations(value: FuzzCompletion.chainValue(id: id, remaining: remaining), delayFactor: nil), id)
      addCompletion(.chain(id: id, remaining: remaining - 1))
      record(startAnimation(), id)
    case .reverseAndRestart(let id):
      record(setReversed(!isReversed), id)
      record(startAnimation(), id)
    case .misuse(let id):
      record(stopAnimation(false), id)
      record(finishAnimation(at: .end), id)
    }
  }
}
