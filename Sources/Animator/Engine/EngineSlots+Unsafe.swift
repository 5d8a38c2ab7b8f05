// The engine's slots read without the language's checks: a slot read through the array's buffer,
// with no bounds check, during the tick's pass; an attachment cast to its type without a check.

extension EngineSlots {
  /// The type of the client in slot `index` and the client, unretained, or `nil`s for an empty slot.
  @inline(__always)
  func slot(at index: Int) -> (kind: (any EngineClient.Type)?, object: _UnsafeUnretained<AnyObject>?) {
    // No bounds check: `index` is below the number of slots when the pass began, and slots are
    // only added during a pass (they are compacted after it).
    slots.withUnsafeBufferPointer { slots in (slots[index].kind, slots[index].object) }
  }

  /// `object`, the attachment kept under the key of type `T`, as a `T`: the key is the type, so the
  /// object is one, and the cast needs no check (``attachment(_:)``; checked in debug builds).
  @_transparent
  static func attachment<T: AnyObject>(_ object: AnyObject, as _: T.Type) -> T {
    unsafeDowncast(object, to: T.self)
  }
}
