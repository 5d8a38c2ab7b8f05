import Animator

extension DocsPlots {
  /// The picture of the lifetimes guide: what a scope's three endings leave.
  ///
  /// - Returns: `Lifetimes/scope-endings.svg`.
  /// - Throws: ``AnimationError`` only if the picture's own set-up is wrong, which the tests rule out.
  static func lifetimes() throws(AnimationError) -> [DocsFile] {
    [try scopeEndingsChart()]
  }

  /// Three scopes, each holding a linear 1 s fade of an opacity from 0 to 1, ended 0.4 s into the
  /// run by `cancel()`, `finish()` and `revert()`: the presentation value every 10 ms.
  static func scopeEndingsChart() throws(AnimationError) -> DocsFile {
    let frame = Duration.milliseconds(10)
    let endAt = 40  // frames: the scope ends at 0.4 s
    let frames = 100
    var series: [SVGChart.Series] = []
    let endings: [(String, Int, Bool, (AnimationScope) -> Void)] = [
      ("cancel(): stays where shown", 0, false, { $0.cancel() }),
      ("finish(): jumps to the end", 1, true, { $0.finish() }),
      ("revert(): back to before", 2, true, { $0.revert() }),
    ]
    for (name, color, dashed, end) in endings {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let card = PlotCard()
      let scope = AnimationScope()
      try scope.add { () throws(AnimationError) in
        let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
        try animator.addAnimations { card.opacity = 1 }
        try animator.startAnimation()
      }
      var points: [Point2D] = []
      for index in 0...frames {
        if index > 0 {
          clock.advance(by: frame)
          engine.tick()
        }
        if index == endAt {
          points.append(Point2D(x: 0.4, y: card.$opacity.presentationValue))
          end(scope)
        }
        points.append(Point2D(x: Double(index) / 100, y: card.$opacity.presentationValue))
      }
      series.append(SVGChart.Series(name: name, color: SVGChart.palette[color], dashed: dashed, points: points))
    }
    let chart = SVGChart(
      title: "AnimationScope: cancel, finish, revert",
      subtitle: "a scope's 1 s linear fade from 0 to 1, ended 0.4 s into its run: the value shown",
      xLabel: "time (seconds)", xRange: 0...1,
      panels: [SVGChart.Panel(title: "opacity", series: series, includes: [0, 1], guides: [0, 1])],
      markers: [SVGChart.Marker(x: 0.4, label: "the scope ends")])
    return DocsFile(path: "Lifetimes/scope-endings.svg", contents: chart.document())
  }
}

/// A card whose opacity the picture animates.
private final class PlotCard {
  @Animated var opacity = 0.0
}
