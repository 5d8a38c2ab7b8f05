import Animator

extension DocsPlots {
  /// The pictures of the animation graphs guide, each drawn from a real `AnimationGraph` run by an
  /// engine on a manual clock and read back every 10 ms.
  ///
  /// - Returns: `Graphs/blend-modes.svg`, `Graphs/crossfade-weights.svg` and
  ///   `Graphs/blend-space-weights.svg`.
  /// - Throws: ``AnimationError`` only if a picture's own set-up is wrong, which the tests rule out.
  static func graphs() throws(AnimationError) -> [DocsFile] {
    [try blendModesChart(), try crossFadeWeightsChart(), try blendSpaceWeightsChart()]
  }

  /// The frame step of the graphs' pictures, and its length in seconds.
  private static let graphFrame = Duration.milliseconds(10)
  private static let graphFrameSeconds = 0.01

  /// Ticks `engine` every 10 ms from 0 to `end` seconds, calling `atFrame` with each frame's index
  /// before the tick and `sample` with its time after it (and at 0).
  private static func runFrames(
    _ clock: ManualClock, _ engine: AnimationEngine, end: Double,
    atFrame: (Int) throws(AnimationError) -> Void = { _ in }, sample: (Double) -> Void
  ) throws(AnimationError) {
    for index in 0...Int((end / graphFrameSeconds).rounded()) {
      try atFrame(index)
      if index > 0 {
        clock.advance(by: graphFrame)
        engine.tick()
      }
      sample(Double(index) * graphFrameSeconds)
    }
  }

