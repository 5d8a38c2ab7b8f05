import Foundation
import Testing

@testable import AnimatorDemoKit

/// `record` in a terminal: the live views (`play` and `watch` moving the scene in real time, the
/// scrubber's keys) are written down as `live` lines, and `replay` repeats them on the manual clock
/// only, printing the same transcript. The terminal is a ``ScriptedTerminal``: its clock is its own,
/// its frames are late by irregular amounts, and its keys come at set times.
@Suite("Recording live views")
struct LiveRecordingTests {
  /// The views of `Golden/live.input`, in order: `play` to the end; `play` then space at 0.4 s;
  /// the scrubber's → → shift-→, space (play), r (reverse) and q; `watch 0.3` with a resize.
  static func terminal() -> ScriptedTerminal {
    ScriptedTerminal(
      views: [
        ScriptedTerminal.View(),
        ScriptedTerminal.View(keys: [ScriptedTerminal.key(" ", at: .milliseconds(400))]),
        ScriptedTerminal.View(keys: [
          ScriptedTerminal.key("\u{1B}[C", at: .milliseconds(100)),
          ScriptedTerminal.key("\u{1B}[C", at: .milliseconds(150)),
          ScriptedTerminal.key("\u{1B}[1;2C", at: .milliseconds(200)),
          ScriptedTerminal.key(" ", at: .milliseconds(300)),
          ScriptedTerminal.key("r", at: .milliseconds(600)),
          ScriptedTerminal.key("q", at: .milliseconds(800)),
        ]),
        ScriptedTerminal.View(resizes: [(at: .milliseconds(100), columns: 100, rows: 30)]),
      ],
      lag: [.zero, .microseconds(412), .milliseconds(3), .nanoseconds(17), .milliseconds(41)])
  }

