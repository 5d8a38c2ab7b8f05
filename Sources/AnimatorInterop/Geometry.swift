import Animator
import Foundation

// Foundation's geometry types (on Linux too, from swift-corelibs-foundation) as animatable values.
// Animator's value types end in `2D` (`Point2D`, `Size2D`, `Rect2D`, `AffineTransform2D`), so no name
// here is declared by both modules: `AffineTransform` is always Foundation's.

extension CGFloat: Animatable {}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }

  /// The square of the value, in `Double`.
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: ComponentwiseArithmetic {
  /// `combine(self, other)`.
  ///
  /// - Parameters:
  ///   - other: The second argument.
  ///   - combine: The combination.
  /// - Returns: The combined value.
  public func combined(with other: CGFloat, _ combine: (Double, Double) -> Double) -> CGFloat {
    CGFloat(combine(Double(self), Double(other)))
  }
}

extension CGPoint: Animatable {}

extension CGPoint: VectorArithmetic {
  /// The origin, which adds nothing.
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }

  /// Adds the coordinates.
  public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Subtracts the coordinates.
  public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Multiplies both coordinates by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    x.scale(by: rhs)
    y.scale(by: rhs)
  }

  /// `x² + y²`.
  public var magnitudeSquared: Double { x.magnitudeSquared + y.magnitudeSquared }
}

extension CGPoint: ComponentwiseArithmetic {
  /// Combines the coordinates one by one.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined point.
  public func combined(with other: CGPoint, _ combine: (Double, Double) -> Double) -> CGPoint {
    CGPoint(x: x.combined(with: other.x, combine), y: y.combined(with: other.y, combine))
  }
}

extension CGSize: Animatable {}

extension CGSize: VectorArithmetic {
  /// The empty size, which adds nothing.
  public static var zero: CGSize { CGSize(width: 0, height: 0) }

  /// Adds the dimensions.
  public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  /// Subtracts the dimensions.
  public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }

  /// Multiplies both dimensions by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    width.scale(by: rhs)
    height.scale(by: rhs)
  }

  /// `width² + height²`.
  public var magnitudeSquared: Double { width.magnitudeSquared + height.magnitudeSquared }
}

extension CGSize: ComponentwiseArithmetic {
  /// Combines the dimensions one by one.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined size.
  public func combined(with other: CGSize, _ combine: (Double, Double) -> Double) -> CGSize {
    CGSize(width: width.combined(with: other.width, combine), height: height.combined(with: other.height, combine))
  }
}

extension CGRect: Animatable {}

extension CGRect: VectorArithmetic {
  // `CGRect` already has a `zero`: the empty rectangle at the origin, which adds nothing.

  /// Adds the origins and the sizes.
  public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
    CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }

  /// Subtracts the origins and the sizes.
  public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
    CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }

  /// Multiplies the origin and the size by `rhs`.
  ///
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    origin.scale(by: rhs)
    size.scale(by: rhs)
  }

  /// The sum of the squares of the origin and the size.
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

extension CGRect: ComponentwiseArithmetic {
  /// Combines the origin's and the size's components one by one.
  ///
  /// - Parameters:
  ///   - other: The second arguments.
  ///   - combine: The combination.
  /// - Returns: The combined rectangle.
  public func combined(with other: CGRect, _ combine: (Double, Double) -> Double) -> CGRect {
    CGRect(origin: origin.combined(with: other.origin, combine), size: size.combined(with: other.size, combine))
  }
}

extension AffineTransform2D {
  /// The same transform as Foundation's `AffineTransform`: `m11, m12, m21, m22, tX, tY` are
  /// `a, b, c, d, tx, ty`.
  ///
  /// - Parameter transform: Foundation's transform.
  public init(_ transform: AffineTransform) {
    self.init(
      a: Double(transform.m11), b: Double(transform.m12), c: Double(transform.m21), d: Double(transform.m22),
      tx: Double(transform.tX), ty: Double(transform.tY))
  }
}

extension AffineTransform {
  /// The same transform as Animator's ``Animator/AffineTransform2D``.
  ///
  /// - Parameter transform: Animator's transform.
  public init(_ transform: AffineTransform2D) {
    self.init(
      m11: CGFloat(transform.a), m12: CGFloat(transform.b), m21: CGFloat(transform.c), m22: CGFloat(transform.d),
      tX: CGFloat(transform.tx), tY: CGFloat(transform.ty))
  }
}

extension AffineTransform: Animatable {
  /// The transform as translation, rotation, scale and skew, which animate as a person expects (a
  /// turn stays a turn), as Animator's own ``Animator/AffineTransform2D`` animates.
  public var animatableData: AffineTransform2D.Decomposition {
    get { AffineTransform2D(self).animatableData }
    set {
      var transform = AffineTransform2D.identity
      transform.animatableData = newValue
      self = AffineTransform(transform)
    }
  }
}

extension Point2D {
  /// The point at the same coordinates as `point`.
  ///
  /// - Parameter point: A Foundation point.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// The point at the same coordinates as Animator's `point`.
  ///
  /// - Parameter point: An Animator point.
  public init(_ point: Point2D) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

extension Size2D {
  /// The size with the same dimensions as `size`.
  ///
  /// - Parameter size: A Foundation size.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  /// The size with the same dimensions as Animator's `size`.
  ///
  /// - Parameter size: An Animator size.
  public init(_ size: Size2D) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension Rect2D {
  /// The rectangle with the same origin and size as `rect`.
  ///
  /// - Parameter rect: A Foundation rectangle.
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}

extension CGRect {
  /// The rectangle with the same origin and size as Animator's `rect`.
  ///
  /// - Parameter rect: An Animator rectangle.
  public init(_ rect: Rect2D) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}
