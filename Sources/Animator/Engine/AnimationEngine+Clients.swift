extension AnimationEngine {
  /// The client in slot `index`, or `nil` for an empty slot.
  func slotOwner(at index: Int) -> (any EngineClient)? { slots[index].owner }

  /// The type of the client in slot `index` and the client, unretained, or `nil`s for an empty
  /// slot: for a client type's ``EngineClient/engineUpdate(from:to:in:_:ended:)``, with `index`
  /// below the `end` it was given. The engine keeps every client of a pass alive until the pass
  /// ends, even if it is unregistered meanwhile.
  @inline(__always)
  func slot(at index: Int) -> (kind: (any EngineClient.Type)?, object: _UnsafeUnretained<AnyObject>?) {
    storage.slot(at: index)
  }

  /// The running clients, in the order they registered.
  var runningClients: [any EngineClient] { slots.compactMap(\.owner) }

  /// Adds a client to the running set; it is sampled from the next tick on.
  func register(_ client: any EngineClient) {
    guard client.engineSlot < 0 else {
      noteTouched(client)
      return
    }
    // The sequence first: a client that mirrors its slot into other state (an animator tells the
    // sampling store) then reacts once, to the slot, rather than again to a number that changes
    // nothing there.
    client.engineSequence = nextSequence
    client.engineSlot = slots.count
    nextSequence += 1
    slots.append(EngineSlots.Slot(client))
    storage.checkSlot(client.engineSlot)
    clientCount += 1
    if clientCount == 1 && !isAdvancing { becameActive() }
    noteTouched(client)
  }

  /// Removes a client from the running set.
  func unregister(_ client: any EngineClient) {
    let slot = client.engineSlot
    guard slot >= 0, slot < slots.count, slots[slot].owner === client else { return }
    if isSampling { unregisteredWhileAdvancing.append(client) }
    slots[slot] = EngineSlots.Slot(nil)
    client.engineSlot = -1
    clientCount -= 1
    if clientCount == 0 && !isAdvancing { noteActivity() }
  }

  /// Says that a client's timing changed at ``currentTime`` while completions run, so it must be
  /// sampled again before the tick ends.
  func noteTouched(_ client: any EngineClient) {
    guard isAdvancing else { return }
    if !touched.contains(where: { $0 === client }) { touched.append(client) }
  }

  /// Marks the slot of `client` as sampled by ``batch`` (`true`), so that the slot pass skips it,
  /// or as sampled through the client's own type again (`false`). Does nothing if `client` is not
  /// registered.
  func setBatched(_ client: any EngineClient, _ batched: Bool) {
    let index = client.engineSlot
    guard index >= 0, index < slots.count, slots[index].owner === client else { return }
    slots[index].kind = batched ? BatchedSlot.self : type(of: client)
  }

  func compactIfNeeded() {
    guard slots.count > 16, clientCount * 2 < slots.count else { return }
    var write = 0
    for read in slots.indices {
      guard let client = slots[read].owner else { continue }
      client.engineSlot = write
      slots[write] = slots[read]
      write += 1
    }
    slots.removeLast(slots.count - write)
  }
}
