extension QuickRuns {
  /// Where the curve of identity `id`, which some run in ``runs`` has, is in ``curves``: nearly
  /// always the last, as quick animations started together share one.
  ///
  /// - Complexity: O(log c) in the c curves of the runs.
  func curveIndex(of id: UInt32) -> Int {
    let count = curves.count
    if count > 0 && curves[count - 1].id == id { return count - 1 }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if curves[middle].id < id { low = middle + 1 } else { high = middle }
    }
    precondition(low < curves.count && curves[low].id == id, "a run's curve is listed")
    return low
  }

  /// Checks, in debug builds, what the curves' lookups rely on: the identities increase along
  /// ``curves``, and the last curve that started a run (``lastCurve``) has the highest.
  func checkCurves() {
    #if DEBUG
      // Plain loops: the allocation tests count what a debug build allocates here too.
      var index = 1
      while index < curves.count {
        assert(curves[index - 1].id < curves[index].id, "the curves are in order of identity")
        index += 1
      }
      if curves.count > 0 {
        let highest = curves[curves.count - 1].id
        assert(lastCurve == nil || lastCurveID >= highest, "the last curve's identity is the highest")
        assert(highest < nextCurveID, "no curve has the next identity")
      }
    #endif
  }

  /// Numbers the curves again from 1, in the same order, so that new identities fit in a
  /// `UInt32`: after about four billion curves unlike their predecessors. Only a start of a curve
  /// unlike the last one calls it, which then gives ``lastCurve`` its new identity.
  ///
  /// - Complexity: O(runs + curves).
  func renumberCurves() {
    var curve = 0
    for index in runs.indices {
      while curves[curve].id != runs[index].curveID { curve += 1 }
      runs[index].curveID = UInt32(curve + 1)
    }
    for index in curves.indices { curves[index].id = UInt32(index + 1) }
    lastCurve = nil
    nextCurveID = UInt32(curves.count + 1)
  }
}
