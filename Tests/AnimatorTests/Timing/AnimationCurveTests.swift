import Animator
import Testing

@Suite("AnimationCurve")
struct AnimationCurveTests {
  @Test(
    "each UIKit curve has UIKit's raw value and Bézier curve",
    arguments: [
      (AnimationCurve.easeInOut, 0, CubicBezier.easeInOut, "easeInOut"),
      (.easeIn, 1, .easeIn, "easeIn"),
      (.easeOut, 2, .easeOut, "easeOut"),
      (.linear, 3, .linear, "linear"),
    ])
  func mapping(_ curve: AnimationCurve, _ rawValue: Int, _ bezier: CubicBezier, _ name: String) {
    #expect(curve.rawValue == rawValue)
    #expect(AnimationCurve(rawValue: rawValue) == curve)
    #expect(curve.bezier == bezier)
    #expect(curve.description == name)
  }

  @Test("there are exactly UIKit's four curves")
  func fourCurves() {
    #expect(AnimationCurve.allCases.count == 4)
    #expect(AnimationCurve(rawValue: 4) == nil)
  }
}
