/// A value an animation can drive: it exposes a ``VectorArithmetic`` form of itself that is
/// interpolated, and is rebuilt from it.
///
/// Vector-shaped values (`Double`, `SIMD4<Float>`, ``Point2D``) are their own animatable data.
/// Values that must not be interpolated component by component expose another form: an
/// ``AffineTransform2D`` is interpolated through its ``AffineTransform2D/Decomposition`` (translation,
/// rotation, scale, shear), so that a rotation by pi turns rather than collapsing through a point,
/// and a ``Color`` through its premultiplied components. A type of your own with several animatable
/// fields can combine them with ``AnimatablePair`` or ``AnimatableValues``:
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
/// Setting `animatableData` and reading it back need not give the same data (a decomposition is
/// normalised), but the value it describes is the same.
public protocol Animatable {
  /// The vector form of the value that animations interpolate.
  associatedtype AnimatableData: VectorArithmetic

  /// The value as a vector; setting it rebuilds the value.
  var animatableData: AnimatableData { get set }
}
