/// The named ranges of a subject crossing a viewport, as CSS's view progress timelines define
/// them (`animation-range: entry`, `contain`…).
///
/// Each names a span of scroll offsets, measured with the viewport shrunk by its insets:
///
/// | range | 0% when | 100% when |
/// | --- | --- | --- |
/// | ``cover`` | the subject's start edge meets the viewport's end edge | its end edge meets the viewport's start edge |
/// | ``contain`` | it is first wholly inside the viewport (or, larger than it, first covers it) | it last is |
/// | ``entry`` | as ``cover`` | as ``contain`` |
/// | ``exit`` | as ``contain`` ends | as ``cover`` ends |
/// | ``entryCrossing`` | the subject's start edge meets the viewport's end edge | its end edge does |
/// | ``exitCrossing`` | the subject's start edge meets the viewport's start edge | its end edge does |
///
/// A subject longer than the viewport cannot fit in it: ``contain`` then runs from where it first
/// covers the whole viewport to where it last does, and ``entry`` and ``exit`` end and start there.
public enum ViewRange: String, Sendable, Hashable, CaseIterable {
  /// From the first point of the subject showing to the last point of it leaving.
  case cover
  /// While the subject is wholly visible, or, larger than the viewport, covers all of it.
  case contain
  /// From the subject starting to show to its being wholly visible (or covering the viewport).
  case entry
  /// From the subject starting to leave to its having left.
  case exit
  /// While the subject crosses the viewport's end edge.
  case entryCrossing = "entry-crossing"
  /// While the subject crosses the viewport's start edge.
  case exitCrossing = "exit-crossing"
}

/// A point in a view progress range: a named range and an offset into it, as CSS's
/// `animation-range-start: entry 20%` or `contain calc(100% - 10px)`.
///
/// ```swift
/// let start = ViewRangeBoundary.start(of: .entry)                   // entry 0%
/// let end = ViewRangeBoundary(.contain, .percent(100) + .points(-10))
/// ```
public struct ViewRangeBoundary: Sendable, Hashable {
  /// The named range the offset is measured in.
  public var range: ViewRange
  /// How far into the range: percentages are of the range's length, and may lie outside 0...100.
  public var offset: ScrollLength

  /// Makes the point `offset` into `range`.
  ///
  /// - Parameters:
  ///   - range: The named range.
  ///   - offset: How far into it.
  public init(_ range: ViewRange, _ offset: ScrollLength) {
    self.range = range
    self.offset = offset
  }

  /// Where `range` starts (its 0%).
  ///
  /// - Parameter range: The named range.
  /// - Returns: The boundary.
  public static func start(of range: ViewRange) -> ViewRangeBoundary { ViewRangeBoundary(range, .zero) }

  /// Where `range` ends (its 100%).
  ///
  /// - Parameter range: The named range.
  /// - Returns: The boundary.
  public static func end(of range: ViewRange) -> ViewRangeBoundary { ViewRangeBoundary(range, .percent(100)) }
}

/// A subject that scrolls with the content: where its box starts along the axis, measured from
/// the start of the content, and how long it is.
///
/// ```swift
/// // A card 300 points tall whose top is 1,200 points down the page.
/// let card = try ViewSubject(start: 1200, length: 300)
/// ```
public struct ViewSubject: Sendable, Hashable {
  /// Where the subject's box starts, from the start of the content, in points.
  public let start: Double
  /// The length of the subject's box along the axis, in points.
  public let length: Double

  /// Makes a subject.
  ///
  /// - Parameters:
  ///   - start: Where its box starts, from the start of the content: any finite number.
  ///   - length: Its length along the axis: finite, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"start"`
  ///   or `"length"` for NaN, an infinity or a negative length.
  public init(start: Double, length: Double) throws(AnimationError) {
    try AnimationError.requireFinite(start, "start")
    try AnimationError.requireNonNegative(length, "length")
    self.start = start
    self.length = length
  }
}

/// How much of the viewport's start and end a view progress range ignores, as CSS's
/// `view-timeline-inset`: a header 60 points tall is an inset of 60 at the start. Percentages
/// are of the viewport's length.
public struct ViewInsets: Sendable, Hashable {
  /// What is taken off the viewport's start.
  public var start: ScrollLength
  /// What is taken off the viewport's end.
  public var end: ScrollLength

  /// Makes insets.
  ///
  /// - Parameters:
  ///   - start: What is taken off the viewport's start.
  ///   - end: What is taken off its end.
  public init(start: ScrollLength, end: ScrollLength) {
    self.start = start
    self.end = end
  }

  /// The same inset at both ends, as CSS's one-value `view-timeline-inset`.
  ///
  /// - Parameter both: What is taken off each end.
  public init(_ both: ScrollLength) {
    self.init(start: both, end: both)
  }

  /// No insets.
  public static var zero: ViewInsets { ViewInsets(.zero) }
}
