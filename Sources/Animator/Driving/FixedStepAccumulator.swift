/// Turns frames of any length into whole steps of one fixed length, for a game loop that moves its
/// simulation (and its engine) by the same step every time: the "fix your timestep" pattern.
///
/// ```swift
/// var accumulator = try FixedStepAccumulator(step: .seconds(1) / 120)
/// let engine = AnimationEngine.fixedStep()
/// var previous = world, current = world
/// while running {
///   let frameTime = frameClock.lap()               // the real time since the last frame
///   for _ in 0..<(try accumulator.advance(by: frameTime)) {
///     previous = current
///     current.step(by: accumulator.step)           // the simulation, at a fixed rate
///     try engine.tick(by: accumulator.step)        // the animations, in step with it
///   }
///   draw(FixedStepAccumulator.interpolate(previous, current, alpha: accumulator.alpha))
/// }
/// ```
///
/// Each frame adds its time to ``accumulated`` and takes out as many whole steps as fit; what is
/// left (less than one step) waits for the next frame. ``alpha``, the leftover as a fraction of a
/// step, says how far the real time has gone from the last step towards the next one: drawing
/// `previous + (current - previous) × alpha` shows motion without the stutter of a step count that
/// alternates between frames. A frame so long that it would need more than
/// ``maximumStepsPerFrame`` steps runs only that many and drops the rest of its whole steps
/// (counted in ``droppedTime``), so that a slow step cannot fall ever further behind (the "spiral
/// of death"). The cap itself is at most ``stepsPerFrameLimit``, so that no input, however long,
/// hands a caller's loop more steps than it can finish.
public struct FixedStepAccumulator: Hashable, Sendable {
  /// The length of one step.
  public let step: Duration
  /// The most steps one frame runs.
  public let maximumStepsPerFrame: Int
  /// The largest ``maximumStepsPerFrame`` an accumulator accepts: 10,000 steps, more than a second
  /// of 1 ms steps in one frame.
  public static let stepsPerFrameLimit = 10_000
  /// The most ``droppedTime`` counts: `.seconds(Int64.max)`. Dropped time saturates there rather
  /// than overflow, however many frames of the longest duration arrive.
  public static let longestDroppedTime = Duration.seconds(Int64.max)
  /// The time received and not yet run as a step: less than ``step`` after each frame.
  public private(set) var accumulated: Duration = .zero
  /// The time that frames too long for ``maximumStepsPerFrame`` have dropped, in whole steps; it
  /// stops growing at ``longestDroppedTime``.
  public private(set) var droppedTime: Duration = .zero

  /// Makes an accumulator of steps of length `step`.
  ///
  /// - Parameters:
  ///   - step: The length of one step, more than zero: `.seconds(1) / 120` for 120 Hz.
  ///   - maximumStepsPerFrame: The most steps one frame runs, at least 1 and at most
  ///     ``stepsPerFrameLimit``. Defaults to 8.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `step` (not
  ///   above zero) or `maximumStepsPerFrame` (below 1 or above ``stepsPerFrameLimit``).
  public init(step: Duration, maximumStepsPerFrame: Int = 8) throws(AnimationError) {
    guard step > .zero else {
      throw .invalidArgument(parameter: "step", value: "\(step)", requirement: .positive)
    }
    guard maximumStepsPerFrame >= 1 else {
      throw .invalidArgument(
        parameter: "maximumStepsPerFrame", value: "\(maximumStepsPerFrame)", requirement: .positive)
    }
    guard maximumStepsPerFrame <= Self.stepsPerFrameLimit else {
      throw .invalidArgument(
        parameter: "maximumStepsPerFrame", value: "\(maximumStepsPerFrame)",
        requirement: .range(1...Double(Self.stepsPerFrameLimit)))
    }
    self.step = step
    self.maximumStepsPerFrame = maximumStepsPerFrame
  }

  /// How far the time received has gone past the last step towards the next: ``accumulated``
  /// over ``step``, in `0..<1`. Interpolate the drawn state between the last two steps by it.
  public var alpha: Double { accumulated / step }

  /// Adds a frame's time and returns how many steps to run now.
  ///
  /// - Parameter frameTime: The time since the last frame, zero or more.
  /// - Returns: The number of whole steps, in `0...maximumStepsPerFrame`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` if `frameTime` is
  ///   negative; nothing changes.
  /// - Complexity: O(1).
  public mutating func advance(by frameTime: Duration) throws(AnimationError) -> Int {
    guard frameTime >= .zero else {
      throw .invalidArgument(parameter: "frameTime", value: "\(frameTime)", requirement: .nonNegative)
    }
    let total = accumulated + frameTime
    let cap = Int64(maximumStepsPerFrame)
    guard total / step < 1e15 else {
      // Beyond any exact count: run the most steps a frame may and drop the rest, leftover too.
      drop(total - step * cap)
      accumulated = .zero
      return maximumStepsPerFrame
    }
    // Durations are whole attoseconds: the quotient from `Double` is checked and corrected with
    // exact integer products, so that a step boundary is never missed by rounding.
    var steps = Int64((total / step).rounded(.down))
    while steps > 0 && step * steps > total { steps -= 1 }
    while step * (steps + 1) <= total { steps += 1 }
    accumulated = total - step * steps
    if steps > cap {
      drop(step * (steps - cap))
      steps = cap
    }
    return Int(steps)
  }

  /// Adds `time` to ``droppedTime``, stopping at ``longestDroppedTime``.
  private mutating func drop(_ time: Duration) {
    droppedTime = time >= Self.longestDroppedTime - droppedTime ? Self.longestDroppedTime : droppedTime + time
  }

  /// The value `alpha` of the way from `previous` to `current`, by their animatable data: the
  /// state to draw between the last two steps.
  ///
  /// - Parameters:
  ///   - previous: The state before the last step.
  ///   - current: The state after it.
  ///   - alpha: The fraction of the way, usually ``alpha``.
  /// - Returns: `previous + (current - previous) × alpha`.
  public static func interpolate<Value: Animatable>(_ previous: Value, _ current: Value, alpha: Double) -> Value {
    var value = current
    let start = previous.animatableData
    value.animatableData = start + (current.animatableData - start).scaled(by: alpha)
    return value
  }
}
