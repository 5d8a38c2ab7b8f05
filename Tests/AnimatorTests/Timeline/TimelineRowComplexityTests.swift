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
      case .tweens: try timeline.addTween(of: property, to: target, duration: 0.1, curve: .linear)
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

  /// The operations that `stopAnimation(false)` then `finishAnimation(at:)` cost on `count` tweens in
  /// a row on one property, started and sought into the row, and the values shown: before the stop,
  /// after it, and after the finish.
  func stopAndFinish(count: Int, at position: AnimatingPosition) throws -> (
    operations: Int, shown: Double, stopped: Double, finished: Double
  ) {
    let rig = TestRig()
    let counter = OperationCounter()
    let property = AnimatedProperty(Counted(value: 0.125, counter: counter))
    let timeline = Timeline(engine: rig.engine)
    for index in 0..<count {
      let target = Counted(value: Double(index % 3) * 33.3 + 0.1, counter: counter)
      try timeline.addTween(of: property, to: target, duration: 0.1, curve: .linear)
    }
    try timeline.startAnimation()
    try timeline.pauseAnimation()
    try timeline.seek(to: 0.1 * Double(count) / 2 + 0.03)
    let shown = property.presentationValue.value
    let before = counter.count
    try timeline.stopAnimation(false)
    let stopped = property.presentationValue.value
    try timeline.finishAnimation(at: position)
    return (counter.count - before, shown, stopped, property.presentationValue.value)
  }

  @Test(
    "stopping a row of tweens where it is and finishing it grows no faster than N log N, and keeps its values",
    arguments: [AnimatingPosition.end, .current, .start])
  func stopThenFinish(at position: AnimatingPosition) throws {
    let small = try stopAndFinish(count: 250, at: position)
    let large = try stopAndFinish(count: 1_000, at: position)
    // It was quadratic: 64,507 and 1,008,007 operations (growth 15.6, the square's 16).
    let growth = Double(large.operations) / Double(max(small.operations, 1))
    #expect(growth <= 5.5, "\(small.operations) → \(large.operations) operations")
    #expect(large.operations <= 10 * 1_000, "\(large.operations) operations for 1,000 tweens")
    for run in [small, large] {
      // The stop keeps what was shown; the finish goes where it is told: the last tween's target
      // (0.1 for both sizes) or the value before the first, up to the rounding of the additive
      // layers' sum, which the batched walk makes with the same bits as one suspension at a time.
      #expect(run.stopped == run.shown)
      switch position {
      case .end: #expect(abs(run.finished - 0.1) < 1e-9)
      case .current: #expect(run.finished == run.shown)
      case .start: #expect(abs(run.finished - 0.125) < 1e-9)
      }
    }
  }
}

extension TimelineRowComplexityTests {
  /// The operations, child evaluations and block runs that adding `count` tweens in a row on one
  /// property to a started, paused timeline costs, and the value shown after each add.
  func addWhileActive(count: Int) throws -> (operations: Int, evaluations: Int, blockRuns: Int, shown: [Double]) {
    let rig = TestRig()
    let counter = OperationCounter()
    let property = AnimatedProperty(Counted(value: 0.125, counter: counter))
    let timeline = Timeline(engine: rig.engine)
    var blockRuns = 0
    try timeline.addTween(duration: 0.1, curve: .linear) {
      blockRuns += 1
      property.modelValue = Counted(value: 50, counter: counter)
    }
    try timeline.startAnimation()
    try timeline.pauseAnimation()
    try timeline.seek(to: 0.05)
    let before = (counter.count, timeline.evaluation.evaluationCount, blockRuns)
    var shown: [Double] = []
    for index in 1..<count {
      let target = Counted(value: Double(index % 3) * 33.3 + 0.1, counter: counter)
      try timeline.addTween(duration: 0.1, curve: .linear) {
        blockRuns += 1
        property.modelValue = target
      }
      shown.append(property.presentationValue.value)
    }
    return (
      counter.count - before.0, timeline.evaluation.evaluationCount - before.1, blockRuns - before.2, shown
    )
  }

  @Test("adding tweens in a row to an active timeline runs each block once and shows the new tween alone")
  func addingWhileActive() throws {
    let small = try addWhileActive(count: 250)
    let large = try addWhileActive(count: 1_000)
    // Each add recorded the whole tree again and walked every child: 31,374 and 500,499 block runs
    // and as many child evaluations. Now each add runs its own block and shows itself and the
    // child at the playhead.
    #expect(small.blockRuns == 249 && large.blockRuns == 999)
    #expect(large.evaluations <= 2 * 1_000, "\(large.evaluations) child evaluations for 1,000 adds")
    let growth = Double(large.evaluations) / Double(max(small.evaluations, 1))
    #expect(growth <= 5.5, "\(small.evaluations) → \(large.evaluations) child evaluations")
    // What stays O(N) an add is the property's refresh, one sum over its layers, as in every frame
    // (1,001,997 operations for 1,000: about one a layer; 2,500,497 before).
    #expect(large.operations <= 1_100_000, "\(large.operations) operations for 1,000 adds")
    // The playhead is inside the first tween: nothing added after it changes what is shown, but
    // for the rounding of the sum of the layers' offsets, which every add changes.
    for run in [small, large] {
      #expect(run.shown.allSatisfy { $0.isApproximatelyEqual(to: run.shown[0], absoluteTolerance: 1e-9) })
      #expect(run.shown[0].isApproximatelyEqual(to: 25.0625, absoluteTolerance: 1e-9))
    }
  }
}
