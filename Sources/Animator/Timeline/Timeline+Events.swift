extension Timeline {
  /// The events crossed by moving the playhead from `(from, fromSide)` to `to`, in the order they
  /// fire.
  func collectMove(from: Double, fromSide: Int, to: Double, forward: Bool) -> [PendingEvent] {
    var collector = EventCollector(from: from, fromSide: fromSide, to: to, toSide: forward ? 1 : -1, forward: forward)
    let emits = !playback.observers.isEmpty
    Self.visitEntry(
      &collector, timing: rootTiming, start: 0, child: nil, owner: self, nested: self, isCallback: false,
      from: from, to: to, orientation: 1, emits: emits)
    if forward {
      collector.events.sort(by: PendingEvent.precedes)
    } else {
      collector.events.sort { PendingEvent.precedes($1, $0) }
    }
    return collector.events
  }

  /// Collects the events of the children crossed while the content moves from `from` to `to`.
  func collectChildren(_ collector: inout EventCollector, from: Double, to: Double, orientation: Double) {
    ensureLayout()
    let low = min(from, to) - Self.slack(from)
    let high = max(from, to) + Self.slack(to)
    eventState.eventStamp &+= 1
    let stamp = eventState.eventStamp
    let observing = !playback.observers.isEmpty
    if observing { collector.observed += 1 }
    defer { if observing { collector.observed -= 1 } }
    let observed = collector.observed > 0

    func consider(_ child: TimelineChild) {
      guard child.stamps.eventSearch != stamp else { return }
      child.stamps.eventSearch = stamp
      guard child.span.activeEnd >= low, child.span.activeStart <= high else { return }
      var nested: Timeline?
      var isCallback = false
      switch child.content {
      case .timeline(let timeline): nested = timeline
      case .callback: isCallback = true
      default: break
      }
      let emits =
        observed || isCallback || child.hasHandlers()
        || (nested.map { !$0.playback.observers.isEmpty } ?? false)
      let descends = nested.map { observed || $0.eventState.subtreeHasEvents } ?? false
      guard emits || descends else { return }
      collector.key.append(orientation * Double(child.rank))
      Self.visitEntry(
        &collector, timing: child.resolved, start: child.startTime, child: child, owner: self,
        nested: descends ? nested : nil, isCallback: isCallback, from: from, to: to, orientation: orientation,
        emits: emits)
      collector.key.removeLast()
    }

    let containsShown =
      !evaluation.needsFullEvaluation && evaluation.contentTime >= low && evaluation.contentTime <= high
    if containsShown {
      for child in evaluation.activeSet { consider(child.object) }
      var index = Self.lowerBound(layout.byStart, low) { $0.span.activeStart }
      while index < layout.byStart.count, layout.byStart[index].span.activeStart <= high {
        consider(layout.byStart[index])
        index += 1
      }
      index = Self.lowerBound(layout.byEnd, low) { $0.span.activeEnd }
      while index < layout.byEnd.count, layout.byEnd[index].span.activeEnd <= high {
        consider(layout.byEnd[index])
        index += 1
      }
    } else {
      for child in layout.ordered { consider(child) }
    }
  }

  /// Collects the events of one entry (a child, or the root itself) whose parent's time moves from
  /// `from` to `to`: its start, completion and iteration boundaries, its callback, and what its
  /// nested content crosses, iteration by iteration.
  static func visitEntry(
    _ collector: inout EventCollector, timing: ResolvedTiming, start: Double, child: TimelineChild?,
    owner: Timeline, nested: Timeline?, isCallback: Bool, from: Double, to: Double, orientation: Double,
    emits: Bool
  ) {
    let localFrom = timing.localTime(parentTime: from, start: start)
    let localTo = timing.localTime(parentTime: to, start: start)
    let low = min(localFrom, localTo) - slack(localFrom)
    let high = max(localFrom, localTo) + slack(localTo)
    let slotOrientation = timing.playbackRate > 0 ? orientation : -orientation
    let localForward = collector.forward == (slotOrientation > 0)
    let direction: TimelineDirection = localForward ? .forward : .backward

    func add(_ kind: TimelineEvent.Kind, at local: Double, step: Double?) {
      let time = collector.rootTime(contentTime: timing.parentTime(localTime: local, start: start))
      guard collector.crosses(time) else { return }
      var key = collector.key
      if let step { key.append(slotOrientation * step) }
      collector.events.append(
        PendingEvent(time: time, key: key, kind: kind, direction: direction, child: child, owner: owner))
    }

    if isCallback {
      if emits && low <= timing.beforeActive && timing.beforeActive <= high {
        add(.callback, at: timing.beforeActive, step: nil)
      }
      return
    }
    let first = timing.iterationStart.rounded(.down)
    let last = timing.lastIteration
    if emits {
      if low <= timing.beforeActive && timing.beforeActive <= high {
        add(localForward ? .start : .reverseComplete, at: timing.beforeActive, step: 2 * first - 1)
      }
      if localForward && low <= timing.activeAfter && timing.activeAfter <= high && timing.activeAfter.isFinite {
        add(.complete, at: timing.activeAfter, step: 2 * last + 1)
      }
      let lowest = max(low, timing.beforeActive)
      let highest = min(high, timing.activeAfter)
      if timing.cycle > 0, timing.activeDuration > 0, timing.duration.isFinite, lowest <= highest {
        var k = max(((lowest - timing.delay) / timing.cycle + timing.iterationStart).rounded(.down), first + 1)
        while k < 1e15 {
          let boundary = timing.localTime(iterationBoundary: k)
          if boundary > highest { break }
          if boundary > timing.beforeActive && boundary < timing.activeAfter && boundary >= low {
            add(.repeat(iteration: Int(localForward ? k : k - 1)), at: boundary, step: 2 * k - 1)
          }
          k += 1
        }
      }
    }
    guard let nested else { return }
    let lowest = max(low, timing.beforeActive)
    let highest = min(high, timing.activeAfter)
    guard lowest <= highest else { return }

    func descend(iteration k: Double, from contentFrom: Double, to contentTo: Double) {
      var low = timing.beforeActive
      var high = timing.activeAfter
      if timing.duration.isFinite && timing.cycle > 0 && timing.activeDuration > 0 {
        let boundary = timing.localTime(iterationBoundary: k)
        low = max(low, boundary)
        high = min(high, boundary + timing.cycle)
      }
      collector.frames.append((timing, start, k, low, high))
      collector.key.append(slotOrientation * 2 * k)
      let contentOrientation = timing.isReversed(iteration: k) ? -slotOrientation : slotOrientation
      nested.collectChildren(&collector, from: contentFrom, to: contentTo, orientation: contentOrientation)
      collector.key.removeLast()
      collector.frames.removeLast()
    }

    if timing.duration.isInfinite {
      let (a, b) = localForward ? (lowest, highest) : (highest, lowest)
      descend(iteration: 0, from: a - timing.delay, to: b - timing.delay)
      return
    }
    if timing.activeDuration == 0 || timing.cycle == 0 {
      if timing.duration == 0 { descend(iteration: first, from: 0, to: 0) }
      return
    }
    let kLow = max(first, ((lowest - timing.delay) / timing.cycle + timing.iterationStart).rounded(.down) - 1)
    let kHigh = min(last, ((highest - timing.delay) / timing.cycle + timing.iterationStart).rounded(.down) + 1)
    guard kLow <= kHigh, kHigh - kLow < 1e9 else { return }
    var k = localForward ? kLow : kHigh
    while localForward ? k <= kHigh : k >= kLow {
      let boundary = timing.localTime(iterationBoundary: k)
      let y1 = max(lowest, boundary)
      let y2 = min(highest, boundary + timing.cycle)
      if y1 <= y2 {
        let reversed = timing.isReversed(iteration: k)
        func content(_ y: Double) -> Double {
          let c = min(max(y - boundary, 0), timing.duration)
          return reversed ? timing.duration - c : c
        }
        let (a, b) = localForward ? (y1, y2) : (y2, y1)
        descend(iteration: k, from: content(a), to: content(b))
      }
      k += localForward ? 1 : -1
    }
  }

  /// Hands events to their handlers and observers, in order. Events of moves made by a handler are
  /// queued behind the ones being delivered.
  func deliver(_ events: [PendingEvent]) {
    guard !events.isEmpty else { return }
    eventState.eventQueue.append(contentsOf: events)
    guard !eventState.isDelivering else { return }
    eventState.isDelivering = true
    defer { eventState.isDelivering = false }
    var index = 0
    while index < eventState.eventQueue.count {
      dispatch(eventState.eventQueue[index])
      index += 1
    }
    eventState.eventQueue.removeAll(keepingCapacity: true)
  }

  private func dispatch(_ pending: PendingEvent) {
    let sourceName = pending.child.map { $0.name ?? "#\($0.rank)" } ?? "timeline"
    let event = TimelineEvent(
      kind: pending.kind, direction: pending.direction, time: pending.time, sourceName: sourceName)
    let nested = pending.child?.nestedTimeline
    pending.child?.handler(for: pending.kind)?(event)
    if let nested { nested.notifyObservers(event) }
    var node: Timeline? = pending.owner
    while let current = node {
      current.notifyObservers(event)
      node = current.parentTimeline
    }
  }

  /// Calls the observers with `event`, and forgets those that were cancelled.
  private func notifyObservers(_ event: TimelineEvent) {
    guard !playback.observers.isEmpty else { return }
    if EventObserver.deliver(event, to: playback.observers) { playback.forgetCancelledObservers() }
  }

  /// Whether this timeline or one that holds it observes every event.
  var isObserved: Bool {
    var node: Timeline? = self
    while let current = node {
      if !current.playback.observers.isEmpty { return true }
      node = current.parentTimeline
    }
    return false
  }
}

extension TimelineChild {
  func handler(for kind: TimelineEvent.Kind) -> ((TimelineEvent) -> Void)? {
    guard kind == .callback else { return handlers[kind] }
    if case .callback(let body) = content { return { event in body(event.direction) } }
    return nil
  }
}
