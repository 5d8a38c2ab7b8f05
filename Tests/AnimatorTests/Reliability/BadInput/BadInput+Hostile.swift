import Animator

extension BadInput {
  /// The hostile sweep's values (issue 30) on the entry points where it found crashes and hangs:
  /// the cap of a fixed-step accumulator, its longest frames, a frame loop's interval, snap points
  /// and staggers of extreme sizes.
  static let hostile: [BadInput] = [
    valueCall(
      "FixedStepAccumulator", "init(step:maximumStepsPerFrame:)", "maximumStepsPerFrame Int.max",
      invalid("maximumStepsPerFrame", "\(Int.max)", .range(1...10_000))
    ) { try FixedStepAccumulator(step: .milliseconds(1), maximumStepsPerFrame: .max) },
    valueCall(
      "FixedStepAccumulator", "init(step:maximumStepsPerFrame:)", "maximumStepsPerFrame 0",
      invalid("maximumStepsPerFrame", "0", .positive)
    ) { try FixedStepAccumulator(step: .milliseconds(1), maximumStepsPerFrame: 0) },
    valueCall(
      "FixedStepAccumulator", "init(step:maximumStepsPerFrame:)", "step -0 (zero)",
      invalid("step", "0.0 seconds", .positive)
    ) { try FixedStepAccumulator(step: .zero) },
    valueCall(
      "FixedStepAccumulator", "advance(by:)", "`.seconds(Int64.max)` forty times",
      .handles("8 steps each time; dropped time stops at `.seconds(Int64.max)`") { $0.note == "true" }
    ) {
      var accumulator = try FixedStepAccumulator(step: .seconds(1) / 120)
      var steps = 0
      for _ in 0..<40 { steps += try accumulator.advance(by: .seconds(Int64.max)) }
      return steps == 320 && accumulator.droppedTime == .seconds(Int64.max)
    },
    valueCall(
      "FrameLoop", "init(engine:frameInterval:)", "frameInterval zero",
      invalid("frameInterval", "0.0 seconds", .positive)
    ) { try FrameLoop(engine: AnimationEngine(), frameInterval: .zero) },
    valueCall(
      "FrameLoop", "init(engine:frameInterval:)", "frameInterval -1 ms",
      invalid("frameInterval", "-0.001 seconds", .positive)
    ) { try FrameLoop(engine: AnimationEngine(), frameInterval: .milliseconds(-1)) },
    valueCall("SnapPoints", "init(_:)", "an empty list", invalid("candidates", "[]", .atLeast(count: 1))) {
      try SnapPoints([Double]())
    },
    valueCall(
      "SnapPoints", "init(_:)", "a point of 1e200 (finite, too large to square)",
      invalid(
        "candidates[1]", "(1e+200, 0.0)",
        .other("finite components whose squares sum to a finite number (each within about ±1.34e154)"))
    ) { try SnapPoints([Point2D.zero, Point2D(x: 1e200, y: 0)]) },
    valueCall(
      "SnapPoints", "index(nearest:)", "10^6 candidates, subnormal and ±0 values",
      .handles("the first nearest: -0 and +0 are one value, the subnormal is nearer to 0 than 1") { $0.note == "1" }
    ) {
      let points = try SnapPoints([1.0, -0.0, 0.0] + (0..<999_997).map { Double($0 + 2) })
      return try points.index(nearest: .leastNonzeroMagnitude)
    },
    valueCall(
      "Stagger", "offsets(count:)", "count Int.max",
      invalid("count", "\(Int.max)", .range(0...1_000_000))
    ) { try Stagger.each(0.1).offsets(count: .max) },
    valueCall(
      "Stagger", "offsets(count:)", "count -1",
      .handles("no offsets") { $0.note == "[]" }
    ) { try Stagger.each(0.1).offsets(count: -1) },
  ]
}
