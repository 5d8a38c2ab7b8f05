/// A player over the playback core: ``PropertyAnimator``, ``Timeline``, ``SpringAnimation``,
/// ``DecayAnimation``, ``TimelineFling``. The actions every player has (start, start after a delay, pause, stop,
/// finish, scrub, reverse, restart, and the end of a run) are written once, in this protocol's
/// extension, on top of the ``PlaybackStateMachine``'s answers; a player provides only the hooks
/// that differ: what it shows at a position, how it makes and forgets a run, and its own checks
/// and bookkeeping around a change.
///
/// Every action has the same skeleton: the player's own checks (``requireControllable(_:)``), a
/// mark of what observers see (``changeMark``), the machine's answer (which throws before anything
/// has changed, so a refused action changes nothing), the work the answer names, then
/// ``didChange(since:)`` and, last, the user code the action calls (completions, waiters).
///
/// The hooks and actions are off the per-frame path: a tick reaches a player through its own
/// `engineUpdate`, never through this protocol.
protocol PlaybackFrontEnd: EngineClient {
  associatedtype Kind: PlaybackKind
  /// What ``didChange(since:)`` compares with: an animator's observable state, or nothing.
  associatedtype ChangeMark
  /// What making a run needs that may be refused before the state changes (a decay's motion),
  /// worked out by ``prepareActivation()``. The action that makes the run holds it until the
  /// player is consistent again, after ``didChange(since:)``: an animator's holds its waiting
  /// animation blocks, whose closures the run calls and then lets go of, so that the `deinit` of an
  /// object they captured runs there, not while the run is half made.
  associatedtype Activation = Void

  /// The playing state.
  var playback: Playback<Kind> { get set }
  /// The engine that runs the player.
  var engine: AnimationEngine { get }
  /// The playhead's position now, where the player is shown.
  var currentPosition: Double { get }
  /// Where the current run pauses instead of ending, when `play(to:)` started it; `nil` for a run
  /// to the end. Kept by the players that can play to a target (a timeline); the others have none.
  var stopTarget: Double? { get set }

  /// Throws if the player may not be controlled now: held by a timeline, or inside one of its own
  /// animation blocks. Called first, before anything changes.
  func requireControllable(_ action: AnimationAction) throws(AnimationError)
  /// What the observers see before a change.
  var changeMark: ChangeMark { get }
  /// After a change: checks the invariants and tells the observers what changed since `mark`.
  func didChange(since mark: ChangeMark)

  /// Works out, while inactive and before the state changes, what a new run needs; throws if it
  /// cannot be made.
  func prepareActivation() throws(AnimationError) -> Activation
  /// Takes back an activation that ``prepareActivation()`` made when the state machine then
  /// refused the action: nothing may be lost to a refusal.
  func restoreActivation(_ activation: Activation)
  /// Makes the run's animations, the playhead frozen at the run's start (its end, when it plays
  /// backwards). With `paused` (a pause, a scrub) it shows them there; a run that starts moving is
  /// shown by ``run(fromCurrentPointAt:)`` next, so a player may leave the showing to it.
  func activateRun(_ activation: Activation, paused: Bool)
  /// Shows the player frozen at `position` (a pause, a stop).
  func showFrozen(at position: Double)
  /// Sets the playhead moving from where it is, in the player's direction (towards ``stopTarget``
  /// when there is one), at engine time `anchor` (later than now for a start delay), registers with
  /// the engine and shows the player now.
  func run(fromCurrentPointAt anchor: Duration)
  /// Takes the run's animations out of the properties where they are shown: they keep those
  /// values. Without finishing, the run is also forgotten.
  func leaveShown(withoutFinishing: Bool)
  /// Leaves a stopped player's properties at `position` and forgets the run; returns what runs
  /// after the change and before the player's completions (a timeline's children's completions).
  func settle(at position: AnimatingPosition) -> [() -> Void]
  /// A run that reached its end pauses there, at `target`: shows it frozen there (the playhead is
  /// frozen there and the player out of the engine already).
  func showPausedAtEnd(_ target: Double)
  /// A run reached its end at `target` and completes (the playhead is frozen there and the player
  /// out of the engine already): leaves the properties there and forgets the run. Returns the
  /// position the completions receive and what runs before them.
  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void])
}

extension PlaybackFrontEnd {
  func restoreActivation(_: Activation) {}
}

extension PlaybackFrontEnd where Activation == Void {
  func prepareActivation() {}
}

extension PlaybackFrontEnd {
  /// The player's index in its engine's running set, kept in its ``Playback``.
  var engineSlot: Int {
    get { playback.engineSlot }
    set { playback.engineSlot = newValue }
  }

  /// When the engine registered the player, kept in its ``Playback``.
  var engineSequence: UInt64 {
    get { playback.engineSequence }
    set { playback.engineSequence = newValue }
  }
}

