/// What ``SpringAnimation`` and ``DecayAnimation`` share: a player over the playback core that
/// holds one layer on one property, through a block whose progress is its local time, and reads
/// its course (a class shared with that layer) at the time it shows.
///
/// The extension holds the plumbing that is the same for both and off the per-frame path: letting
/// the property go, publishing state changes, and the ``PlaybackFrontEnd`` hooks with which the
/// shared actions stop the player and end a run that reached its end. What runs every frame
/// (showing a local time, the engine's update and slot) stays in each player, so that it is reached
/// with no witness table and no copy of the playback state.
protocol PropertyPlayer: PlaybackFrontEnd where Kind.Event: PlayerStateEvent, ChangeMark == PlayerSnapshot {
  associatedtype Value: Animatable where Value.AnimatableData: ComponentwiseArithmetic
  associatedtype Course: PlayerCourse
  /// The property the player drives.
  var property: AnimatedProperty<Value> { get }
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
    try coreStop(withoutFinishing: withoutFinishing)
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
    coreReachEnd(since: snapshot, pausing: false)
  }

  // The ``PlaybackFrontEnd`` hooks both players share.

  /// Always controllable: no timeline holds the player, and it runs no user block.
  func requireControllable(_ action: AnimationAction) throws(AnimationError) {}

  var changeMark: PlayerSnapshot { snapshot }

  func didChange(since mark: PlayerSnapshot) {
    publishChanges(since: mark)
  }

  var currentPosition: Double { localTime }

  func showFrozen(at time: Double) {
    show(at: time, rate: 0)
  }

  /// The property keeps the value it shows; the run is over either way.
  func leaveShown(withoutFinishing: Bool) {
    leaveProperty(showing: property.presentationValue)
  }

  func showPausedAtEnd(_ target: Double) {
    show(at: target, rate: 0)
  }

  /// A run that settles ends at ``AnimatingPosition/end``, the property at ``settledValue``.
  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
    leaveProperty(showing: settledValue)
    return (.end, [])
  }
}
