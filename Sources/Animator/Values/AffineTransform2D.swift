/// A two-dimensional affine transform, laid out like CoreGraphics' `CGAffineTransform`.
///
/// The six numbers are the first two columns of the 3×3 matrix
///
/// ```
/// ⎡ a  c  tx ⎤
/// ⎢ b  d  ty ⎥
/// ⎣ 0  0  1  ⎦
/// ```
///
/// and a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ```swift
/// let transform = AffineTransform2D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
/// transform.apply(to: Point2D(x: 1, y: 1))  // (22, 2): translated first, then scaled
/// ```
///
/// A transform is ``Animatable`` through its ``AffineTransform2D/Decomposition`` (translation,
/// rotation, scale and shear), not element by element, so animating to a rotation by pi turns the
/// value rather than squashing it through a zero matrix, and a scale of 0.8 grows linearly to 1.
/// See ``AffineTransform2D/Decomposition`` for the formula and the rules.
public struct AffineTransform2D: Hashable, Sendable, CustomStringConvertible {
  /// The image of the x axis' unit vector, horizontal component.
  public var a: Double
  /// The image of the x axis' unit vector, vertical component.
  public var b: Double
  /// The image of the y axis' unit vector, horizontal component.
  public var c: Double
  /// The image of the y axis' unit vector, vertical component.
  public var d: Double
  /// The horizontal translation, added after the linear part.
  public var tx: Double
  /// The vertical translation, added after the linear part.
  public var ty: Double

  /// Makes a transform from its six numbers.
  ///
  /// - Parameters:
  ///   - a: The horizontal component of the image of the x axis.
  ///   - b: The vertical component of the image of the x axis.
  ///   - c: The horizontal component of the image of the y axis.
  ///   - d: The vertical component of the image of the y axis.
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that leaves every point where it is.
  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Makes a transform that moves every point by `(x, y)`.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// Makes a transform that scales about the origin.
  ///
  /// Negative factors reflect; a zero factor makes a transform that cannot be inverted.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  @inlinable
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Makes a transform that rotates about the origin by `angle` radians.
  ///
  /// A positive angle turns the x axis towards the y axis: counterclockwise when y points up,
  /// clockwise on screens where y points down, as in CoreGraphics. The matrix holds the sine and
  /// cosine as computed, so `AffineTransform2D(rotationAngle: .pi).b` is `1.2e-16`, not zero.
  ///
  /// - Parameter angle: The angle in radians.
  public init(rotationAngle angle: Double) {
    let cosine = Math.cos(angle)
    let sine = Math.sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform is exactly ``identity``.
  @inlinable
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first and then `other`, like CoreGraphics'
  /// `concatenating(_:)`.
  ///
  /// ```swift
  /// let scaleThenMove = AffineTransform2D(scaleX: 2, y: 2)
  ///   .concatenating(AffineTransform2D(translationX: 10, y: 0))
  /// scaleThenMove.apply(to: Point2D(x: 1, y: 0))  // (12, 0)
  /// ```
  ///
  /// As matrices acting on column vectors this is `other × self`.
  ///
  /// - Parameter other: The transform applied second.
  /// - Returns: The combined transform.
  @inlinable
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: other.a * a + other.c * b,
      b: other.b * a + other.d * b,
      c: other.a * c + other.c * d,
      d: other.b * c + other.d * d,
      tx: other.a * tx + other.c * ty + other.tx,
      ty: other.b * tx + other.d * ty + other.ty
    )
  }

  /// The transform that first moves by `(x, y)` and then applies `self`, like CoreGraphics'
  /// `translatedBy(x:y:)`.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance, in the coordinates `self` transforms from.
  ///   - y: The vertical distance, in the coordinates `self` transforms from.
  /// - Returns: `AffineTransform2D(translationX: x, y: y).concatenating(self)`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(translationX: x, y: y).concatenating(self)
  }

  /// The transform that first scales by `(x, y)` and then applies `self`, like CoreGraphics'
  /// `scaledBy(x:y:)`.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  /// - Returns: `AffineTransform2D(scaleX: x, y: y).concatenating(self)`.
  @inlinable
  public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(scaleX: x, y: y).concatenating(self)
  }

  /// The transform that first rotates by `angle` radians and then applies `self`, like
  /// CoreGraphics' `rotated(by:)`.
  ///
  /// - Parameter angle: The angle in radians.
  /// - Returns: `AffineTransform2D(rotationAngle: angle).concatenating(self)`.
  public func rotated(by angle: Double) -> AffineTransform2D {
    AffineTransform2D(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one, or `nil` if there is none.
  ///
  /// A transform whose determinant `a·d - b·c` is zero (it flattens the plane onto a line or a
  /// point) has no inverse, and neither has one whose inverse would not be finite (a determinant
  /// so small that dividing by it overflows, or components that are NaN or infinite). Where
  /// CoreGraphics returns such a transform unchanged, this returns `nil`.
  ///
  /// - Returns: The inverse, such that `t.concatenating(t.inverted()!)` is the identity up to
  ///   rounding.
  public func inverted() -> AffineTransform2D? {
    let determinant = a * d - b * c
    guard determinant != 0 else { return nil }
    let inverse = AffineTransform2D(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant
    )
    guard inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite, inverse.d.isFinite,
      inverse.tx.isFinite, inverse.ty.isFinite
    else { return nil }
    return inverse
  }

  /// Maps a point through the transform: `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// - Parameter point: The point to map.
  /// - Returns: The transformed point.
  @inlinable
  public func apply(to point: Point2D) -> Point2D {
    Point2D(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The transform as `AffineTransform2D(a: …, b: …, c: …, d: …, tx: …, ty: …)`.
  public var description: String {
    "AffineTransform2D(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
