import Testing

@testable import AnimatorScene

/// `TextEncoding.isUTF8` reads 32 and 8 bytes at a time before it reads byte by byte: at every
/// length around those widths and with a zero byte, a valid sequence or an invalid byte at every
/// place, it must answer as the byte-by-byte definition does (valid UTF-8 with no zero byte).
@Suite("Text encoding")
struct TextEncodingTests {
  /// Valid when decoding and encoding again gives the same bytes (decoding repairs what is not
  /// UTF-8), and no byte is zero.
  static func reference(_ bytes: [UInt8]) -> Bool {
    !bytes.contains(0) && Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
  }

  @Test("isUTF8 answers as the definition at every length up to 97 and every place of a special byte")
  func widths() {
    let specials: [[UInt8]] = [
      [], [0], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xFF], [0x80], [0xC3], [0xED, 0xA0, 0x80],
    ]
    var disagreements: [String] = []
    for length in 0...97 {
      for special in specials {
        for place in 0...length {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes.insert(contentsOf: special, at: place)
          let answer = _UnsafeBytes.borrowing(bytes) { TextEncoding.isUTF8($0) }
          if answer != Self.reference(bytes) { disagreements.append("\(special) at \(place) of \(length)") }
          if special.isEmpty { break }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
