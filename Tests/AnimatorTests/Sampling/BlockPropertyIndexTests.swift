import Testing

@testable import Animator

/// A block's record of the properties it holds (`AnimationBlock.adopt`), past the size at which a
/// recording indexes them: each property once, however often the block sets it, and the same
/// properties as a small block would list.
@Suite("A block that sets many properties")
struct BlockPropertyIndexTests {
  final class Item {
    @Animated var x = 0.0
    @Animated var point = Point2D(x: 0, y: 0)
  }

  @Test("holds each property once however often it sets it, above and below the index's size", arguments: [3, 30, 300])
  func eachPropertyOnce(count: Int) throws {
    let items = (0..<count).map { _ in Item() }
    let block = AnimationBlock()
    AnimationRecording.record(into: block) {
      for (index, item) in items.enumerated() {
        item.x = Double(index + 1)
        item.point = Point2D(x: 1, y: Double(index))
      }
      // Again, in another order: each property already holds a layer of the block.
      for item in items.reversed() {
        item.x += 1
        item.point = Point2D(x: 2, y: 2)
      }
    }
    #expect(block.propertyCount == 2 * count)
    #expect(Set(block.properties.map(ObjectIdentifier.init)).count == 2 * count)
    // Outside the recording (the index is gone), a property the block holds is still found.
    block.adopt(items[0].$x)
    #expect(block.propertyCount == 2 * count)
  }

  @Test("a property whose layer another block took over, set again by the first, is listed once")
  func takenOverAndSetAgain() throws {
    let rig = TestRig()
    let items = (0..<100).map { _ in Item() }
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try first.addAnimations {
      for item in items { item.x = 10 }
      // A nested animator that begins from the current state takes every property over, then the
      // first block sets them again.
      let second = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      second.beginsFromCurrentState = true
      try? second.addAnimations { for item in items { item.x = 20 } }
      try? second.startAnimation()
      for item in items { item.x = 30 }
    }
    try first.startAnimation()
    rig.advance(milliseconds: 1000)
    rig.advance(milliseconds: 1)
    #expect(items.allSatisfy { $0.x == 30 && $0.$x.presentationValue == 30 })
    #expect(!rig.engine.hasRunningAnimations)
  }
}
