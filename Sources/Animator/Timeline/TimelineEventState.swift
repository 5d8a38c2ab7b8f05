/// What a timeline keeps to find and deliver its events: whether anything in it listens, the stamp
/// that visits each child once per search, the updates a move collects, and the queue being
/// delivered.
///
/// A value held by its timeline (``Timeline/eventState``); ``checkInvariants()`` checks it after
/// every change the timeline makes.
struct TimelineEventState {
  /// Whether ``subtreeHasEvents`` is up to date.
  var eventsValid = false
  /// Whether the timeline or anything nested in it has handlers or observers.
  var subtreeHasEvents = false
  /// The last event search, to consider each child once per search.
  var eventStamp = 0
  /// Whether the current move collects update events (the root's flag).
  var collectingUpdates = false
  /// Children whose progress changed in the current move and who listen for updates.
  var pendingUpdates: [TimelineChild] = []
  /// Events waiting to be delivered, in order; a delivery in progress takes the ones added while
  /// it runs.
  var eventQueue: [PendingEvent] = []
  /// Whether events are being delivered now.
  var isDelivering = false

  /// Checks the event state's invariants between moves; compiled into debug builds only. A
  /// defect in the package, never a caller, can break them: no move is collecting updates, the
  /// updates a move collected were delivered, and the queue is empty unless a delivery is running.
  func checkInvariants() {
    #if DEBUG
      assert(!collectingUpdates, "updates are collected only during a move")
      assert(pendingUpdates.isEmpty, "a move hands on the updates it collected")
      assert(isDelivering || eventQueue.isEmpty, "the queue is empty unless a delivery is running")
    #endif
  }
}
