extension JSONTree {
  /// Reads JSON text into a tree, keeping the line of each value.
  struct Parser {
    let bytes: _UnsafeBytes
    var index = 0
    var line = 1
    /// The bytes of a string with escapes, reused from string to string.
    var scratch: [UInt8] = []

    init(bytes: _UnsafeBytes) {
      self.bytes = bytes
    }

    func error(_ expected: String) -> SceneFileError {
      SceneFileError(path: "", line: line, problem: "not JSON: expected \(expected)")
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A: line += 1
        case 0x20, 0x09, 0x0D: break
        default: return
        }
        index += 1
      }
    }

    mutating func value(depth: Int) throws(SceneFileError) -> JSONTree {
      guard depth < JSONTree.maximumDepth else {
        throw SceneFileError(
          path: "", line: line,
          problem: "nested deeper than \(JSONTree.maximumDepth) levels (the format's limit on nesting)")
      }
      guard index < bytes.count else { throw error("a value") }
      let start = line
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(key: String, value: JSONTree)] = []
        // Names seen, once an object has too many members to compare them one by one.
        var seen: Set<String>?
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
          index += 1
          return JSONTree(.object(members), line: start)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("a member name in quotes") }
          let keyLine = line
          let key = try string()
          let repeated: Bool
          if members.count < 16 {
            repeated = members.contains { $0.key == key }
          } else {
            if seen == nil { seen = Set(members.map(\.key)) }
            repeated = seen?.insert(key).inserted == false
          }
          if repeated {
            throw SceneFileError(
              path: "", line: keyLine, problem: "the member \(SceneFileError.quoted(key)) appears twice")
          }
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("':' after a member name") }
          index += 1
          skipSpace()
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw error("',' or '}'") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          guard bytes[index] == UInt8(ascii: "}") else { throw error("',' or '}'") }
          index += 1
          return JSONTree(.object(members), line: start)
        }
      case UInt8(ascii: "["):
        index += 1
        var elements: [JSONTree] = []
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
          index += 1
          return JSONTree(.array(elements), line: start)
        }
        while true {
          skipSpace()
          elements.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw error("',' or ']'") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          guard bytes[index] == UInt8(ascii: "]") else { throw error("',' or ']'") }
          index += 1
          return JSONTree(.array(elements), line: start)
        }
      case UInt8(ascii: "\""):
        return JSONTree(.string(try string()), line: start)
      case UInt8(ascii: "t"):
        try literal("true")
        return JSONTree(.bool(true), line: start)
      case UInt8(ascii: "f"):
        try literal("false")
        return JSONTree(.bool(false), line: start)
      case UInt8(ascii: "n"):
        try literal("null")
        return JSONTree(.null, line: start)
      default:
        return JSONTree(.number(try number()), line: start)
      }
    }

    mutating func literal(_ word: StaticString) throws(SceneFileError) {
      guard bytes.matches(word, at: index) else { throw error("a value") }
      index += word.utf8CodeUnitCount
    }

    mutating func number() throws(SceneFileError) -> Double {
      let start = index
      func digits() -> Int {
        let from = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - from
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integer = index
      guard digits() > 0 else { throw error("a value") }
      if bytes[integer] == UInt8(ascii: "0") && index - integer > 1 { throw error("a number without leading zeros") }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw error("digits after '.'") }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw error("digits in an exponent") }
      }
      let text = bytes.string(start, index)
      guard let number = Double(text), number.isFinite else {
        throw error("a number within ±1.8e308 (a double's range)")
      }
      return number
    }

    mutating func string() throws(SceneFileError) -> String {
      index += 1  // the opening quote
      let first = index
      // The common case: no escapes, one string made from the bytes as they are.
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return bytes.string(first, index - 1)
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      scratch.removeAll(keepingCapacity: true)
      bytes.append(first, index, to: &scratch)
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return String(decoding: scratch, as: UTF8.self)
        case UInt8(ascii: "\\"):
          index += 1
          guard index < bytes.count else { throw error("an escape") }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
          case UInt8(ascii: "b"): scratch.append(0x08)
          case UInt8(ascii: "f"): scratch.append(0x0C)
          case UInt8(ascii: "n"): scratch.append(0x0A)
          case UInt8(ascii: "r"): scratch.append(0x0D)
          case UInt8(ascii: "t"): scratch.append(0x09)
          case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            {
              index += 2
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error("a low surrogate") }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("a valid \\u escape") }
            UTF8.encode(scalar) { scratch.append($0) }
          default:
            throw error("a valid escape")
          }
        case 0x00..<0x20:
          throw error("a closing quote on the same line")
        default:
          scratch.append(byte)
          index += 1
        }
      }
      throw error("a closing quote")
    }

    mutating func hex4() throws(SceneFileError) -> UInt32 {
      guard index + 4 <= bytes.count else { throw error("four hex digits") }
      var code: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw error("four hex digits")
        }
        code = code * 16 + digit
        index += 1
      }
      return code
    }
  }
}
