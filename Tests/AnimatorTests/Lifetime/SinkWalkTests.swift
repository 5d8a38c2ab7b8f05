import Animator
import Testing

/// A block refreshes its properties of value types other than `Double` one after another, and a
/// closure target's update runs the caller's code in the middle of that walk. What that code does
/// to the block's other properties (lets their owner go, ends the animation) has a defined outcome.
@MainActor
@Suite("Code run by a closure target in the middle of a block's refresh")
struct SinkWalkTests {
  final class Marker {
    @Animated var position = Point2D(x: 0, y: 0)
  }

  /// A plain object whose property a key path animates; its observer runs the caller's code.
  final class Node {
    var onChange: (Point2D) -> Void = { _ in }
    var position = Point2D(x: 0, y: 0) { didSet { onChange(position) } }
  }

  @Test("a write that lets the owner of a later value of the same block go: the walk goes on after it")
  func ownerGoesMidWalk() throws {
    let rig = TestRig()
    let node = Node()
    var marker: Marker? = Marker()
    let after = Marker()
    weak let gone = marker
    node.onChange = { if $0.x >= 50 { marker = nil } }
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    // One block: the key path's value first, then the marker's, then the one after it.
    try animator.addAnimations {
      rig.engine.set(\.position, on: node, to: Point2D(x: 100, y: 0))
      marker?.position = Point2D(x: 10, y: 0)
      after.position = Point2D(x: 0, y: 40)
    }
    try animator.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(gone != nil)
    #expect(after.$position.presentationValue.y.isApproximatelyEqual(to: 10, absoluteTolerance: 1e-9))
    rig.advance(milliseconds: 250)
    // The node's observer let the marker go in the middle of the walk: it went at once, and the
    // value after it in the same block was still refreshed in that walk.
    #expect(gone == nil)
    #expect(node.position.x.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
    #expect(after.$position.presentationValue.y.isApproximatelyEqual(to: 20, absoluteTolerance: 1e-9))
    rig.advance(milliseconds: 250)
    #expect(animator.isRunning, "the node and a live value remain")
    #expect(after.$position.presentationValue.y.isApproximatelyEqual(to: 30, absoluteTolerance: 1e-9))
    rig.advance(milliseconds: 300)
    #expect(animator.state == .inactive)
    #expect(after.$position.presentationValue == Point2D(x: 0, y: 40))
    #expect(node.position == Point2D(x: 100, y: 0))
  }

  @Test("a write that ends its animation in the middle of the walk: every value is left as shown")
  func writeEndsItsAnimation() throws {
    let rig = TestRig()
    let node = Node()
    let after = Marker()
    var animator: PropertyAnimator? = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    weak let weakAnimator = animator
    node.onChange = {
      guard $0.x >= 50 else { return }
      try? weakAnimator?.stopAnimation(true)
      animator = nil
    }
    try animator?.addAnimations {
      rig.engine.set(\.position, on: node, to: Point2D(x: 100, y: 0))
      after.position = Point2D(x: 0, y: 40)
    }
    try animator?.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(weakAnimator == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    // Stopped where the block stood when the write ran (half-way), the value after the node is left
    // there, as a stop without finishing leaves every value, model included.
    #expect(after.$position.presentationValue == Point2D(x: 0, y: 20))
    #expect(after.position == Point2D(x: 0, y: 20))
    rig.advance(milliseconds: 500)
    #expect(after.$position.presentationValue == Point2D(x: 0, y: 20))
    #expect(node.position.x.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
  }

  @Test("an update that ends its animation: the walk stops, every value is left where it ended")
  func updateEndsItsAnimation() throws {
    let rig = TestRig()
    let after = Marker()
    var animator: PropertyAnimator? = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    weak let weakAnimator = animator
    var calls = 0
    try animator?.addAnimation(from: Point2D(x: 0, y: 0), to: Point2D(x: 100, y: 0)) { (value: Point2D) in
      calls += 1
      if value.x >= 50 {
        try? weakAnimator?.stopAnimation(true)
        animator = nil
      }
    }
    try animator?.addAnimations { after.position = Point2D(x: 0, y: 40) }
    try animator?.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(weakAnimator == nil)
    #expect(rig.engine.runningAnimationCount == 0)
    // Stopped without finishing where the update stopped it: the later value keeps what was shown,
    // and its model became that value.
    let shown = after.$position.presentationValue
    #expect(after.position == shown)
    rig.advance(milliseconds: 500)
    #expect(after.$position.presentationValue == shown)
    #expect(calls >= 2)
  }
}
