extension Timeline {
  /// Moves the playhead of a root timeline to local time `time`: finds the events crossed, shows
  /// the values at `time`, then delivers the events and the updates.
  ///
  /// A move to where the playhead is changes nothing, unless `arriving` names the other side of
  /// it: a run that starts there and has no length still crosses it (a forward run arrives just
  /// after its target, a backward one just before).
  ///
  /// `beforeStart` says whether a seek puts the playhead before the start (at 0, where the content
  /// then shows what precedes it); `nil` keeps that place while the playhead stays where it is.
  ///
  /// - Complexity: O(log n + k) for k children whose values change, plus the events crossed.
  func move(
    to time: Double, suppressEvents: Bool = false, timeVelocity: Double = 0, full: Bool = false, arriving: Int? = nil,
    beforeStart: Bool? = nil
  ) {
    ensureLayout()
    ensureEventFlags()
    let old = shownTime
    let oldSide = shownSide
    let side = time != old ? (time > old ? 1 : -1) : (arriving ?? oldSide)
    let moves = time != old || side != oldSide
    let forward = time > old || (time == old && side > oldSide)
    let listens = !suppressEvents && eventState.subtreeHasEvents && moves
    var events: [PendingEvent] = []
    if listens {
      events = collectMove(from: old, fromSide: oldSide, to: time, forward: forward)
    }
    if moves {
      shownTime = time
      shownSide = side
    }
    evaluation.beforeStart = beforeStart ?? (evaluation.beforeStart && !moves)
    eventState.collectingUpdates = listens
    eventState.pendingUpdates.removeAll(keepingCapacity: true)
    showRoot(timeVelocity: timeVelocity, full: full)
    // A move made from inside the walk (a sink that added a child or seeked) left the children
    // after that sink shown at this move's time: show every child where the playhead is now.
    if evaluation.needsFullEvaluation { showRoot(timeVelocity: timeVelocity, full: true) }
    eventState.collectingUpdates = false
    guard listens else { return }
    let direction: TimelineDirection = forward ? .forward : .backward
    for child in eventState.pendingUpdates {
      events.append(
        PendingEvent(
          time: time, key: [], kind: .update, direction: direction, child: child, owner: child.timeline ?? self))
    }
    eventState.pendingUpdates.removeAll(keepingCapacity: true)
    if !playback.observers.isEmpty {
      events.append(PendingEvent(time: time, key: [], kind: .update, direction: direction, child: nil, owner: self))
    }
    deliver(events)
  }

  /// Shows the content at the playhead's position.
  func showRoot(timeVelocity: Double, full: Bool = false) {
    let timing = rootTiming
    let (sample, applied) = timing.sampleForContent(shownTime)
    // The root's events are decided on its local time, mapped from content time as a nested
    // timeline's are: its content time is found the same way.
    var (content, side) = timing.exactContentTime(
      start: 0, parentTime: shownTime, parentSide: 0, local: shownTime, sample: sample)
    // A timeline playing backwards whose playhead arrived at the start from above (played or
    // sought there), or one sought to a time before its start, shows the content just before 0, as
    // a nested timeline that has not started or was played back to its start does: a zero-length
    // child at 0 is not reached, and shows its start values, as GSAP's do.
    if playsBackwards || evaluation.beforeStart, shownSide < 0 && shownTime <= 0 && content == 0 { side = -1 }
    var velocity = applied ? timeVelocity * timing.directedSlope(sample) * timing.duration : 0
    if !velocity.isFinite { velocity = applied ? timeVelocity : 0 }
    showContent(at: content, side: side, applied: applied, timeVelocity: velocity, full: full)
  }
}
