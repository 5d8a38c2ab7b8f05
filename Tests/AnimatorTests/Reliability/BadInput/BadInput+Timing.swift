import Animator

extension BadInput {
  private static let bounce = AnimationError.Requirement.other("a number in -1...1 other than -1")

  /// Bad arguments to curves, springs and keyframes.
  static let timing: [BadInput] = [
    valueCall("CubicBezier", "init(_:_:_:_:)", "x1 NaN", invalid("x1", "nan", .finite)) {
      try CubicBezier(.nan, 0, 1, 1)
    },
    valueCall("CubicBezier", "init(_:_:_:_:)", "x1 -0.1", invalid("x1", "-0.1", .unitInterval)) {
      try CubicBezier(-0.1, 0, 1, 1)
    },
    valueCall("CubicBezier", "init(_:_:_:_:)", "x2 1.5", invalid("x2", "1.5", .unitInterval)) {
      try CubicBezier(0, 0, 1.5, 1)
    },
    valueCall("CubicBezier", "init(_:_:_:_:)", "y1 +infinity", invalid("y1", "inf", .finite)) {
      try CubicBezier(0, .infinity, 1, 1)
    },
    valueCall(
      "CubicBezier", "value(at:)", "NaN, 7",
      .handles("NaN is the start, times are clamped: 0 and 1") { $0.note == "(0.0, 1.0)" }
    ) { (CubicBezier.easeIn.value(at: .nan), CubicBezier.easeIn.value(at: 7)) },
    valueCall(
      "TimingParameters", "cubic(controlPoint1:controlPoint2:)", "control point x NaN",
      invalid("controlPoint1.x", "nan", .finite)
    ) { try TimingParameters.cubic(controlPoint1: Point2D(x: .nan, y: 0), controlPoint2: Point2D(x: 1, y: 1)) },
    valueCall("Steps", "init(_:position:)", "count 0", invalid("count", "0", .other("an integer >= 1"))) {
      try Steps(0)
    },
    valueCall("Steps", "init(_:position:)", "count -3", invalid("count", "-3", .other("an integer >= 1"))) {
      try Steps(-3)
    },
    valueCall(
      "Steps", "init(_:position:)", "1 step with `.jumpNone`",
      invalid("count", "1", .other("an integer >= 2 for jumpNone"))
    ) { try Steps(1, position: .jumpNone) },
    valueCall(
      "Easing", "value(at:)", "-infinity",
      .handles("clamped: the start, 0") { $0.note == "0.0" }
    ) { Easing.easeOutBounce.value(at: -.infinity) },
    valueCall(
      "CustomTimingFunction", "value(at:)", "a closure that returns NaN or infinity",
      .handles("treated as 0, the start, so the values it moves stay finite") { $0.note == "(0.0, 0.0, 0.0)" }
    ) {
      (
        CustomTimingFunction { _ in .nan }.value(at: 0.5), CustomTimingFunction { _ in .infinity }.value(at: 0.5),
        CustomTimingFunction { 1 / ($0 - 0.5) }.velocity(at: 0.5).isFinite ? 0.0 : 1.0
      )
    },
    valueCall("Spring", "init(mass:stiffness:damping:)", "mass 0", invalid("mass", "0.0", .positive)) {
      try Spring(mass: 0, stiffness: 100, damping: 10)
    },
    valueCall("Spring", "init(mass:stiffness:damping:)", "stiffness +infinity", invalid("stiffness", "inf", .positive))
    {
      try Spring(mass: 1, stiffness: .infinity, damping: 10)
    },
    valueCall("Spring", "init(mass:stiffness:damping:)", "damping -1", invalid("damping", "-1.0", .nonNegative)) {
      try Spring(mass: 1, stiffness: 100, damping: -1)
    },
    valueCall("Spring", "init(duration:bounce:)", "duration 0", invalid("duration", "0.0", .positive)) {
      try Spring(duration: 0, bounce: 0)
    },
    valueCall("Spring", "init(duration:bounce:)", "bounce 2", invalid("bounce", "2.0", bounce)) {
      try Spring(duration: 0.5, bounce: 2)
    },
    valueCall("Spring", "init(duration:bounce:)", "bounce -1", invalid("bounce", "-1.0", bounce)) {
      try Spring(duration: 0.5, bounce: -1)
    },
    valueCall("Spring", "init(duration:bounce:)", "bounce NaN", invalid("bounce", "nan", bounce)) {
      try Spring(duration: 0.5, bounce: .nan)
    },
    valueCall("Spring", "init(response:dampingRatio:)", "response 0", invalid("response", "0.0", .positive)) {
      try Spring(response: 0, dampingRatio: 1)
    },
    valueCall(
      "Spring", "settlingDuration(initialVelocity:epsilon:)", "epsilon 0 or NaN",
      .handles("infinity: the spring never gets that close") { $0.note == "(inf, inf)" }
    ) { (Spring.smooth.settlingDuration(epsilon: 0), Spring.smooth.settlingDuration(epsilon: .nan)) },
    valueCall(
      "SpringCurve", "init(spring:initialVelocity:duration:)", "duration NaN", invalid("duration", "nan", .positive)
    ) {
      try SpringCurve(spring: .smooth, duration: .nan)
    },
    valueCall(
      "SpringCurve", "init(spring:initialVelocity:duration:)", "initial velocity NaN",
      invalid("initialVelocity", "nan", .finite)
    ) { try SpringCurve(spring: .smooth, initialVelocity: .nan, duration: 1) },
    valueCall(
      "SpringTimingParameters", "init(dampingRatio:initialVelocity:)", "damping ratio NaN",
      invalid("dampingRatio", "nan", .nonNegative)
    ) { try SpringTimingParameters(dampingRatio: .nan) },
    valueCall(
      "SpringTimingParameters", "init(dampingRatio:initialVelocity:)", "initial velocity -infinity",
      invalid("initialVelocity", "-inf", .finite)
    ) { try SpringTimingParameters(dampingRatio: 1, initialVelocity: -.infinity) },
    valueCall(
      "SpringTimingParameters", "init(dampingRatio:initialVelocity:) with a vector", "dy NaN",
      invalid("initialVelocity.dy", "nan", .finite)
    ) { try SpringTimingParameters(dampingRatio: 1, initialVelocity: .init(dx: 0.5, dy: .nan)) },
    valueCall(
      "SpringTimingParameters", "init(dampingRatio:velocity:from:to:)", "a point velocity with x +infinity",
      invalid("velocity", "(inf, 0.0)", .finite)
    ) {
      try SpringTimingParameters(
        dampingRatio: 1, velocity: Point2D(x: .infinity, y: 0), from: Point2D.zero, to: Point2D(x: 100, y: 100))
    },
    valueCall(
      "SpringTimingParameters", "init(spring:velocity:from:to:)", "to NaN", invalid("to", "nan", .finite)
    ) { try SpringTimingParameters(spring: .smooth, velocity: 100.0, from: 0, to: .nan) },
    valueCall(
      "SpringTimingParameters", "init(dampingRatio:velocity:from:to:)", "no distance left",
      .handles("0 for that component: a normalised velocity cannot carry it") { $0.note == "[0.0]" }
    ) { try SpringTimingParameters(dampingRatio: 1, velocity: 300.0, from: 50, to: 50).componentVelocities },
    valueCall(
      "SpringTimingParameters", "init(mass:stiffness:damping:initialVelocity:)", "mass 0",
      invalid("mass", "0.0", .positive)
    ) { try SpringTimingParameters(mass: 0, stiffness: 1, damping: 1) },
    valueCall(
      "SpringTimingParameters", "resolved(forAnimatorDuration:)", "0",
      invalid("duration", "0.0", .positive)
    ) { try SpringTimingParameters(dampingRatio: 0.5).resolved(forAnimatorDuration: 0) },
    valueCall(
      "SpringTimingParameters", "resolved(forAnimatorDuration:)", "1e300",
      invalid(
        "duration", "1e+300",
        .other("a duration in which a spring of damping ratio 0.5 can settle with finite stiffness"))
    ) { try SpringTimingParameters(dampingRatio: 0.5).resolved(forAnimatorDuration: 1e300) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "no values",
      invalid("values", "[]", .atLeast(count: 1))
    ) {
      try Keyframes<Double>(values: [])
    },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "3 key times for 2 values",
      invalid("keyTimes", "3 elements", .count(2))
    ) { try Keyframes(values: [0.0, 1], keyTimes: [0, 0.5, 1]) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "key times that go back",
      invalid("keyTimes[2]", "0.5", .ascending)
    ) { try Keyframes(values: [0.0, 1, 2], keyTimes: [0, 0.7, 0.5]) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "a NaN key time",
      invalid("keyTimes[1]", "nan", .finite)
    ) { try Keyframes(values: [0.0, 1, 2], keyTimes: [0, .nan, 1]) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "key times from 0.1 to 0.9",
      invalid("keyTimes[0]", "0.1", .spansUnitInterval)
    ) { try Keyframes(values: [0.0, 1, 2], keyTimes: [0.1, 0.5, 0.9]) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "1 timing curve for 3 values",
      invalid("timingCurves", "1 elements", .count(2))
    ) { try Keyframes(values: [0.0, 1, 2], timingCurves: [.linear]) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "discrete, as many key times as values",
      invalid("keyTimes", "2 elements", .count(3))
    ) { try Keyframes(values: [0.0, 1], keyTimes: [0, 1], calculationMode: .discrete) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "a NaN value",
      invalid("values[1]", "nan", .finite)
    ) { try Keyframes(values: [0.0, .nan]) },
    valueCall(
      "Keyframes", "init(values:keyTimes:timingCurves:calculationMode:)", "cubic with tension NaN",
      invalid("tension", "nan", .finite)
    ) { try Keyframes(values: [0.0, 1], calculationMode: .cubic(tension: .nan)) },
    valueCall(
      "Color", "init(red:green:blue:alpha:)", "a NaN component",
      .handles("stored as given, never traps; `clamped()` makes it 0") { $0.note == "0.0" }
    ) { Color(red: .nan, green: 0, blue: 0, alpha: 1).clamped().red },
  ]
}
