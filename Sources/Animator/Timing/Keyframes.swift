/// A path through several values over unit time, as Core Animation's `CAKeyframeAnimation`: values,
/// the key times at which they are reached, a timing curve for each segment between them, and a
/// calculation mode.
///
/// Seed 002's mask grows from 60 to 50 to 2000 points, easing in and out over the first half and out
/// over the second, in one value:
///
/// ```swift
/// let mask = try Keyframes(
///   values: [Rect2D(x: 0, y: 0, width: 60, height: 60),
///            Rect2D(x: 0, y: 0, width: 50, height: 50),
///            Rect2D(x: 0, y: 0, width: 2000, height: 2000)],
///   keyTimes: [0, 0.5, 1],
///   timingCurves: [.easeInOut, .easeOut])
/// mask.value(at: 0.25)   // 55 × 55: halfway through the symmetric first segment
/// ```
///
/// Keyframes live in unit time: the animation that plays them supplies the duration, and divides
/// ``velocity(at:)`` by it for a velocity per second. Values are interpolated through their
/// ``Animatable/animatableData``, so any ``Animatable`` value can be keyframed.
///
/// A keyframe value is exactly the given value at its key time: `value(at: keyTimes[i])` returns
/// `values[i]` itself (for ``KeyframeCalculationMode/Kind/discrete``, `values[i]` from `keyTimes[i]`
/// on), as long as the segment's curve starts at 0 and ends at 1, as every curve does except a
/// staircase (``TimingCurve/steps(_:position:)``) that jumps at its start and custom functions that choose otherwise. Where two key times
/// are equal the value jumps: at that time the later keyframe applies.
public struct Keyframes<Value: Animatable & Sendable>: Sendable {
  /// The keyframe values, in order.
  public let values: [Value]

  /// The key times in use, ascending in `0...1`: the ones given, evenly spaced ones if none were
  /// given, or, for the paced modes, ones computed from the distances between the values.
  ///
  /// One per value, from 0 to 1; for ``KeyframeCalculationMode/Kind/discrete`` one more than the
  /// values, each value lasting from its key time to the next.
  public let keyTimes: [Double]

  /// The timing curve of each segment (from `values[i]` to `values[i + 1]`), or `nil` for linear
  /// timing in every segment. Always `nil` for the paced modes, which ignore curves.
  public let timingCurves: [TimingCurve]?

  /// How values between the keyframes are computed.
  public let calculationMode: KeyframeCalculationMode

  /// The values' animatable data.
  let points: [Value.AnimatableData]
  /// For the cubic modes, the spline's velocity (per unit time) leaving each keyframe.
  let outgoing: [Value.AnimatableData]
  /// For the cubic modes, the spline's velocity (per unit time) arriving at each keyframe.
  let incoming: [Value.AnimatableData]
  /// For keyframes along a path (`Keyframes+Path.swift`): the value and velocity at a progress,
  /// which take the place of the values'.
  var pathEvaluation: (@Sendable (Double) -> (Value, Value.AnimatableData))?
  /// The path motion behind ``pathEvaluation``, for keyframes of points.
  var pathBox: PathMotionBox?

