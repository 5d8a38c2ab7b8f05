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
