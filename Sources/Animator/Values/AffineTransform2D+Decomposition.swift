extension AffineTransform2D {
  /// An affine transform taken apart into translation, rotation, scale and shear: the form in which
  /// transforms are interpolated.
  ///
  /// A transform is rebuilt from its decomposition as
  ///
  /// ```
  /// M = T(translationX, translationY) · R(rotation) · S(scaleX, scaleY) · H(shear)
  ///
  ///         ⎡ cos θ  -sin θ ⎤          ⎡ sx  0  ⎤          ⎡ 1  k ⎤
  /// R(θ) =  ⎣ sin θ   cos θ ⎦,  S   =  ⎣ 0   sy ⎦,  H(k) = ⎣ 0  1 ⎦
  ///
  /// a = sx·cos θ          c = sx·k·cos θ - sy·sin θ          tx = translationX
  /// b = sx·sin θ          d = sx·k·sin θ + sy·cos θ          ty = translationY
  /// ```
  ///
  /// Read right to left, a point is sheared along x (`x += shear·y`), scaled, rotated about the
  /// origin, then moved. Shearing before scaling lets every 2×2 matrix be written this way,
  /// including singular ones.
  ///
  /// ``AffineTransform2D/decomposition`` chooses one decomposition per transform:
  ///
  /// - `scaleX` is the length of the first column `(a, b)`, and `rotation` its direction.
  /// - A transform that keeps orientation (`a·d - b·c > 0`) has both scales positive and a
  ///   rotation in `-π < rotation <= π`. `AffineTransform2D(rotationAngle: .pi)` decomposes to a
  ///   rotation of `+π`.
  /// - A reflection (`a·d - b·c < 0`) has exactly one negative scale, on whichever axis keeps the
  ///   rotation within a quarter turn (`-π/2 < rotation <= π/2`). So `AffineTransform2D(scaleX: -1,
  ///   y: 1)` decomposes to `scaleX == -1` and no rotation, and animating to it from the identity
  ///   squeezes the x axis through zero (a card flip), as CSS transforms do.
  /// - A singular transform follows the reflection rule and has a scale of zero on the axis it
  ///   loses. If its first column is zero, `scaleX` and `shear` are zero and `rotation` and
  ///   `scaleY` describe the second column. If its whole linear part is zero, the rotation,
  ///   scales and shear are all zero. Either way, rebuilding it gives back the same matrix.
  /// - A transform with a NaN or infinite `a`, `b`, `c` or `d` decomposes to NaN rotation,
  ///   scales and shear (its translation is kept).
  ///
  /// Rebuilding a transform from its decomposition gives back its matrix to within rounding
  /// (about `1e-15` times the size of its entries).
  ///
  /// Animations interpolate each of the six numbers linearly. In particular the rotation goes
  /// linearly from one decomposed angle to the other, with no shortest-path wrapping: from
  /// `rotation(0.9 × π)` to `rotation(-0.9 × π)` turns backwards through zero by 1.8π rather
  /// than forwards by 0.2π, and an angle of `1.5 × π` is decomposed as `-0.5 × π`. To turn
  /// through more than half a turn, or in a chosen direction, animate a `Double` angle and build
  /// the transform from it.
  ///
  /// The vector operations (``zero``, `+`, `-`, ``scale(by:)``) act on the six numbers and exist
  /// for animations, which add up differences between decompositions. ``zero`` is the
  /// additive zero, whose scales are zero; ``identity`` describes the identity transform.
  public struct Decomposition: Hashable, Sendable, VectorArithmetic, CustomStringConvertible {
    /// The horizontal translation, `tx`.
    public var translationX: Double
    /// The vertical translation, `ty`.
    public var translationY: Double
    /// The rotation in radians, `θ`.
    public var rotation: Double
    /// The scale along the x axis, `sx`.
    public var scaleX: Double
    /// The scale along the y axis, `sy`.
    public var scaleY: Double
    /// The horizontal shear, `k`, applied before the scale: `x += shear·y`.
    public var shear: Double

    /// Makes a decomposition from its six numbers; the defaults describe the identity transform.
    ///
    /// ```swift
    /// let spun = AffineTransform2D(AffineTransform2D.Decomposition(rotation: .pi / 2, scaleX: 2))
    /// ```
    ///
    /// - Parameters:
    ///   - translationX: The horizontal translation.
    ///   - translationY: The vertical translation.
    ///   - rotation: The rotation in radians.
    ///   - scaleX: The scale along the x axis.
    ///   - scaleY: The scale along the y axis.
    ///   - shear: The horizontal shear, applied before the scale.
    @inlinable
    public init(
      translationX: Double = 0,
      translationY: Double = 0,
      rotation: Double = 0,
      scaleX: Double = 1,
      scaleY: Double = 1,
      shear: Double = 0
    ) {
      self.translationX = translationX
      self.translationY = translationY
      self.rotation = rotation
      self.scaleX = scaleX
      self.scaleY = scaleY
      self.shear = shear
    }

    /// The decomposition of the identity transform: no translation, rotation or shear, and
    /// scales of 1.
    public static let identity = Decomposition()

    /// The additive zero: all six numbers zero (which, as a transform, scales everything to a
    /// point).
    public static let zero = Decomposition(scaleX: 0, scaleY: 0)

    /// Adds two decompositions number by number.
    @inlinable
    public static func + (lhs: Decomposition, rhs: Decomposition) -> Decomposition {
      Decomposition(
        translationX: lhs.translationX + rhs.translationX,
        translationY: lhs.translationY + rhs.translationY,
        rotation: lhs.rotation + rhs.rotation,
        scaleX: lhs.scaleX + rhs.scaleX,
        scaleY: lhs.scaleY + rhs.scaleY,
        shear: lhs.shear + rhs.shear
      )
    }

    /// Subtracts two decompositions number by number.
    @inlinable
    public static func - (lhs: Decomposition, rhs: Decomposition) -> Decomposition {
      Decomposition(
        translationX: lhs.translationX - rhs.translationX,
        translationY: lhs.translationY - rhs.translationY,
        rotation: lhs.rotation - rhs.rotation,
        scaleX: lhs.scaleX - rhs.scaleX,
        scaleY: lhs.scaleY - rhs.scaleY,
        shear: lhs.shear - rhs.shear
      )
    }

    /// Multiplies all six numbers by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
      translationX *= rhs
      translationY *= rhs
      rotation *= rhs
      scaleX *= rhs
      scaleY *= rhs
      shear *= rhs
    }

    /// The sum of the squares of the six numbers.
    ///
    /// It mixes points, radians and factors, so it serves to tell whether a difference is
    /// negligible, not as a distance between transforms.
    @inlinable
    public var magnitudeSquared: Double {
      translationX * translationX + translationY * translationY + rotation * rotation + scaleX * scaleX
        + scaleY * scaleY + shear * shear
    }

    /// The decomposition as `translation (tx, ty), rotation θ, scale (sx, sy), shear k`.
    public var description: String {
      "translation (\(translationX), \(translationY)), rotation \(rotation), "
        + "scale (\(scaleX), \(scaleY)), shear \(shear)"
    }
  }

  /// Makes the transform a decomposition describes: `T · R · S · H`.
  ///
  /// See ``AffineTransform2D/Decomposition`` for the formula. Any six numbers describe a transform,
  /// not only the ones ``decomposition`` returns.
  ///
  /// - Parameter decomposition: The translation, rotation, scale and shear.
  /// - Complexity: O(1); one sine and one cosine.
  public init(_ decomposition: Decomposition) {
    let cosine = Math.cos(decomposition.rotation)
    let sine = Math.sin(decomposition.rotation)
    let scaleX = decomposition.scaleX
    let scaleY = decomposition.scaleY
    let shearX = scaleX * decomposition.shear
    self.init(
      a: scaleX * cosine,
      b: scaleX * sine,
      c: shearX * cosine - scaleY * sine,
      d: shearX * sine + scaleY * cosine,
      tx: decomposition.translationX,
      ty: decomposition.translationY
    )
  }

  /// The transform's translation, rotation, scale and shear, chosen by the rules in
  /// ``AffineTransform2D/Decomposition``.
  ///
  /// ```swift
  /// AffineTransform2D(rotationAngle: .pi).decomposition.rotation  // .pi
  /// AffineTransform2D(scaleX: 0.8, y: 0.8).decomposition.scaleX   // 0.8
  /// ```
  ///
  /// - Complexity: O(1); one `atan2` and one `hypot`.
  public var decomposition: Decomposition {
    var result = Decomposition(translationX: tx, translationY: ty, rotation: 0, scaleX: 0, scaleY: 0, shear: 0)
    guard a.isFinite, b.isFinite, c.isFinite, d.isFinite else {
      result.rotation = .nan
      result.scaleX = .nan
      result.scaleY = .nan
      result.shear = .nan
      return result
    }
    let determinant = a * d - b * c
    let firstLength = Math.hypot(a, b)
    if firstLength > 0 {
      // A reflection goes on x when that keeps the first column within a quarter turn of the x axis.
      let reflectX = determinant <= 0 && (a < 0 || (a == 0 && b < 0))
      let scaleX = reflectX ? -firstLength : firstLength
      let cosine = a / scaleX
      let sine = b / scaleX
      let shear = (cosine * c + sine * d) / scaleX
      // A first column negligible next to the second gives an infinite shear: treat it as zero.
      if shear.isFinite {
        result.rotation = Self.normalized(Math.atan2(sine, cosine))
        result.scaleX = scaleX
        result.scaleY = cosine * d - sine * c
        result.shear = shear
        return result
      }
    }
    let secondLength = Math.hypot(c, d)
    guard secondLength > 0 else { return result }
    // The second column is scaleY · (-sin θ, cos θ); keep cos θ >= 0, as for a reflection.
    let reflectY = d < 0 || (d == 0 && c > 0)
    let scaleY = reflectY ? -secondLength : secondLength
    result.rotation = Self.normalized(Math.atan2(-c / scaleY, d / scaleY))
    result.scaleY = scaleY
    return result
  }

  /// An angle from `atan2` (in `-π...π`) moved into `-π < angle <= π`, without negative zero.
  private static func normalized(_ angle: Double) -> Double {
    angle <= -.pi ? .pi : angle + 0
  }
}

extension AffineTransform2D: Animatable {
  /// The transform's ``AffineTransform2D/Decomposition``; setting it rebuilds the transform.
  ///
  /// - Complexity: O(1).
  public var animatableData: Decomposition {
    get { decomposition }
    set { self = AffineTransform2D(newValue) }
  }
}
