import Animator

extension DocsPlots {
  /// The path of the motion-path guide's pictures: a cubic, its smooth continuation, a quadratic
  /// curve, a half-circle arc and a line that leaves the arc at a corner.
  static let motionPathData =
    "M 30 190 C 30 70, 170 70, 170 150 S 290 230, 300 140 Q 310 50, 370 50 A 50 50 0 0 1 370 150 L 300 220"

  /// The size of one panel of a path picture, in points: the path fits with a margin.
  static let pathPanel = Size2D(width: 450, height: 250)

  /// The pictures of the motion-path guide, each drawn from the library's own `MeasuredPath` and
  /// `PathMotion`.
  ///
  /// - Returns: `Paths/motion-path.svg`, `Paths/paced-vs-linear.svg`, `Paths/path-tangent.svg` and
  ///   `Paths/path-angle.svg`.
  /// - Throws: ``AnimationError`` only if a picture's own set-up is wrong, which the tests rule out.
  static func paths() throws(AnimationError) -> [DocsFile] {
    let path = try Path2D(svgPathData: motionPathData)
    return [try pathAnatomy(path), try pacedVersusLinear(path), try tangents(path), try angleChart(path)]
  }

  /// The path with its vertices (filled squares) and its curves' control points (hollow circles on
  /// their handles).
  static func pathAnatomy(_ path: Path2D) throws(AnimationError) -> DocsFile {
    var body = track(path)
    var current = Point2D.zero
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point), .arc(let point, _, _, _, _):
        current = point
      case .quadCurve(let point, let control):
        body += handle(from: current, to: control) + handle(from: point, to: control)
        current = point
      case .curve(let point, let control1, let control2):
        body += handle(from: current, to: control1) + handle(from: point, to: control2)
        current = point
      case .close:
        break
      }
    }
    body += vertices(try PathMotion(path: path))
    let document = pathDocument(
      title: "A path: Path2D(svgPathData:)",
      subtitle: "M C S Q A L: a cubic, its smooth continuation, a quadratic, a half circle, a line at a corner",
      panels: [("vertices (squares) and control points (circles)", body)])
    return DocsFile(path: "Paths/motion-path.svg", contents: document)
  }

  /// The same motion at 25 equal steps of time, paced and by vertex.
  static func pacedVersusLinear(_ path: Path2D) throws(AnimationError) -> DocsFile {
    let steps = 24
    var panels: [(String, String)] = []
    for (mode, label, color) in [
      (KeyframeCalculationMode.paced, ".paced: equal lengths in equal times", SVGChart.palette[0]),
      (.linear, ".linear: each element in an equal time, at its own parameter", SVGChart.palette[1]),
    ] {
      let motion = try PathMotion(path: path, calculationMode: mode)
      var body = track(path) + vertices(motion)
      for step in 0...steps {
        body += dot(motion.point(at: Double(step) / Double(steps)), color: color)
      }
      panels.append((label, body))
    }
    let document = pathDocument(
      title: "Paced and unpaced: the point at 25 equal steps of time",
      subtitle: "PathMotion(path:calculationMode:), linear timing; squares are the path's vertices",
      panels: panels)
    return DocsFile(path: "Paths/paced-vs-linear.svg", contents: document)
  }

  /// The unit tangent at 24 equal lengths: the direction a layer turned with `.auto` faces.
  static func tangents(_ path: Path2D) throws(AnimationError) -> DocsFile {
    let measured = try MeasuredPath(path)
    var body = track(path)
    let count = 24
    for step in 0...count {
      let length = measured.length * Double(step) / Double(count)
      body += arrow(
        from: measured.point(atLength: length), direction: measured.tangent(atLength: length), length: 22,
        color: SVGChart.palette[2])
    }
    let document = pathDocument(
      title: "The tangent: MeasuredPath.tangent(atLength:)",
      subtitle: "the unit tangent at 25 equal lengths, 22 points long: the way .auto rotation turns a layer",
      panels: [("direction of travel", body)])
    return DocsFile(path: "Paths/path-tangent.svg", contents: document)
  }

  /// The direction angle along the path, in degrees: continuous along the curves, a jump at the
  /// corner where the line leaves the arc.
  static func angleChart(_ path: Path2D) throws(AnimationError) -> DocsFile {
    let measured = try MeasuredPath(path)
    let points = sample(0...measured.length) { measured.angle(atLength: $0) * 180 / Double.pi }
    var markers: [SVGChart.Marker] = []
    var elements: [Path2D.Element] = []
    for element in path.elements {
      elements.append(element)
      let name: String
      switch element {
      case .move, .close: continue
      case .curve: name = elements.count == 2 ? "C" : "S"
      case .quadCurve: name = "Q"
      case .arc: name = "A"
      case .line: name = "L"
      }
      let end = try MeasuredPath(Path2D(elements: elements)).length
      markers.append(SVGChart.Marker(x: end, label: "\(name) ends"))
    }
    markers.removeLast()
    let chart = SVGChart(
      title: "The direction angle: MeasuredPath.angle(atLength:)",
      subtitle: "continuous along each curve and across smooth joins; at the arc's end, a corner: a jump of 45°",
      xLabel: "length along the path (points)", xRange: 0...measured.length,
      panels: [
        SVGChart.Panel(
          title: "angle (degrees; 0 = +x, -90 = up the screen)",
          series: [
            SVGChart.Series(name: "angle", color: SVGChart.palette[2], points: points)
          ], includes: [0], guides: [0])
      ],
      markers: markers)
    return DocsFile(path: "Paths/path-angle.svg", contents: chart.document())
  }

  /// The path as a grey stroke.
  private static func track(_ path: Path2D) -> String {
    "    <path data-role=\"track\" d=\"\(path.description)\" fill=\"none\" stroke=\"#9AA5B8\" stroke-width=\"3\"/>\n"
  }

  /// A dashed handle from a vertex to a control point, and the control point.
  private static func handle(from point: Point2D, to control: Point2D) -> String {
    var out =
      "    <line x1=\"\(svg(point.x))\" y1=\"\(svg(point.y))\" x2=\"\(svg(control.x))\" y2=\"\(svg(control.y))\""
    out += " stroke=\"#6B6B6B\" stroke-dasharray=\"3 3\"/>\n"
    out += "    <circle data-role=\"control\" cx=\"\(svg(control.x))\" cy=\"\(svg(control.y))\" r=\"4\""
    out += " fill=\"#FFFFFF\" stroke=\"#6B6B6B\" stroke-width=\"1.5\"/>\n"
    return out
  }

  /// A small dark square at each of the motion's vertices.
  private static func vertices(_ motion: PathMotion) -> String {
    motion.vertices.map { point in
      "    <rect data-role=\"vertex\" x=\"\(svg(point.x - 3.5))\" y=\"\(svg(point.y - 3.5))\" width=\"7\" height=\"7\""
        + " fill=\"#222222\"/>\n"
    }.joined()
  }

  /// A dot at `point`.
  private static func dot(_ point: Point2D, color: String) -> String {
    "    <circle data-role=\"sample\" cx=\"\(svg(point.x))\" cy=\"\(svg(point.y))\" r=\"4.5\" fill=\"\(color)\""
      + " fill-opacity=\"0.85\"/>\n"
  }

  /// An arrow `length` points long from `point` along the unit vector `direction`.
  private static func arrow(from point: Point2D, direction: Point2D, length: Double, color: String) -> String {
    let tip = Point2D(x: point.x + direction.x * length, y: point.y + direction.y * length)
    let back = Point2D(x: tip.x - direction.x * 7, y: tip.y - direction.y * 7)
    let side = Point2D(x: -direction.y * 3.5, y: direction.x * 3.5)
    var out = "    <line data-role=\"tangent\" x1=\"\(svg(point.x))\" y1=\"\(svg(point.y))\" x2=\"\(svg(back.x))\""
    out += " y2=\"\(svg(back.y))\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
    out += "    <polygon points=\"\(svg(tip.x)),\(svg(tip.y)) \(svg(back.x + side.x)),\(svg(back.y + side.y))"
    out += " \(svg(back.x - side.x)),\(svg(back.y - side.y))\" fill=\"\(color)\"/>\n"
    out += "    <circle cx=\"\(svg(point.x))\" cy=\"\(svg(point.y))\" r=\"2.5\" fill=\"#222222\"/>\n"
    return out
  }

  /// A document of panels side by side, each ``pathPanel`` in size, in the path's own coordinates.
  private static func pathDocument(title: String, subtitle: String, panels: [(String, String)]) -> String {
    let margin = 20.0
    let top = 76.0
    // Wide enough for the subtitle when there is one panel.
    let width = max(margin + Double(panels.count) * (pathPanel.width + margin), 720)
    let height = top + pathPanel.height + 20 + margin
    var out = SVGChart.header(width: width, height: height, title: title)
    out +=
      "  <text x=\"\(svg(margin))\" y=\"26\" font-size=\"17\" font-weight=\"bold\">\(SVGRenderer.escape(title))</text>\n"
    out +=
      "  <text x=\"\(svg(margin))\" y=\"46\" font-size=\"13\" fill=\"#444444\">\(SVGRenderer.escape(subtitle))</text>\n"
    for (index, panel) in panels.enumerated() {
      let x = margin + Double(index) * (pathPanel.width + margin)
      out += "  <g data-panel=\"\(index)\" transform=\"translate(\(svg(x)) \(svg(top)))\">\n"
      out += "    <rect width=\"\(svg(pathPanel.width))\" height=\"\(svg(pathPanel.height))\" fill=\"#FAFAFA\""
      out += " stroke=\"#BBBBBB\"/>\n"
      out += "    <text x=\"6\" y=\"-8\" font-size=\"13\" fill=\"#222222\">\(SVGRenderer.escape(panel.0))</text>\n"
      out += panel.1
      out += "  </g>\n"
    }
    out += "</svg>\n"
    return out
  }
}
