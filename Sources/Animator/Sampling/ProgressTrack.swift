/// How one animation block's progress follows its animator's unit time: a list of timed segments.
///
/// A block added with a delay, or while the animator runs, moves over part of the animator's unit
/// time (always towards unit time 1, whichever way the animator travels, so that the end of the
/// unit time shows every block's values and its start the values before them); and
/// `continueAnimation(withTimingParameters:durationFactor:)` replaces the curve from the current
/// point on while keeping what came before, so that scrubbing back through the interruption shows
/// exactly what was shown. Each of these is a segment: over `start...end` of the unit time,
/// progress goes from `from` to `to` along `curve` (or, for a segment made while running
/// backwards along a curve that cannot be inverted, along `curve` travelled from `end` back to
/// `start`). A segment may start before it is shown (`begin`), or end after the next one takes
/// over: a curve continued from the middle.
struct ProgressTrack: UserCodeAware {
  struct Segment: UserCodeAware {
    var start: Double
    var end: Double
    var from: Double
    var to: Double
    var curve: TimingCurve
    /// Whether the curve runs from `end` back to `start`: progress is `1 - curve(1 - t)`, so that
    /// travelling backwards from `end` follows `curve` as it would forwards.
    var isReflected = false
    /// Where the segment starts being shown: `start`, unless a segment made while running
    /// backwards covers its beginning, or the segment is a curve continued from its middle
    /// (`continueRemapped`), which starts before it is shown.
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
    /// counting, for every animator.
    ///
    /// `inliningEasings` inlines the polynomial easings' formulas
    /// (``TimingCurve/builtInValueAndVelocity(at:inliningEasings:)``): for the sampling store's loop,
    /// which stays small enough; the object path's loops call them.
    @inline(__always)
    func evaluateBuiltIn(at x: Double, inliningEasings: Bool = false) -> (Double, Double) {
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
      let (value, velocity) = curve.builtInValueAndVelocity(
        at: isReflected ? 1 - local : local, inliningEasings: inliningEasings)
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

    /// Whether evaluating the segment calls a custom timing function (see ``UserCodeAware``).
    var mayRunUserCode: Bool {
      if case .custom = curve.shape { return true }
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

  /// Whether evaluating the track calls a custom timing function: code outside the package (see
  /// ``UserCodeAware``).
  let mayRunUserCode: Bool

  /// A track that goes from 0 to 1 along `curve` over `window` of unit time.
  init(curve: TimingCurve, window: ClosedRange<Double>) {
    first = Segment(start: window.lowerBound, end: window.upperBound, from: 0, to: 1, curve: curve)
    rest = []
    isSplit = false
    mayRunUserCode = first.mayRunUserCode
  }

  private init(segments: [Segment]) {
    first = segments[0]
    rest = Array(segments.dropFirst())
    isSplit = !rest.isEmpty
    mayRunUserCode = segments.contains { $0.mayRunUserCode }
  }

  /// The progress at unit time `u`, and its derivative with respect to `u`.
  ///
  /// - Complexity: O(1) for a track of one segment: one evaluation of its curve, which gives the
  ///   value and the slope together.
  @inline(__always)
  func progress(atUnitTime unitTime: Double) -> (value: Double, slope: Double) {
    isSplit ? evaluateSplit(at: unitTime) : first.evaluate(at: unitTime)
  }

  /// The slope at unit time `x` on the side a run sets off towards from there: going forwards, the
  /// slope of the segment shown from `x` on, even at its very start; going backwards, the slope of
  /// the segment shown up to `x`, even at its very end. ``progress(atUnitTime:)`` gives the slope of
  /// the side behind at such a boundary (0 before a segment starts or after it ends), which is
  /// right for a run that arrives there but not for one that leaves: a run continued with a spring
  /// starts a segment where it stands, and its properties must report the velocity handed over at
  /// that instant.
  ///
  /// - Complexity: O(segments); for actions (a start, a resume), never for a tick.
  func slope(settingOffAt x: Double, forwards: Bool) -> Double {
    slope(settingOffAt: x, forwards: forwards) { $0.valueAndVelocity(at: $1) }
  }

  /// ``slope(settingOffAt:forwards:)`` for a track that does not ``mayRunUserCode``: the same
  /// result, from code that calls nothing outside the package, so that an animator's start reads
  /// its stored track in place rather than copying it (the copy goes through the runtime's value
  /// witnesses).
  @inline(__always)
  func builtInSlope(settingOffAt x: Double, forwards: Bool) -> Double {
    slope(settingOffAt: x, forwards: forwards) { $0.builtInValueAndVelocity(at: $1) }
  }

  @inline(__always)
  private func slope(
    settingOffAt x: Double, forwards: Bool, _ curveValueAndVelocity: (TimingCurve, Double) -> (Double, Double)
  ) -> Double {
    // The segment holding `x`: the last that begins at or before it (before it, going backwards),
    // found without making the array ``segments``, as every start of an animator asks.
    // Found by its place (0 for `first`, k for `rest[k - 1]`) and read where it is stored: a copy
    // of a segment copies its curve through the runtime's value witnesses.
    var holding = -1
    if forwards ? first.begin <= x : first.begin < x { holding = 0 }
    for index in rest.indices where forwards ? rest[index].begin <= x : rest[index].begin < x { holding = index + 1 }
    guard holding >= 0 else { return 0 }
    return holding == 0
      ? Self.slope(of: first, settingOffAt: x, forwards: forwards, curveValueAndVelocity)
      : Self.slope(of: rest[holding - 1], settingOffAt: x, forwards: forwards, curveValueAndVelocity)
  }

  /// ``slope(settingOffAt:forwards:)`` within `segment`, the one holding `x`.
  @inline(__always)
  private static func slope(
    of segment: borrowing Segment, settingOffAt x: Double, forwards: Bool,
    _ curveValueAndVelocity: (TimingCurve, Double) -> (Double, Double)
  ) -> Double {
    let length = segment.end - segment.start
    // Past the segment's end going forwards, or at or before its start going backwards: nothing
    // of it is left in the direction of travel.
    guard length > 0, forwards ? x < segment.end : x > segment.start else { return 0 }
    let local = min(max((x - segment.start) / length, 0), 1)
    let (_, velocity) = curveValueAndVelocity(segment.curve, segment.isReflected ? 1 - local : local)
    return (segment.to - segment.from) * velocity / length
  }

  /// ``progress(atUnitTime:)`` for a track that does not ``mayRunUserCode``: the same result, from
  /// code that calls nothing outside the package, so that a tick can walk tracks in place.
  @inline(__always)
  func builtInProgress(atUnitTime unitTime: Double) -> (value: Double, slope: Double) {
    isSplit ? evaluateSplitBuiltIn(at: unitTime) : first.evaluateBuiltIn(at: unitTime)
  }

  /// The track's one segment, when it has only one and its curve is built in: what
  /// ``builtInProgress(atUnitTime:)`` evaluates (``Segment/evaluateBuiltIn(at:)``), for the sampling
  /// store to keep a copy of.
  var singleBuiltInSegment: Segment? { hasSingleBuiltInSegment ? first : nil }

  /// Whether the track's first segment evaluates like `segment` (``Segment/evaluatesLike(_:)``),
  /// compared in place.
  @inline(__always)
  func firstSegmentEvaluatesLike(_ segment: Segment) -> Bool { first.evaluatesLike(segment) }

  /// Whether ``singleBuiltInSegment`` is not `nil`, without the copy of the segment (and of its
  /// curve) that reading it makes.
  @inline(__always)
  var hasSingleBuiltInSegment: Bool { !isSplit && !mayRunUserCode }

  /// Whether ``builtInProgress(atUnitTime:)`` of `other` equals this track's at every unit time,
  /// bit for bit: both are single segments that evaluate alike. (Tracks of several segments are not
  /// compared: `false`.)
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func evaluatesLike(_ other: ProgressTrack) -> Bool {
    !isSplit && !other.isSplit && first.evaluatesLike(other.first)
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

  /// How ``continueRemapped(at:along:forwards:)`` went.
  enum Remapping: Equatable {
    /// The track goes on along the curve as it is: it is that curve over its whole window, or
    /// nothing of it is left in the direction of travel.
    case unchanged
    /// The rest of the track follows the curve from curve time `curveTime` on.
    case remapped(curveTime: Double)
    /// The curve cannot be inverted, or the progress shown is outside `0...1`: nothing changed.
    case notInvertible
  }

  /// From unit time `u` on, in the direction of travel, the block carries on along `curve` from
  /// the point of it that shows the progress shown now, as UIKit maps time back onto a curve after
  /// a pause: curve time `v = curve⁻¹(p)`, then along `curve` to the end of the window (forwards)
  /// or back to its start (backwards), where the values end as they would have on the old curve.
  /// What lies behind is kept.
  ///
  /// - Returns: What happened; ``Remapping/notInvertible`` leaves the track as it was, for
  ///   ``continueFrom(unitTime:curve:animatorReversed:)``.
  mutating func continueRemapped(at unitTime: Double, along curve: TimingCurve, forwards: Bool) -> Remapping {
    guard curve.isMonotonic else { return .notInvertible }
    // A track that is the curve over its whole window already goes on along it from anywhere.
    if !isSplit, first.from == 0, first.to == 1, !first.isReflected, first.begin == first.start,
      first.curve.evaluatesLike(curve)
    {
      return .unchanged
    }
    var segments = self.segments
    let windowStart = first.begin
    let windowEnd = segments[segments.count - 1].end
    if forwards {
      let x = max(unitTime, windowStart)
      guard x < windowEnd else { return .unchanged }
      let progress = value(atUnitTime: x)
      guard progress >= 0, progress <= 1, let v = curve.time(forValue: progress) else { return .notInvertible }
      var next = Segment(start: x, end: windowEnd, from: progress, to: 1, curve: curve)
      if v < 1 {
        // Over start...windowEnd the curve goes from 0 to 1, and at x it is at v.
        next = Segment(start: (x - v * windowEnd) / (1 - v), end: windowEnd, from: 0, to: 1, curve: curve)
        next.begin = x
      }
      segments.removeAll { $0.begin >= x }
      segments.append(next)
      self = ProgressTrack(segments: segments)
      return .remapped(curveTime: v)
    }
    let x = min(unitTime, windowEnd)
    guard x > windowStart else { return .unchanged }
    let progress = value(atUnitTime: x)
    guard progress >= 0, progress <= 1, let v = curve.time(forValue: progress) else { return .notInvertible }
    var back = Segment(start: windowStart, end: x, from: 0, to: progress, curve: curve)
    if v > 0 {
      // Over windowStart...end the curve goes from 0 to 1, and at x it is at v.
      back = Segment(start: windowStart, end: windowStart + (x - windowStart) / v, from: 0, to: 1, curve: curve)
    }
    let holding = segments.lastIndex { $0.begin <= x } ?? 0
    var kept = Array(segments[holding...])
    kept[0].begin = max(kept[0].begin, x)
    self = ProgressTrack(segments: [back] + kept)
    return .remapped(curveTime: v)
  }

  /// From unit time `u` on, in the direction the animator travels, the block goes from its current
  /// progress to the end of its travel along `curve`, started afresh: to 1 at the end of its window
  /// going forwards, to 0 at the start of its window going backwards. What lies behind is kept. For
  /// curves that cannot be inverted (springs, curves that overshoot), which cannot be remapped.
  mutating func continueFrom(unitTime x: Double, curve: TimingCurve, animatorReversed: Bool) {
    let progress = (rest.isEmpty ? first.evaluate(at: x) : evaluateSplit(at: x)).0
    var segments = self.segments
    if animatorReversed {
      // Backwards: over the window's start...x, from the progress at x back to the window's start.
      let windowStart = first.begin
      guard x > windowStart else { return }
      let startProgress = first.evaluate(at: windowStart).0
      let holding = segments.lastIndex { $0.begin <= x } ?? 0
      var kept = Array(segments[holding...])
      kept[0].begin = max(kept[0].begin, x)
      let back = Segment(start: windowStart, end: x, from: startProgress, to: progress, curve: curve, isReflected: true)
      self = ProgressTrack(segments: [back] + kept)
      return
    }
    let windowEnd = segments[segments.count - 1].end
    let start = max(x, first.begin)
    // Nothing of the window is left ahead (a block whose delay reaches the end, or the end itself):
    // the track stays as it is, so its values still apply at the end and scrubbing back is unchanged.
    guard start < windowEnd else { return }
    segments.removeAll { $0.begin >= start }
    segments.append(Segment(start: start, end: windowEnd, from: progress, to: 1, curve: curve))
    self = ProgressTrack(segments: segments)
  }

  /// Whether progress never decreases along the track, so that it can be inverted.
  var isMonotonic: Bool {
    Self.isMonotonic(first) && rest.allSatisfy(Self.isMonotonic)
  }

  private static func isMonotonic(_ segment: Segment) -> Bool {
    segment.to >= segment.from && segment.curve.isMonotonic
  }

  /// The unit time at which progress first reaches `target`, for a monotonic track.
  func unitTime(forProgress target: Double) -> Double? {
    guard isMonotonic else { return nil }
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
        // The end exactly at 1: a segment that starts before it is shown may not add up to it.
        let unitTime = local >= 1 ? segment.end : segment.start + (segment.end - segment.start) * local
        return min(max(unitTime, segment.begin), shownUntil)
      }
    }
    return rest.last?.end ?? first.end
  }
}
