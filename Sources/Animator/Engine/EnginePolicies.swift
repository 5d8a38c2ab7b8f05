/// What an ``AnimationEngine`` does with a frame that took much longer than usual: a stall, a
/// debugger stop, a machine waking from sleep.
///
/// ```swift
/// engine.longFramePolicy = .lagSmoothing(threshold: .milliseconds(500), adjustedLag: .milliseconds(33))
/// ```
///
/// The policy changes how much *engine time* a tick adds, so it applies to every animation of the
/// engine alike, and animations stay pure functions of engine time.
public enum LongFramePolicy: Hashable, Sendable {
  /// Follow the clock: a 2-second stall moves every animation 2 seconds on, so animations stay in
  /// step with real time (Core Animation's behaviour). The default.
  case followClock
  /// Never advance more than `maximum` in one tick: after a stall, animations carry on from where
  /// they were, lagging real time by the rest.
  case clamp(maximum: Duration)
  /// GSAP's lag smoothing: a tick longer than `threshold` advances only `adjustedLag`; shorter ticks
  /// advance by their real length.
  case lagSmoothing(threshold: Duration, adjustedLag: Duration)

  /// The engine time a tick of `delta` adds under this policy.
  func engineDelta(for delta: Duration) -> Duration {
    switch self {
    case .followClock:
      return delta
    case .clamp(let maximum):
      return min(delta, max(maximum, .zero))
    case .lagSmoothing(let threshold, let adjustedLag):
      return delta > threshold ? max(adjustedLag, .zero) : delta
    }
  }
}

/// Whether an engine honours a request for reduced motion.
///
/// ```swift
/// engine.reducedMotion = .always            // e.g. in UI tests
/// engine.reducedMotion = .system { UIAccessibility.isReduceMotionEnabled }
/// ```
///
/// While reduced motion is in effect, animations started on the engine are replaced by the
/// engine's ``AnimationEngine/reducedMotionSubstitution``. Animations already running carry on.
public enum ReducedMotion: Sendable {
  /// Animations run as written. The default.
  case never
  /// Every animation started is substituted.
  case always
  /// Ask the platform each time an animation starts: the closure returns whether the user has asked
  /// for reduced motion (for example `UIAccessibility.isReduceMotionEnabled` on iOS, or a setting
  /// of your own on Linux, which has no system-wide one).
  case system(@Sendable () -> Bool)

  /// Whether motion is reduced right now.
  var isActive: Bool {
    switch self {
    case .never: false
    case .always: true
    case .system(let query): query()
    }
  }
}

/// What an animation started under reduced motion does instead.
public enum ReducedMotionSubstitution: Hashable, Sendable {
  /// The animation completes at once, on the next tick, with its values at their end: a change
  /// without motion. Completions run as usual, with ``AnimatingPosition/end``.
  case instant
  /// The animation runs for `duration` (at most its own duration) on a linear curve: a short
  /// cross-fade between the start and end values, with no overshoot or bounce.
  case crossFade(duration: Duration)
}
