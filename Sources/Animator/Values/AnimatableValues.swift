/// Any number of vector values animated together: a vector whose elements are the values of a
/// parameter pack.
///
/// `AnimatableValues` lets a type with several animatable fields be ``Animatable`` without
/// writing any arithmetic: list the fields' vector forms and the pack adds, subtracts and scales
/// them element by element.
///
/// ```swift
/// struct Shadow: Animatable {
///   var radius: Double
///   var offset: Point2D
///   var color: Color
///
///   var animatableData: AnimatableValues<Double, Point2D, Color.AnimatableData> {
///     get { AnimatableValues(radius, offset, color.animatableData) }
///     set { (radius, offset, color.animatableData) = newValue.values }
///   }
/// }
/// ```
///
/// A field that is ``Animatable`` but not ``VectorArithmetic`` (such as ``Color`` or
/// ``AffineTransform2D``) takes part through its ``Animatable/animatableData``, as `color` does
/// above. For two values, ``AnimatablePair`` does the same with named elements.
///
/// Variadic generic types need the Swift 5.9 runtime (macOS 14, iOS 17, tvOS 17, watchOS 10).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
  /// The values, in the order of the type's parameters.
  public var values: (repeat each Value)

  /// Makes a vector of the given values.
  ///
  /// - Parameter values: The values, one for each of the type's parameters.
  @inlinable
  public init(_ values: repeat each Value) {
    self.values = (repeat each values)
  }

  /// The vector whose every element is zero.
  @inlinable
  public static var zero: AnimatableValues { AnimatableValues(repeat (each Value).zero) }

  /// Adds two vectors element by element.
  @inlinable
  public static func + (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
    AnimatableValues(repeat (each lhs.values) + (each rhs.values))
  }

  /// Subtracts two vectors element by element.
  @inlinable
  public static func - (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
    AnimatableValues(repeat (each lhs.values) - (each rhs.values))
  }

  /// Scales every element by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  @inlinable
  public mutating func scale(by rhs: Double) {
    values = (repeat (each values).scaled(by: rhs))
  }

  /// The sum of the elements' squared magnitudes.
  @inlinable
  public var magnitudeSquared: Double {
    var sum = 0.0
    for value in repeat each values {
      sum += value.magnitudeSquared
    }
    return sum
  }

  /// Whether every element of `lhs` equals the matching element of `rhs`.
  @inlinable
  public static func == (lhs: AnimatableValues, rhs: AnimatableValues) -> Bool {
    // A `where` clause is not supported in pack iteration (Swift 6.3).
    for (left, right) in repeat (each lhs.values, each rhs.values) {
      if left != right { return false }
    }
    return true
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AnimatableValues: Hashable where repeat each Value: Hashable {
  /// Hashes every element in order.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    for value in repeat each values {
      hasher.combine(value)
    }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AnimatableValues: CustomStringConvertible {
  /// The values as `(first, second, …)`.
  public var description: String {
    var parts: [String] = []
    for value in repeat each values {
      parts.append("\(value)")
    }
    return "(" + parts.joined(separator: ", ") + ")"
  }
}
