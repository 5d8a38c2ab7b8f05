import Animator
import Testing

/// `AnimationEngine.set(_:on:to:)`: a key path set as an `@Animated` property is set, in any block
/// (a quick animation's, an animator's, a timeline tween's) and outside one.
@Suite("Setting key paths through the engine")
struct KeyPathSetTests {
  /// A plain object, as a game's node is.
  final class Node {
    var x = 0.0
    var y = 10.0
  }

  /// The same object with `@Animated` fields: what each key path must show, bit for bit.
  final class Twin {
    @Animated var x = 0.0
    @Animated var y = 10.0
  }

  /// One step of a script run against a node (through key paths) and a twin (through `@Animated`).
  enum Step {
    case quick(duration: Duration, curve: TimingCurve, x: Double, y: Double)
    case animator(duration: Duration, curve: TimingCurve, x: Double)
    case setOutside(x: Double)
    case advance(Duration)
  }

  /// Runs `script` on a node and on a twin, each on its own engine, and returns whether the node's
  /// fields held the twin's presentation values, to the last bit, after every step.
  private func runTwins(_ script: [Step]) throws {
    let (nodeRig, twinRig) = (TestRig(), TestRig())
    let (node, twin) = (Node(), Twin())
    let engine = nodeRig.engine
    var animators: [PropertyAnimator] = []
    for (index, step) in script.enumerated() {
      switch step {
      case .quick(let duration, let curve, let x, let y):
        try engine.animate(duration: duration, curve: curve) {
          engine.set(\Node.x, on: node, to: x)
          engine.set(\Node.y, on: node, to: y)
        }
        try twinRig.engine.animate(duration: duration, curve: curve) {
          twin.x = x
          twin.y = y
        }
      case .animator(let duration, let curve, let x):
        let animator = PropertyAnimator(duration: duration, curve: curve, engine: engine)
        try animator.addAnimations { engine.set(\Node.x, on: node, to: x) }
        try animator.startAnimation()
        let twinAnimator = PropertyAnimator(duration: duration, curve: curve, engine: twinRig.engine)
        try twinAnimator.addAnimations { twin.x = x }
        try twinAnimator.startAnimation()
        animators += [animator, twinAnimator]
      case .setOutside(let x):
        engine.set(\Node.x, on: node, to: x)
        twin.x = x
      case .advance(let duration):
        nodeRig.advance(by: duration)
        twinRig.advance(by: duration)
      }
      #expect(node.x.bitPattern == twin.$x.presentationValue.bitPattern, "x after step \(index): \(step)")
      #expect(node.y.bitPattern == twin.$y.presentationValue.bitPattern, "y after step \(index): \(step)")
    }
  }

  @Test("in a quick animation, a key path shows what an @Animated property shows, to the last bit")
  func quickAnimationMatchesAnimated() throws {
    var script: [Step] = [.quick(duration: .seconds(1), curve: .easeInOut, x: 100, y: -4)]
    script += Array(repeating: .advance(.milliseconds(17)), count: 70)
    try runTwins(script)
  }

  @Test("layers add up across quick animations and animators, and a set outside a block moves the model")
  func layersAddUp() throws {
    var script: [Step] = [.quick(duration: .milliseconds(600), curve: .easeOut, x: 100, y: 5)]
    script += Array(repeating: .advance(.milliseconds(16)), count: 10)
    script.append(.animator(duration: .milliseconds(400), curve: .linear, x: -30))
    script += Array(repeating: .advance(.milliseconds(33)), count: 5)
    script.append(.setOutside(x: 12.5))
    script += Array(repeating: .advance(.milliseconds(50)), count: 6)
    let overshoot = try TimingCurve.cubicBezier(0.3, 1.4, 0.6, -0.2)
    script.append(.quick(duration: .milliseconds(250), curve: overshoot, x: 7, y: 7))
    script += Array(repeating: .advance(.milliseconds(20)), count: 30)
    script.append(.setOutside(x: 1))
    try runTwins(script)
  }

  @Test("outside a block, a key path nothing animates is written at once and nothing keeps the object")
  func outsideBlockWritesAtOnce() {
    let rig = TestRig()
    weak var released: Node?
    do {
      let node = Node()
      released = node
      rig.engine.set(\Node.x, on: node, to: 42)
      #expect(node.x == 42)
    }
    #expect(released == nil)
  }

  @Test("a quick animation's key paths are let go of at its end, and its completion sees the end values")
  func quickAnimationLetsGo() throws {
    let rig = TestRig()
    weak var released: Node?
    var seen: (AnimatingPosition, Double)?
    do {
      let node = Node()
      released = node
      try rig.engine.animate(
        duration: .milliseconds(100), curve: .linear,
        animations: { rig.engine.set(\Node.x, on: node, to: 8) },
        completion: { seen = ($0, node.x) })
      rig.advance(milliseconds: 50)
      #expect(node.x == 4)
    }
    #expect(released != nil, "the running animation holds the node")
    rig.advance(milliseconds: 50)
    #expect(seen?.0 == .end)
    #expect(seen?.1 == 8)
    #expect(released == nil, "nothing keeps the node once the animation ended")
  }

  @Test("a cancelled quick animation leaves a key path where it is shown")
  func cancelKeepsShownValue() throws {
    let rig = TestRig()
    let node = Node()
    let animation = try rig.engine.animate(duration: .seconds(1), curve: .linear) {
      rig.engine.set(\Node.x, on: node, to: 10)
    }
    rig.advance(milliseconds: 250)
    animation.cancel()
    #expect(node.x == 2.5)
    rig.advance(milliseconds: 250)
    #expect(node.x == 2.5)
  }

  @Test("a timeline tween's block may set key paths through the engine")
  func timelineTween() throws {
    let rig = TestRig()
    let node = Node()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { rig.engine.set(\Node.x, on: node, to: 10) }
    try timeline.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(node.x == 5)
    rig.advance(milliseconds: 500)
    #expect(node.x == 10)
  }
}
