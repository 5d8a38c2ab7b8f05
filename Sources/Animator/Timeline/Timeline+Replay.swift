extension Timeline {
  /// Goes back to the start and plays (GSAP's `restart()`): the playhead jumps, without firing the
  /// events it passes, to the start of the run (the end, when the timeline plays backwards) and
  /// runs from there.
  ///
  /// Inactive, it becomes active as ``startAnimation()`` makes it (recording its children, or
  /// replaying what they recorded); active, running or paused, it goes back. Either way it then runs
  /// from the start; the tweens show the start values they recorded on their first run (see
  /// ``invalidate()``), so a finished timeline plays again exactly as it did.
  ///
  /// ```swift
  /// try timeline.restart()                     // from the start of the active interval
  /// try timeline.restart(includeDelay: true)   // wait through the timeline's delay again
  /// ```
  ///
  /// - Parameter includeDelay: Whether to start at local time 0, before the timeline's own
  ///   ``EffectTiming/delay``, and wait through it; by default (as GSAP's) the run starts where the
  ///   delay ends. Running backwards it starts at the end, where there is no delay to skip.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }

  /// Forgets the start values that the timeline's tweens and springs recorded (GSAP's
  /// `invalidate()`), here and in every timeline nested in it.
  ///
  /// A tween records the values its properties show when it first runs and keeps them for every
  /// replay, seek back, reverse and ``restart(includeDelay:)``: a timeline that has finished plays
  /// the same animation again. After `invalidate()` the next recording runs the blocks again from
  /// the values shown then: at once for an active timeline (the values shown from its next move on
  /// start from where the properties are now, as GSAP's next render does), at the next start for an
  /// inactive one. A stopped timeline keeps its layers until it is finished, and records afresh at
  /// its next start. Animators held by the timeline record their own blocks, as they always do.
  ///
  /// ```swift
  /// box.x = 300                 // the finished timeline would replay from its recorded values
  /// timeline.invalidate()       // start from 300 instead
  /// try timeline.restart()
  /// ```
  public func invalidate() {
    let root = self.root
    let reRecord = root.isRecorded && root.playback.machine.phase != .stopped
    forgetRecordings(ending: reRecord)
    guard reRecord else { return }
    var items: [(time: Double, order: Int, child: TimelineChild)] = []
    collectRecordable(into: &items) { $0 }
    items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    for item in items {
      switch item.child.content {
      case .tween, .spring:
        Self.recordChild(item.child)
        item.child.shownValue = .nan
      default:
        break
      }
    }
    root.needsFullEvaluation = true
    root.move(to: root.position, full: true)
  }

  /// Drops the kept recordings of tweens and springs; with `ending`, also ends their current
  /// layers where they are shown, so that they can be recorded again.
  private func forgetRecordings(ending: Bool) {
    for child in entries {
      switch child.content {
      case .tween(let tween):
        tween.recording = nil
        if ending, let block = tween.block {
          let weight = block.weight
          for property in block.properties { property.end(block, atWeight: weight) }
          block.properties.removeAll()
          tween.block = nil
        }
      case .spring(let spring):
        spring.invalidate()
        if ending && spring.isRecorded { spring.finish() }
      case .timeline(let nested):
        nested.forgetRecordings(ending: ending)
      case .animator, .callback:
        break
      }
    }
  }

  /// Waits until the current or next run ends, and returns where it ended: the position a
  /// completion would receive, or `nil` if the run was stopped without finishing or the timeline was
  /// released, as ``PropertyAnimator/finished()`` does.
  ///
  /// ```swift
  /// try timeline.startAnimation()
  /// let position = await timeline.finished()   // .end
  /// ```
  ///
  /// It always returns once the run ends, however it ends. A nested timeline's run ends when the
  /// timeline that plays it ends. With ``pausesOnCompletion`` a run that reaches its end pauses
  /// there and has not ended.
  ///
  /// - Returns: The final position, or `nil` when no completion would run.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await withCheckedContinuation { continuation in
      playback.waiters.append(continuation)
    }
  }

  /// Calls `handler` with every event of the timeline and of everything nested in it, in the order
  /// they fire (a log for tools and tests), as ``TimelineEvent/Record``s (the values ``events()``
  /// yields), until the returned observation is cancelled or released: the timeline's form of
  /// ``Animating/observe(_:)``. (The callbacks ``onStart`` and the like receive the
  /// ``TimelineEvent`` itself, with its ``TimelineEvent/child``.)
  ///
  /// ```swift
  /// let observation = timeline.observe { event in print(event) }   // "fade start", ...
  /// ```
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (TimelineEvent.Record) -> Void) -> AnimatorObservation {
    let observation = playback.observe { handler($0.record) }
    invalidateEvents()
    return observation
  }

  /// The timeline's events, and those of everything nested in it, as an asynchronous sequence of
  /// ``TimelineEvent/Record``s, from now on: the timeline's form of ``PropertyAnimator/events()``.
  ///
  /// The stream buffers the newest 256 events. It ends when the consuming task stops iterating or
  /// the timeline is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<TimelineEvent.Record> {
    let stream = playback.makeStream(\.record)
    invalidateEvents()
    return stream
  }

  /// Resumes the tasks waiting in ``finished()`` with `position`.
  func resumeWaiters(with position: AnimatingPosition?) {
    for waiter in playback.takeWaiters() { waiter.resume(returning: position) }
  }

  /// Resumes with `nil` the tasks waiting for this timeline and the timelines nested in it: their
  /// runs ended with no completion.
  func dropWaiters() {
    resumeWaiters(with: nil)
    for child in entries {
      if case .timeline(let nested) = child.content { nested.dropWaiters() }
    }
  }
}
