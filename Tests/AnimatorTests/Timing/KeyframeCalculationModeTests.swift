import Animator
import Testing

@Suite("KeyframeCalculationMode")
struct KeyframeCalculationModeTests {
  @Test(
    "the five modes of Core Animation, paced and cubic as their names say",
    arguments: [
      (KeyframeCalculationMode.linear, KeyframeCalculationMode.Kind.linear, false, false, "linear"),
      (.discrete, .discrete, false, false, "discrete"),
      (.paced, .paced, true, false, "paced"),
      (.cubic, .cubic, false, true, "cubic"),
      (.cubicPaced, .cubicPaced, true, true, "cubicPaced"),
    ])
  func modes(
    _ mode: KeyframeCalculationMode, _ kind: KeyframeCalculationMode.Kind, _ paced: Bool, _ cubic: Bool,
    _ name: String
  ) {
    #expect(mode.kind == kind)
    #expect(mode.isPaced == paced)
    #expect(mode.isCubic == cubic)
    #expect(mode.description == name)
    #expect(mode.tension == 0 && mode.continuity == 0 && mode.bias == 0)
  }

  @Test("the spline parameters default to a Catmull-Rom spline")
  func defaults() {
    #expect(KeyframeCalculationMode.cubic() == .cubic)
    #expect(KeyframeCalculationMode.cubicPaced() == .cubicPaced)
    let shaped = KeyframeCalculationMode.cubic(tension: 0.5, continuity: -0.25, bias: 1)
    #expect(shaped.tension == 0.5)
    #expect(shaped.continuity == -0.25)
    #expect(shaped.bias == 1)
    #expect(shaped != .cubic)
    #expect(shaped.description == "cubic(tension: 0.5, continuity: -0.25, bias: 1.0)")
  }
}
