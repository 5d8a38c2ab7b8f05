import Animator

/// A picture of a real ``Timeline``, read through its public introspection (``Timeline/children``,
/// ``TimelineChild/activeInterval``, ``Timeline/labels``): a lane per child (nested timelines'
/// children indented under them), a bar where each child's values change, a diamond per callback,
/// the labels and a playhead.
enum TimelineDiagram {
  /// One lane.
  struct Lane: Equatable, Sendable {
    /// How deep the child is nested: 0 for the root's children.
    var depth: Int
    /// The child's name, or its kind when it has none.
    var name: String
    /// What the child is: `tween`, `animator`, `timeline`, `spring`, `callback`.
    var kind: String
    /// Where its active interval starts and ends, in the root's time (seconds).
    var start: Double
    /// The end of the active interval.
    var end: Double
  }

  /// A label, in the root's time.
  struct Mark: Equatable, Sendable {
    /// The label's name (nested labels are prefixed with their timeline's name).
    var name: String
    /// Its time.
    var time: Double
  }

  /// The lanes and labels of `timeline` and every timeline nested in it.
  ///
  /// Nested children are placed at their parent child's start plus its delay: exact for nested
  /// timelines that play once at rate 1, which is what the documentation draws.
  ///
  /// - Parameter timeline: The timeline.
  /// - Returns: The lanes, in timeline order, and the labels.
  static func layout(_ timeline: Timeline) -> (lanes: [Lane], marks: [Mark]) {
    var lanes: [Lane] = []
    var marks: [Mark] = []
    func visit(_ timeline: Timeline, offset: Double, depth: Int, prefix: String) {
      for label in timeline.labels {
        marks.append(Mark(name: prefix + label.name, time: offset + label.time))
      }
      for child in timeline.children {
        let interval = child.activeInterval
        lanes.append(
          Lane(
            depth: depth, name: child.name ?? "\(child.kind)", kind: "\(child.kind)",
            start: offset + interval.lowerBound, end: offset + interval.upperBound))
        if let nested = child.nestedTimeline {
          let name = child.name ?? nested.name ?? "timeline"
          visit(nested, offset: offset + child.startTime + child.timing.delay, depth: depth + 1, prefix: "\(name)/")
        }
      }
    }
    visit(timeline, offset: 0, depth: 0, prefix: "")
    marks.sort { ($0.time, $0.name) < ($1.time, $1.name) }
    return (lanes, marks)
  }

  private static let colors: [String: String] = [
    "tween": "#1F6FB4", "animator": "#2E9E44", "timeline": "#7B4FB8", "spring": "#E8710A", "callback": "#C5283D",
  ]

