import Animator
import Testing

/// One row of the Springs guide's table per test: a spring given a duration honours it, a spring
/// given by its physics runs for its own settling duration (`Spring.settlingDuration()`, the
/// library's closed-form settling time), in every spelling.
@Suite("Spring spellings: how long each runs")
struct SpringSpellingTests {
  /// Runs `animator` on an opacity change and checks that it completes exactly at `seconds`, not
  /// one millisecond earlier, and that ``PropertyAnimator/duration`` reports it.
  private func expectRun(_ animator: PropertyAnimator, rig: TestRig, lasts seconds: Double) throws {
    let card = Card()
    var ended = false
    try animator.addAnimations { card.opacity = 1 }
    animator.addCompletion { _ in ended = true }
    #expect(animator.duration == seconds)
    try animator.startAnimation()
    rig.advance(toSeconds: seconds - 0.001)
    #expect(!ended, "still running 1 ms before \(seconds) s")
    rig.advance(toSeconds: seconds)
    #expect(ended, "done at \(seconds) s")
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("duration and damping ratio: the given duration")
  func dampingRatioInitialiser() throws {
    let rig = TestRig()
    try expectRun(try PropertyAnimator(duration: 1, dampingRatio: 0.5, engine: rig.engine), rig: rig, lasts: 1)
  }

  @Test("spring timing by damping ratio: the animator's duration")
  func dampingRatioParameters() throws {
    let rig = TestRig()
    let timing = try TimingParameters.spring(dampingRatio: 0.5)
    try expectRun(
      PropertyAnimator(duration: .seconds(1), timingParameters: timing, engine: rig.engine), rig: rig, lasts: 1)
  }

  @Test("animate(withDuration:usingSpringWithDamping:): the given duration")
  func blockSpring() throws {
    let rig = TestRig()
    let card = Card()
    var ended = false
    try rig.engine.animate(
      withDuration: 1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: { card.opacity = 1 },
      completion: { _ in ended = true })
    rig.advance(toSeconds: 0.999)
    #expect(!ended)
    rig.advance(toSeconds: 1)
    #expect(ended)
  }

  @Test("spring timing with a preset: its settling duration, the animator's replaced")
  func presetParameters() throws {
    let rig = TestRig()
    let timing = TimingParameters.curve(try .spring(.bouncy))
    let animator = PropertyAnimator(duration: .seconds(1), timingParameters: timing, engine: rig.engine)
    try expectRun(animator, rig: rig, lasts: Spring.bouncy.settlingDuration())
  }

  @Test("spring timing by mass, stiffness and damping: its settling duration")
  func physicalParameters() throws {
    let rig = TestRig()
    let timing = TimingParameters.curve(try .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
    let animator = PropertyAnimator(duration: .seconds(1), timingParameters: timing, engine: rig.engine)
    try expectRun(animator, rig: rig, lasts: try Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration())
  }

  @Test("spring timing by duration and bounce: its settling duration")
  func perceptualParameters() throws {
    let rig = TestRig()
    let timing = TimingParameters.curve(try .spring(Spring(duration: 0.5, bounce: 0.3)))
    let animator = PropertyAnimator(duration: .seconds(1), timingParameters: timing, engine: rig.engine)
    try expectRun(animator, rig: rig, lasts: try Spring(duration: 0.5, bounce: 0.3).settlingDuration())
  }

  @Test("a spring curve from a physics spring: its settling duration, not the animator's 1 s")
  func physicsSpringCurve() throws {
    let rig = TestRig()
    let curve = try TimingCurve.spring(.bouncy)
    let animator = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try expectRun(animator, rig: rig, lasts: Spring.bouncy.settlingDuration())
  }

  @Test("a spring curve made with a span: that span")
  func spannedSpringCurve() throws {
    let rig = TestRig()
    let curve = try TimingCurve.spring(.bouncy, duration: 2)
    try expectRun(PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine), rig: rig, lasts: 2)
  }

  @Test("a spring curve runs at the spring's own pace: the progress is the spring's motion in seconds")
  func springCurveKeepsItsPace() throws {
    let rig = TestRig()
    let card = Card()
    let curve = try TimingCurve.spring(.bouncy)
    let animator = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(toSeconds: 0.35)
    // progress = 1 − x(0.35 s) for the unstretched spring, moving from 0 to 1.
    let progress = Spring.bouncy.value(target: 1.0, initialValue: 0, time: 0.35)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: progress))
  }

  @Test("PropertyAnimator(spring:) with a Spring: its settling duration")
  func springConvenience() throws {
    let rig = TestRig()
    try expectRun(
      PropertyAnimator(spring: .bouncy, engine: rig.engine), rig: rig, lasts: Spring.bouncy.settlingDuration())
  }

  @Test("a spring curve with a velocity: the settling duration from that velocity, whatever the duration given")
  func springCurveWithVelocity() throws {
    let rig = TestRig()
    let timing = TimingParameters.curve(try .spring(.snappy, initialVelocity: 2))
    let animator = PropertyAnimator(duration: .zero, timingParameters: timing, engine: rig.engine)
    try expectRun(animator, rig: rig, lasts: Spring.snappy.settlingDuration(initialVelocity: 2))
    #expect(animator.timingParameters == .curve(try .spring(.snappy, initialVelocity: 2)))
  }

  @Test("PropertyAnimator(spring:) runs its first block when started")
  func springConvenienceAnimations() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(spring: .smooth, engine: rig.engine) { card.opacity = 1 }
    #expect(card.opacity == 0)
    try animator.startAnimation()
    #expect(card.opacity == 1)
  }

  @Test("a timeline tween keeps the duration it is given, a spring curve included")
  func timelineTweenKeepsItsDuration() throws {
    // Decision: in a timeline the duration is layout; the curve is drawn over it (Springs guide).
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let child = try timeline.addTween(duration: 1, curve: try .spring(.bouncy)) {
      card.opacity = 1
    }
    #expect(child.intrinsicDuration == 1)
    #expect(timeline.duration == 1)
  }
}