  /// The transcript of an interactive `animator` given `lines`, as the terminal shows it: the
  /// prompt, the line the terminal echoed, the output (the live views' screens are not in it).
  static func interactive(
    _ lines: [String], terminal: ScriptedTerminal, files: SceneGoldenTests.Files
  ) throws -> String {
    let program = DemoProgram(
      arguments: ["--color", "none"], environment: [:], inputIsTerminal: true, outputIsTerminal: true,
      terminalSize: (columns: 80, rows: 24))
    #expect(program.isInteractive)
    program.liveTerminal = terminal
    let session = try #require(program.session)
    session.configuration.readFile = { path throws(FileError) in
      guard let text = files.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    session.configuration.writeFile = { path, text throws(FileError) in files.contents[path] = text }
    var remaining = lines[...]
    var output = ""
    _ = program.run(
      readLine: {
        guard let line = remaining.popFirst() else { return nil }
        output += line + "\n"
        return line
      },
      write: { output += $0 })
    return output
  }

  /// The lines of `transcript` from the prompt line ending `from` up to (not with) the one ending
  /// `upTo`.
  static func section(_ transcript: String, from: String, upTo: String) throws -> [String] {
    let lines = transcript.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix(Session.prompt) && $0.hasSuffix(from) })
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix(Session.prompt) && $0.hasSuffix(upTo) })
    return Array(lines[start..<end])
  }

  @Test("a session with real-time views prints its golden transcript, and its replay prints it again")
  func golden() throws {
    let files = SceneGoldenTests.Files()
    let terminal = Self.terminal()
    let output = try Self.interactive(try Transcript.input("live"), terminal: terminal, files: files)
    #expect(terminal.entered == 4, "the replay opened no view of its own: it never reads the clock")
    let recorded = try #require(files.contents["live.txt"])
    if Transcript.isRecording || Transcript.expected("live") == nil {
      try Transcript.record("live", output)
      try recorded.write(
        to: Transcript.goldenDirectory.appendingPathComponent("live.recording"), atomically: true, encoding: .utf8)
      #expect(!Transcript.isRecording, "recorded Golden/live.output and live.recording; review them and run again")
      return
    }
    let expected = try #require(Transcript.expected("live"))
    let difference = Transcript.difference(output, expected)
    #expect(difference == nil, "\(difference ?? "")")
    let expectedRecording = try String(
      contentsOf: Transcript.goldenDirectory.appendingPathComponent("live.recording"), encoding: .utf8)
    #expect(Transcript.difference(recorded, expectedRecording) == nil, "the recording's format changed")

    // The replay, between its header and its end, is the typed session line for line.
    let typed = try Self.section(output, from: "new card", upTo: "record stop")
    let lines = output.components(separatedBy: "\n")
    let first = try #require(lines.firstIndex { $0.hasPrefix("replaying ") }) + 1
    let last = try #require(lines.firstIndex { $0.hasPrefix("end of ") })
    #expect(Array(lines[first..<last]) == typed)
  }

  @Test("the recording holds every frame's exact step and each key as the command it stands for")
  func recordingContents() throws {
    let files = SceneGoldenTests.Files()
    _ = try Self.interactive(try Transcript.input("live"), terminal: Self.terminal(), files: files)
    let lines = try #require(files.contents["live.txt"]).components(separatedBy: "\n")
    #expect(lines.first == "live size 80x22", "the prompt's size goes first, in a terminal")
    #expect(lines.filter { $0.hasPrefix("live watch ") }.count == 3)
    #expect(lines.filter { $0.hasPrefix("live scrub ") }.count == 1)
    #expect(lines.contains("live size 100x30"), "the resize during watch")
    // The keys: space in watch pauses; the scrubber's arrows are seeks to exact times (1% and 10%
    // of the 1 s run from where the playhead was), space plays, r reverses; q and the end of watch
    // change nothing.
    #expect(lines.contains("live pause") && lines.contains("live play") && lines.contains("live reverse"))
    let seeks = lines.filter { $0.hasPrefix("live seek ") }
    #expect(seeks.count == 3)
    #expect(lines.contains("live end key"), "q closed the scrubber")
    // Each frame is a step of exactly the real time that passed: the scripted clock's 33 ms frames,
    // late by the lags (so never a round 33 ms every time), and together they add up to the
    // playhead's moves.
    let steps = lines.filter { $0.hasPrefix("live step ") }
    #expect(steps.count > 40)
    #expect(steps.contains("live step 0.033412s") || steps.contains { $0.hasSuffix("000017s") })
    for line in lines where !line.isEmpty && !line.hasPrefix("live ") {
      #expect(try Transcript.input("live").contains(line), "\(line) was typed")
    }
  }

  @Test("a replay in a plain scripted session, with no terminal at all, prints the same transcript")
  func replayWithoutTerminal() throws {
    let files = SceneGoldenTests.Files()
    let output = try Self.interactive(try Transcript.input("live"), terminal: Self.terminal(), files: files)
    let typed = try Self.section(output, from: "new card", upTo: "record stop")
    let replayed = SceneGoldenTests.run(["replay live.txt"], files: files).components(separatedBy: "\n")
    let first = try #require(replayed.firstIndex { $0.hasPrefix("replaying ") })
    #expect(replayed[first].contains("and 4 live views"))
    let last = try #require(replayed.firstIndex { $0.hasPrefix("end of ") })
    #expect(Array(replayed[(first + 1)..<last]) == typed)
  }

  @Test("steps and numbers are written exactly and read back to the same value")
  func exactNumbers() throws {
    for duration in [
      Duration.nanoseconds(33_000_412), .nanoseconds(1), .seconds(2),
      Duration(secondsComponent: 1, attosecondsComponent: 7),
    ] {
      let line = LiveLine.step(duration)
      #expect(try LiveLine.parse(line.text) == line, "\(line.text)")
    }
    #expect(LiveLine.step(.nanoseconds(33_000_412)).text == "live step 0.033000412s")
    for value in [0.41000000000000003, 1e-05, 2.5e-07, 0.0, 0.3, 1234.5, -40.0, 1.0 / 3] {
      let text = LiveLine.exact(value)
      #expect(!text.contains("e"), "\(text)")
      #expect(CommandParser.decimal(text) == value, "\(text) reads back as \(value)")
      if value >= 0 { #expect(try LiveLine.parse("live seek \(text)s") == .command(.seek(value))) }
    }
    #expect(try LiveLine.parse("live drag 0 -40.0") == .command(.drag(dx: 0, dy: -40)))
  }

  @Test("a frame longer than an hour (the machine slept) moves the clock an hour, and so does its replay")
  func longFrame() throws {
    let files = SceneGoldenTests.Files()
    var configuration = SessionConfiguration()
    configuration.writeFile = { path, text throws(FileError) in files.contents[path] = text }
    let session = Session(configuration: configuration, scene: .bars)
    _ = session.handle("record r.txt")
    _ = session.handle("play")
    session.liveBegin(mode: .watch, columns: 80, rows: 24)
    session.liveAdvance(by: .seconds(5000))
    session.liveAdvance(by: .zero)
    _ = session.liveEnd(byKey: true, columns: 80, rows: 24)
    _ = session.handle("record stop")
    let text = try #require(files.contents["r.txt"])
    #expect(text == "play\nlive watch 80x24\nlive step 3600s\nlive end key\n")
    #expect(try ReplayEntry.read(text.components(separatedBy: "\n").dropLast().map { $0 }).count == 2)
  }

  @Test(
    "a malformed recording is refused with the line it is on, and nothing is replayed",
    arguments: [
      ("play\nlive watch 80x22\nlive step 0.033s\n", "line 3: the last live view has no \"live end\""),
      ("play\nlive watch 80x22\nlive stepp 1s\nlive end\n", "line 3: live \"stepp\""),
      ("play\nlive watch 80x22\nlive step -1s\nlive end\n", "line 3: live step needs a time"),
      ("play\nlive watch 80x22\nlive step 0s\nlive end\n", "line 3: live step needs a time"),
      ("play\nlive watch 80x22\nlive step 5000s\nlive end\n", "line 3: live step needs a time"),
      ("play\nlive watch 80x22\nlive step 0.1234567890123456789s\nlive end\n", "line 3: live step needs a time"),
      ("play\nlive watch 80x22\nlive load splash\nlive end\n", "line 3: live \"load\"? a key stands for"),
      ("play\nlive watch 0x22\nlive end\n", "line 2: live watch needs the view's size"),
      ("live watch 80x22\nlive end\n", "line 1: a live view opens only right after"),
      ("play\nlive step 0.033s\n", "line 2: \"live step 0.033s\" belongs inside a live view"),
      ("play\nlive watch 80x22\nstate\nlive end\n", "line 3: a live view is still open"),
      ("play\nlive watch 80x22\nlive watch 80x22\nlive end\n", "line 3: a live view is still open"),
      ("play\nlive end now\n", "line 2: live end takes nothing"),
      ("play\nlive\n", "line 2: a live line needs what happened"),
    ])
  func malformed(text: String, message: String) throws {
    let files = SceneGoldenTests.Files()
    files.contents["bad.txt"] = text
    var configuration = SessionConfiguration()
    configuration.readFile = { path throws(FileError) in
      guard let text = files.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    let session = Session(configuration: configuration, scene: .splash)
    _ = session.handle("seek 0.2s")
    let before = session.statusLine()
    let response = session.handle("replay bad.txt")
    #expect(response.failed)
    #expect(response.lines.count == 1)
    #expect(
      response.lines.first?.hasPrefix("\"bad.txt\" is not a recording: \(message)") == true,
      "\(response.lines.first ?? "")")
    #expect(session.statusLine() == before, "nothing ran")
  }

  @Test("live lines typed at the prompt are refused, change nothing, and are not recorded")
  func typedLiveLines() throws {
    let files = SceneGoldenTests.Files()
    var configuration = SessionConfiguration()
    configuration.writeFile = { path, text throws(FileError) in files.contents[path] = text }
    let session = Session(configuration: configuration, scene: .splash)
    _ = session.handle("record r.txt")
    let before = session.statusLine()
    for line in ["live step 1s", "live end", "LIVE watch 80x22", "live pause"] {
      let response = session.handle(line)
      #expect(response.failed)
      #expect(response.lines.first?.hasPrefix("live lines are what a recording wrote down") == true)
    }
    #expect(session.statusLine() == before)
    _ = session.handle("record stop")
    #expect(files.contents["r.txt"] == "")
  }

  @Test("a view that cannot open is recorded, and its replay says so again")
  func unavailable() throws {
    final class NoTerminal: LiveTerminal {
      func enter() -> Bool { false }
      func restore() {}
      func size() -> (columns: Int, rows: Int)? { nil }
      func takeResize() -> Bool { false }
      var now: Duration { .zero }
      func readBytes(timeout: Duration) -> [UInt8] { [] }
      func write(_ text: String) {}
    }
    let files = SceneGoldenTests.Files()
    var configuration = SessionConfiguration()
    configuration.interactive = true
    configuration.writeFile = { path, text throws(FileError) in files.contents[path] = text }
    configuration.readFile = { path throws(FileError) in
      guard let text = files.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    let session = Session(configuration: configuration, scene: .splash)
    _ = session.handle("record r.txt")
    #expect(session.handle("play").next == .watch(seconds: nil))
    #expect(
      LiveView.run(session, mode: .watch, seconds: nil, terminal: NoTerminal()) == [Session.liveUnavailableMessage])
    _ = session.handle("record stop")
    #expect(files.contents["r.txt"] == "live size 80x24\nplay\nlive unavailable\n")
    _ = session.handle("load splash")
    let replay = session.handle("replay r.txt").lines
    #expect(replay.contains(Session.liveUnavailableMessage))
  }
}
