import Animator
import Testing

@testable import AnimatorDemoKit

@Suite("Formatting, timeline and curve plots")
struct FormatTests {
  @Test(
    "fixed-point numbers are the same everywhere: rounded half away from zero, no -0",
    arguments: [
      (1.2345, 2, "1.23"), (1.235, 2, "1.24"), (-0.001, 2, "0.00"), (-1.5, 0, "-2"), (0.5, 0, "1"), (1e20, 2, "huge"),
      (Double.nan, 2, "nan"), (-Double.infinity, 1, "-inf"), (12, 3, "12.000"),
    ])
  func fixed(value: Double, digits: Int, text: String) {
    #expect(Format.fixed(value, digits) == text)
  }

  @Test("values read as a person would write them")
  func values() {
    #expect(Format.value(AffineTransform2D.identity) == "identity")
    #expect(Format.value(AffineTransform2D(scaleX: 0.8, y: 0.8)) == "scale 0.80")
    #expect(Format.value(AffineTransform2D(translationX: 0, y: 30)) == "translate (0.0, 30.0)")
    #expect(Format.value(AffineTransform2D(rotationAngle: Double.pi)) == "rotate 180.0°")
    #expect(Format.value(Rect2D(x: 0, y: 0, width: 60, height: 60)) == "60.0×60.0")
    #expect(Format.value(Color(white: 1, alpha: 0.5)) == "#FFFFFF α 0.50")
  }

  @Test("a timeline puts the playhead in its column and draws each segment's progress")
  func timeline() throws {
    let lane = Lane(label: "x", segments: [Lane.segment(start: 0, duration: 1, "linear", curve: .linear)])
    let lines = TimelineView.lines(lanes: [lane], start: 0, end: 2, playhead: 1, width: 80)
    let row = try #require(lines.first { $0.hasPrefix("x ") })
    let cells = Array(row.split(separator: "│")[1])
    #expect(cells.first == "▁")
    #expect(cells[cells.count / 2 - 1] == "█")
    #expect(cells.last == " ", "the segment ends at 1 s of 2")
    let bottom = try #require(lines.last)
    let marks = Array(bottom.split(separator: "└")[1])
    #expect(marks.firstIndex(of: "▲") == cells.count / 2, "the playhead at 1 s of 2")
    #expect(bottom.hasSuffix("playhead 1.00 s"))
  }

  @Test("a curve plot runs from the bottom-left to the top-right for an increasing curve")
  func curvePlot() {
    let lines = CurvePlot.lines(.linear, width: 20, height: 5, timeLabel: "1")
    #expect(lines.count == 7)
    #expect(lines[0].hasPrefix("  1.00 ┤"))
    #expect(lines[4].hasPrefix("  0.00 ┼"))
    let top = Array(lines[0].unicodeScalars.suffix(20))
    let bottom = Array(lines[4].unicodeScalars.suffix(20))
    #expect(top.first == "⠁" || top.first == "⠉", "only the dotted 1.0 line at the top left")
    #expect(bottom.first != "⠀")
    #expect(top.last != "⠀")
  }

  @Test("the command line: script, scene, colour and size; mistakes are one message")
  func launchOptions() {
    let parsed = LaunchOptions.parse(["--script", "s.txt", "--scene", "bars", "--color", "256", "--size", "100x30"])
    guard case .success(let options) = parsed else {
      Issue.record("\(parsed)")
      return
    }
    #expect(options.scriptPath == "s.txt" && options.scene == .bars && options.colorMode == .ansi256)
    #expect(options.size?.columns == 100 && options.size?.rows == 30)
    for bad in [["--size", "5x5"], ["--scene"], ["--color", "pink"], ["--nope"]] {
      guard case .failure = LaunchOptions.parse(bad) else {
        Issue.record("\(bad) was accepted")
        continue
      }
    }
  }
}
