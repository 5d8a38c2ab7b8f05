import Animator
import Testing

@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
  /// A scene of several animators: curves, a spring, delay factors, a start delay, a block added
  /// mid-run, a reversal and a chain started from a completion.
  final class Scene {
    let rig = TestRig()
    let cards = (0..<6).map { _ in Card() }

    init() throws {
      let engine = rig.engine
      let linear = PropertyAnimator(duration: .milliseconds(1700), curve: .linear, engine: engine)
      try linear.addAnimations { self.cards[0].opacity = 1 }
      try linear.addAnimations({ self.cards[0].position = Point2D(x: 100, y: -40) }, delayFactor: 0.3)
      try linear.startAnimation()

      let eased = PropertyAnimator(duration: .milliseconds(2300), curve: .easeInOut, engine: engine)
      try eased.addAnimations { self.cards[1].transform = AffineTransform2D(rotationAngle: 2) }
      try eased.startAnimation(afterDelay: .milliseconds(450))

      let spring = try PropertyAnimator(duration: .milliseconds(2900), dampingRatio: 0.35, engine: engine)
      try spring.addAnimations { self.cards[2].position = Point2D(x: -80, y: 60) }
      try spring.startAnimation()

      try engine.animate(
        withDuration: 2.1, options: [.curveEaseIn, .autoreverse, .repeat],
        animations: {
          self.cards[3].color = .cyan
        })

      var hops = 0
      func hop() {
        hops += 1
        let height = Double(hops % 5) * 10
        _ = try? engine.animate(
          withDuration: 0.37, options: .curveEaseOut, animations: { self.cards[4].opacity = height },
          completion: { _ in hop() })
      }
      hop()

      let layered = PropertyAnimator(duration: .milliseconds(1300), curve: .easeOut, engine: engine)
      try layered.addAnimations { self.cards[5].opacity = 5 }
      try layered.startAnimation()
      let second = PropertyAnimator(duration: .milliseconds(900), curve: .easeIn, engine: engine)
      try second.addAnimations { self.cards[5].opacity = -3 }
      try second.startAnimation(afterDelay: .milliseconds(600))
    }

    var values: [Double] {
      cards.flatMap { card in
        let position = card.$position.presentationValue
        let transform = card.$transform.presentationValue
        let color = card.$color.presentationValue
        return [
          card.$opacity.presentationValue, position.x, position.y, transform.a, transform.b, color.red, color.alpha,
        ]
      }
    }
  }

  @Test("random partitions of the same 5 s into ticks of 1 to 250 ms give the same values", arguments: 0..<20)
  func randomPartitions(seed: UInt64) throws {
    let reference = try Scene()
    reference.rig.advance(milliseconds: 5000)
    let scene = try Scene()
    var generator = SeededGenerator(seed: seed)
    var elapsed = 0
    while elapsed < 5000 {
      let step = min(Int.random(in: 1...250, using: &generator), 5000 - elapsed)
      scene.rig.advance(milliseconds: step)
      elapsed += step
    }
    for (index, (a, b)) in zip(reference.values, scene.values).enumerated() {
      #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9), "value \(index), seed \(seed)")
    }
  }
}
