import Animator
import AnimatorScene
import Testing

@testable import AnimatorDemoKit

/// The demo's crashes, hangs and lost work that a hostile sweep found, each pinned by
/// the lines that found it. Every test here crashed, hung or failed before its fix.
@Suite("What the hostile sweep found in the demo")
struct HostileSessionTests {
  /// Files in memory for a session.
  final class Disk {
    var contents: [String: String] = [:]
  }

  static func session(_ disk: Disk = Disk()) -> Session {
    var configuration = SessionConfiguration()
    configuration.readFile = { path throws(FileError) in
      guard let text = disk.contents[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    configuration.writeFile = { path, text throws(FileError) in disk.contents[path] = text }
    return Session(configuration: configuration)
  }

  /// A scene file of `count` layers, each the sublayer of the one before.
  static func chain(_ count: Int) -> String {
    var layers = [#"{"name": "l0", "bounds": [0, 0, 100, 100]}"#]
    for index in 1..<count {
      layers.append(#"{"name": "l\#(index)", "parent": "l\#(index - 1)", "bounds": [0, 0, 100, 100]}"#)
    }
    return #"{"format": "animator-scene", "version": 2, "name": "deep", "size": [100, 100], "layers": ["#
      + layers.joined(separator: ",\n") + "]}"
  }

  @Test("play after a run of your own scene ended plays your scene again, not a seed")
  func playAgainKeepsTheUsersScene() {
    let session = Self.session()
    for line in ["new mine", "add tween grow box.bounds to 0,0,200,200 for 1s", "play", "finish end"] {
      #expect(!session.handle(line).failed, "\(line)")
    }
    let again = session.handle("play").lines.joined(separator: "\n")
    #expect(again.contains("mine"), "\(again)")
    let items = session.handle("items")
    #expect(!items.failed)
    #expect(items.lines.joined().contains("grow"), "\(items.lines)")
  }

  @Test("tap in a scene of your own replays your scene, not a seed")
  func tapKeepsTheUsersScene() {
    let session = Self.session()
    for line in ["new mine", "add tween grow box.bounds to 0,0,200,200 for 1s", "step 300ms"] {
      #expect(!session.handle(line).failed, "\(line)")
    }
    _ = session.handle("tap")
    let items = session.handle("items")
    #expect(!items.failed)
    #expect(items.lines.joined().contains("grow"), "\(items.lines)")
  }

  @Test("an SVG strip of your own scene draws your scene, not a seed")
  func exportStripDrawsTheUsersScene() {
    let disk = Disk()
    let session = Self.session(disk)
    for line in ["new mine", "add tween grow box.bounds to 0,0,200,200 for 1s", "export svg strip.svg 3"] {
      #expect(!session.handle(line).failed, "\(line)")
    }
    #expect(disk.contents["strip.svg"]?.contains("data-layer=\"box\"") == true)
  }

  @Test("a scene whose items end after 9.2e9 s saves to a file that loads")
  func saveOfALongSceneLoads() throws {
    let disk = Disk()
    disk.contents["long.json"] = """
      {"format": "animator-scene", "version": 2, "name": "long", "size": [100, 100],
       "layers": [{"name": "box", "bounds": [0, 0, 10, 10]}],
       "timeline": [
         {"type": "tween", "layer": "box", "property": "opacity", "to": 0, "duration": 9200000000},
         {"type": "tween", "layer": "box", "property": "opacity", "to": 1, "duration": 9200000000},
         {"type": "marker", "name": "done"}]}
      """
    let session = Self.session(disk)
    #expect(!session.handle("load long.json").failed)
    #expect(!session.handle("save again.json").failed)
    let saved = try #require(disk.contents["again.json"])
    #expect(throws: Never.self) { try SceneDocument.load(saved) }
    #expect(!session.handle("load again.json").failed)
  }

  @Test("quit while recording saves the recording and says so")
  func quitWhileRecordingSaves() {
    let disk = Disk()
    let session = Self.session(disk)
    _ = session.handle("record r.txt")
    _ = session.handle("play")
    let bye = session.handle("quit")
    #expect(disk.contents["r.txt"] == "play\n")
    #expect(bye.lines.joined(separator: "\n").contains("r.txt"), "\(bye.lines)")
  }

  @Test("a scene nested deeper than the format allows is refused, naming the limit; one at the limit shows and exports")
  func deepLayerTrees() {
    let disk = Disk()
    disk.contents["deep.json"] = Self.chain(1_468)
    disk.contents["limit.json"] = Self.chain(SceneDocument.maximumLayerDepth)
    let session = Self.session(disk)
    let refused = session.handle("load deep.json")
    #expect(refused.failed)
    #expect(refused.lines.joined().contains("128"), "\(refused.lines)")
    #expect(!session.handle("load limit.json").failed)
    #expect(!session.handle("show").failed)
    #expect(!session.handle("export svg deep.svg").failed)
    #expect(disk.contents["deep.svg"]?.contains("data-layer=\"l127\"") == true)
  }

  @Test("a step whose animation time at the session's speed exceeds an hour is refused, naming the limit")
  func stepIsBoundedAtHighSpeed() {
    let session = Session(configuration: SessionConfiguration(), scene: .bars)
    _ = session.handle("play")
    _ = session.handle("speed 100")
    let before = session.scene.clock.now
    let answer = session.handle("step 3600s")
    #expect(answer.failed)
    #expect(answer.lines.joined().contains("1 h") || answer.lines.joined().contains("3600"), "\(answer.lines)")
    #expect(session.scene.clock.now == before, "a refused step moves nothing")
    #expect(!session.handle("step 36s").failed, "an hour of animation time is allowed")
  }

  @Test("files that never end or are not files are refused before they are read")
  func devicesAreRefused() {
    #expect(throws: FileError.self) { try Files.read("/dev/zero") }
    #expect(throws: FileError.self) { try Files.read("/dev/urandom") }
    #expect(throws: FileError.self) { try Files.read("/") }
  }
}
