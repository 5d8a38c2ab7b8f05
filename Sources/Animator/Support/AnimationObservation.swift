/// A registration made with ``PropertyAnimator/observe(_:)``, ``Timeline/observe(_:)``,
/// ``AnimatedProperty/observe(_:)``, ``AnimationEngine/observeChanges(_:)`` or
/// ``AnimationEngine/observeNeedsFrames(_:)``; observation ends when it is cancelled or released.
public final class AnimationObservation {
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
  /// func observe(_ handler: @escaping (Event) -> Void) -> AnimationObservation {
  ///   let id = handlers.add(handler)
  ///   return AnimationObservation { [weak self] in self?.handlers.remove(id) }
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
extension AnimationObservation: Sendable {}
