import Animator
import Testing

@Suite struct ProbeTests {
  @Test func p20SpringHuge() throws {
    let rig = TestRig()
    for (m, k, c) in [
      (1.0, 1e-30, 1e-30), (1e300, 1, 1), (1, 1e300, 1e-300), (1, 1e-300, 0), (1, 1, 0), (1e-300, 1e300, 1e300),
    ] {
      do {
        let p = try SpringTimingParameters(mass: m, stiffness: k, damping: c)
        let a = PropertyAnimator(duration: .seconds(1), timingParameters: .spring(p), engine: rig.engine)
        print("p20", m, k, c, a.duration)
      } catch { print("p20 threw", m, k, c, error) }
    }
  }
  @Test func p21SpringContinueHuge() throws {
    let rig = TestRig()
    let card = Card()
    let a = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try a.addAnimations { card.opacity = 1 }
    try a.setFractionComplete(0.5)
    let p = try SpringTimingParameters(mass: 1, stiffness: 1e-20, damping: 1e-20, initialVelocity: 1e300)
    try a.continueAnimation(withTimingParameters: .spring(p), durationFactor: 0)
    rig.advance(milliseconds: 16)
    print("p21", a.state, card.$opacity.presentationValue)
  }
  @Test func p22AnimateHuge() throws {
    let rig = TestRig()
    let card = Card()
    do {
      try rig.engine.animate(withDuration: 9.1e9, delay: 9.1e9, options: [], animations: { card.opacity = 1 })
      print("p22 ok")
    } catch { print("p22", error) }
    do {
      try rig.engine.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 1e-300, initialSpringVelocity: 1e300, options: [],
        animations: { card.opacity = 1 })
      print("p22b ok")
    } catch { print("p22b", error) }
    rig.advance(milliseconds: 16)
    print("p22 done", card.$opacity.presentationValue)
  }
  @Test func p23KeyframesNaN() throws {
    do {
      _ = try Keyframes(values: [0.0, .nan, 1], keyTimes: nil)
      print("p23 accepted NaN value")
    } catch { print("p23", error) }
    do {
      _ = try Keyframes(values: [0.0, .infinity, 1], keyTimes: nil)
      print("p23 accepted inf value")
    } catch { print("p23", error) }
  }
}
