/// JSON strings as the direct reader reads them: their bytes found eight at a time, escapes decoded
/// in place in a copy of the file, names and colours checked on the bytes.
extension SceneDirectReader {
  mutating func stringBytes() throws(GiveUp) -> (start: Int, end: Int) {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    let start = index + 1
    // A local index, which stays in a register.
    var at = start
    let end = bytes.count
    // Eight bytes at a time, up to the first that is a quote, a backslash or a control character:
    // the lowest byte each test flags is exact (a borrow only reaches the bytes above it).
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    while at + 8 <= end {
      let word = bytes.word(at: at)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      // A zero byte in `quote` or `backslash`, or a byte below 0x20 in `word`.
      let found =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
      let special = found & high
      if special != 0 {
        at += special.trailingZeroBitCount >> 3
        break
      }
      at += 8
    }
    while at < end {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\"") {
        index = at + 1
        return (start, at)
      }
      if byte == UInt8(ascii: "\\") {
        index = at
        return try unescape(from: start)
      }
      // Control characters are the tree-based reader's to refuse.
      if byte < 0x20 { break }
      at += 1
    }
    index = at
    throw GiveUp()
  }

  /// The rest of a string that has an escape, from its first backslash (at ``index``): its escapes
  /// are written over with what they mean, in place, in a copy of the file made when the first is
  /// met (``decoded``), so the string's bytes are again one range. What a string means is never
  /// longer than its spelling, so the writing stays behind the reading.
  ///
  /// So a valid file with an escaped character is read here, not again by the tree-based reader.
  /// An escape that reader refuses (a surrogate without its pair, too few hex digits, an unknown
  /// letter) is still its to name.
  mutating func unescape(from start: Int) throws(GiveUp) -> (start: Int, end: Int) {
    if refusesEscapes { throw GiveUp() }
    let text = decodedCopy()
    var end = index
    while index < text.count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return (start, end)
      case UInt8(ascii: "\\"):
        guard index + 1 < text.count else { throw GiveUp() }
        let escape = text[index + 1]
        index += 2
        let meaning: UInt8
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): meaning = escape
        case UInt8(ascii: "b"): meaning = 0x08
        case UInt8(ascii: "f"): meaning = 0x0C
        case UInt8(ascii: "n"): meaning = 0x0A
        case UInt8(ascii: "r"): meaning = 0x0D
        case UInt8(ascii: "t"): meaning = 0x09
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
            else { throw GiveUp() }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw GiveUp() }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw GiveUp() }
          for unit in scalar.utf8 {
            text[end] = unit
            end += 1
          }
          continue
        default: throw GiveUp()
        }
        text[end] = meaning
        end += 1
      case 0..<0x20:
        throw GiveUp()
      default:
        text[end] = byte
        end += 1
        index += 1
      }
    }
    throw GiveUp()
  }

  /// Four hex digits, as the code of a `\u` escape.
  mutating func hex4() throws(GiveUp) -> UInt32 {
    guard index + 4 <= bytes.count else { throw GiveUp() }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw GiveUp()
      }
      code = code << 4 | UInt32(digit)
      index += 1
    }
    return code
  }

  mutating func string() throws(GiveUp) -> String {
    let (start, end) = try stringBytes()
    return bytes.string(start, end)
  }

  /// A colour, `#RRGGBB` or `#RRGGBBAA`: what ``SceneColor/parse(_:)`` accepts, checked on the bytes.
  mutating func color() throws(GiveUp) -> String {
    let (start, end) = try stringBytes()
    guard end - start == 7 || end - start == 9, bytes[start] == UInt8(ascii: "#") else { throw GiveUp() }
    for offset in start + 1..<end {
      let byte = bytes[offset]
      guard byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6 else { throw GiveUp() }
    }
    return bytes.string(start, end)
  }
}
