import Animator
import Testing

/// The numbers the Web Platform Tests state for scroll and view progress timelines
/// (`scroll-animations/` in web-platform-tests/wpt, read from the copy Servo vendors under
/// `tests/wpt/web-platform-tests/`), each row naming its file. The pages are rebuilt as metrics:
/// the view-timeline pages put a 100-point subject after an 800-point spacer in a 200-point
/// viewport (so ``ViewRange/cover`` is 600...900), the scroll-timeline pages a 500-point content
/// in a 100-point viewport (400 to scroll).
///
/// Not reproduced, with the reason:
/// - `view-timeline-inset.html`, "viewport relative insets" (`vw`, `vmin`): they depend on the
///   test window's size; a host converts such units to points, which the `px` rows cover.
/// - `view-timeline-inset.html`, "invalid inset" (`CSS.rad(1)`): an angle cannot be written as a
///   ``ScrollLength``, so there is nothing to refuse at run time.
/// - `scroll-timelines/current-time.html`, "multiple scroll offsets": the five-offset
///   `scrollOffsets` form was dropped from the specification; a host writes it as four ranges.
/// - The files under `css/` test style parsing and cascading, which the library does not have.
@Suite("Scroll ranges reproduce the Web Platform Tests")
struct ScrollRangeWPTTests {
  /// A view-timeline page: a subject of `length` points after `leading` points of spacer in a
  /// 200-point viewport, followed by `trailing` points.
  static func viewPage(
    leading: Double = 800, length: Double = 100, trailing: Double = 800, offset: Double = 0
  ) throws -> (ScrollMetrics, ViewSubject) {
    let metrics = try ScrollMetrics(offset: offset, viewportLength: 200, contentLength: leading + length + trailing)
    return (metrics, try ViewSubject(start: leading, length: length))
  }

  struct RangeRow: Sendable, CustomTestStringConvertible {
    var file: String
    var subjectLength: Double = 100
    var start: ViewRangeBoundary
    var end: ViewRangeBoundary
    var insets = ViewInsets.zero
    var startOffset: Double
    var endOffset: Double
    var testDescription: String { "\(file): \(startOffset)...\(endOffset)" }
  }

  static let range = "view-timelines/view-timeline-range.html"
  static let large = "view-timelines/view-timeline-range-large-subject.html"
  static let inset = "view-timelines/view-timeline-inset.html"

