// A timeline's walk of its children (`showContent`), which reaches the children, their tweens'
// blocks and resolved timings unretained and walks the sorted orders through their buffers, and the
// content-time arithmetic of a nested child (`ResolvedTiming`) that it and `showRoot` use. The
// arithmetic is kept here, ahead of the walk, rather than in Playback/: the optimiser inlines
// `directedSlope(_:)` into the walk only when it is emitted beside it, and every seek pays for the
// call otherwise.

extension ResolvedTiming {
  /// The sample at `localTime`, and whether the child is applied (its fill covers the time); an
  /// unapplied sample is computed as if the fill were `both`, so that a nested timeline still has
  /// a content time.
  func sampleForContent(_ localTime: Double) -> (sample: TimingSample, applied: Bool) {
    let sample = self.sample(localTime)
    if sample.activeTime != nil { return (sample, true) }
    return (self.sample(localTime, fillsBoth: true), false)
  }

  /// The content time a nested timeline shows for `sample`, as the W3C calculations give it.
  func contentTime(_ sample: TimingSample) -> Double {
    if duration.isInfinite { return sample.activeTime ?? 0 }
    return (sample.directedProgress ?? 0) * duration
  }

  /// The content time shown at `local` (whose sample is `sample`) of an entry placed at `start`,
  /// when its parent's time is `parentTime` (just before it when `parentSide` is -1), and -1 when
  /// the content is shown just before that time.
  ///
  /// Outside the active interval, the content stays just beyond where its travel (as the parent's
  /// time increases) ends: a nested timeline that has not started shows its content just before 0,
  /// so that a zero-length child at its 0 is not reached; one that played its content backwards
  /// to 0 shows it just before 0 too.
  ///
  /// Inside it, the events map a content time `c` up to the parent's time with
  /// ``parentTime(localTime:start:)`` of the local time of `c` in the current iteration, `U(c)`.
  /// Computing the content time down from the parent's time rounds differently (0.7 + 0.1 − 0.7 is
  /// 0.09999999999999987), so the W3C content time is only a first guess: the content time shown
  /// is the last one that `U` maps to a time the parent has reached (where `U` runs backwards, the
  /// last one it maps to a time the parent has not passed, so that a tie goes the W3C way), found
  /// by stepping from the guess to neighbouring doubles. Then a child's boundary `b` is reached in
  /// the content exactly when the parent reaches `U(b)`, at every depth.
  ///
  /// - Complexity: O(1): a few steps of one ulp each.
  func exactContentTime(
    start: Double, parentTime: Double, parentSide: Int, local: Double, sample: TimingSample
  ) -> (time: Double, side: Int) {
    guard let iteration = sample.currentIteration, iteration.isFinite else {
      return (contentTime(sample), 0)
    }
    let reversed = isReversed(iteration: iteration) && !duration.isInfinite
    let rising = (playbackRate > 0) != reversed
    if sample.phase != .active {
      // Before the active interval in the parent's time, or after it.
      let parentBefore = (sample.phase == .before) == (playbackRate > 0)
      return (contentTime(sample), parentBefore == rising ? -1 : 0)
    }
    // Constants, not variables: a local function that captures a variable boxes it on the heap in
    // a debug build, an allocation in every tick of a nested timeline.
    let (low, high) = clampRange(iteration: iteration)
    // Whether the parent has reached the content time `c`.
    func reached(_ c: Double) -> Bool {
      let local = min(max(localTime(contentTime: c, iteration: iteration), low), high)
      let up = self.parentTime(localTime: local, start: start)
      if rising { return up < parentTime || (up == parentTime && parentSide >= 0) }
      return up >= parentTime
    }
    let top = duration.isInfinite ? Double.infinity : duration
    var guess = contentTime(sample)
    if !duration.isInfinite, let simple = sample.simpleIterationProgress, simple < 1 {
      // Inside an iteration, the content time by subtraction, as the events add it up.
      let within = min(max(local - localTime(iterationBoundary: iteration), 0), duration)
      guess = reversed ? duration - within : within
    }
    guess = min(max(guess, 0), top)
    guard guess.isFinite else { return (contentTime(sample), 0) }
    var steps = 0
    if reached(guess) {
      while guess < top && steps < 16 && reached(guess.nextUp) {
        guess = guess.nextUp
        steps += 1
      }
      return (guess, 0)
    }
    while guess > 0 && steps < 16 {
      guess = guess.nextDown
      steps += 1
      if reached(guess) { return (guess, 0) }
    }
    return (guess, guess > 0 ? 0 : -1)
  }

