import Animator
import Testing

/// User code the animator calls: animation blocks, custom curves, targets after a stop.
extension RegressionTests {
  /// An animation block that calls its own animator: it runs while the animator makes its run.
  static func selfInterruptingBlocks(_ animator: PropertyAnimator, _ card: Card) -> [(
    String, () throws(AnimationError) -> Void
  )] {
    [
      ("stop without finishing", { () throws(AnimationError) in try animator.stopAnimation(true) }),
      ("stop and finish", { () throws(AnimationError) in try animator.stopAnimation(false) }),
      ("finish", { () throws(AnimationError) in try animator.finishAnimation(at: .end) }),
      ("pause", { () throws(AnimationError) in try animator.pauseAnimation() }),
      ("scrub", { () throws(AnimationError) in try animator.setFractionComplete(0.5) }),
      ("reverse", { () throws(AnimationError) in try animator.setReversed(true) }),
      ("start", { () throws(AnimationError) in try animator.startAnimation() }),
      (
        "continue",
        { () throws(AnimationError) in try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
      ),
    ]
  }

  @Test(
    "an animation block that changes its own animator's state is refused, and the run is whole",
    arguments: ["start", "pause", "scrub", "add while running"])
  func blockCallsItsAnimator(_ how: String) throws {
    for index in 0..<8 {
      let rig = TestRig()
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      let (name, call) = Self.selfInterruptingBlocks(animator, card)[index]
      var refused: [AnimationError] = []
      let block = {
        card.opacity = 1
        do throws(AnimationError) { try call() } catch { refused.append(error) }
        card.position = Point2D(x: 10, y: 0)
      }
      switch how {
      case "start":
        try animator.addAnimations(block)
        try animator.startAnimation()
      case "pause":
        try animator.addAnimations(block)
        try animator.pauseAnimation()
      case "scrub":
        try animator.addAnimations(block)
        try animator.setFractionComplete(0)
      default:
        try animator.startAnimation()
        try animator.addAnimations(block)
      }
      #expect(refused.count == 1, "\(name) during \(how)")
      guard case .insideAnimationBlock = refused.first else {
        Issue.record("\(name) during \(how): \(refused)")
        continue
      }
      if !animator.isRunning { try animator.startAnimation() }
      rig.advance(milliseconds: 500)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5), "\(name) during \(how)")
      #expect(card.$position.presentationValue.isApproximatelyEqual(to: Point2D(x: 5, y: 0)), "\(name) during \(how)")
      rig.advance(milliseconds: 500)
      #expect(animator.state == .inactive, "\(name) during \(how)")
      #expect(card.$opacity.presentationValue == 1 && card.opacity == 1, "\(name) during \(how)")
      #expect(rig.engine.runningAnimationCount == 0, "\(name) during \(how)")
    }
  }

  @Test("a block may add animations and completions to its own animator")
  func blockAddsToItsAnimator() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var ended: [AnimatingPosition] = []
    try animator.addAnimations {
      card.opacity = 1
      try? animator.addAnimations { card.position = Point2D(x: 10, y: 0) }
      animator.addCompletion { ended.append($0) }
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$position.presentationValue.isApproximatelyEqual(to: Point2D(x: 5, y: 0)))
    rig.advance(milliseconds: 500)
    #expect(ended == [.end])
    #expect(card.$position.presentationValue == Point2D(x: 10, y: 0))
  }
}

extension RegressionTests {
  @Test(
    "a custom timing function that returns NaN or infinity cannot poison the values it moves",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteCustomCurve(_ result: Double) throws {
    let rig = TestRig()
    let card = Card()
    let curve = TimingCurve.custom(CustomTimingFunction { _ in result })
    let animator = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0, "treated as the start")
    #expect(card.$opacity.velocity.isFinite)
    try animator.stopAnimation(false)
    try animator.finishAnimation(at: .current)
    #expect(card.opacity == 0)
  }
}

extension RegressionTests {
  final class Node {
    var x = 0.0
  }

  @Test("stopAnimation(true) lets go of a key-path target's object and of the property's layers")
  func stopWithoutFinishingReleasesTargets() throws {
    let rig = TestRig()
    weak var weakNode: Node?
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    do {
      let node = Node()
      weakNode = node
      try animator.addAnimation(of: \Node.x, on: node, to: 1)
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(weakNode?.x == 0.5)
    try animator.stopAnimation(true)
    #expect(weakNode == nil, "the engine no longer holds the object")
  }
}
