/// A spring that drives one animated property towards a target that can move: set a new target
/// mid-flight and the value carries on from where it is with the velocity it has (SwiftUI's and
/// Wave's model), in value units, per component.
///
/// It is a player over the playback core (``Animating``), beside ``PropertyAnimator``, ``Timeline``,
/// ``DecayAnimation`` and ``TimelineFling``: it registers with its engine, follows the engine's
/// policies, and has the same actions, completions, ``finished()``, ``observe(_:)`` and
/// ``events()``.
///
/// ```swift
/// final class Card { @Animated var center = Point2D(x: 0, y: 0) }
/// let card = Card()
/// // Released with the finger's velocity, in points per second on each axis.
/// let spring = try SpringAnimation(
///   card.$center, to: Point2D(x: 300, y: 0), velocity: Point2D(x: 0, y: 800), spring: .snappy, engine: engine)
/// try spring.startAnimation()
/// // Later, the snap point changes: the card bends towards it without a jump.
/// try spring.retarget(to: Point2D(x: 300, y: 200), spring: .bouncy, blendDuration: 0.2)
/// ```
///
/// **How it moves.** A run starts from the property's presentation value and the velocity given
/// (or, by default, the property's own velocity, so it takes over from another animation without
/// a kink) and follows ``SpringTrajectory``'s closed form in *local time*: seconds since the run
/// started, pauses excluded. Each ``retarget(to:spring:blendDuration:)`` appends a segment made
/// from the state at that instant, in O(1) however many came before; with a blend duration the
/// segment is a ``SpringBlend`` from the old spring to the new. Values are a function of local
/// time alone, so they do not depend on how time was cut into ticks, and ``value(at:)`` and
/// ``seek(to:)`` show again what was shown at an earlier time, retargets included.
///
/// **On the property.** Starting takes the property over, as UIKit's `beginFromCurrentState`
/// does: what it shows becomes the model and other animations of it let go; the model value is
/// the target (after a retarget, the new one). Setting the model while the spring runs moves the
/// spring's path by the change, as it moves any animation's.
///
/// **When it ends.** The run is settled when every component stays within
/// ``settlingThreshold`` (value units) of the target from then on, an instant found from the
/// spring's closed form (the last segment, after its blend); the value is then the target and the
/// completions run with ``AnimatingPosition/end``.
///
/// **Actions.** A spring is a player (``Animating``) and answers every action with the state table
/// every player shares (<doc:StateMachine>), with its own meaning for a few:
///
/// - its position is its local time, and ``fractionComplete`` is the local time over the instant
///   the run settles: scrubbing it (paused) shows the recorded course there, retargets included;
/// - ``restart(includeDelay:)`` goes back to local time 0 and plays the recorded course again;
/// - it runs forwards only: ``setReversed(_:)`` throws ``AnimationError/unsupported(_:)`` for
///   `true`;
/// - ``retarget(to:spring:blendDuration:)`` is stored for the start while inactive, retargets now
///   while running or at the paused time while paused, and throws while stopped;
/// - ``seek(to:)`` scrubs a paused spring in seconds of local time, and throws in every other
///   state.
public final class SpringAnimation<Value: Animatable> where Value.AnimatableData: ComponentwiseArithmetic {
  /// The playing state: machine, playhead (local time), engine slot, completions, observers.
  @exclusivity(unchecked) var playback = Playback<SpringPlayback>()

  /// The property the spring drives, or `nil` once its owner let it go: the spring holds an
  /// `@Animated` property weakly, so that it goes with its owner, and then ends at the engine's
  /// next tick where it is shown, with no completion (<doc:LifetimesGuide>).
  public var property: AnimatedProperty<Value>? { drivenProperty.object }

  /// The property, held so that it goes with its owner.
  let drivenProperty: DrivenProperty<Value>

  /// The engine that runs the spring.
  public let engine: AnimationEngine

  /// The value the spring pulls towards: the latest target.
  public internal(set) var target: Value