  /// The local times of iteration `iteration` within the active interval: where
  /// ``exactContentTime(start:parentTime:parentSide:local:sample:)`` clamps its guesses.
  private func clampRange(iteration: Double) -> (low: Double, high: Double) {
    guard duration.isFinite && cycle > 0 && activeDuration > 0 else { return (beforeActive, activeAfter) }
    let boundary = localTime(iterationBoundary: iteration)
    return (max(beforeActive, boundary), min(activeAfter, boundary + cycle))
  }

  /// The rate of change of the directed progress per second of local time, in the active phase.
  func directedSlope(_ sample: TimingSample) -> Double {
    guard sample.phase == .active, duration > 0, duration.isFinite else { return 0 }
    if repeatDelay > 0, let simple = sample.simpleIterationProgress, simple >= 1 { return 0 }
    return (sample.isReversedIteration ? -1 : 1) / duration
  }
}

extension Timeline {
  /// Shows the content at content time `time`: moves the children whose values can have changed
  /// since the last call and remembers which are active.
  ///
  /// - Parameters:
  ///   - time: The content time.
  ///   - side: -1 to show the content just before `time` (a zero-length child there not reached),
  ///     0 to show it at `time`.
  ///   - applied: Whether the timeline's fill covers this time; children of an unapplied timeline
  ///     add nothing to their properties.
  ///   - timeVelocity: Content seconds per engine second (0 while paused).
  ///   - full: Whether to move every child, not only those that can have changed.
  ///   - batch: Where the walk of the timeline that holds this one collects the blocks whose
  ///     properties other layers share (or have sinks), to refresh each property once at its end;
  ///   `nil` for the outermost walk, which uses its own timeline's batch and flushes it.
  /// - Complexity: O(log n + k + l) for k children active at the old or new time or with a boundary
  ///   between them and l layers of the properties they animate (each property is refreshed once,
  ///   not once per child that animates it); O(n + l) after a change of structure.
  func showContent(
    at time: Double, side: Int = 0, applied: Bool, timeVelocity: Double, full: Bool = false,
    batch: RefreshBatch? = nil
  ) {
    ensureLayout()
    evaluation.visitStamp &+= 1
    let stamp = evaluation.visitStamp
    let collecting = root.eventState.collectingUpdates
    evaluation.scratchActive.removeAll(keepingCapacity: true)
    // The children are walked unretained: the local copies of the arrays below hold every child
    // of the timeline (every child is in `ordered`, `byStart` and `byEnd`, and `activeSet` is read
    // only when the layout has not changed since it was made) until the walk ends, even if code
    // outside the package (a sink) changes the timeline meanwhile.
    @inline(__always) func visit(_ child: _UnsafeUnretained<TimelineChild>) {
      child.withObject { child in
        if child.stamps.visit != stamp {
          show(
            child, at: time, side: side, applied: applied, timeVelocity: timeVelocity, stamp: stamp,
            collecting: collecting, batch: walkBatch)
        }
      }
    }
    @inline(__always) func visit(_ children: UnsafeBufferPointer<TimelineChild>, _ index: Int) {
      visit(_UnsafeUnretained(children[index]))
    }
    // A change of side alone needs no full walk: the children it concerns have a boundary at the
    // old or the new time, which the search windows below include.
    // The blocks a walk shows are collected and each of their properties refreshed once, after the
    // walk: a walk of every child (or across a row) shows every tween of a property, each of whose
    // refreshes would walk every layer of the property.
    let ownBatch: RefreshBatch?
    if batch == nil {
      if evaluation.refreshBatch == nil { evaluation.refreshBatch = RefreshBatch() }
      ownBatch = evaluation.refreshBatch
    } else {
      ownBatch = nil
    }
    let walkBatch = batch ?? ownBatch
    if full || evaluation.needsFullEvaluation || applied != evaluation.lastApplied {
      let ordered = self.layout.ordered
      ordered.withUnsafeBufferPointer { children in
        for index in children.indices { visit(children, index) }
      }
    } else {
      let old = evaluation.contentTime
      let low = min(old, time) - Self.slack(old)
      let high = max(old, time) + Self.slack(time)
      let active = evaluation.activeSet
      let byStart = self.layout.byStart
      let byEnd = self.layout.byEnd
      // An index loop over a buffer: a for-in loop over the array allocates in debug builds.
      active.withUnsafeBufferPointer { children in
        for index in children.indices { visit(children[index]) }
      }
      byStart.withUnsafeBufferPointer { children in
        var index = Self.lowerBound(inBuffer: children, low) { $0.span.activeStart }
        while index < children.count, children[index].span.activeStart <= high {
          visit(children, index)
          index += 1
        }
      }
      byEnd.withUnsafeBufferPointer { children in
        var index = Self.lowerBound(inBuffer: children, low) { $0.span.activeEnd }
        while index < children.count, children[index].span.activeEnd <= high {
          visit(children, index)
          index += 1
        }
      }
      withExtendedLifetime((active, byStart, byEnd)) {}
    }
    swap(&evaluation.activeSet, &evaluation.scratchActive)
    evaluation.contentTime = time
    evaluation.contentSide = side
    evaluation.lastApplied = applied
    // A move made from inside the walk (a sink that added a child or seeked) rebuilt the set
    // meanwhile, and this walk's set lacks what that move showed: walk every child next time.
    evaluation.needsFullEvaluation = evaluation.visitStamp != stamp
    // After the walk's state is kept: a sink that runs here and moves the timeline makes a move of
    // its own, as one from outside would.
    ownBatch?.flush()
  }

