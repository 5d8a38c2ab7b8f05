/// A ``SpringAnimation``'s playback: local time in seconds since the run started (pauses
/// excluded), from 0 with no upper bound; ``SpringAnimationEvent``s.
enum SpringPlayback: PlaybackKind {
  typealias Event = SpringAnimationEvent
  static var lower: Double { 0 }
  static var upper: Double { .infinity }
}

/// What the observers of a ``SpringAnimation`` receive.
public enum SpringAnimationEvent: Hashable, Sendable {
  /// ``SpringAnimation/state`` changed to the given state.
  case state(AnimatingState)
  /// ``SpringAnimation/isRunning`` changed to the given value.
  case isRunning(Bool)
  /// The spring was retargeted at the given local time, in seconds since its run started.
  case retargeted(at: Double)
}
