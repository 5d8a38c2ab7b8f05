/// A ``VectorArithmetic`` value whose components can be combined one at a time: what converting a
/// velocity per component needs, because the distance left to travel differs from one component to
/// the next.
///
/// Every vector value of the library conforms: `Double`, `Float`, `SIMD2`, `SIMD3` and `SIMD4`,
/// ``Point2D``, ``Size2D``, ``Rect2D``, ``AffineTransform2D/Decomposition`` (so ``AffineTransform2D`` through
/// its animatable data, and ``Color`` through its `SIMD4`), and ``AnimatablePair`` and
/// ``AnimatableValues`` of conforming values. A type of your own conforms by combining its fields:
///
/// ```swift
/// extension Insets: ComponentwiseArithmetic {
///   func combined(with other: Insets, _ combine: (Double, Double) -> Double) -> Insets {
///     Insets(top: combine(top, other.top), bottom: combine(bottom, other.bottom))
///   }
/// }
/// ```
public protocol ComponentwiseArithmetic: VectorArithmetic {
  /// The value whose every component is `combine` applied to the corresponding components of this
  /// value and `other`.
  ///
  /// - Parameters:
  ///   - other: The value whose components are the second arguments.
  ///   - combine: Makes one component from a component of this value and the same of `other`.
  /// - Returns: The combined value.
  func combined(with other: Self, _ combine: (Double, Double) -> Double) -> Self
}

extension Double: ComponentwiseArithmetic {
  /// `combine(self, other)`.
  ///
  /// - Parameters:
  ///   - other: The second argument.
  ///   - combine: The combination.
  /// - Returns: The combined value.
  public func combined(with other: Double, _ combine: (Double, Double) -> Double) -> Double { combine(self, other) }
}

extension Float: ComponentwiseArithmetic {
  /// `combine(self, other)`, computed in `Double` and rounded to `Float`.
  ///
  /// - Parameters:
  ///   - other: The second argument.
  ///   - combine: The combination.
  /// - Returns: The combined value.
  public func combined(with other: Float, _ combine: (Double, Double) -> Double) -> Float {
    Float(combine(Double(self), Double(other)))
  }
}

extension SIMD2: ComponentwiseArithmetic where Scalar: BinaryFloatingPoint {
  /// Combines lane by lane, in `Double`.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined value.
  public func combined(with other: SIMD2, _ combine: (Double, Double) -> Double) -> SIMD2 {
    var result = self
    for lane in indices { result[lane] = Scalar(combine(Double(self[lane]), Double(other[lane]))) }
    return result
  }
}

extension SIMD3: ComponentwiseArithmetic where Scalar: BinaryFloatingPoint {
  /// Combines lane by lane, in `Double`.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined value.
  public func combined(with other: SIMD3, _ combine: (Double, Double) -> Double) -> SIMD3 {
    var result = self
    for lane in indices { result[lane] = Scalar(combine(Double(self[lane]), Double(other[lane]))) }
    return result
  }
}

extension SIMD4: ComponentwiseArithmetic where Scalar: BinaryFloatingPoint {
  /// Combines lane by lane, in `Double`.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined value.
  public func combined(with other: SIMD4, _ combine: (Double, Double) -> Double) -> SIMD4 {
    var result = self
    for lane in indices { result[lane] = Scalar(combine(Double(self[lane]), Double(other[lane]))) }
    return result
  }
}

extension Point2D: ComponentwiseArithmetic {
  /// Combines `x` with `x` and `y` with `y`.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined point.
  public func combined(with other: Point2D, _ combine: (Double, Double) -> Double) -> Point2D {
    Point2D(x: combine(x, other.x), y: combine(y, other.y))
  }
}

extension Size2D: ComponentwiseArithmetic {
  /// Combines `width` with `width` and `height` with `height`.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined size.
  public func combined(with other: Size2D, _ combine: (Double, Double) -> Double) -> Size2D {
    Size2D(width: combine(width, other.width), height: combine(height, other.height))
  }
}

extension Rect2D: ComponentwiseArithmetic {
  /// Combines the origins and the sizes component by component.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined rect.
  public func combined(with other: Rect2D, _ combine: (Double, Double) -> Double) -> Rect2D {
    Rect2D(origin: origin.combined(with: other.origin, combine), size: size.combined(with: other.size, combine))
  }
}

extension AffineTransform2D.Decomposition: ComponentwiseArithmetic {
  /// Combines the six parameters one by one.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined decomposition.
  public func combined(
    with other: AffineTransform2D.Decomposition, _ combine: (Double, Double) -> Double
  ) -> AffineTransform2D.Decomposition {
    AffineTransform2D.Decomposition(
      translationX: combine(translationX, other.translationX), translationY: combine(translationY, other.translationY),
      rotation: combine(rotation, other.rotation), scaleX: combine(scaleX, other.scaleX),
      scaleY: combine(scaleY, other.scaleY), shear: combine(shear, other.shear))
  }
}

extension AnimatablePair: ComponentwiseArithmetic
where First: ComponentwiseArithmetic, Second: ComponentwiseArithmetic {
  /// Combines the first elements and the second elements.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined pair.
  public func combined(with other: AnimatablePair, _ combine: (Double, Double) -> Double) -> AnimatablePair {
    AnimatablePair(first.combined(with: other.first, combine), second.combined(with: other.second, combine))
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AnimatableValues: ComponentwiseArithmetic where repeat each Value: ComponentwiseArithmetic {
  /// Combines the values one by one.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined values.
  public func combined(with other: AnimatableValues, _ combine: (Double, Double) -> Double) -> AnimatableValues {
    AnimatableValues(repeat (each values).combined(with: each other.values, combine))
  }
}

extension ComponentwiseArithmetic {
  /// The components of this value, in the order ``combined(with:_:)`` visits them.
  var components: [Double] {
    var list: [Double] = []
    _ = combined(with: self) { component, _ in
      list.append(component)
      return component
    }
    return list
  }
}
