// With Math.swift and ThreadSlot+Unsafe.swift, a place the core module reaches the C library: a
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

/// A lock of the platform's C library: `os_unfair_lock` on Apple platforms, `pthread_mutex_t`
/// elsewhere, at a fixed heap address from ``init()`` to ``destroy()``, as both C locks require: it
/// is never moved or copied. One word: its owner (``Locked``) holds it in one stored field.
///
/// The lock is not recursive: locking it again on the thread that holds it deadlocks. In debug
/// builds every call checks the C library's answer.
struct _UnsafePlatformLock {
  #if canImport(os)
    private typealias Platform = os_unfair_lock
  #else
    private typealias Platform = pthread_mutex_t
  #endif

  private let address: UnsafeMutablePointer<Platform>

  /// Makes an unlocked lock, which ``destroy()`` must free.
  init() {
    address = .allocate(capacity: 1)
    #if canImport(os)
      address.initialize(to: os_unfair_lock())
    #else
      address.initialize(to: pthread_mutex_t())
      let result = pthread_mutex_init(address, nil)
      precondition(result == 0, "pthread_mutex_init failed: \(result)")
    #endif
  }

  /// Frees the lock, which nothing holds: nothing may use it after.
  func destroy() {
    #if !canImport(os)
      let result = pthread_mutex_destroy(address)
      assert(result == 0, "pthread_mutex_destroy failed: \(result) (the lock is held)")
    #endif
    address.deinitialize(count: 1)
    address.deallocate()
  }

  /// Waits until the lock is free and takes it.
  @inline(__always)
  func lock() {
    #if canImport(os)
      os_unfair_lock_lock(address)
    #else
      let result = pthread_mutex_lock(address)
      assert(result == 0, "pthread_mutex_lock failed: \(result)")
    #endif
  }

  /// Gives the lock back; the calling thread holds it.
  @inline(__always)
  func unlock() {
    #if canImport(os)
      #if DEBUG
        os_unfair_lock_assert_owner(address)
      #endif
      os_unfair_lock_unlock(address)
    #else
      let result = pthread_mutex_unlock(address)
      assert(result == 0, "pthread_mutex_unlock failed: \(result)")
    #endif
  }
}
