/// The playing interface that animators and timelines share: UIKit's `UIViewAnimating`.
///
/// Code that drives an animation (a scrubbing gesture, a demo's commands, a timeline holding
/// another player) can work with any `Animating` value: start it, pause it, scrub it, reverse it,
/// stop it and finish it, and be told where it ended.
///
/// ```swift
/// func scrub(_ player: some Animating, to fraction: Double) throws {
///   try player.pauseAnimation()
///   try player.setFractionComplete(fraction)
/// }
/// ```
public protocol Animating: AnyObject {
  /// Inactive, active (running or paused) or stopped.
  var state: AnimatingState { get }
  /// Whether it is running: started and not paused, stopped or finished.
  var isRunning: Bool { get }
  /// Whether it runs, or will run, from the end back to the start.
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
  /// - Throws: ``AnimationError`` if the current state does not allow it.
  func setReversed(_ reversed: Bool) throws(AnimationError)
  /// Adds a closure to run, with the final position, when the animation ends.
  ///
  /// - Parameter completion: The closure.
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
}
