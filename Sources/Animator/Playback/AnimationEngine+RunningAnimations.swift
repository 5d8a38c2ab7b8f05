extension AnimationEngine {
  /// The animators and timelines the engine is moving now, in the order they started running:
  /// paused, finished and nested ones are not included (the Web Animations API's
  /// `document.getAnimations()`).
  ///
  /// ```swift
  /// for animation in engine.runningAnimations { try animation.pauseAnimation() }
  /// ```
  public var runningAnimations: [any Animating] {
    runningClients.compactMap { $0 as? any Animating }
  }
}
