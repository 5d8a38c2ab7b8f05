/// The rarely used state of an ``AnimatedProperty``, kept out of line.
final class PropertyExtras<Value: Animatable> {
  var changeReporter: PropertyChangeReporter<Value>?
  var suspended: [AnimatedProperty<Value>.SuspendedLayer] = []
  /// The blocks that keep a recording of the property's layers while none of their layers is live
  /// here (a timeline's tweens between runs, ``LayeredProperty/addIdleRecorder(_:)``), so that the
  /// property's `deinit` tells each that it went, as it tells the blocks its layers name.
  var idleRecorders: [AnimationBlock] = []

  /// Whether nothing is kept: the property drops its extras.
  var isEmpty: Bool { changeReporter == nil && suspended.isEmpty && idleRecorders.isEmpty }
}
