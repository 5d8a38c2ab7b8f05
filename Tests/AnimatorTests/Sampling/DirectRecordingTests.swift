import Testing

@testable import Animator

/// The direct path that records the first layer of an idle `Double` property
/// (`AnimatedProperty.recordFirstLayer`) against the general `set`, which it replaces for nearly
/// every property an animation block sets: the same model, layer, presentation, velocity and end,
/// to the bit, and the same property lists in the block.
@Suite("Recording a first layer directly")
struct DirectRecordingTests {
  /// The bits of what a property shows.
  private struct Observed: Equatable {
    let model: UInt64
    let presentation: UInt64
    let velocity: UInt64
    let animations: Int

    init(_ property: AnimatedProperty<Double>) {
      model = property.modelValue.bitPattern
      presentation = property.presentationValue.bitPattern
      velocity = property.velocity.bitPattern
      animations = property.animationCount
    }
  }

  /// Values whose arithmetic differs at the last bit, signed zeros, NaN, infinities and
  /// subnormals: the pairs (start, end) each path records.
  private static let pairs: [(Double, Double)] = [
    (0, 1), (0.1, 0.7), (1e300, -1e300), (-0.0, 0.0), (0.0, -0.0), (3, 3), (.nan, 1), (1, .nan),
    (.infinity, 0), (0, -.infinity), (Double.leastNonzeroMagnitude, 1), (0.3, 0.30000000000000004),
  ]

  @Test("a first layer is recorded as the general path records it, at every progress and at its end")
  func sameBitsAsTheGeneralPath() {
    for (start, end) in Self.pairs {
      let direct = AnimatedProperty(start)
      let general = AnimatedProperty(start)
      let directBlock = AnimationBlock()
      let generalBlock = AnimationBlock()
      AnimationRecording.record(into: directBlock) { direct.modelValue = end }
      AnimationRecording.record(into: generalBlock) { general.setThroughGeneralPath(end) }
      #expect(Observed(direct) == Observed(general), "recorded \(start) → \(end)")
      #expect(directBlock.directPropertyCount == generalBlock.directPropertyCount)
      #expect(directBlock.adoptions == generalBlock.adoptions)
      #expect(directBlock.hasIndirectProperties == generalBlock.hasIndirectProperties)
      for (progress, velocity) in [(0.25, 1.5), (0.5, -2), (1, 0)] {
        for block in [directBlock, generalBlock] {
          block.progress = progress
          block.progressVelocity = velocity
          block.refreshProperties()
        }
        #expect(Observed(direct) == Observed(general), "\(start) → \(end) at progress \(progress)")
      }
      let directEnd = directBlock.endSoleLayersAtEndHandingOver()
      let generalEnd = generalBlock.endSoleLayersAtEndHandingOver()
      AnimationBlock.release(_UnsafeUnretained(directBlock), times: directEnd.handedOver)
      AnimationBlock.release(_UnsafeUnretained(generalBlock), times: generalEnd.handedOver)
      #expect(directEnd.leftSome == generalEnd.leftSome)
      #expect(directEnd.handedOver == generalEnd.handedOver)
      #expect(Observed(direct) == Observed(general), "\(start) → \(end) ended")
    }
  }

  @Test("a property set twice in one block keeps one place in the block, as the general path does")
  func setTwiceInOneBlock() {
    let direct = AnimatedProperty(0.0)
    let general = AnimatedProperty(0.0)
    let directBlock = AnimationBlock()
    let generalBlock = AnimationBlock()
    AnimationRecording.record(into: directBlock) {
      direct.modelValue = 1
      direct.modelValue = 2
    }
    AnimationRecording.record(into: generalBlock) {
      general.setThroughGeneralPath(1)
      general.setThroughGeneralPath(2)
    }
    #expect(Observed(direct) == Observed(general))
    #expect(direct.animationCount == 2)
    #expect(directBlock.properties.count == 1)
    #expect(generalBlock.properties.count == 1)
    #expect(directBlock.adoptions == generalBlock.adoptions)
  }

  @Test("outside a block, and where a first layer is not plain, the general path decides")
  func declinesWhereItDoesNotApply() throws {
    // Outside a block: the value changes at once.
    let property = AnimatedProperty(0.0)
    property.modelValue = 5
    #expect(property.presentationValue == 5 && property.animationCount == 0)

    // A block that takes its properties over (`beginFromCurrentState`) replaces the layers below.
    let first = AnimationBlock()
    AnimationRecording.record(into: first) { property.modelValue = 10 }
    first.progress = 0.5
    first.refreshProperties()
    let takeover = AnimationBlock()
    takeover.beginsFromCurrentState = true
    AnimationRecording.record(into: takeover) { property.modelValue = 20 }
    #expect(property.animationCount == 1, "the takeover's layer alone")
    #expect(property.presentationValue == 7.5, "from what was shown")

    // A property with a sink sits in the direct list but is refreshed through its sink, which
    // makes the block one that may run code outside the package.
    var received: [Double] = []
    let sinking = AnimatedProperty(0.0, sink: { received.append($0) })
    let block = AnimationBlock()
    AnimationRecording.record(into: block) { sinking.modelValue = 1 }
    #expect(!block.hasIndirectProperties && block.directPropertyCount == 1)
    #expect(block.directPropertiesHaveSinks && block.mayRunUserCode)
    #expect(received == [0], "the sink is told the value shown at the start")
    block.progress = 0.25
    #expect(block.refreshDirectProperties(), "the direct refresh leaves a property with a sink alone")
    #expect(received == [0])
    block.refreshLayeredProperties()
    #expect(received == [0, 0.25], "and the refresh of the rest hands the sink its value")
  }
}
