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
    try coreStart(after: .zero, action: .startAnimation)
  }

  /// Starts a run, or resumes a paused one, after `delay`: it is running (``isRunning`` is `true`)
  /// and shows where it is until then. Running already: nothing happens.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   delay, or naming `"position"` as ``startAnimation()``; ``AnimationError/invalidAction(_:state:)``
  ///   while stopped. Nothing changes.
  public func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    try coreStart(after: delay, action: .startAnimationAfterDelay)
  }

  /// Pauses where it is; an inactive decay starts a run paused at its start.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` as ``startAnimation()``.
  public func pauseAnimation() throws(AnimationError) {
    try corePause()
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
    try coreStop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped decay: leaves the property at `position` and runs the completions with it.
  ///
  /// - Parameter position: ``AnimatingPosition/end`` (the resting position),
  ///   ``AnimatingPosition/start`` (the value the run started from) or
  ///   ``AnimatingPosition/current`` (where it stopped).
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try coreFinish(at: position)
  }
}

extension DecayAnimation: PropertyPlayer {
  // The ``PlaybackFrontEnd`` hooks of its own: how a run is made (its motion is worked out, and
  // may be refused, before the state changes) and set moving, and where
  // ``finishAnimation(at:)`` leaves the property.

  func prepareActivation() throws(AnimationError) -> DecayMotion<Value> {
    try prepareRun()
  }

  func activateRun(_ motion: DecayMotion<Value>, paused: Bool) {
    activate(motion)
    if paused { show(at: 0, rate: 0) }
  }

  var settlingInstant: Double { course.motion?.settlingTime ?? 0 }

  func settle(at position: AnimatingPosition) -> [() -> Void] {
    if let motion = course.motion {
      switch position {
      case .end: property.setModelKeepingLayers(motion.restingPosition)
      case .start: property.setModelKeepingLayers(motion.start)
      case .current: break
      }
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

extension DecayAnimation: ForwardAnimating {
  /// The decay's core, for ``ForwardAnimating``'s answers; for the package's use only.
  public var _forwardPlayer: _ForwardPlayerCore<DecayAnimationEvent> { _ForwardPlayerCore(player: self) }
}
