import Animator

/// The plots of the documentation: every named timing curve, springs, keyframes, each drawn from
/// the library's own `value(at:)` and `velocity(at:)`.
enum DocsPlots {
  /// Samples per line: enough for a smooth line 500 points wide.
  static let samples = 240

  /// Samples `function` at `samples + 1` evenly spaced points of `range`.
  static func sample(_ range: ClosedRange<Double>, _ function: (Double) -> Double) -> [Point2D] {
    (0...samples).map { index in
      let x = range.lowerBound + (range.upperBound - range.lowerBound) * Double(index) / Double(samples)
      return Point2D(x: x, y: function(x))
    }
  }

  /// One plot per named curve (UIKit's, Core Animation's and Penner's), value above velocity.
  ///
  /// - Returns: `Curves/<name>.svg` for each curve of ``CurveCatalog/named``.
  static func curves() -> [DocsFile] {
    CurveCatalog.named.map { entry in
      DocsFile(path: "Curves/\(entry.name).svg", contents: curveChart(entry.name, entry.description, entry.curve))
    }
  }

  /// A timing curve's value and velocity over unit time.
  static func curveChart(_ name: String, _ description: String, _ curve: TimingCurve) -> String {
    SVGChart(
      title: name, subtitle: description, xLabel: "time (0 = start, 1 = end)", xRange: 0...1,
      panels: [
        SVGChart.Panel(
          title: "value: progress", series: [SVGChart.Series(name: "value", points: sample(0...1, curve.value))],
          includes: [0, 1], guides: [0, 1]),
        SVGChart.Panel(
          title: "velocity: progress per unit time",
          series: [
            SVGChart.Series(name: "velocity", color: SVGChart.palette[1], points: sample(0...1, curve.velocity))
          ], includes: [0]),
      ]
    ).document()
  }

  /// UIKit's and Core Animation's five named curves on one chart.
  static func namedCurves() -> DocsFile {
    let named = CurveCatalog.named.prefix(5)
    let colors = SVGChart.palette
    let values = named.enumerated().map { index, entry in
      SVGChart.Series(name: entry.name, color: colors[index], points: sample(0...1, entry.curve.value))
    }
    let velocities = named.enumerated().map { index, entry in
      SVGChart.Series(name: entry.name, color: colors[index], points: sample(0...1, entry.curve.velocity))
    }
    let chart = SVGChart(
      title: "The named curves", subtitle: "linear, easeIn, easeOut, easeInOut and default (Core Animation's)",
      xLabel: "time (0 = start, 1 = end)", xRange: 0...1,
      panels: [
        SVGChart.Panel(title: "value: progress", series: values, includes: [0, 1], guides: [0, 1]),
        SVGChart.Panel(title: "velocity: progress per unit time", series: velocities, includes: [0]),
      ])
    return DocsFile(path: "Curves/named.svg", contents: chart.document())
  }

  /// CSS's four jump terms for `steps(4, …)`, one panel each.
  static func steps() throws(AnimationError) -> DocsFile {
    var panels: [SVGChart.Panel] = []
    for position in [TimingCurve.StepPosition.jumpStart, .jumpEnd, .jumpNone, .jumpBoth] {
      let steps = try TimingCurve.steps(4, position: position)
      panels.append(
        SVGChart.Panel(
          title: "\(steps)", series: [SVGChart.Series(name: "\(steps)", points: sample(0...1, steps.value))],
          includes: [0, 1], guides: [0, 1]))
    }
    let chart = SVGChart(
      title: "Steps", subtitle: "CSS's steps(4, <jump-term>); the velocity is 0 between jumps",
      xLabel: "time (0 = start, 1 = end)", xRange: 0...1, panels: panels, panelHeight: 110)
    return DocsFile(path: "Curves/steps.svg", contents: chart.document())
  }

