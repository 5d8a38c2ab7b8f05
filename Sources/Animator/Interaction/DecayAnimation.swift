/// Momentum on one animated property: from the value it shows and a release velocity, the value
/// coasts and slows down as a scroll view's content does after a fling (UIKit's deceleration
/// model, see ``Decay``), and, when bounded, bounces back at an edge with a spring (see
/// ``BoundedDecay``).
///
/// It is a player over the playback core (``Animating``), beside ``PropertyAnimator``, ``Timeline``,
/// ``SpringAnimation`` and ``TimelineFling``: it registers with its engine, follows the engine's
/// policies, and has the same actions, completions, ``finished()``, ``observe(_:)`` and
/// ``events()``.
///
/// ```swift
/// final class Sheet { @Animated var offset = Point2D(x: 0, y: 0) }
/// let sheet = Sheet()
/// // Released with the finger's velocity, in points per second on each axis.
/// let fling = try DecayAnimation(sheet.$offset, velocity: Point2D(x: 0, y: 1500), engine: engine)
/// fling.restingPosition   // (0, 749.25): the offset plus project(velocity:), to pick a snap point from
/// try fling.startAnimation()
/// ```
///
/// **How it moves.** A run starts from the property's presentation value and the velocity given
/// (or, by default, the property's own velocity) and follows ``Decay``'s closed form in *local
/// time*, seconds since the run started, pauses excluded: the velocity keeps the fraction
/// ``decelerationRate`` of itself each millisecond, on every component. Values are a function of
/// local time alone, so they do not depend on how time was cut into ticks.
///
/// **Bounded.** A decay of a `Double` can be given ``bounds`` (see
/// ``init(_:velocity:bounds:decelerationRate:spring:speedThreshold:engine:)``): if it would come to
/// rest past a bound, it reaches the bound and hands over to ``spring`` there with the velocity it
/// has, as a scroll view's content bounces at its edge; released outside the bounds, the spring takes
/// over at once towards the nearer bound.
///
/// **On the property.** Starting takes the property over, as UIKit's `beginFromCurrentState` does:
/// what it shows becomes the model and other animations of it let go; the model value is the
/// resting position.
///
/// **When it ends.** A free decay is over when its speed (the length of its velocity) falls below
/// ``speedThreshold``, at the instant ``Decay/settlingDuration(speedThreshold:)`` gives; a bounded
/// one that hands over, when the spring's displacement stays within
/// ``SpringAnimation/defaultSettlingThreshold`` of the bound. The value is then the resting position
/// and the completions run with ``AnimatingPosition/end``.
///
/// **Actions.** A decay is a player (``Animating``) and answers every action with the state table
/// every player shares (<doc:StateMachine>): its position is its local time, ``fractionComplete``
/// is the local time over ``settlingTime``, ``restart(includeDelay:)`` plays the run again from
/// its start, and it runs forwards only (``setReversed(_:)`` throws
/// ``AnimationError/unsupported(_:)`` for `true`).
public final class DecayAnimation<Value: Animatable> where Value.AnimatableData: ComponentwiseArithmetic {
  /// The playing state: machine, playhead (local time), engine slot, completions, observers.
  @exclusivity(unchecked) var playback = Playback<DecayPlayback>()

  /// The property the decay drives, or `nil` once its owner let it go: the decay holds an
  /// `@Animated` property weakly, so that it goes with its owner, and then ends at the engine's
  /// next tick where it is shown, with no completion (<doc:LifetimesGuide>).
  public var property: AnimatedProperty<Value>? { drivenProperty.object }

  /// The property, held so that it goes with its owner.
  let drivenProperty: DrivenProperty<Value>

  /// The value the property showed when the decay was made or its last run started: what the
  /// decay answers with, while no run has been made, once the property has gone.
  var lastStart: Value

  /// The engine that runs the decay.
  public let engine: AnimationEngine

  /// The fraction of the velocity kept each millisecond.
  public let decelerationRate: DecelerationRate

  /// The values a bounded decay may come to rest at, or `nil` when it is free.
  public let bounds: ClosedRange<Double>?

