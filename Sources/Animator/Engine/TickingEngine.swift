// The ticking engine's thread-local slot (`ThreadSlot`, in Support/).

/// The engine whose tick is running on the current thread, if any: a property that reports its
/// changes asks it, so that a change made during a tick is reported once, when the tick ends,
/// rather than at each of the refreshes that a tick may make of one property.
///
/// An engine belongs to one thread at a time while it ticks, and ticks of different engines can
/// nest (a completion that ticks another engine), so each tick saves the slot and restores it.
/// The slot holds an unretained reference, valid for the tick that set it.
enum TickingEngine {
  private static let slot = ThreadSlot<AnimationEngine>()

  /// Makes `engine` the ticking engine of this thread.
  ///
  /// - Returns: The slot's previous content, for ``leave(restoring:)``.
  @inline(__always)
  static func enter(_ engine: AnimationEngine) -> _UnsafeUnretained<AnimationEngine>? { slot.enter(engine) }

  /// Puts back what ``enter(_:)`` found.
  @inline(__always)
  static func leave(restoring previous: _UnsafeUnretained<AnimationEngine>?) { slot.leave(restoring: previous) }

  /// The engine ticking on this thread, if any.
  static var current: AnimationEngine? { slot.current }
}