  /// The thirty Penner easings on one page: a row per family, a column per mode.
  static func easingGrid() -> DocsFile {
    let families = ["Quad", "Cubic", "Quart", "Quint", "Sine", "Expo", "Circ", "Back", "Elastic", "Bounce"]
    let modes = ["easeIn", "easeOut", "easeInOut"]
    let cellWidth = 180.0
    let cellHeight = 120.0
    let width = 24 + Double(modes.count) * cellWidth
    let height = 56 + Double(families.count) * cellHeight
    var out = SVGChart.header(width: width, height: height, title: "Penner's easings")
    out += "  <text x=\"24\" y=\"30\" font-size=\"17\" font-weight=\"bold\">Penner's easings (easings.net)</text>\n"
    for (row, family) in families.enumerated() {
      for (column, mode) in modes.enumerated() {
        let name = "\(mode)\(family)"
        guard let easing = TimingCurve(named: name) else { continue }
        let x0 = 24 + Double(column) * cellWidth
        let y0 = 48 + Double(row) * cellHeight
        let points = sample(0...1, easing.value)
        let low = min(0, points.map(\.y).min() ?? 0)
        let high = max(1, points.map(\.y).max() ?? 1)
        let plot = (x: x0 + 8, y: y0 + 24, width: cellWidth - 28, height: cellHeight - 40)
        func py(_ y: Double) -> Double { plot.y + (high - y) / (high - low) * plot.height }
        out += "  <g data-easing=\"\(name)\">\n"
        out += "    <text x=\"\(svg(x0 + 8))\" y=\"\(svg(y0 + 16))\" font-size=\"12\">\(name)</text>\n"
        out += "    <rect x=\"\(svg(plot.x))\" y=\"\(svg(plot.y))\" width=\"\(svg(plot.width))\""
        out += " height=\"\(svg(plot.height))\" fill=\"#FAFAFA\" stroke=\"#CCCCCC\"/>\n"
        for guide in [0.0, 1.0] {
          out += "    <line x1=\"\(svg(plot.x))\" x2=\"\(svg(plot.x + plot.width))\" y1=\"\(svg(py(guide)))\""
          out += " y2=\"\(svg(py(guide)))\" stroke=\"#999999\" stroke-dasharray=\"2 3\"/>\n"
        }
        let path = points.enumerated().map { index, point in
          "\(index == 0 ? "M" : "L")\(svg(plot.x + point.x * plot.width)) \(svg(py(point.y)))"
        }
        out += "    <path fill=\"none\" stroke=\"\(SVGChart.palette[0])\" stroke-width=\"1.5\""
        out += " d=\"\(path.joined(separator: " "))\"/>\n"
        out += "  </g>\n"
      }
    }
    out += "</svg>\n"
    return DocsFile(path: "Curves/easings.svg", contents: out)
  }

  /// A spring to plot: its name, what it is, the spring and its initial velocity (distances per
  /// second, towards the target).
  struct SpringSample {
    /// The file's name and the legend's.
    var name: String
    /// A line about it.
    var description: String
    /// The spring.
    var spring: Spring
    /// The initial velocity, in distances per second.
    var initialVelocity = 0.0
  }

  /// The springs of the documentation: under-, critically and overdamped, all with duration 0.5.
  static func springSamples() throws(AnimationError) -> [SpringSample] {
    [
      SpringSample(
        name: "underdamped", description: "Spring(duration: 0.5, bounce: 0.5): damping ratio 0.5",
        spring: try Spring(duration: 0.5, bounce: 0.5)),
      SpringSample(
        name: "critically-damped", description: "Spring(duration: 0.5, bounce: 0): damping ratio 1, SwiftUI's smooth",
        spring: try Spring(duration: 0.5, bounce: 0)),
      SpringSample(
        name: "overdamped", description: "Spring(duration: 0.5, bounce: -0.5): damping ratio 2",
        spring: try Spring(duration: 0.5, bounce: -0.5)),
    ]
  }

  /// One chart per sample spring, the three on one chart, and seed 000's UIKit spring.
  static func springs() throws(AnimationError) -> [DocsFile] {
    let samples = try springSamples()
    var files: [DocsFile] = []
    for entry in samples {
      let settle = entry.spring.settlingDuration(initialVelocity: entry.initialVelocity)
      let end = (settle * 1.15 * 10).rounded(.up) / 10
      let chart = SVGChart(
        title: "Spring: \(entry.name.replacingDashes)", subtitle: entry.description,
        xLabel: "time (seconds), moving from 0 to 1", xRange: 0...end,
        panels: springPanels([entry], end: end),
        markers: [SVGChart.Marker(x: settle, label: "settles at \(Format.seconds(settle))")])
      files.append(DocsFile(path: "Springs/\(entry.name).svg", contents: chart.document()))
    }
    let end = (samples.map { $0.spring.settlingDuration() }.max() ?? 1) * 1.05
    let comparison = SVGChart(
      title: "Three springs of duration 0.5", subtitle: "bounce 0.5, 0 and -0.5: damping ratios 0.5, 1 and 2",
      xLabel: "time (seconds), moving from 0 to 1", xRange: 0...(end * 10).rounded(.up) / 10,
      panels: springPanels(samples, end: (end * 10).rounded(.up) / 10))
    files.append(DocsFile(path: "Springs/comparison.svg", contents: comparison.document()))
    // Seed 000: UIView.animate(withDuration: 2.5, usingSpringWithDamping: 0.8, initialSpringVelocity: 10):
    // the curve the animator runs, a spring stiffened to settle at the end of its 2.5 s, which
    // then holds the target.
    let span = 2.5
    let login = try TimingCurve.spring(dampingRatio: 0.8, initialVelocity: 10, duration: span)
    let loginEnd = 2.7
    let chart = SVGChart(
      title: "Seed 000's spring",
      subtitle: "damping ratio 0.8, initial velocity 10, fitted to settle in 2.5 s, then at rest",
      xLabel: "time (seconds), moving from 0 to 1", xRange: 0...loginEnd,
      panels: [
        SVGChart.Panel(
          title: "value",
          series: [
            SVGChart.Series(
              name: "login", color: SVGChart.palette[0], points: sample(0...loginEnd) { t in login.value(at: t / span) }
            )
          ], includes: [0, 1], guides: [0, 1]),
        SVGChart.Panel(
          title: "velocity (per second)",
          series: [
            SVGChart.Series(
              name: "login", color: SVGChart.palette[1],
              points: sample(0...loginEnd) { t in t < span ? login.velocity(at: t / span) / span : 0 })
          ], includes: [0], guides: [0]),
      ],
      markers: [SVGChart.Marker(x: span, label: "settles at \(Format.seconds(span))")])
    files.append(DocsFile(path: "Springs/seed-000-login.svg", contents: chart.document()))
    return files
  }