  /// One property moved by a graph of two nodes, a 2 s linear rise from 0 to 100 and a pose at 40,
  /// switched at 0.6 s by a 0.5 s blend: a cross-fade (the default curve), an inertialization, and
  /// each node alone. Its value and velocity at every frame.
  static func blendModesChart() throws(AnimationError) -> DocsFile {
    let switchAt = 60  // frames: 0.6 s
    let end = 1.6
    var values: [[Point2D]] = []
    var velocities: [[Point2D]] = []
    for blend in [AnimationGraph.Blend.crossFade(0.5), .inertialize(0.5), nil] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let item = PlotItem()
      let rise = Timeline(engine: engine)
      try rise.addTween(duration: 2, curve: .linear) { item.x = 100 }
      let graph = AnimationGraph(engine: engine)
      try graph.addInput("stop", .bool(false))
      try graph.addNode("rise", .timeline(rise))
      try graph.addNode("hold", .pose { item.x = 40 })
      if let blend {
        try graph.addTransition(from: "rise", to: "hold", when: [.isTrue("stop")], blend: blend)
        // A way back, so that the hold is not a node the graph ends in.
        try graph.addTransition(from: "hold", to: "rise", when: [.isFalse("stop")])
      }
      try graph.startAnimation()
      var value: [Point2D] = []
      var velocity: [Point2D] = []
      try runFrames(clock, engine, end: end) { index throws(AnimationError) in
        if index == switchAt { try graph.set("stop", to: true) }
      } sample: { time in
        value.append(Point2D(x: time, y: item.$x.presentationValue))
        velocity.append(Point2D(x: time, y: item.$x.velocity))
      }
      try graph.stopAnimation(true)
      values.append(value)
      velocities.append(velocity)
    }
    let target = [Point2D(x: 0, y: 40), Point2D(x: end, y: 40)]
    let targetVelocity = [Point2D(x: 0, y: 0), Point2D(x: end, y: 0)]
    let grey = SVGChart.palette[5]
    func series(_ points: [[Point2D]], _ target: [Point2D]) -> [SVGChart.Series] {
      [
        SVGChart.Series(name: ".crossFade(0.5)", points: points[0]),
        SVGChart.Series(name: ".inertialize(0.5)", color: SVGChart.palette[1], points: points[1]),
        SVGChart.Series(name: "rise alone", color: grey, dashed: true, points: points[2]),
        SVGChart.Series(name: "hold alone", color: SVGChart.palette[2], dashed: true, points: target),
      ]
    }
    let chart = SVGChart(
      title: "AnimationGraph: cross-fade and inertialization",
      subtitle: "rise (0 to 100 in 2 s, linear) to hold (a pose at 40) at 0.6 s, blended over 0.5 s",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: [
        SVGChart.Panel(title: "value", series: series(values, target), includes: [0, 80]),
        SVGChart.Panel(title: "velocity (per second)", series: series(velocities, targetVelocity), guides: [0]),
      ],
      markers: [SVGChart.Marker(x: 0.6, label: "transition"), SVGChart.Marker(x: 1.1, label: "blend ends")])
    return DocsFile(path: "Graphs/blend-modes.svg", contents: chart.document())
  }

  /// A 1 s cross-fade between two poses, started at 0.25 s: the weights the graph reports
  /// (`AnimationGraph.weights`) with the default curve, and the target's with a linear one.
  static func crossFadeWeightsChart() throws(AnimationError) -> DocsFile {
    let startAt = 25  // frames: 0.25 s
    let end = 1.5
    var weights: [[Point2D]] = [[], [], []]
    for (curve, index) in [(TimingCurve.easeInOut, 0), (.linear, 2)] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let item = PlotItem()
      let graph = AnimationGraph(engine: engine)
      try graph.addInput("go", .bool(false))
      try graph.addNode("from", .pose { item.x = 0 })
      try graph.addNode("to", .pose { item.x = 1 })
      try graph.addTransition(from: "from", to: "to", when: [.isTrue("go")], blend: .crossFade(1, curve: curve))
      try graph.addTransition(from: "to", to: "from", when: [.isFalse("go")])
      try graph.startAnimation()
      try runFrames(clock, engine, end: end) { frame throws(AnimationError) in
        if frame == startAt { try graph.set("go", to: true) }
      } sample: { time in
        let shown = graph.weights
        if index == 0 { weights[1].append(Point2D(x: time, y: shown["from"] ?? 0)) }
        weights[index].append(Point2D(x: time, y: shown["to"] ?? 0))
      }
      try graph.stopAnimation(true)
    }
    let chart = SVGChart(
      title: "AnimationGraph: a cross-fade's weights",
      subtitle: "from one node to another over 1 s, started at 0.25 s; the property shows (1 − w)·from + w·to",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: [
        SVGChart.Panel(
          title: "weight",
          series: [
            SVGChart.Series(name: "target (easeInOut)", points: weights[0]),
            SVGChart.Series(name: "source (easeInOut)", color: SVGChart.palette[1], points: weights[1]),
            SVGChart.Series(
              name: "target (.linear)", color: SVGChart.palette[5], dashed: true, points: weights[2]),
          ], includes: [0, 1], guides: [0, 1])
      ],
      markers: [SVGChart.Marker(x: 0.25, label: "transition"), SVGChart.Marker(x: 1.25, label: "blend ends")])
    return DocsFile(path: "Graphs/crossfade-weights.svg", contents: chart.document())
  }

  /// A blend space of three points at 0, 1 and 3, each a pose that sets its own property to 1, so
  /// that each property shows its point's weight: the weights against the input.
  static func blendSpaceWeightsChart() throws(AnimationError) -> DocsFile {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let probes = [PlotItem(), PlotItem(), PlotItem()]
    let graph = AnimationGraph(engine: engine)
    try graph.addInput("speed", .number(0))
    let space = try BlendSpace1D(
      input: "speed",
      points: [
        (0, .pose { probes[0].x = 1 }), (1, .pose { probes[1].x = 1 }), (3, .pose { probes[2].x = 1 }),
      ])
    try graph.addNode("locomotion", .blendSpace(space))
    try graph.startAnimation()
    var weights: [[Point2D]] = [[], [], []]
    for step in 0...100 {
      let speed = -1 + Double(step) * 0.05
      try graph.set("speed", to: speed)
      clock.advance(by: graphFrame)
      engine.tick()
      for index in probes.indices {
        weights[index].append(Point2D(x: speed, y: probes[index].$x.presentationValue))
      }
    }
    try graph.stopAnimation(true)
    let names = ["idle, at 0", "walk, at 1", "run, at 3"]
    let chart = SVGChart(
      title: "BlendSpace1D: each point's weight",
      subtitle: "points at 0, 1 and 3: the two around the input blend by where it lies between them",
      xLabel: "speed (the blend space's input)", xRange: -1...4,
      panels: [
        SVGChart.Panel(
          title: "weight",
          series: names.indices.map {
            SVGChart.Series(name: names[$0], color: SVGChart.palette[$0], points: weights[$0])
          }, includes: [0, 1], guides: [0, 1])
      ])
    return DocsFile(path: "Graphs/blend-space-weights.svg", contents: chart.document())
  }
}

/// One value a graph picture moves.
private final class PlotItem {
  @Animated var x = 0.0
}