extension PlaybackFrontEnd {
  /// None: only a player that can play to a target keeps one.
  var stopTarget: Double? {
    get { nil }
    set {}
  }
}

extension PlaybackFrontEnd {
  /// Makes a run (``activateRun(_:paused:)``), deciding first, once for the run and the same way
  /// for every player, whether the engine's reduced motion applies to it
  /// (``Playback/motionReduced``): each player then runs it as the engine's
  /// ``AnimationEngine/reducedMotionSubstitution`` says (``reducedPace(over:)``).
  func makeRun(_ activation: Activation, paused: Bool) {
    playback.motionReduced = engine.motionIsReduced
    activateRun(activation, paused: paused)
  }

  /// How many times faster than written the current run plays: 1, or under reduced motion
  /// (``Playback/motionReduced``) infinitely fast for ``ReducedMotionSubstitution/instant`` (the
  /// run ends at the next tick, at its end), and fast enough to take the cross-fade's duration for
  /// ``ReducedMotionSubstitution/crossFade(duration:)`` (never slower than written).
  ///
  /// - Parameter length: How long the run takes as written, in seconds; a run that never ends
  ///   (infinite) plays as written.
  /// - Returns: The factor to multiply the run's rate by.
  func reducedPace(over length: Double) -> Double {
    guard playback.motionReduced, length.isFinite else { return 1 }
    switch engine.reducedMotionSubstitution {
    case .instant:
      return .infinity
    case .crossFade(let duration):
      let seconds = max(duration, .zero).inSeconds
      guard length.isFinite, length > seconds else { return 1 }
      return seconds > 0 ? length / seconds : .infinity
    }
  }

  /// The state machine's answer to an action (`decide`); if it refuses, the activation made for
  /// the action goes back to the player first (``restoreActivation(_:)``), so nothing is lost.
  func answer<Outcome>(
    _ activation: Activation?, _ decide: (inout PlaybackStateMachine) throws(AnimationError) -> Outcome
  ) throws(AnimationError) -> Outcome {
    do {
      return try decide(&playback.machine)
    } catch {
      if let activation { restoreActivation(activation) }
      throw error
    }
  }

  /// ``prepareActivation()`` while inactive, `nil` otherwise.
  func activationIfInactive() throws(AnimationError) -> Activation? {
    playback.machine.phase == .inactive ? try prepareActivation() : nil
  }

  /// `startAnimation()` and `startAnimation(afterDelay:)`: runs from the start, resumes, or (running
  /// already) does nothing.
  func coreStart(after delay: Duration, action: AnimationAction) throws(AnimationError) {
    guard delay >= .zero else {
      throw .invalidArgument(parameter: "delay", value: "\(delay)", requirement: .nonNegative)
    }
    try requireControllable(action)
    let mark = changeMark
    let activation = try activationIfInactive()
    switch try answer(activation, { machine throws(AnimationError) in try machine.start(action) }) {
    case .activate:
      if let activation { makeRun(activation, paused: false) }
    case .resume:
      break
    case .none:
      return
    }
    playback.startDelay = delay
    stopTarget = nil
    run(fromCurrentPointAt: engine.currentTime + delay)
    didChange(since: mark)
    // What the activation holds goes last, once the player is consistent (``Activation``).
    withExtendedLifetime(activation) {}
  }

  /// `pauseAnimation()`: freezes where it is, or makes an inactive player active and paused at its
  /// start.
  func corePause() throws(AnimationError) {
    try requireControllable(.pauseAnimation)
    let mark = changeMark
    let activation = try activationIfInactive()
    switch try answer(activation, { machine throws(AnimationError) in try machine.pause() }) {
    case .activate:
      if let activation { makeRun(activation, paused: true) }
    case .freeze:
      playback.playhead.pause(at: engine.currentTime)
      engine.unregister(self)
      showFrozen(at: playback.playhead.anchorPosition)
    case .none:
      return
    }
    didChange(since: mark)
    withExtendedLifetime(activation) {}
  }

  /// `stopAnimation(_:)`: stops where it is; without finishing, back to inactive with the
  /// completions dropped and the waiters resumed with `nil`.
  func coreStop(withoutFinishing: Bool) throws(AnimationError) {
    try requireControllable(.stopAnimation)
    let mark = changeMark
    let position = currentPosition
    try playback.machine.stop(withoutFinishing: withoutFinishing)
    engine.unregister(self)
    playback.playhead.freeze(at: position)
    stopTarget = nil
    showFrozen(at: position)
    leaveShown(withoutFinishing: withoutFinishing)
    var waiters: [PlaybackWaiter] = []
    // Taken out, and let go of last: letting go of a completion can run the `deinit` of an object
    // it captured, which may call this player, so not inside an access to its playback.
    var dropped: [(AnimatingPosition) -> Void] = []
    if withoutFinishing {
      swap(&dropped, &playback.completions)
      playback.startDelay = .zero
      waiters = playback.takeWaiters()
    }
    didChange(since: mark)
    for waiter in waiters { waiter.resume(returning: nil) }
    withExtendedLifetime(dropped) {}
  }

