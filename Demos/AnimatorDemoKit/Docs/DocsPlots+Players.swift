import Animator

extension DocsPlots {
  /// The pictures of the interactive-motion players, each drawn from a player run by an engine on a
  /// manual clock and read back from what it shows every 10 ms.
  ///
  /// - Returns: `Motion/decay-animation.svg` and `Motion/playhead-fling.svg`.
  /// - Throws: ``AnimationError`` only if a picture's own set-up is wrong, which the tests rule out.
  static func players() throws(AnimationError) -> [DocsFile] {
    [try decayAnimationChart(), try playheadFlingChart()]
  }

  /// The frame step of the players' pictures, and its length in seconds.
  private static let frame = Duration.milliseconds(10)
  private static let frameSeconds = 0.01

  /// Two `DecayAnimation`s released from 700 at 1500 points per second, one free and one bounded by
  /// 0...1000: the property's presentation value and velocity at every frame.
  static func decayAnimationChart() throws(AnimationError) -> DocsFile {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let free = PlotScroll(offset: 700)
    let bounded = PlotScroll(offset: 700)
    let coast = try DecayAnimation(free.$offset, velocity: 1500, engine: engine)
    let bounce = try DecayAnimation(bounded.$offset, velocity: 1500, bounds: 0...1000, engine: engine)
    try coast.startAnimation()
    try bounce.startAnimation()
    let end = 2.0
    var values: ([Point2D], [Point2D]) = ([], [])
    var velocities: ([Point2D], [Point2D]) = ([], [])
    for index in 0...Int(end / frameSeconds) {
      if index > 0 {
        clock.advance(by: frame)
        engine.tick()
      }
      let time = Double(index) * frameSeconds
      values.0.append(Point2D(x: time, y: free.$offset.presentationValue))
      values.1.append(Point2D(x: time, y: bounded.$offset.presentationValue))
      velocities.0.append(Point2D(x: time, y: free.$offset.velocity))
      velocities.1.append(Point2D(x: time, y: bounded.$offset.velocity))
    }
    let handOff = bounce.handOffTime ?? 0
    let settled = bounce.settlingTime ?? 0
    let freeColor = SVGChart.palette[5]
    let chart = SVGChart(
      title: "DecayAnimation on a property",
      subtitle: "from 700 at 1500 points per second: free, and bounded by 0...1000 with Spring.smooth",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: [
        SVGChart.Panel(
          title: "offset (points)",
          series: [
            SVGChart.Series(name: "bounds: 0...1000", points: values.1),
            SVGChart.Series(name: "free", color: freeColor, dashed: true, points: values.0),
          ], includes: [700], guides: [1000, coast.restingPosition]),
        SVGChart.Panel(
          title: "velocity (points per second)",
          series: [
            SVGChart.Series(name: "bounds: 0...1000", points: velocities.1),
            SVGChart.Series(name: "free", color: freeColor, dashed: true, points: velocities.0),
          ], includes: [0], guides: [0]),
      ],
      markers: [
        SVGChart.Marker(x: handOff, label: "hand-off \(Format.seconds(handOff, 3))"),
        SVGChart.Marker(x: settled, label: "bounce settled \(Format.seconds(settled))"),
      ])
    return DocsFile(path: "Motion/decay-animation.svg", contents: chart.document())
  }

  /// A three-second timeline with labels at 1 s and 2 s, scrubbed at 1.4 s/s to 1.3 s and flung:
  /// to the label nearest the projection, to a label behind, and coasting; its ``Timeline/time``
  /// at every frame, and the playhead's velocity.
  static func playheadFlingChart() throws(AnimationError) -> DocsFile {
    let release = 30  // frames: the finger lets go at 0.3 s
    let end = 2.0
    let speed = 1.4
    let targets: [(String, TimelineFling.Target)] = [
      ("projected: \"two\"", .projected()), ("given: .label(\"one\")", .label("one")), (".coast()", .coast()),
    ]
    var values: [SVGChart.Series] = []
    var velocities: [SVGChart.Series] = []
    var arrivals: [(label: String, time: Double)] = []
    for (rank, (name, target)) in targets.enumerated() {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let panel = PlotScroll()
      let timeline = Timeline(engine: engine)
      try timeline.addTween(of: panel.$offset, from: 0, to: 300, duration: 3, curve: .linear)
      try timeline.addLabel("one", at: .at(1))
      try timeline.addLabel("two", at: .at(2))
      try timeline.pauseAnimation()
      var fling: TimelineFling?
      var shown: [Point2D] = []
      var moving: [Point2D] = []
      for index in 0...Int(end / frameSeconds) {
        if index > 0 {
          clock.advance(by: frame)
          engine.tick()
        }
        let time = Double(index) * frameSeconds
        if index <= release {
          // The finger scrubs at 1.4 timeline seconds per second, reaching 1.3 s at the release.
          try timeline.seek(to: 1.3 - speed * Double(release - index) * frameSeconds)
        }
        if index == release {
          fling = try timeline.fling(velocity: speed, to: target)
        }
        shown.append(Point2D(x: time, y: timeline.time))
        moving.append(Point2D(x: time, y: fling.map { $0.velocity(at: $0.elapsedTime) } ?? speed))
      }
      let color = SVGChart.palette[rank]
      values.append(SVGChart.Series(name: name, color: color, dashed: rank == 2, points: shown))
      velocities.append(SVGChart.Series(name: name, color: color, dashed: rank == 2, points: moving))
      if let fling, let label = fling.label {
        arrivals.append((label, Double(release) * frameSeconds + fling.settlingTime))
      }
    }
    let chart = SVGChart(
      title: "Flinging a timeline's playhead",
      subtitle: "scrubbed at 1.4 s/s to 1.3 s, then Timeline.fling(velocity: 1.4, to:): labels at 1 s and 2 s",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: [
        SVGChart.Panel(title: "timeline time (seconds)", series: values, includes: [0.8, 2.2], guides: [1, 2]),
        SVGChart.Panel(title: "playhead velocity (seconds per second)", series: velocities, includes: [0], guides: [0]),
      ],
      markers: [
        SVGChart.Marker(x: Double(release) * frameSeconds, label: "release"),
        SVGChart.Marker(
          x: arrivals.map(\.time).max() ?? 0,
          label: arrivals.sorted { $0.time < $1.time }.map { "\($0.label) \(Format.seconds($0.time))" }
            .joined(separator: ", ")),
      ])
    return DocsFile(path: "Motion/playhead-fling.svg", contents: chart.document())
  }
}

/// A scroll offset or a panel's offset, for the players' pictures.
private final class PlotScroll {
  @Animated var offset: Double

  init(offset: Double = 0) {
    self.offset = offset
  }
}
