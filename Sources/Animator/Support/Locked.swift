/// State guarded by a lock of the platform's C library (``_UnsafePlatformLock``): `os_unfair_lock`
/// on Apple platforms, `pthread_mutex_t` elsewhere.
///
/// The lock is not recursive: a `body` that calls `withLock` on the same object again deadlocks
/// (an internal invariant; no public API lets a caller do it).
final class Locked<State>: @unchecked Sendable {
  private let lock = _UnsafePlatformLock()
  private var state: State

  /// Makes a lock guarding `initial`.
  init(_ initial: State) {
    state = initial
  }

  deinit {
    lock.destroy()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// - Parameter body: Reads or changes the state; it must not call `withLock` on this object.
  /// - Returns: What `body` returns.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
