/// A ``DecayAnimation``'s playback: local time in seconds since the run started (pauses excluded),
/// from 0 with no upper bound; ``DecayAnimationEvent``s.
enum DecayPlayback: PlaybackKind {
  typealias Event = DecayAnimationEvent
  static var lower: Double { 0 }
  static var upper: Double { .infinity }
}

/// What the observers of a ``DecayAnimation`` receive.
public enum DecayAnimationEvent: Hashable, Sendable {
  /// ``DecayAnimation/state`` changed to the given state.
  case state(AnimatingState)
  /// ``DecayAnimation/isRunning`` changed to the given value.
  case isRunning(Bool)
}

/// The course of a decay's run, shared with the layer it holds on its property: the motion in
/// closed form of local time, and the time shown.
///
/// It is a class so that the layer reads the same course as the animation, with no reference back
/// to the animation.
final class DecayCourse<Value: Animatable>: PlayerCourse where Value.AnimatableData: ComponentwiseArithmetic {
  /// The run's motion; `nil` until a run starts.
  var motion: DecayMotion<Value>?
  /// Whether the run has ended: the layer then contributes nothing.
  var isSettled = false
  /// The local time shown.
  var shownTime = 0.0

  /// Starts a new course.
  func reset(to motion: DecayMotion<Value>) {
    self.motion = motion
    shownTime = 0
    isSettled = false
  }

  /// The layer's contribution at the local time shown and its rate of change: the value's data
  /// minus the resting point's (the model's), and the velocity; zero once settled.
  func contribution() -> (Value.AnimatableData, Value.AnimatableData) {
    guard !isSettled, let motion else { return (.zero, .zero) }
    let state = motion.state(shownTime)
    return (state.value - motion.restingData, state.velocity)
  }
}

/// One run of a decay: where it starts and rests, when it settles, and its value and velocity at a
/// local time, from ``Decay`` or, bounded, ``BoundedDecay``.
struct DecayMotion<Value: Animatable> where Value.AnimatableData: ComponentwiseArithmetic {
  /// The value at local time 0.
  var start: Value
  /// Where the run comes to rest.
  var restingPosition: Value
  /// The resting position's animatable data.
  var restingData: Value.AnimatableData
  /// The local time at which the run is over.
  var settlingTime: Double
  /// The local time of the hand-off to the spring at a bound, or `nil` for none.
  var handOffTime: Double?
  /// The value's data and velocity at a local time.
  var state: (Double) -> (value: Value.AnimatableData, velocity: Value.AnimatableData)
}
