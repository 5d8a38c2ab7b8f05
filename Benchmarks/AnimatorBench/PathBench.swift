import Animator

/// The path workload: N objects, each with one `@Animated` point moved along the same path by its
/// own 1 s animator (`easeInOutCubic`, `animate(along:)`), all started at one instant of a manual
/// clock and ticked 60 times; the figure is ns per point update in ticks 2 to 58, beside a
/// hand-written loop that samples the same `PathMotion` at the same progress and stores the point
/// into a plain object's fields, so the ratio is what the engine adds to the sampling itself.
///
/// Two variants: `paced` (constant speed along the path) and `linear` (each element in an equal
/// time, at the curve's own parameter). The path is a cubic, a large arc and a line, like a sprite's
/// route in a game.
struct PathBench {
  let options: Options
  var log: (String) -> Void

  /// The route every object follows.
  static let pathData = "M 0 0 C 60 0, 100 40, 100 100 A 40 40 0 1 1 20 100 L 0 0"

  /// The rows: ns/update per variant and size, and allocations per steady tick beside them.
  func run() throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for mode in options.pathModes {
      let motion = try mode.motion()
      for n in options.pathSizes ?? options.sizes {
        log("path: \(mode.rawValue) N=\(n)")
        let engine = try measure(updates: n) {
          let world = try PathWorld(count: n, motion: motion)
          return try runPathTicks(world, label: "path \(mode.rawValue) N=\(n)")
        }
        let baseline = try measure(updates: n) {
          let world = BaselinePathWorld(count: n, motion: motion)
          return try runPathTicks(world, label: "baseline path \(mode.rawValue) N=\(n)")
        }
        var row = ResultRow(
          workload: "path", path: "animated", variant: mode.rawValue, n: n, unit: "ns/update",
          figure: engine.median, minimum: engine.minimum, baseline: baseline.median,
          baselineMinimum: baseline.minimum)
        row.details = [
          ("first tick", engine.firstTick), ("last tick", engine.lastTick),
          ("baseline first tick", baseline.firstTick), ("baseline last tick", baseline.lastTick),
        ]
        rows.append(row)
        var allocations = ResultRow(
          workload: "allocations", path: "path", variant: mode.rawValue, n: n, unit: "allocations/tick",
          figure: engine.steadyAllocationsPerTick, baseline: baseline.steadyAllocationsPerTick)
        allocations.details = [("first tick", engine.firstTickAllocations), ("last tick", engine.lastTickAllocations)]
        allocations.target = 0
        allocations.targetOf = "figure"
        allocations.checkLimit = CheckLimits.allocations
        rows.append(allocations)
      }
    }
    return rows
  }

  /// A warm-up run, then `runs` measured runs, each on a freshly started subject.
  private func measure(updates: Int, _ body: () throws -> TickRun) throws -> TickFigures {
    if !options.profile { _ = try body() }
    var results: [TickRun] = []
    for _ in 0..<options.runs { results.append(try body()) }
    return TickFigures(runs: results, updatesPerTick: updates)
  }
}

/// How the path workload's motion maps time to the path.
enum PathMode: String, CaseIterable {
  /// `.paced`: equal lengths in equal times.
  case paced
  /// `.linear`: each element of the path in an equal time, at its own parameter.
  case linear

  /// The motion of this mode along ``PathBench/pathData``.
  func motion() throws -> PathMotion {
    try PathMotion(
      path: Path2D(svgPathData: PathBench.pathData), calculationMode: self == .paced ? .paced : .linear)
  }
}

/// Something the path workload can tick: the engine or the hand-written loop.
protocol PathSubject: TickSubject {
  /// The motion every object follows.
  var motion: PathMotion { get }
  /// The point object `index` shows now.
  func point(at index: Int) -> Point2D
}

extension PathSubject {
  func values(at index: Int) -> SIMD4<Double> {
    let point = point(at: index)
    return SIMD4(point.x, point.y, 0, 0)
  }

  func unitTimeOffset(at index: Int) -> Double { 0 }
}

/// A user's object whose point is `@Animated`.
final class AnimatedPoint {
  @Animated var position = Point2D.zero
}

/// The library moving `count` points along `motion`, one animator each.
final class PathWorld: PathSubject {
  let clock = ManualClock()
  let engine: AnimationEngine
  let motion: PathMotion
  private let points: [AnimatedPoint]

