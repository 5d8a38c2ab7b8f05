// With Math.swift, ThreadSlot+Unsafe.swift and _UnsafePlatformLock.swift, a place the core module
// reaches the C library: a thread-local slot, read on paths too hot for a task-local value.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Bionic)
  import Bionic
#endif

/// A slot of the C library's thread-local storage that holds one unretained reference per thread.
///
/// Each user brackets its work with ``enter(_:)`` and ``leave(restoring:)``, so that uses on one
/// thread nest: the slot holds the innermost object, and leaving puts back the one it replaced. The
/// reference is unretained: the caller keeps the object alive from `enter` to `leave`. The slot's
/// reads and writes are in `ThreadSlot+Unsafe.swift`.
///
/// Unlike a task-local value, the slot is not inherited by tasks made while it is set: what it
/// holds is visible only to the synchronous code that runs on the thread in between. It costs a
/// call to `pthread_getspecific` to read, and allocates nothing to set.
struct ThreadSlot<Object: AnyObject>: Sendable {
  /// The C library's key for the slot.
  let key: pthread_key_t

  /// Makes a slot, empty on every thread. Make one per use, in a `static let`: the C library has a
  /// limited number of keys (at least 128), and the slot never gives its key back.
  init() {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "pthread_key_create failed: \(result)")
    self.key = key
  }

  /// What the slot holds on this thread, if anything.
  @inline(__always)
  var current: Object? { currentUnretained?.object }
}
