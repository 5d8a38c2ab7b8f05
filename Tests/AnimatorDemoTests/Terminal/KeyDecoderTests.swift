import Testing

@testable import AnimatorDemoKit

@Suite("Key decoder")
struct KeyDecoderTests {
  @Test(
    "decodes the sequences of xterm-compatible terminals",
    arguments: [
      ("\u{1B}[C", [Key.right]),
      ("\u{1B}[D", [.left]),
      ("\u{1B}OC", [.right]),
      ("\u{1B}[1;2C", [.shiftRight]),
      ("\u{1B}[1;2D", [.shiftLeft]),
      ("\u{1B}[1;5D", [.shiftLeft]),
      ("\u{1B}[A\u{1B}[B", [.up, .down]),
      ("\u{1B}[1;2A\u{1B}[1;2B", [.shiftUp, .shiftDown]),
      ("\u{1B}[1;5A", [.shiftUp]),
      ("\u{1B}OA\u{1B}OB", [.up, .down]),
      ("\u{1B}[H", [.home]),
      ("\u{1B}[1~", [.home]),
      ("\u{1B}[7~", [.home]),
      ("\u{1B}OH", [.home]),
      ("\u{1B}[F", [.end]),
      ("\u{1B}[4~", [.end]),
      ("\u{1B}[8~", [.end]),
      ("\u{1B}[5~", [.shiftLeft]),
      ("\u{1B}[6~", [.shiftRight]),
      ("\u{1B}", [.escape]),
      ("\u{1B}\u{1B}[C", [.escape, .right]),
      (" ", [.space]),
      ("r", [.character("r")]),
      ("q\r", [.character("q"), .enter]),
      ("\u{03}", [.interrupt]),
      ("\u{04}", [.endOfInput]),
      ("é", [.character("é")]),
      ("\u{1B}[?25h", [.unknown]),
      ("\u{1B}[99~", [.unknown]),
      ("\u{1B}[1;2", [.unknown]),
    ])
  func decodes(text: String, keys: [Key]) {
    #expect(KeyDecoder.decode(Array(text.utf8)) == keys)
  }

  @Test("never traps on random bytes and always makes progress")
  func randomBytes() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 16)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let keys = KeyDecoder.decode(bytes)
      #expect(keys.count <= bytes.count)
      #expect(bytes.isEmpty == keys.isEmpty)
    }
  }
}
