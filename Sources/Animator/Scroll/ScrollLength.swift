/// A length along a scroll axis given as a percentage of some base length plus points, as CSS's
/// `calc(50% + 20px)`: what an inset, a range offset or a trigger edge is measured in.
///
/// What the percentage is of depends on where the length is used: the viewport for insets and a
/// trigger's viewport line, the subject for a trigger's subject line, the named range for a view
/// range's offset, the scrollable distance for a scroll range.
///
/// ```swift
/// let inset: ScrollLength = .percent(10)          // a tenth of the viewport
/// let offset: ScrollLength = .percent(100) + .points(-10)
/// ```
public struct ScrollLength: Sendable, Hashable {
  /// The percentage of the base length: 100 is all of it.
  public let percent: Double
  /// The points added to the percentage.
  public let points: Double

  /// Makes a length of `percent` of the base plus `points`.
  ///
  /// - Parameters:
  ///   - percent: The percentage of the base length; finite. Defaults to 0.
  ///   - points: The points added; finite. Defaults to 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"percent"`
  ///   or `"points"` for NaN or an infinity.
  public init(percent: Double = 0, points: Double = 0) throws(AnimationError) {
    try AnimationError.requireFinite(percent, "percent")
    try AnimationError.requireFinite(points, "points")
    self.init(unchecked: percent, points)
  }

  init(unchecked percent: Double, _ points: Double) {
    self.percent = percent
    self.points = points
  }

  /// No length.
  public static var zero: ScrollLength { ScrollLength(unchecked: 0, 0) }

  /// `percent` of the base length. A value that is NaN or infinite is read as 0 and reported
  /// nowhere; use ``init(percent:points:)`` to have it refused.
  ///
  /// - Parameter percent: The percentage: 100 is the whole base length.
  /// - Returns: The length.
  public static func percent(_ percent: Double) -> ScrollLength {
    ScrollLength(unchecked: percent.isFinite ? percent : 0, 0)
  }

  /// A fixed number of points. A value that is NaN or infinite is read as 0; use
  /// ``init(percent:points:)`` to have it refused.
  ///
  /// - Parameter points: The length in points.
  /// - Returns: The length.
  public static func points(_ points: Double) -> ScrollLength {
    ScrollLength(unchecked: 0, points.isFinite ? points : 0)
  }

  /// The sum of two lengths: their percentages and their points added.
  ///
  /// - Parameters:
  ///   - a: A length.
  ///   - b: Another length.
  /// - Returns: `a` and `b` together.
  public static func + (a: ScrollLength, b: ScrollLength) -> ScrollLength {
    ScrollLength(unchecked: a.percent + b.percent, a.points + b.points)
  }

  /// The length in points against `base`: `base × percent / 100 + points`.
  ///
  /// The product is taken before the division, so whole percentages of whole lengths come out
  /// exact (10% of 200 is 20, not 20.000000000000004).
  ///
  /// - Parameter base: The length the percentage is of.
  /// - Returns: The length in points.
  public func resolved(against base: Double) -> Double {
    base * percent / 100 + points
  }
}
