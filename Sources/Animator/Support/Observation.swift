/// A registration made with ``PropertyAnimator/observe(_:)``, ``Timeline/observe(_:)``,
/// ``AnimatedProperty/observe(_:)``, ``AnimationEngine/observeChanges(_:)`` or
/// ``AnimationEngine/observeNeedsFrames(_:)``; observation ends when it is cancelled or released.
public final class AnimatorObservation {
  private weak var observer: (any CancellableObserver)?
  /// The observer of an observation made with ``init(onCancel:)``, which only the observation holds.
  private var ownObserver: (any CancellableObserver)?

  init(observer: any CancellableObserver) {
    self.observer = observer
  }

  /// An observation of a player of your own (a type conforming to ``Animating``): `onCancel` runs
  /// once, when the observation is cancelled or released, to stop calling the handler.
  ///
  /// ```swift
  /// func observe(_ handler: @escaping (Event) -> Void) -> AnimatorObservation {
  ///   let id = handlers.add(handler)
  ///   return AnimatorObservation { [weak self] in self?.handlers.remove(id) }
  /// }
  /// ```
  ///
  /// - Parameter onCancel: What ends the observation; called at most once.
  public convenience init(onCancel: @escaping () -> Void) {
    let observer = ClosureObserver(onCancel)
    self.init(observer: observer)
    ownObserver = observer
  }

  deinit {
    observer?.cancel()
  }

  /// Stops the observation: the handler is not called again, and it is released at once (with
  /// whatever it captured).
  public func cancel() {
    observer?.cancel()
  }
}

@available(*, unavailable)
extension AnimatorObservation: Sendable {}

/// An observer that an ``AnimatorObservation`` can cancel.
protocol CancellableObserver: AnyObject {
  func cancel()
}

/// The observer of ``AnimatorObservation/init(onCancel:)``: runs its closure once.
final class ClosureObserver: CancellableObserver {
  private var onCancel: (() -> Void)?

  init(_ onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  func cancel() {
    let run = onCancel
    onCancel = nil
    run?()
  }
}

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
