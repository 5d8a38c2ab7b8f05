/// A timeline's children, the orders a move walks them in, its labels and its length: what the
/// layout computes from the children's placements and timings, kept until they change.
///
/// A value held by its timeline (``Timeline/layout``); the timeline's editing and layout methods
/// change it, and ``checkInvariants()`` checks it after every change the timeline makes.
struct TimelineLayout {
  /// The children, in the order they were added.
  var entries: [TimelineChild] = []
  /// Children in timeline order: by start time, then by the order they were added.
  var ordered: [TimelineChild] = []
  /// ``ordered`` sorted by where each child's values start changing (``ChildSpan/activeStart``),
  /// and by where they stop (``ChildSpan/activeEnd``), for the binary searches of a move.
  var byStart: [TimelineChild] = []
  var byEnd: [TimelineChild] = []
  /// The labels, by name, at their times in the timeline's content time.
  var labelTimes: [String: Double] = [:]
  /// The sequence number the next child gets.
  var nextSequence = 0
  /// Whether every child's resolved timing, span and the content duration are up to date.
  var layoutValid = false
  /// Whether ``ordered``, ``byStart`` and ``byEnd`` are up to date.
  var orderValid = false
  /// The content duration: the latest end of a child's span, at least 0.
  var storedContentDuration = 0.0
  /// The timeline's own resolved timing over ``storedContentDuration``, kept until the layout
  /// changes.
  var cachedRootTiming: ResolvedTiming?
  /// The child timing resolved last, for the next child resolved alike to share
  /// (``Timeline/resolvedTiming(_:intrinsicDuration:)``).
  var lastResolved: ResolvedTiming?
  /// In a root timeline that has recorded: the latest start, in its time, of the children of its
  /// tree that it recorded, while known; NaN when not (an edit, a change of layout, a child
  /// recorded without updating it). A tween added after every one of them, last in timeline order,
  /// records at once with what recording the tree again in time order would give
  /// (``Timeline/recordsAfterEveryChild(_:)``).
  var latestRecordedStart = Double.nan

  /// Checks the layout's invariants; compiled into debug builds only. A defect in the package,
  /// never a caller, can break them: every child's sequence number is below ``nextSequence``; an
  /// up-to-date order holds every child once, in timeline order, with each child's rank its place,
  /// and the two search orders sorted; an up-to-date layout's duration covers every child's span.
  ///
  /// - Complexity: O(n) for n children.
  func checkInvariants() {
    #if DEBUG
      assert(entries.allSatisfy { $0.sequence < nextSequence }, "every child's sequence is below the next one")
      if orderValid {
        assert(
          ordered.count == entries.count && byStart.count == entries.count && byEnd.count == entries.count,
          "the orders hold every child")
        assert(
          Set(ordered.map(ObjectIdentifier.init)) == Set(entries.map(ObjectIdentifier.init)),
          "the timeline order holds the children")
        assert(
          zip(ordered, ordered.dropFirst()).allSatisfy { ($0.startTime, $0.sequence) < ($1.startTime, $1.sequence) },
          "the timeline order is by start time, then by the order added")
        assert(ordered.indices.allSatisfy { Int(ordered[$0].rank) == $0 }, "each child's rank is its place")
        assert(
          zip(byStart, byStart.dropFirst()).allSatisfy { !($0.span.activeStart > $1.span.activeStart) },
          "the start order is sorted")
        assert(
          zip(byEnd, byEnd.dropFirst()).allSatisfy { !($0.span.activeEnd > $1.span.activeEnd) },
          "the end order is sorted")
      }
      if layoutValid {
        assert(storedContentDuration >= 0, "the content duration is at least 0")
        assert(
          entries.allSatisfy { !($0.span.spanEnd > storedContentDuration) }, "the content duration covers every child")
      }
    #endif
  }
}
