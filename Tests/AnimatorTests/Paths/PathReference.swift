import Animator
import Foundation

/// An independent measurement of paths for the tests: its own evaluation of every element (cubics by
/// de Casteljau, quadratics without raising them, arcs through SVG's centre formulas as the
/// specification writes them, with squared radii) and its own adaptive Gauss–Legendre quadrature
/// whose nodes it computes (Newton's method on Legendre polynomials) rather than reading a table.
/// Nothing here calls the library's measuring code.
struct PathReference {
  /// One drawing element: position and derivative at `t` in `0...1`, and parameters where the
  /// test knows the speed has a kink (a cusp) so the quadrature splits there.
  struct Piece {
    var point: (Double) -> Point2D
    var derivative: (Double) -> Point2D
    var splits: [Double] = []
  }

  var pieces: [Piece] = []
  var lengths: [Double] = []
  var total: Double { lengths.reduce(0, +) }

  init(_ elements: [Path2D.Element], splits: [Int: [Double]] = [:]) {
    var current = Point2D.zero
    var start = Point2D.zero
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        start = point
        continue
      case .line(let point):
        pieces.append(Self.line(current, point))
        current = point
      case .close:
        pieces.append(Self.line(current, start))
        current = start
      case .quadCurve(let point, let control):
        let p0 = current
        pieces.append(
          Piece(
            point: { t in
              let a = Self.mix(p0, control, t)
              let b = Self.mix(control, point, t)
              return Self.mix(a, b, t)
            },
            derivative: { t in
              let a = (control - p0).scaled(by: 2 * (1 - t))
              return a + (point - control).scaled(by: 2 * t)
            }))
        current = point
      case .curve(let point, let c1, let c2):
        let p0 = current
        pieces.append(
          Piece(
            point: { t in Self.deCasteljau([p0, c1, c2, point], t) },
            derivative: { t in
              Self.deCasteljau([c1 - p0, c2 - c1, point - c2], t).scaled(by: 3)
            }))
        current = point
      case .arc(let point, let radii, let rotation, let largeArc, let sweep):
        pieces.append(Self.arc(current, point, radii, rotation, largeArc, sweep))
        current = point
      }
    }
    for (index, piece) in pieces.enumerated() {
      let cuts = [0.0] + (splits[index] ?? []) + [1.0]
      var length = 0.0
      for i in 0..<(cuts.count - 1) {
        length += Self.integrate(piece.derivative, cuts[i], cuts[i + 1])
      }
      lengths.append(length)
    }
  }

  /// The point at `distance` along the path, by bisection on the reference lengths.
  func point(atLength distance: Double) -> Point2D {
    var remaining = distance
    for (index, piece) in pieces.enumerated() {
      if remaining <= lengths[index] || index == pieces.count - 1 {
        var low = 0.0
        var high = 1.0
        for _ in 0..<70 {
          let middle = (low + high) / 2
          if Self.integrate(piece.derivative, 0, middle) < remaining { low = middle } else { high = middle }
        }
        return piece.point((low + high) / 2)
      }
      remaining -= lengths[index]
    }
    return .zero
  }

  // MARK: - Elements

  static func line(_ a: Point2D, _ b: Point2D) -> Piece {
    Piece(point: { t in mix(a, b, t) }, derivative: { _ in b - a })
  }

  static func mix(_ a: Point2D, _ b: Point2D, _ t: Double) -> Point2D {
    Point2D(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  static func deCasteljau(_ points: [Point2D], _ t: Double) -> Point2D {
    var level = points
    while level.count > 1 {
      level = (0..<(level.count - 1)).map { mix(level[$0], level[$0 + 1], t) }
    }
    return level[0]
  }

  /// SVG 2's implementation notes, B.2.4, written as the specification writes them.
  static func arc(
    _ p1: Point2D, _ p2: Point2D, _ radii: Size2D, _ phi: Double, _ largeArc: Bool, _ sweep: Bool
  ) -> Piece {
    var rx = abs(radii.width)
    var ry = abs(radii.height)
    if p1 == p2 { return line(p1, p2) }
    if rx == 0 || ry == 0 { return line(p1, p2) }
    let dx = (p1.x - p2.x) / 2
    let dy = (p1.y - p2.y) / 2
    let x1 = cos(phi) * dx + sin(phi) * dy
    let y1 = -sin(phi) * dx + cos(phi) * dy
    let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if lambda > 1 {
      rx *= sqrt(lambda)
      ry *= sqrt(lambda)
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    // With the radii scaled up the numerator is zero in exact arithmetic; computed, it is rounding
    // noise whose square root would move the centre.
    var root = lambda > 1 ? 0 : sqrt(max(0, numerator / denominator))
    if largeArc == sweep { root = -root }
    let cx1 = root * rx * y1 / ry
    let cy1 = -root * ry * x1 / rx
    let cx = cos(phi) * cx1 - sin(phi) * cy1 + (p1.x + p2.x) / 2
    let cy = sin(phi) * cx1 + cos(phi) * cy1 + (p1.y + p2.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      // The specification's ±acos(u·v / |u||v|), as atan2 of the cross and dot products, which
      // keeps its precision near 0 and π where acos loses half the digits.
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
      .truncatingRemainder(dividingBy: 2 * .pi)
    if !sweep, delta > 0 { delta -= 2 * .pi }
    if sweep, delta < 0 { delta += 2 * .pi }
    let (rxFinal, ryFinal) = (rx, ry)
    return Piece(
      point: { t in
        let theta = theta1 + delta * t
        let x = rxFinal * cos(theta)
        let y = ryFinal * sin(theta)
        return Point2D(x: cos(phi) * x - sin(phi) * y + cx, y: sin(phi) * x + cos(phi) * y + cy)
      },
      derivative: { t in
        let theta = theta1 + delta * t
        let x = -rxFinal * sin(theta) * delta
        let y = ryFinal * cos(theta) * delta
        return Point2D(x: cos(phi) * x - sin(phi) * y, y: sin(phi) * x + cos(phi) * y)
      })
  }

  // MARK: - Quadrature

  /// Nodes and weights of `n`-point Gauss–Legendre quadrature on `-1...1`, computed by Newton's
  /// method on the Legendre polynomial's three-term recurrence.
  static func gaussLegendre(_ n: Int) -> [(node: Double, weight: Double)] {
    var result: [(Double, Double)] = []
    for i in 1...n {
      var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
      var derivative = 0.0
      for _ in 0..<100 {
        var p0 = 1.0
        var p1 = x
        for k in 2...n {
          let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
          p0 = p1
          p1 = p2
        }
        derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
        let step = p1 / derivative
        x -= step
        if abs(step) < 1e-16 { break }
      }
      result.append((x, 2 / ((1 - x * x) * derivative * derivative)))
    }
    return result
  }

  static let rule = gaussLegendre(12)

  static func rawIntegral(_ f: (Double) -> Point2D, _ a: Double, _ b: Double) -> Double {
    let half = (b - a) / 2
    let middle = (a + b) / 2
    var sum = 0.0
    for (node, weight) in rule {
      let d = f(middle + half * node)
      sum += weight * sqrt(d.x * d.x + d.y * d.y)
    }
    return sum * half
  }

  /// Adaptive: halves each part until its halves agree with it to 1e-15 of the whole integral (an
  /// absolute bound, so that rounding noise in small parts cannot keep it halving), at most 40 times.
  static func integrate(_ f: (Double) -> Point2D, _ a: Double, _ b: Double) -> Double {
    guard b > a else { return 0 }
    let first = rawIntegral(f, a, b)
    let tolerance = 1e-15 * abs(first)
    func recurse(_ a: Double, _ b: Double, _ whole: Double, _ depth: Int) -> Double {
      let middle = (a + b) / 2
      let left = rawIntegral(f, a, middle)
      let right = rawIntegral(f, middle, b)
      if abs(left + right - whole) <= tolerance || depth >= 40 { return left + right }
      return recurse(a, middle, left, depth + 1) + recurse(middle, b, right, depth + 1)
    }
    return recurse(a, b, first, 0)
  }
}
