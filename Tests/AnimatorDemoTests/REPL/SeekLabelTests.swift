import Animator
import AnimatorScene
import Testing

@testable import AnimatorDemoKit

/// `seek LABEL` moves to a label of the loaded timeline, as `Timeline.seek(toLabel:)` does, and
/// `timeline` draws the labels: a marker at each label's time and its name.
@Suite("Labels: seek and timeline")
struct SeekLabelTests {
  /// A user's scene: a one-second fade, the label `half` at 0.5 s and `end` at its end.
  func session() -> Session {
    let session = Session(configuration: SessionConfiguration())
    _ = session.handle("new card")
    _ = session.handle("add tween fade box.opacity to 0 for 1s")
    _ = session.handle("add label half at 0.5s")
    _ = session.handle("add label end at 1s")
    return session
  }

  @Test("seek LABEL moves the playhead to the label, paused, where Timeline.seek(toLabel:) moves it")
  func seeksToLabel() throws {
    let session = session()
    #expect(session.handle("seek half").lines == ["moved to label half at 0.50 s, paused", session.statusLine()])
    #expect(session.scene.playheadSeconds.isApproximatelyEqual(to: 0.5))
    let file = try #require(session.scene as? FileScene)
    let reference = try FileScene(document: file.document)
    try reference.timeline.seek(toLabel: "half")
    #expect(file.timeline.time.isApproximatelyEqual(to: reference.timeline.time))
    #expect(!session.scene.player.isRunning)
    _ = session.handle("seek end")
    #expect(session.scene.position.isApproximatelyEqual(to: 1))
  }

  @Test("an unknown label names the nearest and the labels; a scene without labels asks for a time")
  func unknownLabel() {
    let session = session()
    #expect(
      session.handle("seek hlaf").lines == [
        "no label \"hlaf\" in card: try \"seek half\"; its labels are half, end (or give a time, like \"seek 1.25s\")"
      ])
    #expect(session.scene.playheadSeconds == 0)
    let splash = Session(configuration: SessionConfiguration(), scene: .splash)
    #expect(
      splash.handle("seek intro").lines == [
        "seek \"intro\"? splash has no labels: give a time in seconds, like \"seek 1.25s\""
      ])
  }

  @Test("times and number spellings stay times: seek 1s, seek nan and seek -1s are not labels")
  func parsing() {
    #expect(CommandParser.parse("seek half") == .success(.seekLabel("half")))
    #expect(CommandParser.parse("seek 0.5s") == .success(.seek(0.5)))
    for line in ["seek nan", "seek inf", "seek -1s", "seek 1e300"] {
      guard case .failure = CommandParser.parse(line) else {
        Issue.record("\(line) parsed")
        continue
      }
    }
  }

  @Test("timeline draws each label: a marker at its time, its name, and its time on the right")
  func timelineDrawsLabels() throws {
    let session = session()
    let lines = session.handle("timeline").lines
    let row = try #require(lines.first { $0.hasPrefix("labels ") }, "\(lines)")
    #expect(row.contains("◆half"))
    #expect(row.filter { $0 == "◆" }.count == 2, "\(row)")
    #expect(row.hasSuffix("│ half 0.50 s; end 1.00 s"), "\(row)")
    // The marker sits over the label's time on the axis: half way across the lanes.
    let axis = try #require(lines.first { $0.contains("┌") })
    let start = try #require(axis.firstIndex(of: "┌"))
    let end = try #require(axis.firstIndex(of: "┐"))
    let width = axis.distance(from: start, to: end) - 1
    let marker = try #require(row.firstIndex(of: "◆"))
    let column = row.distance(from: row.startIndex, to: marker) - axis.distance(from: axis.startIndex, to: start) - 1
    #expect(abs(column - width / 2) <= 1, "column \(column) of \(width)")
    // A scene without labels has no labels row.
    let splash = Session(configuration: SessionConfiguration(), scene: .splash)
    #expect(!splash.handle("timeline").lines.contains { $0.hasPrefix("labels ") })
  }
}
