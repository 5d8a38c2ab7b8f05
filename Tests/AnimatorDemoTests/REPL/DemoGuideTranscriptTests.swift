import Foundation
import Testing

@testable import AnimatorDemoKit

/// The transcripts in `Documentation/Demo.md` are real: each block that starts with
/// `$ printf '...' | swift run animator ARGS` or `$ swift run animator ARGS` is exactly what the demo
/// prints for that input. Regenerate them with
/// `ANIMATOR_UPDATE_GOLDEN=1 swift test --filter DemoGuideTranscriptTests` and review the diff.
@Suite("Demo guide transcripts")
struct DemoGuideTranscriptTests {
  static let guide = ExecutableTests.packageRoot.appendingPathComponent("Documentation/Demo.md")

  /// A transcript block: the command line, where its output starts and ends in the guide's lines.
  struct Block {
    var command: String
    var input: [String]
    var arguments: [String]
    var outputLines: Range<Int>
  }

  static func blocks(_ lines: [String]) throws -> [Block] {
    var blocks: [Block] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("$ printf '") || line.hasPrefix("$ swift run animator")
    {
      var input: [String] = []
      if line.hasPrefix("$ printf '") {
        let quoted = try #require(line.split(separator: "'").dropFirst().first, "line \(index + 1): no quoted input")
        input = quoted.components(separatedBy: "\\n").filter { !$0.isEmpty }
      }
      let arguments = line.components(separatedBy: "swift run animator").last?.split(separator: " ").map(String.init)
      let end = try #require(lines[(index + 1)...].firstIndex { $0 == "```" }, "line \(index + 1): no end of block")
      blocks.append(Block(command: line, input: input, arguments: arguments ?? [], outputLines: (index + 1)..<end))
    }
    return blocks
  }

  /// What the demo prints for a block, without trailing spaces (the last prompt's).
  static func output(_ block: Block) -> String {
    Transcript.run(block.input, arguments: block.arguments).output
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
      .joined(separator: "\n")
  }

  @Test("every transcript of the demo guide is what animator prints for its input")
  func transcripts() throws {
    var lines = try String(contentsOf: Self.guide, encoding: .utf8).components(separatedBy: "\n")
    let blocks = try Self.blocks(lines)
    #expect(blocks.count >= 8)
    if Transcript.isRecording {
      for block in blocks.reversed() {
        var output = Self.output(block).components(separatedBy: "\n")
        if output.last == "" { output.removeLast() }
        lines.replaceSubrange(block.outputLines, with: output)
      }
      try lines.joined(separator: "\n").write(to: Self.guide, atomically: true, encoding: .utf8)
      Issue.record("rewrote the transcripts of Documentation/Demo.md; review them and run again")
      return
    }
    for block in blocks {
      let expected = lines[block.outputLines].joined(separator: "\n") + "\n"
      let difference = Transcript.difference(Self.output(block), expected)
      #expect(difference == nil, "\(block.command)\n\(difference ?? "")")
    }
  }

  @Test("the guide shows every command of the REPL")
  func everyCommand() throws {
    let lines = try String(contentsOf: Self.guide, encoding: .utf8).components(separatedBy: "\n")
    let typed = try Self.blocks(lines).flatMap { $0.input + [$0.arguments.joined(separator: " ")] }
    for info in CommandInfo.all {
      #expect(typed.contains { $0 == info.name || $0.hasPrefix(info.name + " ") }, "no transcript types \(info.name)")
    }
    #expect(typed.contains { $0.hasPrefix("export docs ") })
  }
}
