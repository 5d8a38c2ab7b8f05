extension Timeline {
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
  /// Cancelling the waiting task returns `nil` at once and leaves the run alone: others may be
  /// watching it. ``Animating/run()`` is the wait that stops the player when its task is cancelled.
  ///
  /// - Returns: The final position, or `nil` when no completion would run or the task was
  ///   cancelled.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await awaitEnd()
  }

  /// Calls `handler` with every event of the timeline and of everything nested in it, in the order
  /// they fire, until the returned observation is cancelled or released: the timeline's form of
  /// ``Animating/observe(_:)``, and the way to listen to the timeline's own start, completion,
  /// repeats and updates (events whose ``TimelineEvent/sourceName`` is `timeline`). A child's
  /// handlers (``TimelineChild/onStart`` and the others) hand the same ``TimelineEvent``s for that
  /// child alone.
  ///
  /// ```swift
  /// let observation = timeline.observe { event in print(event) }   // "fade start", ...
  /// ```
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (TimelineEvent) -> Void) -> AnimationObservation {
    let observation = playback.observe(handler)
    invalidateEvents()
    return observation
  }

  /// The timeline's events, and those of everything nested in it, as an asynchronous sequence, from
  /// now on: the same ``TimelineEvent``s ``observe(_:)`` hands, and the timeline's form of
  /// ``PropertyAnimator/events()``.
  ///
  /// The stream buffers the newest 256 events. It ends when the consuming task stops iterating or
  /// the timeline is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<TimelineEvent> {
    let stream = playback.makeStream { $0 }
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
    for child in layout.entries {
      if case .timeline(let nested) = child.content { nested.dropWaiters() }
    }
  }
}
