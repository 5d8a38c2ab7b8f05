/// The spring timing of a property animator, as UIKit's `UISpringTimingParameters`: which spring
/// to use and how it fits the animator's duration.
///
/// The initialisers differ in who decides how long the animation runs:
///
/// | initialiser | the spring | the animation's duration |
/// | --- | --- | --- |
/// | ``init()`` | critically damped | the animator's: the spring is fitted to it |
/// | ``init(dampingRatio:initialVelocity:)-(_,Double)`` | the given damping ratio | the animator's: the spring is fitted to it |
/// | ``init(mass:stiffness:damping:initialVelocity:)`` | as given | the spring's settling duration |
/// | ``init(duration:bounce:initialVelocity:)-(Double,_,_)`` | as given | the spring's settling duration |
/// | ``init(spring:initialVelocity:)`` | as given | the spring's settling duration |
/// | ``init(dampingRatio:initialVelocity:)-(_,SpringTimingParameters.Vector)``, ``init(dampingRatio:velocity:from:to:)`` | the given damping ratio, per component | the animator's: each component's spring is fitted to it |
/// | ``init(spring:velocity:from:to:)`` | as given | each component's settling duration |
///
/// "Fitted" means the spring's stiffness is chosen so that it comes to rest (within 0.001 of the
/// distance) exactly at the end of the animator's duration. The animator asks for the curve and
/// the duration to run with ``resolved(forAnimatorDuration:)``:
///
/// ```swift
/// let timing = try SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 10)
/// let run = try timing.resolved(forAnimatorDuration: 2.5)
/// run.duration                 // 2.5
/// run.curve.value(at: 0.1)     // progress a tenth of the way through
/// ```
///
/// Velocity is in UIKit's units: 1 is the whole distance of the animation per second, and
/// positive values move towards the target. A velocity can also be given per component: in UIKit's
/// units as a ``Vector`` (`dx`, `dy`), or in value units per second with the distance left,
/// ``init(dampingRatio:velocity:from:to:)``, which divides each component by its own distance.
///
/// > Note: A ``PropertyAnimator`` runs every property along one curve, so today it starts every
/// > component with ``initialVelocity`` (the first component's, UIKit's `dx`). Running each
/// > component along its own curve, ``resolved(forAnimatorDuration:component:)``, comes with the
/// > playback core; until then hand a two-dimensional velocity to a ``SpringTrajectory``.
public struct SpringTimingParameters: Hashable, Sendable {
  /// How the spring is chosen.
  enum Form: Hashable, Sendable {
    /// A damping ratio; the stiffness is fitted to the animator's duration.
    case dampingRatio(Double)
    /// A complete spring; it sets the duration.
    case spring(Spring)
  }

  /// The curve and duration an animator runs with, from
  /// ``SpringTimingParameters/resolved(forAnimatorDuration:)``.
  public struct Resolution: Hashable, Sendable {
    /// The unit curve of the animation: progress from 0 to 1 over ``duration``.
    public let curve: SpringCurve

    /// The duration in seconds the animator runs for: its own duration when the parameters
    /// honour it, the spring's settling duration when they replace it. It equals
    /// ``SpringCurve/duration`` of ``curve``.
    public var duration: Double { curve.duration }
  }

  /// The speed towards the target at the start, in UIKit's normalised units: 1 is the whole
  /// distance of the animation per second; negative values move away first.
  ///
  /// A view moving at 100 points per second towards a target 200 points away has an initial
  /// velocity of 0.5. UIKit takes a vector and uses its `dx` for one-dimensional properties; here
  /// it is one number, applied to the progress of the animation. With a velocity per component
  /// (``componentVelocities``) it is the first component's: UIKit's `dx`.
  public let initialVelocity: Double

  /// The normalised velocity of each component of the animated value, in the order of its
  /// components (`x` then `y` for a ``Point2D``), when it was given per component; empty when
  /// ``initialVelocity`` applies to every component.
  ///
  /// ``init(dampingRatio:initialVelocity:)-(_,SpringTimingParameters.Vector)`` gives `[dx, dy]`;
  /// ``init(dampingRatio:velocity:from:to:)`` and ``init(spring:velocity:from:to:)`` give one entry
  /// per component of the value. ``initialVelocity(ofComponent:)`` reads it.
  public let componentVelocities: [Double]

  /// How the spring is chosen.
  let form: Form

  /// Makes parameters from parts already checked.
  init(form: Form, initialVelocity: Double, componentVelocities: [Double]) {
    self.form = form
    self.initialVelocity = initialVelocity
    self.componentVelocities = componentVelocities
  }

  /// The default system spring: critically damped, with no initial velocity, fitted to the
  /// animator's duration.
  ///
  /// UIKit describes its default as "a critically-damped spring", the one used for navigation
  /// pushes; it does not document the stiffness. This is `init(dampingRatio: 1)`: the animator's
  /// duration is honoured, and the spring arrives smoothly without overshooting.
  public init() {
    self.init(form: .dampingRatio(1), initialVelocity: 0, componentVelocities: [])
  }

