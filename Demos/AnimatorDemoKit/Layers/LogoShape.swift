import Animator

/// The bird logo of seeds 001 and 002, drawn procedurally as a union of ellipses and triangles in
/// the unit square (y pointing down), so that it scales from 50 to 2000 points and reads as a bird.
enum LogoShape {
  /// One piece of the silhouette, in unit coordinates.
  enum Part: Equatable, Sendable {
    /// An axis-aligned ellipse.
    case ellipse(center: Point2D, radiusX: Double, radiusY: Double)
    /// A filled polygon.
    case polygon([Point2D])
  }

  /// The pieces of the bird: body, head, wing, beak and tail. The body is plump enough that at
  /// 2000 points (seed 002's last keyframe) it covers a whole 390 × 844 screen around its centre.
  static let parts: [Part] = [
    .ellipse(center: Point2D(x: 0.50, y: 0.56), radiusX: 0.33, radiusY: 0.30),
    .ellipse(center: Point2D(x: 0.74, y: 0.30), radiusX: 0.14, radiusY: 0.14),
    .ellipse(center: Point2D(x: 0.30, y: 0.36), radiusX: 0.20, radiusY: 0.12),
    .polygon([Point2D(x: 0.84, y: 0.20), Point2D(x: 0.99, y: 0.16), Point2D(x: 0.88, y: 0.30)]),
    .polygon([Point2D(x: 0.22, y: 0.70), Point2D(x: 0.02, y: 0.80), Point2D(x: 0.30, y: 0.84)]),
  ]

  /// Whether the unit-square point `point` is inside the bird.
  ///
  /// - Parameter point: A point of the unit square (other points are outside).
  /// - Returns: `true` inside the silhouette.
  static func contains(_ point: Point2D) -> Bool {
    for part in parts where contains(point, in: part) { return true }
    return false
  }

  /// Whether the whole box of half-size `halfWidth` × `halfHeight` around `center` is inside the
  /// body, by a quick test that may answer `false` for boxes that are inside.
  ///
  /// - Parameters:
  ///   - center: The box's centre, in unit coordinates.
  ///   - halfWidth: Half the box's width.
  ///   - halfHeight: Half the box's height.
  /// - Returns: `true` only if every point of the box is inside.
  static func containsBox(_ center: Point2D, halfWidth: Double, halfHeight: Double) -> Bool {
    guard case .ellipse(let body, let radiusX, let radiusY) = parts[0] else { return false }
    let dx = (abs(center.x - body.x) + halfWidth) / radiusX
    let dy = (abs(center.y - body.y) + halfHeight) / radiusY
    return dx * dx + dy * dy <= 1
  }

  private static func contains(_ point: Point2D, in part: Part) -> Bool {
    switch part {
    case .ellipse(let center, let radiusX, let radiusY):
      let dx = (point.x - center.x) / radiusX
      let dy = (point.y - center.y) / radiusY
      return dx * dx + dy * dy <= 1
    case .polygon(let vertices):
      // Even-odd ray casting towards +x.
      var inside = false
      var previous = vertices[vertices.count - 1]
      for vertex in vertices {
        if (vertex.y > point.y) != (previous.y > point.y) {
          let crossing = previous.x + (point.y - previous.y) / (vertex.y - previous.y) * (vertex.x - previous.x)
          if point.x < crossing { inside.toggle() }
        }
        previous = vertex
      }
      return inside
    }
  }
}