  /// The timeline as an SVG document.
  ///
  /// - Parameters:
  ///   - timeline: The timeline to draw.
  ///   - playhead: Where the playhead is drawn, in seconds of the root's time.
  ///   - title: The title.
  ///   - subtitle: A line under it.
  /// - Returns: The document.
  static func document(_ timeline: Timeline, playhead: Double, title: String, subtitle: String) -> String {
    let (lanes, marks) = layout(timeline)
    let end = max(timeline.duration, lanes.map(\.end).max() ?? 0, 0.1)
    let left = 230.0
    let plotWidth = 620.0
    let top = 96.0
    let laneHeight = 30.0
    let width = left + plotWidth + 40
    let plotHeight = Double(lanes.count) * laneHeight + 10
    let height = top + plotHeight + 100
    func x(_ time: Double) -> Double { left + time / end * plotWidth }
    var out = SVGChart.header(width: width, height: height, title: title)
    out += "  <text x=\"24\" y=\"30\" font-size=\"17\" font-weight=\"bold\">\(SVGRenderer.escape(title))</text>\n"
    out += "  <text x=\"24\" y=\"50\" font-size=\"12\" fill=\"#444444\">\(SVGRenderer.escape(subtitle))</text>\n"
    out += "  <rect x=\"\(svg(left))\" y=\"\(svg(top))\" width=\"\(svg(plotWidth))\" height=\"\(svg(plotHeight))\""
    out += " fill=\"#FAFAFA\" stroke=\"#BBBBBB\"/>\n"
    for tick in SVGChart.ticks(0, end, count: 8) {
      out += "  <line x1=\"\(svg(x(tick)))\" x2=\"\(svg(x(tick)))\" y1=\"\(svg(top))\" y2=\"\(svg(top + plotHeight))\""
      out += " stroke=\"#E4E4E4\"/>\n"
      out += "  <text x=\"\(svg(x(tick)))\" y=\"\(svg(top + plotHeight + 16))\" font-size=\"11\" text-anchor=\"middle\""
      out += " fill=\"#555555\">\(SVGChart.label(tick))</text>\n"
    }
    out += "  <text x=\"\(svg(left + plotWidth / 2))\" y=\"\(svg(top + plotHeight + 34))\" font-size=\"12\""
    out += " text-anchor=\"middle\" fill=\"#333333\">time (seconds)</text>\n"
    for (index, lane) in lanes.enumerated() {
      let y = top + 5 + Double(index) * laneHeight
      let color = colors[lane.kind] ?? "#6B6B6B"
      out += "  <g data-lane=\"\(SVGRenderer.escape(lane.name))\" data-kind=\"\(lane.kind)\">\n"
      out += "    <text x=\"\(svg(24 + Double(lane.depth) * 16))\" y=\"\(svg(y + 19))\" font-size=\"13\">"
      out +=
        "\(SVGRenderer.escape(lane.name))<tspan dx=\"6\" fill=\"#777777\" font-size=\"11\">\(lane.kind)</tspan></text>\n"
      if lane.kind == "callback" || lane.end - lane.start < 1e-9 {
        let cx = x(lane.start)
        let cy = y + 14
        out += "    <path d=\"M\(svg(cx)) \(svg(cy - 8)) L\(svg(cx + 8)) \(svg(cy)) L\(svg(cx)) \(svg(cy + 8))"
        out += " L\(svg(cx - 8)) \(svg(cy)) z\" fill=\"\(color)\"/>\n"
      } else if lane.kind == "timeline" {
        out += "    <rect x=\"\(svg(x(lane.start)))\" y=\"\(svg(y + 4))\" width=\"\(svg(x(lane.end) - x(lane.start)))\""
        out +=
          " height=\"20\" rx=\"4\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n"
      } else {
        out += "    <rect x=\"\(svg(x(lane.start)))\" y=\"\(svg(y + 6))\" width=\"\(svg(x(lane.end) - x(lane.start)))\""
        out += " height=\"16\" rx=\"3\" fill=\"\(color)\"/>\n"
      }
      out += "  </g>\n"
    }
    for (index, mark) in marks.enumerated() {
      let labelY = top - 10 - Double(index % 2) * 14
      out += "  <g data-label=\"\(SVGRenderer.escape(mark.name))\">\n"
      out += "    <line x1=\"\(svg(x(mark.time)))\" x2=\"\(svg(x(mark.time)))\" y1=\"\(svg(labelY + 4))\""
      out += " y2=\"\(svg(top + plotHeight))\" stroke=\"#7B4FB8\" stroke-dasharray=\"3 3\"/>\n"
      out += "    <text x=\"\(svg(x(mark.time) + 3))\" y=\"\(svg(labelY))\" font-size=\"12\" fill=\"#7B4FB8\">"
      out += "label \(SVGRenderer.escape(mark.name))</text>\n"
      out += "  </g>\n"
    }
    let head = x(min(max(playhead, 0), end))
    out += "  <g data-playhead=\"\(svg(playhead))\">\n"
    out +=
      "    <line x1=\"\(svg(head))\" x2=\"\(svg(head))\" y1=\"\(svg(top - 4))\" y2=\"\(svg(top + plotHeight + 4))\""
    out += " stroke=\"#C5283D\" stroke-width=\"2\"/>\n"
    out += "    <path d=\"M\(svg(head - 6)) \(svg(top + plotHeight + 4)) L\(svg(head + 6)) \(svg(top + plotHeight + 4))"
    out += " L\(svg(head)) \(svg(top + plotHeight - 6)) z\" fill=\"#C5283D\"/>\n"
    out += "    <text x=\"\(svg(head))\" y=\"\(svg(top + plotHeight + 54))\" font-size=\"12\" text-anchor=\"middle\""
    out += " fill=\"#C5283D\">playhead \(Format.seconds(playhead))</text>\n"
    out += "  </g>\n"
    out += legend(x: 24, y: height - 16)
    out += "</svg>\n"
    return out
  }

  private static func legend(x: Double, y: Double) -> String {
    var out = "  <g data-role=\"legend\" font-size=\"11\">\n"
    var cursor = x
    for kind in ["tween", "animator", "timeline", "spring", "callback"] {
      let color = colors[kind] ?? "#6B6B6B"
      if kind == "callback" {
        out += "    <path d=\"M\(svg(cursor + 6)) \(svg(y - 10)) L\(svg(cursor + 12)) \(svg(y - 4)) L\(svg(cursor + 6))"
        out += " \(svg(y + 2)) L\(svg(cursor)) \(svg(y - 4)) z\" fill=\"\(color)\"/>\n"
      } else if kind == "timeline" {
        out += "    <rect x=\"\(svg(cursor))\" y=\"\(svg(y - 10))\" width=\"14\" height=\"11\" fill=\"none\""
        out += " stroke=\"\(color)\" stroke-dasharray=\"3 2\"/>\n"
      } else {
        out += "    <rect x=\"\(svg(cursor))\" y=\"\(svg(y - 10))\" width=\"14\" height=\"11\" fill=\"\(color)\"/>\n"
      }
      out +=
        "    <text x=\"\(svg(cursor + 18))\" y=\"\(svg(y))\">\(kind == "timeline" ? "nested timeline" : kind)</text>\n"
      cursor += 110
    }
    out += "  </g>\n"
    return out
  }
}