  /// Makes keyframes, checking every array against the others and the mode.
  ///
  /// ```swift
  /// let blink = try Keyframes(values: [1.0, 0, 1], keyTimes: [0, 0.1, 0.2, 1], calculationMode: .discrete)
  /// ```
  ///
  /// - Parameters:
  ///   - values: The keyframe values, at least one; their animatable data must be finite.
  ///   - keyTimes: When each value is reached, ascending (equal neighbours are allowed) in `0...1`.
  ///     For ``KeyframeCalculationMode/linear`` and ``KeyframeCalculationMode/cubic``: one per value,
  ///     the first 0 and the last 1. For ``KeyframeCalculationMode/discrete``: one more than the
  ///     values; before the first key time the first value shows, from the last the last value.
  ///     `nil` spaces them evenly. Ignored by the paced modes.
  ///   - timingCurves: One curve per segment (one fewer than the values), applied to the time within
  ///     the segment; `nil` (the default) for linear timing in every segment, as Core Animation's
  ///     `CAKeyframeAnimation` has it: the animation that plays the keyframes gives the easing of
  ///     the whole. Ignored by the paced modes; allowed but without effect for
  ///     ``KeyframeCalculationMode/discrete``.
  ///   - calculationMode: How to compute values between keyframes.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   - `"values"` when it is empty (``AnimationError/Requirement/atLeast(count:)``), or when, in a
  ///     paced mode, the distances between the values overflow;
  ///   - `"values[i]"` for a value whose animatable data is not finite;
  ///   - `"keyTimes"` or `"timingCurves"` for an array of the wrong length
  ///     (``AnimationError/Requirement/count(_:)``, with the count as the value);
  ///   - `"keyTimes[i]"` for a key time that is not finite, outside `0...1`, smaller than the one
  ///     before it (``AnimationError/Requirement/ascending``), or a first key time other than 0 or a
  ///     last one other than 1 in the linear and cubic modes
  ///     (``AnimationError/Requirement/spansUnitInterval``);
  ///   - `"tension"`, `"continuity"` or `"bias"` when a spline parameter is not finite.
  /// - Complexity: O(n) for n values.
  public init(
    values: [Value],
    keyTimes: [Double]? = nil,
    timingCurves: [TimingCurve]? = nil,
    calculationMode: KeyframeCalculationMode = .linear
  ) throws(AnimationError) {
    guard !values.isEmpty else {
      throw .invalidArgument(parameter: "values", value: "[]", requirement: .atLeast(count: 1))
    }
    try AnimationError.requireFinite(calculationMode.tension, "tension")
    try AnimationError.requireFinite(calculationMode.continuity, "continuity")
    try AnimationError.requireFinite(calculationMode.bias, "bias")
    let points = values.map(\.animatableData)
    // `x - x` is zero for finite data and NaN for data with a NaN or an infinity, without the
    // overflow that `magnitudeSquared` of large finite data would risk.
    for (index, point) in points.enumerated() where (point - point).magnitudeSquared != 0 {
      throw .invalidArgument(parameter: "values[\(index)]", value: "\(values[index])", requirement: .finite)
    }

    let count = values.count
    let times: [Double]
    if calculationMode.isPaced {
      times = try Self.pacedKeyTimes(points)
      self.timingCurves = nil
    } else {
      let discrete = calculationMode.kind == .discrete
      let expected = discrete ? count + 1 : count
      if let keyTimes {
        guard keyTimes.count == expected else {
          throw .invalidArgument(
            parameter: "keyTimes", value: "\(keyTimes.count) elements", requirement: .count(expected))
        }
        try Self.validate(keyTimes, spansUnitInterval: !discrete)
        times = keyTimes
      } else {
        times = Self.evenlySpaced(expected)
      }
      if let timingCurves, timingCurves.count != count - 1 {
        throw .invalidArgument(
          parameter: "timingCurves", value: "\(timingCurves.count) elements", requirement: .count(count - 1))
      }
      self.timingCurves = timingCurves
    }

    self.values = values
    self.keyTimes = times
    self.calculationMode = calculationMode
    self.points = points
    if calculationMode.isCubic {
      (outgoing, incoming) = Self.splineVelocities(points, times, calculationMode)
    } else {
      (outgoing, incoming) = ([], [])
    }
  }

