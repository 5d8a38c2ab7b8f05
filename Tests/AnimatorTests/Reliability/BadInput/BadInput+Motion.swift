import Animator

extension BadInput {
  private static func refused(_ parameter: String, _ value: String, _ requirement: AnimationError.Requirement)
    -> Answer
  {
    .throwsError(.invalidArgument(parameter: parameter, value: value, requirement: requirement))
  }

  /// A row for a value type's call, which has no state to keep: it throws or it does not.
  private static func motionRow(
    _ area: String, _ call: String, _ input: String, _ answer: Answer, _ body: @escaping @Sendable () throws -> Any
  ) -> BadInput {
    BadInput(area: area, call: call, input: input, answer: answer) { w throws(AnimationError) in
      switch Result(catching: body) {
      case .success(let value): w.note = "\(value)"
      case .failure(let error as AnimationError): throw error
      case .failure(let error): throw .unknownLabel("not an AnimationError: \(error)")
      }
    }
  }

  private static let rate = AnimationError.Requirement.other("a number > 0 and < 1")
  private static let band = AnimationError.Requirement.other("a number strictly between -800.0 and 800.0")

  /// Bad arguments to the maths of interactive motion: decays, rubber bands, snap points, springs
  /// in value units.
  static let motion: [BadInput] = [
    motionRow("DecelerationRate", "init(_:)", "0", refused("decelerationRate", "0.0", rate)) {
      try DecelerationRate(0)
    },
    motionRow("DecelerationRate", "init(_:)", "1", refused("decelerationRate", "1.0", rate)) {
      try DecelerationRate(1)
    },
    motionRow("DecelerationRate", "init(_:)", "NaN", refused("decelerationRate", "nan", rate)) {
      try DecelerationRate(.nan)
    },
    motionRow(
      "Decay", "init(position:velocity:decelerationRate:)", "velocity NaN", refused("velocity", "nan", .finite)
    ) { try Decay(position: 0.0, velocity: .nan) },
    motionRow(
      "Decay", "init(position:velocity:decelerationRate:)", "a point position with y +infinity",
      refused("position", "(0.0, inf)", .finite)
    ) { try Decay(position: Point(x: 0, y: .infinity), velocity: .zero) },
    motionRow("Decay", "settlingDuration(speedThreshold:)", "0", refused("speedThreshold", "0.0", .positive)) {
      try Decay(position: 0.0, velocity: 100).settlingDuration(speedThreshold: 0)
    },
    motionRow(
      "Decay", "project(velocity:decelerationRate:)", "velocity NaN",
      .handles("NaN in, NaN out: nothing to refuse in a pure formula") { $0.note == "nan" }
    ) { project(velocity: Double.nan) },
    motionRow(
      "BoundedDecay", "init(position:velocity:bounds:decelerationRate:spring:)", "an infinite bound",
      refused("bounds", "0.0...inf", .other("finite bounds"))
    ) { try BoundedDecay(position: 0, velocity: 10, bounds: 0 ... .infinity) },
    motionRow(
      "BoundedDecay", "init(position:velocity:bounds:decelerationRate:spring:)", "velocity -infinity",
      refused("velocity", "-inf", .finite)
    ) { try BoundedDecay(position: 0, velocity: -.infinity, bounds: 0...1) },
    motionRow("RubberBand", "init(dimension:coefficient:)", "dimension 0", refused("dimension", "0.0", .positive)) {
      try RubberBand(dimension: 0)
    },
    motionRow("RubberBand", "init(dimension:coefficient:)", "dimension -320", refused("dimension", "-320.0", .positive))
    {
      try RubberBand(dimension: -320)
    },
    motionRow("RubberBand", "init(dimension:coefficient:)", "coefficient NaN", refused("coefficient", "nan", .positive))
    {
      try RubberBand(dimension: 800, coefficient: .nan)
    },
    motionRow("RubberBand", "offset(forOverflow:)", "NaN", refused("overflow", "nan", .finite)) {
      try RubberBand(dimension: 800).offset(forOverflow: .nan)
    },
    motionRow("RubberBand", "overflow(forOffset:)", "the whole dimension, 800 of 800", refused("offset", "800.0", band))
    {
      try RubberBand(dimension: 800).overflow(forOffset: 800)
    },
    motionRow("RubberBand", "unbandedValue(_:in:)", "2000 past 0...1200, on 800", refused("banded", "2000.0", band)) {
      try RubberBand(dimension: 800).unbandedValue(2000, in: 0...1200)
    },
    motionRow("SnapPoints", "init(_:)", "no candidates", refused("candidates", "[]", .atLeast(count: 1))) {
      try SnapPoints([Point]())
    },
    motionRow("SnapPoints", "init(_:)", "a NaN candidate", refused("candidates[1]", "nan", .finite)) {
      try SnapPoints([0.0, .nan])
    },
    motionRow(
      "SnapPoints", "target(releasedAt:velocity:decelerationRate:)", "velocity +infinity",
      refused("velocity", "inf", .finite)
    ) { try SnapPoints([0.0, 100]).target(releasedAt: 0, velocity: .infinity) },
    motionRow(
      "SpringTrajectory", "init(spring:from:velocity:to:at:)", "velocity +infinity",
      refused("velocity", "inf", .finite)
    ) { try SpringTrajectory(from: 0.0, velocity: .infinity, to: 1) },
    motionRow(
      "SpringTrajectory", "init(spring:from:velocity:to:at:)", "start time NaN", refused("startTime", "nan", .finite)
    ) { try SpringTrajectory(from: 0.0, to: 1, at: .nan) },
    motionRow("SpringTrajectory", "retargeted(to:spring:at:)", "time NaN", refused("time", "nan", .finite)) {
      try SpringTrajectory(from: 0.0, to: 1).retargeted(to: 2, at: .nan)
    },
    motionRow("SpringTrajectory", "retargeted(to:spring:at:)", "target NaN", refused("target", "nan", .finite)) {
      try SpringTrajectory(from: 0.0, to: 1).retargeted(to: .nan, at: 0.5)
    },
    motionRow(
      "SpringBlend", "init(from:to:spring:blendDuration:at:)", "blend duration -0.1",
      refused("blendDuration", "-0.1", .nonNegative)
    ) { try SpringBlend(from: SpringTrajectory(from: 0.0, to: 1), to: 2, spring: .bouncy, blendDuration: -0.1, at: 0) },
    motionRow(
      "ComponentwiseArithmetic", "normalizedVelocity(from:to:)", "velocity NaN", refused("velocity", "nan", .finite)
    ) { try Double.nan.normalizedVelocity(from: 0, to: 1) },
    motionRow(
      "ComponentwiseArithmetic", "normalizedVelocity(from:to:)", "a component with no distance to go",
      .handles("0 for that component: a normalised velocity cannot carry it") { $0.note == "(0.0, 2.0)" }
    ) { try Point(x: 300, y: -1000).normalizedVelocity(from: Point(x: 100, y: 600), to: Point(x: 100, y: 100)) },
  ]
}
