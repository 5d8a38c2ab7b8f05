/// The timing of the last animator made on an engine, resolved: games and tools make thousands of
/// animators with the same timing, which then share one resolution (a spring fit is costly) and
/// one copy of their curve. It keeps that one timing (a custom curve's closure included) alive
/// until another replaces it. Each engine keeps one (``AnimationEngine/attachment(_:)``).
final class TimingResolutionCache {
  private var last: (parameters: TimingParameters, duration: Double, curve: TimingCurve, resolved: Double)?

  /// `parameters.resolved(duration:)`, remembered for the next animator with the same timing.
  ///
  /// - Returns: Parameters equal to `parameters` (the remembered copy, when they match), the unit
  ///   curve and the effective duration.
  func resolve(
    _ parameters: TimingParameters, duration: Double
  ) -> (parameters: TimingParameters, curve: TimingCurve, duration: Double) {
    if let last, last.duration == duration, last.parameters == parameters {
      return (last.parameters, last.curve, last.resolved)
    }
    let resolved = parameters.resolved(duration: duration)
    last = (parameters, duration, resolved.curve, resolved.duration)
    return (parameters, resolved.curve, resolved.duration)
  }
}

extension AnimationEngine {
  /// `parameters.resolved(duration:)` through the engine's ``TimingResolutionCache``.
  func resolve(
    _ parameters: TimingParameters, duration: Double
  ) -> (parameters: TimingParameters, curve: TimingCurve, duration: Double) {
    attachment(TimingResolutionCache.init).resolve(parameters, duration: duration)
  }
}
