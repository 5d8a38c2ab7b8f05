/// Where a child of a timeline acts, in its timeline's content time, worked out from its start time
/// and resolved timing whenever the layout changes: the range where its values can change, its
/// span, and the entry and exit points that a move uses to correct rounding in the local time.
///
/// A value: the layout makes a new one for a child (``init(start:resolved:)``), and a seek only
/// reads it. Its fields are laid out in the order a seek reads them.
struct ChildSpan {
  /// Where the child's values can change, in its timeline's content time: its active interval,
  /// widened where a negative delay or end delay lets the W3C rules move it outside.
  var activeStart = 0.0
  var activeEnd = 0.0
  /// ``entersAt`` and ``leavesAt`` in increasing order (a negative rate swaps them), and the active
  /// interval in local time, which are the local times of the entry and the exit: strictly inside
  /// both, a local time needs no correction. (The nearest local times short of the entry and the
  /// exit are worked out where a correction needs them, not kept: 16 bytes a child; so are the
  /// entry and the exit themselves, from these and the direction: 16 more.)
  var insideFrom = 0.0
  var insideTo = 0.0
  var insideLocalFrom = 0.0
  var insideLocalTo = 0.0
  /// Where the child's span ends: its start time plus its resolved span.
  var spanEnd = 0.0
  /// Whether the local time runs with the timeline's (a positive playback rate). Last, so that the
  /// child's next field (its kind) sits in the span's padding.
  var runsForwards = true

  /// Where the child enters and leaves its active interval, in its timeline's content time,
  /// computed as the events and the timeline's duration compute them: a move decides on these
  /// whether the child has got there, so that rounding in the local time cannot (see
  /// ``correctedLocalTime(_:at:side:)``). A positive rate enters at the earlier, a negative one at
  /// the later.
  var entersAt: Double { runsForwards ? insideFrom : insideTo }
  var leavesAt: Double { runsForwards ? insideTo : insideFrom }

  /// A span before any layout: everything at 0.
  init() {}

  /// The span of a child that starts at `start` with timing `resolved`.
  init(start: Double, resolved: ResolvedTiming) {
    // Where the child's values can change: its active interval, widened to where the W3C rules
    // still move the active time (a negative delay or end delay puts some of it outside).
    let low = min(resolved.beforeActive, resolved.delay)
    let high = max(resolved.activeAfter, resolved.delay + resolved.activeDuration)
    let a = resolved.parentTime(localTime: low, start: start)
    let b = resolved.parentTime(localTime: high, start: start)
    activeStart = min(a, b)
    activeEnd = max(a, b)
    spanEnd = start + resolved.span
    // The entry and exit as the events map them into this timeline's time.
    let forwards = resolved.playbackRate > 0
    runsForwards = forwards
    let enters = resolved.parentTime(localTime: resolved.beforeActive, start: start)
    let leaves = resolved.parentTime(localTime: resolved.activeAfter, start: start)
    insideFrom = min(enters, leaves)
    insideTo = max(enters, leaves)
    insideLocalFrom = resolved.beforeActive
    insideLocalTo = resolved.activeAfter
    checkInvariants(enters: enters, leaves: leaves)
  }

  /// Whether local time `local`, at content time `time`, may be on the wrong side of the entry or
  /// the exit through rounding, and so needs ``correctedLocalTime(_:at:side:)``.
  @inline(__always)
  func needsCorrection(_ local: Double, at time: Double) -> Bool {
    if time > insideFrom && time < insideTo { return !(local > insideLocalFrom && local < insideLocalTo) }
    guard runsForwards else { return true }
    if time < insideFrom && local < insideLocalFrom { return false }
    return !(time > insideTo && local > insideLocalTo)
  }

  /// `local` moved to the side of the entry and the exit that content time `time` (on side `side`:
  /// -1 just before, 0 at, +1 just after) is on: once `time` reaches ``entersAt`` (``leavesAt``)
  /// the local time is at least the entry (the exit), and before it, short of it.
  @inline(never)
  func correctedLocalTime(_ local: Double, at time: Double, side: Int) -> Double {
    var local = local
    let entered = time > entersAt || (time == entersAt && side >= 0)
    let left = time > leavesAt || (time == leavesAt && side >= 0)
    // The local times of the entry and the exit.
    let entryLocal = insideLocalFrom
    let exitLocal = insideLocalTo
    if runsForwards {
      local = entered ? max(local, entryLocal) : min(local, entryLocal.nextDown)
      local = left ? max(local, exitLocal) : min(local, exitLocal.nextDown)
    } else {
      local = entered ? min(local, entryLocal) : max(local, entryLocal.nextUp)
      local = left ? min(local, exitLocal) : max(local, exitLocal.nextUp)
    }
    return local
  }

  /// Checks the span's own invariants, for the entry and the exit `enters` and `leaves` it was made
  /// from; compiled into debug builds only. A defect in the package, never a caller, can break
  /// them: the ranges are ordered, and the entry and the exit worked out from the inside range and
  /// the direction are the ones it was made from (a zero's sign aside, which no comparison sees).
  func checkInvariants(enters: Double, leaves: Double) {
    #if DEBUG
      assert(!(activeStart > activeEnd), "the range where values change is ordered")
      assert(!(insideFrom > insideTo), "the inside range is ordered")
      assert(
        entersAt == enters && leavesAt == leaves,
        "the entry and the exit are the inside range in the direction's order")
    #endif
  }
}
