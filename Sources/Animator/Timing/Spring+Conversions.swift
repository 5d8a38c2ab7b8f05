extension Spring {
  /// Makes a spring from SwiftUI's perceptual parameters: a duration that sets its pace and a
  /// bounce that sets how much it overshoots.
  ///
  /// ```swift
  /// let spring = try Spring(duration: 0.5, bounce: 0.3)
  /// (spring.mass, spring.stiffness, spring.damping)   // (1.0, 157.9…, 17.59…)
  /// ```
  ///
  /// The conversion is the one that reproduces SwiftUI's documented examples, with mass 1:
  ///
  /// - stiffness `k = (2π/duration)²`;
  /// - damping ratio `ζ = 1 − bounce` for `bounce >= 0`, and `ζ = 1/(1 + bounce)` for
  ///   `bounce < 0`;
  /// - damping `c = 4πζ/duration`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, greater than zero: the period the spring
  ///     would oscillate with if it were undamped, and roughly the time it takes to come close to
  ///     rest. Defaults to 0.5.
  ///   - bounce: How bouncy the spring is, greater than −1 and at most 1. 0 (the default) is
  ///     critically damped: the fastest motion that does not overshoot. Positive values overshoot
  ///     more and more, up to 1, which is undamped: it oscillates for ever. Negative values are
  ///     overdamped, approaching rest more slowly; −1 itself would be infinitely damped and never
  ///     move, so it is rejected.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a `duration`
  ///   that is not a finite number greater than zero (or so small or large that the stiffness is
  ///   not a finite, normal number), or a `bounce` outside `-1...1` or equal to −1.
  public init(duration: Double = 0.5, bounce: Double = 0) throws(AnimationError) {
    try AnimationError.requirePositive(duration, "duration")
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw .invalidArgument(parameter: "bounce", value: "\(bounce)", requirement: Self.bounceRequirement)
    }
    try self.init(period: duration, dampingRatio: Self.dampingRatio(bounce: bounce), periodParameter: "duration")
  }

  /// Makes a spring from SwiftUI's response and damping ratio.
  ///
  /// The response is the same quantity as ``duration``, and the damping ratio is ``dampingRatio``;
  /// so `Spring(response: r, dampingRatio: z)` is `Spring(duration: r, bounce: 1 − z)` for
  /// `z <= 1`, and `Spring(duration: r, bounce: 1/z − 1)` above.
  ///
  /// ```swift
  /// let spring = try Spring(response: 0.5, dampingRatio: 0.825)
  /// ```
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring as an approximate duration in seconds, greater
  ///     than zero. SwiftUI accepts 0 for an infinitely stiff spring; a spring here must move, so
  ///     0 is rejected.
  ///   - dampingRatio: The damping as a fraction of critical damping, zero or more: 0 is undamped,
  ///     below 1 overshoots, 1 is critically damped, above 1 is overdamped.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"response"` or `"dampingRatio"` when it is out of range or not finite.
  public init(response: Double, dampingRatio: Double) throws(AnimationError) {
    try AnimationError.requirePositive(response, "response")
    try AnimationError.requireNonNegative(dampingRatio, "dampingRatio")
    try self.init(period: response, dampingRatio: dampingRatio, periodParameter: "response")
  }

  /// Makes a spring from the parameters of SwiftUI's
  /// `Animation.spring(response:dampingFraction:blendDuration:)`.
  ///
  /// The damping fraction is the damping ratio under another name: this is
  /// ``init(response:dampingRatio:)``. SwiftUI's defaults are a response of 0.5 and a damping
  /// fraction of 0.825.
  ///
  /// ```swift
  /// let spring = try Spring(response: 0.5, dampingFraction: 0.825)
  /// ```
  ///
  /// - Parameters:
  ///   - response: The stiffness of the spring as an approximate duration in seconds, greater
  ///     than zero.
  ///   - dampingFraction: The damping as a fraction of critical damping, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"response"` or `"dampingFraction"` when it is out of range or not finite.
  public init(response: Double, dampingFraction: Double) throws(AnimationError) {
    try AnimationError.requirePositive(response, "response")
    try AnimationError.requireNonNegative(dampingFraction, "dampingFraction")
    try self.init(period: response, dampingRatio: dampingFraction, periodParameter: "response")
  }

  /// The natural frequency `ω₀ = √(k/m)` in radians per second: how fast the spring would
  /// oscillate without damping.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio `ζ = c/(2√(km))`: the damping as a fraction of the damping that makes the
  /// spring critically damped.
  ///
  /// 0 is undamped, below 1 the spring overshoots and oscillates, 1 is critically damped (the
  /// fastest approach without overshoot) and above 1 it is overdamped. UIKit calls this
  /// `dampingRatio` and SwiftUI's `Animation.spring` calls it `dampingFraction`.
  public var dampingRatio: Double { damping / (2 * stiffness.squareRoot() * mass.squareRoot()) }

  /// The perceptual duration in seconds, `2π/ω₀ = 2π·√(m/k)`: the period of the undamped
  /// oscillation, which sets the spring's pace.
  ///
  /// It is not the time the spring takes to come to rest: see
  /// ``settlingDuration(initialVelocity:epsilon:)``.
  public var duration: Double { 2 * Double.pi / naturalFrequency }

  /// The response in seconds: SwiftUI's name for ``duration`` when a spring is made with a damping
  /// ratio.
  public var response: Double { duration }

  /// How bouncy the spring is: `1 − ζ` when the damping ratio `ζ` is at most 1, and `1/ζ − 1`
  /// above.
  ///
  /// 0 is critically damped, 1 undamped, and negative values (down to, but not reaching, −1) are
  /// overdamped.
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The damping ratio that gives `bounce`, which is in `(-1, 1]`.
  static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// What `bounce` accepts.
  static let bounceRequirement = AnimationError.Requirement.other("a number in -1...1 other than -1")

  /// Makes the spring of mass 1 with the undamped period `period` and damping ratio
  /// `dampingRatio`, both already checked; names `periodParameter` if the stiffness is not a
  /// finite, normal number.
  private init(period: Double, dampingRatio: Double, periodParameter: String) throws(AnimationError) {
    let frequency = 2 * Double.pi / period
    let stiffness = frequency * frequency
    let damping = 2 * dampingRatio * frequency
    guard stiffness.isNormal, damping.isFinite else {
      throw .invalidArgument(
        parameter: periodParameter, value: "\(period)",
        requirement: .other("a duration whose stiffness (2π/duration)² is a finite, normal number"))
    }
    self.init(uncheckedMass: 1, stiffness: stiffness, damping: damping)
  }
}
