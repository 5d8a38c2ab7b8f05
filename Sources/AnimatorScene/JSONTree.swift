/// A JSON value with the line each value starts on, so that a loader can name the line of a bad
/// field (Foundation's `JSONDecoder` reports coding paths, never lines).
public struct JSONTree: Equatable, Sendable {
  /// The value.
  public enum Value: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONTree])
    /// An object, its members in the order they are written.
    case object([(key: String, value: JSONTree)])

    /// Whether two values are equal, objects member by member in order.
    public static func == (a: Value, b: Value) -> Bool {
      switch (a, b) {
      case (.null, .null): true
      case (.bool(let x), .bool(let y)): x == y
      case (.number(let x), .number(let y)): x == y
      case (.string(let x), .string(let y)): x == y
      case (.array(let x), .array(let y)): x == y
      case (.object(let x), .object(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
      default: false
      }
    }

    /// The JSON type's name, for errors.
    public var typeName: String {
      switch self {
      case .null: "null"
      case .bool: "a boolean"
      case .number: "a number"
      case .string: "a string"
      case .array: "an array"
      case .object: "an object"
      }
    }
  }

  /// The value.
  public var value: Value
  /// The line (from 1) the value starts on.
  public var line: Int

  /// Makes a value at a line.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - line: Its line, from 1.
  public init(_ value: Value, line: Int) {
    self.value = value
    self.line = line
  }

  /// A member of an object, or `nil`.
  ///
  /// - Parameter key: The member's name.
  public subscript(key: String) -> JSONTree? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The deepest values must not nest deeper than this, so that no file can exhaust the stack.
  public static let maximumDepth = 64

  /// Parses JSON text (RFC 8259). A byte-order mark (U+FEFF) before the value is skipped.
  ///
  /// - Parameter text: The text.
  /// - Returns: The value, with lines.
  /// - Throws: ``SceneFileError`` naming the line and what was expected, for text that is not JSON.
  /// - Complexity: O(n) for n bytes of text.
  public static func parse(_ text: String) throws(SceneFileError) -> JSONTree {
    let result = text.utf8.withContiguousStorageIfAvailable { bytes in parse(buffer: bytes) }
    if let result { return try result.get() }
    return try Array(text.utf8).withUnsafeBufferPointer { bytes in parse(buffer: bytes) }.get()
  }

  /// Parses the bytes of a JSON file, which must be UTF-8 text (RFC 8259): a UTF-8 byte-order mark
  /// is skipped; UTF-16 or UTF-32 text, and bytes that are not UTF-8, are refused with the line
  /// they are on and what to do, before any JSON is read.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The value, with lines.
  /// - Throws: ``SceneFileError`` naming the line and what is wrong.
  /// - Complexity: O(n) for n bytes.
  public static func parse(utf8 bytes: [UInt8]) throws(SceneFileError) -> JSONTree {
    try bytes.withUnsafeBufferPointer { buffer in
      do throws(SceneFileError) {
        try TextEncoding.checkUTF8(buffer)
      } catch {
        return Result<JSONTree, SceneFileError>.failure(error)
      }
      return parse(buffer: buffer)
    }.get()
  }

  /// Parses the one value that starts at `buffer[index]` (after white space), as the whole file's
  /// parse reads it there: at `line`, `depth` levels down. For ``SceneDirectReader``, which names
  /// the problem of one timeline item without parsing the whole file again.
  ///
  /// - Returns: The value and the index after it, or the error the whole file's parse would throw
  ///   there.
  static func parseValue(in buffer: UnsafeBufferPointer<UInt8>, at index: Int, line: Int, depth: Int)
    -> Result<(tree: JSONTree, end: Int), SceneFileError>
  {
    var parser = Parser(bytes: buffer)
    parser.index = index
    parser.line = line
    do throws(SceneFileError) {
      parser.skipSpace()
      let tree = try parser.value(depth: depth)
      return .success((tree, parser.index))
    } catch {
      return .failure(error)
    }
  }

  private static func parse(buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONTree, SceneFileError> {
    var parser = Parser(bytes: buffer)
    // A UTF-8 byte-order mark says nothing JSON needs: skip it.
    if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
    do throws(SceneFileError) {
      parser.skipSpace()
      let tree = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.index == parser.bytes.count else {
        throw parser.error("the end of the file after the top-level value")
      }
      return .success(tree)
    } catch {
      return .failure(error)
    }
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// The bytes of a string with escapes, reused from string to string.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
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
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { throw error("a value") }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw error("a value") }
      index += count
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
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
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
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index - 1]), as: UTF8.self)
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      scratch.removeAll(keepingCapacity: true)
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[first..<index]))
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

