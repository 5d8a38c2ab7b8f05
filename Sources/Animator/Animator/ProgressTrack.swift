/// How one animation block's progress follows its animator's unit time: a list of timed segments.
///
/// A block added with a delay runs over part of the animator's duration; a block added while the
/// animator runs backwards runs towards the start (it is *mirrored*); and
/// `continueAnimation(withTimingParameters:durationFactor:)` replaces the curve from the current
/// point on while keeping what came before, so that scrubbing back through the interruption shows
/// exactly what was shown. Each of these is a segment: over `start...end` of the block's local
/// time, progress goes from `from` to `to` along `curve` (or, for a segment made while running
/// backwards, along `curve` travelled from `end` back to `start`).
struct ProgressTrack {
  struct Segment {
    var start: Double
    var end: Double
    var from: Double
    var to: Double
    var curve: TimingCurve
    /// Whether the curve runs from `end` back to `start`: progress is `1 - curve(1 - t)`, so that
    /// travelling backwards from `end` follows `curve` as it would forwards.
    var isReflected = false
    /// Where the segment starts being shown: `start`, unless a segment made while running
    /// backwards covers its beginning.
    var begin: Double

    init(start: Double, end: Double, from: Double, to: Double, curve: TimingCurve, isReflected: Bool = false) {
      self.start = start
      self.end = end
      self.from = from
      self.to = to
      self.curve = curve
      self.isReflected = isReflected
      begin = start
    }

    /// The progress at local time `x`, and its derivative with respect to `x`.
    func evaluate(at x: Double) -> (Double, Double) {
      evaluate(at: x) { $0.valueAndVelocity(at: $1) }
    }

    /// ``evaluate(at:)`` for a segment whose curve is not ``TimingCurve/custom(_:)``.
    ///
    /// Written out rather than passing `builtInValueAndVelocity` to the closure-taking evaluation
    /// below: through the closure, the tick stops inlining the track and copies it, with reference
    /// counting, for every animator (callgrind, steady ticks, cubic, staggered, N = 1,000: 28.7
    /// million instructions instead of 19.4).
    @inline(__always)
    func evaluateBuiltIn(at x: Double) -> (Double, Double) {
      let start = self.start
      let length = end - start
      let from = self.from
      let to = self.to
      if length <= 0 { return (x >= end ? to : from, 0) }
      if x <= start { return (from, 0) }
      if x >= end { return (to, 0) }
      let span = to - from
      // One call of the curve whichever way the segment runs, so that the tick inlines it once.
      let local = (x - start) / length
      let (value, velocity) = curve.builtInValueAndVelocity(at: isReflected ? 1 - local : local)
      return (from + span * (isReflected ? 1 - value : value), span * velocity / length)
    }

    @inline(__always)
    private func evaluate(
      at x: Double, _ curveValueAndVelocity: (TimingCurve, Double) -> (Double, Double)
    ) -> (Double, Double) {
      let length = end - start
      if length <= 0 { return (x >= end ? to : from, 0) }
      if x <= start { return (from, 0) }
      if x >= end { return (to, 0) }
      let local = (x - start) / length
      let span = to - from
      let (value, velocity) = curveValueAndVelocity(curve, isReflected ? 1 - local : local)
      return (from + span * (isReflected ? 1 - value : value), span * velocity / length)
    }

    var callsUserCode: Bool {
      if case .custom = curve { return true }
      return false
    }

    /// Whether `other` evaluates to the same results as this segment at every local time, bit for
    /// bit: the same bounds, direction and curve (``evaluateBuiltIn(at:)`` reads nothing else).
    @inline(__always)
    func evaluatesLike(_ other: Segment) -> Bool {
      start.bitPattern == other.start.bitPattern && end.bitPattern == other.end.bitPattern
        && from.bitPattern == other.from.bitPattern && to.bitPattern == other.to.bitPattern
        && isReflected == other.isReflected && curve.evaluatesLike(other.curve)
    }
  }

  /// The first segment, kept inline: nearly every track has only this one, so a track needs no
  /// heap storage and a tick reads it without a pointer chase.
  private var first: Segment
  /// The segments after the first, in order of `begin` (empty unless `continueFrom` split the track).
  private let rest: [Segment]
  /// Whether ``rest`` holds segments: a flag in the track itself, so that a tick does not follow the
  /// array's pointer to learn that it is empty.
  private let isSplit: Bool

  /// Segments in order of `begin`; a segment holds until the next one begins.
  var segments: [Segment] { [first] + rest }

  /// Whether local time runs against the animator's unit time (`x = 1 - u`).
  let isMirrored: Bool

  /// Whether evaluating the track calls a custom timing function: code outside the package.
  let callsUserCode: Bool

  /// A track that goes from 0 to 1 along `curve` over `window` of local time.
  init(curve: TimingCurve, window: ClosedRange<Double>, isMirrored: Bool = false) {
    first = Segment(start: window.lowerBound, end: window.upperBound, from: 0, to: 1, curve: curve)
    rest = []
    isSplit = false
    self.isMirrored = isMirrored
    callsUserCode = first.callsUserCode
  }

  private init(segments: [Segment], isMirrored: Bool) {
    first = segments[0]
    rest = Array(segments.dropFirst())
    isSplit = !rest.isEmpty
    self.isMirrored = isMirrored
    callsUserCode = segments.contains { $0.callsUserCode }
  }

