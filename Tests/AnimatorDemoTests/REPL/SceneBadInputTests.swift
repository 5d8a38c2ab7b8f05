import Testing

@testable import AnimatorDemoKit

/// Bad input for every command on the user's own timeline (`load FILE`, `new`, `add`, `move`,
/// `remove`, `set`, `items`, `save`, `record`, `replay`, and the `live` lines only a recording may
/// hold): one line of answer that says what was wrong, the response marked failed, and the session
/// exactly as it was: the scene object, its status, its frame, its items, its document, and the
/// recording.
@Suite("Scene commands' bad input")
struct SceneBadInputTests {
  static let lines = [
    // load, new, items, save
    "load missing.json", "load broken.json", "load a.json b.json", "new a b", "items now", "save", "save a b",
    "save locked/card.json",
    // record and replay
    "record a b", "record again.txt", "replay", "replay a b", "replay missing.txt", "replay unclosed.txt",
    "replay misplaced.txt",
    // add
    "add", "add tween", "add tween fade", "add tween x box.opacity", "add tween x box.opacity to 1",
    "add tween x box.opacity for 1s", "add tween x box.opacity to 1 for 1s curve wobbly",
    "add tween x box.opacity to abc for 1s", "add tween x box.opacity to 1 for 1s at -1s",
    "add tween x nobody.opacity to 1 for 1s", "add tween x box.colour to 1 for 1s",
    "add tween x box.position to 1 for 1s", "add tween x box.bounds to 1,2 for 1s",
    "add tween x box.backgroundColor to #XYZ for 1s", "add tween x box.opacity to 1 for nan",
    "add tween fade box.opacity to 1 for 1s", "add label", "add label one two", "add label mid",
    "add marker", "add marker m at x", "add spring x box.opacity", "add spring x",
    "add spring x box.opacity to 1 spring wobbly", "add spring x box.opacity to 1 spring 100",
    "add spring x box.opacity to 1 spring -5,10", "add spring x box.opacity to 1 spring 100,10,0",
    "add spring x box.backgroundColor to #FF0000", "add spring x box.opacity to 1 for 1s",
    "add keyframes k box.opacity", "add keyframes k box.opacity values 0;1",
    "add keyframes k box.opacity values 0;x;1 for 1s", "add keyframes k box.opacity values 0;1;0 for 1s keyTimes 0,0.5",
    "add keyframes k box.opacity values 0;1;0 for 1s keyTimes 0,0.7,0.5",
    "add keyframes k box.opacity values 0;1;0 for 1s curves easeIn,wobbly",
    "add keyframes k box.position values 0;1 for 1s", "add keyframes k box.opacity values 0;1 for -1s",
    // move, remove, set
    "move", "move nothing 1s", "move fade", "move fade soon", "move fade -1s", "move fade 4000s", "move mid nan",
    "remove", "remove nothing", "remove fade extra", "set", "set fade", "set fade speed 2", "set fade curve wobbly",
    "set fade duration -1s", "set nothing curve easeIn", "set mid curve easeIn",
    "set mid duration 1s",
    // live lines belong to recordings
    "live step 1s", "live end", "live watch 80x22",
  ]

  final class Files {
    var contents: [String: String] = [:]
  }

  /// A session on a scene of its own, paused mid-run, recording to `r.txt`.
  static func session() throws -> (Session, Files) {
    let files = Files()
    let golden = try SceneGoldenTests.files()
    files.contents = golden.contents
    files.contents["unclosed.txt"] = "play\nlive watch 80x22\nlive step 0.033s\n"
    files.contents["misplaced.txt"] = "seek 0.1s\nlive step 0.033s\n"
    var configuration = SessionConfiguration()
    configuration.readFile = { path throws(FileError) in
      guard let text = files.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    configuration.writeFile = { path, text throws(FileError) in
      guard !path.hasPrefix("locked/") else { throw FileError(message: "Permission denied") }
      files.contents[path] = text
    }
    let session = Session(configuration: configuration)
    for line in ["new card", "add tween fade box.opacity to 0 for 1s", "add label mid at 0.5s", "seek 0.25s"] {
      #expect(!session.handle(line).failed, "\(line)")
    }
    _ = session.handle("record r.txt")
    return (session, files)
  }

  /// Everything a bad line must leave as it was.
  static func snapshot(_ session: Session) -> [String] {
    let file = session.scene as? FileScene
    return [session.statusLine()] + session.frameLines() + [
      file?.documentForSaving().jsonText() ?? "not a file scene", session.recording?.path ?? "not recording",
    ]
  }

  @Test("each bad line gets one line of answer, fails, and leaves the session as it was", arguments: lines)
  func badLine(_ line: String) throws {
    let (session, files) = try Self.session()
    let scene = session.scene
    let before = Self.snapshot(session)
    let written = files.contents
    let response = session.handle(line)
    #expect(response.failed)
    #expect(response.lines.count == 1, "\(response.lines)")
    #expect(response.next == .prompt)
    #expect(session.scene === scene)
    #expect(Self.snapshot(session) == before)
    #expect(files.contents == written, "no file was written")
  }

  @Test("record stop without a recording, and replay inside a replay, are refused and change nothing")
  func recordingState() throws {
    let (session, files) = try Self.session()
    #expect(!session.handle("record stop").failed)
    let before = Self.snapshot(session)
    let response = session.handle("record stop")
    #expect(response.failed && response.lines == ["not recording: type \"record FILE\" to start"])
    files.contents["nested.txt"] = "replay nested.txt\nrecord x.txt\n"
    let nested = session.handle("replay nested.txt").lines
    #expect(nested.contains("a replay cannot replay another file"))
    #expect(nested.contains("a replay cannot start or stop a recording"))
    #expect(Self.snapshot(session) == before && files.contents["x.txt"] == nil)
  }

  @Test("the editing commands on a seed scene are refused, and the seed is untouched")
  func seedsAreNotEdited() {
    for line in [
      "add label intro", "move fade 1s", "remove fade", "set fade curve easeIn", "items", "save seed.json",
    ] {
      let session = Session(configuration: SessionConfiguration(), scene: .splash)
      _ = session.handle("seek 0.2s")
      let scene = session.scene
      let before = Self.snapshot(session)
      let response = session.handle(line)
      #expect(response.failed && response.lines.count == 1, "\(line): \(response.lines)")
      #expect(session.scene === scene && Self.snapshot(session) == before, "\(line)")
    }
  }
}