  /// The spring it pulls with: the latest one.
  public internal(set) var spring: Spring

  /// How close, in value units, every component must stay to the target for the run to be
  /// settled.
  public let settlingThreshold: Double

  /// The velocity the next run starts with, or `nil` for the property's own.
  var startVelocity: Value.AnimatableData?

  /// The course of the run, shared with the layer on the property.
  let history = SpringHistory<Value>()

  /// The block whose one layer the spring holds on the property; its progress is the local time,
  /// its progress velocity 1 while running and 0 while frozen (the property's velocity is the
  /// layer's derivative times it).
  let block = AnimationBlock()

  /// The ``AnimationScope`` the spring is in (``ScopedMember``).
  var scopeLink: ScopeLink?

  /// Makes a spring for `property`, inactive until ``startAnimation()``.
  ///
  /// - Parameters:
  ///   - property: The property to drive (`$name` of an `@Animated` property).
  ///   - target: The value to pull towards.
  ///   - velocity: The velocity the first run starts with, in value units per second per component
  ///     (a gesture's velocity as it is); `nil` (the default) takes the property's velocity when
  ///     the run starts, as every later run does.
  ///   - spring: The spring. Defaults to ``Spring/default``.
  ///   - settlingThreshold: See ``settlingThreshold``; a finite number > 0.
  ///   - engine: The engine that runs it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"target"`
  ///   or `"velocity"` when it has a NaN or infinite component, or `"settlingThreshold"`.
  public init(
    _ property: AnimatedProperty<Value>, to target: Value, velocity: Value.AnimatableData? = nil,
    spring: Spring = .default, settlingThreshold: Double = SpringAnimation.defaultSettlingThreshold,
    engine: AnimationEngine
  ) throws(AnimationError) {
    try AnimationError.requireFinite(vector: target.animatableData, "target")
    if let velocity { try AnimationError.requireFinite(vector: velocity, "velocity") }
    try AnimationError.requirePositive(settlingThreshold, "settlingThreshold")
    self.drivenProperty = DrivenProperty(property)
    self.engine = engine
    self.target = target
    self.spring = spring
    self.settlingThreshold = settlingThreshold
    self.startVelocity = velocity
    block.targetLosses = engine.targetLosses
    // Inside `AnimationScope.add { }`, the scope holds the spring from now on.
    AnimationScope.collect(self)
  }

  deinit {
    // Let go of while paused or stopped: the property stays where it is, with no completion.
    // (A running spring is held by its engine, so it is never let go of while running.)
    if playback.machine.state != .inactive { leaveProperty(showing: property?.presentationValue) }
    playback.end()
  }
}

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
  /// - Returns: The value; the property's presentation value while no run has been made (the
  ///   target once the property has gone with its owner).
  /// - Complexity: O(1) at or after the last retarget, O(log n) for n retargets before it.
  public func value(at time: Double) -> Value {
    guard !history.segments.isEmpty else { return property?.presentationValue ?? target }
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
  /// segment and takes the property over. A property that went with its owner leaves a run at the
  /// target, at rest, that the engine ends at its next tick (``hasLostTarget``).
  func activate() {
    let property = self.property
    if property == nil { block.lostTargets = true }
    let start = property?.presentationValue ?? target
    let velocity = startVelocity ?? property?.velocity ?? .zero
    startVelocity = nil
    let first = SpringTrajectory(
      spring: spring, target: target, startTime: 0, initialValue: start.animatableData, initialVelocity: velocity)
    history.reset(to: Self.blend(first, to: target, spring: spring, blendDuration: 0, at: 0))
    block.progress = 0
    block.progressVelocity = 0
    let history = self.history
    // Before the takeover, which makes what is shown the model: a scope reverts to the model beneath.
    noteInScopeJournal()
    property?.takeOver(by: block, to: target) { _ in history.contribution() }
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
  var settledValue: Value? { target }
}

@available(*, unavailable)
extension SpringAnimation: Sendable {}