  /// `finishAnimation(at:)`: ends a stopped player at `position` and runs the completions.
  func coreFinish(at position: AnimatingPosition) throws(AnimationError) {
    try requireControllable(.finishAnimation)
    let mark = changeMark
    try playback.machine.finish()
    let before = settle(at: position)
    playback.startDelay = .zero
    didChange(since: mark)
    for run in before { run() }
    playback.takeCompletions().run(at: position)
  }

  /// The running player reached the end of its run (``EngineClient/engineComplete()``): it pauses
  /// there when `pausing` says so or a `play(to:)` target stopped it, and completes otherwise.
  ///
  /// - Parameters:
  ///   - mark: What the observers saw before the run ended.
  ///   - pausing: Whether the player pauses at its end (`pausesOnCompletion`).
  func coreReachEnd(since mark: ChangeMark, pausing: Bool) {
    let target = playback.playhead.target
    let pauses = pausing || stopTarget != nil
    stopTarget = nil
    switch playback.machine.reachEnd(pausesOnCompletion: pauses) {
    case .pause:
      playback.playhead.freeze(at: target)
      engine.unregister(self)
      showPausedAtEnd(target)
      didChange(since: mark)
    case .complete:
      playback.playhead.freeze(at: target)
      engine.unregister(self)
      let (position, before) = settleAtEnd(target)
      playback.startDelay = .zero
      didChange(since: mark)
      for run in before { run() }
      playback.takeCompletions().run(at: position)
    }
  }
}

/// A player that can also be scrubbed, reversed and restarted: every player. (A ``SpringAnimation``,
/// a ``DecayAnimation`` and a ``TimelineFling`` run forwards only: their `setReversed(_:)` refuses
/// `true` before it reaches ``coreSetReversed(_:)``, so their ``showStoredDirection()`` and
/// ``turnAround()`` are never called.)
protocol ScrubbableFrontEnd: PlaybackFrontEnd {
  /// Shows a paused player at `fraction` (in `0...1`) along its current direction.
  func showFraction(_ fraction: Double)
  /// A direction change was stored for the next start: shows what it changes now, if anything.
  func showStoredDirection()
  /// Turns a running player around where it is.
  func turnAround()
  /// Goes back to the start of the run (the end, when playing backwards) for `restart()`: moves
  /// there unless `activated` (then it is there already); returns how long to wait before moving.
  func rewind(activated: Bool, includeDelay: Bool) -> Duration
}

extension ScrubbableFrontEnd {
  /// `setFractionComplete(_:)`: scrubs a paused player, makes an inactive one paused there,
  /// ignores the value while running.
  func coreSetFractionComplete(_ fraction: Double) throws(AnimationError) {
    guard !fraction.isNaN else {
      throw .invalidArgument(parameter: "fractionComplete", value: "\(fraction)", requirement: .unitInterval)
    }
    try requireControllable(.setFractionComplete)
    let mark = changeMark
    let activation = try activationIfInactive()
    switch try answer(activation, { machine throws(AnimationError) in try machine.setFractionComplete() }) {
    case .activate:
      if let activation { makeRun(activation, paused: true) }
    case .scrub:
      break
    case .ignored:
      return
    }
    showFraction(min(max(fraction, 0), 1))
    didChange(since: mark)
    withExtendedLifetime(activation) {}
  }

  /// `setReversed(_:)`: stores the direction for the next start, or turns a running player around.
  func coreSetReversed(_ reversed: Bool) throws(AnimationError) {
    try requireControllable(.setReversed)
    let mark = changeMark
    switch try playback.machine.setReversed(reversed) {
    case .stored:
      showStoredDirection()
    case .turnAround:
      stopTarget = nil
      turnAround()
      engine.noteTouched(self)
    case .none:
      return
    }
    didChange(since: mark)
  }

  /// `restart(includeDelay:)`: back to the start of the run and running, in every state but
  /// stopped.
  func coreRestart(includeDelay: Bool) throws(AnimationError) {
    try requireControllable(.restart)
    let mark = changeMark
    let activation = try activationIfInactive()
    let outcome = try answer(activation) { machine throws(AnimationError) in try machine.restart() }
    if outcome == .activate, let activation { makeRun(activation, paused: false) }
    stopTarget = nil
    let delay = rewind(activated: outcome == .activate, includeDelay: includeDelay)
    run(fromCurrentPointAt: engine.currentTime + delay)
    engine.noteTouched(self)
    didChange(since: mark)
    withExtendedLifetime(activation) {}
  }
}
