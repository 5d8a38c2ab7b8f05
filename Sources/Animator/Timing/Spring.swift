/// A damped spring: a mass on a spring with a damper, `m·x'' + c·x' + k·x = 0`, solved in closed
/// form.
///
/// `x` is the *displacement*: how far the mass is from the spring's rest position (the target of
/// an animation). Make a spring the way SwiftUI, UIKit or Core Animation do, and the others'
/// parameters are read back exactly:
///
/// ```swift
/// let spring = try Spring(duration: 0.5, bounce: 0.3)   // SwiftUI's perceptual parameters
/// spring.stiffness      // 157.91…  (Core Animation's physical parameters)
/// spring.damping        // 17.59…
/// spring.dampingRatio   // 0.7      (UIKit's damping ratio)
///
/// let physical = try Spring(mass: 1, stiffness: 100, damping: 10)
/// physical.duration     // 0.628…
/// physical.bounce       // 0.5
/// ```
///
/// The motion is exact at any time, with any initial velocity, in every regime (see
/// ``displacement(at:initialDisplacement:initialVelocity:)`` and
/// ``value(target:initialValue:initialVelocity:time:)``), and ``settlingDuration(initialVelocity:epsilon:)``
/// says when it comes to rest. The article <doc:Springs> gives the formulas.
///
/// Two springs compare equal when their mass, stiffness and damping are equal. Springs whose
/// parameters are proportional (mass 2, stiffness 200, damping 20 and mass 1, stiffness 100,
/// damping 10) move identically but compare unequal.
public struct Spring: Hashable, Sendable {
  /// The mass `m`, greater than zero. Springs made from a duration or a response have mass 1.
  public let mass: Double

  /// The stiffness `k`: the force per unit of displacement, greater than zero.
  public let stiffness: Double

  /// The damping `c`: the force per unit of velocity, zero or more. Zero is an undamped spring,
  /// which oscillates for ever.
  public let damping: Double

  /// Makes a spring from its physical parameters, as Core Animation's `CASpringAnimation` and
  /// SwiftUI's `Spring(mass:stiffness:damping:)` take them.
  ///
  /// ```swift
  /// let spring = try Spring(stiffness: 100, damping: 10)   // mass 1
  /// ```
  ///
  /// - Parameters:
  ///   - mass: The mass, greater than zero. Defaults to 1.
  ///   - stiffness: The stiffness, greater than zero.
  ///   - damping: The damping, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming the
  ///   parameter when one is not finite or out of range, or when the parameters together give a
  ///   natural frequency `√(k/m)` or a decay rate `c/m` that is not a finite number greater than
  ///   zero (only at extremes such as a stiffness of 1e300 with a mass of 1e-300).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(AnimationError) {
    try AnimationError.requirePositive(mass, "mass")
    try AnimationError.requirePositive(stiffness, "stiffness")
    try AnimationError.requireNonNegative(damping, "damping")
    let frequencySquared = stiffness / mass
    guard frequencySquared.isNormal else {
      throw .invalidArgument(
        parameter: "stiffness", value: "\(stiffness)",
        requirement: .other("a stiffness whose ratio to the mass \(mass) is a finite, normal number"))
    }
    let dampingRatio = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
    guard (damping / mass).isFinite, dampingRatio.isFinite else {
      throw .invalidArgument(
        parameter: "damping", value: "\(damping)",
        requirement: .other("a damping whose ratios to the mass \(mass) and stiffness \(stiffness) are finite"))
    }
    self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping)
  }

  /// Makes a spring from parameters already known to be valid.
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The closed-form solution of this spring's motion.
  var oscillator: SpringOscillator {
    SpringOscillator(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio)
  }
}
