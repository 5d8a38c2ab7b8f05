// The reads and writes of a thread-local slot: the C library's untyped pointers, read as
// unretained references to the slot's objects.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Bionic)
  import Bionic
#endif

extension ThreadSlot {
  /// Makes `object` what the slot holds on this thread.
  ///
  /// - Returns: The slot's previous content, for ``leave(restoring:)``.
  @inline(__always)
  func enter(_ object: Object) -> _UnsafeUnretained<Object>? {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(object).toOpaque())
    return previous.map { _UnsafeUnretained(Unmanaged<Object>.fromOpaque($0)) }
  }

  /// Puts back what ``enter(_:)`` found.
  @inline(__always)
  func leave(restoring previous: _UnsafeUnretained<Object>?) {
    pthread_setspecific(key, previous?.unmanaged.toOpaque())
  }

  /// Whether the slot holds an object on this thread: one read of the C library's slot, with no
  /// reference made.
  @inline(__always)
  var isOccupied: Bool { pthread_getspecific(key) != nil }

  /// What the slot holds on this thread, if anything, unretained: for a caller that only uses it
  /// while the code that entered it keeps it alive.
  @inline(__always)
  var currentUnretained: _UnsafeUnretained<Object>? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return _UnsafeUnretained(Unmanaged<Object>.fromOpaque(pointer))
  }
}
