extension Path2D {
  /// The path's drawing elements as segments, in order, and where the path starts: moves make no
  /// segment (the next segment starts at the move's point), a close is a line back to its
  /// subpath's start (possibly of length zero), a quadratic curve is raised to a cubic and an arc is
  /// put in centre form (SVG 2, "Elliptical arc implementation notes").
  func segments() -> (start: Point2D?, segments: [PathSegment]) {
    var segments: [PathSegment] = []
    var first: Point2D?
    var current = Point2D.zero
    var subpathStart = Point2D.zero
    for element in elements {
      switch element {
      case .move(let point):
        if first == nil { first = point }
        current = point
        subpathStart = point
      case .line(let point):
        segments.append(.line(current, point))
        current = point
      case .quadCurve(let point, let control):
        let control1 = current + (control - current).scaled(by: 2.0 / 3.0)
        let control2 = point + (control - point).scaled(by: 2.0 / 3.0)
        segments.append(.cubic(current, control1, control2, point))
        current = point
      case .curve(let point, let control1, let control2):
        segments.append(.cubic(current, control1, control2, point))
        current = point
      case .arc(let point, let radii, let rotation, let largeArc, let sweep):
        segments.append(
          Self.arcSegment(from: current, to: point, radii: radii, rotation: rotation, largeArc: largeArc, sweep: sweep))
        current = point
      case .close:
        segments.append(.line(current, subpathStart))
        current = subpathStart
      }
    }
    return (first, segments)
  }

  /// SVG's endpoint arc in centre form, computed in the ellipse's unit-circle coordinates so that
  /// no radius is squared (no overflow for large radii); a line when a radius is zero or the
  /// centre form is not finite, a line of length zero when the arc ends where it starts.
  static func arcSegment(
    from start: Point2D, to end: Point2D, radii: Size2D, rotation: Double, largeArc: Bool, sweep: Bool
  ) -> PathSegment {
    var radiusX = abs(radii.width)
    var radiusY = abs(radii.height)
    guard start != end, radiusX > 0, radiusY > 0 else { return .line(start, end) }
    let cosine = Math.cos(rotation)
    let sine = Math.sin(rotation)
    let halfX = (start.x - end.x) / 2
    let halfY = (start.y - end.y) / 2
    // The start in the ellipse's axes, relative to the chord's midpoint.
    let primeX = cosine * halfX + sine * halfY
    let primeY = -sine * halfX + cosine * halfY
    var unitX = primeX / radiusX
    var unitY = primeY / radiusY
    var lambda = unitX * unitX + unitY * unitY
    if lambda > 1 {
      // Radii too small to reach: scale them up just enough (the chord becomes a diameter).
      let factor = lambda.squareRoot()
      radiusX *= factor
      radiusY *= factor
      unitX = primeX / radiusX
      unitY = primeY / radiusY
      lambda = 1
    }
    let magnitude = lambda > 0 ? max(0, (1 - lambda) / lambda).squareRoot() : 0
    let coefficient = largeArc == sweep ? -magnitude : magnitude
    // The centre in unit-circle coordinates.
    let centerUnitX = coefficient * unitY
    let centerUnitY = -coefficient * unitX
    let centerPrimeX = centerUnitX * radiusX
    let centerPrimeY = centerUnitY * radiusY
    let center = Point2D(
      x: cosine * centerPrimeX - sine * centerPrimeY + (start.x + end.x) / 2,
      y: sine * centerPrimeX + cosine * centerPrimeY + (start.y + end.y) / 2)
    let startAngle = Math.atan2(unitY - centerUnitY, unitX - centerUnitX)
    let endAngle = Math.atan2(-unitY - centerUnitY, -unitX - centerUnitX)
    var delta = endAngle - startAngle
    if sweep, delta <= 0 { delta += 2 * Double.pi }
    if !sweep, delta >= 0 { delta -= 2 * Double.pi }
    guard center.x.isFinite, center.y.isFinite, radiusX.isFinite, radiusY.isFinite, delta.isFinite else {
      return .line(start, end)
    }
    return .arc(
      from: start, to: end, center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
      startAngle: startAngle, sweep: delta)
  }
}
