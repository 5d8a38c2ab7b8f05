import Animator

/// The bird logo of seeds 001 and 002, drawn procedurally as a union of ellipses and triangles in
/// the unit square (y pointing down), so that it scales from 50 to 2000 points and reads as a bird.
enum LogoShape {
  /// One piece of the silhouette, in unit coordinates.
  enum Part: Equatable, Sendable {
    /// An axis-aligned ellipse.
    case ellipse(center: Point, radiusX: Double, radiusY: Double)
    /// A filled polygon.
    case polygon([Point])
  }

  /// The pieces of the bird: body, head, wing, beak and tail.
  static let parts: [Part] = [
    .ellipse(center: Point(x: 0.46, y: 0.60), radiusX: 0.30, radiusY: 0.24),
    .ellipse(center: Point(x: 0.68, y: 0.36), radiusX: 0.15, radiusY: 0.15),
    .ellipse(center: Point(x: 0.28, y: 0.40), radiusX: 0.20, radiusY: 0.13),
    .polygon([Point(x: 0.78, y: 0.25), Point(x: 0.97, y: 0.19), Point(x: 0.83, y: 0.37)]),
    .polygon([Point(x: 0.20, y: 0.62), Point(x: 0.02, y: 0.74), Point(x: 0.26, y: 0.80)]),
  ]

  /// Whether the unit-square point `point` is inside the bird.
  ///
  /// - Parameter point: A point of the unit square (other points are outside).
  /// - Returns: `true` inside the silhouette.
  static func contains(_ point: Point) -> Bool {
    for part in parts where contains(point, in: part) { return true }
    return false
  }

  private static func contains(_ point: Point, in part: Part) -> Bool {
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
