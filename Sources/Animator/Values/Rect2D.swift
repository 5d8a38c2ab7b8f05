/// A rectangle: an origin and a size, like CoreGraphics' `CGRect`.
///
/// A rectangle animates its origin and its size together, so `bounds` and `frame` animations
/// interpolate all four numbers at once.
public struct Rect2D: Hashable, Sendable, VectorArithmetic, CustomStringConvertible {
  /// The corner with the smallest coordinates (for a positive size).
  public var origin: Point2D
  /// The extent from the origin.
  public var size: Size2D

  /// Makes a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: The corner with the smallest coordinates.
  ///   - size: The extent.
  @inlinable
  public init(origin: Point2D, size: Size2D) {
    self.origin = origin
    self.size = size
  }

  /// Makes a rectangle from its four numbers.
  ///
  /// - Parameters:
  ///   - x: The origin's horizontal coordinate.
  ///   - y: The origin's vertical coordinate.
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect2D(origin: .zero, size: .zero)

  /// The point in the middle of the rectangle.
  @inlinable
  public var center: Point2D {
    Point2D(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// Adds origins and sizes component by component.
  @inlinable
  public static func + (lhs: Rect2D, rhs: Rect2D) -> Rect2D {
    Rect2D(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }

  /// Subtracts origins and sizes component by component.
  @inlinable
  public static func - (lhs: Rect2D, rhs: Rect2D) -> Rect2D {
    Rect2D(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }

  /// Multiplies all four numbers by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) {
    origin.scale(by: rhs)
    size.scale(by: rhs)
  }

  /// The sum of the squares of the four numbers.
  @inlinable
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }

  /// The rectangle as `(x, y, width×height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width)×\(size.height))" }
}
