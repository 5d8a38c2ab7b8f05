/// The direction a scroll view scrolls in: the axis a scroll position is measured along.
public enum ScrollAxis: Sendable, Hashable, CaseIterable {
  /// Top to bottom: offsets grow as content moves up.
  case vertical
  /// Leading to trailing: offsets grow as content moves towards the leading edge.
  case horizontal
}

/// Where a scroll view is along one axis: its offset, the length of its visible part (the
/// viewport) and the length of what it scrolls (the content).
///
/// The furthest it can scroll is ``maximumOffset``, `contentLength − viewportLength` (zero when
/// the content fits). An offset outside `0...maximumOffset`, as a rubber-banding scroll view
/// reports while it overscrolls, is accepted: the ranges built on it read it as the nearest end
/// (``clampedOffset``), so overscroll holds a scroll-driven animation at its end rather than
/// running it past.
///
/// ```swift
/// // A 3,000-point page in an 800-point window, scrolled down by 550 points.
/// let page = try ScrollMetrics(offset: 550, viewportLength: 800, contentLength: 3000)
/// page.maximumOffset   // 2200
/// ```
public struct ScrollMetrics: Sendable, Hashable {
  /// How far the content is scrolled, in points; may lie outside `0...maximumOffset`.
  public let offset: Double
  /// The length of the visible part, in points.
  public let viewportLength: Double
  /// The length of the scrolled content, in points.
  public let contentLength: Double

  /// Makes the metrics of a scroll view along one axis.
  ///
  /// - Parameters:
  ///   - offset: How far the content is scrolled: any finite number (outside the scrollable
  ///     range while it overscrolls). Defaults to 0.
  ///   - viewportLength: The length of the visible part: finite, zero or more.
  ///   - contentLength: The length of the content: finite, zero or more. Content shorter than
  ///     the viewport is allowed: there is then nothing to scroll.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"offset"`, `"viewportLength"` or `"contentLength"` for NaN, an infinity or a negative
  ///   length.
  public init(offset: Double = 0, viewportLength: Double, contentLength: Double) throws(AnimationError) {
    try AnimationError.requireFinite(offset, "offset")
    try AnimationError.requireNonNegative(viewportLength, "viewportLength")
    try AnimationError.requireNonNegative(contentLength, "contentLength")
    self.init(unchecked: offset, viewportLength, contentLength)
  }

  init(unchecked offset: Double, _ viewportLength: Double, _ contentLength: Double) {
    self.offset = offset
    self.viewportLength = viewportLength
    self.contentLength = contentLength
  }

  /// Metrics with nothing to scroll: zero lengths, offset 0.
  public static var zero: ScrollMetrics { ScrollMetrics(unchecked: 0, 0, 0) }

  /// The furthest the content can scroll: `contentLength − viewportLength`, or 0 when it fits.
  public var maximumOffset: Double { max(contentLength - viewportLength, 0) }

  /// Whether there is anything to scroll (``maximumOffset`` > 0). A scroll progress range is
  /// inactive without it, as CSS's scroll progress timeline is.
  public var hasScrollableOverflow: Bool { maximumOffset > 0 }

  /// ``offset`` moved into `0...maximumOffset`: where the ranges read the scroll view as being.
  public var clampedOffset: Double { min(max(offset, 0), maximumOffset) }

  /// The same viewport and content, scrolled to `offset`.
  ///
  /// - Parameter offset: The new offset: any finite number.
  /// - Returns: The metrics at that offset.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"offset"`
  ///   for NaN or an infinity.
  public func scrolled(to offset: Double) throws(AnimationError) -> ScrollMetrics {
    try AnimationError.requireFinite(offset, "offset")
    return ScrollMetrics(unchecked: offset, viewportLength, contentLength)
  }
}
