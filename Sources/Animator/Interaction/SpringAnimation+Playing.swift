extension SpringAnimation {
  /// Starts a run, or resumes a paused one.
  ///
  /// Inactive: the run starts now from the property's presentation value with the velocity given
  /// (or the property's), and takes the property over. Paused: it carries on from where it is.
  /// Running: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped.
  public func startAnimation() throws(AnimationError) {
    try coreStart(after: .zero, action: .startAnimation)
  }

  /// Starts a run, or resumes a paused one, after `delay`: it is running (``isRunning`` is `true`)
  /// and shows where it is until then. Running already: nothing happens.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   delay; ``AnimationError/invalidAction(_:state:)`` while stopped. Nothing changes.
  public func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    try coreStart(after: delay, action: .startAnimationAfterDelay)
  }

  /// Pauses where it is; an inactive spring starts a run paused at its start.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped.
  public func pauseAnimation() throws(AnimationError) {
    try corePause()
  }

  /// Stops where it is: the property keeps the value it shows, which becomes its model value.
  ///
  /// With `withoutFinishing == true` the spring becomes inactive at once and its completions are
  /// dropped (``finished()`` returns `nil`); with `false` it becomes stopped, and
  /// ``finishAnimation(at:)`` ends it.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try coreStop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped spring: leaves the property at `position` and runs the completions with it.
  ///
  /// - Parameter position: ``AnimatingPosition/end`` (the target), ``AnimatingPosition/start``
  ///   (the value the run started from) or ``AnimatingPosition/current`` (where it stopped).
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try coreFinish(at: position)
  }

  /// Pulls towards a new target from now on, optionally with a new spring blended in over
  /// `blendDuration` seconds (SwiftUI's `blendDuration`, see ``SpringBlend``).
  ///
  /// The value and the velocity are exactly the same just before and just after, per component:
  /// the new segment starts from the state of the current one at this instant. It costs O(1)
  /// however many retargets came before (O(1) amortised when it follows a scrub back, which drops
  /// the segments after the paused time). The property's model value becomes `newTarget`.
  ///
  /// ```swift
  /// // Follow the finger: one retarget per frame.
  /// try spring.retarget(to: fingerPosition)
  /// ```
  ///
  /// Inactive: the target (and spring) are kept for the next start. Paused: the retarget is at the
  /// paused local time, and the new course is shown.
  ///
  /// - Parameters:
  ///   - newTarget: The new target.
  ///   - newSpring: The new spring, or `nil` (the default) to keep the current one.
  ///   - blendDuration: How long the change from the old spring to the new takes, in seconds; 0
  ///     (the default) changes at once.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"target"`
  ///   when it has a NaN or infinite component, or `"blendDuration"` when it is negative, NaN or
  ///   infinite; ``AnimationError/invalidAction(_:state:)`` while stopped. Nothing changes.
  /// - Complexity: O(1) amortised.
  public func retarget(to newTarget: Value, spring newSpring: Spring? = nil, blendDuration: Double = 0)
    throws(AnimationError)
  {
    try AnimationError.requireFinite(vector: newTarget.animatableData, "target")
    try AnimationError.requireNonNegative(blendDuration, "blendDuration")
    let spring = newSpring ?? self.spring
    switch playback.machine.phase {
    case .stopped:
      throw .invalidAction(.retarget, state: .stopped)
    case .inactive:
      target = newTarget
      self.spring = spring
      return
    case .running, .paused:
      break
    }
    let time = elapsedTime
    let current = history.segment(at: time)
    let next: SpringBlend<Value>
    do {
      next = try current.retargeted(to: newTarget, spring: spring, blendDuration: blendDuration, at: time)
    } catch {
      preconditionFailure("checked already: \(error)")
    }
    history.append(next, at: time)
    target = newTarget
    self.spring = spring
    property.setModelKeepingLayers(newTarget)
    if playback.machine.phase == .running {
      run(from: time)
      engine.noteTouched(self)
    } else {
      show(at: time, rate: 0)
    }
    publish(.retargeted(at: time))
  }

  /// Moves a paused spring to local time `time` and shows what the run showed (or will show)
  /// then: scrubbing back through a retarget shows the values from before it.
  ///
  /// A later ``startAnimation()`` plays on from there along the recorded course; a later
  /// ``retarget(to:spring:blendDuration:)`` replaces what followed.
  ///
  /// - Parameter time: Seconds since the run started, pauses excluded; a finite number >= 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"time"`;
  ///   ``AnimationError/invalidAction(_:state:)`` unless paused.
  /// - Complexity: O(log n) for n retargets.
  public func seek(to time: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(time, "time")
    guard playback.machine.phase == .paused else { throw .invalidAction(.seek, state: state) }
    playback.playhead.freeze(at: time)
    show(at: time, rate: 0)
  }

  /// Adds a closure to run, with the position where the run ended, when it settles
  /// (``AnimatingPosition/end``) or at ``finishAnimation(at:)``. Allowed in every state.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    playback.completions.append(completion)
  }

  /// Waits until the current or next run ends, and returns where it ended, or `nil` if it was
  /// stopped without finishing or the spring was released.
  ///
  /// - Returns: The final position, or `nil` when no completion would run.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await withCheckedContinuation { continuation in
      playback.waiters.append(continuation)
    }
  }

  /// Calls `handler` with every change of ``state`` and ``isRunning`` and every retarget, until
  /// the returned observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (SpringAnimationEvent) -> Void) -> AnimatorObservation {
    playback.observe(handler)
  }

  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the spring is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<SpringAnimationEvent> {
    playback.makeStream { $0 }
  }

  /// Sets the playhead running from local time `time` now (or, during a start delay, when the delay
  /// ends), towards the instant the last segment settles, registers with the engine and shows the
  /// value now.
  func run(from time: Double) {
    runForward(from: time, at: max(engine.currentTime, playback.playhead.anchor))
  }
}

