extension TimingCurve {
  /// A cubic Bézier curve from (0, 0) to (1, 1) with the control points (`x1`, `y1`) and
  /// (`x2`, `y2`): CSS's `cubic-bezier(x1, y1, x2, y2)`, Core Animation's
  /// `CAMediaTimingFunction(controlPoints:)` and UIKit's `UICubicTimingParameters`.
  ///
  /// ```swift
  /// let swiftOut = try TimingCurve.cubicBezier(0.2, 0.8, 0.2, 1)
  /// swiftOut.value(at: 0.5)     // 0.9194…
  /// ```
  ///
  /// Progress is found from time by solving the curve's `x` for its parameter (Newton's method,
  /// safeguarded by bisection), accurate to the last few bits; `y` may leave `0...1`, which makes
  /// the curve overshoot.
  ///
  /// - Parameters:
  ///   - x1: The first control point's time, in `0...1`.
  ///   - y1: The first control point's progress, any finite number.
  ///   - x2: The second control point's time, in `0...1`.
  ///   - y2: The second control point's progress, any finite number.
  /// - Returns: The curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"x1"`,
  ///   `"y1"`, `"x2"` or `"y2"` for a number that is not finite or an `x` outside `0...1`.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError)
    -> TimingCurve
  {
    .cubicBezier(try CubicBezier(x1, y1, x2, y2))
  }

  /// Where the jumps of a staircase fall, CSS's `<jump-term>`.
  public enum StepPosition: Hashable, Sendable, CaseIterable {
    /// The first jump happens when the animation starts: `count` jumps, none at the end.
    case jumpStart
    /// The last jump happens when the animation ends: `count` jumps, none at the start. CSS's
    /// default.
    case jumpEnd
    /// No jump at either end: `count − 1` jumps, holding 0 and 1 for a step each.
    case jumpNone
    /// Jumps at both ends: `count + 1` jumps.
    case jumpBoth
  }

  /// A staircase: progress that jumps between equal steps, CSS's `steps(count, position)`.
  ///
  /// ```swift
  /// let ticks = try TimingCurve.steps(4)     // 0, 0.25, 0.5, 0.75, then 1 at the very end
  /// ticks.value(at: 0.3)                     // 0.25
  /// ```
  ///
  /// The output follows CSS Easing Functions Level 1's algorithm, before flag included where a
  /// timeline's tween needs it (see ``unclampedValue(at:beforeFlag:)``).
  ///
  /// - Parameters:
  ///   - count: The number of steps: at least 1, and at least 2 for ``StepPosition/jumpNone``
  ///     (which otherwise has no jump at all).
  ///   - position: Where the jumps fall; CSS's default is ``StepPosition/jumpEnd``.
  /// - Returns: The curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"count"`
  ///   when `count` is too small.
  public static func steps(_ count: Int, position: StepPosition = .jumpEnd) throws(AnimationError) -> TimingCurve {
    .steps(try Steps(count, position: Steps.Position(position)))
  }

  /// CSS's `step-start`, `steps(1, jump-start)`: 1 from the start.
  public static let stepStart = TimingCurve.steps(.stepStart)

  /// CSS's `step-end`, `steps(1, jump-end)`: 0 until the end, then 1.
  public static let stepEnd = TimingCurve.steps(.stepEnd)

  /// A spring as a curve: the progress of `spring` pulled from 0 to its target 1.
  ///
  /// ```swift
  /// let bouncy = try TimingCurve.spring(.bouncy)                   // over its settling time
  /// let fitted = try TimingCurve.spring(.bouncy, duration: 1)      // drawn over one second
  /// bouncy.value(at: 0.35)                                         // past 1: it overshoots
  /// ```
  ///
  /// A spring curve has a span of its own, the seconds that unit time `0...1` covers: the spring's
  /// settling time (within 0.001 of the distance), or `duration` when you give one. A
  /// ``PropertyAnimator`` and a quick animation run for that span, whatever duration they were
  /// given, so that the spring keeps its stiffness; a timeline's tween keeps its own duration and
  /// draws the curve over it. At the end of the span the progress is exactly 1, whatever is left of
  /// the motion.
  ///
  /// To fit a spring to an animator's duration by its damping ratio alone, as UIKit's
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` does, use
  /// ``TimingParameters/spring(dampingRatio:initialVelocity:)``.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The speed towards the target at the start, in UIKit's units: 1 is the
  ///     whole distance per second, so a gesture moving at 100 points per second towards a target
  ///     200 points away is 0.5. Negative values move away first. Defaults to 0.
  ///   - duration: The span in seconds, finite and greater than zero; `nil` (the default) for the
  ///     spring's settling time.
  /// - Returns: The curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"initialVelocity"` when it is not finite, or `"duration"` when it is not finite and
  ///   greater than zero.
  public static func spring(_ spring: Spring, initialVelocity: Double = 0, duration: Double? = nil)
    throws(AnimationError) -> TimingCurve
  {
    if let duration {
      return .spring(try SpringCurve(spring: spring, initialVelocity: initialVelocity, duration: duration))
    }
    return .spring(try SpringCurve(spring: spring, initialVelocity: initialVelocity))
  }

