import Foundation

extension SceneDirectReader {
  /// The second half of a long timeline, read on another thread while this one reads the first.
  ///
  /// It starts at an item found by its spelling (`}`, `,`, `{` with white space between) past the
  /// middle of the rest of the file, which may be no item at all (that text inside a string, or
  /// in an item's nested object). The first half's reading decides: only when it reaches that very
  /// byte as the start of an item are the second half's items used, and they are then the items it
  /// would have read itself from there (the same bytes, the same layers). Otherwise, or when the
  /// second half gave up, the first half reads on to the end. The document is the same either way.
  final class TimelineHalf: @unchecked Sendable {
    // `@unchecked`: the other thread writes `items`, `end` and `usesVersion2` before it signals
    // `done`, and this thread reads them only after `wait()`; `bytes` outlives both (the first
    // half waits before it returns).
    let bytes: _UnsafeBytes
    let start: Int
    let layers: LayerTable
    var items: [SceneItem] = []
    /// The index after the timeline's `]`, or -1 when the second half gave up.
    var end = -1
    var usesVersion2 = false
    private let done = DispatchSemaphore(value: 0)
    private var finished = false

    init(bytes: _UnsafeBytes, start: Int, layers: LayerTable) {
      self.bytes = bytes
      self.start = start
      self.layers = layers
    }

    /// Starts the other thread: a thread of its own, not a worker of a shared pool, which a
    /// caller on that pool (a task, on Linux) could be waiting in while every worker waits too.
    func run() {
      let thread = Thread { [self] in
        SceneDirectReader.read(self)
        done.signal()
      }
      thread.start()
    }

    /// Waits for the second half (once): whether it read its items to the timeline's end.
    @discardableResult
    func wait() -> Bool {
      if !finished {
        done.wait()
        finished = true
      }
      return end >= 0
    }
  }

  /// Starts reading the second half of the timeline whose first item is at ``index``, if the rest
  /// of the file is long enough and an item's start is found past its middle.
  func startSecondHalf(layers: LayerTable) -> TimelineHalf? {
    guard bytes.count - index >= split.minimumBytes else { return nil }
    var at = max(split.searchFrom ?? (index + (bytes.count - index) / 2), index + 1)
    while at < bytes.count {
      if bytes[at] == UInt8(ascii: "{") {
        var back = at - 1
        while back > index, Self.isSpace(bytes[back]) { back -= 1 }
        if bytes[back] == UInt8(ascii: ",") {
          back -= 1
          while back > index, Self.isSpace(bytes[back]) { back -= 1 }
          if bytes[back] == UInt8(ascii: "}") {
            let half = TimelineHalf(bytes: bytes, start: at, layers: layers)
            half.run()
            split.outcome?.started = true
            return half
          }
        }
      }
      at += 1
    }
    return nil
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Reads `half`'s items, from its start to the end of the timeline (on the other thread).
  static func read(_ half: TimelineHalf) {
    withStackMemory { scratch, hints in
      var reader = SceneDirectReader(bytes: half.bytes, scratch: scratch, hints: hints)
      reader.refusesEscapes = true
      reader.index = half.start
      var list: [SceneItem] = []
      var usesVersion2 = false
      do throws(GiveUp) {
        repeat {
          try reader.item(layers: half.layers, usesVersion2: &usesVersion2, into: &list)
          reader.reserve(&list, from: half.start)
        } while try reader.nextElement()
      } catch {
        return
      }
      half.items = list
      half.usesVersion2 = usesVersion2
      half.end = reader.index
    }
  }
}
