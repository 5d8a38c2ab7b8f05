import Testing

@testable import Animator

@Suite("AnimationBlock")
struct AnimationLayerTests {
  final class Target {
    @Animated var a = 0.0
    @Animated var b = 0.0
    @Animated var point = Point2D(x: 0, y: 0)
    var sinkValue = 0.0
  }

  /// A running animator whose one block sets `count` Double properties and a Point2D.
  private func animate(_ targets: [Target], rig: TestRig) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations {
      for target in targets {
        target.a = 1
        target.b = 2
        target.point = Point2D(x: 3, y: 4)
      }
    }
    try animator.startAnimation()
    return animator
  }

  @Test("properties lists every property the block set, once, direct ones first")
  func propertiesList() throws {
    let rig = TestRig()
    let targets = (0..<3).map { _ in Target() }
    let animator = try animate(targets, rig: rig)
    let block = try #require(animator.firstBlock?.block)
    #expect(block.properties.count == 9)
    #expect(block.properties.prefix(6).allSatisfy { $0 is AnimatedProperty<Double> })
    #expect(block.properties.suffix(3).allSatisfy { $0 is AnimatedProperty<Point2D> })
    block.adopt(targets[0].$a)
    #expect(block.properties.count == 9)
    #expect(block.hasIndirectProperties)
  }

  @Test("a recording made inside another block's closure gives the recording back when it ends")
  func nestedRecordingsRestoreTheOuterBlock() throws {
    let rig = TestRig()
    let target = Target()
    let outer = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let inner = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try outer.addAnimations {
      target.a = 1
      // Recorded while the outer block records: the inner block takes the recording, then gives it back.
      try? inner.addAnimations { target.b = 2 }
      try? inner.startAnimation()
      target.point = Point2D(x: 3, y: 4)
    }
    #expect(AnimationRecording.current == nil, "no recording is left on the thread")
    try outer.startAnimation()
    let outerBlock = try #require(outer.firstBlock?.block)
    let innerBlock = try #require(inner.firstBlock?.block)
    #expect(outerBlock.properties.count == 2, "a and the point, set before and after the inner recording")
    #expect(innerBlock.properties.count == 1)
    #expect(!outerBlock.isRecording && !innerBlock.isRecording)
    rig.advance(milliseconds: 500)
    #expect(target.$a.presentationValue == 0.5)
    #expect(target.$point.presentationValue == Point2D(x: 1.5, y: 2))
    #expect(target.$b.presentationValue == 0.5)
    target.a = 7  // outside any block: set at once
    #expect(target.$a.animationCount == 1 && target.a == 7)
  }

  @Test("setting properties changes what a refresh touches")
  func settingProperties() throws {
    let rig = TestRig()
    let targets = (0..<2).map { _ in Target() }
    let animator = try animate(targets, rig: rig)
    rig.advance(milliseconds: 500)
    let block = try #require(animator.firstBlock?.block)
    let kept = block.properties.filter { $0 === targets[0].$a }
    block.properties = kept
    #expect(block.properties.count == 1)
    #expect(!block.hasIndirectProperties)
    block.progress = 0.75
    block.refreshProperties()
    #expect(targets[0].$a.presentationValue.isApproximatelyEqual(to: 0.75))
    #expect(targets[1].$a.presentationValue.isApproximatelyEqual(to: 0.5))  // no longer refreshed
  }

  @Test("a direct refresh gives the same bits as the general one", arguments: [0.0, 0.1, 1.0 / 3, 0.5, 0.999, 1])
  func directEqualsGeneral(progress: Double) throws {
    let rig = TestRig()
    let target = Target()
    target.a = 0.1
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { target.a = 7.3 }
    try animator.startAnimation()
    let block = try #require(animator.firstBlock?.block)
    block.progress = progress
    #expect(!block.refreshDirectProperties())
    let direct = target.$a.presentationValue
    target.$a.refresh()
    #expect(direct == target.$a.presentationValue)
  }

  @Test("two blocks on one property: each refresh sums both, at their progress")
  func sharedProperty() throws {
    let rig = TestRig()
    let target = Target()
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try first.addAnimations { target.a = 1 }
    try first.startAnimation()
    rig.advance(milliseconds: 500)
    let second = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try second.addAnimations { target.a = 3 }
    try second.startAnimation()
    rig.advance(milliseconds: 250)
    // model 3; first's layer (0 - 1) x 0.25, second's (1 - 3) x 0.75.
    #expect(target.$a.presentationValue.isApproximatelyEqual(to: 3 - 0.25 - 1.5))
    #expect(target.$a.animationCount == 2)
  }
}