  /// A spring with the given damping ratio that settles exactly at the end of the animator's
  /// duration.
  ///
  /// The stiffness is chosen, for each duration, so that the spring comes within 0.001 of the
  /// distance of the target exactly at the end and stays there. Because the initial velocity is a
  /// fraction of the distance per second, it changes how far the spring travels in its own time,
  /// and the fit takes that into account.
  ///
  /// ```swift
  /// let timing = try SpringTimingParameters(dampingRatio: 0.5)
  /// ```
  ///
  /// Settling is a threshold, so for a spring that bounces it can jump: as the stiffness grows, a
  /// peak that reached just outside the band ends up just inside, and the settling duration drops
  /// by part of a period. Where such a jump steps over the animator's duration, no stiffness
  /// settles exactly at the end; the spring chosen is the one at the jump, whose last peak just
  /// touches the band, and it settles a little before the end. Either way the motion is within
  /// 0.001 of the distance when the animation ends.
  ///
  /// A damping ratio of 0 never settles. For it, the stiffness is chosen so that the spring
  /// reaches the target for the second time, after one overshoot, exactly at the end: progress
  /// ends at exactly 1 without a jump, and the motion stops there.
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping as a fraction of critical damping, zero or more: 1 is critically
  ///     damped, below 1 overshoots, above 1 is overdamped.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"` when it is negative or not finite, or `"initialVelocity"` when it is not
  ///   finite.
  public init(dampingRatio: Double, initialVelocity: Double = 0) throws(AnimationError) {
    try AnimationError.requireNonNegative(dampingRatio, "dampingRatio")
    try AnimationError.requireFinite(initialVelocity, "initialVelocity")
    self.init(form: .dampingRatio(dampingRatio), initialVelocity: initialVelocity, componentVelocities: [])
  }

  /// A spring with the given physical constants; the animator's duration is replaced by the
  /// spring's settling duration.
  ///
  /// As in UIKit, "the duration is computed": it is
  /// ``Spring/settlingDuration(initialVelocity:epsilon:)``, the time after which the spring stays
  /// within 0.001 of the distance of the target. An undamped spring (`damping` 0) never settles; it
  /// runs until its second arrival at the target, after one overshoot.
  ///
  /// ```swift
  /// let timing = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
  /// try timing.resolved(forAnimatorDuration: 0.3).duration   // 1.270…: the spring's, not 0.3
  /// ```
  ///
  /// - Parameters:
  ///   - mass: The mass, greater than zero.
  ///   - stiffness: The stiffness, greater than zero.
  ///   - damping: The damping, zero or more.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` as
  ///   ``Spring/init(mass:stiffness:damping:)`` does, or naming `"initialVelocity"` when it is
  ///   not finite.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(AnimationError) {
    try self.init(spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
  }

  /// A spring with the given perceptual duration and bounce (iOS 17); the animator's duration is
  /// replaced by the spring's settling duration.
  ///
  /// UIKit's header calls `duration` "a perceptual duration that defines the pace of the spring"
  /// which is "approximately equal to the settling duration". The spring is exactly
  /// ``Spring/init(duration:bounce:)-(Double,_)``, and the animation runs until it settles, as with
  /// ``init(mass:stiffness:damping:initialVelocity:)``. Honouring the perceptual duration
  /// instead would cut the motion short: a spring of duration 0.5 and bounce 0 is still 1.4% of
  /// the distance away at 0.5 s and would jump that far at the end; it settles at 0.73 s.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, greater than zero.
  ///   - bounce: The bounce, greater than −1 and at most 1 (undamped, which runs until its second
  ///     arrival at the target).
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` as
  ///   ``Spring/init(duration:bounce:)-(Double,_)`` does, or naming `"initialVelocity"` when it is not finite.
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(AnimationError) {
    try self.init(spring: Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// Any spring; the animator's duration is replaced by the spring's settling duration.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The speed towards the target at the start, in distances per second.
  ///     Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"initialVelocity"` when it is not finite.
  public init(spring: Spring, initialVelocity: Double = 0) throws(AnimationError) {
    try AnimationError.requireFinite(initialVelocity, "initialVelocity")
    self.init(form: .spring(spring), initialVelocity: initialVelocity, componentVelocities: [])
  }

  /// The damping ratio of the spring: as given, or that of the given spring.
  public var dampingRatio: Double {
    switch form {
    case .dampingRatio(let ratio): ratio
    case .spring(let spring): spring.dampingRatio
    }
  }

  /// The spring, when the parameters fix it; `nil` when its stiffness depends on the animator's
  /// duration (``init()`` and ``init(dampingRatio:initialVelocity:)-(_,Double)``).
  public var spring: Spring? {
    switch form {
    case .dampingRatio: nil
    case .spring(let spring): spring
    }
  }

  /// Whether the animation runs for the animator's duration (`true`) or for the spring's settling
  /// duration (`false`).
  public var usesAnimatorDuration: Bool { spring == nil }

  /// The unit curve and the duration an animator with these parameters runs with.
  ///
  /// - Parameter duration: The animator's duration in seconds. It must be a finite number greater
  ///   than zero when ``usesAnimatorDuration`` is `true`; otherwise it is ignored.
  /// - Returns: The curve and the effective duration.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"duration"` when the animator's duration is used and is not finite and greater than zero,
  ///   or is so short or so long that no spring of finite stiffness settles in it.
  /// - Complexity: For a fitted spring, about 60 settling-duration evaluations (well under a
  ///   millisecond); call it once when the animation starts, not every frame.
  public func resolved(forAnimatorDuration duration: Double) throws(AnimationError) -> Resolution {
    switch form {
    case .spring(let spring):
      return Resolution(
        curve: try SpringCurve(
          spring: spring, initialVelocity: initialVelocity,
          duration: spring.animationDuration(initialVelocity: initialVelocity)))
    case .dampingRatio(let ratio):
      try AnimationError.requirePositive(duration, "duration")
      guard let spring = Spring.fitted(dampingRatio: ratio, initialVelocity: initialVelocity, duration: duration) else {
        throw .invalidArgument(
          parameter: "duration", value: "\(duration)",
          requirement: .other("a duration in which a spring of damping ratio \(ratio) can settle with finite stiffness")
        )
      }
      return Resolution(curve: try SpringCurve(spring: spring, initialVelocity: initialVelocity, duration: duration))
    }
  }
}
