import Animator

extension DocsPlots {
  /// The pictures of the interactive-motion guide, each drawn from the library's decays, rubber
  /// band and springs in value units.
  ///
  /// - Returns: `Motion/decay.svg`, `Motion/bounded-decay.svg`, `Motion/rubber-band.svg`,
  ///   `Motion/velocity-hand-off.svg` and `Motion/bounded-decay-2d.svg`.
  /// - Throws: ``AnimationError`` only if a picture's own set-up is wrong, which the tests rule out.
  static func motion() throws(AnimationError) -> [DocsFile] {
    [try decayChart(), try boundedDecayChart(), try rubberBandChart(), try handOffChart(), try boundedDecay2DChart()]
  }

  /// A two-dimensional fling into a corner of a rect: each axis reaches its edge at its own time and
  /// bounces on its own spring.
  static func boundedDecay2DChart() throws(AnimationError) -> DocsFile {
    let fling = try BoundedDecay2D(
      position: Point2D(x: 300, y: 100), velocity: Point2D(x: 400, y: -900),
      bounds: Rect2D(x: 0, y: 0, width: 400, height: 1000))
    let end = 1.5
    func axis(_ name: String, _ bounded: BoundedDecay, _ guide: Double) -> [SVGChart.Panel] {
      let free = bounded.decay
      return [
        SVGChart.Panel(
          title: "\(name) (points)",
          series: [
            SVGChart.Series(name: "bounded", points: sample(0...end, bounded.value)),
            SVGChart.Series(
              name: "unbounded decay", color: SVGChart.palette[5], dashed: true, points: sample(0...end, free.value)),
          ], includes: [free.restingPosition], guides: [guide]),
        SVGChart.Panel(
          title: "\(name) velocity (points per second)",
          series: [
            SVGChart.Series(name: "bounded", points: sample(0...end, bounded.velocity)),
            SVGChart.Series(
              name: "unbounded decay", color: SVGChart.palette[5], dashed: true, points: sample(0...end, free.velocity)),
          ], includes: [0], guides: [0]),
      ]
    }
    let xTime = fling.x.handOff?.time ?? 0
    let yTime = fling.y.handOff?.time ?? 0
    let chart = SVGChart(
      title: "A two-dimensional bounce: BoundedDecay2D",
      subtitle:
        "from (300, 100) at (400, -900) points per second in a 400 × 1000 rect",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: axis("x", fling.x, 400) + axis("y", fling.y, 0),
      markers: [
        SVGChart.Marker(x: xTime, label: "x: \(Format.seconds(xTime, 3))"),
        SVGChart.Marker(x: yTime, label: "y: \(Format.seconds(yTime, 3))"),
      ])
    return DocsFile(path: "Motion/bounded-decay-2d.svg", contents: chart.document())
  }

  /// A fling of 1000 points per second at UIKit's two deceleration rates.
  static func decayChart() throws(AnimationError) -> DocsFile {
    let rates: [(String, DecelerationRate, String)] = [
      (".normal (0.998)", .normal, ".normal"), (".fast (0.99)", .fast, ".fast"),
    ]
    var values: [SVGChart.Series] = []
    var velocities: [SVGChart.Series] = []
    var markers: [SVGChart.Marker] = []
    for (index, rate) in rates.enumerated() {
      let decay = try Decay(position: 0.0, velocity: 1000, decelerationRate: rate.1)
      let color = SVGChart.palette[index]
      values.append(SVGChart.Series(name: rate.0, color: color, points: sample(0...4, decay.value)))
      velocities.append(SVGChart.Series(name: rate.0, color: color, points: sample(0...4, decay.velocity)))
      let stop = try decay.settlingDuration()
      markers.append(SVGChart.Marker(x: stop, label: "\(rate.2): \(Format.seconds(stop))"))
    }
    let chart = SVGChart(
      title: "Decay",
      subtitle: "flung at 1000 points per second: resting at 499.5 and 99.5 points; stopped below 0.5 points/s",
      xLabel: "time (seconds)", xRange: 0...4,
      panels: [
        SVGChart.Panel(
          title: "position (points)", series: values, includes: [0, 600],
          guides: [project(velocity: 1000.0), project(velocity: 1000.0, decelerationRate: .fast)]),
        SVGChart.Panel(title: "velocity (points per second)", series: velocities, includes: [0], guides: [0]),
      ],
      markers: markers)
    return DocsFile(path: "Motion/decay.svg", contents: chart.document())
  }

