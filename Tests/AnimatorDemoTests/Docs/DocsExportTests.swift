import Animator
import Foundation
import Testing

@testable import AnimatorDemoKit

/// `export docs DIR`: the pictures of `Documentation/`, generated from the library, well-formed,
/// the same bytes on every run, and drawn from what the code does.
@Suite("Documentation pictures")
struct DocsExportTests {
  @Test("every picture is well-formed SVG with a title, and the paths are unique")
  func wellFormed() throws {
    let files = try DocsExport.files()
    #expect(files.count >= 50)
    #expect(Set(files.map(\.path)).count == files.count)
    for file in files {
      let elements = try SVGRendererTests().parse(file.contents)
      #expect(elements.first?.name == "svg", "\(file.path) is not an SVG document")
      #expect(elements.contains { $0.name == "title" }, "\(file.path) has no title")
    }
  }

  @Test("two exports give the same bytes")
  func deterministic() throws {
    #expect(try DocsExport.files() == DocsExport.files())
  }

  @Test("there is a plot for every named curve, the springs, keyframes, every scene and both diagrams")
  func coverage() throws {
    let paths = Set(try DocsExport.files().map(\.path))
    for entry in CurveCatalog.named {
      #expect(paths.contains("Curves/\(entry.name).svg"))
    }
    for kind in SceneKind.allCases {
      #expect(paths.contains("Scenes/\(kind.name).svg"))
    }
    for path in [
      "Curves/named.svg", "Curves/easings.svg", "Curves/steps.svg", "Springs/underdamped.svg",
      "Springs/critically-damped.svg", "Springs/overdamped.svg", "Springs/comparison.svg",
      "Springs/seed-000-login.svg", "Keyframes/seed-002-mask.svg", "Keyframes/calculation-modes.svg",
      "StateMachine/diagram.svg", "Timelines/seed-002-launch.svg", "Timelines/intro.svg", "Motion/decay.svg",
      "Motion/bounded-decay.svg", "Motion/rubber-band.svg", "Motion/velocity-hand-off.svg",
      "Motion/bounded-decay-2d.svg", "Motion/decay-animation.svg", "Motion/playhead-fling.svg",
      "Data/card-frames.svg", "Data/card-timeline.svg", "Data/card-edited-frames.svg", "Data/card-edited-timeline.svg",
      "Paths/motion-path.svg", "Paths/paced-vs-linear.svg", "Paths/path-tangent.svg", "Paths/path-angle.svg",
    ] {
      #expect(paths.contains(path), "missing \(path)")
    }
  }

  @Test("the paced picture's dots are equal lengths apart along the path, the unpaced ones are not")
  func pacedPicture() throws {
    let file = try #require(try DocsExport.files().first { $0.path == "Paths/paced-vs-linear.svg" })
    let dots = try SVGRendererTests().parse(file.contents).filter { $0.attributes["data-role"] == "sample" }.map {
      Point2D(x: Double($0.attributes["cx"] ?? "") ?? .nan, y: Double($0.attributes["cy"] ?? "") ?? .nan)
    }
    #expect(dots.count == 50, "25 steps of time in each panel")
    let measured = try MeasuredPath(Path2D(svgPathData: DocsPlots.motionPathData))
    /// Where along the path each dot is: the length whose point is nearest to it.
    func lengths(_ points: ArraySlice<Point2D>) -> [Double] {
      points.map { dot in
        var best = (length: 0.0, distance: Double.infinity)
        for step in 0...20_000 {
          let length = measured.length * Double(step) / 20_000
          let point = measured.point(atLength: length)
          let distance = ((point.x - dot.x) * (point.x - dot.x) + (point.y - dot.y) * (point.y - dot.y)).squareRoot()
          if distance < best.distance { best = (length, distance) }
        }
        #expect(best.distance < 0.05, "the dot \(dot) is on the path")
        return best.length
      }
    }
    func gaps(_ lengths: [Double]) -> [Double] { zip(lengths.dropFirst(), lengths).map { $0 - $1 } }
    let paced = gaps(lengths(dots[0..<25]))
    let step = measured.length / 24
    #expect(paced.allSatisfy { abs($0 - step) < 0.1 }, "\(paced)")
    let linear = gaps(lengths(dots[25..<50]))
    #expect((linear.max() ?? 0) > 2 * (linear.min() ?? 0), "\(linear)")
  }

