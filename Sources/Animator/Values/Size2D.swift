/// A width and a height, like CoreGraphics' `CGSize`.
///
/// Sizes may be negative while they animate (a spring can overshoot through zero); what a negative
/// size means is up to whoever draws it.
public struct Size2D: Hashable, Sendable, VectorArithmetic, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Makes a size from its extents.
  ///
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, `0 × 0`.
  public static let zero = Size2D(width: 0, height: 0)

  /// Adds two sizes component by component.
  @inlinable
  public static func + (lhs: Size2D, rhs: Size2D) -> Size2D {
    Size2D(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  /// Subtracts two sizes component by component.
  @inlinable
  public static func - (lhs: Size2D, rhs: Size2D) -> Size2D {
    Size2D(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }

  /// Multiplies both extents by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) {
    width *= rhs
    height *= rhs
  }

  /// `width² + height²`.
  @inlinable
  public var magnitudeSquared: Double { width * width + height * height }

  /// The size as `width×height`.
  public var description: String { "\(width)×\(height)" }
}
