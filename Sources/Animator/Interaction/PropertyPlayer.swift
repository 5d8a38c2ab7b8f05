/// What ``SpringAnimation`` and ``DecayAnimation`` share: a player over the playback core that
/// holds one layer on one property, through a block whose progress is its local time, and reads
/// its course (a class shared with that layer) at the time it shows.
///
/// The extension holds the plumbing that is the same for both and off the per-frame path: letting
/// the property go, stopping, publishing state changes and ending a run that reached its end. What
/// runs every frame (showing a local time, the engine's update and slot) stays in each player, so
/// that it is reached with no witness table and no copy of the playback state.
protocol PropertyPlayer: EngineClient {
  associatedtype Value: Animatable where Value.AnimatableData: ComponentwiseArithmetic
  associatedtype Kind: PlaybackKind where Kind.Event: PlayerStateEvent
  associatedtype Course: PlayerCourse
  /// The playing state.
  var playback: Playback<Kind> { get set }
  /// The property the player drives.
  var property: AnimatedProperty<Value> { get }
  /// The engine that runs the player.
  var engine: AnimationEngine { get }
  /// The block whose one layer the player holds on the property.
  var block: AnimationBlock { get }
  /// The course the layer reads.
  var course: Course { get }
  /// The value the property is left at when the run reaches its end.
  var settledValue: Value { get }
  /// Shows the run at local time `time`, moving at `rate` (1 running, 0 frozen). Each player has
  /// its own, on the per-frame path, so that it is called with no witness table.
  func show(at time: Double, rate: Double)
}

/// The course a ``PropertyPlayer``'s layer reads: the local time shown, and whether it has ended.
protocol PlayerCourse: AnyObject {
  /// Whether the run has ended: the layer then contributes nothing.
  var isSettled: Bool { get set }
}

/// The events every ``PropertyPlayer`` reports: its state and whether it runs.
protocol PlayerStateEvent {
  /// The player's state changed to `state`.
  static func state(_ state: AnimatingState) -> Self
  /// Whether the player runs changed to `isRunning`.
  static func isRunning(_ isRunning: Bool) -> Self
}

extension SpringAnimationEvent: PlayerStateEvent {}
extension DecayAnimationEvent: PlayerStateEvent {}

/// A player's state and whether it runs, to publish what changed.
struct PlayerSnapshot: Equatable {
  var state: AnimatingState
  var isRunning: Bool
}

extension PropertyPlayer {
  /// Ends the layer and leaves the property's model at `value`.
  func leaveProperty(showing value: Value) {
    course.isSettled = true
    for property in block.properties { property.end(block, atWeight: 0) }
    block.properties.removeAll()
    self.property.setModelKeepingLayers(value)
  }

  /// The local time now.
  var localTime: Double { playback.playhead.position(atSeconds: engine.currentTime.inSeconds) }

  /// Stops where it is (``SpringAnimation/stopAnimation(_:)``, ``DecayAnimation/stopAnimation(_:)``).
  func stopPlaying(withoutFinishing: Bool) throws(AnimationError) {
    let before = snapshot
    let time = localTime
    try playback.machine.stop(withoutFinishing: withoutFinishing)
    engine.unregister(self)
    playback.playhead.freeze(at: time)
    show(at: time, rate: 0)
    leaveProperty(showing: property.presentationValue)
    var waiters: [CheckedContinuation<AnimatingPosition?, Never>] = []
    if withoutFinishing {
      playback.completions.removeAll()
      waiters = playback.takeWaiters()
    }
    publishChanges(since: before)
    for waiter in waiters { waiter.resume(returning: nil) }
  }

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

  func engineComplete() {
    let before = snapshot
    _ = playback.machine.reachEnd(pausesOnCompletion: false)
    playback.playhead.freeze(at: playback.playhead.target)
    engine.unregister(self)
    leaveProperty(showing: settledValue)
    publishChanges(since: before)
    playback.takeCompletions().run(at: .end)
  }
}
