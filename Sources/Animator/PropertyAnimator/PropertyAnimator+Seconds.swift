extension PropertyAnimator {
  /// ``init(duration:timingParameters:engine:)-(Duration,_,_)`` with the duration in seconds, as
  /// UIKit spells it.
  ///
  /// ```swift
  /// let fade = try PropertyAnimator(duration: 0.3, timingParameters: .curve(.easeOut), engine: engine)
  /// ```
  ///
  /// An integer literal (`duration: 1`) is seconds and picks this form. A `.zero` picks the
  /// `Duration` form, which was there first.
  ///
  /// - Parameters:
  ///   - duration: The length of a run in seconds, a finite number >= 0.
  ///   - timingParameters: A curve or a spring.
  ///   - engine: The engine the animator runs on.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"duration"`
  ///   when it is NaN, infinite, negative or longer than the engine counts.
  @_disfavoredOverload
  public convenience init(
    duration: Double, timingParameters: TimingParameters, engine: AnimationEngine
  ) throws(AnimationError) {
    self.init(
      duration: try AnimationEngine.checkedDuration(duration), timingParameters: timingParameters, engine: engine)
  }

  /// ``init(duration:curve:engine:animations:)-(Duration,_,_,_)`` with the duration in seconds.
  ///
  /// ```swift
  /// let slide = try PropertyAnimator(duration: 1, curve: .easeInOut, engine: engine) { box.x = 200 }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The length of a run in seconds, a finite number >= 0.
  ///   - curve: The timing curve.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"duration"`
  ///   when it is NaN, infinite, negative or longer than the engine counts.
  @_disfavoredOverload
  public convenience init(
    duration: Double, curve: TimingCurve, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) throws(AnimationError) {
    self.init(
      duration: try AnimationEngine.checkedDuration(duration), curve: curve, engine: engine, animations: animations)
  }

  /// ``init(duration:controlPoint1:controlPoint2:engine:animations:)-(Duration,_,_,_,_)`` with the
  /// duration in seconds.
  ///
  /// - Parameters:
  ///   - duration: The length of a run in seconds, a finite number >= 0.
  ///   - controlPoint1: The curve's first control point (`x` in `0...1`).
  ///   - controlPoint2: The curve's second control point (`x` in `0...1`).
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"duration"`
  ///   as the other seconds forms do, or for a control point it does not accept.
  @_disfavoredOverload
  public convenience init(
    duration: Double, controlPoint1: Point2D, controlPoint2: Point2D, engine: AnimationEngine,
    animations: (() -> Void)? = nil
  ) throws(AnimationError) {
    try self.init(
      duration: try AnimationEngine.checkedDuration(duration), controlPoint1: controlPoint1,
      controlPoint2: controlPoint2,
      engine: engine, animations: animations)
  }

  /// ``init(duration:dampingRatio:engine:animations:)-(Duration,_,_,_)`` with the duration in
  /// seconds: a spring that settles within `duration`.
  ///
  /// - Parameters:
  ///   - duration: The length of a run in seconds, a finite number >= 0.
  ///   - dampingRatio: 1 settles without overshoot; values towards 0 oscillate more.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"duration"`
  ///   as the other seconds forms do, or for a damping ratio it does not accept.
  @_disfavoredOverload
  public convenience init(
    duration: Double, dampingRatio: Double, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) throws(AnimationError) {
    try self.init(
      duration: try AnimationEngine.checkedDuration(duration), dampingRatio: dampingRatio, engine: engine,
      animations: animations)
  }
}
