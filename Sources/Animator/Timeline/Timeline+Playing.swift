extension Timeline: Animating {
  /// Inactive, active (running or paused) or stopped; a nested timeline reports the state of the
  /// timeline that plays it.
  public var state: AnimatingState { root.playback.machine.state }

  /// Whether the timeline is running: started and not paused, stopped or finished.
  public var isRunning: Bool { root.playback.machine.isRunning }

  /// Whether the timeline plays, or will play, from its end back to its start.
  ///
  /// It behaves as ``PropertyAnimator/isReversed`` does: set while running, the timeline turns
  /// around where it is; set while inactive, the next start runs from the end and completes with
  /// ``AnimatingPosition/start``. A refused change is reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; ``setReversed(_:)`` throws instead.
  public var isReversed: Bool {
    get { root.playback.machine.isReversed }
    set {
      do { try setReversed(newValue) } catch { engine.report(error) }
    }
  }

  /// How far the playhead has got through the timeline's ``totalDuration``, from 0 to 1, along the
  /// current direction (`1 - f` when reversed, as an animator's).
  ///
  /// Setting it seeks, as ``PropertyAnimator/fractionComplete`` scrubs: an inactive timeline
  /// becomes active and paused there; a running one ignores it; a stopped one refuses it. For a
  /// timeline that repeats forever it measures the first iteration. A refused value is reported
  /// to the engine's ``AnimationEngine/diagnosticsHandler``; ``setFractionComplete(_:)`` throws
  /// instead.
  public var fractionComplete: Double {
    get {
      guard parentTimeline == nil, playback.machine.phase != .inactive else { return 0 }
      let span = fractionSpan
      let fraction = span > 0 ? min(max(shownTime / span, 0), 1) : (shownTime > 0 ? 1 : 0)
      return playback.machine.isReversed ? 1 - fraction : fraction
    }
    set {
      do { try setFractionComplete(newValue) } catch { engine.report(error) }
    }
  }

  /// The span ``fractionComplete`` measures: the total duration, or the first iteration when the
  /// timeline never ends.
  var fractionSpan: Double {
    let total = totalDuration
    if total.isFinite { return total }
    let timing = rootTiming
    return timing.duration.isFinite ? timing.delay + timing.duration : 0
  }

  func requireNotInTimeline(_ action: AnimationAction) throws(AnimationError) {
    if parentTimeline != nil { throw .controlledByTimeline(action) }
  }

  /// Starts playing, or resumes if paused.
  ///
  /// Inactive: the timeline records its children (see ``Timeline``) and plays from its start, or
  /// from its end when ``isReversed``. Running already: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline.
  public func startAnimation() throws(AnimationError) {
    try coreStart(after: .zero, action: .startAnimation)
  }

  /// Starts playing, or resumes if paused, after `delay`.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   delay; otherwise what ``startAnimation()`` throws.
  public func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    try coreStart(after: delay, action: .startAnimationAfterDelay)
  }

  /// ``startAnimation(afterDelay:)-(Duration)`` with the delay in seconds, as the animator's
  /// ``PropertyAnimator/startAnimation(afterDelay:)-(Double)`` takes it.
  ///
  /// ```swift
  /// try timeline.startAnimation(afterDelay: 0.5)
  /// ```
  ///
  /// - Parameter delay: Seconds to wait: a finite number >= 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a delay that is
  ///   NaN, infinite, negative or longer than the engine's longest span; otherwise what
  ///   ``startAnimation()`` throws. Nothing changes.
  public func startAnimation(afterDelay delay: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(delay, "delay")
    guard delay <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(
        parameter: "delay", value: "\(delay)", requirement: .range(0...AnimationEngine.maximumSeconds))
    }
    try startAnimation(afterDelay: .seconds(delay))
  }

  /// How fast the playhead runs against engine time (GSAP's `timeScale`, Core Animation's
  /// `speed`): the magnitude of the timeline's own playback rate. Unlike ``setTiming(_:)``, it can
  /// change while the timeline runs; the playhead carries on from where it is at the new pace.
  ///
  /// A value that is not a finite number > 0 is refused and reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; ``setTimeScale(_:)`` throws instead.
  public var timeScale: Double {
    get { abs(timing.playbackRate) }
    set {
      do { try setTimeScale(newValue) } catch { engine.report(error) }
    }
  }

  /// Sets ``timeScale``, or throws if `scale` is not a finite number > 0.
  ///
  /// - Parameter scale: The new pace; 2 plays twice as fast.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `timeScale`;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline.
  public func setTimeScale(_ scale: Double) throws(AnimationError) {
    try requireNotInTimeline(.setTiming)
    try AnimationError.requirePositive(scale, "timeScale")
    let time = currentPosition
    timing.playbackRate = timing.playbackRate < 0 ? -scale : scale
    guard playback.machine.phase == .running else { return }
    shownTime = time
    run(at: max(engine.currentTime, playback.playhead.anchor), backwards: playback.playhead.rate < 0)
    engine.noteTouched(self)
  }

  /// Whether a run goes towards the start: reversed, or a negative playback rate.
  var playsBackwards: Bool { playback.machine.isReversed != (timing.playbackRate < 0) }

  /// Makes the animations of a run: records the children and shows the values at the start (the
  /// end, when playing backwards).
  func activate() {
    record()
    let backwards = playsBackwards
    shownTime = backwards ? totalDuration : 0
    if !shownTime.isFinite { shownTime = fractionSpan }
    shownSide = backwards ? 1 : -1
    move(to: shownTime, full: true, beforeStart: false)
  }

  /// Sets the playhead moving from where it is at engine time `anchor`, and registers with the
  /// engine.
  func run(at anchor: Duration, backwards: Bool) {
    let written = abs(timing.playbackRate)
    let speed = playback.motionReduced ? written * reducedPace(over: totalDuration / written) : written
    let rate = backwards ? -speed : speed
    let target = stopTarget ?? (backwards ? 0 : totalDuration)
    playback.playhead.move(from: shownTime, at: anchor, rate: rate, target: target)
    engine.register(self)
    noteTargetsLostWhileStill()
    let now = engine.currentTime.inSeconds
    move(to: playback.playhead.position(atSeconds: now), timeVelocity: playback.playhead.velocity(atSeconds: now))
  }

  /// The playhead's time now.
  var currentPosition: Double {
    playback.playhead.isMoving ? playback.playhead.position(atSeconds: engine.currentTime.inSeconds) : shownTime
  }

  /// Pauses where it is, or makes an inactive timeline active and paused at its start.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)``.
  public func pauseAnimation() throws(AnimationError) {
    try corePause()
  }

  /// Stops where it is: every property keeps the value it shows, which becomes its model value.
  ///
  /// With `withoutFinishing == true` the timeline becomes inactive at once and its completions
  /// (and those of the animators and timelines it holds) are dropped; with `false` it becomes
  /// stopped, and ``finishAnimation(at:)`` ends it.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped;
  ///   ``AnimationError/controlledByTimeline(_:)``.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try coreStop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped timeline: moves the playhead to `position` (firing the events it crosses), leaves
  /// the properties there and runs the completions.
  ///
  /// - Parameter position: ``AnimatingPosition/end``, ``AnimatingPosition/start`` or
  ///   ``AnimatingPosition/current``.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped;
  ///   ``AnimationError/controlledByTimeline(_:)``.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try coreFinish(at: position)
  }

  /// Sets ``fractionComplete``, or throws if the value or the state does not allow it.
  ///
  /// - Parameter fraction: The fraction along the current direction; clamped to `0...1`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN;
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)``.
  public func setFractionComplete(_ fraction: Double) throws(AnimationError) {
    try coreSetFractionComplete(fraction)
  }

  /// Sets ``isReversed``: stored while inactive, paused or stopped (ignored while stopped, as an
  /// animator's); a running timeline turns around where it is.
  ///
  /// - Parameter reversed: The new direction.
  /// - Throws: ``AnimationError/controlledByTimeline(_:)`` for a nested timeline.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    try coreSetReversed(reversed)
  }

  /// Adds a closure to run when the timeline ends, with the position where it ended: at its
  /// natural end, or at ``finishAnimation(at:)``. Completions run first in, first out, after the
  /// timeline has become inactive. A nested timeline's completions run when the timeline that
  /// plays it ends.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    playback.completions.append(completion)
  }

  /// Goes back to the start and plays (GSAP's `restart()`): the playhead jumps, without firing the
  /// events it passes, to the start of the run (the end, when the timeline plays backwards) and
  /// runs from there.
  ///
  /// Inactive, it becomes active as ``startAnimation()`` makes it (recording its children, or
  /// replaying what they recorded); active, running or paused, it goes back. Either way it then runs
  /// from the start; the tweens show the start values they recorded on their first run (see
  /// ``invalidate()``), so a finished timeline plays again exactly as it did.
  ///
  /// ```swift
  /// try timeline.restart()                     // from the start of the active interval
  /// try timeline.restart(includeDelay: true)   // wait through the timeline's delay again
  /// ```
  ///
  /// - Parameter includeDelay: Whether to start at local time 0, before the timeline's own
  ///   ``EffectTiming/delay``, and wait through it; by default (as GSAP's) the run starts where the
  ///   delay ends. Running backwards it starts at the end, where there is no delay to skip.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }
}

extension Timeline: EngineClient {
  func engineUpdate(seconds: Double) -> Bool {
    move(
      to: playback.playhead.position(atSeconds: seconds), timeVelocity: playback.playhead.velocity(atSeconds: seconds))
    return playback.playhead.hasReachedTarget(atSeconds: seconds)
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }

  func engineComplete() {
    let target = playback.playhead.target
    if shownTime != target {
      move(to: target)
    } else if stopTarget == nil {
      // A run with nothing left to play (a timeline of zero length, say) still crosses the point
      // it started just before: a forward run arrives just after its target.
      move(to: target, arriving: playback.playhead.rate > 0 ? 1 : -1)
    }
    coreReachEnd(since: (), pausing: pausesOnCompletion)
  }
}
