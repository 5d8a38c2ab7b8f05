import Testing

@testable import Animator

/// Seeking costs O(log n + children whose value changes), not O(n): counted, not timed.
@Suite("Timeline seek cost")
struct TimelineComplexityTests {
  final class Node {
    @Animated var x = 0.0
    @Animated var y = 0.0
    @Animated var opacity = 0.0
    @Animated var scale = 1.0
  }

  @Test("a drag over 10,000 children moves only the few whose values change")
  func drag() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    var nodes: [Node] = []
    for index in 0..<10_000 {
      let node = Node()
      nodes.append(node)
      try timeline.addTween(duration: 1, curve: .linear, at: .at(Double(index) * 0.1)) {
        node.x = 1
        node.y = 2
        node.opacity = 1
        node.scale = 2
      }
    }
    #expect(timeline.duration.isApproximatelyEqual(to: 1000.9, absoluteTolerance: 1e-6))
    try timeline.seek(toProgress: 0.5)
    #expect(nodes[5000].$x.presentationValue.isApproximatelyEqual(to: 0.45, absoluteTolerance: 1e-6))
    let before = timeline.evaluation.evaluationCount
    let steps = 100
    for step in 1...steps {
      try timeline.seek(toProgress: 0.5 + 0.001 * Double(step))
    }
    let perStep = Double(timeline.evaluation.evaluationCount - before) / Double(steps)
    // About 10 children are active at any time and about 10 start and 10 end within each 1 s step.
    #expect(perStep < 50, "a seek is no longer O(log n + changed): \(perStep) children evaluated per drag step")
    // At 0.6 × 1000.9 s = 600.54 s.
    #expect(nodes[6000].$opacity.presentationValue.isApproximatelyEqual(to: 0.54, absoluteTolerance: 1e-6))
    #expect(nodes[6010].$opacity.presentationValue == 0)
    #expect(nodes[5995].$opacity.presentationValue == 1)
  }

  @Test("entering and leaving a nested timeline's start moves only its children there")
  func nestedStart() throws {
    let rig = TestRig()
    let root = Timeline(engine: rig.engine)
    let nested = Timeline(engine: rig.engine)
    for index in 0..<10_000 {
      let card = Card()
      try nested.addTween(duration: 1, curve: .linear, at: .at(Double(index))) { card.opacity = 1 }
    }
    try root.add(nested, at: .at(1))
    try root.seek(to: 0.5)  // before the nested timeline: its content is just before 0
    let before = nested.evaluation.evaluationCount
    try root.seek(to: 1)  // at its start: at 0
    try root.seek(to: 0.9)
    try root.seek(to: 1.5)
    #expect(nested.evaluation.evaluationCount - before <= 12)
  }

  @Test("a seek across the timeline moves the children in between, and no others")
  func jump() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    for index in 0..<10_000 {
      let card = Card()
      try timeline.addTween(duration: 1, curve: .linear, at: .at(Double(index))) { card.opacity = 1 }
    }
    try timeline.seek(to: 5000.5)
    let before = timeline.evaluation.evaluationCount
    try timeline.seek(to: 5010.5)
    #expect(
      timeline.evaluation.evaluationCount - before <= 13,
      "a seek is no longer O(log n + changed): \(timeline.evaluation.evaluationCount - before) children evaluated")
  }
}