  /// The local time for unit time `u`.
  @inline(__always) func localTime(_ unitTime: Double) -> Double {
    isMirrored ? 1 - unitTime : unitTime
  }

  /// The progress at unit time `u`, and its derivative with respect to `u`.
  ///
  /// - Complexity: O(1) for a track of one segment: one evaluation of its curve, which gives the
  ///   value and the slope together.
  @inline(__always)
  func progress(atUnitTime unitTime: Double) -> (value: Double, slope: Double) {
    let x = localTime(unitTime)
    let (value, slope) = isSplit ? evaluateSplit(at: x) : first.evaluate(at: x)
    return (value, isMirrored ? -slope : slope)
  }

  /// ``progress(atUnitTime:)`` for a track that does not ``callsUserCode``: the same result, from
  /// code that calls nothing outside the package, so that a tick can walk tracks in place.
  @inline(__always)
  func builtInProgress(atUnitTime unitTime: Double) -> (value: Double, slope: Double) {
    let x = localTime(unitTime)
    let (value, slope) = isSplit ? evaluateSplitBuiltIn(at: x) : first.evaluateBuiltIn(at: x)
    return (value, isMirrored ? -slope : slope)
  }

  /// Whether ``builtInProgress(atUnitTime:)`` of `other` equals this track's at every unit time,
  /// bit for bit: both are single segments that evaluate alike, mirrored alike. (Tracks of several
  /// segments are not compared: `false`.)
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func evaluatesLike(_ other: ProgressTrack) -> Bool {
    !isSplit && !other.isSplit && isMirrored == other.isMirrored && first.evaluatesLike(other.first)
  }

  /// The progress at unit time `u`.
  func value(atUnitTime unitTime: Double) -> Double {
    progress(atUnitTime: unitTime).value
  }

  /// Evaluates the segment that holds at `x`, for a track of several segments.
  private func evaluateSplit(at x: Double) -> (Double, Double) {
    // Nearly always two or three segments: a linear scan from the end is the fastest search.
    var index = rest.count - 1
    while index >= 0 && rest[index].begin > x { index -= 1 }
    return index < 0 ? first.evaluate(at: x) : rest[index].evaluate(at: x)
  }

  private func evaluateSplitBuiltIn(at x: Double) -> (Double, Double) {
    var index = rest.count - 1
    while index >= 0 && rest[index].begin > x { index -= 1 }
    return index < 0 ? first.evaluateBuiltIn(at: x) : rest[index].evaluateBuiltIn(at: x)
  }

  /// From unit time `u` on, in the direction the animator travels, the block goes from its current
  /// progress to the end of its travel along `curve`: to 1 at the end of its window going forwards
  /// in its local time, to 0 at the start of its window going backwards. What lies behind is kept.
  mutating func continueFrom(unitTime: Double, curve: TimingCurve, animatorReversed: Bool) {
    let x = localTime(unitTime)
    let progress = (rest.isEmpty ? first.evaluate(at: x) : evaluateSplit(at: x)).0
    var segments = self.segments
    if animatorReversed != isMirrored {
      // Backwards: over the window's start...x, from the progress at x back to the window's start.
      let windowStart = first.begin
      guard x > windowStart else { return }
      let startProgress = first.evaluate(at: windowStart).0
      let holding = segments.lastIndex { $0.begin <= x } ?? 0
      var kept = Array(segments[holding...])
      kept[0].begin = max(kept[0].begin, x)
      let back = Segment(start: windowStart, end: x, from: startProgress, to: progress, curve: curve, isReflected: true)
      self = ProgressTrack(segments: [back] + kept, isMirrored: isMirrored)
      return
    }
    let windowEnd = segments[segments.count - 1].end
    let start = max(x, first.begin)
    // Nothing of the window is left ahead (a block whose delay reaches the end, or the end itself):
    // the track stays as it is, so its values still apply at the end and scrubbing back is unchanged.
    guard start < windowEnd else { return }
    segments.removeAll { $0.begin >= start }
    segments.append(Segment(start: start, end: windowEnd, from: progress, to: 1, curve: curve))
    self = ProgressTrack(segments: segments, isMirrored: isMirrored)
  }

  /// Whether progress never decreases along the track, so that it can be inverted.
  var isMonotonic: Bool {
    Self.isMonotonic(first) && rest.allSatisfy(Self.isMonotonic)
  }

  private static func isMonotonic(_ segment: Segment) -> Bool {
    segment.to >= segment.from && segment.curve.isMonotonic
  }

  /// The unit time at which progress first reaches `target`, for a monotonic, unmirrored track.
  func unitTime(forProgress target: Double) -> Double? {
    guard !isMirrored, isMonotonic else { return nil }
    let segments = self.segments
    for index in segments.indices {
      let segment = segments[index]
      if target <= segment.evaluate(at: segment.begin).0 { return segment.begin }
      // A segment is shown only until the next one begins, which may be before it gets to `to`.
      let shownUntil = index + 1 < segments.count ? segments[index + 1].begin : segment.end
      if target <= segment.evaluate(at: shownUntil).0 {
        let span = segment.to - segment.from
        guard span > 0 else { return segment.begin }
        let along = (target - segment.from) / span
        let time =
          segment.isReflected
          ? segment.curve.time(forValue: 1 - along).map { 1 - $0 } : segment.curve.time(forValue: along)
        guard let local = time else { return segment.begin }
        return min(max(segment.start + (segment.end - segment.start) * local, segment.begin), shownUntil)
      }
    }
    return rest.last?.end ?? first.end
  }
}
