import Testing

@testable import Animator

/// Targets that go at odd moments: in their own animation's completion, in the middle of a tick
/// (a write to one object lets go of another that the same block moves), and an object that takes
/// the address of one that went. Each has a defined outcome, and nothing crashes or stays.
@Suite("Animations end with their targets: odd cases")
struct TargetLifetimeOddCaseTests {
  typealias Node = EndWithTargetTests.Node

  /// An object that lets go of another when its `x` is written past a threshold.
  final class Releaser {
    var held: Node?
    var x = 0.0 {
      didSet { if x > 0.5 { held = nil } }
    }
  }

  @Test("a target let go of in its own animation's completion goes at once; the engine is empty")
  func diesInOwnCompletion() throws {
    let rig = TestRig()
    weak var released: Node?
    var node: Node? = Node()
    released = node
    var seen: AnimatingPosition?
    try rig.engine.animate(
      duration: .milliseconds(100), curve: .linear,
      animations: { [weak node] in if let node { rig.engine.set(\Node.x, on: node, to: 8) } },
      completion: { position in
        seen = position
        node = nil
      })
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    var other: Node? = Node()
    weak let otherReleased = other
    try animator.addAnimations { [weak other] in if let other { rig.engine.set(\Node.x, on: other, to: 8) } }
    animator.addCompletion { _ in other = nil }
    try animator.startAnimation()
    rig.advance(milliseconds: 100)
    #expect(seen == .end)
    #expect(released == nil)
    #expect(otherReleased == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    rig.advance(milliseconds: 16)
    #expect(rig.engine.runningAnimationCount == 0)
  }

  @Test("a target let go of by a write in the same block mid-tick: the block's run ends after that tick")
  func diesMidTick() throws {
    for quick in [false, true] {
      let rig = TestRig()
      let releaser = Releaser()
      releaser.held = Node()
      weak let released = releaser.held
      let completions = EndWithTargetTests.Counter()
      var player: PropertyAnimator?
      var handle: QuickAnimation?
      let body = { [weak releaser] in
        guard let releaser else { return }
        rig.engine.set(\Releaser.x, on: releaser, to: 1)
        if let held = releaser.held { rig.engine.set(\Node.x, on: held, to: 1) }
      }
      if quick {
        handle = try rig.engine.animate(duration: .seconds(1), curve: .linear, animations: body) { _ in
          completions.count += 1
        }
      } else {
        let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
        try animator.addAnimations(body)
        animator.addCompletion { _ in completions.count += 1 }
        try animator.startAnimation()
        player = animator
      }
      rig.advance(milliseconds: 400)
      #expect(released != nil)
      // This tick writes 0.6 into the releaser first, which lets go of the node the same block
      // writes next.
      rig.advance(milliseconds: 200)
      #expect(released == nil, "quick \(quick)")
      #expect(rig.engine.runningAnimationCount == 1, "the releaser is still a target")
      releaser.held = nil
      rig.advance(milliseconds: 400)
      #expect(releaser.x == 1)
      #expect(completions.count == 1)
      #expect(rig.engine.runningAnimationCount == 0)
      _ = (player, handle)
    }
  }

  @Test("an object at the address of one that went gets a property of its own")
  func addressReuse() throws {
    let rig = TestRig()
    // The dead object's property stays while an animation of another target keeps its block.
    let card = Card()
    var gone: Node? = Node()
    let goneIdentity = ObjectIdentifier(gone!)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { [weak gone] in
      card.opacity = 1
      if let gone { rig.engine.set(\Node.x, on: gone, to: 100) }
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    gone = nil
    rig.advance(milliseconds: 16)
    #expect(animator.isRunning)
    // Nodes made now may take the freed address (the allocator usually hands it out again).
    var nodes: [Node] = []
    for _ in 0..<64 {
      let node = Node()
      node.x = 7
      nodes.append(node)
      if ObjectIdentifier(node) == goneIdentity { break }
    }
    for node in nodes {
      // Set outside a block: written at once, as for an object nothing animates.
      rig.engine.set(\Node.x, on: node, to: 3)
      #expect(node.x == 3)
    }
    try rig.engine.animate(duration: .seconds(1), curve: .linear) {
      for node in nodes { rig.engine.set(\Node.x, on: node, to: 5) }
    }
    rig.advance(milliseconds: 500)
    for node in nodes { #expect(node.x == 4, "each object moves from its own value") }
    rig.advance(milliseconds: 500)
    for node in nodes { #expect(node.x == 5) }
    #expect(rig.engine.runningAnimationCount == 0)
  }
}
