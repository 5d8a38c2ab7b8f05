extension ResolvedTiming {
  /// The sample at `localTime`, and whether the child is applied (its fill covers the time); an
  /// unapplied sample is computed as if the fill were `both`, so that a nested timeline still has
  /// a content time.
  func sampleForContent(_ localTime: Double) -> (sample: TimingSample, applied: Bool) {
    let sample = self.sample(localTime)
    if sample.activeTime != nil { return (sample, true) }
    return (self.sample(localTime, fillsBoth: true), false)
  }

  /// The content time a nested timeline shows for `sample`.
  func contentTime(_ sample: TimingSample) -> Double {
    if duration.isInfinite { return sample.activeTime ?? 0 }
    return (sample.directedProgress ?? 0) * duration
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
  ///   - applied: Whether the timeline's fill covers this time; children of an unapplied timeline
  ///     add nothing to their properties.
  ///   - timeVelocity: Content seconds per engine second (0 while paused).
  ///   - full: Whether to move every child, not only those that can have changed.
  /// - Complexity: O(log n + k) for k children active at the old or new time or with a boundary
  ///   between them; O(n) after a change of structure.
  func showContent(at time: Double, applied: Bool, timeVelocity: Double, full: Bool = false) {
    ensureLayout()
    visitStamp &+= 1
    let stamp = visitStamp
    let collecting = root.collectingUpdates
    scratchActive.removeAll(keepingCapacity: true)
    // The children are walked unretained: the local copies of the arrays below hold every child
    // of the timeline (every child is in `ordered`, `byStart` and `byEnd`, and `activeSet` is read
    // only when the layout has not changed since it was made) until the walk ends, even if code
    // outside the package (a sink) changes the timeline meanwhile.
    @inline(__always) func visit(_ child: Unmanaged<TimelineChild>) {
      child._withUnsafeGuaranteedRef { child in
        if child.visitStamp != stamp {
          show(child, at: time, applied: applied, timeVelocity: timeVelocity, stamp: stamp, collecting: collecting)
        }
      }
    }
    @inline(__always) func visit(_ children: UnsafeBufferPointer<TimelineChild>, _ index: Int) {
      visit(Unmanaged.passUnretained(children[index]))
    }
    if full || needsFullEvaluation || applied != lastApplied {
      let ordered = self.ordered
      ordered.withUnsafeBufferPointer { children in
        for index in children.indices { visit(children, index) }
      }
    } else {
      let old = contentTime
      let low = min(old, time) - Self.slack(old)
      let high = max(old, time) + Self.slack(time)
      let active = activeSet
      let byStart = self.byStart
      let byEnd = self.byEnd
      for child in active { visit(child) }
      byStart.withUnsafeBufferPointer { children in
        var index = Self.lowerBound(children, low) { $0.activeStart }
        while index < children.count, children[index].activeStart <= high {
          visit(children, index)
          index += 1
        }
      }
      byEnd.withUnsafeBufferPointer { children in
        var index = Self.lowerBound(children, low) { $0.activeEnd }
        while index < children.count, children[index].activeEnd <= high {
          visit(children, index)
          index += 1
        }
      }
      withExtendedLifetime((active, byStart, byEnd)) {}
    }
    swap(&activeSet, &scratchActive)
    contentTime = time
    lastApplied = applied
    // A move made from inside the walk (a sink that added a child or seeked) rebuilt the set
    // meanwhile, and this walk's set lacks what that move showed: walk every child next time.
    needsFullEvaluation = visitStamp != stamp
  }

  /// Moves one child to the content time `time`.
  private func show(
    _ child: TimelineChild, at time: Double, applied: Bool, timeVelocity: Double, stamp: Int, collecting: Bool
  ) {
    child.visitStamp = stamp
    evaluationCount &+= 1
    let slop = Self.slack(time)
    if child.activeStart - slop <= time && time <= child.activeEnd + slop {
      scratchActive.append(Unmanaged.passUnretained(child))
    }
    if let tween = child.tween {
      showTween(child, tween, at: time, applied: applied, timeVelocity: timeVelocity, collecting: collecting)
      return
    }
    let resolved = child.resolved
    let local = resolved.localTime(parentTime: time, start: child.startTime)
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
      spring.show(progress: progress, velocity: velocity)
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
      let content = resolved.contentTime(sample)
      let nestedApplied = applied && fillApplies
      let velocity = nestedApplied ? localVelocity * resolved.directedSlope(sample) * resolved.duration : 0
      let changed = content != nested.contentTime || nestedApplied != nested.lastApplied
      guard changed || velocity != 0 || nested.needsFullEvaluation else { return }
      nested.showContent(at: content, applied: nestedApplied, timeVelocity: velocity.isFinite ? velocity : 0)
      if changed { if collecting { noteUpdate(child) } }
    }
  }

  /// Moves a tween child to the content time `time`, with no reference counting: its tween, block
  /// and resolved timing are reached unretained while no code outside the package can run. Such
  /// code (a custom easing, a keyframe layer's custom curve, a sink) may lay the timeline out again,
  /// which replaces the resolved timing, or end it, which releases the block: a custom easing takes
  /// ``showTweenOfCustomEasing(_:_:at:applied:timeVelocity:collecting:)``, and the block is
  /// retained to refresh the properties that other layers share or that have sinks.
  @inline(__always)
  private func showTween(
    _ child: TimelineChild, _ tween: Unmanaged<TweenContent>, at time: Double, applied: Bool, timeVelocity: Double,
    collecting: Bool
  ) {
    guard let block = tween._withUnsafeGuaranteedRef({ $0.blockReference }) else { return }
    if child.resolvedReference._withUnsafeGuaranteedRef({ $0.easingCallsUserCode }) {
      showTweenOfCustomEasing(
        child, tween, at: time, applied: applied, timeVelocity: timeVelocity, collecting: collecting)
      return
    }
    let (progress, velocity) = child.resolvedReference._withUnsafeGuaranteedRef { resolved in
      Self.tweenProgress(resolved, child, at: time, applied: applied, timeVelocity: timeVelocity)
    }
    let (changed, layered) = block._withUnsafeGuaranteedRef { block in
      guard progress != block.progress || velocity != block.progressVelocity || child.shownValue.isNaN else {
        return (false, false)
      }
      block.progress = progress
      block.progressVelocity = velocity
      child.shownValue = progress
      return (true, block.refreshDirectProperties())
    }
    guard changed else { return }
    if layered || block._withUnsafeGuaranteedRef({ $0.hasIndirectProperties }),
      let block = tween.takeUnretainedValue().block
    {
      if layered { block.refreshLayeredProperties() }
      block.refreshIndirectProperties()
    }
    if collecting { noteUpdate(child) }
  }

  /// ``showTween(_:_:at:applied:timeVelocity:collecting:)`` for a custom easing, which may run any
  /// code: the resolved timing is held while it runs, and the block is read after it.
  @inline(never)
  private func showTweenOfCustomEasing(
    _ child: TimelineChild, _ tween: Unmanaged<TweenContent>, at time: Double, applied: Bool, timeVelocity: Double,
    collecting: Bool
  ) {
    let (progress, velocity) = Self.tweenProgress(
      child.resolved, child, at: time, applied: applied, timeVelocity: timeVelocity)
    guard let block = tween.takeUnretainedValue().block else { return }
    guard progress != block.progress || velocity != block.progressVelocity || child.shownValue.isNaN else { return }
    block.progress = progress
    block.progressVelocity = velocity
    child.shownValue = progress
    block.refreshProperties()
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
    _ resolved: ResolvedTiming, _ child: TimelineChild, at time: Double, applied: Bool, timeVelocity: Double
  ) -> (Double, Double) {
    let local = resolved.localTime(parentTime: time, start: child.startTime)
    let localVelocity = timeVelocity * resolved.playbackRate
    guard applied else { return (1.0, 0.0) }
    if let directed = resolved.plainDirectedProgress(local) {
      guard localVelocity != 0 else { return (resolved.easing.value(at: directed), 0) }
      return playingProgress(resolved, directed: directed, localVelocity: localVelocity)
    }
    let sample = resolved.sample(local)
    let progress = sample.transformedProgress ?? 1
    var velocity = 0.0
    if let directed = sample.directedProgress, localVelocity != 0 {
      velocity = resolved.easing.velocity(at: directed) * resolved.directedSlope(sample) * localVelocity
    }
    return (progress, velocity)
  }

  private func noteUpdate(_ child: TimelineChild) {
    if child.onUpdate != nil || child.nestedTimeline?.onUpdate != nil || isObserved {
      root.pendingUpdates.append(child)
    }
  }

  /// Whether this timeline or one that holds it observes every event.
  var isObserved: Bool {
    var node: Timeline? = self
    while let current = node {
      if !current.observers.isEmpty { return true }
      node = current.parent
    }
    return false
  }
}
