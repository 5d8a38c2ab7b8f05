/// A change of an animator's observable state, as UIKit users observe with key-value observing.
public enum AnimatorEvent: Hashable, Sendable {
  /// ``PropertyAnimator/state`` changed to the given state.
  case state(AnimatingState)
  /// ``PropertyAnimator/isRunning`` changed to the given value. With
  /// ``PropertyAnimator/pausesOnCompletion``, the end of a run is signalled only by this turning
  /// `false`.
  case isRunning(Bool)
  /// ``PropertyAnimator/isReversed`` changed to the given value.
  case isReversed(Bool)
  /// ``PropertyAnimator/fractionComplete`` changed to the given value: on every tick while
  /// running, and on scrubbing.
  case fractionComplete(Double)
}

extension PropertyAnimator {
  /// Calls `handler` with every change of ``state``, ``isRunning``, ``isReversed`` and
  /// ``fractionComplete``, after the change, until the returned observation is cancelled or
  /// released.
  ///
  /// ```swift
  /// let observation = animator.observe { event in
  ///   if event == .isRunning(false) { print("paused at the end") }
  /// }
  /// ```
  ///
  /// Events of one action arrive in the order state, isRunning, isReversed, fractionComplete.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (AnimatorEvent) -> Void) -> AnimationObservation {
    playback.observe(handler)
  }

  /// The changes of ``state``, ``isRunning``, ``isReversed`` and ``fractionComplete`` as an
  /// asynchronous sequence, from now on.
  ///
  /// The stream buffers the newest 256 events. It ends when the consuming task stops iterating or
  /// the animator is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<AnimatorEvent> {
    playback.makeStream { $0 }
  }

  struct Snapshot: Equatable {
    var state: AnimatingState
    var isRunning: Bool
    var isReversed: Bool
    var fractionComplete: Double
  }

  var snapshot: Snapshot {
    Snapshot(
      state: playback.machine.state, isRunning: playback.machine.isRunning, isReversed: playback.machine.isReversed,
      fractionComplete: currentFractionComplete)
  }

  /// What an action compares with after it has changed the animator: the ``snapshot`` before it,
  /// or `nil` when nobody observes the animator, which spares every start and end of an
  /// unobserved animator the snapshot. An observer added during an action (by a sink) hears
  /// from the next action on.
  var changeMark: Snapshot? { playback.observers.isEmpty ? nil : snapshot }

  /// Tells the observers what changed since `before` (``changeMark``).
  func publishChanges(since before: Snapshot?) {
    checkInvariants()
    guard let before, !playback.observers.isEmpty else { return }
    let after = snapshot
    if after.state != before.state { publish(.state(after.state)) }
    if after.isRunning != before.isRunning { publish(.isRunning(after.isRunning)) }
    if after.isReversed != before.isReversed { publish(.isReversed(after.isReversed)) }
    if after.fractionComplete != before.fractionComplete { publish(.fractionComplete(after.fractionComplete)) }
  }

  func publish(_ event: AnimatorEvent) {
    if EventObserver.deliver(event, to: playback.observers) { playback.forgetCancelledObservers() }
  }
}
