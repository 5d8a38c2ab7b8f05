/// A property that reports its changes, as its engine sees it at the end of a tick.
protocol ChangeReporting: AnyObject {
  /// Reports the presentation value if it differs from the one last reported.
  ///
  /// - Returns: Whether it did.
  func reportChange() -> Bool
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
  public func observe(_ handler: @escaping (Value) -> Void) -> AnimationObservation {
    reportsChanges = true
    let observer = EventObserver(forwardingTo: handler)
    changeReporter?.observers.append(observer)
    return AnimationObservation(observer: observer)
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
  public func observeChanges(_ handler: @escaping (PropertyChanges) -> Void) -> AnimationObservation {
    let observer = EventObserver(forwardingTo: handler)
    changeReports.observers.append(observer)
    return AnimationObservation(observer: observer)
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
