/// A JSON value with the line each value starts on, so that a loader can name the line of a bad
/// field (Foundation's `JSONDecoder` reports coding paths, never lines).
public struct JSONTree: Equatable, Sendable {
  /// The value.
  public indirect enum Value: Equatable, Sendable {
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

  /// Parses JSON text (RFC 8259).
  ///
  /// - Parameter text: The text.
  /// - Returns: The value, with lines.
  /// - Throws: ``SceneFileError`` naming the line and what was expected, for text that is not JSON.
  public static func parse(_ text: String) throws(SceneFileError) -> JSONTree {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipSpace()
    let tree = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("the end of the file after the top-level value")
    }
    return tree
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var line = 1

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
        throw SceneFileError(path: "", line: line, problem: "nested deeper than \(JSONTree.maximumDepth) levels")
      }
      guard index < bytes.count else { throw error("a value") }
      let start = line
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(key: String, value: JSONTree)] = []
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
          if members.contains(where: { $0.key == key }) {
            throw SceneFileError(path: "", line: keyLine, problem: "the member \"\(key)\" appears twice")
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

    mutating func literal(_ word: String) throws(SceneFileError) {
      let expected = Array(word.utf8)
      guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
        throw error("a value")
      }
      index += expected.count
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
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let number = Double(text), number.isFinite else { throw error("a number in range") }
      return number
    }

    mutating func string() throws(SceneFileError) -> String {
      index += 1  // the opening quote
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush()
          index += 1
          guard index < bytes.count else { throw error("an escape") }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""): scalars.append("\"")
          case UInt8(ascii: "\\"): scalars.append("\\")
          case UInt8(ascii: "/"): scalars.append("/")
          case UInt8(ascii: "b"): scalars.append("\u{08}")
          case UInt8(ascii: "f"): scalars.append("\u{0C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
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
            scalars.append(scalar)
          default:
            throw error("a valid escape")
          }
        case 0x00..<0x20:
          throw error("a closing quote on the same line")
        default:
          run.append(byte)
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
    path.isEmpty ? "line \(line): \(problem)" : "line \(line): \(path): \(problem)"
  }
}
