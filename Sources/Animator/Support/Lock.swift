// With Math.swift and ThreadSlot.swift, a place the core module reaches the C library: a
// mutual-exclusion lock that works on every platform the package supports, back to the oldest that
// has Swift's `Clock`.
// (The standard library's `Mutex` needs macOS 15 / iOS 18.)
#if canImport(os)
  import os
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Bionic)
  import Bionic
#endif

/// State guarded by a lock of the platform's C library: `os_unfair_lock` on Apple platforms,
/// `pthread_mutex_t` elsewhere.
///
/// The lock lives at a fixed heap address for the object's lifetime, as both C locks require: it is
/// never moved or copied. The lock is not recursive: a `body` that calls `withLock` on the same
/// object again deadlocks (an internal invariant; no public API lets a caller do it).
final class Locked<State>: @unchecked Sendable {
  #if canImport(os)
    private typealias PlatformLock = os_unfair_lock
  #else
    private typealias PlatformLock = pthread_mutex_t
  #endif

  private let lock: UnsafeMutablePointer<PlatformLock>
  private var state: State

  /// Makes a lock guarding `initial`.
  init(_ initial: State) {
    state = initial
    lock = .allocate(capacity: 1)
    #if canImport(os)
      lock.initialize(to: os_unfair_lock())
    #else
      lock.initialize(to: pthread_mutex_t())
      let result = pthread_mutex_init(lock, nil)
      precondition(result == 0, "pthread_mutex_init failed: \(result)")
    #endif
  }

  deinit {
    #if !canImport(os)
      pthread_mutex_destroy(lock)
    #endif
    lock.deinitialize(count: 1)
    lock.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// - Parameter body: Reads or changes the state; it must not call `withLock` on this object.
  /// - Returns: What `body` returns.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if canImport(os)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return try body(&state)
  }
}
