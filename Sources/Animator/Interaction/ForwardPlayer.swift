/// What ``SpringAnimation``, ``DecayAnimation`` and ``TimelineFling`` share: a player whose position
/// is its *local time* (seconds since the run started, pauses excluded) and which runs forwards
/// only, from 0 until the instant its run settles (``settlingInstant``).
///
/// The extension holds what is the same for all three and off the per-frame path: what their public
/// answers as players act through (each type's `Animating` extension forwards to it), publishing
/// state changes, and the ``ScrubbableFrontEnd`` hooks: a scrub moves the local time to that
/// fraction of ``settlingInstant``, a restart goes back to local time 0, and a run moves at one
/// second of local time per second (infinitely fast when the run was made under reduced motion:
/// it ends at the next tick, at its resting value, whatever the substitution, since a spring or a
/// momentum has no curve to cross-fade along). What runs every frame (showing a local time, the
/// engine's update) stays in each player.
protocol ForwardPlayer: ScrubbableFrontEnd
where Kind.Event: PlayerStateEvent, Kind.Event == Event, ChangeMark == PlayerSnapshot {
  /// What the player's observers receive.
  associatedtype Event: Sendable
  /// The local time at which the current run settles; 0 while no run has been made.
  var settlingInstant: Double { get }
  /// Shows the run at local time `time`, moving at `rate` local seconds per second (1 running, 0
  /// frozen). Each player has its own, on the per-frame path, so that it is called with no witness
  /// table.
  func show(at time: Double, rate: Double)
  /// Whether what the player moves went while it stood still or before its run was made, so that a
  /// run it starts ends at the engine's next tick.
  var hasLostTarget: Bool { get }
}

/// The events every ``ForwardPlayer`` reports: its state and whether it runs.
protocol PlayerStateEvent {
  /// The player's state changed to `state`.
  static func state(_ state: AnimatingState) -> Self
  /// Whether the player runs changed to `isRunning`.
  static func isRunning(_ isRunning: Bool) -> Self
}

extension SpringAnimationEvent: PlayerStateEvent {}
extension DecayAnimationEvent: PlayerStateEvent {}
extension TimelineFlingEvent: PlayerStateEvent {}

extension ForwardPlayer {
  /// The local time now.
  var localTime: Double { playback.playhead.position(atSeconds: engine.currentTime.inSeconds) }

  var snapshot: PlayerSnapshot { PlayerSnapshot(state: playback.machine.state, isRunning: playback.machine.isRunning) }

  func publishChanges(since before: PlayerSnapshot) {
    guard !playback.observers.isEmpty else { return }
    let after = snapshot
    if after.state != before.state { publish(.state(after.state)) }
    if after.isRunning != before.isRunning { publish(.isRunning(after.isRunning)) }
  }

  func publish(_ event: Kind.Event) {
    if EventObserver.deliver(event, to: playback.observers) { playback.forgetCancelledObservers() }
  }

  /// `fractionComplete`: the local time over ``settlingInstant``, in `0...1`; 0 while inactive, 1
  /// for a run that settles at once.
  var forwardFraction: Double {
    guard playback.machine.phase != .inactive else { return 0 }
    let settle = settlingInstant
    guard settle > 0 else { return 1 }
    return min(max(currentPosition / settle, 0), 1)
  }

  // What the players' public answers act through, beside ``PlaybackFrontEnd``'s actions.

  func keepCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    playback.completions.append(completion)
  }

  func addObserver(_ handler: @escaping (Event) -> Void) -> AnimationObservation {
    playback.observe(handler)
  }

  func makeEventStream() -> AsyncStream<Event> {
    playback.makeStream { $0 }
  }

  /// Sets the playhead moving from local time `time` at engine time `anchor` (later than now for a
  /// start delay), towards the instant the run settles, registers with the engine and shows the
  /// run now.
  func runForward(from time: Double, at anchor: Duration) {
    let settle = max(settlingInstant, time)
    let rate = playback.motionReduced ? Double.infinity : 1
    playback.playhead.move(from: time, at: anchor, rate: rate, target: settle)
    engine.register(self)
    if hasLostTarget { engine.targetLosses.hasNew = true }
    let motion = playback.playhead.motion(atSeconds: engine.currentTime.inSeconds)
    show(at: motion.position, rate: motion.velocity)
  }

  // The ``PlaybackFrontEnd`` and ``ScrubbableFrontEnd`` hooks the three players share.

  var changeMark: PlayerSnapshot { snapshot }

  func didChange(since mark: PlayerSnapshot) {
    publishChanges(since: mark)
  }

  var currentPosition: Double { localTime }

  func showFrozen(at time: Double) {
    show(at: time, rate: 0)
  }

  func showPausedAtEnd(_ target: Double) {
    show(at: target, rate: 0)
  }

  func run(fromCurrentPointAt anchor: Duration) {
    runForward(from: localTime, at: anchor)
  }

  /// A scrub moves the local time to `fraction` of ``settlingInstant``.
  func showFraction(_ fraction: Double) {
    let time = fraction * settlingInstant
    playback.playhead.freeze(at: time)
    show(at: time, rate: 0)
  }

  /// Never called: the direction never changes (the players' `setReversed(_:)` refuses `true`).
  func showStoredDirection() {}

  /// Never called: the direction never changes (the players' `setReversed(_:)` refuses `true`).
  func turnAround() {}

  /// Back to local time 0, the start of the run's recorded course; the delay the run started with
  /// is waited again with `includeDelay`, and forgotten otherwise.
  func rewind(activated: Bool, includeDelay: Bool) -> Duration {
    if !activated {
      engine.unregister(self)
      playback.playhead.freeze(at: 0)
      show(at: 0, rate: 0)
    }
    if !includeDelay { playback.startDelay = .zero }
    return playback.startDelay
  }

  func engineComplete() {
    coreReachEnd(since: snapshot, pausing: false)
  }

  /// Never, unless the player says otherwise: a fling or a graph moves what its timelines move,
  /// which end with their own targets.
  var hasLostTarget: Bool { false }
}
