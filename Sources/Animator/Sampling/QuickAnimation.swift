/// A running quick animation: the small handle that
/// ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` returns.
///
/// A quick animation is fire-and-forget, like Core Animation's implicit animations or GSAP's
/// `quickTo`: it runs from the moment it is made to its end, and the handle only asks whether it
/// still runs, or ends it early. Keeping the handle is optional; dropping it changes nothing.
///
/// ```swift
/// let fade = try engine.animate(duration: .milliseconds(250)) { card.opacity = 0 }
/// fade.isRunning   // true until its end
/// fade.finish()    // jump to the end values now
/// ```
///
/// For pausing, scrubbing, reversing or observing, use a ``PropertyAnimator``.
public struct QuickAnimation {
  let runs: QuickRuns
  let id: UInt64

  /// Whether the animation is still running: `false` once it reached its end or was ended by
  /// ``cancel()`` or ``finish()``.
  ///
  /// - Complexity: O(log n) in the engine's running quick animations.
  public var isRunning: Bool { runs.isRunning(id) }

  /// Ends the animation where it is shown now: each property it animates keeps showing what it
  /// shows, which becomes the model value's share of this animation (as UIKit's
  /// `stopAnimation(true)` followed by a finish at the current position). Its completion, if it has
  /// one, runs now with ``AnimatingPosition/current``. Does nothing once the animation has ended.
  ///
  /// - Complexity: O(log n + p) for n running quick animations and p properties of this one.
  public func cancel() {
    runs.end(id, atEnd: false)
  }

  /// Ends the animation at its end values now: its properties show the values it set. Its
  /// completion, if it has one, runs now with ``AnimatingPosition/end``. Does nothing once the
  /// animation has ended.
  ///
  /// - Complexity: O(log n + p) for n running quick animations and p properties of this one.
  public func finish() {
    runs.end(id, atEnd: true)
  }
}

@available(*, unavailable)
extension QuickAnimation: Sendable {}
