/// How one animation block's progress follows its animator's unit time: a list of timed segments.
///
/// A block added with a delay runs over part of the animator's duration; a block added while the
/// animator runs backwards runs towards the start (it is *mirrored*); and
/// `continueAnimation(withTimingParameters:durationFactor:)` replaces the curve from the current
/// point on while keeping what came before, so that scrubbing back through the interruption shows
/// exactly what was shown. Each of these is a segment: over `start...end` of the block's local
/// time, progress goes from `from` to `to` along `curve`.
struct ProgressTrack {
  struct Segment {
    var start: Double
    var end: Double
    var from: Double
    var to: Double
    var curve: TimingCurve
  }

  /// Segments in order of `start`; a segment holds until the next one starts.
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
    var index = segments.count - 1
    while index > 0 && segments[index].start > x { index -= 1 }
    return segments[index]
  }

  private static func evaluate(_ segment: Segment, at x: Double) -> (Double, Double) {
    let length = segment.end - segment.start
    if length <= 0 { return (x >= segment.end ? segment.to : segment.from, 0) }
    if x <= segment.start { return (segment.from, 0) }
    if x >= segment.end { return (segment.to, 0) }
    let local = (x - segment.start) / length
    let span = segment.to - segment.from
    let value = segment.from + span * segment.curve.value(at: local)
    let slope = span * segment.curve.velocity(at: local) / length
    return (value, slope)
  }

  /// From unit time `u` on, the block goes from its current progress to 1 along `curve`, ending
  /// at the end of its window; everything before `u` is kept.
  mutating func continueFrom(unitTime: Double, curve: TimingCurve) {
    let x = localTime(unitTime)
    let current = segment(containing: x)
    let progress = Self.evaluate(current, at: x).0
    let windowEnd = segments[segments.count - 1].end
    let start = max(x, segments[0].start)
    segments.removeAll { $0.start >= start }
    if start >= windowEnd {
      // Nothing of the window is left: the block holds where it is, and its values still apply at
      // the end, as they do for a block whose delay reaches the end.
      segments.append(Segment(start: start, end: start, from: progress, to: 1, curve: .linear))
    } else {
      segments.append(Segment(start: start, end: windowEnd, from: progress, to: 1, curve: curve))
    }
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
      if target <= segment.from { return segment.start }
      // A segment is shown only until the next one starts, which may be before it gets to `to`.
      let shownUntil = index + 1 < segments.count ? segments[index + 1].start : segment.end
      if target <= Self.evaluate(segment, at: shownUntil).0 {
        let span = segment.to - segment.from
        guard span > 0, let local = segment.curve.time(forValue: (target - segment.from) / span) else {
          return segment.start
        }
        return min(segment.start + (segment.end - segment.start) * local, shownUntil)
      }
    }
    return segments[segments.count - 1].end
  }
}
