/// One drawing element of a path in a form that is quick to evaluate: a line, a cubic Bézier curve
/// (quadratic curves are raised to cubics, exactly) or an elliptical arc in centre form, each
/// parameterised by `t` in `0...1`.
struct PathSegment: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case line
    case cubic
    case arc
  }

  let kind: Kind
  /// The start and end points, returned exactly at `t` 0 and 1.
  let start: Point2D
  let end: Point2D
  /// A cubic's control points.
  private(set) var control1 = Point2D.zero
  private(set) var control2 = Point2D.zero
  /// An arc's centre, radii, axis rotation (cosine and sine), start angle and signed sweep.
  private(set) var center = Point2D.zero
  private(set) var radiusX = 0.0
  private(set) var radiusY = 0.0
  private(set) var cosine = 1.0
  private(set) var sine = 0.0
  private(set) var startAngle = 0.0
  private(set) var sweep = 0.0
  /// A size of the segment (the largest extent of its control polygon or its ellipse), for tests
  /// of what counts as zero.
  let scale: Double

  static func line(_ start: Point2D, _ end: Point2D) -> PathSegment {
    PathSegment(kind: .line, start: start, end: end, scale: Self.extent(start, end))
  }

  static func cubic(_ start: Point2D, _ control1: Point2D, _ control2: Point2D, _ end: Point2D) -> PathSegment {
    var segment = PathSegment(
      kind: .cubic, start: start, end: end, scale: Self.extent(start, control1, control2, end))
    segment.control1 = control1
    segment.control2 = control2
    return segment
  }

  static func arc(
    from start: Point2D, to end: Point2D, center: Point2D, radiusX: Double, radiusY: Double, rotation: Double,
    startAngle: Double, sweep: Double
  ) -> PathSegment {
    var segment = PathSegment(kind: .arc, start: start, end: end, scale: max(radiusX, radiusY))
    segment.center = center
    segment.radiusX = radiusX
    segment.radiusY = radiusY
    segment.cosine = Math.cos(rotation)
    segment.sine = Math.sin(rotation)
    segment.startAngle = startAngle
    segment.sweep = sweep
    return segment
  }

  private static func extent(_ points: Point2D...) -> Double {
    var result = 0.0
    for point in points {
      let delta = point - points[0]
      result = max(result, abs(delta.x), abs(delta.y))
    }
    return result
  }

  /// The point at `t` in `0...1`; exactly ``start`` at 0 and ``end`` at 1.
  func point(at t: Double) -> Point2D {
    if t == 0 { return start }
    if t == 1 { return end }
    switch kind {
    case .line:
      return start + (end - start).scaled(by: t)
    case .cubic:
      let s = 1 - t
      let a = s * s * s
      let b = 3 * s * s * t
      let c = 3 * s * t * t
      let d = t * t * t
      return Point2D(
        x: a * start.x + b * control1.x + c * control2.x + d * end.x,
        y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    case .arc:
      let angle = startAngle + sweep * t
      return rotated(x: radiusX * Math.cos(angle), y: radiusY * Math.sin(angle)) + center
    }
  }

  /// The derivative of the point with respect to `t`.
  func derivative(at t: Double) -> Point2D {
    switch kind {
    case .line:
      return end - start
    case .cubic:
      let s = 1 - t
      let a = 3 * s * s
      let b = 6 * s * t
      let c = 3 * t * t
      return Point2D(
        x: a * (control1.x - start.x) + b * (control2.x - control1.x) + c * (end.x - control2.x),
        y: a * (control1.y - start.y) + b * (control2.y - control1.y) + c * (end.y - control2.y))
    case .arc:
      let angle = startAngle + sweep * t
      return rotated(x: -radiusX * Math.sin(angle) * sweep, y: radiusY * Math.cos(angle) * sweep)
    }
  }

  /// The second derivative with respect to `t`.
  func secondDerivative(at t: Double) -> Point2D {
    switch kind {
    case .line:
      return .zero
    case .cubic:
      let first = start - control1.scaled(by: 2) + control2
      let second = control1 - control2.scaled(by: 2) + end
      return (first.scaled(by: 1 - t) + second.scaled(by: t)).scaled(by: 6)
    case .arc:
      let angle = startAngle + sweep * t
      let squared = sweep * sweep
      return rotated(x: -radiusX * Math.cos(angle) * squared, y: -radiusY * Math.sin(angle) * squared)
    }
  }

  /// The third derivative with respect to `t`.
  func thirdDerivative(at t: Double) -> Point2D {
    switch kind {
    case .line:
      return .zero
    case .cubic:
      return (end - start + (control1 - control2).scaled(by: 3)).scaled(by: 6)
    case .arc:
      let angle = startAngle + sweep * t
      let cubed = sweep * sweep * sweep
      return rotated(x: radiusX * Math.sin(angle) * cubed, y: -radiusY * Math.cos(angle) * cubed)
    }
  }

  /// The speed `|dP/dt|` at `t`.
  @inline(__always)
  func speed(at t: Double) -> Double {
    let d = derivative(at: t)
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// The direction of travel at `t`, not normalised: the first derivative, or where it vanishes (a
  /// cusp, or the end of a curve whose control point sits on its end) the first derivative that
  /// does not, with the sign that points along the path when `leaving` (after `t`) or arriving
  /// (before `t`); `nil` when the segment has no direction at all.
  func direction(at t: Double, leaving: Bool) -> Point2D? {
    let threshold = scale * 1e-9
    let first = derivative(at: t)
    if first.magnitudeSquared.squareRoot() > threshold { return first }
    let second = secondDerivative(at: t).scaled(by: leaving ? 1 : -1)
    if second.magnitudeSquared.squareRoot() > threshold { return second }
    let third = thirdDerivative(at: t)
    if third.magnitudeSquared.squareRoot() > threshold { return third }
    let chord = end - start
    return chord == .zero ? nil : chord
  }

  /// The parameters in `(0, 1)` where the segment's direction crosses an axis (a cubic's `x'` or
  /// `y'` vanishes) or where an arc has swept a quarter turn: between two of them the direction
  /// turns by less than half a turn, and a curve's speed is smooth.
  func criticalParameters() -> [Double] {
    switch kind {
    case .line:
      return []
    case .cubic:
      var roots = Self.derivativeRoots(start.x, control1.x, control2.x, end.x)
      roots += Self.derivativeRoots(start.y, control1.y, control2.y, end.y)
      return roots.sorted()
    case .arc:
      let quarters = Int((abs(sweep) / (Double.pi / 2)).rounded(.up))
      guard quarters > 1 else { return [] }
      return (1..<quarters).map { Double($0) / Double(quarters) }
    }
  }

  /// The roots in `(0, 1)` of the derivative of the one-dimensional cubic Bézier `p0 p1 p2 p3`.
  private static func derivativeRoots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    let d0 = p1 - p0
    let d1 = p2 - p1
    let d2 = p3 - p2
    let a = d0 - 2 * d1 + d2
    let b = 2 * (d1 - d0)
    let c = d0
    var roots: [Double] = []
    let tiny = 1e-12 * max(abs(d0), abs(d1), abs(d2))
    if abs(a) <= tiny {
      if abs(b) > tiny { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        // The stable pair of formulas: no cancellation between b and the root.
        let q = -0.5 * (b + (b < 0 ? -root : root))
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    return roots.filter { $0 > 1e-12 && $0 < 1 - 1e-12 }
  }

  /// `(x, y)` turned by the arc's axis rotation.
  @inline(__always)
  private func rotated(x: Double, y: Double) -> Point2D {
    Point2D(x: cosine * x - sine * y, y: sine * x + cosine * y)
  }
}
