import AnimatorScene
import Foundation
import Testing

@testable import AnimatorDemoKit

/// Scripted sessions on the user's own timeline, compared with `Golden/<name>.output`: loading a
/// scene file, editing, saving, recording and replaying, and bad input for each new command. Files
/// live in memory (seeded with `Golden/card.json`, `Golden/broken.json` and the guide's
/// `Documentation/Examples/toggle.json`), so a run writes nothing to disk. Regenerate with `ANIMATOR_UPDATE_GOLDEN=1 swift test --filter SceneGoldenTests`.
@Suite("Scene golden transcripts")
struct SceneGoldenTests {
  final class Files {
    var contents: [String: String] = [:]
  }

  /// The transcript of `lines`, as `animator` prints a script: the prompt, the line, its output.
  static func run(_ lines: [String], files: Files) -> String {
    var configuration = SessionConfiguration()
    configuration.readFile = { path throws(FileError) in
      guard let text = files.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    configuration.writeFile = { path, text throws(FileError) in files.contents[path] = text }
    let session = Session(configuration: configuration)
    var output = session.greeting().joined(separator: "\n") + "\n"
    for line in lines {
      output += Session.prompt + line + "\n"
      let response = session.handle(line)
      if !response.lines.isEmpty { output += response.lines.joined(separator: "\n") + "\n" }
      if session.hasQuit { break }
    }
    return output
  }

  static func files() throws -> Files {
    let files = Files()
    for name in ["card.json", "broken.json"] {
      files.contents[name] = try String(
        contentsOf: Transcript.goldenDirectory.appendingPathComponent(name), encoding: .utf8)
    }
    let examples = Transcript.goldenDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Documentation/Examples")
    files.contents["toggle.json"] = try String(
      contentsOf: examples.appendingPathComponent("toggle.json"), encoding: .utf8)
    return files
  }

  @Test(
    "each scripted session prints exactly its golden transcript",
    arguments: ["scenefile", "record", "sceneerrors", "scenebuild", "seedsave", "toggle"])
  func transcript(name: String) throws {
    let output = Self.run(try Transcript.input(name), files: try Self.files())
    if Transcript.isRecording || Transcript.expected(name) == nil {
      try Transcript.record(name, output)
      #expect(!Transcript.isRecording, "recorded Golden/\(name).output; review it and run again")
      return
    }
    let expected = try #require(Transcript.expected(name))
    let difference = Transcript.difference(output, expected)
    #expect(difference == nil, "\(difference ?? "")")
  }

  /// `save` writes a seed as a scene file, and the file, loaded back, draws the seed's
  /// frames (bars over the span the file holds); the sheet says why it cannot be a file.
  @Test("every seed saved from the prompt and loaded back draws the same frames", arguments: SceneKind.allCases)
  func seedSavedAndLoaded(kind: SceneKind) throws {
    let files = Files()
    let times = ["0s", "0.1s", "0.35s", "0.6s", "1s", "1.5s", "2.2s", "3s"]
    let frames = times.flatMap { ["seek \($0)", "show"] }
    let seed = Self.run(["load \(kind.name)"] + frames + ["save seed.json"], files: files)
    guard SeedDocuments.saved(kind) != nil else {
      #expect(files.contents["seed.json"] == nil)
      #expect(seed.contains(SeedDocuments.whyNotSaved(kind)))
      #expect([.sheet, .path, .scroll, .hero].contains(kind), "\(kind) is not saved")
      return
    }
    let text = try #require(files.contents["seed.json"], "\(kind) was not saved:\n\(seed)")
    #expect(try SceneDocument.load(text).name == kind.name)
    let file = Self.run(["load seed.json"] + frames, files: files)
    func shown(_ transcript: String) -> [String] {
      // The picture each `show` draws: its lines after the status line, up to the next prompt.
      transcript.components(separatedBy: Session.prompt).filter { $0.hasPrefix("show\n") }.map {
        $0.split(separator: "\n").dropFirst(2).joined(separator: "\n")
      }
    }
    #expect(shown(seed).count == times.count)
    #expect(shown(file) == shown(seed), "\(kind)")
  }

  @Test("a replay prints the transcript of what was recorded, line for line")
  func replayMatchesRecording() throws {
    let files = try Self.files()
    let recorded = [
      "load card.json", "seek 0.25s", "set fade curve easeIn", "add label mid at 0.75s", "play", "step 250ms",
      "items", "state", "nonsense",
    ]
    let typed = Self.run(["record s.txt"] + recorded + ["record stop"], files: files)
    #expect(files.contents["s.txt"] == recorded.map { $0 + "\n" }.joined())
    let replayed = Self.run(["replay s.txt"], files: files)
    // The typed transcript of the recorded lines, and the replay's lines between its header and end.
    let typedLines = typed.components(separatedBy: "\n")
    let start = try #require(typedLines.firstIndex { $0.hasSuffix("> load card.json") })
    let stop = try #require(typedLines.firstIndex { $0.hasSuffix("> record stop") })
    let replayLines = replayed.components(separatedBy: "\n")
    let first = try #require(replayLines.firstIndex { $0.hasPrefix("replaying ") }) + 1
    let last = try #require(replayLines.firstIndex { $0.hasPrefix("end of ") })
    #expect(Array(replayLines[first..<last]) == Array(typedLines[start..<stop]))
  }

  @Test("a file that fails to load leaves the scene as it was")
  func badLoadChangesNothing() throws {
    let files = try Self.files()
    var configuration = SessionConfiguration()
    configuration.readFile = { path throws(FileError) in
      guard let text = files.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    let session = Session(configuration: configuration)
    _ = session.handle("load card.json")
    _ = session.handle("seek 0.25s")
    let before = session.statusLine()
    let scene = session.scene
    #expect(session.handle("load broken.json").failed)
    #expect(session.handle("load missing.json").failed)
    #expect(session.handle("add tween x card.opacity to 1 for nan").failed)
    #expect(session.scene === scene)
    #expect(session.statusLine() == before)
  }
}

/// The guide `Documentation/TimelinesAsData.md`: its example file is the exporter's, and its
/// transcripts are what the demo prints (regenerated with `ANIMATOR_UPDATE_GOLDEN=1`).
@Suite("Timelines as data guide")
struct TimelinesAsDataGuideTests {
  static let root = ExecutableTests.packageRoot
  static let guide = root.appendingPathComponent("Documentation/TimelinesAsData.md")
  static let example = "Documentation/Examples/card.json"

  @Test("the example file, the guide's copy and the exporter's copy are the same")
  func example() throws {
    let file = try String(contentsOf: Self.root.appendingPathComponent(Self.example), encoding: .utf8)
    #expect(DataPictures.exampleText + "\n" == file)
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    #expect(guide.contains("```json\n" + file + "```"))
    #expect(try FileScene(document: try SceneDocument.load(file)).timeline.children.count == 4)
  }

  @Test("every transcript of the guide is what animator prints for its input")
  func transcripts() throws {
    var lines = try String(contentsOf: Self.guide, encoding: .utf8).components(separatedBy: "\n")
    let blocks = try DemoGuideTranscriptTests.blocks(lines)
    #expect(!blocks.isEmpty)
    let files = SceneGoldenTests.Files()
    files.contents[Self.example] = try String(
      contentsOf: Self.root.appendingPathComponent(Self.example), encoding: .utf8)
    func output(_ block: DemoGuideTranscriptTests.Block) -> String {
      // As `animator` prints a script, with the last prompt at the end of input.
      let text = SceneGoldenTests.run(block.input, files: files) + Session.prompt + "\n"
      return text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        .joined(separator: "\n")
    }
    if Transcript.isRecording {
      for block in blocks.reversed() {
        var out = output(block).components(separatedBy: "\n")
        if out.last == "" { out.removeLast() }
        lines.replaceSubrange(block.outputLines, with: out)
      }
      try lines.joined(separator: "\n").write(to: Self.guide, atomically: true, encoding: .utf8)
      Issue.record("rewrote the transcripts of TimelinesAsData.md; review them and run again")
      return
    }
    for block in blocks {
      let expected = lines[block.outputLines].joined(separator: "\n") + "\n"
      let difference = Transcript.difference(output(block), expected)
      #expect(difference == nil, "\(block.command)\n\(difference ?? "")")
    }
  }
}
