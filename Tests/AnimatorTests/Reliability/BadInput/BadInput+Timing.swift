import Animator

extension BadInput {
  private static let bounce = AnimationError.Requirement.other("a number in -1...1 other than -1")

  /// Bad arguments to curves, springs and keyframes.
  static let timing: [BadInput] = [
    valueCall("TimingCurve", "cubicBezier(_:_:_:_:)", "x1 NaN", invalid("x1", "nan", .finite)) {
      try TimingCurve.cubicBezier(.nan, 0, 1, 1)
    },
    valueCall("TimingCurve", "cubicBezier(_:_:_:_:)", "x1 -0.1", invalid("x1", "-0.1", .unitInterval)) {
      try TimingCurve.cubicBezier(-0.1, 0, 1, 1)
    },
    valueCall("TimingCurve", "cubicBezier(_:_:_:_:)", "x2 1.5", invalid("x2", "1.5", .unitInterval)) {
      try TimingCurve.cubicBezier(0, 0, 1.5, 1)
    },
    valueCall("TimingCurve", "cubicBezier(_:_:_:_:)", "y1 +infinity", invalid("y1", "inf", .finite)) {
      try TimingCurve.cubicBezier(0, .infinity, 1, 1)
    },
    valueCall(
      "TimingCurve", "value(at:)", "NaN, 7",
      .handles("NaN is the start, times are clamped: 0 and 1") { $0.note == "(0.0, 1.0)" }
    ) { (TimingCurve.easeIn.value(at: .nan), TimingCurve.easeIn.value(at: 7)) },
    valueCall(
      "TimingCurve", "value(at:)", "-infinity, on an easing",
      .handles("clamped: the start, 0") { $0.note == "0.0" }
    ) { TimingCurve.easeOutBounce.value(at: -.infinity) },
    valueCall(
      "TimingCurve", "velocity(at:)", "NaN, -infinity",
      .handles("NaN is the start, times are clamped: the slopes at 0") { $0.note == "(0.0, 0.0)" }
    ) { (TimingCurve.easeIn.velocity(at: .nan), TimingCurve.easeIn.velocity(at: -.infinity)) },
    valueCall(
      "TimingCurve", "time(forValue:)", "NaN, 2, and a staircase",
      .handles("NaN is the start, progress is clamped; a curve with no inverse answers nil") {
        $0.note == "(Optional(0.0), Optional(1.0), nil)"
      }
    ) {
      (
        TimingCurve.easeIn.time(forValue: .nan), TimingCurve.easeIn.time(forValue: 2),
        TimingCurve.stepEnd.time(forValue: 0.5)
      )
    },
    valueCall(
      "TimingCurve", "unclampedValue(at:beforeFlag:)", "NaN, +infinity",
      .handles("finite: NaN is the start, an infinite time the last tangent's end") { $0.note == "(0.0, 1.0)" }
    ) { (TimingCurve.easeOut.unclampedValue(at: .nan), TimingCurve.easeOut.unclampedValue(at: .infinity)) },
    valueCall(
      "TimingCurve", "unclampedVelocity(at:)", "NaN, -infinity",
      .handles("the slope at the start, and the tangent's slope before it") { $0.note == "(0.0, 0.0)" }
    ) { (TimingCurve.easeIn.unclampedVelocity(at: .nan), TimingCurve.easeIn.unclampedVelocity(at: -.infinity)) },
    valueCall("TimingCurve", "steps(_:position:)", "count 0", invalid("count", "0", .other("an integer >= 1"))) {
      try TimingCurve.steps(0)
    },
    valueCall("TimingCurve", "steps(_:position:)", "count -3", invalid("count", "-3", .other("an integer >= 1"))) {
      try TimingCurve.steps(-3)
    },
    valueCall(
      "TimingCurve", "steps(_:position:)", "1 step with `.jumpNone`",
      invalid("count", "1", .other("an integer >= 2 for jumpNone"))
    ) { try TimingCurve.steps(1, position: .jumpNone) },
    valueCall(
      "TimingCurve", "custom(_:velocity:)", "a closure that returns NaN or infinity",
      .handles("treated as 0, the start, so the values it moves stay finite") { $0.note == "(0.0, 0.0, 0.0)" }
    ) {
      (
        TimingCurve.custom { _ in .nan }.value(at: 0.5), TimingCurve.custom { _ in .infinity }.value(at: 0.5),
        TimingCurve.custom { 1 / ($0 - 0.5) }.velocity(at: 0.5).isFinite ? 0.0 : 1.0
      )
    },
    valueCall(
      "TimingCurve", "spring(_:initialVelocity:duration:)", "duration NaN", invalid("duration", "nan", .positive)
    ) {
      try TimingCurve.spring(.smooth, duration: .nan)
    },
    valueCall(
      "TimingCurve", "spring(_:initialVelocity:duration:)", "initial velocity NaN",
      invalid("initialVelocity", "nan", .finite)
    ) { try TimingCurve.spring(.smooth, initialVelocity: .nan, duration: 1) },
    valueCall(
      "TimingCurve", "spring(dampingRatio:initialVelocity:duration:)", "damping ratio -1",
      invalid("dampingRatio", "-1.0", .nonNegative)
    ) { try TimingCurve.spring(dampingRatio: -1, duration: 1) },
    valueCall(
      "TimingCurve", "spring(dampingRatio:initialVelocity:duration:)", "duration 0",
      invalid("duration", "0.0", .positive)
    ) { try TimingCurve.spring(dampingRatio: 0.5, duration: 0) },
    valueCall(
      "TimingCurve", "spring(dampingRatio:initialVelocity:duration:)", "duration 1e300",
      invalid(
        "duration", "1e+300",
        .other("a duration in which a spring of damping ratio 0.5 can settle with finite stiffness"))
    ) { try TimingCurve.spring(dampingRatio: 0.5, duration: 1e300) },
    valueCall(
      "TimingCurve", "init(named:)", "an unknown name, another case, CSS numbers a curve refuses",
      .handles("no curve: nil") { $0.note == "[nil, nil, nil, nil, nil]" }
    ) {
      ["bouncy", "EASEIN", "cubic-bezier(1.5, 0, 0.5, 1)", "steps(0)", "steps(4, nan)"].map { TimingCurve(named: $0) }
    },
    valueCall(
      "TimingParameters", "spring(dampingRatio:initialVelocity:)", "damping ratio NaN",
      invalid("dampingRatio", "nan", .nonNegative)
    ) { try TimingParameters.spring(dampingRatio: .nan) },
    valueCall(
      "TimingParameters", "spring(dampingRatio:initialVelocity:)", "initial velocity -infinity",
      invalid("initialVelocity", "-inf", .finite)
    ) { try TimingParameters.spring(dampingRatio: 1, initialVelocity: -.infinity) },
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
