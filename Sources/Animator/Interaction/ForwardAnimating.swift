/// A player that runs forwards only, in *local time* (seconds since its run started, pauses
/// excluded) from 0 until its run settles: ``SpringAnimation``, ``DecayAnimation`` and
/// ``TimelineFling``.
///
/// Its answers to ``Animating``'s actions, direction, scrubbing, restart and observation are the
/// same for every such player, so they are written once, here:
///
/// - ``Animating/isReversed`` is always `false`, and ``Animating/setReversed(_:)`` refuses `true` in every state with
///   ``AnimationError/unsupported(_:)`` (`false` changes nothing).
/// - ``Animating/fractionComplete`` is the local time over the instant the run settles, in `0...1`; setting
///   it scrubs a paused player, makes an inactive one active and paused there, and is ignored while
///   running, as an animator's setter is.
/// - ``Animating/restart(includeDelay:)`` goes back to local time 0 and runs the recorded course again.
///
/// ```swift
/// func rewindHalfway(_ player: some ForwardAnimating) throws(AnimationError) {
///   try player.pauseAnimation()
///   try player.setFractionComplete(0.5)
/// }
/// ```
///
/// Only the package's players conform: the one requirement, `_forwardPlayer`, hands the package
/// the player's core, which nothing outside the package can make.
public protocol ForwardAnimating: Animating {
  /// The player's core, through which the answers of this protocol's extension act. For the
  /// package's use only: a value of this type can only be made inside it.
  var _forwardPlayer: _ForwardPlayerCore<Event> { get }
}

extension ForwardAnimating {
  /// Starts a run, or resumes a paused one. Running: nothing happens.
  ///
  /// Inactive: a spring or a decay starts now from its property's presentation value with the
  /// velocity given (or the property's) and takes the property over; a fling that has ended starts
  /// again from ``TimelineFling/releasePosition``. Paused: it carries on from where it is.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped. For an inactive decay
  ///   whose property shows a NaN or infinite value,
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"position"`. For a
  ///   fling that has ended, ``AnimationError/invalidAction(_:state:)`` naming
  ///   ``AnimationAction/fling`` when its timeline is not paused, and
  ///   ``AnimationError/controlledByTimeline(_:)`` for a timeline that is now nested. Nothing
  ///   changes.
  public func startAnimation() throws(AnimationError) {
    try _forwardPlayer.player.coreStart(after: .zero, action: .startAnimation)
  }

  /// Starts a run, or resumes a paused one, after `delay`: it is running
  /// (``Animating/isRunning`` is `true`) and shows where it is until then (a fling leaves its
  /// timeline where it is). Running already: nothing happens.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   delay; what ``Animating/startAnimation()`` throws otherwise. Nothing changes.
  public func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    try _forwardPlayer.player.coreStart(after: delay, action: .startAnimationAfterDelay)
  }

  /// Pauses where it is (a fling leaves its timeline paused at the time shown); an inactive player
  /// starts a run paused at its start (a fling that has ended, at its release). Paused already:
  /// nothing happens.
  ///
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; for an inactive player,
  ///   what ``Animating/startAnimation()`` throws. Nothing changes.
  public func pauseAnimation() throws(AnimationError) {
    try _forwardPlayer.player.corePause()
  }

  /// Stops where it is: a spring's or a decay's property keeps the value it shows, which becomes
  /// its model value; a fling leaves its timeline where it is.
  ///
  /// With `withoutFinishing == true` the player becomes inactive at once and its completions are
  /// dropped (``Animating/finished()`` returns `nil`); with `false` it becomes stopped, and
  /// ``Animating/finishAnimation(at:)`` ends it.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while inactive or stopped.
  public func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    try _forwardPlayer.player.coreStop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped player at `position`, then runs the completions with it.
  ///
  /// ``AnimatingPosition/end`` leaves a spring's property at its target and a decay's at its
  /// resting position, and seeks a fling's timeline to ``TimelineFling/restingPosition``
  /// (finishing the timeline there, as an arrival would, when the fling was made with
  /// `finishing`); ``AnimatingPosition/start`` leaves the value the run started from (a fling's
  /// ``TimelineFling/releasePosition``); ``AnimatingPosition/current`` leaves it where it stopped.
  ///
  /// - Parameter position: Where to leave the values.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` unless stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try _forwardPlayer.player.coreFinish(at: position)
  }

  /// Always `false`: the player runs forwards only. Setting it to `true` is refused and reported to
  /// the engine's ``AnimationEngine/diagnosticsHandler`` (``setReversed(_:)`` throws
  /// ``AnimationError/unsupported(_:)`` instead); setting it to `false` changes nothing.
  public var isReversed: Bool {
    get { false }
    set {
      do { try setReversed(newValue) } catch { engine.report(error) }
    }
  }

  /// How far the run has got, from 0 to 1: its local time over the instant it settles (a spring's
  /// last segment's settling time, after its blend; a decay's ``DecayAnimation/settlingTime``; a
  /// fling's ``TimelineFling/settlingTime``). 0 while inactive (a fling that has ended), 1 for a
  /// run that settles at once.
  ///
  /// Setting it scrubs a paused player to that fraction of its run (a fling moves its timeline to
  /// what it shows there), makes an inactive one active and paused there, and is ignored while
  /// running, as an animator's setter is. Values outside `0...1` are clamped. A NaN, or setting it
  /// while stopped, is refused and reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; ``setFractionComplete(_:)`` throws instead.
  public var fractionComplete: Double {
    get { _forwardPlayer.player.forwardFraction }
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
    try _forwardPlayer.player.coreSetFractionComplete(fraction)
  }

  /// Refuses to run backwards: the player runs forwards only.
  ///
  /// - Parameter reversed: `false` changes nothing; `true` is refused.
  /// - Throws: ``AnimationError/unsupported(_:)`` naming ``AnimationAction/setReversed`` for `true`,
  ///   in every state. Nothing changes.
  public func setReversed(_ reversed: Bool) throws(AnimationError) {
    if reversed { throw .unsupported(.setReversed) }
  }

  /// Goes back to the start of the run (local time 0) and runs from there, showing its recorded
  /// course again (a fling goes back to its ``TimelineFling/releasePosition``); an inactive player
  /// (a fling that has ended) starts as ``Animating/startAnimation()`` does.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with
  ///   (``Animating/startAnimation(afterDelay:)-(Duration)``) again before moving; by default it
  ///   moves at once.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/restart`` while
  ///   stopped; for an inactive player, what ``Animating/startAnimation()`` throws. Nothing changes.
  public func restart(includeDelay: Bool = false) throws(AnimationError) {
    try _forwardPlayer.player.coreRestart(includeDelay: includeDelay)
  }

  /// Adds a closure to run, with the position where the run ended, when it settles
  /// (``AnimatingPosition/end``) or at ``Animating/finishAnimation(at:)``. Allowed in every state.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    _forwardPlayer.player.keepCompletion(completion)
  }

  /// Waits until the current or next run ends, and returns where it ended, or `nil` if it was
  /// stopped without finishing or the player was released.
  ///
  /// - Returns: The final position, or `nil` when no completion would run.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    let player = _forwardPlayer.player
    return await withCheckedContinuation { continuation in
      player.keepWaiter(continuation)
    }
  }

  /// Calls `handler` with every change of ``Animating/state`` and ``Animating/isRunning`` (and, for
  /// a spring, every retarget), until the returned observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (Event) -> Void) -> AnimatorObservation {
    _forwardPlayer.player.addObserver(handler)
  }

  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the player is released.
  ///
  /// - Returns: A stream of events.
  public func events() -> AsyncStream<Event> {
    _forwardPlayer.player.makeEventStream()
  }
}

