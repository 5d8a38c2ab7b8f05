/// The rarely used state of an ``AnimatedProperty``, kept out of line.
final class PropertyExtras<Value: Animatable> {
  var changeReporter: PropertyChangeReporter<Value>?
  var suspended: [AnimatedProperty<Value>.SuspendedLayer] = []
}
