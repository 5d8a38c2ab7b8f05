import Animator
import Testing

/// The engine knows its clients only through a small protocol: a type's run of clients is sampled
/// in one call, and a client of a kind that may run code outside the package (a timeline) empties
/// the result the animators before it handed on (the tick's relay, `TickRelay`). These tests
/// interleave animators and timelines in the engine's running set.
@Suite("Engine clients")
struct EngineClientTests {
  /// A linear curve that runs `action` once, the next time it is evaluated after being armed.
  /// (Custom curves are `Sendable`; the test runs on one thread.)
  final class Hook: @unchecked Sendable {
    var action: (() -> Void)?

    var curve: TimingCurve {
      .custom(
        { [self] t in
          if let action {
            self.action = nil
            action()
          }
          return t
        }, velocity: { _ in 1 })
    }
  }

  @Test("a timeline ticked between two animators drops the evaluation the first one offered")
  func timelineDropsTheRelay() throws {
    let rig = TestRig()
    let (first, played, last) = (Card(), Card(), Card())
    let curve = TimingCurve.easeInOutCubic
    // Running order: `a`, the timeline, `c`. `a` runs over the whole duration; `c` over its
    // second half.
    let a = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try a.addAnimations { first.opacity = 1 }
    try a.startAnimation()
    let hook = Hook()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: hook.curve) { played.opacity = 1 }
    try timeline.startAnimation()
    let c = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try c.addAnimations({ last.opacity = 1 }, delayFactor: 0.5)
    try c.startAnimation()
    rig.advance(milliseconds: 100)
    // During the next tick, after `a` has been sampled, the timeline's easing restarts `a` with a
    // track like `c`'s: a record of `a`'s old progress handed on past the timeline would then
    // look valid for `c`.
    hook.action = {
      try? a.stopAnimation(true)
      try? a.addAnimations({ first.opacity = 2 }, delayFactor: 0.5)
      try? a.startAnimation()
    }
    rig.advance(milliseconds: 600)
    #expect(hook.action == nil)
    let soloRig = TestRig()
    let soloCard = Card()
    let solo = PropertyAnimator(duration: .seconds(1), curve: curve, engine: soloRig.engine)
    try solo.addAnimations({ soloCard.opacity = 1 }, delayFactor: 0.5)
    try solo.startAnimation()
    soloRig.advance(milliseconds: 100)
    soloRig.advance(milliseconds: 600)
    #expect(last.$opacity.presentationValue.bitPattern == soloCard.$opacity.presentationValue.bitPattern)
    #expect(last.$opacity.presentationValue > 0)
    withExtendedLifetime((a, c, timeline, solo)) {}
  }

  @Test("animators and timelines interleaved in the running set are each sampled once per tick, in order")
  func interleavedClients() throws {
    let rig = TestRig()
    /// The names of the clients in the order the tick sampled them.
    final class Log: @unchecked Sendable {
      var entries: [String] = []
    }
    let log = Log()
    var players: [AnyObject] = []
    for index in 0..<6 {
      let name = "\(index)"
      if index % 3 == 1 {
        let timeline = Timeline(engine: rig.engine)
        let curve = TimingCurve.custom(
          { t in
            log.entries.append(name)
            return t
          }, velocity: { _ in 1 })
        try timeline.addTween(duration: 1, curve: curve) {}
        try timeline.startAnimation()
        players.append(timeline)
      } else {
        let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try animator.addAnimation(from: 0.0, to: 1.0) { _ in log.entries.append(name) }
        try animator.startAnimation()
        players.append(animator)
      }
    }
    log.entries.removeAll()
    rig.advance(milliseconds: 250)
    #expect(log.entries == ["0", "1", "2", "3", "4", "5"])
    #expect(rig.engine.runningAnimationCount == 6)
    // Stopping some leaves holes in the running set, which a tick skips.
    try (players[0] as? PropertyAnimator)?.stopAnimation(true)
    try (players[4] as? Timeline)?.stopAnimation(true)
    log.entries.removeAll()
    rig.advance(milliseconds: 250)
    #expect(log.entries == ["1", "2", "3", "5"])
    #expect(rig.engine.runningAnimationCount == 4)
  }
}