  /// Moves one child to the content time `time`.
  private func show(
    _ child: TimelineChild, at time: Double, side: Int, applied: Bool, timeVelocity: Double, stamp: Int,
    collecting: Bool, batch: RefreshBatch?
  ) {
    child.stamps.visit = stamp
    evaluation.evaluationCount &+= 1
    let slop = Self.slack(time)
    if child.span.activeStart - slop <= time && time <= child.span.activeEnd + slop {
      evaluation.scratchActive.append(_UnsafeUnretained(child))
    }
    if let tween = child.tween {
      showTween(
        child, tween, at: time, side: side, applied: applied, timeVelocity: timeVelocity, collecting: collecting,
        batch: batch)
      return
    }
    let resolved = child.resolved
    let local = child.localTime(resolved, at: time, side: side)
    let localVelocity = timeVelocity * resolved.playbackRate
    switch child.content {
    case .callback, .tween:
      return
    case .spring(let spring):
      let sample = resolved.sample(local)
      let progress = applied ? (sample.transformedProgress ?? 1) : 1
      var velocity = 0.0
      if applied, sample.directedProgress != nil {
        velocity = resolved.directedSlope(sample) * localVelocity
      }
      guard progress != child.shownValue || velocity != 0 else { return }
      child.shownValue = progress
      spring.show(progress: progress, velocity: velocity, into: batch)
      if collecting { noteUpdate(child) }
    case .animator(let animator):
      let sample = resolved.sample(local)
      var unitTime = applied ? (sample.transformedProgress ?? 1) : 1
      var velocity = 0.0
      if applied, let directed = sample.directedProgress, localVelocity != 0 {
        velocity = resolved.easing.velocity(at: directed) * resolved.directedSlope(sample) * localVelocity
      }
      if animator.isReversed {
        unitTime = 1 - unitTime
        velocity = -velocity
      }
      guard unitTime != child.shownValue || velocity != 0 else { return }
      child.shownValue = unitTime
      animator.timelineSample(unitTime: unitTime, unitVelocity: velocity)
      if collecting { noteUpdate(child) }
    case .timeline(let nested):
      let (sample, fillApplies) = resolved.sampleForContent(local)
      let (content, contentSide) = resolved.exactContentTime(
        start: child.startTime, parentTime: time, parentSide: side, local: local, sample: sample)
      let nestedApplied = applied && fillApplies
      let velocity = nestedApplied ? localVelocity * resolved.directedSlope(sample) * resolved.duration : 0
      let changed =
        content != nested.evaluation.contentTime || contentSide != nested.evaluation.contentSide
        || nestedApplied != nested.evaluation.lastApplied
      guard changed || velocity != 0 || nested.evaluation.needsFullEvaluation else { return }
      nested.showContent(
        at: content, side: contentSide, applied: nestedApplied, timeVelocity: velocity.isFinite ? velocity : 0,
        batch: batch)
      if changed { if collecting { noteUpdate(child) } }
    }
  }

