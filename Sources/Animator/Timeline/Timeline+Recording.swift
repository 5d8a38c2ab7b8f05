extension Timeline {
  /// Records every child's property changes, in timeline order, when the timeline becomes active:
  /// blocks run, animators make their animations, springs capture their start. A tween or spring
  /// recorded by an earlier run replays what it recorded then, until ``invalidate()``.
  func record() {
    guard !isRecorded else { return }
    var items: [(time: Double, order: Int, child: TimelineChild)] = []
    collectRecordable(into: &items, offset: { $0 })
    items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    markRecorded(true)
    let journal = root.scopeJournal
    // The properties are refreshed once each by the full move that follows every recording (a
    // start, an edit), not once per layer added: N tweens of one property cost O(N), not O(N²).
    for item in items { Self.recordChild(item.child, deferringRefresh: true, journal: journal) }
    layout.latestRecordedStart = items.last?.time ?? -.infinity
    evaluation.needsFullEvaluation = true
  }

  /// Every child that records something, with its absolute start, depth first in timeline order.
  func collectRecordable(
    into items: inout [(time: Double, order: Int, child: TimelineChild)], offset: (Double) -> Double
  ) {
    ensureLayout()
    for child in layout.ordered {
      switch child.content {
      case .timeline(let nested):
        let timing = child.resolved
        let start = child.startTime
        let first = timing.iterationStart.rounded(.down)
        nested.collectRecordable(into: &items) { content in
          offset(timing.parentTime(localTime: timing.localTime(contentTime: content, iteration: first), start: start))
        }
      case .callback:
        break
      default:
        items.append((offset(child.span.activeStart), items.count, child))
      }
    }
  }

  private func markRecorded(_ recorded: Bool) {
    isRecorded = recorded
    evaluation.needsFullEvaluation = true
    for child in layout.entries {
      child.shownValue = .nan
      if case .timeline(let nested) = child.content { nested.markRecorded(recorded) }
    }
  }

  /// Records one child: runs its block, activates its animator, starts its spring.
  ///
  /// With `deferringRefresh`, the tweens and springs leave their properties' presentation values
  /// to the full move that must follow (``Timeline/move(to:suppressEvents:timeVelocity:full:arriving:)``
  /// with `full`, whose walk shows every child recorded since its `shownValue` was reset). With a
  /// `journal` (the root's scope's, ``scopeJournal``), what the child changes is noted there
  /// first, for the scope's `revert()`.
  static func recordChild(_ child: TimelineChild, deferringRefresh: Bool, journal: ScopeJournal?) {
    // The engine's flag of lost targets, which every block recorded here raises when a property
    // it set goes.
    let losses = child.timeline?.engine.targetLosses
    switch child.content {
    case .tween(let tween):
      var fresh = false
      if tween.block == nil {
        if let kept = tween.recording {
          // A replay: the start values recorded at the first run, not the values shown now.
          let block = kept.block
          block.progress = 0
          block.progressVelocity = 0
          // First: the block leaves its properties' idle recorders, and the recordings of those
          // that went are dropped; only the others are replayed.
          tween.block = block
          if let recording = tween.recording {
            for layer in recording.layers { layer.replay(!deferringRefresh, journal: journal) }
          }
          // A tween that lost a property ends its timeline at the next frame if nothing else moves.
          if block.lostTargets { block.targetLosses?.hasNew = true }
        } else {
          let block = AnimationBlock()
          if let losses { TweenChild.prepare(block, losses: losses) }
          block.beginsFromCurrentState = tween.beginsFromCurrentState
          AnimationRecording.record(
            into: block, deferringRefresh: deferringRefresh, journal: journal, tween.animations)
          if tween.hasLostTarget {
            block.lostTargets = true
            losses?.hasNew = true
          }
          // A property that went while the block's closure ran is in no recording made now; its
          // address, named, could be another's by the replay.
          if block.lostTargets { _ = losses?.takeLostIdentities(of: block.identity) }
          tween.block = block
          fresh = true
        }
      }
      if tween.recording == nil, let block = tween.block {
        tween.recording = (block, Self.recordings(of: block, fresh: fresh))
      }
    case .animator(let animator):
      animator.timelineActivate(journal: journal)
    case .spring(let spring):
      spring.record(deferringRefresh: deferringRefresh, journal: journal, losses: losses)
    case .timeline(let nested):
      nested.record()
    case .callback:
      break
    }
  }

  /// The layers `block` holds in each of its properties, to replay on later runs.
  ///
  /// A block recorded just now (`fresh`) added its layers last, so each property's are found at
  /// the end of its list, in O(their number); the count of layers the block was given
  /// (``AnimationBlock/adoptions``) tells whether that found them all (nothing else added a layer
  /// of the property meanwhile, nothing took one away). Otherwise each property's list is walked,
  /// O(its layers), which for N tweens of one property would cost O(N²) in all.
  static func recordings(of block: AnimationBlock, fresh: Bool) -> [LayerRecording] {
    if fresh {
      var found = 0
      var recordings: [LayerRecording] = []
      recordings.reserveCapacity(block.propertyCount)
      // Walked in place: ``AnimationBlock/properties`` would make (and keep) an array of them. A
      // recording runs no code outside the package.
      block.visitEachProperty { property in
        let (recording, count) = property.recordingOfNewest(block)
        recordings.append(recording)
        found += count
      }
      if found == Int(block.adoptions) { return recordings }
    }
    return block.properties.map { $0.recording(of: block) }
  }

  /// Takes every recorded layer out at the weight it shows now, leaving each property at that
  /// value, and forgets the recording. Returns the completions of owned animators and nested
  /// timelines, to run once the timeline has changed state.
  func endRecording() -> [() -> Void] {
    var completions: [() -> Void] = []
    var ends = LayerEnds()
    endRecording(collecting: &completions, ends: &ends)
    ends.run()
    return completions
  }

  /// Takes out the completions of this timeline, nested in another whose recording ends, and
  /// returns what runs them once the outer timeline has changed state: each completion with the
  /// position the content was left at (its end, its start, or where it is), then the `finished()`
  /// waiters.
  func takeCompletionsAsNested() -> () -> Void {
    let position: AnimatingPosition =
      evaluation.contentTime >= layout.storedContentDuration
      ? .end : evaluation.contentTime <= 0 ? .start : .current
    let toRun = playback.completions
    playback.completions.removeAll()
    return {
      for completion in toRun { completion(position) }
      self.resumeWaiters(with: position)
    }
  }

  /// Ends every child's layers, in timeline order: the tweens' and springs' are gathered in `ends`
  /// (a property's in that order), made before an animator ends and by the caller at the end.
  private func endRecording(collecting completions: inout [() -> Void], ends: inout LayerEnds) {
    for child in layout.ordered {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block {
          // Suspended and resolved at the same weight: ended there.
          ends.add(block, atWeight: block.weight)
          tween.block = nil
        }
      case .animator(let animator):
        // The animator's layers may share properties with the tweens before it.
        ends.run()
        if let position = animator.timelineFinish() {
          completions.append { animator.runCompletions(position) }
        }
      case .spring(let spring):
        spring.finish(into: &ends)
      case .timeline(let nested):
        nested.endRecording(collecting: &completions, ends: &ends)
        completions.append(nested.takeCompletionsAsNested())
      case .callback:
        break
      }
      child.shownValue = .nan
    }
    isRecorded = false
    evaluation.needsFullEvaluation = true
  }

  /// Takes every recorded layer out of its properties at the weight it shows now, as
  /// `stopAnimation(false)` does; ``endRecording()`` later moves them to where the finish puts
  /// them.
  func suspendRecording() {
    // The tweens' suspensions gathered by property, and made before any other child's, so that
    // each property sees them all in the children's order (the same bits as one by one).
    var suspensions = LayerSuspensions()
    for child in layout.ordered {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block { suspensions.add(block, atWeight: block.weight) }
      case .animator(let animator):
        suspensions.run()
        animator.timelineSuspend()
      case .spring(let spring):
        suspensions.run()
        spring.suspend()
      case .timeline(let nested):
        suspensions.run()
        nested.suspendRecording()
      case .callback: break
      }
    }
    suspensions.run()
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
    var ends = LayerEnds()
    forgetRecordings(ending: reRecord, ends: &ends)
    ends.run()
    guard reRecord else { return }
    var items: [(time: Double, order: Int, child: TimelineChild)] = []
    collectRecordable(into: &items) { $0 }
    items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    let journal = root.scopeJournal
    for item in items {
      switch item.child.content {
      case .tween, .spring:
        Self.recordChild(item.child, deferringRefresh: true, journal: journal)
        item.child.shownValue = .nan
      default:
        break
      }
    }
    root.evaluation.needsFullEvaluation = true
    root.move(to: root.shownTime, full: true)
  }

  /// Drops the kept recordings of tweens and springs; with `ending`, also ends their current
  /// layers where they are shown, so that they can be recorded again.
  private func forgetRecordings(ending: Bool, ends: inout LayerEnds) {
    for child in layout.entries {
      switch child.content {
      case .tween(let tween):
        tween.recording = nil
        if ending, let block = tween.block {
          ends.add(block, atWeight: block.weight)
          tween.block = nil
        }
      case .spring(let spring):
        spring.invalidate()
        if ending && spring.isRecorded { spring.finish(into: &ends) }
      case .timeline(let nested):
        nested.forgetRecordings(ending: ending, ends: &ends)
      case .animator, .callback:
        break
      }
    }
  }

  /// Records every tween and spring of an active tree again in timeline order and shows the values
  /// where the playhead is, silently: after a tween was added to it, so that the tween starts from
  /// the value its property has at the tween's own start, as in a timeline built before its run.
  func recordAgainInTimeOrder() {
    unrecordTweens()
    rerecordTweens()
    showAfterEdit()
  }

  /// Every tween and spring of the tree, in the order the timeline records them.
  ///
  /// - Parameter latestStart: Set to the latest start of every child the tree records (animators
  ///   too), for ``TimelineLayout/latestRecordedStart``.
  /// - Returns: The tweens and springs, in recording order.
  private func recordedTweens(latestStart: inout Double) -> [TimelineChild] {
    var items: [(time: Double, order: Int, child: TimelineChild)] = []
    collectRecordable(into: &items) { $0 }
    items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    latestStart = items.last?.time ?? -.infinity
    return items.compactMap { item in
      switch item.child.content {
      case .tween, .spring: item.child
      default: nil
      }
    }
  }

  /// Takes every tween's and spring's layers out at their start, newest first, so that each
  /// property holds the value it had before the timeline recorded it.
  func unrecordTweens() {
    // Gathered by property, each property's newest first, and made with one walk of its layers.
    var ends = LayerEnds()
    var latestStart = Double.nan
    let children = recordedTweens(latestStart: &latestStart)
    for child in children.reversed() {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block { ends.add(block, atWeight: 1) }
      case .spring(let spring):
        spring.unrecord(into: &ends)
      default:
        break
      }
    }
    ends.run()
    for child in children {
      guard case .tween(let tween) = child.content else { continue }
      // The recording first: a block ended with no recording kept joins no property's idle
      // recorders.
      tween.recording = nil
      tween.block = nil
    }
  }

  /// Records every tween and spring of the tree again, in timeline order.
  func rerecordTweens() {
    // Refreshed once each by the full move of `showAfterEdit()` that follows.
    var latestStart = Double.nan
    let journal = root.scopeJournal
    for child in recordedTweens(latestStart: &latestStart) {
      Self.recordChild(child, deferringRefresh: true, journal: journal)
    }
    layout.latestRecordedStart = latestStart
    forEachChild { $0.shownValue = .nan }
  }

  /// Forgets what an earlier run recorded, as ``invalidate()`` does for an inactive timeline.
  func forgetTweenRecordings() {
    forEachChild { child in
      switch child.content {
      case .tween(let tween): tween.recording = nil
      case .spring(let spring): spring.invalidate()
      default: break
      }
    }
  }

  private func forEachChild(_ body: (TimelineChild) -> Void) {
    for child in layout.entries {
      body(child)
      child.nestedTimeline?.forEachChild(body)
    }
    evaluation.needsFullEvaluation = true
  }
}
