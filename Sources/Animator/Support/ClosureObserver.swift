/// The observer of ``AnimationObservation/init(onCancel:)``: runs its closure once.
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
