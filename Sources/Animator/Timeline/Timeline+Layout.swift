extension Timeline {
  /// Marks the layout of this timeline and of every timeline that holds it as out of date.
  func invalidateLayout() {
    var node: Timeline? = self
    while let current = node {
      current.layout.layoutValid = false
      current.layout.orderValid = false
      current.layout.cachedRootTiming = nil
      current.layout.latestRecordedStart = .nan
      current.eventState.eventsValid = false
      current.evaluation.needsFullEvaluation = true
      node = current.parentTimeline
    }
  }

  /// Marks the "does anything listen" flags of this timeline and its holders as out of date.
  func invalidateEvents() {
    var node: Timeline? = self
    while let current = node {
      current.eventState.eventsValid = false
      node = current.parentTimeline
    }
  }

  /// Brings the layout up to date: every child's resolved timing, active interval and span, the
  /// content duration, timeline order and the sorted arrays used to find children by time.
  ///
  /// - Complexity: O(1) when nothing changed; O(n log n) in the number of children otherwise.
  func ensureLayout() {
    ensureResolved()
    if layout.orderValid { return }
    layout.ordered = layout.entries.sorted { ($0.startTime, $0.sequence) < ($1.startTime, $1.sequence) }
    for (rank, child) in layout.ordered.enumerated() { child.rank = Int32(truncatingIfNeeded: rank) }
    layout.byStart = layout.ordered.sorted { ($0.span.activeStart, $0.rank) < ($1.span.activeStart, $1.rank) }
    layout.byEnd = layout.ordered.sorted { ($0.span.activeEnd, $0.rank) < ($1.span.activeEnd, $1.rank) }
    layout.orderValid = true
    evaluation.needsFullEvaluation = true
  }

  /// Brings every child's resolved timing and span, and the content duration, up to date, without
  /// sorting: what placing a new child needs.
  ///
  /// - Complexity: O(1) when nothing changed; O(n) otherwise.
  func ensureResolved() {
    if layout.layoutValid { return }
    var end = 0.0
    for child in layout.entries {
      resolveLayout(of: child)
      end = max(end, child.span.spanEnd)
    }
    layout.storedContentDuration = end
    layout.layoutValid = true
    layout.orderValid = false
  }

  /// Works out one child's resolved timing, the range where its values change, and its span. The
  /// resolved timing stays when the child's length did not change (the common case: a tween's).
  func resolveLayout(of child: TimelineChild) {
    if child.kind == .timeline, case .timeline(let nested) = child.content { nested.ensureResolved() }
    let intrinsicDuration = child.intrinsicDuration
    var resolved = child.resolved
    if resolved.intrinsicDuration.bitPattern != intrinsicDuration.bitPattern {
      resolved = resolvedTiming(resolved.timing, intrinsicDuration: intrinsicDuration)
      child.resolved = resolved
    }
    child.span = ChildSpan(start: child.startTime, resolved: resolved)
  }

  /// `timing` resolved over `intrinsicDuration`: the one this timeline resolved last when it is
  /// the same to the last bit (``ResolvedTiming/resolves(_:intrinsicDuration:)``), so that
  /// children added alike share one, a new one otherwise.
  ///
  /// - Complexity: O(1).
  func resolvedTiming(_ timing: EffectTiming, intrinsicDuration: Double) -> ResolvedTiming {
    if let last = layout.lastResolved, last.resolves(timing, intrinsicDuration: intrinsicDuration) { return last }
    let made = ResolvedTiming(timing, intrinsicDuration: intrinsicDuration)
    layout.lastResolved = made
    return made
  }

  /// Lays out a child just appended: O(1) for this timeline (a child that comes after every other
  /// in each of the three orders is appended to them and joins the active set, so that the next
  /// walk need not visit every child; otherwise sorting and a full walk wait for the next
  /// evaluation); the timelines that hold it are laid out again if its content grew.
  func layoutAppended(_ child: TimelineChild) {
    guard layout.layoutValid else {
      invalidateLayout()
      return
    }
    resolveLayout(of: child)
    let end = max(layout.storedContentDuration, child.span.spanEnd)
    let grew = end != layout.storedContentDuration
    layout.storedContentDuration = end
    layout.cachedRootTiming = nil
    if layout.orderValid, comesLast(child) {
      // A child added after the others while the timeline plays (a sequence built as it runs):
      // the orders stay sorted without sorting them again, O(n log n) a child.
      child.rank = Int32(truncatingIfNeeded: layout.ordered.count)
      layout.ordered.append(child)
      layout.byStart.append(child)
      layout.byEnd.append(child)
      // Nothing else changed for the last walk's active set: the walk moves the child from there.
      evaluation.include(child)
    } else {
      layout.orderValid = false
      evaluation.needsFullEvaluation = true
    }
    eventState.eventsValid = false
    if grew { parentTimeline?.invalidateLayout() } else { parentTimeline?.invalidateEvents() }
  }

  /// Whether `child`, just appended, comes after every other child in the timeline order and in
  /// the orders by start and end of its values' changes (its sequence is the largest, so ties
  /// fall its way).
  private func comesLast(_ child: TimelineChild) -> Bool {
    guard let last = layout.ordered.last, let latestStart = layout.byStart.last, let latestEnd = layout.byEnd.last
    else { return true }
    return child.startTime >= last.startTime && child.span.activeStart >= latestStart.span.activeStart
      && child.span.activeEnd >= latestEnd.span.activeEnd
  }

  /// Brings the "does anything listen" flags up to date.
  func ensureEventFlags() {
    if eventState.eventsValid { return }
    var any = !playback.observers.isEmpty
    for child in layout.entries {
      if child.hasHandlers() { any = true }
      switch child.content {
      case .callback: any = true
      case .timeline(let nested):
        nested.ensureEventFlags()
        if nested.eventState.subtreeHasEvents { any = true }
      default: break
      }
    }
    eventState.subtreeHasEvents = any
    eventState.eventsValid = true
  }

  /// The error to throw if some timeline in the tree would play a never-ending content backwards.
  func infiniteReversal() -> AnimationError? {
    var node: Timeline? = self
    while let current = node {
      let entry = current.parentEntry
      let rate = entry?.timing.playbackRate ?? current.timing.playbackRate
      if rate < 0 && current.totalDuration.isInfinite {
        return .invalidArgument(
          parameter: "playbackRate", value: "\(rate)",
          requirement: .other("positive for a timeline that never ends"))
      }
      if let entry, entry.timing.playbackRate < 0,
        ResolvedTiming(entry.timing, intrinsicDuration: current.contentDuration).endTime.isInfinite
      {
        return .invalidArgument(
          parameter: "playbackRate", value: "\(entry.timing.playbackRate)",
          requirement: .other("positive for a child that never ends"))
      }
      node = current.parentTimeline
    }
    return nil
  }

  /// The first index in `array` (sorted by `key`) whose key is >= `value`.
  static func lowerBound<Children: RandomAccessCollection<TimelineChild>>(
    _ array: Children, _ value: Double, key: (TimelineChild) -> Double
  ) -> Int where Children.Index == Int {
    var low = 0
    var high = array.count
    while low < high {
      let mid = (low + high) / 2
      if key(array[mid]) < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// A tolerance for times near `x`, so that rounding in the mapping between timelines never hides
  /// a child from a search; what is found is then checked exactly.
  @inline(__always) static func slack(_ x: Double) -> Double {
    1e-9 * max(1, abs(x))
  }
}
