/// What the engine keeps without the language's checks: the running clients' slots, each with the
/// client unretained beside the strong reference, and the attachments of the layers above, found by
/// type and cast without a check. One per engine (``AnimationEngine/storage``).
final class EngineSlots {
  /// A running client: `owner` holds it; `object` is the same object, unretained, and `kind` its
  /// type, which the tick loop uses, so that it does no reference counting (see
  /// ``EngineClient/engineUpdate(from:to:in:_:ended:)``).
  struct Slot {
    var owner: (any EngineClient)?
    var object: UnsafeRawPointer?
    var kind: (any EngineClient.Type)?

    init(_ client: (any EngineClient)?) {
      owner = client
      object = client.map { UnsafeRawPointer(Unmanaged.passUnretained($0 as AnyObject).toOpaque()) }
      kind = client.map { type(of: $0) }
    }
  }

  /// The slots, in registration order, with empty ones until the engine compacts them. The tick
  /// loop reads them while no other access to them is in progress (clients register and
  /// unregister between reads), so they need no dynamic exclusivity checks.
  @exclusivity(unchecked) var slots: ContiguousArray<Slot> = []

  /// State that the layers above keep per engine (the sampling layer's key-path targets, the
  /// animator's last resolved timing), one object per type; the engine holds it and knows nothing
  /// of it. See ``attachment(_:)``. A list, not a dictionary: there are a handful of types, and
  /// every animator's making and start looks one up, which a comparison of a few pointers does in
  /// a tenth of the time hashing takes.
  private var attachments: ContiguousArray<(key: ObjectIdentifier, object: AnyObject)> = []

  /// The sampling layer's quick runs (`QuickRuns`), made by the first quick animation: kept here
  /// rather than among the attachments, since every quick animation's start reaches it, and a
  /// lookup of the attachments costs more than the rest of finding it.
  @exclusivity(unchecked) var quickRuns: AnyObject?

  /// The animator layer's shared base timings (`PropertyAnimator.BaseTiming.Cache`), made by the
  /// first animator: kept here, as ``quickRuns`` is, since every animator's making reaches it.
  @exclusivity(unchecked) var baseTimingCache: AnyObject?

  /// The type of the client in slot `index` and the client, unretained, or `nil`s for an empty slot.
  @inline(__always)
  func slot(at index: Int) -> (kind: (any EngineClient.Type)?, object: UnsafeRawPointer?) {
    // No bounds check: `index` is below the number of slots when the pass began, and slots are
    // only added during a pass (they are compacted after it).
    slots.withUnsafeBufferPointer { slots in (slots[index].kind, slots[index].object) }
  }

  /// The attachment of type `T`, made by `make` the first time. The dictionary is keyed by the
  /// type, so the object found is a `T` and the cast needs no check.
  func attachment<T: AnyObject>(_ make: () -> T) -> T {
    let key = ObjectIdentifier(T.self)
    for index in attachments.indices where attachments[index].key == key {
      return unsafeDowncast(attachments[index].object, to: T.self)
    }
    let made = make()
    attachments.append((key, made))
    return made
  }
}

extension AnimationEngine {
  /// The type of the client in slot `index` and the client, unretained, or `nil`s for an empty
  /// slot: for a client type's ``EngineClient/engineUpdate(from:to:in:_:ended:)``, with `index`
  /// below the `end` it was given. The engine keeps every client of a pass alive until the pass
  /// ends, even if it is unregistered meanwhile.
  @inline(__always)
  func slot(at index: Int) -> (kind: (any EngineClient.Type)?, object: UnsafeRawPointer?) {
    storage.slot(at: index)
  }
}