  /// `count` times from 0 to 1 in equal steps (just `[0]` for one).
  private static func evenlySpaced(_ count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// Checks key times given by the caller.
  private static func validate(_ keyTimes: [Double], spansUnitInterval: Bool) throws(AnimationError) {
    for (index, time) in keyTimes.enumerated() {
      let name = "keyTimes[\(index)]"
      try AnimationError.requireFinite(time, name)
      guard (0...1).contains(time) else {
        throw .invalidArgument(parameter: name, value: "\(time)", requirement: .unitInterval)
      }
      if index > 0, time < keyTimes[index - 1] {
        throw .invalidArgument(parameter: name, value: "\(time)", requirement: .ascending)
      }
    }
    guard spansUnitInterval, keyTimes.count > 1, let first = keyTimes.first, let last = keyTimes.last else { return }
    if first != 0 {
      throw .invalidArgument(parameter: "keyTimes[0]", value: "\(first)", requirement: .spansUnitInterval)
    }
    if last != 1 {
      throw .invalidArgument(
        parameter: "keyTimes[\(keyTimes.count - 1)]", value: "\(last)", requirement: .spansUnitInterval)
    }
  }

  /// Key times proportional to the distance travelled: `keyTimes[i]` is the length of the polyline
  /// through the first `i + 1` points over its whole length (evenly spaced if all points coincide).
  private static func pacedKeyTimes(_ points: [Value.AnimatableData]) throws(AnimationError) -> [Double] {
    guard points.count > 1 else { return [0] }
    var cumulative = [0.0]
    cumulative.reserveCapacity(points.count)
    for index in 1..<points.count {
      cumulative.append(cumulative[index - 1] + (points[index] - points[index - 1]).magnitudeSquared.squareRoot())
    }
    let total = cumulative[points.count - 1]
    guard total.isFinite else {
      throw .invalidArgument(
        parameter: "values", value: "\(points.count) values",
        requirement: .other("values whose distances from one to the next are finite"))
    }
    guard total > 0 else { return evenlySpaced(points.count) }
    var times = cumulative.map { $0 / total }
    times[points.count - 1] = 1
    return times
  }

  // MARK: - Evaluation

  /// The value at unit time `progress`.
  ///
  /// A progress outside `0...1` (an overshooting curve upstream, as a Web Animations effect easing
  /// can be) continues the first or the last segment, as web-animations-1 "The effect value of a
  /// keyframe effect" does: the segment's curve is evaluated beyond its ends with
  /// ``TimingCurve/unclampedValue(at:beforeFlag:)`` and the values are interpolated (or the spline
  /// followed) with that parameter. Where several keyframes share key time 0 (or 1), a progress
  /// below 0 (at or above 1) shows the first (last) of them. ``KeyframeCalculationMode/Kind/discrete``
  /// keyframes hold their first and last values.
  ///
  /// - Parameter progress: How far through the animation; any number, NaN treated as 0. Infinite
  ///   progress is treated as 0 or 1.
  /// - Returns: The interpolated value; exactly `values[i]` at `keyTimes[i]` (see the type's
  ///   discussion for the curves that do not start at 0).
  /// - Complexity: O(log n) to find the segment, then O(1) operations on the animatable data.
  public func value(at progress: Double) -> Value {
    if let pathEvaluation { return pathEvaluation(progress).0 }
    let t = Self.normalised(progress)
    let count = values.count
    guard count > 1 else { return values[0] }
    if calculationMode.kind == .discrete { return values[segment(containing: t, among: count)] }

    let index = segment(containing: t, among: count - 1)
    guard let (local, duration) = localTime(t, in: index) else {
      // A segment of length zero: before it the keyframe it starts at, from it the one it ends at.
      return t < keyTimes[index] ? values[index] : values[index + 1]
    }
    let eased = timingCurves?[index].unclampedValue(at: local) ?? local
    if eased == 0 { return values[index] }
    if eased == 1 { return values[index + 1] }
    let delta = points[index + 1] - points[index]
    var data: Value.AnimatableData
    if calculationMode.isCubic {
      data = Self.hermite(points[index], delta, outgoing[index], incoming[index + 1], duration, eased)
    } else {
      data = points[index] + delta.scaled(by: eased)
    }
    var result = values[index]
    result.animatableData = data
    return result
  }

  /// The derivative of ``value(at:)`` in animatable data: change per unit time.
  ///
  /// At a key time the velocity is the one of the segment that starts there (the velocity at 1 is
  /// the last segment's). Beyond `0...1` it is the derivative of the extended first or last segment.
  /// Discrete keyframes and a single value have zero velocity.
  ///
  /// - Parameter progress: How far through the animation; any number, NaN treated as 0, infinite
  ///   progress as 0 or 1.
  /// - Returns: The rate of change of the value's animatable data per unit time.
  /// - Complexity: O(log n) to find the segment, then O(1) operations on the animatable data.
  public func velocity(at progress: Double) -> Value.AnimatableData {
    if let pathEvaluation { return pathEvaluation(progress).1 }
    let t = Self.normalised(progress)
    let count = values.count
    guard count > 1, calculationMode.kind != .discrete else { return .zero }
    let index = segment(containing: t, among: count - 1)
    guard let (local, duration) = localTime(t, in: index) else { return .zero }
    let eased = timingCurves?[index].unclampedValue(at: local) ?? local
    let rate = (timingCurves?[index].unclampedVelocity(at: local) ?? 1) / duration
    let delta = points[index + 1] - points[index]
    if calculationMode.isCubic {
      let slope = Self.hermiteDerivative(delta, outgoing[index], incoming[index + 1], duration, eased)
      return slope.scaled(by: rate)
    }
    return delta.scaled(by: rate)
  }

  /// `progress` with NaN read as 0 and the infinities as the nearest end, so that no segment is
  /// extended infinitely far.
  private static func normalised(_ progress: Double) -> Double {
    if progress.isFinite { return progress }
    return progress == .infinity ? 1 : 0
  }

  /// The last segment among the first `segments` whose key time is at or before `t` (0 if none).
  private func segment(containing t: Double, among segments: Int) -> Int {
    var low = 0
    var high = segments - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if keyTimes[middle] <= t { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The time within segment `index` (0 at its start, 1 at its end, beyond those for a progress
  /// outside the key times) and the segment's length; `nil` for a segment of length zero.
  private func localTime(_ t: Double, in index: Int) -> (local: Double, duration: Double)? {
    let start = keyTimes[index]
    let duration = keyTimes[index + 1] - start
    guard duration > 0 else { return nil }
    return ((t - start) / duration, duration)
  }
}
