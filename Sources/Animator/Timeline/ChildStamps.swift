/// What the walks of a timeline's children keep in each child: the stamps that make a walk meet
/// each child once (each walk takes a new number from its timeline,
/// ``TimelineEvaluationCache/visitStamp`` or ``TimelineEventState/eventStamp``, and marks the
/// children it meets with it), and the value the last move showed.
struct ChildStamps {
  /// The last move in which the child was visited, to visit it once per move.
  var visit = 0
  /// The last event search that considered the child, to consider it once per search.
  var eventSearch = 0
  /// The progress (or content time) last shown, to skip children whose value did not change.
  var shownValue = Double.nan
}
