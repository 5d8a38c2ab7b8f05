import Animator
import Testing

/// Chromium's `cc/animation/scroll_timeline_unittest.cc` (chromium/chromium, read at 079c3de): a
/// scroll timeline's current time over a 500 × 500 content in a 100 × 100 container, as a
/// fraction of its duration (`kScrollTimelineDurationMs`). The package's scroll timeline is a
/// ``ScrollRange``, its current time ``ScrollRange/progress(in:)``, and the offsets of
/// `ScrollOffsets(start, end)` a range from `start` to `end` points.
///
/// Not ported, with the reason: "ActiveTimeIsSetOnlyAfterPromotion" and "Activeness" (the
/// compositor's pending and active property trees and element ids), and
/// "CurrentTimeIsAdjustedForPixelSnapping" (the package does not snap scroll offsets to pixels).
@Suite("Chromium: scroll_timeline_unittest.cc")
struct ChromiumScrollTimelineTests {
  /// The progress of `range` at `offset` in a 100-point viewport on 500 points of content.
  static func progress(_ range: ScrollRange, at offset: Double) throws -> Double {
    try #require(range.progress(in: try ScrollMetrics(offset: offset, viewportLength: 100, contentLength: 500)))
  }

  static func offsets(_ start: Double, _ end: Double) -> ScrollRange {
    .scroll(from: .points(start), to: .points(end))
  }

  @Test("scroll_timeline_unittest.cc: BasicCurrentTimeCalculations")
  func basic() throws {
    // Vertical and horizontal timelines over (0, 100), scrolled to (75, 50).
    let range = Self.offsets(0, 100)
    #expect(try Self.progress(range, at: 0) == 0)
    #expect(try Self.progress(range, at: 50) == 0.5)
    #expect(try Self.progress(range, at: 75) == 0.75)
  }

  @Test("scroll_timeline_unittest.cc: CurrentTimeHandlesStartScrollOffset")
  func startOffset() throws {
    let range = Self.offsets(20, 400)
    #expect(try Self.progress(range, at: 0) < 0)
    #expect(try Self.progress(range, at: 19) < 0)
    #expect(try Self.progress(range, at: 20) == 0)
    #expect(try Self.progress(range, at: 50).isApproximatelyEqual(to: 30.0 / 380))
    #expect(try Self.progress(range, at: 200).isApproximatelyEqual(to: 180.0 / 380))
  }

  @Test("scroll_timeline_unittest.cc: CurrentTimeHandlesEndScrollOffset")
  func endOffset() throws {
    let range = Self.offsets(0, 380)
    #expect(try Self.progress(range, at: 400) > 1)
    #expect(try Self.progress(range, at: 380) == 1)
    #expect(try Self.progress(range, at: 350).isApproximatelyEqual(to: 350.0 / 380))
    #expect(try Self.progress(range, at: 200).isApproximatelyEqual(to: 200.0 / 380))
  }

  @Test("scroll_timeline_unittest.cc: CurrentTimeHandlesCombinedStartAndEndScrollOffset")
  func combined() throws {
    #expect(try Self.progress(Self.offsets(20, 350), at: 250).isApproximatelyEqual(to: 230.0 / 330))
  }

  @Test("scroll_timeline_unittest.cc: CurrentTimeHandlesEqualStartAndEndScrollOffset")
  func equalOffsets() throws {
    let range = Self.offsets(20, 20)
    #expect(try Self.progress(range, at: 20) == 1)
    #expect(try Self.progress(range, at: 150) == 1)
  }

  @Test("scroll_timeline_unittest.cc: CurrentTimeHandlesStartOffsetLargerThanEndScrollOffset")
  func reversedOffsets() throws {
    // Chromium's timeline runs backwards when the start offset (50) lies after the end (10): after
    // its end at 0, halfway at 30, before its start at 150. The package follows CSS, where such a
    // range has no length: a step at its start, 0 before 50 and 1 from 50 on
    // (Documentation/Fidelity.md).
    let range = Self.offsets(50, 10)
    #expect(try Self.progress(range, at: 0) == 0)
    #expect(try Self.progress(range, at: 30) == 0)
    #expect(try Self.progress(range, at: 150) == 1)
  }

  @Test("scroll_timeline_unittest.cc: CurrentTimeHandlesScrollOffsets")
  func scrollOffsets() throws {
    let range = Self.offsets(20, 380)
    #expect(try Self.progress(range, at: 10) < 0)
    #expect(try Self.progress(range, at: 380) == 1)
    #expect(try Self.progress(range, at: 390) > 1)
  }
}
