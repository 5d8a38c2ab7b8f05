/// A ``DecayAnimation``'s playback: local time in seconds since the run started (pauses excluded),
/// from 0 with no upper bound; ``DecayAnimationEvent``s.
enum DecayPlayback: PlaybackKind {
  typealias Event = DecayAnimationEvent
  static var lower: Double { 0 }
  static var upper: Double { .infinity }
}

/// What the observers of a ``DecayAnimation`` receive.
public enum DecayAnimationEvent: Hashable, Sendable {
  /// ``DecayAnimation/state`` changed to the given state.
  case state(AnimatingState)
  /// ``DecayAnimation/isRunning`` changed to the given value.
  case isRunning(Bool)
}
