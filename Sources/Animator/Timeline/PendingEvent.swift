/// An event found while collecting the crossings of one move, before it is delivered.
struct PendingEvent {
  /// The root timeline's local time of the event: crossings are decided on it, so that seeking
  /// and playing agree exactly.
  var time: Double
  /// Breaks ties between events at the same time: one component per level of nesting, oriented
  /// so that ascending order is the order of a forward move.
  var key: [Double]
  var kind: TimelineEvent.Kind
  var direction: TimelineDirection
  var child: TimelineChild?
  /// The timeline holding the child, or the moving timeline for its own events.
  var owner: Timeline

  /// Whether `self` comes before `other` in a forward move.
  static func precedes(_ a: PendingEvent, _ b: PendingEvent) -> Bool {
    if a.time != b.time { return a.time < b.time }
    for index in 0..<min(a.key.count, b.key.count) where a.key[index] != b.key[index] {
      return a.key[index] < b.key[index]
    }
    return a.key.count < b.key.count
  }
}
