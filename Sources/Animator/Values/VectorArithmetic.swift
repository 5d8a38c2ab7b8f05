/// A value that animations can interpolate: it has a zero, it adds and subtracts, and it scales by a
/// real number.
///
/// This is the one vector-shaped protocol of the library, shaped like SwiftUI's protocol of the same
/// name. Animations work on differences between values (`to - from`), scale them by the progress of
/// a timing curve and add them back, so layered animations of one property simply add up.
///
/// ```swift
/// let from = Point2D(x: 0, y: 0), to = Point2D(x: 100, y: 50)
/// from.interpolated(towards: to, amount: 0.25)  // Point2D(x: 25, y: 12.5)
/// ```
///
/// `Double`, `Float`, and `SIMD2`, `SIMD3` and `SIMD4` of `Double` or `Float` conform, as do the
/// geometry values of this library. Every `VectorArithmetic` value is also ``Animatable`` with
/// itself as its ``Animatable/animatableData``.
public protocol VectorArithmetic: Equatable, Animatable, Sendable where AnimatableData == Self {
  /// The value that adds nothing: `x + .zero == x`.
  static var zero: Self { get }

  /// Adds two values.
  static func + (lhs: Self, rhs: Self) -> Self

  /// Subtracts one value from another.
  static func - (lhs: Self, rhs: Self) -> Self

  /// Multiplies every component of the value by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself: the square of its length.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Adds `rhs` to the value.
  @inlinable
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

  /// Subtracts `rhs` from the value.
  @inlinable
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

  /// The value with every component multiplied by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  /// - Returns: A scaled copy of the value.
  @inlinable
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// The value a fraction of the way towards `other`: `self + (other - self) × amount`.
  ///
  /// An `amount` of 0 gives `self`, 1 gives `other`; values outside 0...1 extrapolate, which is
  /// what curves that overshoot rely on.
  ///
  /// - Parameters:
  ///   - other: The value at `amount == 1`.
  ///   - amount: How far to go.
  /// - Returns: The interpolated value.
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }

  /// The value's own animatable data: the value itself.
  @inlinable
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= rhs }

  /// The square of the value.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs`, rounded to `Float`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

  /// The square of the value, computed in `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension SIMD2: Animatable, VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

  /// The sum of the squares of the lanes, computed in `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD3: Animatable, VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

  /// The sum of the squares of the lanes, computed in `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD4: Animatable, VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies every lane by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

  /// The sum of the squares of the lanes, computed in `Double`.
  @inlinable
  public var magnitudeSquared: Double { Double((self * self).sum()) }
}
