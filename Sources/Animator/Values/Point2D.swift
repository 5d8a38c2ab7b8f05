/// A point in a two-dimensional coordinate space, like CoreGraphics' `CGPoint`.
///
/// ```swift
/// var position = Point2D(x: 10, y: 20)
/// position += Point2D(x: 5, y: 0)   // (15, 20)
/// ```
public struct Point2D: Hashable, Sendable, VectorArithmetic, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Makes a point from its coordinates.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point2D(x: 0, y: 0)

  /// Adds two points component by component.
  @inlinable
  public static func + (lhs: Point2D, rhs: Point2D) -> Point2D { Point2D(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

  /// Subtracts two points component by component.
  @inlinable
  public static func - (lhs: Point2D, rhs: Point2D) -> Point2D { Point2D(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

  /// Multiplies both coordinates by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) {
    x *= rhs
    y *= rhs
  }

  /// `x² + y²`.
  @inlinable
  public var magnitudeSquared: Double { x * x + y * y }

  /// The point as `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
