import Animator

/// A line chart written as SVG: one or more panels stacked on a shared horizontal axis, each with
/// its own vertical scale, series, legend and dotted guide lines, and optional vertical markers.
///
/// ```swift
/// let chart = SVGChart(
///   title: "easeInOut", xLabel: "time", xRange: 0...1,
///   panels: [SVGChart.Panel(title: "value", series: [SVGChart.Series(name: "value", points: points)])])
/// let svg = chart.document()
/// ```
///
/// The output is a pure function of the chart: numbers are written with at most two decimals, so
/// the same chart gives the same bytes on every machine.
struct SVGChart {
  /// One line of a panel.
  struct Series {
    /// The legend's text.
    var name: String
    /// The stroke colour, as `#RRGGBB`.
    var color = SVGChart.palette[0]
    /// Whether the line is dashed.
    var dashed = false
    /// The points, in data coordinates; points that are not finite break the line.
    var points: [Point2D]
  }

  /// A panel: a plot area with its own vertical scale.
  struct Panel {
    /// The text at the panel's top left, for example `value` or `velocity (per second)`.
    var title: String
    /// The lines.
    var series: [Series]
    /// Values the vertical range always includes (the range also fits every point).
    var includes: [Double] = [0]
    /// Heights at which a dotted guide line is drawn, for example 0 and 1 for progress.
    var guides: [Double] = []
  }

  /// A vertical line across every panel, with a label at its top.
  struct Marker {
    /// Where it is, in data coordinates.
    var x: Double
    /// Its label.
    var label: String
  }

  /// The colours given to series in turn.
  static let palette = ["#1F6FB4", "#E8710A", "#2E9E44", "#C5283D", "#7B4FB8", "#6B6B6B"]

  /// The title at the top.
  var title: String
  /// A line under the title, if any.
  var subtitle: String?
  /// The horizontal axis's label, for example `time (unit)`.
  var xLabel: String
  /// The horizontal range.
  var xRange: ClosedRange<Double>
  /// The panels, top to bottom.
  var panels: [Panel]
  /// Vertical markers.
  var markers: [Marker] = []
  /// The whole width in points.
  var width = 560.0
  /// Each panel's plot height in points.
  var panelHeight = 190.0

  private static let left = 64.0
  private static let right = 24.0
  private static let gap = 40.0

