/// What an animation started under reduced motion does instead.
public enum ReducedMotionSubstitution: Hashable, Sendable {
  /// The animation completes at once, on the next tick, with its values at their end: a change
  /// without motion. Completions run as usual, with ``AnimatingPosition/end``.
  case instant
  /// The animation runs for `duration` (at most its own duration) on a linear curve: a short
  /// cross-fade between the start and end values, with no overshoot or bounce.
  case crossFade(duration: Duration)
}
