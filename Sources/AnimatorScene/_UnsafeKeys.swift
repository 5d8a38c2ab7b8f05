/// Names, matched against the file's bytes without making a string of them: a name's length and
/// four of its bytes (its first, middle, last but one and last) pick its slot of a small table,
/// then its bytes are compared. A class, so
/// that reading a static table of names copies nothing; `@unchecked Sendable` because its
/// buffers are written only by `init` and read only after. Its tables are memory of its own,
/// made by `init` and freed by `deinit`, read with no bounds check in a release build (debug
/// builds check each index).
final class _UnsafeKeys: @unchecked Sendable {
  /// The names' bytes, one after the other.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Where each name starts in ``bytes``, and where the last ends.
  private let offsets: UnsafeMutableBufferPointer<Int>
  /// The index of a name plus 1 by its slot, or 0.
  private let slots: UnsafeMutableBufferPointer<Int>
  /// The multiplier that gives every name a slot of its own.
  private let seed: UInt64
  /// Each name's first sixteen bytes as two words, zero past its end: most names are compared in
  /// two loads.
  private let words: UnsafeMutableBufferPointer<UInt64>
  /// Each name of up to 15 bytes with its closing quote, as two words, and the masks of their
  /// bytes: the name at a place is checked in two loads and two compares. Longer names never
  /// match (their masks are 0, their words 1).
  private let quoted: UnsafeMutableBufferPointer<UInt64>
  private let quotedMasks: UnsafeMutableBufferPointer<UInt64>
  /// How many names.
  private let count: Int

  init(_ names: [String]) {
    let utf8 = names.map { Array($0.utf8) }
    count = names.count
    bytes = .allocate(capacity: max(utf8.reduce(0) { $0 + $1.count }, 1))
    offsets = .allocate(capacity: names.count + 1)
    slots = .allocate(capacity: 256)
    offsets[0] = 0
    words = .allocate(capacity: 2 * names.count)
    words.initialize(repeating: 0)
    for (index, name) in utf8.enumerated() {
      for (offset, byte) in name.prefix(16).enumerated() {
        words[2 * index + offset / 8] |= UInt64(byte) << (8 * UInt64(offset % 8))
      }
    }
    quoted = .allocate(capacity: 2 * names.count)
    quotedMasks = .allocate(capacity: 2 * names.count)
    quoted.initialize(repeating: 1)
    quotedMasks.initialize(repeating: 0)
    for (index, name) in utf8.enumerated() where name.count < 16 {
      quoted[2 * index] = 0
      quoted[2 * index + 1] = 0
      for (offset, byte) in (name + [UInt8(ascii: "\"")]).enumerated() {
        quoted[2 * index + offset / 8] |= UInt64(byte) << (8 * UInt64(offset % 8))
        quotedMasks[2 * index + offset / 8] |= 0xFF << (8 * UInt64(offset % 8))
      }
    }
    for (index, name) in utf8.enumerated() {
      for (offset, byte) in name.enumerated() { bytes[offsets[index] + offset] = byte }
      offsets[index + 1] = offsets[index] + name.count
    }
    // The first odd multiplier under which no two names share a slot (the names of each table
    // differ in their length or one of the four bytes, so one is found in a few tries).
    var seed: UInt64 = 1
    while true {
      slots.initialize(repeating: 0)
      var unique = true
      for (index, name) in utf8.enumerated() {
        let bytes = name.isEmpty ? [0] : name
        let slot = Self.slot(
          name.count, bytes[0], bytes[bytes.count / 2], bytes[max(bytes.count - 2, 0)], bytes[bytes.count - 1], seed)
        if slots[slot] != 0 { unique = false }
        slots[slot] = index + 1
      }
      if unique || seed > 100_000 {
        assert(unique, "two names of a table share a slot under every multiplier tried")
        break
      }
      seed += 2
    }
    self.seed = seed
  }

  deinit {
    bytes.deallocate()
    offsets.deallocate()
    slots.deallocate()
    words.deallocate()
    quoted.deallocate()
    quotedMasks.deallocate()
  }