  /// The spring that takes over at a bound (unused when ``bounds`` is `nil`).
  public let spring: Spring

  /// The speed, in value units per second, below which a free decay is over.
  public let speedThreshold: Double

  /// The velocity the next run starts with, or `nil` for the property's own.
  var startVelocity: Value.AnimatableData?

  /// Makes the motion of a run from its start value and velocity; throws when they are not finite.
  let makeMotion: (Value, Value.AnimatableData) throws(AnimationError) -> DecayMotion<Value>

  /// The course of the run, shared with the layer on the property.
  let course = DecayCourse<Value>()

  /// The block whose one layer the decay holds on the property; its progress is the local time,
  /// its progress velocity 1 while running and 0 while frozen.
  let block = AnimationBlock()

  /// The ``AnimationScope`` the decay is in (``ScopedMember``).
  var scopeLink: ScopeLink?

  /// Checks the arguments and keeps them.
  init(
    _ property: AnimatedProperty<Value>, velocity: Value.AnimatableData?, decelerationRate: DecelerationRate,
    bounds: ClosedRange<Double>?, spring: Spring, speedThreshold: Double, engine: AnimationEngine,
    makeMotion: @escaping (Value, Value.AnimatableData) throws(AnimationError) -> DecayMotion<Value>
  ) throws(AnimationError) {
    if let velocity { try AnimationError.requireFinite(vector: velocity, "velocity") }
    try AnimationError.requirePositive(speedThreshold, "speedThreshold")
    if let bounds, !(bounds.lowerBound.isFinite && bounds.upperBound.isFinite) {
      throw .invalidArgument(parameter: "bounds", value: "\(bounds)", requirement: .other("finite bounds"))
    }
    self.drivenProperty = DrivenProperty(property)
    self.lastStart = property.presentationValue
    self.engine = engine
    self.decelerationRate = decelerationRate
    self.bounds = bounds
    self.spring = spring
    self.speedThreshold = speedThreshold
    self.startVelocity = velocity
    self.makeMotion = makeMotion
    block.targetLosses = engine.targetLosses
    // Inside `AnimationScope.add { }`, the scope holds the decay from now on.
    AnimationScope.collect(self)
  }

  deinit {
    // Let go of while paused or stopped: the property stays where it is, with no completion.
    // (A running decay is held by its engine, so it is never let go of while running.)
    if playback.machine.state != .inactive { leaveProperty(showing: property?.presentationValue) }
    playback.end()
  }
}

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
  /// value if that cannot be said (a NaN or infinite value). Once the property has gone with its
  /// owner, with no run made: the value it showed when the decay was made.
  public var restingPosition: Value {
    if let motion = course.motion { return motion.restingPosition }
    guard let property else { return lastStart }
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
  /// - Returns: The value; the property's presentation value while no run has been made (once the
  ///   property has gone with its owner, the value it showed when the decay was made).
  /// - Complexity: O(1).
  public func value(at time: Double) -> Value {
    guard let motion = course.motion else { return property?.presentationValue ?? lastStart }
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
  ///
  /// A property that went with its owner gives a run from the value it last started from, at rest,
  /// that the engine ends at its next tick (``hasLostTarget``).
  func prepareRun() throws(AnimationError) -> DecayMotion<Value> {
    guard let property else {
      block.lostTargets = true
      return try makeMotion(lastStart, startVelocity ?? .zero)
    }
    lastStart = property.presentationValue
    return try makeMotion(lastStart, startVelocity ?? property.velocity)
  }

  /// Starts a run at local time 0 with `motion`: takes the property over.
  func activate(_ motion: DecayMotion<Value>) {
    startVelocity = nil
    course.reset(to: motion)
    block.progress = 0
    block.progressVelocity = 0
    let course = self.course
    // Before the takeover, which makes what is shown the model: a scope reverts to the model beneath.
    noteInScopeJournal()
    property?.takeOver(by: block, to: motion.restingPosition) { _ in course.contribution() }
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
  var settledValue: Value? { course.motion?.restingPosition ?? property?.presentationValue }
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
