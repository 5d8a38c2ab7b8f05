/// An unretained reference to a property a block lists among its indirect properties (of value
/// types other than `Double`): `unowned(unsafe)` under a name that says so, for the protocol's
/// existential, which ``_UnsafeUnretained`` cannot hold (an existential is not a class type to a
/// generic parameter).
///
/// Two words, the object and its witness table, as large as the reference it replaces. What keeps
/// the property alive is the block's rule (``AnimationBlock``): its owner, while it is listed
/// (a property's `deinit` takes it out of every list), or the count the block took by hand for a
/// property only animations hold (``LayeredProperty/isHeldByAnimations``).
struct _UnsafeUnretainedProperty {
  /// The property, read without retaining it until the caller keeps it.
  unowned(unsafe) let object: any LayeredProperty

  /// A reference to `property` that does not retain it.
  @_transparent
  init(_ property: any LayeredProperty) {
    object = property
  }

  /// The property's identity: it must be alive (listed, or in its `deinit`).
  var identity: ObjectIdentifier { ObjectIdentifier(object) }

  /// Takes one count of the property by hand.
  func retain() {
    _ = Unmanaged<AnyObject>.passUnretained(object).retain()
  }

  /// Gives back one count taken by hand.
  func release() {
    Unmanaged<AnyObject>.passUnretained(object).release()
  }
}

extension _UnsafeUnretainedProperty: CustomReflectable, CustomDebugStringConvertible {
  /// Nothing: a mirror of the reference would retain a property the block may not hold.
  var customMirror: Mirror { Mirror(self, children: [:]) }

  /// A fixed text: describing the property would read it.
  var debugDescription: String { "unretained property" }
}
