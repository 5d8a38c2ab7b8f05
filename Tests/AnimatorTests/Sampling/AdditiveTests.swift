import Animator
import Testing

@Suite("Layered animations")
struct AdditiveTests {
  @Test("a second animator on a moving property starts from what is shown, and the first one's motion carries on")
  func secondAnimatorAdds() throws {
    let rig = TestRig()
    let card = Card()
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var ends: [String] = []
    try first.addAnimations { card.opacity = 1 }
    first.addCompletion { ends.append("first \($0)") }
    try first.startAnimation()
    rig.advance(milliseconds: 500)
    let second = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
    try second.addAnimations { card.opacity = 0 }
    second.addCompletion { ends.append("second \($0)") }
    try second.startAnimation()
    #expect(card.opacity == 0)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5), "no jump")
    #expect(card.$opacity.velocity.isApproximatelyEqual(to: 1), "the first animation's velocity carries")
    #expect(card.$opacity.animationCount == 2)
    rig.advance(milliseconds: 500)
    #expect(ends == ["first end"])
    rig.advance(milliseconds: 500)
    #expect(ends == ["first end", "second end"])
    #expect(card.$opacity.presentationValue == 0)
    #expect(!card.$opacity.isAnimating)
  }

  @Test("beginFromCurrentState takes the property over instead of adding to it")
  func beginFromCurrentState() throws {
    let rig = TestRig()
    let card = Card()
    try rig.engine.animate(withDuration: 1, options: .curveLinear) { card.opacity = 1 }
    rig.advance(milliseconds: 500)
    try rig.engine.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { card.opacity = 0 }
    #expect(card.$opacity.animationCount == 1)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.25))
  }

  @Test("setting a property outside a block changes it at once; animations in progress carry on relative to it")
  func setOutsideBlock() throws {
    let rig = TestRig()
    let card = Card()
    try rig.engine.animate(withDuration: 1, options: .curveLinear) { card.opacity = 1 }
    rig.advance(milliseconds: 500)
    card.opacity = 2
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 1.5))
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 2)
  }

  @Test("transforms animate through their decomposition: identity to a half turn passes a quarter turn")
  func transformTurns() throws {
    let rig = TestRig()
    let card = Card()
    try rig.engine.animate(withDuration: 1, options: .curveLinear) {
      card.transform = AffineTransform2D(rotationAngle: .pi)
    }
    rig.advance(milliseconds: 500)
    let shown = card.$transform.presentationValue
    let quarter = AffineTransform2D(rotationAngle: .pi / 2)
    #expect(shown.a.isApproximatelyEqual(to: quarter.a))
    #expect(shown.b.isApproximatelyEqual(to: quarter.b))
    #expect(shown.d.isApproximatelyEqual(to: quarter.d))
  }

  @Test("key-path targets: animators of one engine add up on the same key path")
  func keyPathTargets() throws {
    final class Node {
      var x = 0.0
    }
    let rig = TestRig()
    let node = Node()
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try first.addAnimations { rig.engine.set(\Node.x, on: node, to: 10) }
    try first.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(node.x.isApproximatelyEqual(to: 5))
    let second = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try second.addAnimations { rig.engine.set(\Node.x, on: node, to: 0) }
    try second.startAnimation()
    #expect(node.x.isApproximatelyEqual(to: 5), "no jump")
    rig.advance(milliseconds: 1000)
    #expect(node.x == 0)
  }

  @Test(
    "key paths set in one block show, to the bit, what one block per key path shows",
    arguments: [false, true])
  func keyPathsAddedTogether(finishAtStart: Bool) throws {
    final class Node {
      var x = 0.0
      var y = 1.0
    }
    // `separate` gives each key path a block of its own.
    func run(separate: Bool) throws -> [Double] {
      let rig = TestRig()
      let node = Node()
      let engine = rig.engine
      let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
      if separate {
        try animator.addAnimations({ engine.set(\Node.x, on: node, to: 100.3) }, delayFactor: 0.2)
        try animator.addAnimations({ engine.set(\Node.y, on: node, to: -7.1) }, delayFactor: 0.2)
        try animator.addAnimations({ engine.set(\Node.x, on: node, to: 0.7) }, delayFactor: 0.2)
      } else {
        try animator.addAnimations(
          {
            engine.set(\Node.x, on: node, to: 100.3)
            engine.set(\Node.y, on: node, to: -7.1)
            engine.set(\Node.x, on: node, to: 0.7)
          }, delayFactor: 0.2)
      }
      try animator.startAnimation()
      var shown: [Double] = []
      for _ in 0..<4 {
        rig.advance(milliseconds: 130)
        shown += [node.x, node.y]
      }
      if finishAtStart {
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
      } else {
        rig.advance(milliseconds: 700)
      }
      shown += [node.x, node.y]
      return shown
    }
    let together = try run(separate: false)
    let apart = try run(separate: true)
    #expect(together.map(\.bitPattern) == apart.map(\.bitPattern), "\(together) against \(apart)")
    #expect(together.suffix(2) == (finishAtStart ? [0, 1] : [0.7, -7.1]))
  }

  @Test("a key path taken over and animated again while the first block runs keeps one value")
  func keyPathTakenOverThenAnimatedAgain() throws {
    final class Node {
      var x = 0.0
    }
    let rig = TestRig()
    let node = Node()
    let first = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try first.addAnimations { rig.engine.set(\Node.x, on: node, to: 100) }
    try first.startAnimation()
    rig.advance(milliseconds: 500)
    // Takes the key path over: the first animator's block keeps the property, with no layer on it.
    let second = try rig.engine.runningPropertyAnimator(
      withDuration: 0.5, options: [.beginFromCurrentState], animations: {})
    try second.addAnimations { rig.engine.set(\Node.x, on: node, to: 10) }
    rig.advance(milliseconds: 500)
    #expect(node.x == 10)
    // Animated again while the first block still refreshes its properties every tick.
    let third = PropertyAnimator(duration: .seconds(0.25), curve: .linear, engine: rig.engine)
    try third.addAnimations { rig.engine.set(\Node.x, on: node, to: 50) }
    try third.startAnimation()
    rig.advance(milliseconds: 125)
    #expect(node.x.isApproximatelyEqual(to: 30))
    rig.advance(milliseconds: 125)
    rig.advance(milliseconds: 100)
    // A second property for the key path, its model left at 10, would write 10 here on each tick.
    #expect(node.x == 50, "the first animator's block writes what the key path shows")
    rig.advance(milliseconds: 1_000)
    #expect(node.x == 50)
    #expect(!first.isRunning && !third.isRunning)
  }

  @Test("closure targets receive every presentation value, ending with the end value")
  func closureTargets() throws {
    let rig = TestRig()
    var received: [Double] = []
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimation(from: 10.0, to: 20.0) { received.append($0) }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    rig.advance(milliseconds: 500)
    #expect(received.first == 10)
    #expect(received.contains { $0.isApproximatelyEqual(to: 15) })
    #expect(received.last == 20)
  }

  @Test("a paused animator that is released stops where it is, without a completion")
  func releasedWhilePaused() throws {
    let rig = TestRig()
    let card = Card()
    var calls = 0
    do {
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      animator.addCompletion { _ in calls += 1 }
      animator.fractionComplete = 0.3
    }
    #expect(calls == 0)
    #expect(card.opacity.isApproximatelyEqual(to: 0.3))
    #expect(!card.$opacity.isAnimating)
  }
}

