import Animator
import Testing

@testable import AnimatorDemoKit

/// Random and hostile input: every line gets an answer, errors are one line, and the session keeps
/// working.
@Suite("Parser and session under random input")
struct ParserFuzzTests {
  /// A seeded generator of lines: words from the command vocabulary, numbers, junk and raw bytes.
  struct LineMaker {
    var generator: SplitMix64
    let words =
      CommandInfo.names + SceneKind.allCases.map(\.name) + [
        "svg", "start", "end", "current", "0.5", "1.25s", "16ms", "-1", "nan", "1e9", "50%", "2x", "spring(0.5,0.3)",
        "easeOutBack", "#", "", "   ", "\t", "é", "🙂", "\"", "%", "x.svg",
      ]

    mutating func next() -> String {
      switch Int(generator.next() % 4) {
      case 0:
        let count = Int(generator.next() % 5)
        return (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
      case 1:
        let length = Int(generator.next() % 40)
        let scalars = (0..<length).compactMap { _ in Unicode.Scalar(UInt32(generator.next() % 0x250)) }
        return String(String.UnicodeScalarView(scalars))
      case 2:
        let length = Int(generator.next() % 40)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        return String(decoding: bytes, as: UTF8.self)
      default:
        let command = CommandInfo.names[Int(generator.next() % UInt64(CommandInfo.names.count))]
        return "\(command) \(Int64(bitPattern: generator.next()) % 10_000)"
      }
    }
  }

  @Test("2,000 random lines never crash, and every failed parse is one line")
  func randomLines() {
    var maker = LineMaker(generator: SplitMix64(seed: 2024))
    for _ in 0..<2_000 {
      let line = maker.next()
      if case .failure(let error) = CommandParser.parse(line) {
        #expect(!error.message.isEmpty)
        #expect(!error.message.contains("\n"), "\(error.message)")
      }
    }
  }

  @Test("a session fed 400 random lines still answers every one and still works")
  func randomSession() {
    var maker = LineMaker(generator: SplitMix64(seed: 7))
    let session = Session(configuration: SessionConfiguration())
    for _ in 0..<400 {
      let line = maker.next()
      guard !line.lowercased().hasPrefix("export"), !line.lowercased().hasPrefix("quit"),
        !line.lowercased().hasPrefix("exit"), !line.lowercased().hasPrefix("q ")
      else { continue }
      let response = session.handle(line)
      let isComment = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.hasPrefix("#") == true
      #expect(!response.lines.isEmpty || isComment, "no answer to \(line.debugDescription)")
    }
    #expect(session.handle("state").lines.count > 3)
    #expect(session.handle("show").lines.count > 10)
  }

  @Test("a 1 MB line is refused in one line without being read as a command")
  func hugeLine() {
    let line = String(repeating: "play ", count: 200_000)
    let response = Session(configuration: SessionConfiguration()).handle(line)
    #expect(response.lines == ["that line is 1000000 bytes long; commands are short, like \"play\": try \"help\""])
  }

  @Test("binary garbage and control characters are refused in one line")
  func garbage() {
    let session = Session(configuration: SessionConfiguration())
    let lines = [
      String(decoding: [0xFF, 0xFE, 0x00, 0x01, 0x9B, 0x1B, 0x5B, 0x32, 0x4A], as: UTF8.self),
      "play\u{0}",
      "\u{1B}[2Jplay",
      "pla\u{7F}y",
    ]
    for line in lines {
      let response = session.handle(line)
      #expect(response.lines.count == 1)
      #expect(response.lines.first?.hasPrefix("that line has control characters") == true)
    }
    #expect(session.handle("play").lines.first == "playing login from 0.00 s")
  }

  @Test("end of input ends a scripted run with status 0")
  func endOfInput() {
    let (output, status) = Transcript.run(["play", "step 1s"])
    #expect(status == 0)
    #expect(output.hasSuffix("animator> \n"))
  }
}
