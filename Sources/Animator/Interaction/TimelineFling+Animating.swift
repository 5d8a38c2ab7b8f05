/// The fling's answers as a player (``Animating``): each forwards to what the three players that
/// run forwards only share (a spring, a decay and a fling, `ForwardPlayer`), so that the three
/// answer alike.
extension TimelineFling: Animating {
  /// Starts a run, or resumes a paused one. Running: nothing happens.
  ///
  /// A fling that has ended flings its timeline again from ``releasePosition``. Paused: it carries
  /// on from where it is.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped. For a fling that has
  ///   ended, ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/fling`` when its
  ///   timeline is not paused, and ``AnimationError/controlledByTimeline(_:)`` for a timeline that
  ///   is now nested. Nothing changes.
  public func startAnimation() throws(AnimationError) {
    try coreStart(after: .zero, action: .startAnimation)
  }

  /// Starts a run, or resumes a paused one, after `delay`: it is running (``isRunning`` is `true`)
  /// and shows where it is until then. Running already: nothing happens.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   delay; what ``startAnimation()`` throws otherwise. Nothing changes.
  public func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    try coreStart(after: delay, action: .startAnimationAfterDelay)
  }

  /// Pauses where it is; a fling that has ended starts again paused at its release (the timeline
  /// stays paused at the time shown). Paused already: nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; for an inactive fling,
  ///   what ``startAnimation()`` throws. Nothing changes.
  public func pauseAnimation() throws(AnimationError) {
    try corePause()
  }

  /// Stops where it is: the timeline stays where it is.
  ///
  /// With `withoutFinishing == true` the fling becomes inactive at once and its completions are
  /// dropped (``finished()`` returns `nil`); with `false` it becomes stopped, and
  /// ``finishAnimation(at:)`` ends it.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try coreStop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped fling at `position`, then runs the completions with it:
  /// ``AnimatingPosition/end`` seeks the timeline to ``restingPosition`` (finishing the timeline
  /// there, as an arrival would, when the fling was made with `finishing`),
  /// ``AnimatingPosition/start`` to ``releasePosition``, ``AnimatingPosition/current`` leaves it
  /// where it is.
  ///
  /// - Parameter position: Where to leave the values.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try coreFinish(at: position)
  }

  /// Always `false`: the fling runs forwards only. Setting it to `true` is refused and reported to
  /// the engine's ``AnimationEngine/diagnosticsHandler`` (``setReversed(_:)`` throws
  /// ``AnimationError/unsupported(_:)`` instead); setting it to `false` changes nothing.
  public var isReversed: Bool {
    get { false }
    set {
      do { try setReversed(newValue) } catch { engine.report(error) }
    }
  }

  /// How far the run has got, from 0 to 1: its local time over ``settlingTime``. 0 while inactive,
  /// 1 for a run that settles at once.
  ///
  /// Setting it scrubs a paused fling to that fraction of its run (the timeline moves to what the
  /// fling shows there), makes an inactive one active and paused there, and is ignored while
  /// running, as an animator's setter is. Values outside `0...1` are clamped. A NaN, or setting it
  /// while stopped, is refused and reported to the engine's ``AnimationEngine/diagnosticsHandler``;
  /// ``setFractionComplete(_:)`` throws instead.
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

  /// Refuses to run backwards: the fling runs forwards only.
  ///
  /// - Parameter reversed: `false` changes nothing; `true` is refused.
  /// - Throws: ``AnimationError/unsupported(_:)`` naming ``AnimationAction/setReversed`` for
  ///   `true`, in every state. Nothing changes.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    if reversed { throw .unsupported(.setReversed) }
  }

  /// Goes back to the start of the run (local time 0) (from ``releasePosition``) and runs from
  /// there, showing its recorded course again; an inactive fling starts as ``startAnimation()``
  /// does.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with
  ///   (``startAnimation(afterDelay:)-(Duration)``) again before moving; by default it moves at once.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/restart`` while
  ///   stopped; for an inactive fling, what ``startAnimation()`` throws. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }

  /// Adds a closure to run, with how the fling ended (``AnimatingPosition/end`` arrived,
  /// ``AnimatingPosition/current`` caught), when it ends; at once if it has ended and was not
  /// started again.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    if playback.machine.state == .inactive, let ending {
      completion(ending)
    } else {
      playback.completions.append(completion)
    }
  }

  /// Waits until the fling ends, and returns how: ``AnimatingPosition/end`` when it arrived,
  /// ``AnimatingPosition/current`` when it was caught, `nil` when it was stopped without finishing
  /// or released. Once it has ended (and until it is started again), returns at once.
  ///
  /// Cancelling the waiting task returns `nil` at once and leaves the run alone: others may be
  /// watching it. ``Animating/run()`` is the wait that stops the player when its task is cancelled.
  ///
  /// - Returns: How it ended, or `nil`.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    if playback.machine.state == .inactive, let ending { return ending }
    return await awaitEnd()
  }

  /// Calls `handler` with every change of ``state`` and ``isRunning``, until the returned
  /// observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (TimelineFlingEvent) -> Void) -> AnimationObservation {
    addObserver(handler)
  }

  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the fling is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<TimelineFlingEvent> {
    makeEventStream()
  }
}
