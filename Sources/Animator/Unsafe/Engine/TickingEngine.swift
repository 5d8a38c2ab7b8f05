// A thread-local slot from the C library: which engine is ticking on this thread.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Bionic)
  import Bionic
#endif

/// The engine whose tick is running on the current thread, if any: a property that reports its
/// changes asks it, so that a change made during a tick is reported once, when the tick ends,
/// rather than at each of the refreshes that a tick may make of one property.
///
/// An engine belongs to one thread at a time while it ticks, and ticks of different engines can
/// nest (a completion that ticks another engine), so each tick saves the slot and restores it.
/// The slot holds an unretained reference, valid for the tick that set it.
enum TickingEngine {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "pthread_key_create failed: \(result)")
    return key
  }()

  /// Makes `engine` the ticking engine of this thread.
  ///
  /// - Returns: The slot's previous content, for ``leave(restoring:)``.
  @inline(__always)
  static func enter(_ engine: AnimationEngine) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(engine).toOpaque())
    return previous
  }

  /// Puts back what ``enter(_:)`` found.
  @inline(__always)
  static func leave(restoring previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, previous)
  }

  /// The engine ticking on this thread, if any.
  static var current: AnimationEngine? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<AnimationEngine>.fromOpaque(pointer).takeUnretainedValue()
  }
}
