import Animator
import Testing

@Suite("Spring")
struct SpringTests {
  @Test("stores its physical parameters, with mass 1 by default")
  func storesParameters() throws {
    let spring = try Spring(stiffness: 100, damping: 10)
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    let heavy = try Spring(mass: 2.5, stiffness: 40, damping: 0)
    #expect(heavy.mass == 2.5 && heavy.stiffness == 40 && heavy.damping == 0)
  }

  @Test(
    "rejects parameters out of range, naming them",
    arguments: [
      (1.0, 100.0, 10.0, ""),
      (0, 100, 10, "mass"), (-1, 100, 10, "mass"), (.nan, 100, 10, "mass"), (.infinity, 100, 10, "mass"),
      (1, 0, 10, "stiffness"), (1, -5, 10, "stiffness"), (1, .infinity, 10, "stiffness"),
      (1, 100, -0.1, "damping"), (1, 100, .nan, "damping"), (1, 100, .infinity, "damping"),
      (1e-300, 1e300, 1, "stiffness"),  // √(k/m) overflows
      (1, .leastNormalMagnitude / 8, 1, "stiffness"),  // k/m is subnormal
      (1, 1e-300, 1e300, "damping"),  // damping ratio overflows
    ])
  func rejectsBadParameters(mass: Double, stiffness: Double, damping: Double, parameter: String) {
    do {
      _ = try Spring(mass: mass, stiffness: stiffness, damping: damping)
      #expect(parameter.isEmpty, "expected \(parameter) to be rejected")
    } catch {
      guard case .invalidArgument(let name, _, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(name == parameter)
    }
  }

  @Test("the error names the value as text")
  func errorText() {
    #expect(throws: AnimationError.invalidArgument(parameter: "mass", value: "-1.0", requirement: .positive)) {
      try Spring(mass: -1, stiffness: 1, damping: 1)
    }
  }

  @Test("equality and hashing follow the stored parameters")
  func equality() throws {
    let a = try Spring(mass: 1, stiffness: 100, damping: 10)
    let b = try Spring(mass: 2, stiffness: 200, damping: 20)
    #expect(a == (try Spring(stiffness: 100, damping: 10)))
    #expect(a != b)
    #expect(Set([a, a, b]).count == 2)
    // Proportional springs move identically.
    let stateA = a.displacement(at: 0.3, initialDisplacement: 1, initialVelocity: 2)
    let stateB = b.displacement(at: 0.3, initialDisplacement: 1, initialVelocity: 2)
    #expect(stateA.position.isApproximatelyEqual(to: stateB.position, absoluteTolerance: 1e-15))
  }
}
