import Animator
import Testing

/// Animators ticked one after another share one evaluation of their curve when they evaluate alike
/// at the same unit time (`SharedProgress`). Sharing must never change a value: every animator must
/// show, bit for bit, what it shows when it runs alone.
@Suite("SharedProgress")
struct SharedProgressTests {
  /// How one animator of the tests is made and started.
  struct Setup: CustomStringConvertible, Sendable {
    let description: String
    let make: @Sendable (AnimationEngine, Card) throws -> PropertyAnimator
  }

  static func timed(
    _ name: String, _ curve: TimingCurve, seconds: Double = 1, delayFactor: Double = 0, reversed: Bool = false
  ) -> Setup {
    Setup(description: name) { engine, card in
      let animator = PropertyAnimator(duration: .seconds(seconds), curve: curve, engine: engine)
      try animator.addAnimations({ card.opacity = 1 }, delayFactor: delayFactor)
      if reversed { try animator.setReversed(true) }
      try animator.startAnimation()
      return animator
    }
  }

  static func spring(_ name: String, dampingRatio: Double) -> Setup {
    Setup(description: name) { engine, card in
      let animator = try PropertyAnimator(duration: .seconds(1), dampingRatio: dampingRatio, engine: engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
      return animator
    }
  }

  static let bezier = try! TimingCurve.cubicBezier(0.65, 0, 0.35, 1)
  static let otherBezier = try! TimingCurve.cubicBezier(0.65, 0, 0.35, 0.9)

  /// Neighbours that differ in one thing each, all started at the same instant.
  static let setups: [Setup] = [
    timed("cubic", .easeInOutCubic),
    timed("cubic again", .easeInOutCubic),
    timed("quad", .easeInOutQuad),
    timed("cubic, delayed", .easeInOutCubic, delayFactor: 0.25),
    timed("cubic, delayed again", .easeInOutCubic, delayFactor: 0.25),
    timed("cubic, reversed", .easeInOutCubic, reversed: true),
    timed("cubic, 2 s", .easeInOutCubic, seconds: 2),
    timed("cubic, last", .easeInOutCubic),
    timed("custom", .custom({ $0 * $0 * $0 })),
    timed("cubic after the custom curve", .easeInOutCubic),
    timed("Bézier", bezier),
    timed("Bézier again", bezier),
    timed("another Bézier", otherBezier),
    timed("linear", .linear),
    timed("steps", try! .steps(4)),
    spring("spring 0.8", dampingRatio: 0.8),
    spring("spring 0.8 again", dampingRatio: 0.8),
    spring("spring 0.5", dampingRatio: 0.5),
    timed("cubic after the springs", .easeInOutCubic),
  ]

  static let ticks: [Int] = [16, 17, 100, 250, 300, 317]

  @Test("animators started together show, bit for bit, what each shows alone")
  func togetherEqualsAlone() throws {
    let rig = TestRig()
    let cards = Self.setups.map { _ in Card() }
    var animators: [PropertyAnimator] = []
    for (setup, card) in zip(Self.setups, cards) { animators.append(try setup.make(rig.engine, card)) }
    var alone: [(TestRig, Card, PropertyAnimator)] = []
    for setup in Self.setups {
      let soloRig = TestRig()
      let card = Card()
      alone.append((soloRig, card, try setup.make(soloRig.engine, card)))
    }
    for milliseconds in Self.ticks {
      rig.advance(milliseconds: milliseconds)
      for (index, (soloRig, soloCard, _)) in alone.enumerated() {
        soloRig.advance(milliseconds: milliseconds)
        let shown = cards[index].$opacity.presentationValue
        let expected = soloCard.$opacity.presentationValue
        #expect(
          shown.bitPattern == expected.bitPattern,
          "\(Self.setups[index]) after \(milliseconds) ms: \(shown), alone \(expected)")
        #expect(cards[index].$opacity.velocity.bitPattern == soloCard.$opacity.velocity.bitPattern)
      }
    }
    withExtendedLifetime(animators) {}
  }

  @Test("an observer that changes an animator ticked earlier does not leave a stale evaluation")
  func observerInvalidates() throws {
    let rig = TestRig()
    let (first, observed, last) = (Card(), Card(), Card())
    let curve = TimingCurve.easeInOutCubic
    // `first` runs over the whole duration; `last` over its second half.
    let a = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try a.addAnimations { first.opacity = 1 }
    try a.startAnimation()
    let b = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try b.addAnimations { observed.opacity = 1 }
    try b.startAnimation()
    let c = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try c.addAnimations({ last.opacity = 1 }, delayFactor: 0.5)
    try c.startAnimation()
    rig.advance(milliseconds: 100)
    // During the next tick, after `a` has been sampled, `b`'s observer restarts `a` with a track
    // like `c`'s: a stale record of `a`'s old progress would then look valid for `c`.
    var armed = true
    let observation = b.observe { event in
      guard armed, case .fractionComplete = event else { return }
      armed = false
      try? a.stopAnimation(true)
      try? a.addAnimations({ first.opacity = 2 }, delayFactor: 0.5)
      try? a.startAnimation()
    }
    rig.advance(milliseconds: 600)
    #expect(!armed)
    let soloRig = TestRig()
    let soloCard = Card()
    let solo = PropertyAnimator(duration: .seconds(1), curve: curve, engine: soloRig.engine)
    try solo.addAnimations({ soloCard.opacity = 1 }, delayFactor: 0.5)
    try solo.startAnimation()
    soloRig.advance(milliseconds: 100)
    soloRig.advance(milliseconds: 600)
    #expect(last.$opacity.presentationValue.bitPattern == soloCard.$opacity.presentationValue.bitPattern)
    #expect(last.$opacity.presentationValue > 0)
    withExtendedLifetime((observation, a, b, c, solo)) {}
  }
}
