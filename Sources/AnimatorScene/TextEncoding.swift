/// The checks on a file's encoding that come before its JSON.
enum TextEncoding {
  /// Refuses bytes that are not UTF-8 text: a UTF-16 or UTF-32 byte-order mark, or zero bytes
  /// (UTF-16 or UTF-32 without one), and invalid UTF-8 sequences, each with its line.
  static func checkUTF8(_ bytes: _UnsafeBytes) throws(SceneFileError) {
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
  static func isUTF8(_ bytes: _UnsafeBytes) -> Bool {
    let count = bytes.count
    var index = 0
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    while index < count {
      // Thirty-two bytes at a time while they are all ASCII and none is zero (a file is nearly all
      // ASCII, and four words at once cost less a byte than one).
      while index + 32 <= count {
        let a = bytes.word(at: index)
        let b = bytes.word(at: index + 8)
        let c = bytes.word(at: index + 16)
        let d = bytes.word(at: index + 24)
        let zero = ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | ((d &- ones) & ~d)
        guard (a | b | c | d | zero) & high == 0 else { break }
        index += 32
      }
      if index == count { break }
      if index + 8 <= count {
        let word = bytes.word(at: index)
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
  static func sequenceLength(at index: Int, in bytes: _UnsafeBytes) -> Int? {
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
