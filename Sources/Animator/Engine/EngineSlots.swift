/// What the engine keeps without the language's checks: the running clients' slots, each with the
/// client unretained beside the strong reference, and the attachments of the layers above, found by
/// type and cast without a check. One per engine (``AnimationEngine/storage``). The unchecked reads
/// are in `EngineSlots+Unsafe.swift`.
final class EngineSlots {
  /// A running client: `owner` holds it; `object` is the same object, unretained, and `kind` its
  /// type, which the tick loop uses, so that it does no reference counting (see
  /// ``EngineClient/engineUpdate(from:to:in:_:ended:)``).
  struct Slot {
    var owner: (any EngineClient)?
    var object: _UnsafeUnretained<AnyObject>?
    var kind: (any EngineClient.Type)?

    init(_ client: (any EngineClient)?) {
      owner = client
      object = client.map { _UnsafeUnretained($0 as AnyObject) }
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
  /// every animator's making and start looks one up, which a comparison of a few pointers does
  /// faster than hashing.
  private var attachments: ContiguousArray<(key: ObjectIdentifier, object: AnyObject)> = []

  /// The sampling layer's quick runs (`QuickRuns`), made by the first quick animation: kept here
  /// rather than among the attachments, since every quick animation's start reaches it, and a
  /// lookup of the attachments costs more than the rest of finding it.
  @exclusivity(unchecked) var quickRuns: AnyObject?

  /// Whether some target went since the engine last looked (``AnimationEngine/targetLosses``), made
  /// when the first key path is set through the engine.
  var targetLosses: TargetLosses?

  /// The animator layer's shared base timings (`PropertyAnimator.BaseTiming.Cache`), made by the
  /// first animator: kept here, as ``quickRuns`` is, since every animator's making reaches it.
  @exclusivity(unchecked) var baseTimingCache: AnyObject?

  /// Checks slot `index`: its unretained client is the client its owner holds, or both are
  /// empty. Compiled into debug builds only.
  func checkSlot(_ index: Int) {
    #if DEBUG
      let slot = slots[index]
      assert((slot.owner == nil) == (slot.object == nil), "slot \(index) is empty in both references or neither")
      if let owner = slot.owner {
        assert(slot.object?.isReference(to: owner) == true, "slot \(index)'s unretained client is its owner")
      }
    #endif
  }

  /// The attachment of type `T`, made by `make` the first time. The dictionary is keyed by the
  /// type, so the object found is a `T` and the cast needs no check.
  func attachment<T: AnyObject>(_ make: () -> T) -> T {
    let key = ObjectIdentifier(T.self)
    for index in attachments.indices where attachments[index].key == key {
      return Self.attachment(attachments[index].object, as: T.self)
    }
    let made = make()
    attachments.append((key, made))
    return made
  }
}
