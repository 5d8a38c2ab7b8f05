/// What a timeline's content shows now, kept so that a move visits only what changes: the content
/// time and side last shown, the children active there (unretained), and the stamps and counts of
/// the walk.
///
/// A value held by its timeline (``Timeline/evaluation``), stored `@exclusivity(unchecked)`: a
/// seek reads and writes it for every child it moves while no other access to it is in progress
/// (a dynamic check would cost more than the rest of a child's move). The active set holds its
/// children unretained (``_UnsafeUnretained``).
struct TimelineEvaluationCache {
  /// The content time last shown.
  var contentTime = 0.0
  /// -1 when the content is just before ``contentTime`` (a nested timeline that has not started
  /// shows its content just before 0), 0 when it is at it.
  var contentSide = 0
  /// Whether a seek to a time before its start left a root timeline's playhead at 0: its content
  /// then shows what precedes 0 (a zero-length child at 0 is not reached) until the playhead moves.
  var beforeStart = false
  /// The children active at ``contentTime``, unretained: the layout's `ordered` holds them. A
  /// change of the children invalidates the order, and `ensureLayout()` then asks for a full
  /// evaluation, which does not read this set, so it is never read after a child in it may have
  /// gone.
  var activeSet: [_UnsafeUnretained<TimelineChild>] = []
  /// Adds `child`, which the layout's `ordered` holds, to ``activeSet``, so that the next walk that
  /// trusts the set moves it whether or not its values can have changed: a child appended after
  /// every other (``Timeline/layoutAppended(_:)``). The walk keeps it in the set only if it is
  /// active.
  mutating func include(_ child: TimelineChild) {
    activeSet.append(_UnsafeUnretained(child))
  }

  /// The set a move builds, swapped with ``activeSet`` when the move ends.
  var scratchActive: [_UnsafeUnretained<TimelineChild>] = []
  /// Whether the next move must visit every child (``activeSet`` is not to be trusted).
  var needsFullEvaluation = true
  /// Whether the content was last shown applied (inside its fill).
  var lastApplied = true
  /// The last move, to visit each child once per move.
  var visitStamp = 0
  /// How many times a child was moved: a measure of the cost of seeks, for tests.
  var evaluationCount = 0
  /// The blocks a walk of this timeline (as the outermost) showed, to refresh their properties once
  /// each at its end (``RefreshBatch``); made at the first walk and reused.
  var refreshBatch: RefreshBatch?

  /// Checks the cache against `layout`; compiled into debug builds only. A defect in the
  /// package, never a caller, can break it: while the cache and the order are both trusted, every
  /// child in the active set is one of the timeline's children.
  ///
  /// - Complexity: O(n) for n children.
  func checkInvariants(layout: TimelineLayout) {
    #if DEBUG
      if !needsFullEvaluation && layout.orderValid {
        let children = Set(layout.ordered.map(ObjectIdentifier.init))
        assert(
          activeSet.allSatisfy { children.contains(ObjectIdentifier($0.object)) },
          "the active set holds only the timeline's children")
      }
    #endif
  }
}
