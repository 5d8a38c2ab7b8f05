import Animator
import Testing

/// Jetpack Compose's `SpringEstimationTest.kt` (androidx/androidx,
/// `compose/animation/animation-core/src/androidUnitTest/kotlin/androidx/compose/animation/core/`,
/// read at 03f679d): the settling-time estimate of a spring, for masses and stiffnesses on a grid
/// and a sweep of damping coefficients, initial displacements and velocities, checked against the
/// spring's motion two 60 fps frames (33 ms) before and after it, and against the same estimate
/// made from stiffness and damping ratio. The package's estimate is
/// ``Spring/settlingDuration(initialVelocity:epsilon:)``, in units of the initial displacement:
/// Compose's absolute threshold of 1 is an epsilon of `1 / |p0|`.
///
/// The suite runs 2,501 (mass, stiffness) pairs with up to 24,120 cases each; this port runs every
/// tenth mass and stiffness of its grid plus its extra edge case (26 pairs), with the displacements
/// every 2,500 instead of every 100, and leaves out the cases that start at rest on the target
/// (`p0 == 0`), which a settling duration measured in units of the initial displacement cannot
/// express.
@Suite("Jetpack Compose: SpringEstimationTest.kt")
struct ComposeSpringEstimationTests {
  static let pairs: [(mass: Double, stiffness: Double)] = {
    var pairs: [(mass: Double, stiffness: Double)] = []
    for m in stride(from: 1, through: 100, by: 20) {
      for k in stride(from: 1, through: 1000, by: 200) {
        pairs.append((Double(m * m), Double(k * k)))
      }
    }
    return pairs + [(10_000, 1)]
  }()

  struct Case {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var velocity: Double
    var displacement: Double
  }

  static func cases(mass: Double, stiffness: Double) -> [Case] {
    var cases: [Case] = []
    for c in stride(from: 1, through: 10_000, by: 500) {
      for v0 in stride(from: -200_000, through: 200_000, by: 100_000) {
        for p0 in stride(from: -10_000, through: 10_000, by: 2_500) where p0 != 0 {
          cases.append(
            Case(mass: mass, stiffness: stiffness, damping: Double(c), velocity: Double(v0), displacement: Double(p0)))
        }
      }
    }
    // Critically damped: c² = 4mk.
    let critical = 2 * (stiffness * mass).squareRoot()
    for v0 in stride(from: -200_000, through: 200_000, by: 10_000) {
      for p0 in stride(from: -10_000, through: 10_000, by: 2_500) where p0 != 0 {
        cases.append(
          Case(mass: mass, stiffness: stiffness, damping: critical, velocity: Double(v0), displacement: Double(p0)))
      }
    }
    return cases
  }

  @Test(
    "SpringEstimationTest.kt: runTestCases, for a (mass, stiffness) pair",
    arguments: Array(pairs.indices))
  func runTestCases(pair index: Int) throws {
    let (mass, stiffness) = Self.pairs[index]
    var failures: [String] = []
    for c in Self.cases(mass: mass, stiffness: stiffness) {
      let spring = try Spring(mass: c.mass, stiffness: c.stiffness, damping: c.damping)
      // Towards the target, in displacements per second.
      let towards = -c.velocity / c.displacement
      let epsilon = 1 / abs(c.displacement)
      let end = spring.settlingDuration(initialVelocity: towards, epsilon: epsilon)
      guard end.isFinite else {
        failures.append("\(c): end time +infinity")
        continue
      }
      // The same estimate from stiffness and damping ratio agrees within 1 ms.
      let ratio = c.damping / (2 * (c.stiffness * c.mass).squareRoot())
      let alternate = try Spring(response: spring.duration, dampingRatio: ratio)
      if abs(alternate.settlingDuration(initialVelocity: towards, epsilon: epsilon) - end) > 0.001 {
        failures.append("\(c): stiffness/dampingRatio implementation discrepancy")
      }
      func x(_ t: Double) -> Double {
        abs(
          spring.displacement(at: max(t, 0), initialDisplacement: c.displacement, initialVelocity: c.velocity).position)
      }
      let before = x(end - 0.033)
      let at = x(end)
      let after = x(end + 0.033)
      let pass =
        ratio >= 1
        ? (before >= 0.999 && after <= 1.001) || (at >= 0.999 && before < at && after < at)
        : after < 1
      if !pass { failures.append("\(c): \(before), \(at), \(after) around \(end) s") }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
