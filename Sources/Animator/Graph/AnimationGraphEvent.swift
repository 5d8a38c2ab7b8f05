/// What the observers of an ``AnimationGraph`` receive. Times are the graph's local time in
/// seconds, the exact instants things happened at, whatever the ticks.
public enum AnimationGraphEvent: Hashable, Sendable {
  /// ``AnimationGraph/state`` changed to the given state.
  case state(AnimatingState)
  /// ``AnimationGraph/isRunning`` changed to the given value.
  case isRunning(Bool)
  /// The named node became the current node at the time given: at the start, through a
  /// transition, or through ``AnimationGraph/enter(_:blend:)``. Godot's `state_started`.
  case nodeEntered(String, time: Double)
  /// The named node stopped being shown at the time given: its weight reached 0. That is when a
  /// transition or ``AnimationGraph/enter(_:blend:)`` leaves it with no blend or with an
  /// inertialization (before the target's ``nodeEntered(_:time:)``), when the cross-fade that
  /// leaves it ends (before ``transitionEnded(from:to:time:)``), when a scrub ends that
  /// cross-fade, and when the graph completes with it current. Godot's `state_finished`.
  case nodeExited(String, time: Double)
  /// A transition from one node to another started at the time given.
  case transitionStarted(from: String, to: String, time: Double)
  /// A transition's blend ended (or was interrupted by another transition) at the time given; a
  /// transition with no blend ends as it starts.
  case transitionEnded(from: String, to: String, time: Double)
  /// The run completed at the time given: the current node has no transition out of it and
  /// reached its end. Reported after that node's ``nodeExited(_:time:)`` and before the state
  /// changes to ``AnimatingState/inactive``.
  case completed(time: Double)
}

extension AnimationGraphEvent: PlayerStateEvent {}
