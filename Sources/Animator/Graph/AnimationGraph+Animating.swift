/// The graph's answers as a player (``Animating``): each forwards to what the three players that
/// run forwards only share (a spring, a graph and a fling, `ForwardPlayer`), so that the three
/// answer alike.
extension AnimationGraph: Animating {
  /// Starts a run, or resumes a paused one. Running: nothing happens.
  ///
  /// An inactive graph starts at its entry node at local time 0, and puts its layer on every
  /// property its nodes animate. Paused: it carries on from where it is.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped. For a graph with no
  ///   node, ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"nodes"`.
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

  /// Pauses where it is; an inactive graph starts a run paused at its start. Paused already:
  /// nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; for an inactive graph,
  ///   what ``startAnimation()`` throws. Nothing changes.
  public func pauseAnimation() throws(AnimationError) {
    try corePause()
  }

  /// Stops where it is: each property keeps the value it shows, which becomes its model value.
  ///
  /// With `withoutFinishing == true` the graph becomes inactive at once and its completions are
  /// dropped (``finished()`` returns `nil`); with `false` it becomes stopped, and
  /// ``finishAnimation(at:)`` ends it.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try coreStop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped graph at `position`, then runs the completions with it:
  /// ``AnimatingPosition/end`` leaves each property where the current node alone shows it at its
  /// end (a looping node: where it stopped in it), ``AnimatingPosition/start`` at its model value
  /// when the graph stopped (its base), ``AnimatingPosition/current`` where it stopped.
  ///
  /// - Parameter position: Where to leave the values.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try coreFinish(at: position)
  }

  /// Always `false`: the graph runs forwards only. Setting it to `true` is refused and reported to
  /// the engine's ``AnimationEngine/diagnosticsHandler`` (``setReversed(_:)`` throws
  /// ``AnimationError/unsupported(_:)`` instead); setting it to `false` changes nothing.
  public var isReversed: Bool {
    get { false }
    set {
      do { try setReversed(newValue) } catch { engine.report(error) }
    }
  }

  /// The current node's progress through its current iteration, from 0 to 1: 1 at the end of a
  /// node that ends and for a pose; 0 while inactive.
  ///
  /// Setting it moves the current node of a paused graph to that fraction of its current
  /// iteration (ending a blend at once), makes an inactive one active and paused there, and is ignored while running, as an animator's setter is. Values outside `0...1`
  /// are clamped. A NaN, or setting it while stopped, is refused and reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; ``setFractionComplete(_:)`` throws instead.
  public var fractionComplete: Double {
    get { nodeFraction }
    set {
      do { try setFractionComplete(newValue) } catch { engine.report(error) }
    }
  }

  /// Sets ``fractionComplete``, or throws if the value or the state does not allow it.
  ///
  /// - Parameter fraction: The fraction of the current node's iteration; clamped to `0...1`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for NaN,
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped. Nothing changes.
  public func setFractionComplete(_ fraction: Double) throws(AnimationError) {
    try coreSetFractionComplete(fraction)
  }

  /// Refuses to run backwards: the graph runs forwards only.
  ///
  /// - Parameter reversed: `false` changes nothing; `true` is refused.
  /// - Throws: ``AnimationError/unsupported(_:)`` naming ``AnimationAction/setReversed`` for
  ///   `true`, in every state. Nothing changes.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    if reversed { throw .unsupported(.setReversed) }
  }

  /// Goes back to the entry node at local time 0 and runs from there, with every trigger cleared
  /// (other inputs keep their values); an inactive graph starts as ``startAnimation()`` does.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with
  ///   (``startAnimation(afterDelay:)-(Duration)``) again before moving; by default it moves at once.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/restart`` while
  ///   stopped; for an inactive graph, what ``startAnimation()`` throws. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try coreRestart(includeDelay: includeDelay)
  }

  /// Adds a closure to run, with the position where the run ended, when it completes
  /// (``AnimatingPosition/end``) or at ``finishAnimation(at:)``. Allowed in every state.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    keepCompletion(completion)
  }

  /// Waits until the current or next run ends, and returns where it ended, or `nil` if it was
  /// stopped without finishing or the graph was released.
  ///
  /// Cancelling the waiting task returns `nil` at once and leaves the run alone: others may be
  /// watching it. ``Animating/run()`` is the wait that stops the player when its task is cancelled.
  ///
  /// - Returns: The final position, or `nil` when no completion would run or the task was
  ///   cancelled.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await awaitEnd()
  }

  /// Calls `handler` with every change of ``state`` and ``isRunning``, every node entered and
  /// exited, every transition started and ended, and the run's completion, until the returned
  /// observation is cancelled or released. The graph's events of a tick are delivered at its end,
  /// in the order of their exact instants (a run's completion before its state changes).
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (AnimationGraphEvent) -> Void) -> AnimationObservation {
    addObserver(handler)
  }

  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the graph is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<AnimationGraphEvent> {
    makeEventStream()
  }
}
