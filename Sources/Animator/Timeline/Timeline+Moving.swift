extension Timeline {
  /// Moves the playhead of a root timeline to local time `time`: finds the events crossed, shows
  /// the values at `time`, then delivers the events and the updates.
  ///
  /// A move to where the playhead is changes nothing, unless `arriving` names the other side of
  /// it: a run that starts there and has no length still crosses it (a forward run arrives just
  /// after its target, a backward one just before).
  ///
  /// - Complexity: O(log n + k) for k children whose values change, plus the events crossed.
  func move(
    to time: Double, suppressEvents: Bool = false, timeVelocity: Double = 0, full: Bool = false, arriving: Int? = nil
  ) {
    ensureLayout()
    ensureEventFlags()
    let old = position
    let oldSide = positionSide
    let side = time != old ? (time > old ? 1 : -1) : (arriving ?? oldSide)
    let moves = time != old || side != oldSide
    let forward = time > old || (time == old && side > oldSide)
    let listens = !suppressEvents && subtreeHasEvents && moves
    var events: [PendingEvent] = []
    if listens {
      events = collectMove(from: old, fromSide: oldSide, to: time, forward: forward)
    }
    if moves {
      position = time
      positionSide = side
    }
    collectingUpdates = listens
    pendingUpdates.removeAll(keepingCapacity: true)
    showRoot(timeVelocity: timeVelocity, full: full)
    // A move made from inside the walk (a sink that added a child or seeked) left the children
    // after that sink shown at this move's time: show every child where the playhead is now.
    if needsFullEvaluation { showRoot(timeVelocity: timeVelocity, full: true) }
    collectingUpdates = false
    guard listens else { return }
    let direction: TimelineDirection = forward ? .forward : .backward
    for child in pendingUpdates {
      events.append(
        PendingEvent(
          time: time, key: [], kind: .update, direction: direction, child: child, owner: child.timeline ?? self))
    }
    pendingUpdates.removeAll(keepingCapacity: true)
    if hasOwnHandlers || !playback.observers.isEmpty {
      events.append(PendingEvent(time: time, key: [], kind: .update, direction: direction, child: nil, owner: self))
    }
    deliver(events)
  }

  /// Shows the content at the playhead's position.
  func showRoot(timeVelocity: Double, full: Bool = false) {
    let timing = rootTiming
    let (sample, applied) = timing.sampleForContent(position)
    // The root's events are decided on its local time, mapped from content time as a nested
    // timeline's are: its content time is found the same way.
    var (content, side) = timing.exactContentTime(
      start: 0, parentTime: position, parentSide: 0, local: position, sample: sample)
    // A timeline playing backwards whose playhead arrived at the start from above (played or
    // sought there) shows the content just before 0, as a nested timeline played back to its start
    // does: a zero-length child at 0 is not reached, and shows its start values, as GSAP's do.
    if playsBackwards && positionSide < 0 && position <= 0 && content == 0 { side = -1 }
    var velocity = applied ? timeVelocity * timing.directedSlope(sample) * timing.duration : 0
    if !velocity.isFinite { velocity = applied ? timeVelocity : 0 }
    showContent(at: content, side: side, applied: applied, timeVelocity: velocity, full: full)
  }

  /// Records every child's property changes, in timeline order, when the timeline becomes active:
  /// blocks run, animators make their animations, springs capture their start. A tween or spring
  /// recorded by an earlier run replays what it recorded then, until ``invalidate()``.
  func record() {
    guard !isRecorded else { return }
    var items: [(time: Double, order: Int, child: TimelineChild)] = []
    collectRecordable(into: &items, offset: { $0 })
    items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    markRecorded(true)
    for item in items { Self.recordChild(item.child) }
    needsFullEvaluation = true
  }

  /// Every child that records something, with its absolute start, depth first in timeline order.
  func collectRecordable(
    into items: inout [(time: Double, order: Int, child: TimelineChild)], offset: (Double) -> Double
  ) {
    ensureLayout()
    for child in ordered {
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
        items.append((offset(child.activeStart), items.count, child))
      }
    }
  }

  private func markRecorded(_ recorded: Bool) {
    isRecorded = recorded
    needsFullEvaluation = true
    for child in entries {
      child.shownValue = .nan
      if case .timeline(let nested) = child.content { nested.markRecorded(recorded) }
    }
  }

  /// Records one child: runs its block, activates its animator, starts its spring.
  static func recordChild(_ child: TimelineChild) {
    switch child.content {
    case .tween(let tween):
      if tween.block == nil {
        if let recording = tween.recording {
          // A replay: the start values recorded at the first run, not the values shown now.
          let block = recording.block
          block.progress = 0
          block.progressVelocity = 0
          for layer in recording.layers { layer.replay() }
          tween.block = block
        } else {
          let block = AnimationBlock()
          block.beginsFromCurrentState = tween.beginsFromCurrentState
          AnimationRecording.record(into: block, tween.animations)
          tween.block = block
        }
      }
      if tween.recording == nil, let block = tween.block {
        tween.recording = (block, block.properties.map { $0.recording(of: block) })
      }
    case .animator(let animator):
      animator.timelineActivate()
    case .spring(let spring):
      spring.record()
    case .timeline(let nested):
      nested.record()
    case .callback:
      break
    }
  }

  /// Takes every recorded layer out at the weight it shows now, leaving each property at that
  /// value, and forgets the recording. Returns the completions of owned animators and nested
  /// timelines, to run once the timeline has changed state.
  func endRecording() -> [() -> Void] {
    var completions: [() -> Void] = []
    endRecording(collecting: &completions)
    return completions
  }

  private func endRecording(collecting completions: inout [() -> Void]) {
    for child in ordered {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block {
          let weight = block.weight
          for property in block.properties {
            property.suspend(block, atWeight: weight)
            property.resolve(block, atWeight: weight)
          }
          block.properties.removeAll()
          tween.block = nil
        }
      case .animator(let animator):
        if let position = animator.timelineFinish() {
          completions.append { animator.runCompletions(position) }
        }
      case .spring(let spring):
        spring.finish()
      case .timeline(let nested):
        nested.endRecording(collecting: &completions)
        let position: AnimatingPosition =
          nested.contentTime >= nested.storedContentDuration ? .end : nested.contentTime <= 0 ? .start : .current
        let toRun = nested.playback.completions
        nested.playback.completions.removeAll()
        completions.append {
          for completion in toRun { completion(position) }
          nested.resumeWaiters(with: position)
        }
      case .callback:
        break
      }
      child.shownValue = .nan
    }
    isRecorded = false
    needsFullEvaluation = true
  }

  /// Takes every recorded layer out of its properties at the weight it shows now, as
  /// `stopAnimation(false)` does; ``endRecording()`` later moves them to where the finish puts
  /// them.
  func suspendRecording() {
    for child in ordered {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block {
          for property in block.properties { property.suspend(block, atWeight: block.weight) }
        }
      case .animator(let animator): animator.timelineSuspend()
      case .spring(let spring): spring.suspend()
      case .timeline(let nested): nested.suspendRecording()
      case .callback: break
      }
    }
  }
}
