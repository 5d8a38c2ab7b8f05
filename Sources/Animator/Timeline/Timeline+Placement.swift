extension Timeline {
  /// The content time a position names now, for a child whose length in this timeline is
  /// `insertedLength` (`nil` where no child is added: a label, a stagger).
  func resolve(_ position: TimelinePosition, insertedLength: Double? = nil) throws(AnimationError) -> Double {
    guard position.number.isFinite, abs(position.number) <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(parameter: "position", value: "\(position.number)", requirement: .finite)
    }
    // Read only by the positions relative to it: reading it retains the child.
    var previous: TimelineChild? { layout.entries.last }
    func label(_ name: String) throws(AnimationError) -> Double {
      guard let time = layout.labelTimes[name] else { throw .unknownLabel(name) }
      return time
    }
    let time: Double
    switch position {
    case .at(let seconds):
      time = seconds
    case .end(let offset):
      time = contentDuration + offset
    case .withPrevious(let offset):
      time = (previous?.startTime ?? 0) + offset
    case .afterPrevious(let offset):
      ensureResolved()
      time = (previous?.span.spanEnd ?? 0) + offset
    case .label(let name, let offset):
      time = try label(name) + offset
    case .percent(let percent, let length, let reference):
      ensureResolved()
      let measured: Double
      switch length {
      case .previous:
        measured = previous.map { $0.span.spanEnd - $0.startTime } ?? 0
      case .inserted:
        guard let insertedLength else {
          throw .invalidArgument(
            parameter: "position", value: "\(percent)%",
            requirement: .other("a percentage of the previous child's length: here no child is added"))
        }
        measured = insertedLength
      }
      let base: Double
      switch reference {
      case .end: base = contentDuration
      case .previousStart: base = previous?.startTime ?? 0
      case .previousEnd: base = previous?.span.spanEnd ?? 0
      case .label(let name): base = try label(name)
      }
      time = base + percent / 100 * measured
    }
    return time.isFinite ? max(time, 0) : 0
  }

  /// How long a child of `timing` and intrinsic duration `duration` lasts in this timeline: the
  /// length a percentage of the inserted child measures (0 for one that never ends).
  static func insertedLength(_ timing: EffectTiming, duration: Double) -> Double {
    let span = ResolvedTiming(timing, intrinsicDuration: duration).span
    return span.isFinite ? span : 0
  }

  /// Adds a child of `content` other than a tween.
  func insert(
    _ content: TimelineContent, name: String?, at position: TimelinePosition, timing: EffectTiming
  ) throws(AnimationError) -> TimelineChild {
    let (start, resolved) = try place(intrinsicDuration: content.intrinsicDuration, at: position, timing: timing)
    return try append(
      ContentChild(name: name, content: content, start: start, resolved: resolved, sequence: layout.nextSequence))
  }

  /// Where a child of `timing` and intrinsic duration `intrinsicDuration` goes: its start and its
  /// resolved timing, once both are checked. Nothing is added.
  func place(
    intrinsicDuration: Double, at position: TimelinePosition, timing: EffectTiming
  ) throws(AnimationError) -> (start: Double, resolved: ResolvedTiming) {
    try timing.validate()
    // Resolved once, here: the position's inserted length, the child and its layout read it.
    let resolved = resolvedTiming(timing, intrinsicDuration: intrinsicDuration)
    if timing.playbackRate < 0 && resolved.endTime.isInfinite {
      throw .invalidArgument(
        parameter: "playbackRate", value: "\(timing.playbackRate)",
        requirement: .other("positive for a child that never ends"))
    }
    let span = resolved.span
    return (try resolve(position, insertedLength: span.isFinite ? span : 0), resolved)
  }

  /// Appends `child`, made from ``place(intrinsicDuration:at:timing:)``'s answer with the next
  /// sequence number, lays it out and records it if the timeline is active.
  func append(_ child: TimelineChild) throws(AnimationError) -> TimelineChild {
    layout.nextSequence += 1
    child.timeline = self
    layout.entries.append(child)
    layoutAppended(child)
    if child.span.spanEnd.isInfinite, let problem = infiniteReversal() {
      removeEntry(child)
      throw problem
    }
    if child.kind == .timeline {
      root.layout.latestRecordedStart = .nan
      return child
    }
    structureChanged(recording: child)
    return child
  }

  /// After a child's own duration changed: lays the timeline out again and shows the values.
  func childDurationChanged() {
    invalidateLayout()
    let root = self.root
    guard root.isRecorded else { return }
    // A retargeted spring can end sooner: the playhead stays within the new total duration.
    root.move(to: min(root.shownTime, root.totalDuration), full: true)
    if root.playback.machine.phase == .running {
      root.run(at: engine.currentTime, backwards: root.playback.playhead.rate < 0)
      engine.noteTouched(root)
    }
  }

  func removeEntry(_ child: TimelineChild) {
    layout.entries.removeAll { $0 === child }
    child.timeline = nil
    invalidateLayout()
  }

  /// Records `tween`, just appended to this root timeline, at once when that gives what recording
  /// the tree again in time order would: it comes after every child the tree recorded (its start
  /// at or after ``TimelineLayout/latestRecordedStart``, last in timeline order), it does not take
  /// its properties over from other animations, and in each property it set, its layer starts
  /// where the layer below it ends (no value was set directly since). Otherwise it records
  /// nothing, or takes back what it recorded, and answers `false`.
  ///
  /// - Complexity: O(p) for the p properties the tween sets, besides its block.
  private func recordsAfterEveryChild(_ tween: TweenChild) -> Bool {
    let latest = layout.latestRecordedStart
    guard !latest.isNaN, tween.span.activeStart >= latest, !tween.beginsFromCurrentState, tween.recording == nil,
      layout.orderValid, layout.ordered.last === tween
    else { return false }
    let count = layout.entries.count
    Self.recordChild(tween, deferringRefresh: true, journal: scopeJournal)
    guard let block = tween.block else { return false }
    // The block changed nothing else of the timeline (it may run any code), and every property it
    // set continues from where the layers below end.
    if layout.entries.count == count, isRecorded, state == .active, layout.orderValid,
      layout.ordered.last === tween,
      block.properties.allSatisfy({ $0.continuesLayersBelow(block) })
    {
      return true
    }
    // Taken back by the recording again in time order, which ends every tween's layers first.
    return false
  }

  /// After a child was added: records it if the timeline is active, and shows the values again.
  func structureChanged(recording child: TimelineChild) {
    // A timeline of its own that has not recorded, as while one is built: nothing to record or
    // show, known without walking to the root (which every child added would pay for).
    if !isRecorded && parentTimeline == nil { return }
    let root = self.root
    guard root.isRecorded else { return }
    if case .tween(let tween) = child.content, tween.block == nil, root.state == .active {
      // A tween after every recorded child (a sequence built while it plays) records at once:
      // recording the tree again would give it the same start values, at O(n) blocks run an add.
      if root === self, recordsAfterEveryChild(tween) {
        layout.latestRecordedStart = child.span.activeStart
        // Its append kept the orders and put it in the active set: a walk of that set shows it.
        showAfterEdit(walkingEveryChild: false)
        return
      }
      // Recorded at once, the tween would start from the model value every child left (the
      // target of a later tween on the same property): record the tree again in time order, as
      // an edit does, so that it starts from the value at its own start (O(n) in the children). A
      // spring does the same in `addSpring`, once it knows its child.
      root.recordAgainInTimeOrder()
      return
    }
    // Recorded out of the order the latest start follows: found again at the next recording.
    root.layout.latestRecordedStart = .nan
    Self.recordChild(child, deferringRefresh: true, journal: root.scopeJournal)
    root.move(to: root.shownTime, full: true)
    if root.playback.machine.phase == .running {
      root.run(at: engine.currentTime, backwards: root.playback.playhead.rate < 0)
      engine.noteTouched(root)
    }
  }
}