  /// The SVG document.
  ///
  /// - Returns: The text, ending with a newline.
  /// - Complexity: O(total number of points).
  func document() -> String {
    let top = subtitle == nil ? 56.0 : 76.0
    let height = top + Double(panels.count) * (panelHeight + Self.gap) + 12
    let hasLegend = panels.contains { $0.series.count > 1 }
    let legendWidth = hasLegend ? 170.0 : 0
    let plotWidth = width - Self.left - Self.right
    var out = SVGChart.header(width: width + legendWidth, height: height, title: title)
    out +=
      "  <text x=\"\(svg(Self.left))\" y=\"26\" font-size=\"17\" font-weight=\"bold\">\(SVGRenderer.escape(title))</text>\n"
    if let subtitle {
      out +=
        "  <text x=\"\(svg(Self.left))\" y=\"46\" font-size=\"13\" fill=\"#444444\">\(SVGRenderer.escape(subtitle))</text>\n"
    }
    let xTicks = Self.ticks(xRange.lowerBound, xRange.upperBound, count: 5)
    func px(_ x: Double) -> Double {
      Self.left + (x - xRange.lowerBound) / max(xRange.upperBound - xRange.lowerBound, 1e-12) * plotWidth
    }
    for (index, panel) in panels.enumerated() {
      let panelTop = top + Double(index) * (panelHeight + Self.gap)
      let values = panel.series.flatMap(\.points).map(\.y).filter(\.isFinite) + panel.includes + panel.guides
      var low = values.min() ?? 0
      var high = values.max() ?? 1
      if high - low < 1e-9 {
        low -= 0.5
        high += 0.5
      }
      let padding = (high - low) * 0.06
      low -= padding
      high += padding
      let yTicks = Self.ticks(low, high, count: 4)
      func py(_ y: Double) -> Double { panelTop + (high - y) / (high - low) * panelHeight }
      out += "  <g data-panel=\"\(index)\">\n"
      out +=
        "    <rect x=\"\(svg(Self.left))\" y=\"\(svg(panelTop))\" width=\"\(svg(plotWidth))\" height=\"\(svg(panelHeight))\""
      out += " fill=\"#FAFAFA\" stroke=\"#BBBBBB\"/>\n"
      for tick in yTicks where tick >= low && tick <= high {
        out +=
          "    <line x1=\"\(svg(Self.left))\" x2=\"\(svg(Self.left + plotWidth))\" y1=\"\(svg(py(tick)))\" y2=\"\(svg(py(tick)))\""
        out += " stroke=\"#E4E4E4\"/>\n"
        out += "    <text x=\"\(svg(Self.left - 6))\" y=\"\(svg(py(tick) + 4))\" font-size=\"11\" text-anchor=\"end\""
        out += " fill=\"#555555\">\(Self.label(tick))</text>\n"
      }
      for tick in xTicks {
        out +=
          "    <line x1=\"\(svg(px(tick)))\" x2=\"\(svg(px(tick)))\" y1=\"\(svg(panelTop))\" y2=\"\(svg(panelTop + panelHeight))\""
        out += " stroke=\"#E4E4E4\"/>\n"
        out += "    <text x=\"\(svg(px(tick)))\" y=\"\(svg(panelTop + panelHeight + 15))\" font-size=\"11\""
        out += " text-anchor=\"middle\" fill=\"#555555\">\(Self.label(tick))</text>\n"
      }
      for guide in panel.guides {
        out +=
          "    <line x1=\"\(svg(Self.left))\" x2=\"\(svg(Self.left + plotWidth))\" y1=\"\(svg(py(guide)))\" y2=\"\(svg(py(guide)))\""
        out += " stroke=\"#888888\" stroke-dasharray=\"2 3\"/>\n"
      }
      for marker in markers {
        out += "    <line x1=\"\(svg(px(marker.x)))\" x2=\"\(svg(px(marker.x)))\" y1=\"\(svg(panelTop))\""
        out += " y2=\"\(svg(panelTop + panelHeight))\" stroke=\"#C5283D\" stroke-dasharray=\"5 3\"/>\n"
        if index == 0 {
          out +=
            "    <text x=\"\(svg(px(marker.x) - 4))\" y=\"\(svg(panelTop + 14))\" font-size=\"11\" text-anchor=\"end\""
          out += " fill=\"#C5283D\">\(SVGRenderer.escape(marker.label))</text>\n"
        }
      }
      out += "    <text x=\"\(svg(Self.left + 6))\" y=\"\(svg(panelTop - 6))\" font-size=\"13\" fill=\"#222222\">"
      out += "\(SVGRenderer.escape(panel.title))</text>\n"
      for (number, series) in panel.series.enumerated() {
        out += "    <path data-series=\"\(SVGRenderer.escape(series.name))\" fill=\"none\" stroke=\"\(series.color)\""
        out += " stroke-width=\"2\"\(series.dashed ? " stroke-dasharray=\"6 4\"" : "") stroke-linejoin=\"round\""
        out += " d=\"\(path(series.points, px: px, py: py))\"/>\n"
        if panel.series.count > 1 {
          let y = panelTop + 10 + Double(number) * 18
          let x = Self.left + plotWidth + 14
          out +=
            "    <line x1=\"\(svg(x))\" x2=\"\(svg(x + 22))\" y1=\"\(svg(y - 4))\" y2=\"\(svg(y - 4))\" stroke=\"\(series.color)\""
          out += " stroke-width=\"2\"\(series.dashed ? " stroke-dasharray=\"6 4\"" : "")/>\n"
          out +=
            "    <text x=\"\(svg(x + 28))\" y=\"\(svg(y))\" font-size=\"12\">\(SVGRenderer.escape(series.name))</text>\n"
        }
      }
      out += "  </g>\n"
    }
    let axisY = top + Double(panels.count) * (panelHeight + Self.gap) - Self.gap + 32
    out += "  <text x=\"\(svg(Self.left + plotWidth / 2))\" y=\"\(svg(axisY))\" font-size=\"12\" text-anchor=\"middle\""
    out += " fill=\"#333333\">\(SVGRenderer.escape(xLabel))</text>\n"
    out += "</svg>\n"
    return out
  }

  private func path(_ points: [Point2D], px: (Double) -> Double, py: (Double) -> Double) -> String {
    var parts: [String] = []
    var drawing = false
    for point in points {
      guard point.x.isFinite, point.y.isFinite else {
        drawing = false
        continue
      }
      parts.append("\(drawing ? "L" : "M")\(svg(px(point.x))) \(svg(py(point.y)))")
      drawing = true
    }
    return parts.joined(separator: " ")
  }

  /// The start of an SVG document with a white background.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  ///   - title: The document's `<title>`.
  /// - Returns: The text up to and including the background.
  static func header(width: Double, height: Double, title: String) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svg(width))\" height=\"\(svg(height))\""
    out += " viewBox=\"0 0 \(svg(width)) \(svg(height))\" font-family=\"sans-serif\">\n"
    out += "  <title>\(SVGRenderer.escape(title))</title>\n"
    out += "  <rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
    return out
  }

  /// Round numbers from `low` to `high`, about `count` of them: steps of 1, 2, 2.5 or 5 times a
  /// power of ten.
  ///
  /// - Parameters:
  ///   - low: The lower end.
  ///   - high: The upper end, above `low`.
  ///   - count: About how many ticks.
  /// - Returns: The ticks within the range, ascending.
  static func ticks(_ low: Double, _ high: Double, count: Int) -> [Double] {
    let span = high - low
    guard span.isFinite, span > 0 else { return [low] }
    let rough = span / Double(max(count, 1))
    var power = 1.0
    while power * 10 <= rough { power *= 10 }
    while power > rough { power /= 10 }
    let step = [1.0, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough } ?? power * 10
    var ticks: [Double] = []
    var index = (low / step).rounded(.up)
    while index * step <= high + step * 1e-9, ticks.count < 50 {
      let value = index * step
      ticks.append(abs(value) < step * 1e-9 ? 0 : value)
      index += 1
    }
    return ticks
  }

  /// A tick's text: as few decimals as the value needs, at most three.
  static func label(_ value: Double) -> String {
    for digits in 0...3 {
      let text = Format.fixed(value, digits)
      if let parsed = Double(text), abs(parsed - value) < 1e-9 { return text }
    }
    return Format.fixed(value, 3)
  }
}

/// A number for SVG geometry: at most two decimals.
///
/// - Parameter value: The number.
/// - Returns: Its text, as ``SVGRenderer/number(_:)`` writes it.
func svg(_ value: Double) -> String {
  SVGRenderer.number((value * 100).rounded() / 100)
}
