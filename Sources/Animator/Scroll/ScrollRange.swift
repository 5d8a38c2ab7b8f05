/// A span of scroll offsets that a scroll-driven player runs over: 0 at its start, 1 at its end.
///
/// Three kinds, as the web has them:
/// - ``scroll(from:to:)``: a part of the whole scrollable distance (CSS's scroll progress
///   timeline, `scroll()`): by default 0 at the top and 1 at the bottom.
/// - ``view(_:from:to:insets:)``: a subject crossing the viewport (CSS's view progress timeline,
///   `view()`), between two points of its named ranges (``ViewRange``).
/// - ``trigger(_:start:end:)``: from where one line of the subject meets one line of the viewport
///   to where another does (GSAP ScrollTrigger's `start: "top bottom"`, `end: "bottom top"`).
///
/// ```swift
/// let page = try ScrollMetrics(offset: 550, viewportLength: 800, contentLength: 3000)
/// let card = try ViewSubject(start: 1200, length: 300)
/// let range = ScrollRange.view(card, from: .start(of: .entry), to: .end(of: .entry))
/// range.progress(in: page)   // 0.5: the card is half way into view
/// ```
///
/// A range is inactive (``offsets(in:)`` and ``progress(in:)`` are `nil`, and a player it drives
/// keeps its state) when a scroll range has nothing to scroll, or when a view range's insets leave
/// its ``ViewRange/cover`` range empty, as CSS's timelines are.
public struct ScrollRange: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case scroll(from: ScrollLength, to: ScrollLength)
    case view(ViewSubject, insets: ViewInsets, from: ViewRangeBoundary, to: ViewRangeBoundary)
    case trigger(ViewSubject, start: ScrollTriggerPosition, end: ScrollTriggerPosition)
  }

  let kind: Kind

  /// A part of the scrollable distance, as percentages of it plus points: by default all of it.
  ///
  /// - Parameters:
  ///   - start: Where the range starts. Defaults to 0%, the top.
  ///   - end: Where it ends. Defaults to 100%, the furthest the content scrolls.
  /// - Returns: The range.
  public static func scroll(from start: ScrollLength = .zero, to end: ScrollLength = .percent(100)) -> ScrollRange {
    ScrollRange(kind: .scroll(from: start, to: end))
  }

  /// A subject crossing the viewport, between two points of its named ranges: by default all of
  /// ``ViewRange/cover``, from its first point showing to its last point leaving.
  ///
  /// - Parameters:
  ///   - subject: The subject.
  ///   - start: Where the range starts. Defaults to the start of ``ViewRange/cover``.
  ///   - end: Where it ends. Defaults to the end of ``ViewRange/cover``.
  ///   - insets: What the viewport's ends do not count. Defaults to none.
  /// - Returns: The range.
  public static func view(
    _ subject: ViewSubject, from start: ViewRangeBoundary = .start(of: .cover),
    to end: ViewRangeBoundary = .end(of: .cover), insets: ViewInsets = .zero
  ) -> ScrollRange {
    ScrollRange(kind: .view(subject, insets: insets, from: start, to: end))
  }

  /// One named range of a subject crossing the viewport, from its 0% to its 100%.
  ///
  /// - Parameters:
  ///   - subject: The subject.
  ///   - range: The named range.
  ///   - insets: What the viewport's ends do not count. Defaults to none.
  /// - Returns: The range.
  public static func view(_ subject: ViewSubject, _ range: ViewRange, insets: ViewInsets = .zero) -> ScrollRange {
    view(subject, from: .start(of: range), to: .end(of: range), insets: insets)
  }

  /// From where `start` says a line of the subject meets a line of the viewport to where `end`
  /// says another does (GSAP ScrollTrigger's `start` and `end`).
  ///
  /// - Parameters:
  ///   - subject: The subject.
  ///   - start: Where the range starts. Defaults to ``ScrollTriggerPosition/topMeetsBottom``, the
  ///     subject starting to show.
  ///   - end: Where it ends. Defaults to ``ScrollTriggerPosition/bottomMeetsTop``, its having left.
  /// - Returns: The range.
  public static func trigger(
    _ subject: ViewSubject, start: ScrollTriggerPosition = .topMeetsBottom,
    end: ScrollTriggerPosition = .bottomMeetsTop
  ) -> ScrollRange {
    ScrollRange(kind: .trigger(subject, start: start, end: end))
  }

  /// The scroll offsets where the range starts and ends, in `metrics`' viewport and content.
  ///
  /// The offset of `metrics` does not matter. `start` may come after `end` (a range whose end
  /// point lies before its start point): a player then jumps from its start to its end where
  /// `start` is, as if the range had no length.
  ///
  /// - Parameter metrics: The scroll view's viewport and content.
  /// - Returns: The offsets, or `nil` when the range is inactive.
  /// - Complexity: O(1).
  public func offsets(in metrics: ScrollMetrics) -> Offsets? {
    switch kind {
    case .scroll(let start, let end):
      guard metrics.hasScrollableOverflow else { return nil }
      let distance = metrics.maximumOffset
      return Offsets(start: start.resolved(against: distance), end: end.resolved(against: distance))
    case .view(let subject, let insets, let start, let end):
      guard let edges = ViewEdges(subject, insets: insets, viewportLength: metrics.viewportLength) else {
        return nil
      }
      return Offsets(start: edges.offset(of: start), end: edges.offset(of: end))
    case .trigger(let subject, let start, let end):
      return Offsets(
        start: start.offset(for: subject, viewportLength: metrics.viewportLength),
        end: end.offset(for: subject, viewportLength: metrics.viewportLength))
    }
  }

  /// How far through the range `metrics`' offset is, unclamped: below 0 before the range, above 1
  /// after it (CSS's `ViewTimeline.currentTime` reads −150% and 250% the same way). The offset is
  /// first moved into the scrollable distance (``ScrollMetrics/clampedOffset``).
  ///
  /// - Parameter metrics: The scroll view.
  /// - Returns: The progress, or `nil` when the range is inactive.
  /// - Complexity: O(1).
  public func progress(in metrics: ScrollMetrics) -> Double? {
    offsets(in: metrics)?.progress(at: metrics.clampedOffset)
  }

  /// The scroll offsets where a range starts and ends.
  public struct Offsets: Sendable, Hashable {
    /// The offset where the range starts: progress 0.
    public let start: Double
    /// The offset where the range ends: progress 1.
    public let end: Double

    /// Makes the offsets of a range.
    ///
    /// - Parameters:
    ///   - start: Where the range starts.
    ///   - end: Where it ends; before `start`, the range is a step at `start`.
    public init(start: Double, end: Double) {
      self.start = start
      self.end = end
    }

    /// How far through the range `offset` is: `(offset − start) / (end − start)`, unclamped.
    /// A range with no length, or whose end comes before its start, is a step: 0 before `start`,
    /// 1 from `start` on.
    ///
    /// - Parameter offset: A scroll offset.
    /// - Returns: The progress.
    public func progress(at offset: Double) -> Double {
      guard end > start else { return offset < start ? 0 : 1 }
      return (offset - start) / (end - start)
    }

    /// The offset at `progress` through the range: `start + progress × (end − start)`.
    ///
    /// - Parameter progress: How far through the range; may lie outside 0...1.
    /// - Returns: The offset.
    public func offset(atProgress progress: Double) -> Double {
      start + progress * (end - start)
    }

    /// The offset where the range's step lies, or `end` for a range with a length: where the
    /// range stops changing.
    var last: Double { max(start, end) }
  }
}