  /// A fling that reaches the end of a 0...1000 range and bounces back on a spring.
  static func boundedDecayChart() throws(AnimationError) -> DocsFile {
    let fling = try BoundedDecay(position: 700, velocity: 1500, bounds: 0...1000)
    let free = fling.decay
    let end = 1.5
    let handOff = fling.handOff?.time ?? 0
    let chart = SVGChart(
      title: "A bounded decay: the scroll-view bounce",
      subtitle: "from 700 at 1500 points per second in 0...1000; a Spring.smooth takes over at the edge",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: [
        SVGChart.Panel(
          title: "position (points)",
          series: [
            SVGChart.Series(name: "bounded", points: sample(0...end, fling.value)),
            SVGChart.Series(
              name: "unbounded decay", color: SVGChart.palette[5], dashed: true, points: sample(0...end, free.value)),
          ], includes: [600], guides: [1000]),
        SVGChart.Panel(
          title: "velocity (points per second)",
          series: [
            SVGChart.Series(name: "bounded", points: sample(0...end, fling.velocity)),
            SVGChart.Series(
              name: "unbounded decay", color: SVGChart.palette[5], dashed: true, points: sample(0...end, free.velocity)),
          ], includes: [0], guides: [0]),
      ],
      markers: [SVGChart.Marker(x: handOff, label: "hand-off at \(Format.seconds(handOff, 3))")])
    return DocsFile(path: "Motion/bounded-decay.svg", contents: chart.document())
  }

  /// UIScrollView's rubber band for two sizes of view, against a finger with no resistance.
  static func rubberBandChart() throws(AnimationError) -> DocsFile {
    let tall = try RubberBand(dimension: 800)
    let short = try RubberBand(dimension: 400)
    let chart = SVGChart(
      title: "Rubber band", subtitle: "(1 − 1/(x·c/d + 1))·d with c = 0.55, for views 800 and 400 points tall",
      xLabel: "how far the finger is past the edge (points)", xRange: 0...2000,
      panels: [
        SVGChart.Panel(
          title: "how far the content is past the edge (points)",
          series: [
            SVGChart.Series(name: "d = 800", points: sample(0...2000) { (try? tall.offset(forOverflow: $0)) ?? .nan }),
            SVGChart.Series(
              name: "d = 400", color: SVGChart.palette[1],
              points: sample(0...2000) { (try? short.offset(forOverflow: $0)) ?? .nan }),
            SVGChart.Series(
              name: "0.55·x, no band", color: SVGChart.palette[5], dashed: true,
              points: sample(0...1500) { 0.55 * $0 }),
          ], includes: [0, 800], guides: [400, 800])
      ])
    return DocsFile(path: "Motion/rubber-band.svg", contents: chart.document())
  }

  /// A two-dimensional release: the finger's velocity handed to a spring per axis, against UIKit's
  /// single normalised number.
  static func handOffChart() throws(AnimationError) -> DocsFile {
    let start = Point2D(x: 0, y: 100)
    let velocity = Point2D(x: 900, y: -200)
    let release = 0.3
    let releasePoint = start + velocity.scaled(by: release)
    let target = Point2D(x: 400, y: 300)
    let spring = Spring.smooth
    let trajectory = try SpringTrajectory(
      spring: spring, from: releasePoint, velocity: velocity, to: target, at: release)
    // UIKit's one number: the x axis's velocity over its distance, applied to both axes.
    let single = try velocity.normalizedVelocity(from: releasePoint, to: target).x
    let singleY = try SpringTrajectory(
      spring: spring, from: releasePoint.y, velocity: single * (target.y - releasePoint.y), to: target.y, at: release)
    let end = 1.2
    func finger(_ t: Double) -> Point2D { start + velocity.scaled(by: t) }
    func value(_ t: Double) -> Point2D { t < release ? finger(t) : trajectory.value(at: t) }
    func speed(_ t: Double) -> Point2D { t < release ? velocity : trajectory.velocity(at: t) }
    let chart = SVGChart(
      title: "A velocity hand-off, per axis",
      subtitle: "dragged at (900, −200) points/s, released at 0.3 s towards (400, 300) on Spring.smooth",
      xLabel: "time (seconds)", xRange: 0...end,
      panels: [
        SVGChart.Panel(
          title: "position (points)",
          series: [
            SVGChart.Series(name: "x", points: sample(0...end) { value($0).x }),
            SVGChart.Series(name: "y", color: SVGChart.palette[1], points: sample(0...end) { value($0).y }),
            SVGChart.Series(
              name: "y with x's number", color: SVGChart.palette[5], dashed: true,
              points: sample(release...end) { singleY.value(at: $0) }),
          ], includes: [0, 450], guides: [300, 400]),
        SVGChart.Panel(
          title: "velocity (points per second)",
          series: [
            SVGChart.Series(name: "x", points: sample(0...end) { speed($0).x }),
            SVGChart.Series(name: "y", color: SVGChart.palette[1], points: sample(0...end) { speed($0).y }),
            SVGChart.Series(
              name: "y with x's number", color: SVGChart.palette[5], dashed: true,
              points: sample(release...end) { singleY.velocity(at: $0) }),
          ], includes: [0], guides: [0]),
      ],
      markers: [SVGChart.Marker(x: release, label: "release")])
    return DocsFile(path: "Motion/velocity-hand-off.svg", contents: chart.document())
  }
}
