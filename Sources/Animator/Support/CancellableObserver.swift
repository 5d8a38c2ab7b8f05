/// An observer that an ``AnimatorObservation`` can cancel.
protocol CancellableObserver: AnyObject {
  func cancel()
}
