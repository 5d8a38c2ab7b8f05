import Animator

extension BadInput {
  private static let rate = AnimationError.Requirement.other("a number > 0 and < 1")
  private static let band = AnimationError.Requirement.other("a number strictly between -800.0 and 800.0")

  /// Bad arguments to the maths of interactive motion: decays, rubber bands, snap points, springs
  /// in value units.
  static let motion: [BadInput] = [
    valueCall("DecelerationRate", "init(_:)", "0", invalid("decelerationRate", "0.0", rate)) {
      try DecelerationRate(0)
    },
    valueCall("DecelerationRate", "init(_:)", "1", invalid("decelerationRate", "1.0", rate)) {
      try DecelerationRate(1)
    },
    valueCall("DecelerationRate", "init(_:)", "NaN", invalid("decelerationRate", "nan", rate)) {
      try DecelerationRate(.nan)
    },
    valueCall(
      "Decay", "init(position:velocity:decelerationRate:)", "velocity NaN", invalid("velocity", "nan", .finite)
    ) { try Decay(position: 0.0, velocity: .nan) },
    valueCall(
      "Decay", "init(position:velocity:decelerationRate:)", "a point position with y +infinity",
      invalid("position", "(0.0, inf)", .finite)
    ) { try Decay(position: Point2D(x: 0, y: .infinity), velocity: .zero) },
    valueCall("Decay", "settlingDuration(speedThreshold:)", "0", invalid("speedThreshold", "0.0", .positive)) {
      try Decay(position: 0.0, velocity: 100).settlingDuration(speedThreshold: 0)
    },
    valueCall(
      "Decay", "project(velocity:decelerationRate:)", "velocity NaN",
      .handles("NaN in, NaN out: nothing to refuse in a pure formula") { $0.note == "nan" }
    ) { project(velocity: Double.nan) },
    valueCall(
      "BoundedDecay", "init(position:velocity:bounds:decelerationRate:spring:)", "an infinite bound",
      invalid("bounds", "0.0...inf", .other("finite bounds"))
    ) { try BoundedDecay(position: 0, velocity: 10, bounds: 0 ... .infinity) },
    valueCall(
      "BoundedDecay", "init(position:velocity:bounds:decelerationRate:spring:)", "velocity -infinity",
      invalid("velocity", "-inf", .finite)
    ) { try BoundedDecay(position: 0, velocity: -.infinity, bounds: 0...1) },
    valueCall(
      "BoundedDecay2D", "init(position:velocity:bounds:decelerationRate:spring:)", "a point velocity with y NaN",
      invalid("velocity", "(0.0, nan)", .finite)
    ) {
      try BoundedDecay2D(
        position: .zero, velocity: Point2D(x: 0, y: .nan), bounds: Rect2D(x: 0, y: 0, width: 10, height: 10))
    },
    valueCall(
      "BoundedDecay2D", "init(position:velocity:bounds:decelerationRate:spring:)", "an infinitely wide rect",
      invalid("bounds", "(0.0, 0.0, inf×10.0)", .other("finite bounds"))
    ) {
      try BoundedDecay2D(position: .zero, velocity: .zero, bounds: Rect2D(x: 0, y: 0, width: .infinity, height: 10))
    },
    valueCall("RubberBand", "init(dimension:coefficient:)", "dimension 0", invalid("dimension", "0.0", .positive)) {
      try RubberBand(dimension: 0)
    },
    valueCall("RubberBand", "init(dimension:coefficient:)", "dimension -320", invalid("dimension", "-320.0", .positive))
    {
      try RubberBand(dimension: -320)
    },
    valueCall("RubberBand", "init(dimension:coefficient:)", "coefficient NaN", invalid("coefficient", "nan", .positive))
    {
      try RubberBand(dimension: 800, coefficient: .nan)
    },
    valueCall("RubberBand", "offset(forOverflow:)", "NaN", invalid("overflow", "nan", .finite)) {
      try RubberBand(dimension: 800).offset(forOverflow: .nan)
    },
    valueCall("RubberBand", "overflow(forOffset:)", "the whole dimension, 800 of 800", invalid("offset", "800.0", band))
    {
      try RubberBand(dimension: 800).overflow(forOffset: 800)
    },
    valueCall("RubberBand", "unbandedValue(_:in:)", "2000 past 0...1200, on 800", invalid("banded", "2000.0", band)) {
      try RubberBand(dimension: 800).unbandedValue(2000, in: 0...1200)
    },
    valueCall("SnapPoints", "init(_:)", "no candidates", invalid("candidates", "[]", .atLeast(count: 1))) {
      try SnapPoints([Point2D]())
    },
    valueCall("SnapPoints", "init(_:)", "a NaN candidate", invalid("candidates[1]", "nan", .finite)) {
      try SnapPoints([0.0, .nan])
    },
    valueCall(
      "SnapPoints", "target(releasedAt:velocity:decelerationRate:)", "velocity +infinity",
      invalid("velocity", "inf", .finite)
    ) { try SnapPoints([0.0, 100]).target(releasedAt: 0, velocity: .infinity) },
    valueCall(
      "SpringTrajectory", "init(spring:from:velocity:to:at:)", "velocity +infinity",
      invalid("velocity", "inf", .finite)
    ) { try SpringTrajectory(from: 0.0, velocity: .infinity, to: 1) },
    valueCall(
      "SpringTrajectory", "init(spring:from:velocity:to:at:)", "start time NaN", invalid("startTime", "nan", .finite)
    ) { try SpringTrajectory(from: 0.0, to: 1, at: .nan) },
    valueCall("SpringTrajectory", "retargeted(to:spring:at:)", "time NaN", invalid("time", "nan", .finite)) {
      try SpringTrajectory(from: 0.0, to: 1).retargeted(to: 2, at: .nan)
    },
    valueCall("SpringTrajectory", "retargeted(to:spring:at:)", "target NaN", invalid("target", "nan", .finite)) {
      try SpringTrajectory(from: 0.0, to: 1).retargeted(to: .nan, at: 0.5)
    },
    valueCall(
      "SpringBlend", "init(from:to:spring:blendDuration:at:)", "blend duration -0.1",
      invalid("blendDuration", "-0.1", .nonNegative)
    ) { try SpringBlend(from: SpringTrajectory(from: 0.0, to: 1), to: 2, spring: .bouncy, blendDuration: -0.1, at: 0) },
    valueCall(
      "ComponentwiseArithmetic", "normalizedVelocity(from:to:)", "velocity NaN", invalid("velocity", "nan", .finite)
    ) { try Double.nan.normalizedVelocity(from: 0, to: 1) },
    valueCall(
      "ComponentwiseArithmetic", "normalizedVelocity(from:to:)", "a point velocity with x +infinity",
      invalid("velocity", "(inf, 0.0)", .finite)
    ) { try Point2D(x: .infinity, y: 0).normalizedVelocity(from: .zero, to: Point2D(x: 100, y: 100)) },
    valueCall(
      "ComponentwiseArithmetic", "normalizedVelocity(from:to:)", "to NaN", invalid("to", "nan", .finite)
    ) { try 100.0.normalizedVelocity(from: 0, to: .nan) },
    valueCall(
      "ComponentwiseArithmetic", "normalizedVelocity(from:to:)", "a component with no distance to go",
      .handles("0 for that component: a normalised velocity cannot carry it") { $0.note == "(0.0, 2.0)" }
    ) { try Point2D(x: 300, y: -1000).normalizedVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 100, y: 100)) },
  ]

  /// Bad arguments to a spring on a property, and its actions in states that refuse them. The spring
  /// drives a card's position, which the world's snapshot leaves out; it ends where the engine's
  /// running set is as it was.
  static let springAnimation: [BadInput] = [
    BadInput(
      area: "SpringAnimation", call: "init(_:to:velocity:spring:settlingThreshold:engine:)",
      input: "a point velocity with x NaN", answer: invalid("velocity", "(nan, 0.0)", .finite)
    ) { w throws(AnimationError) in
      _ = try SpringAnimation(w.cards[0].$position, to: .zero, velocity: Point2D(x: .nan, y: 0), engine: w.engine)
    },
    BadInput(
      area: "SpringAnimation", call: "init(_:to:velocity:spring:settlingThreshold:engine:)",
      input: "settling threshold 0", answer: invalid("settlingThreshold", "0.0", .positive)
    ) { w throws(AnimationError) in
      _ = try SpringAnimation(w.cards[0].$position, to: .zero, settlingThreshold: 0, engine: w.engine)
    },
    BadInput(
      area: "SpringAnimation", call: "retarget(to:spring:blendDuration:)", input: "target with y +infinity",
      answer: invalid("target", "(0.0, inf)", .finite)
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: .zero, engine: w.engine)
      try spring.pauseAnimation()
      try spring.retarget(to: Point2D(x: 0, y: .infinity))
    },
    BadInput(
      area: "SpringAnimation", call: "retarget(to:spring:blendDuration:)", input: "blend duration -0.1",
      answer: invalid("blendDuration", "-0.1", .nonNegative)
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: .zero, engine: w.engine)
      try spring.pauseAnimation()
      try spring.retarget(to: Point2D(x: 10, y: 0), blendDuration: -0.1)
    },
    BadInput(
      area: "SpringAnimation", call: "retarget(to:spring:blendDuration:)", input: "while stopped",
      answer: .throwsError(.invalidAction(.retarget, state: .stopped))
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: Point2D(x: 10, y: 0), engine: w.engine)
      try spring.startAnimation()
      try spring.stopAnimation(false)
      try spring.retarget(to: .zero)
    },
    BadInput(
      area: "SpringAnimation", call: "seek(to:)", input: "time NaN", answer: invalid("time", "nan", .nonNegative)
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: Point2D(x: 10, y: 0), engine: w.engine)
      try spring.pauseAnimation()
      try spring.seek(to: .nan)
    },
    BadInput(
      area: "SpringAnimation", call: "startAnimation(afterDelay:)", input: "`.seconds(-1)`",
      answer: invalid("delay", "-1.0 seconds", .nonNegative)
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: Point2D(x: 10, y: 0), engine: w.engine)
      try spring.startAnimation(afterDelay: .seconds(-1))
    },
    BadInput(
      area: "SpringAnimation", call: "setFractionComplete(_:)", input: "NaN while paused",
      answer: invalid("fractionComplete", "nan", .unitInterval)
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: Point2D(x: 10, y: 0), engine: w.engine)
      try spring.pauseAnimation()
      try spring.setFractionComplete(.nan)
    },
    BadInput(
      area: "SpringAnimation", call: "setFractionComplete(_:)", input: "0.5 while stopped",
      answer: .throwsError(.invalidAction(.setFractionComplete, state: .stopped))
    ) { w throws(AnimationError) in
      let spring = try SpringAnimation(w.cards[0].$position, to: Point2D(x: 10, y: 0), engine: w.engine)
      try spring.startAnimation()
      try spring.stopAnimation(false)
      try spring.setFractionComplete(0.5)
    },
  ]
  /// Bad arguments to a decay on a property, and its actions in states that refuse them. The decay
  /// drives a card's position, which the world's snapshot leaves out; it ends where the engine's
  /// running set is as it was.
  static let decayAnimation: [BadInput] = [
    BadInput(
      area: "DecayAnimation", call: "init(_:velocity:decelerationRate:speedThreshold:engine:)",
      input: "a point velocity with y NaN", answer: invalid("velocity", "(0.0, nan)", .finite)
    ) { w throws(AnimationError) in
      _ = try DecayAnimation(w.cards[0].$position, velocity: Point2D(x: 0, y: .nan), engine: w.engine)
    },
    BadInput(
      area: "DecayAnimation", call: "init(_:velocity:decelerationRate:speedThreshold:engine:)",
      input: "a point velocity with x -infinity", answer: invalid("velocity", "(-inf, 0.0)", .finite)
    ) { w throws(AnimationError) in
      _ = try DecayAnimation(w.cards[0].$position, velocity: Point2D(x: -.infinity, y: 0), engine: w.engine)
    },
    BadInput(
      area: "DecayAnimation", call: "init(_:velocity:decelerationRate:speedThreshold:engine:)",
      input: "deceleration rate 0", answer: invalid("decelerationRate", "0.0", rate)
    ) { w throws(AnimationError) in
      _ = try DecayAnimation(
        w.cards[0].$position, velocity: .zero, decelerationRate: DecelerationRate(0), engine: w.engine)
    },
    BadInput(
      area: "DecayAnimation", call: "init(_:velocity:decelerationRate:speedThreshold:engine:)",
      input: "deceleration rate -0.5", answer: invalid("decelerationRate", "-0.5", rate)
    ) { w throws(AnimationError) in
      _ = try DecayAnimation(
        w.cards[0].$position, velocity: .zero, decelerationRate: DecelerationRate(-0.5), engine: w.engine)
    },
    BadInput(
      area: "DecayAnimation", call: "init(_:velocity:decelerationRate:speedThreshold:engine:)",
      input: "speed threshold 0", answer: invalid("speedThreshold", "0.0", .positive)
    ) { w throws(AnimationError) in
      _ = try DecayAnimation(w.cards[0].$position, velocity: .zero, speedThreshold: 0, engine: w.engine)
    },
    BadInput(
      area: "DecayAnimation", call: "init(_:velocity:bounds:decelerationRate:spring:speedThreshold:engine:)",
      input: "bounds with an infinite upper bound", answer: invalid("bounds", "0.0...inf", .other("finite bounds"))
    ) { w throws(AnimationError) in
      _ = try DecayAnimation(w.cards[0].$opacity, velocity: 1, bounds: 0 ... .infinity, engine: w.engine)
    },
    BadInput(
      area: "DecayAnimation", call: "finishAnimation(at:)", input: "while running",
      answer: .throwsError(.invalidAction(.finishAnimation, state: .active))
    ) { w throws(AnimationError) in
      let fling = try DecayAnimation(w.cards[0].$position, velocity: Point2D(x: 100, y: 0), engine: w.engine)
      try fling.startAnimation()
      defer { try? fling.stopAnimation(true) }
      try fling.finishAnimation(at: .end)
    },
    BadInput(
      area: "DecayAnimation", call: "startAnimation(afterDelay:)", input: "`.seconds(-1)`",
      answer: invalid("delay", "-1.0 seconds", .nonNegative)
    ) { w throws(AnimationError) in
      let decay = try DecayAnimation(w.cards[0].$position, velocity: Point2D(x: 100, y: 0), engine: w.engine)
      try decay.startAnimation(afterDelay: .seconds(-1))
    },
    BadInput(
      area: "DecayAnimation", call: "setFractionComplete(_:)", input: "NaN while paused",
      answer: invalid("fractionComplete", "nan", .unitInterval)
    ) { w throws(AnimationError) in
      let decay = try DecayAnimation(w.cards[0].$position, velocity: Point2D(x: 100, y: 0), engine: w.engine)
      try decay.pauseAnimation()
      defer { try? decay.stopAnimation(true) }
      try decay.setFractionComplete(.nan)
    },
    BadInput(
      area: "DecayAnimation", call: "startAnimation()", input: "while stopped",
      answer: .throwsError(.invalidAction(.startAnimation, state: .stopped))
    ) { w throws(AnimationError) in
      let fling = try DecayAnimation(w.cards[0].$position, velocity: Point2D(x: 100, y: 0), engine: w.engine)
      try fling.startAnimation()
      try fling.stopAnimation(false)
      try fling.startAnimation()
    },
  ]
}
