import Animator

extension StateDiagram {
  /// Where each phase's box sits, its centre in points.
  private static let centres: [Phase: Point2D] = [
    .inactive: Point2D(x: 150, y: 370),
    .running: Point2D(x: 600, y: 130),
    .paused: Point2D(x: 600, y: 610),
    .stopped: Point2D(x: 1050, y: 370),
  ]

  private static let boxSize = Size2D(width: 170, height: 50)

  /// How an arrow between two phases is drawn: how far it bows out of the straight line (towards
  /// the left of its direction of travel), and where its label sits relative to the arrow's middle.
  private struct Route {
    var bend: Double
    var label: Point2D
    var anchor: String
  }

  /// The layout of the arrows that the state table has. A transition not listed here (which the
  /// table does not have) is still drawn, with a default route, so the picture never hides one.
  private static let routes: [String: Route] = [
    "inactive>running": Route(bend: 60, label: Point2D(x: -24, y: -30), anchor: "end"),
    "running>inactive": Route(bend: 50, label: Point2D(x: 0, y: 26), anchor: "middle"),
    "inactive>paused": Route(bend: 50, label: Point2D(x: 6, y: -34), anchor: "start"),
    "paused>inactive": Route(bend: 60, label: Point2D(x: -24, y: 22), anchor: "end"),
    "running>paused": Route(bend: 80, label: Point2D(x: 14, y: -8), anchor: "start"),
    "paused>running": Route(bend: 80, label: Point2D(x: -14, y: -10), anchor: "end"),
    "running>stopped": Route(bend: 60, label: Point2D(x: 24, y: -26), anchor: "start"),
    "paused>stopped": Route(bend: -60, label: Point2D(x: 24, y: 24), anchor: "start"),
    "stopped>inactive": Route(bend: 620, label: Point2D(x: 0, y: 24), anchor: "middle"),
  ]

  /// The diagram of `transitions` as an SVG document.
  ///
  /// - Parameter transitions: The arrows, from ``transitions()``.
  /// - Returns: The document.
  static func document(_ transitions: [Transition]) -> String {
    let width = 1200.0
    let height = 740.0
    var out = SVGChart.header(width: width, height: height, title: "The animator's states")
    out += "  <defs>\n"
    out += "    <marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\""
    out += " orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#333333\"/></marker>\n"
    out += "  </defs>\n"
    out +=
      "  <text x=\"24\" y=\"32\" font-size=\"17\" font-weight=\"bold\">PropertyAnimator: states and transitions</text>\n"
    out += "  <text x=\"24\" y=\"52\" font-size=\"12\" fill=\"#444444\">Found by running every action in every state;"
    out += " actions not drawn leave the state as it is or throw AnimationError and change nothing.</text>\n"
    // The `active` state groups running and paused.
    if let running = centres[.running], let paused = centres[.paused] {
      let x = running.x - boxSize.width / 2 - 36
      let y = running.y - boxSize.height / 2 - 30
      out += "  <rect data-state=\"active\" x=\"\(svg(x))\" y=\"\(svg(y))\" width=\"\(svg(boxSize.width + 72))\""
      out += " height=\"\(svg(paused.y - running.y + boxSize.height + 60))\" rx=\"18\" fill=\"#F3F7FC\""
      out += " stroke=\"#8FB3D9\" stroke-dasharray=\"6 4\"/>\n"
      out += "  <text x=\"\(svg(x + 12))\" y=\"\(svg(y + 20))\" font-size=\"13\" fill=\"#1F6FB4\">active</text>\n"
    }
    for transition in transitions {
      out += arrow(transition)
    }
    for phase in Phase.allCases {
      guard let centre = centres[phase] else { continue }
      let x = centre.x - boxSize.width / 2
      let y = centre.y - boxSize.height / 2
      out += "  <g data-phase=\"\(phase.rawValue)\">\n"
      out +=
        "    <rect x=\"\(svg(x))\" y=\"\(svg(y))\" width=\"\(svg(boxSize.width))\" height=\"\(svg(boxSize.height))\""
      out += " rx=\"25\" fill=\"#FFFFFF\" stroke=\"#1F6FB4\" stroke-width=\"2\"/>\n"
      out += "    <text x=\"\(svg(centre.x))\" y=\"\(svg(centre.y + 6))\" font-size=\"16\" text-anchor=\"middle\""
      out += " font-weight=\"bold\">\(phase.rawValue)</text>\n"
      out += "  </g>\n"
    }
    out += "</svg>\n"
    return out
  }

  private static func arrow(_ transition: Transition) -> String {
    guard let a = centres[transition.from], let b = centres[transition.to] else { return "" }
    let route =
      routes["\(transition.from.rawValue)>\(transition.to.rawValue)"]
      ?? Route(bend: 40, label: Point2D(x: 0, y: -10), anchor: "middle")
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = max((dx * dx + dy * dy).squareRoot(), 1)
    let normal = Point2D(x: dy / length, y: -dx / length)
    let middle = Point2D(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let control = Point2D(x: middle.x + normal.x * route.bend, y: middle.y + normal.y * route.bend)
    let start = edge(of: a, towards: control)
    let end = edge(of: b, towards: control)
    // The quadratic curve's point at t = 0.5.
    let apex = Point2D(
      x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x, y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y)
    var out = "  <g data-transition=\"\(transition.from.rawValue)-\(transition.to.rawValue)\">\n"
    out +=
      "    <path d=\"M\(svg(start.x)) \(svg(start.y)) Q\(svg(control.x)) \(svg(control.y)) \(svg(end.x)) \(svg(end.y))\""
    out += " fill=\"none\" stroke=\"#333333\" stroke-width=\"1.6\" marker-end=\"url(#arrow)\"/>\n"
    let labelX = apex.x + route.label.x
    for (index, action) in transition.actions.enumerated() {
      let y = apex.y + route.label.y + Double(index) * 15
      out += "    <text x=\"\(svg(labelX))\" y=\"\(svg(y))\" font-size=\"12\" font-family=\"monospace\""
      out += " text-anchor=\"\(route.anchor)\" fill=\"#222222\">\(SVGRenderer.escape(action))</text>\n"
    }
    out += "  </g>\n"
    return out
  }

  /// Where the line from a box's centre towards `target` leaves the box.
  private static func edge(of centre: Point2D, towards target: Point2D) -> Point2D {
    let dx = target.x - centre.x
    let dy = target.y - centre.y
    let halfWidth = boxSize.width / 2 + 3
    let halfHeight = boxSize.height / 2 + 3
    let scale = min(abs(dx) > 0 ? halfWidth / abs(dx) : .infinity, abs(dy) > 0 ? halfHeight / abs(dy) : .infinity)
    guard scale.isFinite else { return centre }
    return Point2D(x: centre.x + dx * scale, y: centre.y + dy * scale)
  }
}
