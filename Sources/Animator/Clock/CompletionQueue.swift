/// The clients that reached their end during a tick, earliest end first: the order in which the
/// engine runs their completions.
///
/// A binary heap keyed by the end instant and then the registration order, so that a tick in which
/// many animations end (100,000 animations started together) completes them in O(n log n) rather
/// than by scanning every candidate for each completion. A client's end instant can change while
/// completions run (a completion restarts, reverses or pauses it): each entry remembers the key it
/// was queued with, and an entry whose client no longer has that key is re-queued or dropped when it
/// reaches the top.
struct CompletionQueue {
  private struct Entry {
    let instant: Duration
    let sequence: UInt64
    let client: any EngineClient

    func precedes(_ other: Entry) -> Bool {
      (instant, sequence) < (other.instant, other.sequence)
    }
  }

  private var heap: [Entry] = []
  /// The key of each client's live entry; older entries of the same client are stale.
  private var keys: [ObjectIdentifier: (Duration, UInt64)] = [:]

  /// Whether no client is queued.
  var isEmpty: Bool { heap.isEmpty }

  /// Makes a queue of `clients`, each at its current end instant.
  init(_ clients: [any EngineClient]) {
    heap.reserveCapacity(clients.count)
    keys.reserveCapacity(clients.count)
    for client in clients { push(client, heapify: false) }
    var index = heap.count / 2
    while index > 0 {
      index -= 1
      siftDown(index)
    }
  }

  /// Queues `client` at its current end instant, unless it is queued with that key already.
  mutating func insert(_ client: any EngineClient) {
    push(client, heapify: true)
  }

  /// Removes and returns the client whose end comes first and is at or before `time`, with its end
  /// instant; clients whose end has moved past `time`, or that have left the engine, are dropped.
  mutating func popEarliest(notAfter time: Duration) -> (client: any EngineClient, instant: Duration)? {
    while let entry = popTop() {
      let id = ObjectIdentifier(entry.client)
      guard let key = keys[id], key == (entry.instant, entry.sequence) else { continue }  // stale
      keys[id] = nil
      let client = entry.client
      guard client.engineSlot >= 0, let instant = client.engineEndInstant, instant <= time else { continue }
      if instant != entry.instant || client.engineSequence != entry.sequence {
        push(client, heapify: true)  // its end moved, but still within the tick: queue it again
        continue
      }
      return (client, instant)
    }
    return nil
  }

  private mutating func push(_ client: any EngineClient, heapify: Bool) {
    guard let instant = client.engineEndInstant else { return }
    let id = ObjectIdentifier(client)
    let key = (instant, client.engineSequence)
    if let existing = keys[id], existing == key { return }
    keys[id] = key
    heap.append(Entry(instant: instant, sequence: key.1, client: client))
    if heapify { siftUp(heap.count - 1) }
  }

  private mutating func popTop() -> Entry? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let top = heap.removeLast()
    if !heap.isEmpty { siftDown(0) }
    return top
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      let right = left + 1
      let first = right < heap.count && heap[right].precedes(heap[left]) ? right : left
      guard heap[first].precedes(heap[parent]) else { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}