  /// Moves a tween child to the content time `time`, with no reference counting: the child (as its
  /// tween), its block and resolved timing are reached unretained while no code outside the package can run. Such
  /// code (a custom easing, a keyframe layer's custom curve, a sink) may lay the timeline out again,
  /// which replaces the resolved timing, or end it, which releases the block: a custom easing takes
  /// ``showTweenOfCustomEasing(_:_:at:side:applied:timeVelocity:collecting:)``, and the block is
  /// retained to refresh the properties that other layers share or that have sinks.
  @inline(__always)
  private func showTween(
    _ child: TimelineChild, _ tween: _UnsafeUnretained<TweenChild>, at time: Double, side: Int, applied: Bool,
    timeVelocity: Double, collecting: Bool, batch: RefreshBatch?
  ) {
    guard let block = tween.withObject({ $0.blockReference }) else { return }
    if child.resolvedReference.withObject({ $0.mayRunUserCode }) {
      showTweenOfCustomEasing(
        child, tween, at: time, side: side, applied: applied, timeVelocity: timeVelocity, collecting: collecting,
        batch: batch)
      return
    }
    let (progress, velocity) = child.resolvedReference.withObject { resolved in
      Self.tweenProgress(resolved, child, at: time, side: side, applied: applied, timeVelocity: timeVelocity)
    }
    let (changed, layered) = block.withObject { block in
      guard progress != block.progress || velocity != block.progressVelocity || child.shownValue.isNaN else {
        return (false, false)
      }
      block.progress = progress
      block.progressVelocity = velocity
      child.shownValue = progress
      return (true, block.refreshDirectProperties())
    }
    guard changed else { return }
    if layered || block.withObject({ $0.mayRunUserCode }),
      let block = tween.object.block
    {
      if let batch {
        batch.add(block)
      } else {
        if layered { block.refreshLayeredProperties() }
        block.refreshIndirectProperties()
      }
    }
    if collecting { noteUpdate(child) }
  }

  /// ``showTween(_:_:at:side:applied:timeVelocity:collecting:)`` for a custom easing, which may run any
  /// code: the resolved timing is held while it runs, and the block is read after it.
  @inline(never)
  private func showTweenOfCustomEasing(
    _ child: TimelineChild, _ tween: _UnsafeUnretained<TweenChild>, at time: Double, side: Int, applied: Bool,
    timeVelocity: Double, collecting: Bool, batch: RefreshBatch?
  ) {
    let (progress, velocity) = Self.tweenProgress(
      child.resolved, child, at: time, side: side, applied: applied, timeVelocity: timeVelocity)
    guard let block = tween.object.block else { return }
    guard progress != block.progress || velocity != block.progressVelocity || child.shownValue.isNaN else { return }
    block.progress = progress
    block.progressVelocity = velocity
    child.shownValue = progress
    if let batch {
      batch.add(block)
    } else {
      block.refreshProperties()
    }
    if collecting { noteUpdate(child) }
  }

  /// A plain tween's progress and its velocity while the timeline plays, from one evaluation of the
  /// easing (one Bézier solve, one spring propagator). Out of line, so that a seek, which needs no
  /// velocity, keeps its code as small as it was.
  @inline(never)
  private static func playingProgress(
    _ resolved: ResolvedTiming, directed: Double, localVelocity: Double
  ) -> (Double, Double) {
    let (progress, slope) = resolved.easing.valueAndVelocity(at: directed)
    return (progress, slope * (1 / resolved.duration) * localVelocity)
  }

  /// A tween's progress and its velocity at content time `time`.
  @inline(__always)
  private static func tweenProgress(
    _ resolved: ResolvedTiming, _ child: TimelineChild, at time: Double, side: Int, applied: Bool,
    timeVelocity: Double
  ) -> (Double, Double) {
    let local = resolved.localTime(parentTime: time, start: child.startTime)
    let localVelocity = timeVelocity * resolved.playbackRate
    guard applied else { return (1.0, 0.0) }
    // Strictly inside the active interval in the timeline's time, a local time that the plain
    // sampling finds inside it too needs no correction (``TimelineChild/localTime(_:at:side:)``).
    if time > child.span.insideFrom && time < child.span.insideTo, let directed = resolved.plainDirectedProgress(local)
    {
      guard localVelocity != 0 else { return (resolved.easing.value(at: directed), 0) }
      return playingProgress(resolved, directed: directed, localVelocity: localVelocity)
    }
    let corrected =
      child.span.needsCorrection(local, at: time) ? child.span.correctedLocalTime(local, at: time, side: side) : local
    let sample = resolved.sample(corrected)
    let progress = sample.transformedProgress ?? 1
    var velocity = 0.0
    if let directed = sample.directedProgress, localVelocity != 0 {
      velocity = resolved.easing.velocity(at: directed) * resolved.directedSlope(sample) * localVelocity
    }
    return (progress, velocity)
  }

  /// ``lowerBound(_:_:key:)`` on a buffer of children, not generic: a debug build reads the
  /// elements of a generic collection through its witness, which allocates on every read, and the
  /// tick searches the timeline's children this way.
  private static func lowerBound(
    inBuffer children: UnsafeBufferPointer<TimelineChild>, _ value: Double, key: (TimelineChild) -> Double
  ) -> Int {
    var low = 0
    var high = children.count
    while low < high {
      let mid = (low + high) / 2
      if key(children[mid]) < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  private func noteUpdate(_ child: TimelineChild) {
    if child.handlers.update != nil || isObserved {
      root.eventState.pendingUpdates.append(child)
    }
  }
}
