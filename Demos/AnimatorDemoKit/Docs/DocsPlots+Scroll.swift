import Animator

extension DocsPlots {
  /// The pictures of the scroll-driven animation guide, each drawn from the library's ranges and
  /// from a driver run on a manual clock.
  ///
  /// - Returns: `Scroll/named-ranges.svg` and `Scroll/catch-up.svg`.
  /// - Throws: ``AnimationError`` only if a picture's own set-up is wrong, which the tests rule out.
  static func scroll() throws(AnimationError) -> [DocsFile] {
    [try namedRangesChart(), try catchUpChart()]
  }

  /// The progress of each named range against the scroll offset, for a subject shorter than the
  /// viewport and for one longer than it (where `contain` flips to "covers the viewport").
  static func namedRangesChart() throws(AnimationError) -> DocsFile {
    let metrics = try ScrollMetrics(offset: 0, viewportLength: 200, contentLength: 2100)
    func panel(_ title: String, _ subject: ViewSubject) -> SVGChart.Panel {
      let series = ViewRange.allCases.enumerated().map { index, range in
        SVGChart.Series(
          name: range.rawValue, color: SVGChart.palette[index], dashed: index >= 4,
          points: sample(400...1300) { offset in
            let progress = (try? ScrollRange.view(subject, range).progress(in: metrics.scrolled(to: offset))) ?? nil
            return progress.map { min(max($0, 0), 1) } ?? .nan
          })
      }
      return SVGChart.Panel(title: title, series: series, includes: [0, 1], guides: [0, 1])
    }
    let chart = SVGChart(
      title: "Named view ranges",
      subtitle: "progress of each range as a subject at 800 points scrolls through a 200-point viewport",
      xLabel: "scroll offset (points)", xRange: 400...1300,
      panels: [
        panel("a 100-point subject: progress", try ViewSubject(start: 800, length: 100)),
        panel("a 400-point subject (longer than the viewport): progress", try ViewSubject(start: 800, length: 400)),
      ])
    return DocsFile(path: "Scroll/named-ranges.svg", contents: chart.document())
  }

  /// A scroll that jumps in three steps, and what a driver shows at once and catching up over
  /// 0.5 s, read from drivers run on a manual clock.
  static func catchUpChart() throws(AnimationError) -> DocsFile {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let page = try ScrollSource(
      engine: engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 1800))
    final class Box {
      @Animated var value = 0.0
    }
    let (direct, smooth) = (Box(), Box())
    for (box, scrub) in [(direct, ScrollScrub.immediate), (smooth, .catchUp(.milliseconds(500)))] {
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
      try animator.addAnimations { box.value = 1 }
      _ = try page.drive(animator, over: .scroll(), scrub: scrub)
    }
    let scrolls: [Int: Double] = [100: 400, 400: 900, 600: 300, 1100: 1000]
    var shown: [Point2D] = []
    var smoothed: [Point2D] = []
    for millisecond in stride(from: 0, through: 1600, by: 10) {
      if millisecond > 0 {
        clock.advance(by: .milliseconds(10))
        engine.tick()
      }
      if let offset = scrolls[millisecond] { try page.scroll(to: offset) }
      let t = Double(millisecond) / 1000
      shown.append(Point2D(x: t, y: direct.$value.presentationValue))
      smoothed.append(Point2D(x: t, y: smooth.$value.presentationValue))
    }
    let chart = SVGChart(
      title: "Scrub: at once, and catching up",
      subtitle: "a scroll that jumps four times, driving one player at once and one with .catchUp(0.5 s)",
      xLabel: "time (s)", xRange: 0...1.6,
      panels: [
        SVGChart.Panel(
          title: "progress",
          series: [
            SVGChart.Series(name: "the scroll (.immediate)", points: shown),
            SVGChart.Series(name: ".catchUp(.milliseconds(500))", color: SVGChart.palette[1], points: smoothed),
          ], includes: [0, 1], guides: [0, 1])
      ])
    return DocsFile(path: "Scroll/catch-up.svg", contents: chart.document())
  }
}
