/// The decay's answers as a player (``Animating``): each forwards to what the three players that
/// run forwards only share (a spring, a decay and a fling, `ForwardPlayer`), so that the three
/// answer alike.
extension DecayAnimation: Animating {
  /// Starts a run, or resumes a paused one. Running: nothing happens.
  ///
  /// An inactive decay starts now from its property's presentation value, with the velocity it was
  /// given (or the property's), and takes the property over. Paused: it carries on from where it
  /// is.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped. For an inactive decay
  ///   whose property shows a NaN or infinite value,
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"position"`.
  ///   Nothing changes.
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

  /// Pauses where it is; an inactive decay starts a run paused at its start. Paused already:
  /// nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; for an inactive decay,
  ///   what ``startAnimation()`` throws. Nothing changes.
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

  /// Ends a stopped decay at `position`, then runs the completions with it:
  /// ``AnimatingPosition/end`` leaves the property at its resting position (``restingPosition``),
  /// ``AnimatingPosition/start`` at the value the run started from, ``AnimatingPosition/current``
  /// where it stopped.
  ///
  /// - Parameter position: Where to leave the values.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try coreFinish(at: position)
  }

  /// Always `false`: the decay runs forwards only. Setting it to `true` is refused and reported to
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
  /// Setting it scrubs a paused decay to that fraction of its run, makes an inactive one active and
  /// paused there, and is ignored while running, as an animator's setter is. Values outside `0...1`
  /// are clamped. A NaN, or setting it while stopped, is refused and reported to the engine's
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

  /// Refuses to run backwards: the decay runs forwards only.
  ///
  /// - Parameter reversed: `false` changes nothing; `true` is refused.
  /// - Throws: ``AnimationError/unsupported(_:)`` naming ``AnimationAction/setReversed`` for
  ///   `true`, in every state. Nothing changes.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    if reversed { throw .unsupported(.setReversed) }
  }

  /// Goes back to the start of the run (local time 0) and runs from there, showing its recorded
  /// course again; an inactive decay starts as ``startAnimation()`` does.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with
  ///   (``startAnimation(afterDelay:)-(Duration)``) again before moving; by default it moves at once.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/restart`` while
  ///   stopped; for an inactive decay, what ``startAnimation()`` throws. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }

  /// Adds a closure to run, with the position where the run ended, when it settles
  /// (``AnimatingPosition/end``) or at ``finishAnimation(at:)``. Allowed in every state.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    keepCompletion(completion)
  }

  /// Waits until the current or next run ends, and returns where it ended, or `nil` if it was
  /// stopped without finishing or the decay was released.
  ///
  /// Cancelling the waiting task returns `nil` at once and leaves the run alone: others may be
  /// watching it. ``Animating/run()`` is the wait that stops the player when its task is cancelled.
  ///
  /// - Returns: The final position, or `nil` when no completion would run or the task was
  ///   cancelled.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await awaitEnd()
  }

  /// Calls `handler` with every change of ``state`` and ``isRunning``, until the returned
  /// observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (DecayAnimationEvent) -> Void) -> AnimationObservation {
    addObserver(handler)
  }

  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the decay is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<DecayAnimationEvent> {
    makeEventStream()
  }
}
