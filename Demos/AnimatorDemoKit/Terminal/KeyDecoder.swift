/// Decodes the bytes a terminal sends in raw mode into ``Key``s: a pure function, tested without a
/// terminal.
///
/// It understands the escape sequences of xterm-compatible terminals (and tmux, the Linux console,
/// macOS Terminal): `ESC [ C` and `ESC O C` for →, `ESC [ 1 ; 2 C` for shift-→, `ESC [ H`, `ESC [ 1 ~`,
/// `ESC [ 7 ~` and `ESC O H` for Home, and so on. An escape byte at the end of a read is the Escape
/// key itself.
///
/// ```swift
/// KeyDecoder.decode(Array("\u{1B}[1;2C q".utf8))   // [.shiftRight, .space, .character("q")]
/// ```
enum KeyDecoder {
  /// The keys in `bytes`, in order.
  ///
  /// - Parameter bytes: What one or more reads returned.
  /// - Returns: The keys; bytes that mean nothing here give ``Key/unknown``.
  static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        let (key, length) = escapeSequence(bytes, at: index)
        keys.append(key)
        index += length
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x04:
        keys.append(.endOfInput)
        index += 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x20:
        keys.append(.space)
        index += 1
      case 0x21...0x7E:
        keys.append(.character(Character(Unicode.Scalar(byte))))
        index += 1
      case 0xC0...0xF7:
        let length = byte >= 0xF0 ? 4 : (byte >= 0xE0 ? 3 : 2)
        let end = min(index + length, bytes.count)
        if let text = String(validating: bytes[index..<end], as: UTF8.self), let character = text.first,
          text.count == 1
        {
          keys.append(.character(character))
        } else {
          keys.append(.unknown)
        }
        index = end
      default:
        keys.append(.unknown)
        index += 1
      }
    }
    return keys
  }

  /// The key starting with the escape byte at `start`, and how many bytes it takes.
  private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key, Int) {
    let next = start + 1
    guard next < bytes.count else { return (.escape, 1) }
    switch bytes[next] {
    case UInt8(ascii: "["):
      return controlSequence(bytes, at: start)
    case UInt8(ascii: "O"):
      guard next + 1 < bytes.count else { return (.unknown, 2) }
      let key: Key =
        switch bytes[next + 1] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .unknown
        }
      return (key, 3)
    case 0x1B:
      return (.escape, 1)
    default:
      // Alt and a key: treat as Escape followed by the key, which is read next.
      return (.escape, 1)
    }
  }

  /// `ESC [ params final`: the parameters are digits and semicolons, the final byte 0x40...0x7E.
  private static func controlSequence(_ bytes: [UInt8], at start: Int) -> (Key, Int) {
    var index = start + 2
    var parameters: [Int] = []
    var current = 0
    var hasDigits = false
    while index < bytes.count {
      let byte = bytes[index]
      if (0x30...0x39).contains(byte) {
        current = min(current * 10 + Int(byte - 0x30), 9_999)
        hasDigits = true
      } else if byte == UInt8(ascii: ";") {
        parameters.append(hasDigits ? current : 0)
        current = 0
        hasDigits = false
      } else if (0x40...0x7E).contains(byte) {
        if hasDigits { parameters.append(current) }
        let length = index - start + 1
        return (key(final: byte, parameters: parameters), length)
      } else if (0x20...0x3F).contains(byte) {
        // Other parameter or intermediate bytes (such as "?"): part of a sequence we do not use.
      } else {
        return (.unknown, index - start)
      }
      index += 1
    }
    return (.unknown, bytes.count - start)
  }

  private static func key(final: UInt8, parameters: [Int]) -> Key {
    // A modifier parameter of 2 or more (shift, alt, ctrl) makes arrows take large steps.
    let modified = parameters.count >= 2 && parameters[1] >= 2
    switch final {
    case UInt8(ascii: "A"): return modified ? .shiftUp : .up
    case UInt8(ascii: "B"): return modified ? .shiftDown : .down
    case UInt8(ascii: "C"): return modified ? .shiftRight : .right
    case UInt8(ascii: "D"): return modified ? .shiftLeft : .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch parameters.first ?? 0 {
      case 1, 7: return .home
      case 4, 8: return .end
      case 5: return .shiftLeft
      case 6: return .shiftRight
      default: return .unknown
      }
    default:
      return .unknown
    }
  }
}
