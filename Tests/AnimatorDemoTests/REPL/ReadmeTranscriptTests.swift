import Foundation
import Testing

@testable import AnimatorDemoKit

/// The transcript in the README's demo section is real: running its commands prints it.
@Suite("README transcript")
struct ReadmeTranscriptTests {
  @Test("the README's demo transcript is what animator prints for its commands")
  func readmeTranscript() throws {
    let readme = try String(
      contentsOf: ExecutableTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("$ printf '") }, "no transcript in the README")
    let command = lines[start]
    let quoted = try #require(command.split(separator: "'").dropFirst().first)
    let input = quoted.components(separatedBy: "\\n").filter { !$0.isEmpty }
    let arguments = command.components(separatedBy: "swift run animator").last?.split(separator: " ").map(String.init)
    let end = try #require(lines[(start + 1)...].firstIndex { $0 == "```" })
    let expected = lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    let actual = Transcript.run(input, arguments: arguments ?? []).output
    // The README drops trailing spaces (the last prompt's).
    let trimmed = actual.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    let difference = Transcript.difference(trimmed, expected)
    #expect(difference == nil, "\(difference ?? "")")
  }
}
