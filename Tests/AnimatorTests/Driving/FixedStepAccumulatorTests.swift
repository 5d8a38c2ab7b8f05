import Animator
import Testing

@Suite("FixedStepAccumulator")
struct FixedStepAccumulatorTests {
  // "Fix your timestep": each frame adds its time, whole steps are taken out, the leftover waits
  // and alpha = leftover / step. Durations are integers, so every figure below is exact.

  @Test("frames of 25 ms at a 10 ms step: steps per frame and alpha follow the leftover")
  func stepsAndAlpha() throws {
    var accumulator = try FixedStepAccumulator(step: .milliseconds(10))
    var steps: [Int] = []
    var alphas: [Double] = []
    for _ in 0..<4 {
      steps.append(try accumulator.advance(by: .milliseconds(25)))
      alphas.append(accumulator.alpha)
    }
    // Totals 25, 5 + 25 = 30, 0 + 25 = 25, 5 + 25 = 30 ms: leftovers 5, 0, 5, 0 ms.
    #expect(steps == [2, 3, 2, 3])
    #expect(alphas == [0.5, 0, 0.5, 0])
    #expect(accumulator.accumulated == .zero)
    #expect(accumulator.droppedTime == .zero)
  }

  @Test("a frame shorter than a step runs no step and only raises alpha")
  func shortFrames() throws {
    var accumulator = try FixedStepAccumulator(step: .milliseconds(8))
    #expect(try accumulator.advance(by: .milliseconds(2)) == 0)
    #expect(accumulator.alpha == 0.25)
    #expect(try accumulator.advance(by: .milliseconds(4)) == 0)
    #expect(accumulator.alpha == 0.75)
    #expect(try accumulator.advance(by: .milliseconds(2)) == 1)
    #expect(accumulator.alpha == 0)
  }

  @Test("a step that is not a whole number of milliseconds never loses time to rounding")
  func thirdsOfAMillisecond() throws {
    // 1/120 s = 8_333_333_333_333_333⅓ attoseconds rounds down; 120 frames of 1/120 s each run
    // exactly one step each, and what is left is below one step.
    let step = Duration.seconds(1) / 120
    var accumulator = try FixedStepAccumulator(step: step)
    var total = 0
    for _ in 0..<120 { total += try accumulator.advance(by: step) }
    #expect(total == 120)
    #expect(accumulator.accumulated == .zero)
  }

  @Test("the spiral-of-death cap runs at most maximumStepsPerFrame and drops whole steps")
  func capDropsWholeSteps() throws {
    var accumulator = try FixedStepAccumulator(step: .milliseconds(10), maximumStepsPerFrame: 4)
    // 1 s stall: 100 steps due, 4 run, 96 dropped; the 5 ms fraction is kept for alpha.
    #expect(try accumulator.advance(by: .milliseconds(1005)) == 4)
    #expect(accumulator.droppedTime == .milliseconds(960))
    #expect(accumulator.accumulated == .milliseconds(5))
    #expect(accumulator.alpha == 0.5)
    // The next frame is ordinary again.
    #expect(try accumulator.advance(by: .milliseconds(15)) == 2)
    #expect(accumulator.alpha == 0)
  }

  @Test("an absurdly long frame runs the cap and drops the rest without trapping")
  func hugeFrame() throws {
    var accumulator = try FixedStepAccumulator(step: .nanoseconds(1), maximumStepsPerFrame: 3)
    #expect(try accumulator.advance(by: .seconds(Int64.max / 2)) == 3)
    #expect(accumulator.accumulated == .zero)
    #expect(accumulator.droppedTime == .seconds(Int64.max / 2) - .nanoseconds(3))
  }

  @Test("invalid arguments throw and change nothing")
  func invalidArguments() throws {
    #expect(throws: AnimationError.self) { try FixedStepAccumulator(step: .zero) }
    #expect(throws: AnimationError.self) { try FixedStepAccumulator(step: .seconds(1), maximumStepsPerFrame: 0) }
    var accumulator = try FixedStepAccumulator(step: .milliseconds(10))
    _ = try accumulator.advance(by: .milliseconds(5))
    #expect(throws: AnimationError.self) { try accumulator.advance(by: .milliseconds(-1)) }
    #expect(accumulator.accumulated == .milliseconds(5))
  }

  @Test("interpolates between the last two steps by alpha, by animatable data")
  func interpolation() {
    let previous = Point2D(x: 0, y: 10)
    let current = Point2D(x: 8, y: 20)
    #expect(FixedStepAccumulator.interpolate(previous, current, alpha: 0.25) == Point2D(x: 2, y: 12.5))
    #expect(FixedStepAccumulator.interpolate(previous, current, alpha: 0) == previous)
    #expect(FixedStepAccumulator.interpolate(previous, current, alpha: 1) == current)
  }

  @Test("drives a fixed-step engine in step with the simulation")
  func drivesAnEngine() throws {
    let engine = AnimationEngine.fixedStep()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    var accumulator = try FixedStepAccumulator(step: .milliseconds(250))
    // Frames of 300 and 500 ms: 1 step (50 left), then 2 steps (50 left): 750 ms of animation.
    for frame in [300, 500] {
      for _ in 0..<(try accumulator.advance(by: .milliseconds(frame))) {
        try engine.tick(by: accumulator.step)
      }
    }
    #expect(engine.time == .milliseconds(750))
    #expect(card.$opacity.presentationValue == 0.75)
    #expect(accumulator.alpha == 0.2)
  }
}
