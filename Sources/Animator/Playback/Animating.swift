/// The playing interface every player shares, after UIKit's `UIViewAnimating`: ``PropertyAnimator``,
/// ``Timeline``, ``SpringAnimation``, ``DecayAnimation`` and ``TimelineFling``.
///
/// Code that drives an animation (a scrubbing gesture, an inspector, a demo's commands, a test
/// helper) can work with any player: start it, pause it, scrub it, stop it and finish it, wait for
/// it, and follow its events.
///
/// ```swift
/// func scrub(_ player: some Animating, to fraction: Double) throws(AnimationError) {
///   try player.pauseAnimation()
///   try player.setFractionComplete(fraction)
/// }
///
/// func log<Player: Animating>(_ player: Player) -> AnimationObservation {
///   player.observe { event in print(event) }
/// }
/// ```
///
/// **One state table.** Every player answers every action with the same table (see
/// <doc:StateMachine>): a transition, a documented no-op, or a typed ``AnimationError`` that
/// changes nothing. Where an action has no meaning for a player it throws
/// ``AnimationError/unsupported(_:)``: a spring, a decay and a fling run forwards only, so
/// `setReversed(true)` is refused (`setReversed(false)` changes nothing).
/// Those three give the same answers, each in its own list of members forwarding to the
/// implementation they share.
///
/// **Progress.** ``fractionComplete`` is how far the current run has got, from 0 to 1: for an
/// animator the fraction of its duration, for a timeline of its total duration, for a spring, a
/// decay and a fling of the time its run takes to settle.
///
/// **Time.** Delays take a `Duration` or a number of seconds
/// (``startAnimation(afterDelay:)-(Double)``), as every timed API of the library does.
public protocol Animating<Event>: AnyObject {
  /// What ``observe(_:)`` hands its handler and ``events()`` yields: ``AnimatorEvent``,
  /// ``TimelineEvent``, ``SpringAnimationEvent``, ``DecayAnimationEvent`` or
  /// ``TimelineFlingEvent``.
  associatedtype Event: Sendable

  /// The engine that runs the player: its clock, and the policies (pause, time scale, long
  /// frames, reduced motion) that apply to it.
  var engine: AnimationEngine { get }
  /// Inactive, active (running or paused) or stopped.
  var state: AnimatingState { get }
  /// Whether it is running: started and not paused, stopped or finished.
  var isRunning: Bool { get }
  /// Whether it runs, or will run, from the end back to the start; always `false` for a player
  /// that runs forwards only.
  var isReversed: Bool { get set }
  /// How far it has got, from 0 to 1, along its current direction.
  var fractionComplete: Double { get set }

  /// Starts, or resumes if paused.
  ///
  /// - Throws: ``AnimationError`` if the current state does not allow it.
  func startAnimation() throws(AnimationError)
  /// Starts, or resumes if paused, after `delay`.
  ///
  /// - Parameter delay: How long to wait, zero or more.
  /// - Throws: ``AnimationError`` for a negative delay or a state that does not allow it.
  func startAnimation(afterDelay delay: Duration) throws(AnimationError)
  /// Starts, or resumes if paused, after `delay` seconds.
  ///
  /// - Parameter delay: Seconds to wait: a finite number >= 0.
  /// - Throws: ``AnimationError`` for a delay that is NaN, infinite or negative, or a state that
  ///   does not allow it.
  func startAnimation(afterDelay delay: Double) throws(AnimationError)
  /// Pauses where it is.
  ///
  /// - Throws: ``AnimationError`` if the current state does not allow it.
  func pauseAnimation() throws(AnimationError)
  /// Stops where it is; with `withoutFinishing == false` it waits for ``finishAnimation(at:)``.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step and its completions.
  /// - Throws: ``AnimationError`` if the current state does not allow it.
  func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError)
  /// Ends a stopped animation at `position` and runs its completions.
  ///
  /// - Parameter position: Where to leave the values.
  /// - Throws: ``AnimationError`` unless stopped.
  func finishAnimation(at position: AnimatingPosition) throws(AnimationError)
  /// Sets ``fractionComplete``, or throws where the setter would report an error.
  ///
  /// - Parameter fraction: The fraction; clamped to `0...1`.
  /// - Throws: ``AnimationError`` for NaN or a state that does not allow it.
  func setFractionComplete(_ fraction: Double) throws(AnimationError)
  /// Sets ``isReversed``, or throws where the setter would report an error.
  ///
  /// - Parameter reversed: The new direction.
  /// - Throws: ``AnimationError`` if the current state, or the player, does not allow it.
  func setReversed(_ reversed: Bool) throws(AnimationError)
  /// Goes back to the start of the run and runs from there; starts an inactive player.
  ///
  /// - Parameter includeDelay: Whether to wait the delay the run started with again.
  /// - Throws: ``AnimationError`` if the current state does not allow it.
  func restart(includeDelay: Bool) throws(AnimationError)
  /// Adds a closure to run, with the final position, when the animation ends.
  ///
  /// - Parameter completion: The closure.
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
  /// Waits until the current or next run ends, and returns where it ended, or `nil` if it ended
  /// with no completion (stopped without finishing, or the player was released), or `nil` as soon as
  /// the waiting task is cancelled, leaving the run alone (``run()`` stops it).
  ///
  /// - Returns: The final position, or `nil`.
  nonisolated(nonsending) func finished() async -> AnimatingPosition?
  /// Calls `handler` with each event, until the returned observation is cancelled or released.
  ///
  /// - Parameter handler: Called on the engine's isolation domain with each event.
  /// - Returns: The observation; keep it as long as you want events.
  func observe(_ handler: @escaping (Event) -> Void) -> AnimationObservation
  /// The events ``observe(_:)`` reports, as an asynchronous sequence, from now on; it buffers the
  /// newest 256 and ends when the consumer stops or the player is released.
  ///
  /// - Returns: A stream of events.
  func events() -> AsyncStream<Event>
}

extension Animating {
  /// ``startAnimation(afterDelay:)-(Duration)`` with the delay in seconds.
  ///
  /// - Parameter delay: Seconds to wait: a finite number >= 0, within what the engine counts
  ///   (about 292 years).
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"delay"` for
  ///   a delay that is NaN, infinite, negative or too long; what
  ///   ``startAnimation(afterDelay:)-(Duration)`` throws otherwise.
  public func startAnimation(afterDelay delay: Double) throws(AnimationError) {
    try startAnimation(afterDelay: AnimationError.requireDelay(delay))
  }

  /// ``restart(includeDelay:)`` without waiting the delay again.
  ///
  /// - Throws: What ``restart(includeDelay:)`` throws.
  public func restart() throws(AnimationError) {
    try restart(includeDelay: false)
  }
}

extension AnimationError {
  /// Checks a delay in seconds and converts it: finite, zero or more, within what the engine
  /// counts.
  static func requireDelay(_ delay: Double) throws(AnimationError) -> Duration {
    try requireNonNegative(delay, "delay")
    guard delay <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(
        parameter: "delay", value: "\(delay)", requirement: .range(0...AnimationEngine.maximumSeconds))
    }
    return .seconds(delay)
  }
}