/// What ``ForwardAnimating``'s answers ask of a player's core; every ``ForwardPlayer`` has it.
protocol ForwardPlayerActions<Event>: AnyObject {
  associatedtype Event: Sendable
  /// Starts or resumes after `delay` (``PlaybackFrontEnd``).
  func coreStart(after delay: Duration, action: AnimationAction) throws(AnimationError)
  /// Pauses (``PlaybackFrontEnd``).
  func corePause() throws(AnimationError)
  /// Stops (``PlaybackFrontEnd``).
  func coreStop(withoutFinishing: Bool) throws(AnimationError)
  /// Finishes a stopped player (``PlaybackFrontEnd``).
  func coreFinish(at position: AnimatingPosition) throws(AnimationError)
  /// `fractionComplete`: the local time over the instant the run settles, in `0...1`.
  var forwardFraction: Double { get }
  /// Scrubs to `fraction` of the run (``ScrubbableFrontEnd``).
  func coreSetFractionComplete(_ fraction: Double) throws(AnimationError)
  /// Goes back to the start of the run and runs from there (``ScrubbableFrontEnd``).
  func coreRestart(includeDelay: Bool) throws(AnimationError)
  /// Keeps `completion` for the end of the current or next run.
  func keepCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
  /// Keeps `waiter` for the end of the current or next run.
  func keepWaiter(_ waiter: CheckedContinuation<AnimatingPosition?, Never>)
  /// Adds an observer of the player's events.
  func addObserver(_ handler: @escaping (Event) -> Void) -> AnimatorObservation
  /// A stream of the player's events from now on.
  func makeEventStream() -> AsyncStream<Event>
}
