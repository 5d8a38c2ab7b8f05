import Testing

@testable import Animator

/// N children in a row on one property (issue 30, item 8): adding them and the first seek, which
/// records every start value and shows the first frame, cost O(N log N) at most. Counted, not timed:
/// the work a property does is its arithmetic on the values of its layers, which ``Counted`` (the
/// tests' counting number) counts.
@Suite("Timeline rows: adding and the first seek grow no faster than N log N")
struct TimelineRowComplexityTests {
  enum Row {
    case tweens, springs
  }

  /// The operations and child evaluations that adding `count` children in a row on one property
  /// and then seeking to 0.5 s cost, and the value shown there.
  func cost(of row: Row, count: Int) throws -> (add: Int, seek: Int, evaluations: Int, shown: Double) {
    let rig = TestRig()
    let counter = OperationCounter()
    let property = AnimatedProperty(Counted(value: 0, counter: counter))
    let timeline = Timeline(engine: rig.engine)
    for index in 0..<count {
      let target = Counted(value: Double(index % 2 == 0 ? 100 : 0), counter: counter)
      switch row {
      case .tweens: try timeline.addTween(of: property, to: target, duration: 0.1)
      case .springs: try timeline.addSpring(of: property, to: target, spring: .snappy)
      }
    }
    let add = counter.count
    try timeline.seek(to: 0.05)
    return (add, counter.count - add, timeline.evaluation.evaluationCount, property.presentationValue.value)
  }

  @Test(
    "halfway through the first child the same value; four times the children cost no more than N log N allows",
    arguments: [Row.tweens, Row.springs])
  func rows(_ row: Row) throws {
    let small = try cost(of: row, count: 250)
    let large = try cost(of: row, count: 1_000)
    if row == .tweens {
      #expect(small.shown.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
      #expect(large.shown.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
    }
    #expect(small.shown == large.shown, "the same first frame, whatever follows")
    // N log N grows by 4 × ln(1000) / ln(250) = 5.004 from 250 to 1,000 children (N² by 16): 10%
    // over it.
    let bound = 5.5
    let addGrowth = Double(large.add) / Double(max(small.add, 1))
    let seekGrowth = Double(large.seek) / Double(max(small.seek, 1))
    let evaluationGrowth = Double(large.evaluations) / Double(max(small.evaluations, 1))
    #expect(addGrowth <= bound, "adding \(row): \(small.add) → \(large.add) operations")
    #expect(seekGrowth <= bound, "the first seek of \(row): \(small.seek) → \(large.seek) operations")
    #expect(evaluationGrowth <= bound, "\(small.evaluations) → \(large.evaluations) child evaluations")
    // And the cost itself, as measured when the recording was made linear: 5 operations per tween
    // and 24 per spring for the first seek (one refresh of the property's 1,000 layers, and each
    // spring's start), 2 per spring to add it (its length from its start).
    let perChild = row == .tweens ? 10 : 40
    #expect(large.seek <= perChild * 1_000, "\(large.seek) operations for the first seek of 1,000 \(row)")
    #expect(large.add <= 4 * 1_000, "\(large.add) operations to add 1,000 \(row)")
  }
}
