import Foundation
import Testing

@testable import AnimatorDemoKit

/// Whole scripted sessions, one per scene, compared line by line with `Golden/<name>.output`: play,
/// pause, scrub forwards and back, reverse, and finish at each position. Regenerate with
/// `ANIMATOR_UPDATE_GOLDEN=1 swift test --filter GoldenTranscriptTests` and review the diff.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
  @Test(
    "each scene's scripted session prints exactly its golden transcript",
    arguments: ["login", "splash", "launch", "bars", "expand", "sheet", "path", "scroll", "hero", "scope", "errors"])
  func transcript(name: String) throws {
    let (output, status) = Transcript.run(try Transcript.input(name))
    #expect(status == 0)
    if Transcript.isRecording || Transcript.expected(name) == nil {
      try Transcript.record(name, output)
      #expect(!Transcript.isRecording, "recorded Golden/\(name).output; review it and run again")
      return
    }
    let expected = try #require(Transcript.expected(name))
    let difference = Transcript.difference(output, expected)
    #expect(difference == nil, "\(difference ?? "")")
  }

  @Test("a session gives the same transcript on every run")
  func deterministic() throws {
    let script = try Transcript.input("bars")
    #expect(Transcript.run(script).output == Transcript.run(script).output)
  }
}
