/// The scope that collects what is made on this thread now: the ``AnimationScope`` whose `add { }`
/// body runs.
///
/// Kept in a thread-local slot (``ThreadSlot``), for ``AnimationRecording``'s reasons: every player
/// made and every quick animation started asks for it, a thread-local read costs a call to the C
/// library and setting it allocates nothing, and `add { }` is synchronous. A task the body starts
/// does not see it: asynchronous code adds its players with `add(_:)`. The slot holds the scope as
/// an object, unretained: the `add { }` call that put it there keeps it alive. The players' layers
/// read it as the scope itself; this layer, for quick animations, as a ``ScopeCollector``.
enum ScopeCollecting {
  private static let slot = ThreadSlot<AnyObject>()

  /// The scope collecting on this thread, if any.
  static var current: AnyObject? { slot.current }

  /// Whether a scope collects on this thread: one read of the slot, without a reference made.
  @inline(__always)
  static var isCollecting: Bool { slot.isOccupied }

  /// The scope collecting on this thread, as what a quick animation needs of it.
  @inline(__always)
  static var collector: (any ScopeCollector)? {
    guard isCollecting else { return nil }
    return currentCollector()
  }

  /// The scope collecting on this thread, which there is, as a ``ScopeCollector``.
  @inline(never)
  private static func currentCollector() -> (any ScopeCollector)? {
    current as? any ScopeCollector
  }

  /// Runs `body` with `scope` collecting what it makes; the caller keeps `scope` alive for the
  /// call. Calls nest: an inner one takes the slot until it returns, then gives it back.
  static func run<Result, Failure: Error>(
    collectingInto scope: AnyObject, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outer = slot.enter(scope)
    defer { slot.leave(restoring: outer) }
    return try body()
  }
}
