/// What the observers of an ``AnimationGraph`` receive. Times are the graph's local time in
/// seconds, the exact instants things happened at, whatever the ticks.
public enum AnimationGraphEvent: Hashable, Sendable {
  /// ``AnimationGraph/state`` changed to the given state.
  case state(AnimatingState)
  /// ``AnimationGraph/isRunning`` changed to the given value.
  case isRunning(Bool)
  /// The named node became the current node at the time given.
  case nodeEntered(String, time: Double)
  /// A transition from one node to another started at the time given.
  case transitionStarted(from: String, to: String, time: Double)
  /// A transition's blend ended (or was interrupted by another transition) at the time given; a
  /// transition with no blend ends as it starts.
  case transitionEnded(from: String, to: String, time: Double)
}

extension AnimationGraphEvent: PlayerStateEvent {}
