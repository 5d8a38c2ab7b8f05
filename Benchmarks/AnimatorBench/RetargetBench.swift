import Animator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The retarget workload: a `SpringTrajectory<Point2D>` (`Spring.smooth`) that follows a finger, one
/// retarget per 120 Hz tick for 10,000 ticks, the target moving on a circle of radius 200. Figure:
/// ns per retarget (the median of the runs), with no baseline. Reported, never checked: the work
/// per retarget is counted in Tests/AnimatorTests/Motion/SpringTrajectoryRetargetCostTests.swift,
/// where it is the same at the first and the ten-thousandth retarget.
struct RetargetBench {
  let options: Options
  var log: (String) -> Void

  static let retargets = 10_000
  static let tick = 1.0 / 120

  func run() throws -> [ResultRow] {
    log("retarget: SpringTrajectory<Point2D>, \(Self.retargets) retargets")
    var figures: [Double] = []
    var firstHalf: [Double] = []
    var secondHalf: [Double] = []
    for run in 0...options.runs {
      let (whole, first, second) = try measure()
      if run == 0 { continue }  // the warm-up
      figures.append(whole)
      firstHalf.append(first)
      secondHalf.append(second)
    }
    var row = ResultRow(
      workload: "retarget", path: "trajectory", variant: "spring", n: Self.retargets, unit: "ns/retarget",
      figure: medianOf(figures), minimum: figures.min())
    // The same figure over the first and the second half of the ticks: equal when a retarget is O(1).
    row.details = [("first half", medianOf(firstHalf)), ("second half", medianOf(secondHalf))]
    return [row, try playerRow()]
  }

  /// The same finger driving a `SpringAnimation<Point2D>` on an `@Animated` property: per 120 Hz
  /// tick of a manual clock, one engine tick (the spring shows its value) and one retarget. Figure:
  /// ns per tick and retarget, over the first and the second half of the ticks.
  private func playerRow() throws -> ResultRow {
    log("retarget: SpringAnimation<Point2D>, \(Self.retargets) ticks, one retarget each")
    var figures: [Double] = []
    var firstHalf: [Double] = []
    var secondHalf: [Double] = []
    for run in 0...options.runs {
      let (whole, first, second) = try measurePlayer()
      if run == 0 { continue }  // the warm-up
      figures.append(whole)
      firstHalf.append(first)
      secondHalf.append(second)
    }
    var row = ResultRow(
      workload: "retarget", path: "player", variant: "spring", n: Self.retargets, unit: "ns/tick+retarget",
      figure: medianOf(figures), minimum: figures.min())
    row.details = [("first half", medianOf(firstHalf)), ("second half", medianOf(secondHalf))]
    return row
  }

  /// Times the ticks and retargets of a spring on a property.
  private func measurePlayer() throws -> (Double, Double, Double) {
    let targets = (0..<Self.retargets).map { index in
      let angle = Double(index) * 0.01
      return Point2D(x: 200 * cos(angle), y: 200 * sin(angle))
    }
    let manual = ManualClock()
    let engine = AnimationEngine(clock: manual)
    let knob = Knob()
    let spring = try SpringAnimation(
      knob.$center, to: targets[0], velocity: Point2D(x: 900, y: -200), spring: .smooth, engine: engine)
    try spring.startAnimation()
    let step = Duration.nanoseconds(8_333_333)
    let clock = ContinuousClock()
    let half = Self.retargets / 2
    let first = try clock.measure {
      for index in 0..<half {
        manual.advance(by: step)
        engine.tick()
        try spring.retarget(to: targets[index])
      }
    }
    let second = try clock.measure {
      for index in half..<Self.retargets {
        manual.advance(by: step)
        engine.tick()
        try spring.retarget(to: targets[index])
      }
    }
    let end = knob.$center.presentationValue
    guard spring.segmentCount == Self.retargets + 1, abs(end.x) < 1_000, abs(end.y) < 1_000 else {
      throw VerificationError(description: "retarget: the spring ended at \(end), not near the circle")
    }
    let perStep = { (duration: Duration, count: Int) in duration / .nanoseconds(1) / Double(count) }
    return (perStep(first + second, Self.retargets), perStep(first, half), perStep(second, half))
  }

  /// Times the retargets: ns per retarget over all of them, the first half and the second.
  private func measure() throws -> (Double, Double, Double) {
    let targets = (0..<Self.retargets).map { index in
      let angle = Double(index) * 0.01
      return Point2D(x: 200 * cos(angle), y: 200 * sin(angle))
    }
    var motion = try SpringTrajectory(
      spring: .smooth, from: Point2D(x: 0, y: 0), velocity: Point2D(x: 900, y: -200), to: targets[0])
    let clock = ContinuousClock()
    let half = Self.retargets / 2
    let first = try clock.measure {
      for index in 0..<half { motion = try motion.retargeted(to: targets[index], at: Double(index + 1) * Self.tick) }
    }
    let second = try clock.measure {
      for index in half..<Self.retargets {
        motion = try motion.retargeted(to: targets[index], at: Double(index + 1) * Self.tick)
      }
    }
    let end = motion.value(at: Double(Self.retargets) * Self.tick)
    guard end.x.isFinite, end.y.isFinite, abs(end.x) < 1_000, abs(end.y) < 1_000 else {
      throw VerificationError(description: "retarget: the motion ended at \(end), not near the circle")
    }
    let perRetarget = { (duration: Duration, count: Int) in duration / .nanoseconds(1) / Double(count) }
    return (perRetarget(first + second, Self.retargets), perRetarget(first, half), perRetarget(second, half))
  }
}

/// What the player row's spring moves.
private final class Knob {
  @Animated var center = Point2D(x: 0, y: 0)
}