  @Test("the state diagram's arrows are the transitions of the state table")
  func stateDiagram() throws {
    let found = try StateDiagram.transitions().map { "\($0.from.rawValue) → \($0.to.rawValue): \($0.actions)" }
    #expect(
      found == [
        "inactive → running: [\"startAnimation()\", \"startAnimation(afterDelay:)\", \"restart()\"]",
        "inactive → paused: [\"pauseAnimation()\", \"fractionComplete = f\"]",
        "running → inactive: [\"stopAnimation(true)\", \"runs to its end (or start)\"]",
        "running → paused: [\"pauseAnimation()\", \"ends, with pausesOnCompletion\"]",
        "running → stopped: [\"stopAnimation(false)\"]",
        "paused → inactive: [\"stopAnimation(true)\"]",
        "paused → running: [\"startAnimation()\", \"startAnimation(afterDelay:)\", \"restart()\", \"continueAnimation(…)\"]",
        "paused → stopped: [\"stopAnimation(false)\"]",
        "stopped → inactive: [\"finishAnimation(at:)\"]",
      ])
    let svg = try StateDiagram.file().contents
    for transition in try StateDiagram.transitions() {
      #expect(svg.contains("data-transition=\"\(transition.from.rawValue)-\(transition.to.rawValue)\""))
    }
  }

  @Test("the timeline diagram reads the timeline's own children, labels and nesting")
  func timelineLayout() throws {
    let (lanes, marks) = TimelineDiagram.layout(try TimelineExample.intro())
    #expect(lanes.map(\.name) == ["splash", "shrink", "grow", "hide logo", "row 1", "row 2", "row 3"])
    #expect(lanes.map(\.depth) == [0, 1, 1, 1, 0, 0, 0])
    let shrink = try #require(lanes.first { $0.name == "shrink" })
    #expect(shrink.start.isApproximatelyEqual(to: 1) && shrink.end.isApproximatelyEqual(to: 1.3))
    let row3 = try #require(lanes.last)
    #expect(row3.start.isApproximatelyEqual(to: 1.6) && row3.end.isApproximatelyEqual(to: 2))
    #expect(marks.map(\.name) == ["splash/grow", "content"])
    #expect(marks.map(\.time).map { ($0 * 1000).rounded() } == [1300, 1400])
    let launch = TimelineDiagram.layout(LaunchScene().timeline).lanes
    #expect(Set(launch.map(\.name)) == ["mask", "remove mask", "veil", "remove veil", "bump", "back"])
  }

  @Test("export docs writes every file under the folder, making the folders it needs")
  func session() throws {
    var files: [String: String] = [:]
    var folders: [String] = []
    var configuration = SessionConfiguration()
    configuration.writeFile = { path, contents throws(FileError) in files[path] = contents }
    configuration.makeDirectory = { path throws(FileError) in folders.append(path) }
    let session = Session(configuration: configuration)
    let response = session.handle("export docs out/images")
    #expect(!response.failed)
    let expected = try DocsExport.files()
    #expect(
      response.lines == [
        "wrote \(expected.count) SVG files under out/images: Curves, Springs, Keyframes, Scenes, Graphs, StateMachine, Timelines, Motion, Paths, Scroll, Lifetimes, Data"
      ])
    #expect(files.count == expected.count)
    #expect(
      files["out/images/StateMachine/diagram.svg"] == expected.first { $0.path == "StateMachine/diagram.svg" }?.contents
    )
    #expect(folders.prefix(3) == ["out", "out/images", "out/images/Curves"])
    #expect(Set(folders).count == folders.count, "each folder is made once")
  }

  @Test("a folder that cannot be made is one line and a failure; so is a malformed export")
  func failures() {
    var configuration = SessionConfiguration()
    configuration.makeDirectory = { path throws(FileError) in throw FileError(message: "Permission denied") }
    let session = Session(configuration: configuration)
    let response = session.handle("export docs /root/x")
    #expect(response.failed)
    #expect(response.lines == ["could not write the pictures under \"/root/x\": Permission denied"])
    #expect(session.handle("export docs").failed)
    #expect(session.handle("export docs a b").failed)
    #expect(CommandParser.parse("export docs images") == .success(.exportDocs(path: "images")))
  }

  @Test("`animator export docs DIR` writes the pictures, the same as the committed ones' generator")
  func commandLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animator-docs-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (output, status) = try ExecutableTests.run(["export", "docs", folder.path], input: "")
    #expect(status == 0, "\(output)")
    #expect(output.hasPrefix("wrote "))
    for file in try DocsExport.files() {
      let written = try String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
      #expect(written == file.contents, "\(file.path) differs")
    }
    let bad = try ExecutableTests.run(["export", "docs", "/dev/null/x"], input: "")
    #expect(bad.status == 1)
    #expect(bad.output.hasPrefix("could not write the pictures under \"/dev/null/x\""))
    let typo = try ExecutableTests.run(["exprot", "docs", "x"], input: "")
    #expect(typo.status == 1)
    #expect(typo.output.hasPrefix("unknown command \"exprot\""))
  }
}