  /// A spring of damping ratio `dampingRatio` stiffened to come to rest (within 0.001 of the
  /// distance) exactly at the end of `duration` seconds: the curve UIKit's
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` gives an animator of that
  /// duration, for a timeline's tween or a keyframe segment of that length.
  ///
  /// ```swift
  /// let settle = try TimingCurve.spring(dampingRatio: 0.6, duration: 0.8)
  /// timeline.addTween(of: card.$x, to: 300, duration: 0.8, curve: settle)
  /// ```
  ///
  /// For an animator, give ``TimingParameters/spring(dampingRatio:initialVelocity:)`` instead: it
  /// fits the spring to whatever duration the animator runs for.
  ///
  /// - Parameters:
  ///   - dampingRatio: 0 or more: 1 is critically damped, 0 undamped.
  ///   - initialVelocity: The speed towards the target at the start, in UIKit's units (1 is the
  ///     whole distance per second). Defaults to 0.
  ///   - duration: The span in seconds the spring settles in, finite and greater than zero.
  /// - Returns: The curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"` when it is negative or not finite, `"initialVelocity"` when it is not
  ///   finite, or `"duration"` when it is not above zero or no spring of that damping ratio can
  ///   settle in it.
  public static func spring(dampingRatio: Double, initialVelocity: Double = 0, duration: Double)
    throws(AnimationError) -> TimingCurve
  {
    .spring(try SpringCurve(fittingDampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration))
  }

  /// ``spring(_:initialVelocity:duration:)-(_,_,Double?)`` with the span as a `Duration`.
  ///
  /// ```swift
  /// let drawn = try TimingCurve.spring(.bouncy, duration: .milliseconds(800))
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  ///   - duration: The span, greater than zero.
  /// - Returns: The curve.
  /// - Throws: What the seconds form throws, for the span in seconds.
  @_disfavoredOverload
  public static func spring(_ spring: Spring, initialVelocity: Double = 0, duration: Duration)
    throws(AnimationError) -> TimingCurve
  {
    try .spring(spring, initialVelocity: initialVelocity, duration: duration.inSeconds)
  }

  /// ``spring(dampingRatio:initialVelocity:duration:)-(_,_,Double)`` with the span as a
  /// `Duration`.
  ///
  /// ```swift
  /// let settle = try TimingCurve.spring(dampingRatio: 0.6, duration: .milliseconds(800))
  /// ```
  ///
  /// - Parameters:
  ///   - dampingRatio: 0 or more: 1 is critically damped, 0 undamped.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  ///   - duration: The span the spring settles in, greater than zero.
  /// - Returns: The curve.
  /// - Throws: What the seconds form throws, for the span in seconds.
  @_disfavoredOverload
  public static func spring(dampingRatio: Double, initialVelocity: Double = 0, duration: Duration)
    throws(AnimationError) -> TimingCurve
  {
    try .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration.inSeconds)
  }

  /// A curve you supply: a closure from unit time to progress, with its derivative if you know it.
  ///
  /// ```swift
  /// let smoothstep = TimingCurve.custom({ t in t * t * (3 - 2 * t) }, velocity: { t in 6 * t * (1 - t) })
  /// ```
  ///
  /// Times are clamped to `0...1` (NaN becomes 0) before your closure sees them. Its finite results
  /// are returned as they are: unlike the library's own curves, a custom curve need not start at 0
  /// or end at 1. A result that is NaN or infinite is treated as 0 (the start), and an infinite or
  /// NaN slope as the library's curves treat theirs, so that a function with a singularity cannot
  /// poison the values an animation moves. Without `velocity`, the slope is a second-order finite
  /// difference with the step `2⁻¹⁷` that never calls the closure outside `0...1`.
  ///
  /// > Important: Closures cannot be compared, so two custom curves are equal only if they are
  /// > copies of the same one: `TimingCurve.custom(f) == TimingCurve.custom(f)` is `false`;
  /// > `let g = TimingCurve.custom(f); g == g` is `true`. A custom curve may run your code in the
  /// > middle of a tick, so an animation that uses one takes the engine's general path.
  ///
  /// - Parameters:
  ///   - value: The progress at a time in `0...1`. It must be pure: the same time, the same
  ///     progress.
  ///   - velocity: The derivative of `value` with respect to time, if you know it.
  /// - Returns: The curve.
  public static func custom(
    _ value: @escaping @Sendable (Double) -> Double,
    velocity: (@Sendable (Double) -> Double)? = nil
  ) -> TimingCurve {
    .custom(CustomTimingFunction(value, derivative: velocity))
  }
}

extension Steps.Position {
  /// The position a curve's public spelling names.
  init(_ position: TimingCurve.StepPosition) {
    switch position {
    case .jumpStart: self = .jumpStart
    case .jumpEnd: self = .jumpEnd
    case .jumpNone: self = .jumpNone
    case .jumpBoth: self = .jumpBoth
    }
  }
}
