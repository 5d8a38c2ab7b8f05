import Animator
import Testing

/// A run ends at the tick that reaches its end, exactly, after `continueAnimation` gave it a pace
/// of its own: the pace is kept as the exact time the whole run takes at it, as the animator's own
/// pace is (`Documentation/Reliability.md`, "Time is exact"), so an end worked out from it after a
/// pause or a scrub is an instant, not a distance divided by a rate.
@Suite("Exact ends at a pace continueAnimation set")
struct ExactEndAfterContinueTests {
  /// The durations k/64 s between 0.2 s and 2 s, where `1 / (1 / d)` rounds for some, and
  /// multiples of 0.1 s.
  static let durations: [Duration] =
    (13...128).map { .seconds(Double($0) / 64) } + (1...20).map { .milliseconds($0 * 100) }

  /// Pauses an animator of `duration` before it starts, continues it with `nil` and `factor`,
  /// pauses it again and scrubs it back to 0, then starts it: the run from 0 at the pace the
  /// continue set takes `factor × duration`.
  private static func scrubbedBack(
    duration: Duration, factor: Double, rig: TestRig, card: Card
  ) throws -> (PropertyAnimator, () -> [AnimatingPosition]) {
    let animator = PropertyAnimator(duration: duration, curve: .easeInOut, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    var positions: [AnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    try animator.pauseAnimation()
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
    try animator.pauseAnimation()
    animator.fractionComplete = 0
    try animator.startAnimation()
    return (animator, { positions })
  }

  @Test("1.609375 s, easeInOut: continued, paused, scrubbed to 0 and started, it ends at the tick d later")
  func theCase() throws {
    let rig = TestRig()
    let card = Card()
    let duration = Duration.seconds(1.609375)
    let (animator, positions) = try Self.scrubbedBack(duration: duration, factor: 1, rig: rig, card: card)
    rig.advance(by: duration)
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(positions() == [.end])
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test(
    "a run at the pace continueAnimation set ends at the tick that reaches its end",
    arguments: durations, [1.0, 2, 0.5])
  func everyDuration(duration: Duration, factor: Double) throws {
    let rig = TestRig()
    let card = Card()
    let (animator, positions) = try Self.scrubbedBack(duration: duration, factor: factor, rig: rig, card: card)
    // The whole run at the new pace: `factor × duration`, as `continueAnimation` works it out.
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let length = factor == 1 ? duration : .seconds(factor * seconds)
    rig.advance(by: length - .nanoseconds(1))
    #expect(animator.state == .active, "\(duration) × \(factor): still running a nanosecond before the end")
    rig.advance(by: .nanoseconds(1))
    #expect(animator.state == .inactive, "\(duration) × \(factor): ended at the tick that reached the end")
    #expect(positions() == [.end])
  }

  @Test("the same run without the continue ends at the tick d later, as it always did")
  func withoutTheContinue() throws {
    let rig = TestRig()
    let card = Card()
    let duration = Duration.seconds(1.609375)
    let animator = PropertyAnimator(duration: duration, curve: .easeInOut, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.pauseAnimation()
    animator.fractionComplete = 0
    try animator.startAnimation()
    rig.advance(by: duration)
    #expect(animator.state == .inactive)
  }
}
