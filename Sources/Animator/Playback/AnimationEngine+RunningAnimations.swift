extension AnimationEngine {
  /// Every player registered with the engine now, in the order each started running (the Web
  /// Animations API's `document.getAnimations()`): the ``PropertyAnimator``s and ``Timeline``s it is
  /// running, waiting out a start delay included, and the ``SpringAnimation``s,
  /// ``DecayAnimation``s and ``TimelineFling``s running on it.
  ///
  /// ```swift
  /// for animation in engine.runningAnimations { try animation.pauseAnimation() }
  /// ```
  ///
  /// What it does not list:
  ///
  /// - players that are paused, stopped, finished or not started: the engine moves none of them
  ///   (the timeline a fling moves is paused; the fling is listed);
  /// - players nested in a timeline, which the timeline moves: list the timeline;
  /// - the player a ``ScrollDriver`` drives, which stays paused while the scroll position moves it
  ///   (the driver is no player, even while it runs to catch up with a scroll);
  /// - quick animations (``animate(duration:curve:animations:completion:)-(Duration,_,_,_)``),
  ///   which are not players: the ``QuickAnimation`` handle each returns asks whether it runs and
  ///   ends it. ``runningAnimationCount`` counts them.
  ///
  /// - Complexity: O(n) in the engine's running clients.
  public var runningAnimations: [any Animating] {
    runningClients.compactMap { $0 as? any Animating }
  }
}
