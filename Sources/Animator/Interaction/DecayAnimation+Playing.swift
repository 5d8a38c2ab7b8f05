extension DecayAnimation {
  /// Starts a run, or resumes a paused one.
  ///
  /// Inactive: the run starts now from the property's presentation value with the velocity given
  /// (or the property's), and takes the property over. Paused: it carries on from where it is.
  /// Running: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"position"` when
  ///   inactive and the property shows a NaN or infinite value. Nothing changes.
  public func startAnimation() throws(AnimationError) {
    let before = snapshot
    let motion = playback.machine.phase == .inactive ? try prepareRun() : nil
    switch try playback.machine.start() {
    case .activate: if let motion { activate(motion) }
    case .resume: break
    case .none: return
    }
    run(from: playback.playhead.position(atSeconds: engine.currentTime.inSeconds))
    publishChanges(since: before)
  }

  /// Pauses where it is; an inactive decay starts a run paused at its start.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` as ``startAnimation()``.
  public func pauseAnimation() throws(AnimationError) {
    let before = snapshot
    let motion = playback.machine.phase == .inactive ? try prepareRun() : nil
    switch try playback.machine.pause() {
    case .activate:
      if let motion { activate(motion) }
      show(at: 0, rate: 0)
    case .freeze:
      let time = elapsedTime
      playback.playhead.freeze(at: time)
      engine.unregister(self)
      show(at: time, rate: 0)
    case .none:
      return
    }
    publishChanges(since: before)
  }

  /// Stops where it is: the property keeps the value it shows, which becomes its model value.
  ///
  /// With `withoutFinishing == true` the decay becomes inactive at once and its completions are
  /// dropped (``finished()`` returns `nil`); with `false` it becomes stopped, and
  /// ``finishAnimation(at:)`` ends it.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try stopPlaying(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped decay: leaves the property at `position` and runs the completions with it.
  ///
  /// - Parameter position: ``AnimatingPosition/end`` (the resting position),
  ///   ``AnimatingPosition/start`` (the value the run started from) or
  ///   ``AnimatingPosition/current`` (where it stopped).
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    let before = snapshot
    try playback.machine.finish()
    if let motion = course.motion {
      switch position {
      case .end: property.setModelKeepingLayers(motion.restingPosition)
      case .start: property.setModelKeepingLayers(motion.start)
      case .current: break
      }
    }
    publishChanges(since: before)
    playback.takeCompletions().run(at: position)
  }

  /// Adds a closure to run, with the position where the run ended, when it settles
  /// (``AnimatingPosition/end``) or at ``finishAnimation(at:)``. Allowed in every state.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    playback.completions.append(completion)
  }

  /// Waits until the current or next run ends, and returns where it ended, or `nil` if it was
  /// stopped without finishing or the decay was released.
  ///
  /// - Returns: The final position, or `nil` when no completion would run.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await withCheckedContinuation { continuation in
      playback.waiters.append(continuation)
    }
  }

  /// Calls `handler` with every change of ``state`` and ``isRunning``, until the returned
  /// observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (DecayAnimationEvent) -> Void) -> AnimatorObservation {
    playback.observe(handler)
  }

  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the decay is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<DecayAnimationEvent> {
    playback.makeStream { $0 }
  }

  /// Sets the playhead running from local time `time` now, towards the instant the run settles,
  /// registers with the engine and shows the value now.
  func run(from time: Double) {
    let now = engine.currentTime
    let settle = max(course.motion?.settlingTime ?? 0, time)
    playback.playhead.move(from: time, at: now, rate: 1, target: settle)
    engine.register(self)
    let motion = playback.playhead.motion(atSeconds: now.inSeconds)
    show(at: motion.position, rate: motion.velocity)
  }
}

extension DecayAnimation: PropertyPlayer {
  var engineSlot: Int {
    get { playback.engineSlot }
    set { playback.engineSlot = newValue }
  }

  var engineSequence: UInt64 {
    get { playback.engineSequence }
    set { playback.engineSequence = newValue }
  }

  func engineUpdate(seconds: Double) -> Bool {
    let motion = playback.playhead.motion(atSeconds: seconds)
    show(at: motion.position, rate: motion.velocity)
    return playback.playhead.hasReachedTarget(atSeconds: seconds)
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }
}
