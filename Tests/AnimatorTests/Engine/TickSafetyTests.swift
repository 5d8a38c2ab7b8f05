import Animator
import Testing

/// User code that runs during a tick (sinks, custom curves, observers) may stop and let go of the
/// animator that runs it: the tick holds the animator, its blocks and properties until it is done
/// with them.
@Suite("User code during a tick")
struct TickSafetyTests {
  final class Node {
    var alpha = 0.0
  }

  @Test("a closure target that stops its own animator, with no other reference, is safe")
  func sinkStopsItsAnimator() throws {
    let rig = TestRig()
    let node = Node()
    var calls = 0
    do {
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimation(from: 0.0, to: 1.0) { [unowned animator] value in
        node.alpha = value
        calls += 1
        if value > 0.3 { try? animator.stopAnimation(true) }
      }
      try animator.startAnimation()
    }
    for _ in 0..<10 { rig.advance(milliseconds: 100) }
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(node.alpha > 0.3 && node.alpha < 0.5)
    #expect(calls >= 4)
  }

  @Test("a custom curve that stops its animator mid-tick is safe")
  func customCurveStopsItsAnimator() throws {
    let rig = TestRig()
    let card = Card()
    nonisolated(unsafe) var victim: PropertyAnimator?
    let curve = TimingCurve.custom { t in
      if t > 0.5 {
        try? victim?.stopAnimation(true)
        victim = nil
      }
      return t
    }
    victim = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try victim?.addAnimations { card.opacity = 1 }
    try victim?.startAnimation()
    for _ in 0..<10 { rig.advance(milliseconds: 100) }
    #expect(victim == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    // It stops where it was when the curve (or its numerical derivative) first looked past 0.5.
    #expect(card.$opacity.presentationValue >= 0.5 && card.$opacity.presentationValue < 0.7)
    #expect(card.opacity == card.$opacity.presentationValue)
  }

  @Test("an observer that stops and releases animators mid-tick is safe")
  func observerStopsOthers() throws {
    let rig = TestRig()
    let cards = (0..<8).map { _ in Card() }
    nonisolated(unsafe) var animators: [PropertyAnimator] = []
    var observations: [AnimationObservation] = []
    for card in cards {
      let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      try animator.startAnimation()
      animators.append(animator)
    }
    observations.append(
      animators[0].observe { event in
        if case .fractionComplete(let fraction) = event, fraction > 0.25 {
          for animator in animators { try? animator.stopAnimation(true) }
          animators.removeAll()
        }
      })
    for _ in 0..<5 { rig.advance(milliseconds: 100) }
    #expect(animators.isEmpty)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(observations.count == 1)
  }
}
