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
    try _UnsafeBytes.borrowing(text) { bytes in parse(bytes: bytes) }.get()
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
    try _UnsafeBytes.borrowing(bytes) { buffer in
      do throws(SceneFileError) {
        try TextEncoding.checkUTF8(buffer)
      } catch {
        return Result<JSONTree, SceneFileError>.failure(error)
      }
      return parse(bytes: buffer)
    }.get()
  }

  /// Parses the one value that starts at `buffer[index]` (after white space), as the whole file's
  /// parse reads it there: at `line`, `depth` levels down. For ``SceneDirectReader``, which names
  /// the problem of one timeline item without parsing the whole file again.
  ///
  /// - Returns: The value and the index after it, or the error the whole file's parse would throw
  ///   there.
  static func parseValue(in buffer: _UnsafeBytes, at index: Int, line: Int, depth: Int)
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

  private static func parse(bytes buffer: _UnsafeBytes) -> Result<JSONTree, SceneFileError> {
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
}
