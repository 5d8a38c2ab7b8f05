extension PropertyAnimator {
  /// The timing an animator is made with, resolved: its parameters, unit curve and duration, which
  /// never change after `init`. Animators made alike on one engine share one (``Cache``), so that
  /// each stores a pointer instead of a copy of it; no tick reads it.
  final class BaseTiming {
    /// The duration asked for, at least zero: with ``parameters``, what another animator must ask
    /// for to share this timing.
    let requested: Duration
    /// The timing parameters, resolved.
    let parameters: TimingParameters
    /// The unit curve the parameters give.
    let curve: TimingCurve
    /// The length of a run in seconds: the duration asked for or a spring's settling duration.
    let seconds: Double
    /// The length of a run, exactly.
    let duration: Duration
    /// The unit-time rate of a run: one ``duration`` for the whole unit time.
    let rate: Double

    /// Resolves `parameters` for a run of `duration` on `engine` (through its
    /// ``TimingResolutionCache``).
    init(duration: Duration, parameters: TimingParameters, engine: AnimationEngine) {
      requested = max(duration, .zero)
      let requestedSeconds = requested.inSeconds
      let resolved = engine.resolve(parameters, duration: min(requestedSeconds, AnimationEngine.maximumSeconds))
      self.parameters = resolved.parameters
      curve = resolved.curve
      // A spring's own settling duration can be astronomically long: keep it within what the
      // engine counts, as a requested duration is (`.seconds(_:)` traps past Duration's range).
      let seconds = min(resolved.duration, AnimationEngine.maximumSeconds)
      self.seconds = seconds
      self.duration = seconds == requestedSeconds ? requested : .seconds(seconds)
      rate = seconds > 0 ? 1 / seconds : .infinity
    }

    /// The timing of the last animator made on an engine, for the next one made alike. Each engine
    /// keeps one (``AnimationEngine/attachment(_:)``).
    final class Cache {
      private var last: BaseTiming?

      /// The timing for a run of `duration` with `parameters`: the last one made, when it was
      /// asked for alike, a new one otherwise.
      func timing(duration: Duration, parameters: TimingParameters, engine: AnimationEngine) -> BaseTiming {
        if let last, last.requested == max(duration, .zero), last.parameters == parameters { return last }
        let made = BaseTiming(duration: duration, parameters: parameters, engine: engine)
        last = made
        return made
      }
    }
  }
}
