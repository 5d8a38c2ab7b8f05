// The engine's in-place loop over a run of clients of one type: each client reached through its
// slot's unretained reference, read as this type without a check (the slot's kind says it is one).

extension InPlaceClient {
  /// ``EngineClient/engineUpdate(from:to:in:_:ended:)`` for a type sampled in place: samples the
  /// clients of this type from slot `start` on, skipping empty slots, until a client of another
  /// type or `end`. The engine keeps every client of the pass alive until the pass ends, and a
  /// slot emptied meanwhile (a client unregistered by a sink or an observer) is skipped, so the
  /// unretained references are valid while they are used.
  @inline(__always)
  static func engineUpdateInPlace(
    from start: Int, to end: Int, in engine: AnimationEngine, _ tick: inout EngineTick,
    ended: inout [any EngineClient]
  ) -> Int {
    let ownKind = ObjectIdentifier(Self.self)
    // A local copy, which the loop can keep in registers.
    var local = tick
    defer { tick = local }
    var index = start
    while index < end {
      let (kind, object) = engine.slot(at: index)
      guard let kind else {
        index += 1
        continue
      }
      guard ObjectIdentifier(kind) == ownKind else { break }
      let client = object.unsafelyUnwrapped.assumingType(Self.self)
      if client.withObject({ $0.engineUpdate(&local) }) { ended.append(client.object) }
      index += 1
    }
    return index
  }
}
