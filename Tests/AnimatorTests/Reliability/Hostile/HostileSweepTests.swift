import Testing

@testable import Animator

/// The crashes and hangs a hostile sweep of the public API found (issue 30), each pinned by the
/// call that found it. Every test here failed (trapped, or counted the quadratic work) before its
/// fix.
@Suite("What the hostile sweep found")
struct HostileSweepTests {
  @Test("a fixed-step accumulator fed Int64.max seconds again and again saturates its dropped time")
  func accumulatorDroppedTimeSaturates() throws {
    var accumulator = try FixedStepAccumulator(step: .seconds(1) / 120)
    for _ in 0..<40 {
      #expect(try accumulator.advance(by: .seconds(Int64.max)) == accumulator.maximumStepsPerFrame)
    }
    #expect(accumulator.droppedTime == .seconds(Int64.max))
    #expect(accumulator.accumulated == .zero)
    // It still counts ordinary frames afterwards.
    #expect(try accumulator.advance(by: .seconds(1) / 60) == 2)
  }

  @Test("the spiral-of-death cap is bounded: a cap above 10,000 steps is refused, naming the limit")
  func accumulatorCapIsBounded() throws {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "maximumStepsPerFrame", value: "\(Int.max)", requirement: .range(1...10_000))
    ) { try FixedStepAccumulator(step: .nanoseconds(1), maximumStepsPerFrame: .max) }
    var accumulator = try FixedStepAccumulator(step: .nanoseconds(1), maximumStepsPerFrame: 10_000)
    #expect(try accumulator.advance(by: .seconds(Int64.max)) == 10_000)
  }

  @Test("a frame loop of one attosecond a frame, one frame 10 s late, finds its next frame on the grid")
  func frameLoopAttosecondIntervalLate() throws {
    let clock = ManualClock()
    let loop = try FrameLoop(
      engine: AnimationEngine(clock: clock), clock: clock,
      frameInterval: .init(secondsComponent: 0, attosecondsComponent: 1))
    let start = clock.now
    let next = loop.nextFrame(after: start, now: start.advanced(by: .seconds(10)))
    #expect(start.duration(to: next) == .seconds(10) + .init(secondsComponent: 0, attosecondsComponent: 1))
  }

  @Test("a frame loop late by more frames than Int64 counts still lands on its grid")
  func frameLoopLateBeyondInt64() throws {
    let clock = ManualClock()
    let interval = Duration(secondsComponent: 0, attosecondsComponent: 3)
    let loop = try FrameLoop(engine: AnimationEngine(clock: clock), clock: clock, frameInterval: interval)
    let start = clock.now
    let next = loop.nextFrame(after: start, now: start.advanced(by: .seconds(1_000_000_000)))
    // 1e27 attoseconds is 333…333⅓ frames of 3 as: the next is frame 333…334, at 1e27 + 2 as.
    #expect(start.duration(to: next) == .seconds(1_000_000_000) + .init(secondsComponent: 0, attosecondsComponent: 2))
  }
}

/// Counts how often snap points read a candidate's data.
final class DataReads: @unchecked Sendable {
  var count = 0
}

/// A number that counts the reads of its animatable data.
struct CountedNumber: Animatable {
  var value: Double
  let reads: DataReads

  var animatableData: Double {
    get {
      reads.count += 1
      return value
    }
    set { value = newValue }
  }
}

extension HostileSweepTests {
  @Test("snap points among many numbers answer a lookup without reading every candidate again")
  func snapPointLookupsAreNotLinear() throws {
    let reads = DataReads()
    // 10,000 candidates, with repeats, in no order.
    let values = (0..<10_000).map { Double(($0 * 7_919) % 5_003) / 4 }
    let points = try SnapPoints(values.map { CountedNumber(value: $0, reads: reads) })
    let afterMaking = reads.count
    for k in 0..<100 {
      let x = Double(k * 13) - 7.125
      let index = try points.index(nearest: CountedNumber(value: x, reads: reads))
      // The first candidate at the least distance, as the one-by-one comparison decides.
      var best = 0
      for (i, value) in values.enumerated() where (value - x) * (value - x) < (values[best] - x) * (values[best] - x) {
        best = i
      }
      #expect(index == best, "lookup \(x)")
    }
    // One read per lookup (the value looked up), none of the 10,000 candidates.
    #expect(reads.count - afterMaking <= 100)
  }

  @Test("a tie between two numbers at the same distance goes to the first in the list")
  func snapPointTiesGoToTheFirst() throws {
    let points = try SnapPoints([10.0, 0, 20, 0, 10])
    #expect(try points.index(nearest: 15) == 0)
    #expect(try points.index(nearest: 5) == 0)
    #expect(try points.index(nearest: -1) == 1)
    #expect(try points.index(nearest: 100) == 2)
    #expect(try points.target(releasedAt: 0, velocity: 0) == 0)
  }

  @Test("a million snap points and a thousand lookups finish")
  func aMillionSnapPoints() throws {
    let points = try SnapPoints((0..<1_000_000).map { Double(($0 * 7_919) % 1_000_003) })
    var total = 0
    for k in 0..<1_000 { total += try points.index(nearest: Double(k) * 1_000.5) }
    #expect(total > 0)
  }

  @Test("a point with finite coordinates too large to square is refused with the real bound, not as infinite")
  func hugeFiniteVectorsNameTheBound() throws {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "velocity", value: "(1e+200, 0.0)",
        requirement: .other("finite components whose squares sum to a finite number (each within about ±1.34e154)"))
    ) { try Decay(position: Point2D.zero, velocity: Point2D(x: 1e200, y: 0)) }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "velocity", value: "(inf, 0.0)", requirement: .finite)
    ) { try Decay(position: Point2D.zero, velocity: Point2D(x: .infinity, y: 0)) }
  }
}

extension HostileSweepTests {
  @Test("staggering Int.max children is refused, naming the count's limit, rather than ending the process")
  func staggerCountIsBounded() throws {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "count", value: "\(Int.max)", requirement: .range(0...1_000_000))
    ) { try Stagger.each(0.1).offsets(count: .max) }
    let timeline = Timeline(engine: TestRig().engine)
    #expect(throws: AnimationError.self) { try timeline.staggeredPositions(count: .max, stagger: .each(0.1)) }
    #expect(try Stagger.each(0.1).offsets(count: 1_000_000).count == 1_000_000)
  }
}
