extension AnimationGraph: ForwardPlayer {
  // The ``PlaybackFrontEnd`` hooks: a run starts at the entry node at local time 0 and moves at
  // one second per second until the graph completes (``completionInstant()``); a scrub moves the
  // current node within its current iteration.

  /// Always: no timeline holds a graph.
  func requireControllable(_ action: AnimationAction) throws(AnimationError) {}

  func prepareActivation() throws(AnimationError) {
    guard structure.entry != nil else {
      throw .invalidArgument(parameter: "nodes", value: "[]", requirement: .atLeast(count: 1))
    }
  }

  func activateRun(_ activation: Void, paused: Bool) {
    attachChannels()
    begin(clearingTriggers: false)
    playback.playhead.freeze(at: 0)
    if paused { show(at: 0, rate: 0) }
  }

  /// Never reached: a graph runs until it completes (``engineUpdate(seconds:)``).
  var settlingInstant: Double { .infinity }

  func run(fromCurrentPointAt anchor: Duration) {
    playback.playhead.move(from: run.time, at: anchor, rate: 1, target: .infinity)
    engine.register(self)
    let motion = playback.playhead.motion(atSeconds: engine.currentTime.inSeconds)
    _ = advance(to: motion.position, rate: motion.velocity)
  }

  func showFrozen(at time: Double) {
    _ = advance(to: time, rate: 0)
  }

  func showPausedAtEnd(_ target: Double) {
    show(at: run.time, rate: 0)
  }

  /// A run that starts reports its state before the node it enters; a run that ends reports what
  /// happened up to its end (a completion, its node's exit) before its state.
  func didChange(since mark: PlayerSnapshot) {
    if playback.machine.state == .active {
      publishChanges(since: mark)
      deliverEvents()
    } else {
      deliverEvents()
      publishChanges(since: mark)
    }
  }

  /// The properties keep what they show; a stop that waits for a finish remembers the base and the
  /// current node's end.
  func leaveShown(withoutFinishing: Bool) {
    if !withoutFinishing {
      for channel in channels.all { channel.clear(probe: true) }
      if let current = run.current {
        let motion = structure.motions[current]
        let end = motion.end.isFinite ? motion.end : currentTime(at: run.time)
        motion.accumulate(at: end, rate: 1, weight: 1, weightVelocity: 0, inputs: structure.inputs, probe: true)
      }
      for channel in channels.all { channel.saveEnds() }
    }
    detachChannels(keepShown: true)
  }

  func settle(at position: AnimatingPosition) -> [() -> Void] {
    switch position {
    case .start: for channel in channels.all { channel.restoreEnd(false) }
    case .end: for channel in channels.all { channel.restoreEnd(true) }
    case .current: break
    }
    return []
  }

  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
    detachChannels(keepShown: true)
    return (.end, [])
  }

  /// A scrub moves the current node to `fraction` of its current iteration, and ends a blend.
  func showFraction(_ fraction: Double) {
    scrubCurrent(to: fraction, at: run.time)
    show(at: run.time, rate: 0)
  }

  /// The current node's progress through its current iteration: 1 at the end of a finite node
  /// and for a pose.
  var nodeFraction: Double {
    guard playback.machine.phase != .inactive, let current = run.current, let clock = run.clocks[current] else {
      return 0
    }
    let motion = structure.motions[current]
    let inputs = structure.inputs
    let now = clock.time(at: run.time)
    if now >= motion.end || motion.cycle(inputs: inputs) <= 0 { return 1 }
    let progress = motion.progress(at: now, inputs: inputs)
    return progress - progress.rounded(.down)
  }

  /// Back to the entry node at local time 0; the delay the run started with is waited again with
  /// `includeDelay`, and forgotten otherwise.
  func rewind(activated: Bool, includeDelay: Bool) -> Duration {
    if !activated {
      engine.unregister(self)
      begin(clearingTriggers: true)
      playback.playhead.freeze(at: 0)
      show(at: 0, rate: 0)
    }
    if !includeDelay { playback.startDelay = .zero }
    return playback.startDelay
  }

  /// Processes the graph's instants up to the playhead's local time at `seconds` of engine time
  /// and shows it; returns whether the graph completed, its playhead then set at the instant it
  /// completed.
  func engineUpdate(seconds: Double) -> Bool {
    let motion = playback.playhead.motion(atSeconds: seconds)
    if let done = advance(to: motion.position, rate: motion.velocity) {
      if let current = run.current {
        if structure.holdsGraphs, let clock = run.clocks[current] {
          structure.motions[current].leave(at: done, clock: clock, events: &run.events)
        }
        run.events.append(.nodeExited(structure.names[current], time: done))
      }
      run.events.append(.completed(time: done))
      playback.playhead.move(from: done, at: engine.currentTime, rate: 1, target: done)
      return true
    }
    deliverEvents()
    return false
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }

  /// Hands the events gathered since the last delivery to the observers.
  func deliverEvents() {
    guard !run.events.isEmpty else { return }
    let events = run.events
    run.events = []
    guard !playback.observers.isEmpty else { return }
    for event in events { publish(event) }
  }
}