  private static func springPanels(_ samples: [SpringSample], end: Double) -> [SVGChart.Panel] {
    let values = samples.enumerated().map { index, entry in
      SVGChart.Series(
        name: entry.name.replacingDashes, color: SVGChart.palette[samples.count == 1 ? 0 : index],
        points: sample(0...end) { t in
          entry.spring.value(target: 1.0, initialValue: 0, initialVelocity: entry.initialVelocity, time: t)
        })
    }
    let velocities = samples.enumerated().map { index, entry in
      SVGChart.Series(
        name: entry.name.replacingDashes, color: SVGChart.palette[samples.count == 1 ? 1 : index],
        points: sample(0...end) { t in
          entry.spring.velocity(target: 1.0, initialValue: 0, initialVelocity: entry.initialVelocity, time: t)
        })
    }
    return [
      SVGChart.Panel(title: "value", series: values, includes: [0, 1], guides: [0, 1]),
      SVGChart.Panel(title: "velocity (per second)", series: velocities, includes: [0], guides: [0]),
    ]
  }

  /// Seed 002's mask keyframes, and one set of values under each calculation mode.
  static func keyframes() throws(AnimationError) -> [DocsFile] {
    let mask = try Keyframes(
      values: [60.0, 50, 2000], keyTimes: [0, 0.5, 1], timingCurves: [.easeInOut, .easeOut])
    let launch = SVGChart(
      title: "Seed 002: the mask's keyframes",
      subtitle: "60 → 50 → 2000 pt at key times 0, 0.5, 1; easeInEaseOut, then easeOut",
      xLabel: "time (0 = start, 1 = end of the 1 s animation)", xRange: 0...1,
      panels: [
        SVGChart.Panel(
          title: "value: the mask's width (points)",
          series: [SVGChart.Series(name: "width", points: sample(0...1, mask.value))], includes: [0]),
        SVGChart.Panel(
          title: "velocity: points per unit time",
          series: [SVGChart.Series(name: "velocity", color: SVGChart.palette[1], points: sample(0...1, mask.velocity))]),
      ],
      markers: [SVGChart.Marker(x: 0.5, label: "key time 0.5")])
    let values = [0.0, 1, 0.25, 0.75]
    let modes: [(String, KeyframeCalculationMode)] = [
      ("linear", .linear), ("discrete", .discrete), ("paced", .paced), ("cubic", .cubic),
    ]
    var series: [SVGChart.Series] = []
    for (index, mode) in modes.enumerated() {
      let keyTimes: [Double] = mode.1 == .discrete ? [0, 0.25, 0.5, 0.75, 1] : [0, 1.0 / 3, 2.0 / 3, 1]
      let keyframes = try Keyframes(values: values, keyTimes: keyTimes, calculationMode: mode.1)
      series.append(
        SVGChart.Series(
          name: mode.0, color: SVGChart.palette[index], dashed: index == 2, points: sample(0...1, keyframes.value)))
    }
    let modesChart = SVGChart(
      title: "Keyframe calculation modes", subtitle: "values 0, 1, 0.25, 0.75; key times evenly spaced",
      xLabel: "time (0 = start, 1 = end)", xRange: 0...1,
      panels: [SVGChart.Panel(title: "value", series: series, includes: [0, 1], guides: [0, 1])])
    return [
      DocsFile(path: "Keyframes/seed-002-mask.svg", contents: launch.document()),
      DocsFile(path: "Keyframes/calculation-modes.svg", contents: modesChart.document()),
    ]
  }
}

extension String {
  /// The name with dashes as spaces, for titles.
  fileprivate var replacingDashes: String {
    String(map { $0 == "-" ? " " : $0 })
  }
}
