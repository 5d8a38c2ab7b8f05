extension DecayAnimation {
  /// Makes a decay for `property`, inactive until ``startAnimation()``.
  ///
  /// - Parameters:
  ///   - property: The property to drive (`$name` of an `@Animated` property).
  ///   - velocity: The velocity the first run starts with, in value units per second per component
  ///     (a gesture's velocity as it is); `nil` takes the property's velocity when the run starts,
  ///     as every later run does.
  ///   - decelerationRate: The fraction of the velocity kept each millisecond. Defaults to
  ///     ``DecelerationRate/normal``.
  ///   - speedThreshold: See ``speedThreshold``; a finite number > 0. Defaults to
  ///     ``Decay/defaultSpeedThreshold`` (0.5).
  ///   - engine: The engine that runs it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"velocity"`
  ///   when it has a NaN or infinite component, or `"speedThreshold"`.
  public convenience init(
    _ property: AnimatedProperty<Value>, velocity: Value.AnimatableData?,
    decelerationRate: DecelerationRate = .normal, speedThreshold: Double = Decay<Value>.defaultSpeedThreshold,
    engine: AnimationEngine
  ) throws(AnimationError) {
    try self.init(
      property, velocity: velocity, decelerationRate: decelerationRate, bounds: nil, spring: .smooth,
      speedThreshold: speedThreshold, engine: engine
    ) { start, velocity throws(AnimationError) in
      let decay = try Decay(position: start, velocity: velocity, decelerationRate: decelerationRate)
      let rest = decay.restingPosition
      let settling = try decay.settlingDuration(speedThreshold: speedThreshold)
      return DecayMotion(
        start: start, restingPosition: rest, restingData: rest.animatableData, settlingTime: settling,
        handOffTime: nil, state: { (decay.value(at: $0).animatableData, decay.velocity(at: $0)) })
    }
  }

  /// Inactive, active (running or paused) or stopped.
  public var state: AnimatingState { playback.machine.state }

  /// Whether it is running: started and not paused, stopped or settled.
  public var isRunning: Bool { playback.machine.isRunning }

  /// The local time now: seconds since the run started, pauses excluded (0 while inactive).
  public var elapsedTime: Double {
    playback.playhead.position(atSeconds: engine.currentTime.inSeconds)
  }

  /// Where the run comes to rest, to pick a snap target from: for a free decay the start value plus
  /// ``project(velocity:decelerationRate:)`` of the start velocity, to the last bit; for a bounded
  /// one that reaches a bound, the bound.
  ///
  /// While no run has been made, where a run started now would rest; the property's presentation
  /// value if that cannot be said (a NaN or infinite value).
  public var restingPosition: Value {
    if let motion = course.motion { return motion.restingPosition }
    let start = property.presentationValue
    return (try? makeMotion(start, startVelocity ?? property.velocity))?.restingPosition ?? start
  }

  /// The local time at which a bounded run hands over to its spring, or `nil` when it does not (or
  /// no run has been made).
  public var handOffTime: Double? { course.motion?.handOffTime }

  /// The local time at which the run is over, or `nil` while no run has been made.
  public var settlingTime: Double? { course.motion?.settlingTime }

  /// The value the run shows at a local time.
  ///
  /// - Parameter time: Seconds since the run started, pauses excluded; times before 0 (and NaN)
  ///   give the start value.
  /// - Returns: The value; the property's presentation value while no run has been made.
  /// - Complexity: O(1).
  public func value(at time: Double) -> Value {
    guard let motion = course.motion else { return property.presentationValue }
    var value = motion.start
    value.animatableData = motion.state(time.isNaN ? 0 : time).value
    return value
  }

  /// The velocity of the run at a local time, in value units per second: the exact derivative of
  /// ``value(at:)``.
  ///
  /// - Parameter time: Seconds since the run started, pauses excluded; times before 0 (and NaN)
  ///   give the start velocity.
  /// - Returns: The velocity; zero while no run has been made.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Value.AnimatableData {
    guard let motion = course.motion else { return .zero }
    return motion.state(time.isNaN ? 0 : time).velocity
  }

  /// The motion of a run started now from the property's presentation value.
  ///
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"position"` when the property shows a NaN or infinite value.
  func prepareRun() throws(AnimationError) -> DecayMotion<Value> {
    try makeMotion(property.presentationValue, startVelocity ?? property.velocity)
  }

  /// Starts a run at local time 0 with `motion`: takes the property over.
  func activate(_ motion: DecayMotion<Value>) {
    startVelocity = nil
    course.reset(to: motion)
    block.progress = 0
    block.progressVelocity = 0
    let course = self.course
    property.takeOver(by: block, to: motion.restingPosition) { _ in course.contribution() }
    playback.playhead.freeze(at: 0)
  }

  /// Shows the run at local time `time`, moving at `rate` (1 running, 0 frozen).
  func show(at time: Double, rate: Double) {
    course.shownTime = time
    block.progress = time
    block.progressVelocity = rate
    block.refreshProperties()
  }

  /// Where a run that reaches its end leaves the property: the resting position.
  var settledValue: Value { course.motion?.restingPosition ?? property.presentationValue }
}

extension DecayAnimation where Value == Double {
  /// Makes a decay of a number inside bounds, inactive until ``startAnimation()``: if it would come
  /// to rest past a bound, it hands over to `spring` there (see ``BoundedDecay``).
  ///
  /// ```swift
  /// // Content at 900 of a 0...1000 scroll range, flung on at 1500 points per second.
  /// let fling = try DecayAnimation(scroll.$offset, velocity: 1500, bounds: 0...1000, engine: engine)
  /// ```
  ///
  /// - Parameters:
  ///   - property: The property to drive.
  ///   - velocity: The velocity the first run starts with, in value units per second; `nil` takes the
  ///     property's velocity.
  ///   - bounds: The values it may come to rest at; both finite.
  ///   - decelerationRate: The fraction of the velocity kept each millisecond.
  ///   - spring: The spring that takes over at a bound. Defaults to ``Spring/smooth``.
  ///   - speedThreshold: The speed below which a decay that does not reach a bound is over.
  ///   - engine: The engine that runs it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"velocity"`,
  ///   `"bounds"` (a bound infinite) or `"speedThreshold"`.
  public convenience init(
    _ property: AnimatedProperty<Double>, velocity: Double?, bounds: ClosedRange<Double>,
    decelerationRate: DecelerationRate = .normal, spring: Spring = .smooth,
    speedThreshold: Double = Decay<Double>.defaultSpeedThreshold, engine: AnimationEngine
  ) throws(AnimationError) {
    try self.init(
      property, velocity: velocity, decelerationRate: decelerationRate, bounds: bounds, spring: spring,
      speedThreshold: speedThreshold, engine: engine
    ) { start, velocity throws(AnimationError) in
      let bounded = try BoundedDecay(
        position: start, velocity: velocity, bounds: bounds, decelerationRate: decelerationRate, spring: spring)
      let settling: Double
      if let handOff = bounded.handOff {
        let epsilon = SpringAnimation<Double>.defaultSettlingThreshold
        settling =
          handOff.time
          + spring.oscillator.settlingTime(
            x0: handOff.position - handOff.bound, v0: handOff.velocity, epsilon: epsilon)
      } else {
        settling = try bounded.decay.settlingDuration(speedThreshold: speedThreshold)
      }
      let rest = bounded.restingPosition
      return DecayMotion(
        start: start, restingPosition: rest, restingData: rest, settlingTime: settling,
        handOffTime: bounded.handOff?.time, state: { (bounded.value(at: $0), bounded.velocity(at: $0)) })
    }
  }
}

@available(*, unavailable)
extension DecayAnimation: Sendable {}
