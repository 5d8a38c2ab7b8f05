// With Math.swift and Lock.swift, a place the core module reaches the C library: a thread-local
// slot, read on paths too hot for a task-local value.
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
/// reference is unretained: the caller keeps the object alive from `enter` to `leave`.
///
/// Unlike a task-local value, the slot is not inherited by tasks made while it is set: what it
/// holds is visible only to the synchronous code that runs on the thread in between. It costs a
/// call to `pthread_getspecific` to read, and allocates nothing to set.
struct ThreadSlot<Object: AnyObject>: Sendable {
  private let key: pthread_key_t

  /// Makes a slot, empty on every thread. Make one per use, in a `static let`: the C library has a
  /// limited number of keys (at least 128), and the slot never gives its key back.
  init() {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "pthread_key_create failed: \(result)")
    self.key = key
  }

  /// Makes `object` what the slot holds on this thread.
  ///
  /// - Returns: The slot's previous content, for ``leave(restoring:)``.
  @inline(__always)
  func enter(_ object: Object) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(object).toOpaque())
    return previous
  }

  /// Puts back what ``enter(_:)`` found.
  @inline(__always)
  func leave(restoring previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, previous)
  }

  /// What the slot holds on this thread, if anything, unretained: for a caller that only uses it
  /// while the code that entered it keeps it alive.
  @inline(__always)
  var currentUnretained: Unmanaged<Object>? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer)
  }

  /// What the slot holds on this thread, if anything.
  @inline(__always)
  var current: Object? { currentUnretained?.takeUnretainedValue() }
}
