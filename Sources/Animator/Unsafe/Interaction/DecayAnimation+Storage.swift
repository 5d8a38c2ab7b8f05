/// Momentum on one animated property: from the value it shows and a release velocity, the value
/// coasts and slows down as a scroll view's content does after a fling (UIKit's deceleration
/// model, see ``Decay``), and, when bounded, bounces back at an edge with a spring (see
/// ``BoundedDecay``).
///
/// It is a player over the playback core, beside ``PropertyAnimator``, ``Timeline`` and
/// ``SpringAnimation``: it registers with its engine, and has the same completions, ``finished()``,
/// ``observe(_:)`` and ``events()`` as ``SpringAnimation``.
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
/// **Actions.** The state table of ``PropertyAnimator`` for the actions it has:
///
/// | action | inactive | running | paused | stopped |
/// | --- | --- | --- | --- | --- |
/// | ``startAnimation()`` | run from the property's value | no-op | resume | error |
/// | ``pauseAnimation()`` | paused at the start | pause | no-op | error |
/// | ``stopAnimation(_:)`` | error | stop where it is | stop where it is | error |
/// | ``finishAnimation(at:)`` | error | error | error | finish |
public final class DecayAnimation<Value: Animatable> where Value.AnimatableData: ComponentwiseArithmetic {
  /// The playing state: machine, playhead (local time), engine slot, completions, observers.
  @exclusivity(unchecked) var playback = Playback<DecayPlayback>()

  /// The property the decay drives.
  public let property: AnimatedProperty<Value>

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
    self.property = property
    self.engine = engine
    self.decelerationRate = decelerationRate
    self.bounds = bounds
    self.spring = spring
    self.speedThreshold = speedThreshold
    self.startVelocity = velocity
    self.makeMotion = makeMotion
  }

  deinit {
    // Let go of while paused or stopped: the property stays where it is, with no completion.
    // (A running decay is held by its engine, so it is never let go of while running.)
    if playback.machine.state != .inactive { leaveProperty(showing: property.presentationValue) }
    playback.end()
  }
}
