/// One observer of events: a player's (an animator's ``AnimatorEvent``s, a timeline's
/// ``TimelineEvent``s), a property's values or an engine's reports. Every layer that can be
/// observed uses it, so it sits at the bottom, in `Support/`, with no dependencies.
final class EventObserver<Event>: CancellableObserver {
  /// The handler, released when the observer is cancelled.
  private(set) var handler: ((Event) -> Bool)?
  var isCancelled: Bool { handler == nil }

  /// - Parameter handler: Called with each event; returns `false` when it wants no more.
  init(handler: @escaping (Event) -> Bool) {
    self.handler = handler
  }

  /// An observer that hands every event to `handler` until it is cancelled: what each public
  /// `observe(_:)` makes.
  ///
  /// - Parameter handler: Called with each event.
  convenience init(forwardingTo handler: @escaping (Event) -> Void) {
    self.init { event in
      handler(event)
      return true
    }
  }

  /// Calls each observer of `observers` with `event`, in the order they were added; returns
  /// whether any of them is cancelled now, so that the player forgets it
  /// (``Playback/forgetCancelledObservers()``).
  ///
  /// Static, over a copy of the list, so that an observer may observe, cancel or act on the player.
  static func deliver(_ event: Event, to observers: [EventObserver<Event>]) -> Bool {
    var sawCancelled = false
    for observer in observers {
      guard let handler = observer.handler else {
        sawCancelled = true
        continue
      }
      if !handler(event) { observer.cancel() }
      sawCancelled = sawCancelled || observer.isCancelled
    }
    return sawCancelled
  }

  /// Stops calling the handler and lets go of it, after the access: letting go of a closure can
  /// run the `deinit` of an object it captured, which may act on what this observes (and so read
  /// its observers' handlers).
  func cancel() {
    let cancelled = handler
    handler = nil
    withExtendedLifetime(cancelled) {}
  }
}
