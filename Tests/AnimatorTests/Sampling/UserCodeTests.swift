import Testing

@testable import Animator

/// `UserCodeAware`: everything the unretained paths sample says whether sampling it may run code
/// outside the package, and a sink, an observer or a custom curve that runs such code mid-tick
/// sends its animator or tween down the general path (`UnretainedSharingTests` and
/// `UnretainedPathTests` check what is shown then).
@Suite("User code during sampling")
struct UserCodeTests {
  static let custom = TimingCurve.custom({ $0 }, velocity: { _ in 1 })

  @Test("a track or a resolved timing may run user code exactly when its curve is custom")
  func curves() {
    #expect(!ProgressTrack(curve: .easeInOut, window: 0...1).mayRunUserCode)
    #expect(ProgressTrack(curve: Self.custom, window: 0.5...1).mayRunUserCode)
    #expect(!ResolvedTiming(EffectTiming(duration: 1), intrinsicDuration: 0).mayRunUserCode)
    var timing = EffectTiming(duration: 1)
    timing.easing = Self.custom
    #expect(ResolvedTiming(timing, intrinsicDuration: 0).mayRunUserCode)
  }

  @Test("a block may run user code when it has a sink, not when it has only Animated doubles")
  func blocks() throws {
    let rig = TestRig()
    let card = Card()
    let plain = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try plain.addAnimations { card.opacity = 1 }
    try plain.startAnimation()
    #expect(try #require(plain.firstBlock?.block).mayRunUserCode == false)
    var seen: [Double] = []
    let sunk = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try sunk.addAnimation(from: 0.0, to: 1.0) { seen.append($0) }
    try sunk.startAnimation()
    #expect(try #require(sunk.firstBlock?.block).mayRunUserCode)
    // The sink that may run user code gets every value; the plain property is refreshed in place.
    rig.advance(milliseconds: 250)
    #expect(seen.last?.isApproximatelyEqual(to: 0.25) == true)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
    // An engine and its running players keep each other alive: end what still runs.
    rig.endRunningPlayers()
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("an observer that stops the next animator mid-tick leaves it where it stopped")
  func observerMidTick() throws {
    let rig = TestRig()
    let (first, second) = (Card(), Card())
    let a = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
    try a.addAnimations { first.opacity = 1 }
    let b = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
    try b.addAnimations { second.opacity = 1 }
    try a.startAnimation()
    try b.startAnimation()
    rig.advance(milliseconds: 250)
    let observation = a.observe { event in
      guard case .fractionComplete = event else { return }
      try? b.stopAnimation(true)
    }
    rig.advance(milliseconds: 250)
    // `b` is stopped during the tick at 0.5 s, before the engine reaches it: like UIKit's
    // stopAnimation(true) it keeps what it shows at that instant, which is what `a` shows (the
    // same curve, started together; ease-in-out is 0.5 at half time), and stays there.
    #expect(b.state == .inactive)
    #expect(first.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(second.$opacity.presentationValue.bitPattern == first.$opacity.presentationValue.bitPattern)
    rig.advance(milliseconds: 250)
    #expect(second.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(first.$opacity.presentationValue > 0.5)
    observation.cancel()
    // `a` still runs: an engine and its running players keep each other alive, so end it.
    rig.endRunningPlayers()
    #expect(!rig.engine.hasRunningAnimations)
  }
}
