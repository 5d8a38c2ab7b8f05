/// A spring that drives one animated property towards a target that can move: set a new target
/// mid-flight and the value carries on from where it is with the velocity it has (SwiftUI's and
/// Wave's model), in value units, per component.
///
/// It is the third player over the playback core, beside ``PropertyAnimator`` and ``Timeline``:
/// it registers with its engine, and has the same completions, ``finished()``, ``observe(_:)`` and
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
/// **Actions.** The state table of ``PropertyAnimator`` for the actions it has:
///
/// | action | inactive | running | paused | stopped |
/// | --- | --- | --- | --- | --- |
/// | ``startAnimation()`` | run from the property's value | no-op | resume | error |
/// | ``pauseAnimation()`` | paused at the start | pause | no-op | error |
/// | ``stopAnimation(_:)`` | error | stop where it is | stop where it is | error |
/// | ``finishAnimation(at:)`` | error | error | error | finish |
/// | ``retarget(to:spring:blendDuration:)`` | stored for the start | retarget now | retarget at the paused time | error |
/// | ``seek(to:)`` | error | error | move, paused | error |
///
/// It has no ``Animating/fractionComplete`` or ``Animating/isReversed``: a spring has no fixed
/// length, so it scrubs in seconds with ``seek(to:)``; so it is not ``Animating``.
public final class SpringAnimation<Value: Animatable> where Value.AnimatableData: ComponentwiseArithmetic {
  /// The playing state: machine, playhead (local time), engine slot, completions, observers.
  @exclusivity(unchecked) var playback = Playback<SpringPlayback>()

  /// The property the spring drives.
  public let property: AnimatedProperty<Value>

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
    self.property = property
    self.engine = engine
    self.target = target
    self.spring = spring
    self.settlingThreshold = settlingThreshold
    self.startVelocity = velocity
  }

  deinit {
    // Let go of while paused or stopped: the property stays where it is, with no completion.
    // (A running spring is held by its engine, so it is never let go of while running.)
    if playback.machine.state != .inactive { leaveProperty(showing: property.presentationValue) }
    playback.end()
  }
}
