/// A two-dimensional path of straight lines, Bézier curves and elliptical arcs, in one or more
/// subpaths: the shape a point follows in a path animation, like CoreGraphics' `CGPath` or SVG's
/// path data.
///
/// Build one in code, each call adding to the current subpath:
///
/// ```swift
/// var path = Path2D()
/// try path.move(to: Point2D(x: 10, y: 10))
/// try path.addCurve(to: Point2D(x: 50, y: 10), control1: Point2D(x: 20, y: 20), control2: Point2D(x: 40, y: 20))
/// try path.close()
/// ```
///
/// or parse SVG path data with ``init(svgPathData:)``: `try Path2D(svgPathData: "M 10 10 C 20 20, 40 20, 50 10 Z")`.
///
/// A path only holds its elements; ``MeasuredPath`` measures one (its length, the point and the
/// tangent at a length). Every coordinate is finite: the methods that add an element throw for NaN
/// or an infinity and leave the path unchanged.
public struct Path2D: Hashable, Sendable, CustomStringConvertible {
  /// One element of a path, as SVG path data and `CGPath` have them, in absolute coordinates.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point, without drawing.
    case move(to: Point2D)
    /// A straight line from the current point.
    case line(to: Point2D)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point2D, control: Point2D)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point2D, control1: Point2D, control2: Point2D)
    /// SVG's elliptical arc from the current point: an ellipse with radii `radii` whose x-axis is
    /// turned by `rotation` radians, the large or the small arc, drawn clockwise on screen (in a
    /// y-down space) when `sweep` is `true`. The arc is exact, not made of Bézier curves.
    case arc(to: Point2D, radii: Size2D, rotation: Double, largeArc: Bool, sweep: Bool)
    /// A straight line back to the start of the current subpath, which ends it.
    case close
  }

  /// The elements, in order.
  public private(set) var elements: [Element] = []

  /// The point the next element starts from: the end of the last element (the subpath's start after
  /// ``close()``), or `nil` for a path with no elements.
  public private(set) var currentPoint: Point2D?

  /// Where the current subpath started: the point ``close()`` draws back to.
  private var subpathStart: Point2D?

  /// Makes an empty path.
  public init() {}

  /// Makes a path of the given elements.
  ///
  /// ```swift
  /// let tick = try Path2D(elements: [.move(to: Point2D(x: 0, y: 5)), .line(to: Point2D(x: 4, y: 9))])
  /// ```
  ///
  /// - Parameter elements: The elements; the first must be a move, as a path starts somewhere.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"elements[i]"` for an element with a coordinate, radius or rotation that is not finite, or
  ///   for a first element that is not a move.
  /// - Complexity: O(n) for n elements.
  public init(elements: [Element]) throws(AnimationError) {
    for (index, element) in elements.enumerated() {
      try append(element, name: "elements[\(index)]")
    }
  }

  /// Starts a new subpath at `point`.
  ///
  /// - Parameter point: Where the subpath starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"point"`
  ///   when a coordinate is not finite; the path is unchanged.
  public mutating func move(to point: Point2D) throws(AnimationError) {
    try append(.move(to: point), name: "point")
  }

  /// Adds a straight line from the current point to `point`.
  ///
  /// - Parameter point: Where the line ends.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"point"`
  ///   when a coordinate is not finite or the path has no current point (call ``move(to:)`` first);
  ///   the path is unchanged.
  public mutating func addLine(to point: Point2D) throws(AnimationError) {
    try append(.line(to: point), name: "point")
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  ///
  /// - Parameters:
  ///   - point: Where the curve ends.
  ///   - control: The control point.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"point"`
  ///   when a coordinate is not finite or the path has no current point; the path is unchanged.
  public mutating func addQuadCurve(to point: Point2D, control: Point2D) throws(AnimationError) {
    try append(.quadCurve(to: point, control: control), name: "point")
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  ///
  /// - Parameters:
  ///   - point: Where the curve ends.
  ///   - control1: The control point near the start.
  ///   - control2: The control point near the end.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"point"`
  ///   when a coordinate is not finite or the path has no current point; the path is unchanged.
  public mutating func addCurve(to point: Point2D, control1: Point2D, control2: Point2D) throws(AnimationError) {
    try append(.curve(to: point, control1: control1, control2: control2), name: "point")
  }

  /// Adds SVG's elliptical arc from the current point to `point` (SVG 2, "The elliptical arc
  /// curve commands").
  ///
  /// As SVG says, negative radii count as their magnitudes; radii too small to reach `point` are
  /// scaled up just enough; an arc with a zero radius is a straight line, and one that ends where
  /// it starts draws nothing.
  ///
  /// - Parameters:
  ///   - point: Where the arc ends.
  ///   - radii: The ellipse's radii along its own axes.
  ///   - rotation: How far the ellipse's x-axis is turned from the path's, in radians.
  ///   - largeArc: Whether to take the arc of more than 180 degrees.
  ///   - sweep: Whether the arc turns towards positive angles (clockwise with y down).
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"point"`
  ///   when a coordinate, radius or the rotation is not finite or the path has no current point;
  ///   the path is unchanged.
  public mutating func addArc(
    to point: Point2D, radii: Size2D, rotation: Double = 0, largeArc: Bool = false, sweep: Bool = true
  ) throws(AnimationError) {
    try append(.arc(to: point, radii: radii, rotation: rotation, largeArc: largeArc, sweep: sweep), name: "point")
  }

  /// Ends the current subpath with a straight line back to its start; the current point becomes
  /// that start.
  ///
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"close"`
  ///   when the path has no current point.
  public mutating func close() throws(AnimationError) {
    try append(.close, name: "close")
  }

  /// Appends `element` after checking it, or throws naming `name` and changes nothing.
  mutating func append(_ element: Element, name: String) throws(AnimationError) {
    let end: Point2D
    switch element {
    case .move(let point):
      try Self.requireFinite(point, name)
      elements.append(element)
      currentPoint = point
      subpathStart = point
      return
    case .line(let point):
      try Self.requireFinite(point, name)
      end = point
    case .quadCurve(let point, let control):
      try Self.requireFinite(point, name)
      try Self.requireFinite(control, name)
      end = point
    case .curve(let point, let control1, let control2):
      try Self.requireFinite(point, name)
      try Self.requireFinite(control1, name)
      try Self.requireFinite(control2, name)
      end = point
    case .arc(let point, let radii, let rotation, _, _):
      try Self.requireFinite(point, name)
      guard radii.width.isFinite, radii.height.isFinite, rotation.isFinite else {
        throw .invalidArgument(
          parameter: name, value: "radii \(radii), rotation \(rotation)", requirement: .finite)
      }
      end = point
    case .close:
      guard currentPoint != nil else { throw Self.noCurrentPoint(name, element) }
      elements.append(element)
      currentPoint = subpathStart
      return
    }
    guard currentPoint != nil else { throw Self.noCurrentPoint(name, element) }
    elements.append(element)
    currentPoint = end
  }

  private static func noCurrentPoint(_ name: String, _ element: Element) -> AnimationError {
    .invalidArgument(
      parameter: name, value: "\(element)", requirement: .other("a path that starts with a move"))
  }

  private static func requireFinite(_ point: Point2D, _ name: String) throws(AnimationError) {
    guard point.x.isFinite, point.y.isFinite else {
      throw .invalidArgument(parameter: name, value: "\(point)", requirement: .finite)
    }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The path as SVG path data in absolute commands, for example `M 10.0 10.0 L 20.0 10.0 Z`;
  /// parsing it with ``init(svgPathData:)`` gives back the same path (arc rotations are written
  /// in degrees, as SVG has them, so they may differ in the last bits).
  public var description: String {
    var parts: [String] = []
    func text(_ point: Point2D) -> String { "\(point.x) \(point.y)" }
    for element in elements {
      switch element {
      case .move(let point): parts.append("M \(text(point))")
      case .line(let point): parts.append("L \(text(point))")
      case .quadCurve(let point, let control): parts.append("Q \(text(control)) \(text(point))")
      case .curve(let point, let control1, let control2):
        parts.append("C \(text(control1)) \(text(control2)) \(text(point))")
      case .arc(let point, let radii, let rotation, let largeArc, let sweep):
        let degrees = rotation * 180 / Double.pi
        parts.append(
          "A \(radii.width) \(radii.height) \(degrees) \(largeArc ? 1 : 0) \(sweep ? 1 : 0) \(text(point))")
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
