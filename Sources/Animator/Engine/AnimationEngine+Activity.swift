/// Work a layer above the engine does at the end of each tick, once it has asked for it by setting
/// the engine's activity record's `tickEndHandler`: the engine knows no more of that layer.
protocol EngineTickEndHandling: AnyObject {
  /// Called once when a tick ends, before the engine tells its observers whether it needs frames.
  func engineTickEnded()
}

extension AnimationEngine {
  /// Whether the engine has something to move: an animation is running and the engine is not
  /// paused. A frame driver ticks while this is `true` and can stop when it turns `false`.
  ///
  /// Unlike ``hasRunningAnimations`` it is also `false` while ``isPaused`` is set. A paused
  /// animator is not running, so an engine whose only animator is paused needs no frames; it needs
  /// them again when the animator is resumed, which ``waitUntilNeedsFrames()`` and
  /// ``observeNeedsFrames(_:)`` report. Time spent without frames is not played when they resume:
  /// the first tick after moves the animations by the time since they started or resumed.
  public var needsFrames: Bool { hasRunningAnimations && !isPaused }

  /// Returns as soon as ``needsFrames`` is `true`: at once if it is, otherwise when an animation
  /// starts or resumes, or the engine is unpaused.
  ///
  /// ```swift
  /// while !Task.isCancelled {
  ///   try await engine.waitUntilNeedsFrames()   // asleep while nothing moves
  ///   engine.tick()
  ///   render()
  ///   try await Task.sleep(for: .milliseconds(16))
  /// }
  /// ```
  ///
  /// ``FrameLoop`` is this loop, with frames on a regular grid of a clock.
  ///
  /// - Throws: `CancellationError` if the task is cancelled while it waits.
  nonisolated(nonsending) public func waitUntilNeedsFrames() async throws {
    try Task.checkCancellation()
    guard !needsFrames else { return }
    let waiters = activityState.waiters
    let id = waiters.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let cancelled = waiters.withLock { state in
          if Task.isCancelled { return true }
          state.continuations[id] = continuation
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let continuation = waiters.withLock { $0.continuations.removeValue(forKey: id) }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// The number of tasks waiting in ``waitUntilNeedsFrames()``, for tests that must know a frame
  /// loop has gone idle.
  public var idleWaiterCount: Int {
    activity?.waiters.withLock { $0.continuations.count } ?? 0
  }

  /// Calls `handler` each time ``needsFrames`` changes, with its new value, until the returned
  /// observation is cancelled or released: the hook that starts and stops a display link.
  ///
  /// ```swift
  /// let observation = engine.observeNeedsFrames { needsFrames in
  ///   displayLink.isPaused = !needsFrames
  /// }
  /// ```
  ///
  /// A change made during a tick (the last animation ending, another starting from its completion)
  /// is reported once, when the tick ends, and only if the value differs then.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with the new value.
  /// - Returns: The observation; keep it as long as you want to be told.
  public func observeNeedsFrames(_ handler: @escaping (Bool) -> Void) -> AnimationObservation {
    let observer = EventObserver(forwardingTo: handler)
    activityState.activityObservers.append(observer)
    return AnimationObservation(observer: observer)
  }

  /// The activity record, made on first use.
  var activityState: EngineActivity {
    if let activity { return activity }
    let made = EngineActivity(needsFrames: needsFrames)
    activity = made
    return made
  }

  /// The first animation started on an idle engine: it starts now, whenever the last tick was.
  func becameActive() {
    resynchronizeClock()
    noteActivity()
  }

  /// Called after ``isPaused`` is set: resuming does not play the paused time, ticked or not.
  func pausedChanged(from wasPaused: Bool) {
    guard wasPaused != isPaused else { return }
    if !isPaused { resynchronizeClock() }
    noteActivity()
  }

  /// Tells waiters and observers if ``needsFrames`` changed since they were last told.
  func noteActivity() {
    guard let activity else { return }
    let needsFrames = self.needsFrames
    if needsFrames {
      let woken = activity.waiters.withLock { state in
        defer { state.continuations.removeAll() }
        return Array(state.continuations.values)
      }
      for continuation in woken { continuation.resume() }
    }
    guard needsFrames != activity.reportedNeedsFrames else { return }
    activity.reportedNeedsFrames = needsFrames
    publish(needsFrames, to: \.activityObservers)
  }

  /// What the engine does when a tick ends, once someone observes it: let the layer above report
  /// the changes the tick made, then report whether frames are still needed.
  func tickEnded() {
    activity?.tickEndHandler?.engineTickEnded()
    noteActivity()
  }

  /// Calls the live observers in `list` with `event`, and drops the cancelled ones.
  func publish<Event>(_ event: Event, to list: ReferenceWritableKeyPath<EngineActivity, [EventObserver<Event>]>) {
    guard let activity else { return }
    // A copy: a handler may add or cancel observers.
    let observers = activity[keyPath: list]
    for observer in observers {
      guard let handler = observer.handler else { continue }
      if !handler(event) { observer.cancel() }
    }
    if activity[keyPath: list].contains(where: \.isCancelled) {
      activity[keyPath: list].removeAll(where: \.isCancelled)
    }
  }
}
