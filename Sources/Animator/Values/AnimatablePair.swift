/// Two vector values animated together, shaped like SwiftUI's type of the same name.
///
/// A pair is the simplest way to animate a type with two animatable fields:
///
/// ```swift
/// struct Ring: Animatable {
///   var radius: Double
///   var center: Point2D
///   var animatableData: AnimatablePair<Double, Point2D> {
///     get { AnimatablePair(radius, center) }
///     set { (radius, center) = (newValue.first, newValue.second) }
///   }
/// }
/// ```
///
/// Pairs nest (`AnimatablePair<Double, AnimatablePair<Point2D, Size2D>>`); for more than two fields,
/// ``AnimatableValues`` holds any number without nesting.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// Makes a pair.
  ///
  /// - Parameters:
  ///   - first: The first value.
  ///   - second: The second value.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  @inlinable
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

  /// Adds two pairs element by element.
  @inlinable
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Subtracts two pairs element by element.
  @inlinable
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both elements by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of the elements' squared magnitudes.
  @inlinable
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
  /// The pair as `(first, second)`.
  public var description: String { "(\(first), \(second))" }
}