  /// Makes and starts the animators.
  init(count: Int, motion: PathMotion) throws {
    engine = AnimationEngine(clock: clock)
    self.motion = motion
    points = (0..<count).map { _ in AnimatedPoint() }
    for point in points {
      let animator = try CurveKind.cubic.makeAnimator(engine: engine)
      try animator.addAnimations { point.$position.animate(along: motion) }
      try animator.startAnimation()
    }
  }

  var count: Int { points.count }
  var remaining: Int { engine.runningAnimationCount }

  func prepare(tick: Int) {
    clock.advance(to: ManualClock.Instant(offset: .seconds(tick) / 60))
  }

  func tick() {
    engine.tick()
  }

  func point(at index: Int) -> Point2D { points[index].$position.presentationValue }
}

/// A user's own object with a plain point, for the hand-written loop.
final class PlainPoint {
  var x = 0.0
  var y = 0.0
}

/// The hand-written loop of the path workload: each object's unit time, the cubic in-out curve, the
/// motion's point there, stored into the object's fields; at the end, the motion's last point.
final class BaselinePathWorld: PathSubject {
  let motion: PathMotion
  private let points: [PlainPoint]
  private let start: [Double]
  private let end: Point2D
  private var time = 0.0
  private(set) var finished = 0

  init(count: Int, motion: PathMotion) {
    self.motion = motion
    let n = opaque(count)
    points = (0..<n).map { _ in PlainPoint() }
    start = Array(repeating: opaque(0.0), count: n)
    end = motion.point(at: 1)
  }

  var count: Int { points.count }
  var remaining: Int { points.count - finished }

  func prepare(tick: Int) {
    time = opaque(Double(tick) / 60)
  }

  func tick() {
    let time = self.time
    var finished = 0
    for i in 0..<points.count {
      let u = min(max(time - start[i], 0), 1)
      let point: Point2D
      if u >= 1 {
        point = end
        finished += 1
      } else {
        point = motion.point(at: easeInOutCubic(u))
      }
      points[i].x = point.x
      points[i].y = point.y
    }
    self.finished = finished
  }

  func point(at index: Int) -> Point2D { Point2D(x: points[index].x, y: points[index].y) }
}

/// Runs 60 ticks of a path subject, timing each one, and checks the points at tick 30 (the
/// motion's point at the curve's value at 0.5, within 1e-9 of the path's length) and after tick 60
/// (exactly the motion's last point, every animation removed).
func runPathTicks(_ subject: some PathSubject, label: String) throws -> TickRun {
  var run = TickRun()
  run.nanoseconds.reserveCapacity(Workload.ticks)
  run.allocations.reserveCapacity(Workload.ticks)
  for tick in 1...Workload.ticks {
    subject.prepare(tick: tick)
    let (nanoseconds, allocations) = measured { subject.tick() }
    run.nanoseconds.append(nanoseconds)
    run.allocations.append(allocations)
    if tick == Workload.ticks / 2 {
      let expected = subject.motion.point(at: easeInOutCubic(0.5))
      let allowed = subject.motion.measuredPath.length * 1e-9
      for index in 0..<subject.count {
        let shown = subject.point(at: index)
        guard abs(shown.x - expected.x) <= allowed, abs(shown.y - expected.y) <= allowed else {
          throw VerificationError(
            description: "\(label): point \(index) shows \(shown) at tick 30, expected \(expected)")
        }
      }
    }
  }
  try verifyPathEnd(subject, label: label)
  return run
}

/// After tick 60 every point must be exactly the motion's last point and no animation may be
/// registered.
func verifyPathEnd(_ subject: some PathSubject, label: String) throws {
  let end = subject.motion.point(at: 1)
  for index in 0..<subject.count where subject.point(at: index) != end {
    throw VerificationError(
      description: "\(label): point \(index) shows \(subject.point(at: index)) after tick 60, expected exactly \(end)")
  }
  guard subject.remaining == 0 else {
    throw VerificationError(description: "\(label): \(subject.remaining) animations still registered after tick 60")
  }
}

/// One profiled run of a started path subject: tick 1, the steady ticks in ``steadyTicks(_:)``
/// (which callgrind counts), the rest, verified.
func profilePath(_ subject: some PathSubject) throws {
  subject.prepare(tick: 1)
  subject.tick()
  steadyTicks(subject)
  for tick in (Workload.steadyTicks.upperBound + 1)...Workload.ticks {
    subject.prepare(tick: tick)
    subject.tick()
  }
  try verifyPathEnd(subject, label: "profile path")
}
