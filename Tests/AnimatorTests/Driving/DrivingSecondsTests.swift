import Testing

@testable import Animator

/// The frame drivers take their times in seconds as well as as `Duration`s, with the same results
/// and the same refusals.
@Suite("Frame drivers in seconds")
struct DrivingSecondsTests {
  @Test("an accumulator made and fed in seconds counts the same steps and alpha as one in Durations")
  func accumulatorInSeconds() throws {
    var seconds = try FixedStepAccumulator(step: 0.25, maximumStepsPerFrame: 4)
    var durations = try FixedStepAccumulator(step: .milliseconds(250), maximumStepsPerFrame: 4)
    #expect(seconds.step == durations.step)
    for frame in [0.1, 0.3, 0.05, 2.0, 0.0] {
      let a = try seconds.advance(by: frame)
      let b = try durations.advance(by: Duration.seconds(frame))
      #expect(a == b)
      #expect(seconds.alpha == durations.alpha)
      #expect(seconds.droppedTime == durations.droppedTime)
    }
  }

  @Test("bad seconds are refused with the parameter's name and change nothing")
  func refusals() throws {
    #expect(throws: AnimationError.self) { try FixedStepAccumulator(step: .nan) }
    #expect(throws: AnimationError.self) { try FixedStepAccumulator(step: 0.0) }
    var accumulator = try FixedStepAccumulator(step: 0.5)
    _ = try accumulator.advance(by: 0.2)
    let before = accumulator
    for bad in [-1.0, .nan, .infinity] {
      do {
        _ = try accumulator.advance(by: bad)
        Issue.record("advance(by: \(bad)) was accepted")
      } catch {
        guard case .invalidArgument(let parameter, _, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(parameter == "frameTime")
      }
      #expect(accumulator == before)
    }
    let engine = AnimationEngine(clock: ManualClock())
    #expect(throws: AnimationError.self) { try FrameLoop(engine: engine, clock: ManualClock(), frameInterval: -0.5) }
    #expect(throws: AnimationError.self) { try FrameLoop(engine: engine, frameInterval: Double.nan) }
  }

  @Test("a loop made in seconds has the same interval as one made with a Duration")
  func loopInSeconds() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let loop = try FrameLoop(engine: engine, clock: clock, frameInterval: 0.25)
    #expect(loop.frameInterval == .milliseconds(250))
  }
}
