/// The clients that reached their end during a tick, earliest end first: the order in which the
/// engine runs their completions.
///
/// The clients that had ended when the tick began are sorted once by end instant and then by
/// registration order; clients that end again because a completion started or changed them go
/// to a small binary heap beside them. So a tick in which many animations end (100,000 started
/// together) completes them in O(n log n), instead of scanning every candidate for each
/// completion. A client's end instant can change while completions run: each entry remembers the
/// key it was queued with, and an entry whose client no longer has that key is re-queued with its
/// new key or dropped when it comes up.
struct CompletionQueue {
  private struct Key: Comparable {
    let instant: Duration
    let sequence: UInt64

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.instant, lhs.sequence) < (rhs.instant, rhs.sequence)
    }
  }

  private struct Entry {
    let key: Key
    let client: any EngineClient
  }

  /// The clients that had ended when the tick began, earliest first; `next` is the first not yet
  /// taken.
  private var initial: [Entry]
  private var next = 0
  /// Clients queued later (a completion started or changed them), as a binary heap.
  private var later: [Entry] = []
  /// The key of each client's live entry in `later`; older entries of the same client are stale.
  private var laterKeys: [ObjectIdentifier: Key] = [:]

  /// Makes a queue of `clients`, each at its current end instant.
  init(_ clients: [any EngineClient]) {
    initial = []
    initial.reserveCapacity(clients.count)
    for client in clients {
      guard let key = Self.key(of: client) else { continue }
      initial.append(Entry(key: key, client: client))
    }
    // Clients that end together nearly always come in the order of their sequence already (the
    // order they registered in): checked first, in one pass, rather than sorted, which moves every
    // entry (its client retained and released) even when nothing is out of place.
    if !Self.isSorted(initial) { initial.sort { $0.key < $1.key } }
  }

  /// Whether `entries` are in the order of their keys.
  private static func isSorted(_ entries: [Entry]) -> Bool {
    guard entries.count > 1 else { return true }
    for index in 1..<entries.count where entries[index].key < entries[index - 1].key { return false }
    return true
  }

  private static func key(of client: any EngineClient) -> Key? {
    client.engineEndInstant.map { Key(instant: $0, sequence: client.engineSequence) }
  }

  /// Queues `client` at its current end instant, unless it is queued with that key already.
  mutating func insert(_ client: any EngineClient) {
    guard let key = Self.key(of: client) else { return }
    let id = ObjectIdentifier(client)
    if laterKeys[id] == key || isInitiallyQueued(client, at: key) { return }
    laterKeys[id] = key
    later.append(Entry(key: key, client: client))
    siftUp(later.count - 1)
  }

  /// Whether `client` waits in `initial`, not yet taken, with `key`.
  private func isInitiallyQueued(_ client: any EngineClient, at key: Key) -> Bool {
    // The first entry not earlier than `key`, by binary search over the part not yet taken.
    var low = next
    var high = initial.count
    while low < high {
      let middle = (low + high) / 2
      if initial[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low < initial.count && initial[low].key == key && initial[low].client === client
  }

  /// Removes and returns the client whose end comes first and is at or before `time`, with its end
  /// instant; clients whose end has moved past `time`, or that have left the engine, are dropped.
  mutating func popEarliest(notAfter time: Duration) -> (client: any EngineClient, instant: Duration)? {
    while let (entry, wasLater) = popTop() {
      let client = entry.client
      if wasLater {
        let id = ObjectIdentifier(client)
        guard laterKeys[id] == entry.key else { continue }  // stale: a newer entry exists
        laterKeys[id] = nil
      }
      guard client.engineSlot >= 0, let key = Self.key(of: client), key.instant <= time else { continue }
      if key != entry.key {
        insert(client)  // its end moved, but still within the tick: queue it again
        continue
      }
      return (client, key.instant)
    }
    return nil
  }

  /// The earlier of the next initial entry and the top of the heap.
  private mutating func popTop() -> (Entry, wasLater: Bool)? {
    let hasInitial = next < initial.count
    if let top = later.first, !hasInitial || top.key < initial[next].key {
      later.swapAt(0, later.count - 1)
      let entry = later.removeLast()
      if !later.isEmpty { siftDown(0) }
      return (entry, true)
    }
    guard hasInitial else { return nil }
    next += 1
    return (initial[next - 1], false)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard later[child].key < later[parent].key else { return }
      later.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < later.count else { return }
      let right = left + 1
      let first = right < later.count && later[right].key < later[left].key ? right : left
      guard later[first].key < later[parent].key else { return }
      later.swapAt(parent, first)
      parent = first
    }
  }
}