  /// Whether the name `key` starts at `text[start]` (after its opening quote) and its closing
  /// quote follows: the index of that quote, or `nil`.
  /// `key` may be any number (a hint kept for another table): it is checked against ``count``.
  @inline(__always)
  func matching(_ key: Int, _ text: _UnsafeBytes, _ start: Int) -> Int? {
    guard key >= 0, key < count, start + 16 <= text.count else { return nil }
    let first = text.word(at: start)
    let second = text.word(at: start + 8)
    guard first & quotedMasks[2 * key] == quoted[2 * key], second & quotedMasks[2 * key + 1] == quoted[2 * key + 1]
    else { return nil }
    return start + offsets[key + 1] - offsets[key]
  }

  /// The slot of a name of `count` bytes with these bytes at its start, middle (`count / 2`),
  /// last but one (or only) and end, under `seed`.
  @inline(__always)
  private static func slot(
    _ count: Int, _ first: UInt8, _ middle: UInt8, _ penultimate: UInt8, _ last: UInt8, _ seed: UInt64
  ) -> Int {
    var key =
      (UInt64(truncatingIfNeeded: count) | UInt64(first) << 8 | UInt64(last) << 16 | UInt64(penultimate) << 24
        | UInt64(middle) << 32) &* seed
    key ^= key >> 29
    key &*= 0xBF58_476D_1CE4_E5B9
    key ^= key >> 32
    return Int(key & 255)
  }

  /// ``slot(_:_:_:_:_:_:)`` of the name spelled by `text[start..<start + count]` (`count` > 0).
  @inline(__always)
  private func slot(_ text: _UnsafeBytes, _ start: Int, _ count: Int) -> Int {
    Self.slot(
      count, text[start], text[start + count / 2], text[start + max(count - 2, 0)], text[start + count - 1], seed)
  }

  /// The index of the name that starts at `text[start]` (after its opening quote) and ends at
  /// a quote within 16 bytes, and the index of that quote: one scan of two words finds the
  /// quote and matches the name. `nil` when the name is not one of these, or has an escape or a
  /// control character, or the text ends within 16 bytes (the caller reads it the long way).
  @inline(__always)
  func quickMatch(_ text: _UnsafeBytes, _ start: Int) -> (key: Int, end: Int)? {
    guard start + 16 <= text.count else { return nil }
    let first = text.word(at: start)
    let second = text.word(at: start + 8)
    var count = Self.special(first)
    if count == 8 { count += Self.special(second) }
    guard count > 0, count < 16, text[start + count] == UInt8(ascii: "\"") else { return nil }
    let key = slots[slot(text, start, count)] - 1
    guard key >= 0, offsets[key + 1] - offsets[key] == count else { return nil }
    let firstMask: UInt64 = count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
    let secondMask: UInt64 = count <= 8 ? 0 : (1 << (8 * UInt64(count - 8))) - 1
    guard first & firstMask == words[2 * key], second & secondMask == words[2 * key + 1] else { return nil }
    return (key, start + count)
  }

  /// Where the first quote, backslash or control character is in `word` (its bytes in memory
  /// order), 0 to 7, or 8 for none.
  @inline(__always)
  private static func special(_ word: UInt64) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    // A zero byte in `quote` or `backslash`, or a byte below 0x20 in `word`: the lowest byte
    // flagged is exact (a borrow only reaches the bytes above it).
    let found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
    return (found & 0x8080_8080_8080_8080).trailingZeroBitCount >> 3
  }

  /// The index of the name spelled by `text[start..<end]`, or `nil`.
  func find(_ text: _UnsafeBytes, _ start: Int, _ end: Int) -> Int? {
    let count = end - start
    guard count > 0 else { return nil }
    let key = slots[slot(text, start, count)] - 1
    guard key >= 0 else { return nil }
    let base = offsets[key]
    guard offsets[key + 1] - base == count else { return nil }
    if count <= 16, start + 16 <= text.count {
      // Two loads of the text, the bytes past the name masked off.
      let first = text.word(at: start)
      let second = text.word(at: start + 8)
      let firstMask: UInt64 = count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
      let secondMask: UInt64 = count >= 16 ? ~0 : count <= 8 ? 0 : (1 << (8 * UInt64(count - 8))) - 1
      return first & firstMask == words[2 * key] && second & secondMask == words[2 * key + 1] ? key : nil
    }
    var offset = 0
    while offset < count, bytes[base + offset] == text[start + offset] { offset += 1 }
    return offset == count ? key : nil
  }
}
