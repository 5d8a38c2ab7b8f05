/// An unretained reference to the owner of a property lane's rows (``LaneRowOwner``, the sampling
/// store), which holds the lane and so outlives it: `unowned(unsafe)` under a name that says so, for
/// the protocol's existential, which ``_UnsafeUnretained`` cannot hold (an existential is not a class
/// type to a generic parameter).
///
/// Two words, the object and its witness table, with no storage of its own: as large as the
/// reference it replaces. Reading it after the owner has gone is undefined behaviour; the owner
/// lets the lane go in its `deinit`, after which nothing reads the lane's rows.
struct _UnsafeUnretainedRowOwner {
  /// The owner, read without retaining it until the caller keeps it.
  unowned(unsafe) let object: any LaneRowOwner

  /// A reference to `owner` that does not retain it.
  @_transparent
  init(_ owner: any LaneRowOwner) {
    object = owner
  }
}

extension _UnsafeUnretainedRowOwner: CustomReflectable, CustomDebugStringConvertible {
  /// No children: a mirror of the reference would read the owner, which `dump(_:)` must not do.
  var customMirror: Mirror { Mirror(self, children: [:]) }

  /// A fixed text: describing the owner would read it.
  var debugDescription: String { "unretained row owner" }
}
