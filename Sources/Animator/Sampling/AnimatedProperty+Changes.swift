/// A property that reports its changes, as its engine sees it at the end of a tick.
protocol ChangeReporting: AnyObject {
  /// Reports the presentation value if it differs from the one last reported.
  ///
  /// - Returns: Whether it did.
  func reportChange() -> Bool
}

/// The properties of one engine that changed during the running tick, and the observers of each
/// tick's changes: the sampling layer's part of the engine's end of tick.
final class EngineChangeReports: EngineTickEndHandling {
  /// Properties whose presentation value changed during the running tick, reported when it ends.
  var pending: [any ChangeReporting] = []
  /// Observers of the properties each tick changed.
  var observers: [EventObserver<PropertyChanges>] = []

  /// Reports the changes of the tick that just ended: each property's own observers first, then
  /// the engine's, with the properties whose value differs from the one they last reported.
  func engineTickEnded() {
    guard !pending.isEmpty else { return }
    let properties = pending
    pending.removeAll(keepingCapacity: true)
    var changed: [AnyObject] = []
    for property in properties where property.reportChange() { changed.append(property) }
    guard !changed.isEmpty, !observers.isEmpty else { return }
    let changes = PropertyChanges(properties: changed)
    // A copy: a handler may add or cancel observers.
    for observer in observers {
      guard let handler = observer.handler else { continue }
      if !handler(changes) { observer.cancel() }
    }
    observers.removeAll(where: \.isCancelled)
  }
}

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

extension AnimatedProperty: ChangeReporting {
  /// Whether the property reports changes of its presentation value: to its own observers
  /// (``observe(_:)``, ``presentationValues()``) and to its engine's
  /// (``AnimationEngine/observeChanges(_:)``). Observing the property turns it on; setting it to
  /// `false` cancels the property's observers and ends its streams.
  ///
  /// A change made by a tick is reported once, when the tick ends, with the value shown then, and
  /// only if that value differs from the one last reported; a change made outside a tick (setting
  /// ``modelValue`` with no animation, stopping an animation) is reported to the property's
  /// observers at once.
  ///
  /// A property that reports changes is refreshed the way properties with targets are, off the
  /// animators' fastest path; properties that do not report cost nothing more.
  public var reportsChanges: Bool {
    get { changeReporter != nil }
    set {
      guard newValue != reportsChanges else { return }
      if newValue {
        let reporter = PropertyChangeReporter(targetSink: sink, presentation: presentationData)
        changeReporter = reporter
        let target = reporter.targetSink
        sink = ClosureSink { [unowned self] value in
          target?.receive(value)
          self.presentationDidChange()
        }
      } else if let reporter = changeReporter {
        changeReporter = nil
        sink = reporter.targetSink
        for observer in reporter.observers { observer.cancel() }
      }
      // The blocks animating the property sort it again: with a sink it takes their general path.
      for block in layerBlocks { block.properties = block.properties }
    }
  }

  /// Calls `handler` with the presentation value each time it changes, until the returned
  /// observation is cancelled or released. Turns ``reportsChanges`` on.
  ///
  /// ```swift
  /// let observation = sprite.$position.observe { position in
  ///   node.position = position            // once per tick in which it moved, never otherwise
  /// }
  /// ```
  ///
  /// - Parameter handler: Called on the engine's isolation domain: at the end of each tick that
  ///   changed the value, and at once for a change made outside a tick.
  /// - Returns: The observation; keep it as long as you want values.
  public func observe(_ handler: @escaping (Value) -> Void) -> AnimatorObservation {
    reportsChanges = true
    let observer = EventObserver(forwardingTo: handler)
    changeReporter?.observers.append(observer)
    return AnimatorObservation(observer: observer)
  }

  /// Sends the property's (or its engine's) presentation value to the change reporter: at the end
  /// of the running tick, or now when no tick runs.
  func presentationDidChange() {
    guard let reporter = changeReporter, !reporter.isPending else { return }
    if let engine = TickingEngine.current {
      reporter.isPending = true
      engine.changeReports.pending.append(self)
    } else {
      _ = reportChange()
    }
  }

