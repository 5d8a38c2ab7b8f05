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
  }

  /// Segments in order of `begin`; a segment holds until the next one begins.
  private(set) var segments: [Segment]
  /// Whether local time runs against the animator's unit time (`x = 1 - u`).
  let isMirrored: Bool

  /// A track that goes from 0 to 1 along `curve` over `window` of local time.
  init(curve: TimingCurve, window: ClosedRange<Double>, isMirrored: Bool = false) {
    segments = [Segment(start: window.lowerBound, end: window.upperBound, from: 0, to: 1, curve: curve)]
    self.isMirrored = isMirrored
  }

  /// The local time for unit time `u`.
  @inline(__always) func localTime(_ unitTime: Double) -> Double {
    isMirrored ? 1 - unitTime : unitTime
  }

  /// The progress at unit time `u`, and its derivative with respect to `u`.
  func progress(atUnitTime unitTime: Double) -> (value: Double, slope: Double) {
    let x = localTime(unitTime)
    let segment = self.segment(containing: x)
    let (value, slope) = Self.evaluate(segment, at: x)
    return (value, isMirrored ? -slope : slope)
  }

  /// The progress at unit time `u`.
  func value(atUnitTime unitTime: Double) -> Double {
    progress(atUnitTime: unitTime).value
  }

  private func segment(containing x: Double) -> Segment {
    // Nearly always one or two segments: a linear scan from the end is the fastest search.
    segments[index(containing: x)]
  }

  private func index(containing x: Double) -> Int {
    var index = segments.count - 1
    while index > 0 && segments[index].begin > x { index -= 1 }
    return index
  }

  private static func evaluate(_ segment: Segment, at x: Double) -> (Double, Double) {
    let length = segment.end - segment.start
    if length <= 0 { return (x >= segment.end ? segment.to : segment.from, 0) }
    if x <= segment.start { return (segment.from, 0) }
    if x >= segment.end { return (segment.to, 0) }
    let local = (x - segment.start) / length
    let span = segment.to - segment.from
    if segment.isReflected {
      let value = segment.from + span * (1 - segment.curve.value(at: 1 - local))
      return (value, span * segment.curve.velocity(at: 1 - local) / length)
    }
    let value = segment.from + span * segment.curve.value(at: local)
    let slope = span * segment.curve.velocity(at: local) / length
    return (value, slope)
  }

  /// From unit time `u` on, in the direction the animator travels, the block goes from its current
  /// progress to the end of its travel along `curve`: to 1 at the end of its window going forwards
  /// in its local time, to 0 at the start of its window going backwards. What lies behind is kept.
  mutating func continueFrom(unitTime: Double, curve: TimingCurve, animatorReversed: Bool) {
    let x = localTime(unitTime)
    let current = segment(containing: x)
    let progress = Self.evaluate(current, at: x).0
    if animatorReversed != isMirrored {
      continueBackwards(from: x, progress: progress, curve: curve)
      return
    }
    let windowEnd = segments[segments.count - 1].end
    let start = max(x, segments[0].begin)
    // Nothing of the window is left ahead (a block whose delay reaches the end, or the end itself):
    // the track stays as it is, so its values still apply at the end and scrubbing back is unchanged.
    guard start < windowEnd else { return }
    segments.removeAll { $0.begin >= start }
    segments.append(Segment(start: start, end: windowEnd, from: progress, to: 1, curve: curve))
  }

  /// Going backwards from local time `x`: over `windowStart...x`, progress goes from `progress`
  /// back to where the window starts along `curve`, travelled from `x`; the segments after `x`
  /// are kept.
  private mutating func continueBackwards(from x: Double, progress: Double, curve: TimingCurve) {
    let windowStart = segments[0].begin
    guard x > windowStart else { return }
    let startProgress = Self.evaluate(segments[0], at: windowStart).0
    var kept = Array(segments[index(containing: x)...])
    kept[0].begin = max(kept[0].begin, x)
    let back = Segment(start: windowStart, end: x, from: startProgress, to: progress, curve: curve, isReflected: true)
    segments = [back] + kept
  }

  /// Whether progress never decreases along the track, so that it can be inverted.
  var isMonotonic: Bool {
    segments.allSatisfy { $0.to >= $0.from && $0.curve.isMonotonic }
  }

  /// The unit time at which progress first reaches `target`, for a monotonic, unmirrored track.
  func unitTime(forProgress target: Double) -> Double? {
    guard !isMirrored, isMonotonic else { return nil }
    for index in segments.indices {
      let segment = segments[index]
      if target <= Self.evaluate(segment, at: segment.begin).0 { return segment.begin }
      // A segment is shown only until the next one begins, which may be before it gets to `to`.
      let shownUntil = index + 1 < segments.count ? segments[index + 1].begin : segment.end
      if target <= Self.evaluate(segment, at: shownUntil).0 {
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
    return segments[segments.count - 1].end
  }
}
