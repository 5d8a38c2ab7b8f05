/// The resistance of a scroll view dragged past its edge: UIScrollView's rubber-band formula, and
/// its inverse.
///
/// A finger that has gone `x` past the edge moves the content only
///
///     b(x) = (1 − 1/(x·c/d + 1)) · d = x·c·d / (x·c + d)
///
/// where `d` is the ``dimension`` (the scroll view's width or height along the drag) and `c` the
/// ``coefficient`` (0.55 in UIKit). The content follows the finger at `c` times its speed at the
/// edge, slows as it goes, and never gets `d` past the edge. The second form is the same number
/// without the cancellation of `1 − 1/(1 + ε)` for small overflows.
///
/// ```swift
/// let band = try RubberBand(dimension: 800)
/// try band.offset(forOverflow: 100)              // 51.46: the finger is 100 past the edge
/// try band.overflow(forOffset: 51.461988…)       // 100: back to the finger
/// try band.value(-100, in: 0...1200)             // -51.46: past the lower edge
/// try band.value(600, in: 0...1200)              // 600: inside, unchanged
/// ```
public struct RubberBand: Hashable, Sendable {
  /// UIScrollView's coefficient, 0.55.
  public static let defaultCoefficient = 0.55

  /// The length `d` the content is dragged along, for example the scroll view's height; greater
  /// than zero. The content never gets this far past an edge.
  public let dimension: Double

  /// The coefficient `c`: how fast the content follows the finger at the edge (0.55 times as
  /// fast in UIKit); greater than zero.
  public let coefficient: Double

  /// Makes the rubber band of a view of a given size.
  ///
  /// - Parameters:
  ///   - dimension: The length `d` along the drag, greater than zero.
  ///   - coefficient: The coefficient `c`, greater than zero. Defaults to
  ///     ``defaultCoefficient`` (0.55).
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dimension"` or `"coefficient"` when it is not a finite number greater than zero.
  public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) throws(AnimationError) {
    try AnimationError.requirePositive(dimension, "dimension")
    try AnimationError.requirePositive(coefficient, "coefficient")
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// How far past the edge the content goes for a finger `overflow` past it: `b(x)`, with the
  /// sign of `overflow` (the band is symmetric).
  ///
  /// - Parameter overflow: How far the finger is past the edge, either way.
  /// - Returns: `x·c·d/(|x|·c + d)`, in `(−d, d)`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"overflow"` when it is NaN or infinite.
  /// - Complexity: O(1).
  public func offset(forOverflow overflow: Double) throws(AnimationError) -> Double {
    try AnimationError.requireFinite(overflow, "overflow")
    return banded(overflow)
  }

  /// How far past the edge the finger is for content `offset` past it: the inverse of
  /// ``offset(forOverflow:)``, `x = y·d/(c·(d − |y|))`, to map a banded position back to the finger
  /// (when a drag starts on content that is already past its edge).
  ///
  /// - Parameter offset: How far the content is past the edge, either way; smaller than
  ///   ``dimension`` in size, because the band never reaches it.
  /// - Returns: The overflow whose band is `offset`, with its sign.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"offset"`
  ///   when it is NaN, infinite, or not inside `(−d, d)`.
  /// - Complexity: O(1).
  public func overflow(forOffset offset: Double) throws(AnimationError) -> Double {
    guard offset.isFinite, abs(offset) < dimension else { throw outside("offset", offset) }
    return unbanded(offset)
  }

  /// A dragged value with the band applied past either end of a range: unchanged inside it, and
  /// `bound ± b(overflow)` beyond.
  ///
  /// ```swift
  /// let band = try RubberBand(dimension: 800)
  /// try band.value(1300, in: 0...1200)   // 1251.46
  /// ```
  ///
  /// - Parameters:
  ///   - value: Where the finger would put the value, unbounded.
  ///   - range: The values the content may rest at.
  /// - Returns: The value the content shows.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"value"`
  ///   when it is NaN or infinite.
  /// - Complexity: O(1).
  public func value(_ value: Double, in range: ClosedRange<Double>) throws(AnimationError) -> Double {
    try AnimationError.requireFinite(value, "value")
    if value < range.lowerBound { return range.lowerBound + banded(value - range.lowerBound) }
    if value > range.upperBound { return range.upperBound + banded(value - range.upperBound) }
    return value
  }

  /// Where the finger is for a value the content shows: the inverse of ``value(_:in:)``.
  ///
  /// - Parameters:
  ///   - banded: The value shown, less than ``dimension`` past either end of `range`.
  ///   - range: The values the content may rest at.
  /// - Returns: The unbounded value whose band is `banded`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"banded"`
  ///   when it is NaN, infinite, or ``dimension`` or more past an end.
  /// - Complexity: O(1).
  public func unbandedValue(_ banded: Double, in range: ClosedRange<Double>) throws(AnimationError) -> Double {
    try AnimationError.requireFinite(banded, "banded")
    let edge = banded < range.lowerBound ? range.lowerBound : banded > range.upperBound ? range.upperBound : banded
    let offset = banded - edge
    guard abs(offset) < dimension else { throw outside("banded", banded) }
    return edge + unbanded(offset)
  }

  /// `b(x)` for a finite `x`, with its sign.
  private func banded(_ x: Double) -> Double {
    let ratio = abs(x) * coefficient / dimension  // x·c/d, which may overflow to infinity
    // Far out, d·(1 − 1/(r + 1)) tends to d without overflowing; near the edge x·c/(r + 1) keeps
    // every digit that 1 − 1/(1 + r) would cancel.
    return ratio > 1 ? (dimension - dimension / (ratio + 1)) * (x < 0 ? -1 : 1) : x * coefficient / (ratio + 1)
  }

  /// `x` for a band `y` inside `(−d, d)`, with its sign.
  private func unbanded(_ y: Double) -> Double {
    y * dimension / (coefficient * (dimension - abs(y)))
  }

  /// The error for a band that no overflow gives.
  private func outside(_ parameter: String, _ value: Double) -> AnimationError {
    .invalidArgument(
      parameter: parameter, value: "\(value)",
      requirement: .other("a number strictly between -\(dimension) and \(dimension)"))
  }
}
