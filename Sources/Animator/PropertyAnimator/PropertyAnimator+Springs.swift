extension PropertyAnimator {
  /// Makes an inactive animator on a physics spring that runs for the spring's own settling
  /// duration: no duration to pass, and none ignored.
  ///
  /// ```swift
  /// let pop = PropertyAnimator(spring: .bouncy, engine: engine) { badge.scale = 1 }
  /// pop.duration   // .seconds(0.819…): Spring.bouncy's settling duration
  /// ```
  ///
  /// The same run as `PropertyAnimator(duration:timingParameters:engine:)` with
  /// `.spring(SpringTimingParameters(spring:))`, whose duration argument is replaced by the
  /// settling duration (see <doc:Springs>).
  ///
  /// - Parameters:
  ///   - spring: The spring, for example ``Spring/bouncy`` or ``Spring/init(duration:bounce:)-(Double,_)``.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  public convenience init(spring: Spring, engine: AnimationEngine, animations: (() -> Void)? = nil) {
    let parameters = SpringTimingParameters(form: .spring(spring), initialVelocity: 0, componentVelocities: [])
    self.init(duration: .zero, timingParameters: .spring(parameters), engine: engine)
    if let animations { pendingBlocks.append(PendingBlock(animations: animations, delayFactor: 0)) }
  }

  /// Makes an inactive animator on physics spring timing (with its initial velocity) that runs for
  /// the spring's own settling duration.
  ///
  /// ```swift
  /// let fling = try PropertyAnimator(
  ///   spring: SpringTimingParameters(spring: .snappy, initialVelocity: 2), engine: engine)
  /// ```
  ///
  /// - Parameters:
  ///   - spring: Spring timing given by its physics: ``SpringTimingParameters/init(spring:initialVelocity:)``,
  ///     ``SpringTimingParameters/init(mass:stiffness:damping:initialVelocity:)``,
  ///     ``SpringTimingParameters/init(duration:bounce:initialVelocity:)-(Double,_,_)`` or
  ///     ``SpringTimingParameters/init(spring:velocity:from:to:)``.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"spring"`
  ///   for timing given by a damping ratio (``SpringTimingParameters/usesAnimatorDuration``), which
  ///   has no duration of its own to run for: pass a duration with
  ///   `PropertyAnimator(duration:timingParameters:engine:)` instead.
  public convenience init(
    spring: SpringTimingParameters, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) throws(AnimationError) {
    guard !spring.usesAnimatorDuration else {
      throw .invalidArgument(
        parameter: "spring", value: "dampingRatio \(spring.dampingRatio)",
        requirement: .other("spring timing with a spring of its own, not a damping ratio fitted to a duration"))
    }
    self.init(duration: .zero, timingParameters: .spring(spring), engine: engine)
    if let animations { pendingBlocks.append(PendingBlock(animations: animations, delayFactor: 0)) }
  }
}
