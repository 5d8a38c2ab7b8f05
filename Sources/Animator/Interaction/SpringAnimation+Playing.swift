extension SpringAnimation {
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
    property?.setModelKeepingLayers(newTarget)
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
    case .end: property?.setModelKeepingLayers(target)
    case .start: if let first = history.segments.first { property?.setModelKeepingLayers(first.value(at: 0)) }
    case .current: break
    }
    return []
  }
}