extension SpringAnimation: PropertyPlayer {
  // The ``PlaybackFrontEnd`` hooks of its own: how a run is made and set moving, and where
  // ``finishAnimation(at:)`` leaves the property.

  func activateRun(_: Void, paused: Bool) {
    activate()
    if paused { show(at: 0, rate: 0) }
  }

  var settlingInstant: Double {
    history.segments.isEmpty ? 0 : settlingTime(of: history.segments[history.segments.count - 1])
  }

  func settle(at position: AnimatingPosition) -> [() -> Void] {
    switch position {
    case .end: property.setModelKeepingLayers(target)
    case .start: if let first = history.segments.first { property.setModelKeepingLayers(first.value(at: 0)) }
    case .current: break
    }
    return []
  }

  func engineUpdate(seconds: Double) -> Bool {
    let motion = playback.playhead.motion(atSeconds: seconds)
    show(at: motion.position, rate: motion.velocity)
    return playback.playhead.hasReachedTarget(atSeconds: seconds)
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }
}

extension SpringAnimation: Animating {
  /// Always `false`: a spring runs forwards only. Setting it to `true` is refused and reported to
  /// the engine's ``AnimationEngine/diagnosticsHandler`` (``setReversed(_:)`` throws
  /// ``AnimationError/unsupported(_:)`` instead); setting it to `false` changes nothing.
  public var isReversed: Bool {
    get { false }
    set {
      do { try setReversed(newValue) } catch { engine.report(error) }
    }
  }

  /// How far the run has got, from 0 to 1: its local time over the instant it settles (the last segment's settling time, after its blend). 0 while inactive.
  ///
  /// Setting it scrubs a paused spring to that fraction of its run, makes an inactive one active
  /// and paused there, and is ignored while running, as an animator's setter is. Values outside
  /// `0...1` are clamped. A NaN, or setting it while stopped, is refused and reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; ``setFractionComplete(_:)`` throws instead.
  public var fractionComplete: Double {
    get { forwardFraction }
    set {
      do { try setFractionComplete(newValue) } catch { engine.report(error) }
    }
  }

  /// Sets ``fractionComplete``, or throws if the value or the state does not allow it.
  ///
  /// - Parameter fraction: The fraction of the run; clamped to `0...1`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN,
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped. Nothing changes.
  public func setFractionComplete(_ fraction: Double) throws(AnimationError) {
    try coreSetFractionComplete(fraction)
  }

  /// Refuses to run backwards: a spring runs forwards only.
  ///
  /// - Parameter reversed: `false` changes nothing; `true` is refused.
  /// - Throws: ``AnimationError/unsupported(_:)`` naming ``AnimationAction/setReversed`` for `true`,
  ///   in every state. Nothing changes.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    try refuseReversal(reversed)
  }

  /// Goes back to the start of the run (local time 0) and runs from there, showing its recorded
  /// course again; an inactive spring starts as ``startAnimation()`` does.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with
  ///   (``startAnimation(afterDelay:)-(Duration)``) again before moving; by default it moves at
  ///   once.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/restart`` while
  ///   stopped. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }
}
