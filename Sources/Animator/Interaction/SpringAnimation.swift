extension SpringAnimation {
  /// The threshold ``settlingThreshold`` defaults to: 0.001 value units (a thousandth of a point,
  /// of an opacity step of 1, of a colour component).
  public static var defaultSettlingThreshold: Double { 0.001 }

  /// Inactive, active (running or paused) or stopped.
  public var state: AnimatingState { playback.machine.state }

  /// Whether it is running: started and not paused, stopped or settled.
  public var isRunning: Bool { playback.machine.isRunning }

  /// The local time now: seconds since the run started, pauses excluded (0 while inactive).
  public var elapsedTime: Double {
    playback.playhead.position(atSeconds: engine.currentTime.inSeconds)
  }

  /// The number of segments of the run: 1, plus one per retarget (fewer after a retarget made
  /// after a scrub back, which rewrites what followed).
  public var segmentCount: Int { history.segments.count }

  /// The value the run shows at a local time, retargets included: what was shown then, or will be
  /// if nothing changes.
  ///
  /// - Parameter time: Seconds since the run started, pauses excluded; times before 0 (and NaN)
  ///   give the start value.
  /// - Returns: The value; the property's presentation value while no run has been made.
  /// - Complexity: O(1) at or after the last retarget, O(log n) for n retargets before it.
  public func value(at time: Double) -> Value {
    guard !history.segments.isEmpty else { return property.presentationValue }
    let time = time.isNaN ? 0 : time
    return history.segment(at: time).value(at: time)
  }

  /// The velocity of the run at a local time, in value units per second: the exact derivative of
  /// ``value(at:)``.
  ///
  /// - Parameter time: Seconds since the run started, pauses excluded; times before 0 (and NaN)
  ///   give the start velocity.
  /// - Returns: The velocity; zero while no run has been made.
  /// - Complexity: As ``value(at:)``.
  public func velocity(at time: Double) -> Value.AnimatableData {
    guard !history.segments.isEmpty else { return .zero }
    let time = time.isNaN ? 0 : time
    return history.segment(at: time).velocity(at: time)
  }

  /// The local time at which a segment settles: after its blend, when every component of its new
  /// spring's motion stays within the threshold of the target.
  func settlingTime(of segment: SpringBlend<Value>) -> Double {
    let motion = segment.incoming
    let oscillator = motion.oscillator
    let displacement = motion.initialValue - motion.target.animatableData
    var latest = 0.0
    let epsilon = settlingThreshold
    _ = displacement.combined(with: motion.initialVelocity) { x, v in
      latest = max(latest, oscillator.settlingTime(x0: x, v0: v, epsilon: epsilon))
      return 0
    }
    return max(motion.startTime + latest, motion.startTime + segment.blendDuration)
  }

  /// Starts a run at local time 0 from the property's presentation value: records the first
  /// segment and takes the property over.
  func activate() {
    let start = property.presentationValue
    let velocity = startVelocity ?? property.velocity
    startVelocity = nil
    let first = SpringTrajectory(
      spring: spring, target: target, startTime: 0, initialValue: start.animatableData, initialVelocity: velocity)
    history.reset(to: Self.blend(first, to: target, spring: spring, blendDuration: 0, at: 0))
    block.progress = 0
    block.progressVelocity = 0
    let history = self.history
    property.takeOver(by: block, to: target) { _ in history.contribution() }
    playback.playhead.freeze(at: 0)
  }

  /// A blend from values already checked.
  static func blend(
    _ trajectory: SpringTrajectory<Value>, to target: Value, spring: Spring, blendDuration: Double, at time: Double
  ) -> SpringBlend<Value> {
    do {
      return try SpringBlend(from: trajectory, to: target, spring: spring, blendDuration: blendDuration, at: time)
    } catch {
      preconditionFailure("checked already: \(error)")
    }
  }

  /// Shows the run at local time `time`, moving at `rate` (1 running, 0 frozen).
  func show(at time: Double, rate: Double) {
    history.shownTime = time
    block.progress = time
    block.progressVelocity = rate
    block.refreshProperties()
  }

  /// The course the layer reads (``PropertyPlayer``).
  var course: SpringHistory<Value> { history }

  /// Where a run that settles leaves the property: the target.
  var settledValue: Value { target }
}

@available(*, unavailable)
extension SpringAnimation: Sendable {}
