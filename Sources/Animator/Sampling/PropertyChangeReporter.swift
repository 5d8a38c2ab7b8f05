/// What a property keeps while it reports its changes.
final class PropertyChangeReporter<Value: Animatable> {
  /// The sink the property had before (a key-path or closure target's), still called first.
  let targetSink: PropertySink<Value>?
  /// The observers of the property's presentation value.
  var observers: [EventObserver<Value>] = []
  /// The streams handed out, finished when the property goes.
  var continuations: [() -> Void] = []
  /// The presentation data last reported: a refresh that leaves it unchanged reports nothing.
  var lastReported: Value.AnimatableData
  /// Whether a change waits for the end of the running tick.
  var isPending = false

  init(targetSink: PropertySink<Value>?, presentation: Value.AnimatableData) {
    self.targetSink = targetSink
    lastReported = presentation
  }

  deinit {
    for finish in continuations { finish() }
  }
}
