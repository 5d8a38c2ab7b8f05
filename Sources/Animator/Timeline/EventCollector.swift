/// Gathers the events that one move of a root timeline's playhead crosses.
///
/// A move goes from a *sided* position to another: `(time, -1)` is just before `time`, `(time, +1)`
/// just after, and an event at `e` is crossed when `e` lies strictly between the two positions. A
/// forward move arrives on the far side of its end time, a backward move on the near side, so the
/// crossings of consecutive moves never overlap and never leave a gap: a seek from `a` to `b`
/// crosses exactly what any sequence of smaller moves from `a` to `b` crosses.
struct EventCollector {
  let from: Double
  let fromSide: Int
  let to: Double
  let toSide: Int
  let forward: Bool
  /// The timelines entered on the way down: their resolved timing, start and current iteration.
  /// The local times of each frame's iteration are clamped to `low...high`, the part of it inside
  /// the active interval, so that an event's time always lies where the search can find it.
  var frames: [(timing: ResolvedTiming, start: Double, iteration: Double, low: Double, high: Double)] = []
  var key: [Double] = []
  var events: [PendingEvent] = []
  /// How many timelines on the way down observe every event.
  var observed = 0

  /// Whether the move crosses the root time `time`.
  func crosses(_ time: Double) -> Bool {
    if forward {
      return (from < time || (from == time && fromSide < 0)) && (time < to || (time == to && toSide > 0))
    }
    return (to < time || (to == time && toSide < 0)) && (time < from || (time == from && fromSide > 0))
  }

  /// The root's local time of a content time of the innermost timeline entered.
  func rootTime(contentTime: Double) -> Double {
    var time = contentTime
    for frame in frames.reversed() {
      let local = frame.timing.localTime(contentTime: time, iteration: frame.iteration)
      time = frame.timing.parentTime(localTime: min(max(local, frame.low), frame.high), start: frame.start)
    }
    return time
  }
}