@Suite("Keyframe layers")
struct KeyframeLayerTests {
  final class MaskLayer {
    @Animated var bounds = Rect2D(x: 0, y: 0, width: 60, height: 60)
  }

  @Test("seed 002's mask: 60 -> 50 -> 2000 at key times 0, 0.5, 1, in one animation block")
  func seedMask() throws {
    let rig = TestRig()
    let mask = MaskLayer()
    let keyframes = try Keyframes(
      values: [60.0, 50, 2000].map { Rect2D(x: 0, y: 0, width: $0, height: $0) }, keyTimes: [0, 0.5, 1],
      timingCurves: [.easeInOut, .easeOut])
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { mask.$bounds.animate(through: keyframes) }
    try animator.startAnimation(afterDelay: .seconds(1))
    #expect(mask.bounds.size.width == 2000, "the model is the last keyframe at once")
    #expect(mask.$bounds.presentationValue.size.width == 60)
    rig.advance(toSeconds: 1.25)
    #expect(mask.$bounds.presentationValue.size.width.isApproximatelyEqual(to: 55))
    rig.advance(toSeconds: 1.5)
    #expect(mask.$bounds.presentationValue.size.width.isApproximatelyEqual(to: 50))
    rig.advance(toSeconds: 1.75)
    #expect(
      mask.$bounds.presentationValue.size.width.isApproximatelyEqual(to: 1385.0542154835, absoluteTolerance: 1e-6))
    #expect(mask.$bounds.velocity.size.width > 0)
    animator.isReversed = true
    rig.advance(toSeconds: 2.0)
    #expect(
      mask.$bounds.presentationValue.size.width.isApproximatelyEqual(to: 50), "reversed back through the keyframes")
    rig.advance(toSeconds: 2.5)
    #expect(animator.state == .inactive)
    #expect(mask.bounds.size.width == 60, "finished at the start: the value before the animation")
  }
}

@Suite("Key-path target lifetimes")
struct KeyPathTargetLifetimeTests {
  final class Node {
    var x = 0.0
  }

  @Test("stopAnimation(true) lets go of a key-path target at once")
  func stopWithoutFinishingReleasesTarget() throws {
    let rig = TestRig()
    weak var released: Node?
    do {
      let node = Node()
      released = node
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { rig.engine.set(\Node.x, on: node, to: 10) }
      try animator.startAnimation()
      rig.advance(milliseconds: 300)
      try animator.stopAnimation(true)
      #expect(node.x.isApproximatelyEqual(to: 3))
    }
    #expect(released == nil, "nothing of the stopped animation keeps the node alive")
  }
}
