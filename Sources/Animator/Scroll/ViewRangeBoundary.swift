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
