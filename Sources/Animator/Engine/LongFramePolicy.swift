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