  func reportChange() -> Bool {
    guard let reporter = changeReporter else { return false }
    reporter.isPending = false
    guard presentationData != reporter.lastReported else { return false }
    reporter.lastReported = presentationData
    let value = presentationValue
    // A copy: a handler may observe or cancel.
    let observers = reporter.observers
    for observer in observers {
      guard let handler = observer.handler else { continue }
      if !handler(value) { observer.cancel() }
    }
    if let current = changeReporter, current.observers.contains(where: \.isCancelled) {
      current.observers.removeAll(where: \.isCancelled)
    }
    return true
  }
}

extension AnimatedProperty where Value: Sendable {
  /// The presentation value each time it changes, as an asynchronous sequence, from now on. Turns
  /// ``reportsChanges`` on.
  ///
  /// ```swift
  /// for await position in sprite.$position.presentationValues() {
  ///   node.position = position
  /// }
  /// ```
  ///
  /// The stream buffers the newest 256 values. It ends when the consuming task stops iterating,
  /// when ``reportsChanges`` is set to `false`, or when the property is released.
  ///
  /// - Returns: A stream of presentation values.
  public func presentationValues() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(256))
    reportsChanges = true
    let observer = EventObserver<Value> { value in
      if case .terminated = continuation.yield(value) { return false }
      return true
    }
    changeReporter?.observers.append(observer)
    changeReporter?.continuations.append { continuation.finish() }
    return stream
  }
}

/// The properties whose presentation values one tick of an engine changed: what
/// ``AnimationEngine/observeChanges(_:)`` hands over, so that an app copies the new values to its
/// views in one pass.
///
/// Only properties that report their changes (``AnimatedProperty/reportsChanges``) are listed.
public struct PropertyChanges {
  /// The properties that changed, in the order they first changed during the tick.
  public let properties: [AnyObject]

  /// The number of properties that changed.
  public var count: Int { properties.count }

  /// Whether no property changed.
  public var isEmpty: Bool { properties.isEmpty }

  /// Whether `property` changed in the tick.
  ///
  /// - Parameter property: A property, usually reached with `$`: `changes.contains(card.$opacity)`.
  /// - Returns: Whether it is among ``properties``.
  /// - Complexity: O(n) in the number of properties that changed.
  public func contains<Value>(_ property: AnimatedProperty<Value>) -> Bool {
    properties.contains { $0 === property }
  }
}

@available(*, unavailable)
extension PropertyChanges: Sendable {}

extension AnimationEngine {
  /// Calls `handler` after each tick that changed the presentation value of some property that
  /// reports its changes, with those properties, until the returned observation is cancelled or
  /// released.
  ///
  /// ```swift
  /// for sprite in sprites { sprite.$position.reportsChanges = true }
  /// let observation = engine.observeChanges { changes in
  ///   for sprite in sprites where changes.contains(sprite.$position) {
  ///     sprite.node.position = sprite.$position.presentationValue
  ///   }
  /// }
  /// ```
  ///
  /// Each property appears once per tick, and only if its value at the end of the tick differs
  /// from the one last reported. The properties' own observers are called first.
  ///
  /// - Parameter handler: Called on the engine's isolation domain at the end of a tick.
  /// - Returns: The observation; keep it as long as you want reports.
  public func observeChanges(_ handler: @escaping (PropertyChanges) -> Void) -> AnimatorObservation {
    let observer = EventObserver(forwardingTo: handler)
    changeReports.observers.append(observer)
    return AnimatorObservation(observer: observer)
  }

  /// The change reports of this engine's properties, made (and hooked to the end of each tick) on
  /// first use.
  var changeReports: EngineChangeReports {
    attachment {
      let reports = EngineChangeReports()
      activityState.tickEndHandler = reports
      return reports
    }
  }
}