  static let rangeRows: [RangeRow] = [
    // <name> <percent> pairs. The file still says `enter`, the draft's earlier name of `entry`.
    RangeRow(file: range, start: .start(of: .cover), end: .end(of: .cover), startOffset: 600, endOffset: 900),
    RangeRow(file: range, start: .start(of: .contain), end: .end(of: .contain), startOffset: 700, endOffset: 800),
    RangeRow(file: range, start: .start(of: .entry), end: .end(of: .entry), startOffset: 600, endOffset: 700),
    RangeRow(file: range, start: .start(of: .exit), end: .end(of: .exit), startOffset: 800, endOffset: 900),
    RangeRow(
      file: range, start: .init(.contain, .percent(-50)), end: .init(.entry, .percent(200)), startOffset: 650,
      endOffset: 800),
    // A name alone is its 0% at the start and its 100% at the end; an offset alone is in `cover`.
    RangeRow(file: range, start: .start(of: .entry), end: .end(of: .exit), startOffset: 600, endOffset: 900),
    RangeRow(
      file: range, start: .init(.cover, .percent(0)), end: .init(.cover, .percent(100)), startOffset: 600,
      endOffset: 900),
    // <name> <px> pairs.
    RangeRow(
      file: range, start: .init(.cover, .points(20)), end: .init(.cover, .points(100)), startOffset: 620,
      endOffset: 700),
    RangeRow(
      file: range, start: .init(.contain, .points(20)), end: .init(.contain, .points(100)), startOffset: 720,
      endOffset: 800),
    RangeRow(
      file: range, start: .init(.entry, .points(20)), end: .init(.entry, .points(100)), startOffset: 620,
      endOffset: 700),
    RangeRow(
      file: range, start: .init(.exit, .points(20)), end: .init(.exit, .points(80)), startOffset: 820,
      endOffset: 880),
    // <name> <percent + px>.
    RangeRow(
      file: range, start: .init(.contain, .percent(0) + .points(20)),
      end: .init(.contain, .percent(100) + .points(-10)), startOffset: 720, endOffset: 790),
    // A subject longer than the viewport: `contain` runs while it covers the viewport.
    RangeRow(
      file: large, subjectLength: 400, start: .start(of: .cover), end: .end(of: .cover), startOffset: 600,
      endOffset: 1200),
    RangeRow(
      file: large, subjectLength: 400, start: .start(of: .contain), end: .end(of: .contain), startOffset: 800,
      endOffset: 1000),
    RangeRow(
      file: large, subjectLength: 400, start: .start(of: .entry), end: .end(of: .entry), startOffset: 600,
      endOffset: 800),
    RangeRow(
      file: large, subjectLength: 400, start: .start(of: .exit), end: .end(of: .exit), startOffset: 1000,
      endOffset: 1200),
    RangeRow(
      file: large, subjectLength: 400, start: .init(.contain, .percent(-50)), end: .init(.entry, .percent(200)),
      startOffset: 700, endOffset: 1000),
    RangeRow(
      file: large, subjectLength: 400, start: .start(of: .entry), end: .end(of: .exit), startOffset: 600,
      endOffset: 1200),
    // Insets: cover starts at 600 + end inset and ends at 900 − start inset; percentages are of
    // the 200-point viewport; one value is both.
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .points(0), end: .points(0)), startOffset: 600, endOffset: 900),
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .points(10), end: .points(20)), startOffset: 620, endOffset: 890),
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover), insets: ViewInsets(.points(10)),
      startOffset: 610, endOffset: 890),
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .percent(0), end: .percent(0)), startOffset: 600, endOffset: 900),
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .percent(10), end: .percent(20)), startOffset: 640, endOffset: 880),
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover), insets: ViewInsets(.percent(10)),
      startOffset: 620, endOffset: 880),
    // `auto` insets are the scroll padding (10 and 20 points), which the host passes as points.
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .points(10), end: .points(20)), startOffset: 620, endOffset: 890),
    // `1em 2em` at 16 and then 20 points to the em, converted by the host.
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .points(16), end: .points(32)), startOffset: 632, endOffset: 884),
    RangeRow(
      file: inset, start: .start(of: .cover), end: .end(of: .cover),
      insets: ViewInsets(start: .points(20), end: .points(40)), startOffset: 640, endOffset: 880),
  ]

  @Test("a view range starts and ends at the file's offsets, and is half way at their midpoint", arguments: rangeRows)
  func viewRangeOffsets(_ row: RangeRow) throws {
    let (metrics, subject) = try Self.viewPage(length: row.subjectLength)
    let range = ScrollRange.view(subject, from: row.start, to: row.end, insets: row.insets)
    let offsets = try #require(range.offsets(in: metrics))
    #expect(offsets.start.isApproximatelyEqual(to: row.startOffset), "\(row.file)")
    #expect(offsets.end.isApproximatelyEqual(to: row.endOffset), "\(row.file)")
    for (offset, progress) in [
      (row.startOffset, 0.0), ((row.startOffset + row.endOffset) / 2, 0.5), (row.endOffset, 1),
    ] {
      let value = try #require(range.progress(in: metrics.scrolled(to: offset)))
      #expect(value.isApproximatelyEqual(to: progress), "\(row.file) at \(offset)")
    }
  }

  struct ProgressRow: Sendable, CustomTestStringConvertible {
    var file: String
    var leading: Double = 800
    var length: Double = 100
    var trailing: Double = 800
    var range: ViewRange
    var offset: Double
    var progress: Double
    var testDescription: String { "\(file): \(range) at \(offset) is \(progress)" }
  }

  static let named = "view-timelines/view-timeline-get-current-time-range-name.html"
  static let block = "view-timelines/block-view-timeline-current-time.tentative.html"

  static let progressRows: [ProgressRow] = [
    ProgressRow(file: named, range: .cover, offset: 600, progress: 0),
    ProgressRow(file: named, range: .entry, offset: 600, progress: 0),
    ProgressRow(file: named, range: .entry, offset: 650, progress: 0.5),
    ProgressRow(file: named, range: .entry, offset: 700, progress: 1),
    ProgressRow(file: named, range: .contain, offset: 700, progress: 0),
    ProgressRow(file: named, range: .contain, offset: 750, progress: 0.5),
    ProgressRow(file: named, range: .cover, offset: 750, progress: 0.5),
    ProgressRow(file: named, range: .exit, offset: 800, progress: 0),
    ProgressRow(file: named, range: .contain, offset: 800, progress: 1),
    ProgressRow(file: named, range: .exit, offset: 850, progress: 0.5),
    ProgressRow(file: named, range: .exit, offset: 900, progress: 1),
    ProgressRow(file: named, range: .cover, offset: 900, progress: 1),
    // A 200-point subject in a 200-point viewport: progress is not clamped to the range.
    ProgressRow(file: block, length: 200, range: .cover, offset: 0, progress: -1.5),
    ProgressRow(file: block, length: 200, range: .cover, offset: 600, progress: 0),
    ProgressRow(file: block, length: 200, range: .cover, offset: 800, progress: 0.5),
    ProgressRow(file: block, length: 200, range: .cover, offset: 1000, progress: 1),
    ProgressRow(file: block, length: 200, range: .cover, offset: 1600, progress: 2.5),
    // No leading spacer: the range starts before the top, which is not clamped to 0.
    ProgressRow(file: block, leading: 0, length: 200, range: .cover, offset: 0, progress: 0.5),
    ProgressRow(file: block, leading: 0, length: 200, range: .cover, offset: 100, progress: 0.75),
    ProgressRow(file: block, leading: 0, length: 200, range: .cover, offset: 200, progress: 1),
    ProgressRow(file: block, leading: 0, length: 200, range: .cover, offset: 800, progress: 2.5),
    // No trailing spacer: the range ends past the furthest scroll, which is not clamped either.
    ProgressRow(file: block, length: 200, trailing: 0, range: .cover, offset: 0, progress: -1.5),
    ProgressRow(file: block, length: 200, trailing: 0, range: .cover, offset: 600, progress: 0),
    ProgressRow(file: block, length: 200, trailing: 0, range: .cover, offset: 700, progress: 0.25),
    ProgressRow(file: block, length: 200, trailing: 0, range: .cover, offset: 800, progress: 0.5),
  ]

  @Test("a named view range reads the file's progress at each offset", arguments: progressRows)
  func namedRangeProgress(_ row: ProgressRow) throws {
    let (metrics, subject) = try Self.viewPage(
      leading: row.leading, length: row.length, trailing: row.trailing, offset: row.offset)
    let progress = try #require(ScrollRange.view(subject, row.range).progress(in: metrics))
    #expect(progress.isApproximatelyEqual(to: row.progress), "\(row.file)")
  }

  @Test(
    "insets that leave no cover range make every named range inactive (view-timeline-get-current-time-range-name.html)")
  func emptyCoverIsInactive() throws {
    let (metrics, subject) = try Self.viewPage(offset: 750)
    for range in ViewRange.allCases {
      #expect(ScrollRange.view(subject, range, insets: ViewInsets(.points(150))).progress(in: metrics) == nil)
    }
  }

  struct ScrollRow: Sendable, CustomTestStringConvertible {
    var file = "scroll-timelines/current-time.html"
    var start: ScrollLength = .zero
    var end: ScrollLength = .percent(100)
    var offset: Double
    var progress: Double
    var testDescription: String {
      "\(start.percent)% + \(start.points) to \(end.percent)% + \(end.points) at \(offset)"
    }
  }

  /// The file's 100-point scroller over 500 points: 400 to scroll. Its `scrollOffsets` rows read a
  /// progress that stays at 0 before the start and 1 after the end, as a driven player does.
  static let scrollRows: [ScrollRow] = [
    ScrollRow(offset: 0, progress: 0),
    ScrollRow(offset: 50, progress: 0.125),
    ScrollRow(offset: 75, progress: 0.1875),
    ScrollRow(start: .points(20), offset: 19, progress: 0),
    ScrollRow(start: .points(20), offset: 20, progress: 0),
    ScrollRow(start: .points(20), offset: 50, progress: 30.0 / 380),
    ScrollRow(start: .percent(20), offset: 76, progress: 0),
    ScrollRow(start: .percent(20), offset: 80, progress: 0),
    ScrollRow(start: .percent(20), offset: 200, progress: 120.0 / 320),
    ScrollRow(start: .percent(20) + .points(-5), offset: 70, progress: 0),
    ScrollRow(start: .percent(20) + .points(-5), offset: 75, progress: 0),
    ScrollRow(start: .percent(20) + .points(-5), offset: 80, progress: 5.0 / 325),
    ScrollRow(end: .points(400), offset: 400, progress: 1),
    ScrollRow(end: .percent(100), offset: 400, progress: 1),
    ScrollRow(end: .percent(80) + .points(80), offset: 400, progress: 1),
    ScrollRow(end: .points(380), offset: 400, progress: 1),
    ScrollRow(end: .points(380), offset: 380, progress: 1),
    ScrollRow(end: .points(380), offset: 350, progress: 350.0 / 380),
    ScrollRow(end: .percent(80), offset: 324, progress: 1),
    ScrollRow(end: .percent(80), offset: 320, progress: 1),
    ScrollRow(end: .percent(80), offset: 200, progress: 200.0 / 320),
    ScrollRow(end: .percent(80) + .points(5), offset: 326, progress: 1),
    ScrollRow(end: .percent(80) + .points(5), offset: 325, progress: 1),
    ScrollRow(end: .percent(80) + .points(5), offset: 200, progress: 200.0 / 325),
    ScrollRow(start: .points(20), end: .points(350), offset: 150, progress: 130.0 / 330),
    // A range of no length, and one whose end comes first, are a step at the start.
    ScrollRow(start: .points(20), end: .points(20), offset: 150, progress: 1),
    ScrollRow(start: .points(50), end: .points(10), offset: 40, progress: 0),
    ScrollRow(start: .points(50), end: .points(10), offset: 60, progress: 1),
  ]

  @Test("a scroll range reads the file's progress at each offset", arguments: scrollRows)
  func scrollRangeProgress(_ row: ScrollRow) throws {
    let metrics = try ScrollMetrics(offset: row.offset, viewportLength: 100, contentLength: 500)
    let progress = try #require(ScrollRange.scroll(from: row.start, to: row.end).progress(in: metrics))
    #expect(min(max(progress, 0), 1).isApproximatelyEqual(to: row.progress), "\(row.file)")
  }

  @Test("a scroll range with nothing to scroll is inactive, as the specification's scroll progress timeline is")
  func noOverflowIsInactive() throws {
    let metrics = try ScrollMetrics(offset: 0, viewportLength: 500, contentLength: 100)
    #expect(ScrollRange.scroll().progress(in: metrics) == nil)
  }
}