/// The checks on a file's encoding that come before its JSON.
enum TextEncoding {
  /// Refuses bytes that are not UTF-8 text: a UTF-16 or UTF-32 byte-order mark, or zero bytes
  /// (UTF-16 or UTF-32 without one), and invalid UTF-8 sequences, each with its line.
  static func checkUTF8(_ bytes: UnsafeBufferPointer<UInt8>) throws(SceneFileError) {
    // The common case, valid text, without counting lines: they are counted only to name a problem.
    if isUTF8(bytes) { return }
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      throw SceneFileError(
        path: "", line: 1, problem: "the file is UTF-16 (or UTF-32) text: save it as UTF-8, which the format requires")
    }
    var line = 1
    var index = 0
    func invalid(_ byte: UInt8) -> SceneFileError {
      let hex = String(byte, radix: 16, uppercase: true)
      return SceneFileError(
        path: "", line: line,
        problem:
          "the file is not UTF-8 text: the byte 0x\(hex.count == 1 ? "0" : "")\(hex) here is not UTF-8 (save the file as UTF-8)"
      )
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0x0A {
          line += 1
        } else if byte == 0 {
          throw SceneFileError(
            path: "", line: line,
            problem: "the file holds zero bytes: it is UTF-16 or UTF-32 text, or not text; save it as UTF-8")
        }
        index += 1
        continue
      }
      guard let length = sequenceLength(at: index, in: bytes) else { throw invalid(byte) }
      index += length
    }
  }
}

extension TextEncoding {
  /// Whether `bytes` are UTF-8 text with no zero byte: what ``checkUTF8(_:)`` accepts. Thirty-two
  /// or eight ASCII bytes at a time, then byte by byte through a sequence that is not ASCII.
  static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    while index < count {
      // Thirty-two bytes at a time while they are all ASCII and none is zero (a file is nearly all
      // ASCII: a fifth of the instructions of eight at a time).
      while index + 32 <= count {
        let raw = UnsafeRawPointer(base + index)
        let a = raw.loadUnaligned(as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        let zero = ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | ((d &- ones) & ~d)
        guard (a | b | c | d | zero) & high == 0 else { break }
        index += 32
      }
      if index == count { break }
      if index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        // A byte of 0x80 or more, or a zero byte (the classic test: exact for "any byte is zero").
        if (word & high) | ((word &- ones) & ~word & high) == 0 {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte < 0x80 {
        guard byte != 0 else { return false }
        index += 1
        continue
      }
      guard let length = sequenceLength(at: index, in: bytes) else { return false }
      index += length
    }
    return true
  }

  /// The length of the valid UTF-8 sequence of two to four bytes that starts at `index` (whose
  /// byte is 0x80 or more), or `nil` when the bytes there are not one: a lead byte that cannot
  /// start a sequence, a sequence cut short by the end, or a continuation byte out of its range
  /// (RFC 3629, which also refuses overlong forms, surrogates and code points above U+10FFFF
  /// through the range of the second byte).
  @inline(__always)
  static func sequenceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch bytes[index] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    default: return nil
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
    return length
  }
}

/// Why a scene file was refused: the field (a path such as `timeline[2].duration`, empty for the
/// file's syntax), the line it is on and what is wrong.
public struct SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field, as a path from the top: `layers[1].position`, `timeline[0].timing.delay`; empty when
  /// the text is not JSON.
  public var path: String
  /// The line (from 1) of the field, or of the syntax error.
  public var line: Int
  /// What is wrong.
  public var problem: String

  /// Makes an error.
  ///
  /// - Parameters:
  ///   - path: The field's path.
  ///   - line: Its line.
  ///   - problem: What is wrong.
  public init(path: String, line: Int, problem: String) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// `line 12: timeline[2].duration: must be a finite number >= 0`.
  public var description: String {
    path.isEmpty ? "line \(line): \(problem)" : "line \(line): \(Self.shortened(path)): \(problem)"
  }

  /// The most characters of a name, path or text of the file that an error quotes: longer ones are
  /// cut, and say so with an ellipsis and their length.
  public static let quoteLimit = 80

  /// `text` in double quotes, cut to ``quoteLimit`` characters: an error about a 10 MB name quotes
  /// its start.
  ///
  /// - Parameter text: Text from the file.
  /// - Returns: The quotation.
  public static func quoted(_ text: String) -> String {
    "\"\(shortened(text))\""
  }

  /// `text` cut to ``quoteLimit`` characters, with `…` and the full length when it was cut.
  static func shortened(_ text: String) -> String {
    guard text.utf8.count > quoteLimit else { return text }
    var prefix = ""
    for character in text {
      guard prefix.count < quoteLimit else { break }
      prefix.append(character)
    }
    return prefix + "… (\(text.utf8.count) bytes)"
  }
}
