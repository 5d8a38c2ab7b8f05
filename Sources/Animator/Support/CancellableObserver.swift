/// An observer that an ``AnimationObservation`` can cancel.
protocol CancellableObserver: AnyObject {
  func cancel()
}
