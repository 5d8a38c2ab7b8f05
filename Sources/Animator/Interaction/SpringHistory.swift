/// The course of a retargeted spring: an append-only list of segments, each a ``SpringBlend``
/// that starts at a local time and holds until the next one starts.
///
/// A retarget appends a segment made in O(1) from the state of the last one at its instant, so
/// the value and velocity are exactly the same on both sides of it. Sampling at or after the last
/// segment's start (every tick of a run) reads the last segment; an earlier time (a scrub back)
/// finds its segment by binary search, so what was shown is shown again.
///
/// It is a class so that the layer the spring adds to its property reads the same course as the
/// animation, with no reference back to the animation.
final class SpringHistory<Value: Animatable>: PlayerCourse where Value.AnimatableData: ComponentwiseArithmetic {
  /// The segments, by start time; never empty while a run is recorded.
  private(set) var segments: [SpringBlend<Value>] = []
  /// The model value's data the layer is relative to: the last segment's target.
  var modelData: Value.AnimatableData = .zero
  /// Whether the run has ended: the layer then contributes nothing.
  var isSettled = false
  /// The local time shown: the layer reads it rather than its block's progress, which reaches it
  /// only through the rounding of `1 − (1 − t)`.
  var shownTime = 0.0

  /// Starts a new course with one segment.
  func reset(to first: SpringBlend<Value>) {
    segments = [first]
    shownTime = 0
    modelData = first.incoming.target.animatableData
    isSettled = false
  }

  /// The segment that holds at local time `time`: O(1) at or after the last start, O(log n)
  /// before it.
  func segment(at time: Double) -> SpringBlend<Value> {
    let last = segments[segments.count - 1]
    if !(time < last.incoming.startTime) { return last }
    return segments[index(at: time)]
  }

  /// The index of the last segment that starts at or before `time` (0 before the first).
  private func index(at time: Double) -> Int {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].incoming.startTime <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Appends the segment that starts at `time`, first dropping the segments that start after it
  /// (a retarget after a scrub back rewrites what follows). O(1) amortised: each segment is
  /// appended once and dropped at most once.
  func append(_ segment: SpringBlend<Value>, at time: Double) {
    while segments.count > 1, segments[segments.count - 1].incoming.startTime > time { segments.removeLast() }
    segments.append(segment)
    modelData = segment.incoming.target.animatableData
  }

  /// The layer's contribution at the local time shown and its rate of change: the value's data
  /// minus the model's, and the velocity; zero once settled.
  func contribution() -> (Value.AnimatableData, Value.AnimatableData) {
    guard !isSettled, !segments.isEmpty else { return (.zero, .zero) }
    let time = shownTime
    let segment = segment(at: time)
    return (segment.value(at: time).animatableData - modelData, segment.velocity(at: time))
  }
}
