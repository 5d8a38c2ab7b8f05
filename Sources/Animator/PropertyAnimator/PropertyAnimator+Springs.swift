extension PropertyAnimator {
  /// Makes an inactive animator on a physics spring that runs for the spring's own settling
  /// duration: no duration to pass, and none ignored.
  ///
  /// ```swift
  /// let pop = PropertyAnimator(spring: .bouncy, engine: engine) { badge.scale = 1 }
  /// pop.duration   // 0.819…: Spring.bouncy's settling duration in seconds
  /// ```
  ///
  /// The same run as `PropertyAnimator(duration:timingParameters:engine:)` with
  /// `.curve(try .spring(spring))`, whose duration argument the spring's span replaces (see
  /// <doc:Springs>). To start the spring with a velocity, give that curve
  /// ``TimingCurve/spring(_:initialVelocity:duration:)-(_,_,Double?)`` an initial velocity.
  ///
  /// - Parameters:
  ///   - spring: The spring, for example ``Spring/bouncy`` or ``Spring/init(duration:bounce:)-(Double,_)``.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  public convenience init(spring: Spring, engine: AnimationEngine, animations: (() -> Void)? = nil) {
    // A spring whose settling time has no span (none the library makes) changes at once.
    let curve = (try? TimingCurve.spring(spring)) ?? .linear
    self.init(duration: .zero, timingParameters: .curve(curve), engine: engine)
    if let animations { pendingBlocks.append(PendingBlock(animations: animations, delayFactor: 0)) }
  }
}
