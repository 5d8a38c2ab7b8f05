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
