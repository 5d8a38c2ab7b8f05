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
