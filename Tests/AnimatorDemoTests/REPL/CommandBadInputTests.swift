import Animator
import Foundation
import Testing

@testable import AnimatorDemoKit

/// The demo's part of the bad-input table: lines the REPL cannot take, each answered in one line
/// that says what to type, with the scene exactly as it was (its status and its frame). The table
/// is written into `Documentation/BadInput.md` between its own markers; regenerate it with
/// `ANIMATOR_UPDATE_DOCS=1 swift test --filter CommandBadInputTests`.
@Suite("The demo's bad-input table")
struct CommandBadInputTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var scene: SceneKind
    var line: String
    var answer: String
    var testDescription: String { "\(line.debugDescription) in \(scene.name)" }

    /// The row in Markdown; long lines are described rather than shown.
    var markdown: String {
      let shown =
        line.isEmpty
        ? "an empty line"
        : line.count > 40 ? "a line of \(line.utf8.count) bytes" : "`\(line.debugDescription.dropFirst().dropLast())`"
      return "| \(scene.name) | \(shown) | \(answer.split(separator: "|").joined(separator: "\\|")) |"
    }
  }

  static let rows: [Row] = [
    Row(scene: .splash, line: "plya", answer: #"unknown command "plya": try "play", or "help""#),
    Row(scene: .splash, line: "", answer: #"empty line: type a command, like "play", or "help" for all of them"#),
    Row(
      scene: .splash, line: String(repeating: "x", count: 1001),
      answer: #"that line is 1001 bytes long; commands are short, like "play": try "help""#),
    Row(
      scene: .splash, line: "play\u{7}",
      answer: #"that line has control characters or bytes that are not text: type a command like "play", or "help""#),
    Row(scene: .splash, line: "play now", answer: #"play takes no arguments, but got "now": type just "play""#),
    Row(
      scene: .splash, line: "seek nan",
      answer: #"seek "nan"? give a time in seconds or milliseconds, like "seek 1.25s""#),
    Row(
      scene: .splash, line: "seek inf",
      answer: #"seek "inf"? give a time in seconds or milliseconds, like "seek 1.25s""#),
    Row(
      scene: .splash, line: "seek -1s", answer: #"seek -1s is out of range: give 0 to 3600 seconds, like "seek 1.25s""#),
    Row(
      scene: .splash, line: "step 1e300",
      answer: #"step "1e300"? give a time in seconds or milliseconds, like "step 16ms""#),
    Row(
      scene: .splash, line: "step 0", answer: #"step needs a time greater than zero, like "step 16ms" or "step 0.5s""#),
    Row(
      scene: .splash, line: "scrub 1.5",
      answer: #"scrub 1.5 is out of range: give 0 to 1 (or 0% to 100%), like "scrub 0.5""#
    ),
    Row(
      scene: .splash, line: "scrub nan",
      answer: #"scrub to "nan"? give a fraction from 0 to 1 or a percentage, like "scrub 0.5" or "scrub 50%""#),
    Row(
      scene: .splash, line: "speed 0",
      answer:
        #"speed 0 is out of range: give more than 0 and at most 100, like "speed 0.25" (to go backwards, type "reverse")"#
    ),
    Row(scene: .splash, line: "speed nan", answer: #"speed "nan"? give a factor, like "speed 0.5" or "speed 2""#),
    Row(
      scene: .splash, line: "finish middle",
      answer: #"finish at "middle"? the positions are start, end and current, like "finish end""#),
    Row(
      scene: .splash, line: "load nosuch",
      answer: #"no scene named "nosuch": the scenes are login, splash, launch, bars, expand, sheet, path, scroll, hero"#
    ),
    Row(scene: .splash, line: "watch -1", answer: #"watch -1 is out of range: give 0 to 3600 seconds, like "watch 2""#),
    Row(
      scene: .splash, line: "export 1000 frames",
      answer:
        #"export writes svg or docs, not "1000": type it like "export svg frame.svg", "export svg strip.svg 5" or "export docs images""#
    ),
    Row(
      scene: .splash, line: "curve steps(0)",
      answer: #"steps(N) needs a whole number from 1 to 100, like "curve steps(4)""#),
    Row(
      scene: .splash, line: "curve cubic(2,0,1,1)",
      answer: #"cubic(X1,Y1,X2,Y2) needs X1 and X2 in 0...1, like "curve cubic(0.2,0.8,0.2,1)""#),
    Row(scene: .splash, line: "finish end", answer: #"nothing to finish (splash: not started): type "play" first"#),
    Row(scene: .splash, line: "stop", answer: #"nothing to stop (splash: not started): type "play" first"#),
    Row(
      scene: .bars, line: "finish end",
      answer: #"bars is endless: it has no end to finish at (try "finish start" or "finish current")"#),
    Row(
      scene: .bars, line: "reverse",
      answer: #"bars is endless: there is no end to run back from (try "seek 2s" to go back in time)"#),
    Row(
      scene: .bars, line: "tap",
      answer: #"bars has no button: the bars move on their own (try "play", "pause" or "seek 3s")"#),
    Row(scene: .splash, line: "drag 0 10", answer: #"drag moves the sheet: type "load sheet" first"#),
    Row(
      scene: .sheet, line: "drag 0",
      answer: #"drag needs two numbers, a move in points across and down: type it like "drag 0 -200""#),
    Row(scene: .sheet, line: "drag nan 1", answer: #"drag "nan"? give a move in points, like "drag 0 -200""#),
    Row(scene: .sheet, line: "release 0 200000", answer: #"release 200000 is too large: at most 100000 either way"#),
    Row(scene: .sheet, line: "release 0 100", answer: #"nothing to release: drag the sheet first, like "drag 0 -200""#),
  ]

  @Test("every bad line gets one line of answer, and the scene stays exactly as it was", arguments: rows)
  func row(_ row: Row) {
    let session = Session(configuration: SessionConfiguration(), scene: row.scene)
    let status = session.statusLine()
    let frame = session.frameLines()
    let response = session.handle(row.line)
    #expect(response.lines == [row.answer])
    #expect(response.next == .prompt)
    #expect(session.statusLine() == status)
    #expect(session.frameLines() == frame)
  }

  static let begin = "<!-- demo-bad-input-table: generated by CommandBadInputTests; do not edit by hand -->"
  static let end = "<!-- end of demo-bad-input-table -->"

  static var table: String {
    (["| scene | line | answer |", "| --- | --- | --- |"] + rows.map(\.markdown)).joined(separator: "\n")
  }

  @Test("the bad-input page's table of the demo's bad lines is the one the tests check")
  func tableIsCurrent() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation/BadInput.md")
    let article = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(article.range(of: Self.begin))
    let finish = try #require(article.range(of: Self.end))
    let current = article[start.upperBound..<finish.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    if current == Self.table { return }
    if ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_DOCS"] != nil {
      let head = String(article[..<start.upperBound])
      let tail = String(article[finish.lowerBound...])
      let updated: String = head + "\n\n" + Self.table + "\n\n" + tail
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    Issue.record(
      "Documentation/BadInput.md's demo table is out of date: ANIMATOR_UPDATE_DOCS=1 swift test --filter CommandBadInputTests"
    )
  }
}
