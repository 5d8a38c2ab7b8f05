/// JSON's structure as the direct reader reads it: white space, objects of known member names each
/// read at most once, arrays, booleans, and a value before its property's kind is known.
extension SceneDirectReader {
  @inline(__always)
  mutating func skipSpace() {
    // Most calls find a token at once: every byte of white space is below 0x21, nearly no token's first is.
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    var at = index
    let end = bytes.count
    while at < end {
      switch bytes[at] {
      case 0x20, 0x0A, 0x09, 0x0D: at += 1
      default:
        index = at
        return
      }
    }
    index = at
  }

  /// The next byte after white space, not consumed.
  @inline(__always)
  mutating func peek() throws(GiveUp) -> UInt8 {
    skipSpace()
    guard index < bytes.count else { throw GiveUp() }
    return bytes[index]
  }

  @inline(__always)
  mutating func expect(_ byte: UInt8) throws(GiveUp) {
    guard try peek() == byte else { throw GiveUp() }
    index += 1
  }

  /// Reads an object whose members are all among `keys`, each at most once, calling `member` with
  /// the index of each name to read its value.
  ///
  /// - Returns: The members seen, as bits.
  @discardableResult
  mutating func object(_ keys: _UnsafeKeys, _ member: (inout SceneDirectReader, Int) throws(GiveUp) -> Void)
    throws(GiveUp) -> UInt32
  {
    var seen: UInt32 = 0
    if try openObject() {
      repeat {
        let key = try self.member(keys, &seen, hint: Hint.other)
        try member(&self, key)
      } while try nextMember()
    }
    return seen
  }

  /// Opens an object: `true` when it has members to read, `false` when it is `{}`.
  @inline(__always)
  mutating func openObject() throws(GiveUp) -> Bool {
    try expect(UInt8(ascii: "{"))
    guard try peek() == UInt8(ascii: "}") else { return true }
    index += 1
    return false
  }

  /// A member's name, which must be among `keys` and not yet in `seen` (which it joins), and its
  /// colon.
  ///
  /// - Returns: The name's index in `keys`.
  @inline(__always)
  mutating func member(_ keys: _UnsafeKeys, _ seen: inout UInt32, hint: Int) throws(GiveUp) -> Int {
    let found = try name(in: keys, hint: hint)
    guard seen & (1 << found) == 0 else { throw GiveUp() }
    seen |= 1 << found
    try expect(UInt8(ascii: ":"))
    return found
  }

  /// After a member's value: `true` when another member follows, `false` at the object's end.
  @inline(__always)
  mutating func nextMember() throws(GiveUp) -> Bool {
    switch try peek() {
    case UInt8(ascii: ","):
      index += 1
      return true
    case UInt8(ascii: "}"):
      index += 1
      return false
    default: throw GiveUp()
    }
  }

  /// Opens an array: `true` when it has elements to read, `false` when it is `[]`.
  @inline(__always)
  mutating func openArray() throws(GiveUp) -> Bool {
    try expect(UInt8(ascii: "["))
    guard try peek() == UInt8(ascii: "]") else { return true }
    index += 1
    return false
  }

  /// After an element: `true` when another element follows, `false` at the array's end.
  @inline(__always)
  mutating func nextElement() throws(GiveUp) -> Bool {
    switch try peek() {
    case UInt8(ascii: ","):
      index += 1
      return true
    case UInt8(ascii: "]"):
      index += 1
      return false
    default: throw GiveUp()
    }
  }

  /// A string that must be one of `keys`: first the one found last at this place of ``hints``,
  /// then any.
  ///
  /// - Returns: Its index in `keys`.
  @inline(__always)
  mutating func name(in keys: _UnsafeKeys, hint place: Int) throws(GiveUp) -> Int {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    let hint = hints[place]
    if hint >= 0, let end = keys.matching(hint, bytes, index + 1) {
      index = end + 1
      return hint
    }
    let found: Int
    if let (key, end) = keys.quickMatch(bytes, index + 1) {
      index = end + 1
      found = key
    } else {
      let (start, end) = try stringBytes()
      guard let key = keys.find(bytes, start, end) else { throw GiveUp() }
      found = key
    }
    hints[place] = found
    return found
  }

  /// The bytes of a string between its quotes, its escapes replaced by what they mean.

  mutating func bool() throws(GiveUp) -> Bool {
    let first = try peek()
    let word: StaticString = first == UInt8(ascii: "t") ? "true" : "false"
    guard bytes.matches(word, at: index) else { throw GiveUp() }
    index += word.utf8CodeUnitCount
    return first == UInt8(ascii: "t")
  }

  mutating func raw() throws(GiveUp) -> Raw {
    switch try peek() {
    case UInt8(ascii: "\""): .string(try string())
    case UInt8(ascii: "["): .numbers(try numbers())
    default: .number(try number())
    }
  }
}
