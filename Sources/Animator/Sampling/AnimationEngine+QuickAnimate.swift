extension AnimationEngine {
  /// Animates the changes made in `animations` over `duration` along `curve`, fire-and-forget, with
  /// no ``PropertyAnimator``: the light path for the many short animations an interface starts and
  /// never touches again (Core Animation's implicit animations, GSAP's `quickTo`).
  ///
  /// ```swift
  /// try engine.animate(duration: .milliseconds(300)) {
  ///   card.opacity = 1
  ///   card.offset = 0
  /// }
  /// ```
  ///
  /// This is the door for an animation you start and let run. For one you pause, scrub, reverse or
  /// continue, make a ``PropertyAnimator``; UIKit's block forms,
  /// ``animate(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)`` and its spring
  /// form, are kept for code that moves from UIKit and make one.
  ///
  /// As in an animator's block, each property set in `animations` takes its new model value at once
  /// and shows a layer that moves from what it showed to that value; the layers add to every other
  /// animation of the same properties, so a later quick animation or animator of a property that is
  /// already moving starts from where it is shown, without a jump, and this one's velocity carries on
  /// in the sum. The animation starts at the engine's current instant (inside a completion, the
  /// instant the animation that completes ended) and runs to its end; at the tick that reaches
  /// its end its layers fold into the model values, and `completion` runs with
  /// ``AnimatingPosition/end``. Its values are the same, to the last bit, as those of a
  /// ``PropertyAnimator`` of the same duration and curve started at the same instant.
  ///
  /// The engine's policies apply: ``isPaused``, ``timeScale`` and ``longFramePolicy`` as to every
  /// animation, and ``reducedMotion``, checked now, replaces the animation by
  /// ``reducedMotionSubstitution`` as it does an animator's run (``ReducedMotionSubstitution/instant``
  /// ends it at the next tick, with its end values).
  ///
  /// To animate properties of objects you do not declare yourself (a game's nodes), set their key
  /// paths in `animations` with ``set(_:on:to:)``.
  ///
  /// What it costs, unlike an animator: no object of its own but the one block that holds its
  /// layers, no registration with the engine (one client samples every quick animation), no row in
  /// the sampling store, nothing allocated at its end when it has no completion. The engine keeps
  /// its list of quick animations at the size of the most that ran at once (64 bytes each), so that
  /// the next burst reuses it, and keeps the blocks of up to 1,024 animations that ended (120 bytes
  /// each), so that animations started as others end (a game's particles, a list's cells) allocate
  /// nothing.
  ///
  /// - Parameters:
  ///   - duration: How long the animation runs, zero or more; zero ends it at the next tick.
  ///   - curve: The timing curve, ease-in-out by default (UIKit's default); a spring is
  ///     ``TimingCurve/spring(_:initialVelocity:duration:)-(_,_,Double?)``, which runs for its own span.
  ///   - animations: Sets the properties to animate. It runs once, now.
  ///   - completion: Called once when the animation ends: with ``AnimatingPosition/end`` when it
  ///     reaches its end or is finished, with ``AnimatingPosition/current`` when it is cancelled.
  /// - Returns: A handle to ask whether it still runs, or to end it early; it may be ignored.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `duration` if
  ///   it is negative; `animations` does not run and nothing changes.
  /// - Complexity: O(p) for the p properties `animations` sets.
  @discardableResult
  public func animate(
    duration: Duration, curve: TimingCurve = .easeInOut, animations: () -> Void,
    completion: ((AnimatingPosition) -> Void)? = nil
  ) throws(AnimationError) -> QuickAnimation {
    guard duration >= .zero else {
      throw .invalidArgument(parameter: "duration", value: "\(duration)", requirement: .nonNegative)
    }
    let runs = QuickRuns.of(self)
    // Inside `AnimationScope.add { }`, the scope journals the block and keeps the handle.
    guard let scope = ScopeCollecting.collector else {
      let id = runs.start(length: duration, curve: curve, animations: animations, completion: completion, on: self)
      return QuickAnimation(runs: runs, id: id)
    }
    let id = runs.start(
      length: duration, curve: curve, animations: animations, completion: completion, on: self, journal: scope.journal)
    scope.collectQuickAnimation(of: runs, id: id)
    return QuickAnimation(runs: runs, id: id)
  }

  /// ``animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` with the duration in
  /// seconds.
  ///
  /// ```swift
  /// try engine.animate(duration: 0.3, curve: .easeOut) { card.opacity = 1 }
  /// ```
  ///
  /// An integer literal (`duration: 1`) is seconds and picks this form; a `.zero` picks the
  /// `Duration` form.
  ///
  /// - Parameters:
  ///   - duration: How long the animation runs in seconds, a finite number >= 0.
  ///   - curve: The timing curve, ease-in-out by default.
  ///   - animations: Sets the properties to animate. It runs once, now.
  ///   - completion: Called once when the animation ends, as for the `Duration` form.
  /// - Returns: A handle to ask whether it still runs, or to end it early; it may be ignored.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"duration"`
  ///   if it is NaN, infinite, negative or longer than the engine counts; `animations` does not run
  ///   and nothing changes.
  /// - Complexity: O(p) for the p properties `animations` sets.
  @_disfavoredOverload
  @discardableResult
  public func animate(
    duration: Double, curve: TimingCurve = .easeInOut, animations: () -> Void,
    completion: ((AnimatingPosition) -> Void)? = nil
  ) throws(AnimationError) -> QuickAnimation {
    try animate(
      duration: try Self.checkedDuration(duration), curve: curve, animations: animations, completion: completion)
  }
}
