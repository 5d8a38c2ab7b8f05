import Animator
import Testing

/// The seed write-ups' timings, reproduced on a manual clock.
@Suite("Seed timings")
struct SeedTimingTests {
  final class View {
    @Animated var opacity = 1.0
    @Animated var transform = AffineTransform2D.identity
    @Animated var bounds = Rect2D.zero
    @Animated var center = Point2D.zero
    @Animated var color = Color.white
    @Animated var height = 0.0
  }

  @Test("seed 000: the spring top part and the buttons delayed by 0.6 s")
  func login() throws {
    let rig = TestRig()
    let title = View()
    let apple = View()
    title.opacity = 0
    title.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
    apple.opacity = 0
    apple.transform = AffineTransform2D(translationX: 0, y: 30)
    var ended: [String] = []
    try rig.engine.animate(
      withDuration: 2.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 10, options: .curveEaseIn,
      animations: {
        title.opacity = 1
        title.transform = .identity
      }, completion: { _ in ended.append("top") })
    try rig.engine.animate(
      withDuration: 1, delay: 0.6, options: .curveEaseOut,
      animations: {
        apple.opacity = 1
        apple.transform = .identity
      }, completion: { _ in ended.append("buttons") })
    #expect(title.$opacity.presentationValue == 0)
    #expect(title.$transform.presentationValue.a.isApproximatelyEqual(to: 0.8))
    rig.advance(toSeconds: 0.6)
    #expect(apple.$opacity.presentationValue == 0, "the buttons wait for their delay")
    #expect(title.$opacity.presentationValue > 0.5, "the spring with velocity 10 is well on its way")
    rig.advance(toSeconds: 1.1)
    #expect(apple.$opacity.presentationValue.isApproximatelyEqual(to: 0.6846, absoluteTolerance: 1e-4))
    #expect(apple.$transform.presentationValue.ty.isApproximatelyEqual(to: 30 * (1 - 0.6846), absoluteTolerance: 1e-2))
    rig.advance(toSeconds: 1.6)
    #expect(ended == ["buttons"])
    #expect(apple.$transform.presentationValue == .identity)
    rig.advance(toSeconds: 2.5)
    #expect(ended == ["buttons", "top"])
    #expect(title.$opacity.presentationValue == 1)
    #expect(title.$transform.presentationValue == .identity)
  }

  @Test("seed 001: at 0.56 s the second block has just started; at 0.7 s the completion ran once with .end")
  func splash() throws {
    let rig = TestRig()
    let logo = View()
    let animator = PropertyAnimator(duration: .seconds(0.7), timingParameters: .curve(.easeOut), engine: rig.engine)
    try animator.addAnimations { logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75) }
    try animator.addAnimations(
      {
        logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
        logo.opacity = 0
      }, delayFactor: 0.8)
    var positions: [AnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    try animator.startAnimation()
    rig.advance(toSeconds: 0.3)
    #expect(logo.$opacity.presentationValue == 1)
    let shrinking = logo.$transform.presentationValue.a
    #expect(shrinking < 1 && shrinking > 0.75)
    rig.advance(toSeconds: 0.56)
    #expect(logo.$opacity.presentationValue.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-9))
    rig.advance(toSeconds: 0.6)
    #expect(logo.$opacity.presentationValue < 0.9, "the second block is fading the logo out")
    #expect(positions.isEmpty)
    rig.advance(toSeconds: 0.7)
    #expect(positions == [.end])
    #expect(logo.$opacity.presentationValue == 0)
    #expect(logo.$transform.presentationValue == AffineTransform2D(scaleX: 1.5, y: 1.5))
    rig.advance(toSeconds: 2)
    #expect(positions == [.end])
  }

  @Test("seed 003: an endless chain of random bar heights is the same however the time is ticked")
  func bars() throws {
    func run(steps: [Int]) throws -> [Double] {
      let rig = TestRig()
      let bars = [View(), View(), View()]
      var generator = SeededGenerator(seed: 3)
      func animate(_ bar: View) {
        let duration = Double.random(in: 0.3...0.5, using: &generator)
        let height = 50 * Double.random(in: 0.1...1, using: &generator)
        _ = try? rig.engine.animate(
          withDuration: duration, options: .curveEaseInOut, animations: { bar.height = height },
          completion: { _ in animate(bar) })
      }
      bars.forEach(animate)
      for step in steps { rig.advance(milliseconds: step) }
      #expect(rig.engine.runningAnimationCount == 3, "one animator per bar at any time")
      return bars.map { $0.$height.presentationValue }
    }
    let fine = try run(steps: Array(repeating: 16, count: 625))
    let coarse = try run(steps: [1000, 4000, 5000])
    for (a, b) in zip(fine, coarse) {
      #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9))
    }
  }

  @Test("seed 004: taps that overlap each expand their own copy over 2 s, then run a 1 s follow-up")
  func expand() throws {
    let rig = TestRig()
    let screen = Rect2D(x: 0, y: 0, width: 390, height: 844)
    var copies: [View] = []
    var finished: [Int] = []
    func tap() throws {
      let copy = View()
      copy.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
      copy.center = Point2D(x: 80, y: 120)
      copy.color = Color(red: 1, green: 0.5, blue: 0)
      copies.append(copy)
      let index = copies.count - 1
      try rig.engine.animate(
        withDuration: 2,
        animations: {
          copy.bounds = Rect2D(origin: .zero, size: screen.size)
          copy.center = screen.center
          copy.color = .cyan
        },
        completion: { _ in
          _ = try? rig.engine.animate(withDuration: 1, animations: {}, completion: { _ in finished.append(index) })
        })
    }
    try tap()
    rig.advance(toSeconds: 0.5)
    try tap()
    rig.advance(toSeconds: 1)
    let first = copies[0].$bounds.presentationValue.size.width
    let second = copies[1].$bounds.presentationValue.size.width
    #expect(first > second, "the earlier copy is further along")
    #expect(rig.engine.runningAnimationCount == 2)
    rig.advance(toSeconds: 2)
    #expect(copies[0].$bounds.presentationValue.size == screen.size)
    #expect(copies[0].$color.presentationValue == .cyan)
    rig.advance(toSeconds: 3)
    #expect(finished == [0])
    rig.advance(toSeconds: 3.5)
    #expect(finished == [0, 1])
    #expect(rig.engine.runningAnimationCount == 0)
  }
}
