/// A reference to an object that the language does not count: the object is kept alive by someone
/// else while the reference is used, or by a count taken by hand (``retaining(_:)``, ``retain()``)
/// and given back by hand (``release()``, ``takeRetainedObject()``).
///
/// The package's hot paths walk objects without reference counting (a tick's clients, blocks and
/// properties; a seek's children): a field that keeps such a reference has this type, so that its
/// declaration says what it is, and every use goes through the few operations below. It is the
/// standard library's `Unmanaged`, one word, with no storage of its own: a field of this type, or an
/// optional one, is as large as the reference it replaces.
///
/// Reading an object that has gone is undefined behaviour, which nothing here can detect: each
/// field of this type says in its doc comment what keeps its object alive, and its owner's
/// debug-only `checkInvariants()` compares the reference with the strong one it stands beside
/// where there is one (``isReference(to:)``).
struct _UnsafeUnretained<Object: AnyObject> {
  private let reference: Unmanaged<Object>

  /// A reference to `object` that does not retain it: something else must hold the object while
  /// the reference is used.
  @_transparent
  init(_ object: Object) {
    reference = .passUnretained(object)
  }

  /// The reference `unmanaged` stands for: for the `+Unsafe` files that meet one (a thread-local
  /// slot's content).
  @_transparent
  init(_ unmanaged: Unmanaged<Object>) {
    reference = unmanaged
  }

  /// The reference as the standard library's `Unmanaged`: for the `+Unsafe` files that hand it to
  /// code that takes one.
  @_transparent
  var unmanaged: Unmanaged<Object> { reference }

  /// A reference to `object` that retains it once, by hand: the count is given back by
  /// ``release()`` or ``takeRetainedObject()``, exactly once.
  @_transparent
  static func retaining(_ object: Object) -> Self {
    Self(.passRetained(object))
  }

  /// The object, as a strong reference (retained for as long as the caller keeps it).
  @_transparent
  var object: Object { reference.takeUnretainedValue() }

  /// Calls `body` with the object, neither retaining nor releasing it: the caller guarantees that
  /// the object stays alive for the whole call.
  @_transparent
  func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
  }

  /// Retains the object once more, by hand, and returns the same reference.
  @_transparent
  func retain() -> Self {
    Self(reference.retain())
  }

  /// Gives back one count taken by hand.
  @_transparent
  func release() {
    reference.release()
  }

  /// The object, taking over one count taken by hand: the returned strong reference releases it.
  @_transparent
  func takeRetainedObject() -> Object {
    reference.takeRetainedValue()
  }

  /// The same reference, read as a reference to an object of type `Other`, without a check: the
  /// caller knows the object's type (a relay's source, a slot's client).
  @_transparent
  func assumingType<Other: AnyObject>(_: Other.Type) -> _UnsafeUnretained<Other> {
    _UnsafeUnretained<Other>(.fromOpaque(reference.toOpaque()))
  }

  /// The object's address as an integer: an identity to compare, never to read through.
  @_transparent
  var bits: UInt { UInt(bitPattern: reference.toOpaque()) }

  /// Whether this is a reference to `object`: for debug checks that compare an unretained
  /// reference with the strong one it stands beside.
  func isReference(to object: AnyObject) -> Bool {
    bits == UInt(bitPattern: ObjectIdentifier(object))
  }
}

extension _UnsafeUnretained: CustomReflectable, CustomDebugStringConvertible {
  /// No children: a mirror of the reference would read an object that may have gone (a store row
  /// given up keeps its block's address until the row is reused), as `dump(_:)` and a failing
  /// test's message reflect what they print.
  var customMirror: Mirror { Mirror(self, children: [:]) }

  /// The object's address, read without touching the object.
  var debugDescription: String { "unretained 0x\(String(bits, radix: 16))" }
}
