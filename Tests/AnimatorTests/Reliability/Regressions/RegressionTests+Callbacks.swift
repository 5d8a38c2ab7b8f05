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
    let curve = TimingCurve.custom { _ in result }
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
    // Kept by the test while the animator runs: an animation never holds a key path's object.
    var node: Node? = Node()
    weakNode = node
    try animator.addAnimations { [engine = rig.engine, node] in engine.set(\Node.x, on: node!, to: 1) }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(weakNode?.x == 0.5)
    try animator.stopAnimation(true)
    node = nil
    #expect(weakNode == nil, "the engine no longer holds the object")
  }
}

extension RegressionTests {
  @Test("replacing the engine's diagnostics handler may run a deinit that reads and sets it")
  func diagnosticsHandlerReplacedFromItsOwnCapture() throws {
    let rig = TestRig()
    let engine = rig.engine
    var seen: [String] = []
    do {
      let action = DeinitAction {
        engine.diagnosticsHandler(.invalidArgument(parameter: "p", value: "v", requirement: .nonNegative))
        engine.diagnosticsHandler = { _ in seen.append("replaced from a deinit") }
      }
      engine.diagnosticsHandler = { _ in withExtendedLifetime(action) { seen.append("old handler") } }
    }
    // The old closure goes, and its capture's deinitialiser runs, inside this set.
    engine.diagnosticsHandler = { _ in seen.append("new handler") }
    #expect(seen == ["new handler"], "the deinit saw the new handler")
    engine.diagnosticsHandler(.invalidArgument(parameter: "p", value: "v", requirement: .nonNegative))
    #expect(seen == ["new handler", "replaced from a deinit"], "and its own set came last")
  }
}

extension RegressionTests {
  /// Runs its body when the last reference to it goes; sendable, for a `@Sendable` closure.
  final class SendableDeinitAction: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    deinit { body() }
  }

  @Test("replacing the engine's reduced-motion closure may run a deinit that reads and sets the policy")
  func reducedMotionReplacedFromItsOwnCapture() throws {
    let rig = TestRig()
    nonisolated(unsafe) let engine = rig.engine
    nonisolated(unsafe) var seen: [String] = []
    do {
      let action = SendableDeinitAction {
        if case .always = engine.reducedMotion { seen.append("saw the new policy") }
        engine.reducedMotion = .never
      }
      engine.reducedMotion = .system { withExtendedLifetime(action) { true } }
    }
    // The old closure goes, and its capture's deinitialiser runs, inside this set.
    engine.reducedMotion = .always
    #expect(seen == ["saw the new policy"])
    let card = Card()
    try engine.animate(withDuration: 1) { card.opacity = 1 }
    rig.advance(milliseconds: 16)
    #expect(card.$opacity.presentationValue > 0 && card.$opacity.presentationValue < 1, "the deinit's set came last")
    // The quick animation runs to its end, so that the engine and what runs on it can go.
    rig.advance(milliseconds: 1_000)
    #expect(!rig.engine.hasRunningAnimations)
  }
}
