/// The values that ``EffectTiming/sample(atLocalTime:intrinsicDuration:)`` computes for one local
/// time: the W3C timing calculations' intermediate results, `nil` where the specification says
/// *unresolved*.
public struct TimingSample: Hashable, Sendable {
  /// The phase the local time falls in.
  public var phase: TimingPhase
  /// Seconds into the active interval, or `nil` outside it when the fill does not cover it.
  public var activeTime: Double?
  /// Iterations completed plus the fraction of the current one (iteration start included).
  public var overallProgress: Double?
  /// Progress through the current iteration, 0 to 1, before the direction is applied.
  public var simpleIterationProgress: Double?
  /// Seconds into the current iteration, before the direction is applied: the simple iteration
  /// progress times the iteration duration (the time into the active interval for an infinite
  /// duration). It runs from 0 to the duration in every iteration, holds the duration through a
  /// repeat delay, and is the duration at the end of an active interval that ends on an iteration
  /// boundary.
  public var iterationTime: Double?
  /// The index of the current iteration (infinity after an infinite active interval).
  public var currentIteration: Double?
  /// Progress through the current iteration after the direction is applied.
  public var directedProgress: Double?
  /// ``directedProgress`` through the easing curve: what a tween shows.
  ///
  /// Computed as web-animations-1 "Calculating the transformed progress" says, with the easing's
  /// ``TimingCurve/unclampedValue(at:beforeFlag:)`` and the before flag set in the before phase of a
  /// forwards iteration and in the after phase of a backwards one (``isBeforeFlagSet``).
  public var transformedProgress: Double?
  /// Whether the current iteration plays backwards.
  public var isReversedIteration: Bool

  /// CSS Easing's before flag for this sample: set when the progress is resolved and the phase is
  /// ``TimingPhase/before`` with the current iteration playing forwards, or ``TimingPhase/after``
  /// with it playing backwards (web-animations-1, "Calculating the transformed progress"). Only
  /// steps read it: at a step boundary they show the step below, so that `steps(n, jump-start)`
  /// shows 0 during a delay.
  public var isBeforeFlagSet: Bool {
    directedProgress != nil && (isReversedIteration ? phase == .after : phase == .before)
  }
}
